// Palettes exactly as published, colour maps, and every journal width of the spec's table.

import { mmToPt } from '../../../../engines/chart/render/scene.ts';
import { colorMaps, sampleColorMap } from '../../../../engines/chart/style/colormaps.ts';
import { FIGURE_WIDTHS, figureWidthMm, figureWidthPt, hasFigureWidth, JOURNAL_STYLES, journalStyles } from '../../../../engines/chart/style/journals.ts';
import { isPaletteName, PALETTE_NAMES, paletteColor, palettes } from '../../../../engines/shared/palettes.ts';

describe('palettes', () => {
  it('are the ones the spec names', () => {
    expect([...PALETTE_NAMES]).toEqual(['okabe_ito', 'wong', 'tol_bright', 'tol_muted', 'nature', 'science', 'nejm', 'lancet', 'jama']);
    expect(isPaletteName('okabe_ito')).toBe(true);
    expect(isPaletteName('viridis')).toBe(false);
  });

  it.each([
    ['okabe_ito', ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7', '#000000']],
    ['wong', ['#000000', '#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7']],
    ['tol_bright', ['#4477AA', '#EE6677', '#228833', '#CCBB44', '#66CCEE', '#AA3377', '#BBBBBB']],
    ['tol_muted', ['#CC6677', '#332288', '#DDCC77', '#117733', '#88CCEE', '#882255', '#44AA99', '#999933', '#AA4499']],
    ['nature', ['#E64B35', '#4DBBD5', '#00A087', '#3C5488', '#F39B7F', '#8491B4', '#91D1C2', '#DC0000', '#7E6148', '#B09C85']],
    ['science', ['#3B4992', '#EE0000', '#008B45', '#631879', '#008280', '#BB0021', '#5F559B', '#A20056', '#808180', '#1B1919']],
    ['nejm', ['#BC3C29', '#0072B5', '#E18727', '#20854E', '#7876B1', '#6F99AD', '#FFDC91', '#EE4C97']],
    ['lancet', ['#00468B', '#ED0000', '#42B540', '#0099B4', '#925E9F', '#FDAF91', '#AD002A', '#ADB6B6', '#1B1919']],
    ['jama', ['#374E55', '#DF8F44', '#00A1D5', '#B24745', '#79AF97', '#6A6599', '#80796B']],
  ] as const)('%s is exact', (name, colors) => {
    expect(palettes[name].colors).toEqual(colors);
    expect(palettes[name].name).toBe(name);
  });

  it('gives Tol muted its pale grey for missing data', () => {
    expect(palettes.tol_muted.missing).toBe('#DDDDDD');
  });

  it('cycles colours past the end', () => {
    expect(paletteColor('jama', 0)).toBe('#374E55');
    expect(paletteColor('jama', 7)).toBe('#374E55');
    expect(paletteColor('jama', 8)).toBe('#DF8F44');
  });
});

describe('colour maps', () => {
  it('viridis has matplotlib’s 256 entries', () => {
    const { stops } = colorMaps.viridis;
    expect(stops).toHaveLength(256);
    expect(stops[0]).toBe('#440154');
    expect(stops[128]).toBe('#21918C');
    expect(stops[255]).toBe('#FDE725');
    for (const s of stops) expect(s).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('ColorBrewer Blues (9) and RdBu (11) are as published', () => {
    expect(colorMaps.blues.stops).toEqual(['#F7FBFF', '#DEEBF7', '#C6DBEF', '#9ECAE1', '#6BAED6', '#4292C6', '#2171B5', '#08519C', '#08306B']);
    expect(colorMaps.rdbu.stops).toHaveLength(11);
    expect(colorMaps.rdbu.stops[5]).toBe('#F7F7F7');
  });

  it('samples the ends exactly and interpolates between stops', () => {
    expect(sampleColorMap('viridis', 0)).toBe('#440154');
    expect(sampleColorMap('viridis', 1)).toBe('#FDE725');
    expect(sampleColorMap('rdbu', 0.5)).toBe('#F7F7F7');
    expect(sampleColorMap('blues', -3)).toBe('#F7FBFF');
    expect(sampleColorMap('blues', 1 / 16)).toBe('#EBF3FB'); // halfway between the first two stops
  });
});

describe('journal styles', () => {
  it('are the ones the spec names', () => {
    expect([...JOURNAL_STYLES]).toEqual(['default', 'nature', 'science', 'cell', 'plos', 'acs']);
    expect([...FIGURE_WIDTHS]).toEqual(['single', 'onehalf', 'double']);
  });

  it.each([
    ['default', 90, 140, 180],
    ['nature', 89, 120, 183],
    ['science', 57, 89, 121],
    ['cell', 85, 114, 174],
    ['plos', 132, null, 190.5],
    ['acs', 84.67, null, 177.8],
  ] as const)('%s: single %s mm, onehalf %s mm, double %s mm', (name, single, onehalf, double) => {
    expect(journalStyles[name].widthsMm).toEqual({ single, onehalf, double });
    expect(figureWidthMm(name, 'single')).toBe(single);
    expect(figureWidthMm(name, 'double')).toBe(double);
    expect(figureWidthPt(name, 'double')).toBeCloseTo(mmToPt(double), 9);
    expect(hasFigureWidth(name, 'onehalf')).toBe(onehalf !== null);
    if (onehalf === null) expect(() => figureWidthMm(name, 'onehalf')).toThrow(/no onehalf width/);
    else expect(figureWidthMm(name, 'onehalf')).toBe(onehalf);
  });

  it('Nature: 89 mm is 252.28 pt and text stays within 5-7 pt', () => {
    expect(figureWidthPt('nature', 'single')).toBeCloseTo(252.283, 3);
    expect(journalStyles.nature.minFontSizePt).toBe(5);
    expect(journalStyles.nature.maxFontSizePt).toBe(7);
  });

  it('Science: double is its 2-column width (12.1 cm), not the 3-column page (18.4 cm)', () => {
    expect(figureWidthMm('science', 'double')).toBe(121);
    expect(figureWidthMm('science', 'single')).toBeLessThan(figureWidthMm('science', 'onehalf'));
    expect(figureWidthMm('science', 'onehalf')).toBeLessThan(figureWidthMm('science', 'double'));
  });

  it('every style but PLOS and ACS has a onehalf width between its single and double', () => {
    for (const name of JOURNAL_STYLES) {
      const { single, onehalf, double } = journalStyles[name].widthsMm;
      if (name === 'plos' || name === 'acs') expect(onehalf).toBeNull();
      else {
        expect(onehalf).toBeGreaterThan(single);
        expect(onehalf).toBeLessThan(double);
      }
    }
  });

  it('ACS single column is its 240 pt maximum', () => {
    expect(figureWidthPt('acs', 'single')).toBeCloseTo(240, 0);
    expect(figureWidthPt('acs', 'double')).toBeCloseTo(504, 6);
    expect(journalStyles.acs.minFontSizePt).toBe(4.5);
  });

  it('every style draws in Arimo with its base size between its minimum and maximum', () => {
    for (const name of JOURNAL_STYLES) {
      const s = journalStyles[name];
      expect(s.fontFamily).toBe('Arimo');
      expect(s.fontSizePt).toBeGreaterThanOrEqual(s.minFontSizePt);
      expect(s.fontSizePt).toBeLessThanOrEqual(s.maxFontSizePt);
      expect(s.axisLineWidthPt).toBeGreaterThanOrEqual(s.minLineWidthPt);
      expect(s.source.length).toBeGreaterThan(0);
    }
  });
});
