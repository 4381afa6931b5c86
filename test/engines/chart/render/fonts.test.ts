// Text is measured with the shipped Arimo files, whose advances are Arial's.

import { anchorShift, baselineShift, fontFace, measureText, missingCharacters, shapeText } from '../../../../engines/chart/render/fonts.ts';

describe('fonts', () => {
  it('loads the four Arimo faces from the package, not from the system', () => {
    expect(fontFace('normal').postscriptName).toBe('Arimo-Regular');
    expect(fontFace('bold').postscriptName).toBe('Arimo-Bold');
    expect(fontFace('normal', true).postscriptName).toBe('Arimo-Italic');
    expect(fontFace('bold', true).postscriptName).toBe('Arimo-BoldItalic');
    expect(fontFace('normal').file).toMatch(/node_modules\/@expo-google-fonts\/arimo\/.*\.ttf$/);
    expect(fontFace('normal')).toBe(fontFace('normal'));
  });

  it('measures with Arial’s advance widths (units of 2048 per em)', () => {
    expect(measureText('H', 10, 'normal').width).toBeCloseTo((1479 / 2048) * 10, 9);
    expect(measureText('0123456789', 7, 'normal').width).toBeCloseTo(((10 * 1139) / 2048) * 7, 9);
    const m = measureText('x', 8, 'normal');
    expect(m.ascent).toBeCloseTo((1854 / 2048) * 8, 9);
    expect(m.descent).toBeCloseTo((434 / 2048) * 8, 9);
  });

  it('applies kerning and bold widths', () => {
    const av = measureText('AV', 10, 'normal').width;
    expect(av).toBeLessThan(measureText('A', 10, 'normal').width + measureText('V', 10, 'normal').width);
    expect(measureText('Optical density', 7, 'bold').width).toBeGreaterThan(measureText('Optical density', 7, 'normal').width);
    expect(shapeText('AV', 10, 'normal').map((g) => g.codePoints)).toEqual([[0x41], [0x56]]);
  });

  it('places baselines from the cap height and anchors from the width', () => {
    expect(baselineShift('alphabetic', 10, 'normal')).toBe(0);
    expect(baselineShift('hanging', 10, 'normal')).toBeCloseTo((1409 / 2048) * 10, 9);
    expect(baselineShift('middle', 10, 'normal')).toBeCloseTo((1409 / 4096) * 10, 9);
    const node = { type: 'text', x: 0, y: 0, text: 'HH', size: 10, weight: 'normal', anchor: 'end', baseline: 'alphabetic', color: '#000000' } as const;
    expect(anchorShift(node)).toBeCloseTo((2 * 1479 * 10) / 2048, 9);
    expect(anchorShift({ ...node, anchor: 'middle' })).toBeCloseTo((1479 * 10) / 2048, 9);
    expect(anchorShift({ ...node, anchor: 'start' })).toBe(0);
  });

  it('covers the symbols of scientific labels and reports what it cannot draw', () => {
    expect(missingCharacters('µ ± × ° α β γ Δ σ ≤ ≥ − ² ³ ⁻¹ Å')).toEqual([]);
    expect(missingCharacters('细胞')).toEqual(['细', '胞']);
  });
});
