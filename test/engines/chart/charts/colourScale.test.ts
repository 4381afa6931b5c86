// Points coloured by a measurement ("colour by depth"): each point its colour on a continuous
// scale keyed by a colour bar, never a legend of hundreds of group colours; refused where a
// scale cannot stand for groups (panels, a fit per group, two y columns told apart by colour).
import { specFromRequest } from '../../../../engines/chart/index.ts';
import { sampleColorMap } from '../../../../engines/chart/style/colormaps.ts';
import type { SceneNode } from '../../../../engines/chart/render/scene.ts';
import { draw, flat, plotMarks, refusal, spec, texts } from '../support/scenes.ts';
import { rows, table } from '../support/tables.ts';

const depths = rows(40, (i) => 41 + i * 17);
const quakes = table({
  lon: rows(40, (i) => 165 + ((i * 7) % 23)),
  lat: rows(40, (i) => -10 - ((i * 11) % 29)),
  depth_km: depths,
  mag: rows(40, (i) => 4 + (i % 9) / 4),
  lat2: rows(40, (i) => -12 - ((i * 5) % 17)),
});

const fills = (marks: SceneNode[]) => flat(marks).filter((n): n is Extract<SceneNode, { type: 'circle' }> => n.type === 'circle').map((n) => n.fill);

describe('a scatter coloured by a measurement', () => {
  test('the request reads as a scatter grouped by the measurement, drawn on a colour bar titled by it', () => {
    const s = specFromRequest(quakes, 'scatter of lat against lon, colour by depth_km', []);
    expect([s.type, s.x, s.y, s.group]).toEqual(['scatter', 'lon', ['lat'], 'depth_km']);
    const scene = draw(quakes, s);
    const words = texts(scene);
    expect(words).toContain('depth_km');
    // No key of groups: no depth value is a legend entry.
    expect(words.filter((w) => depths.map(String).includes(w))).toEqual([]);
    const colours = fills(plotMarks(scene)[0] ?? []);
    expect(colours).toHaveLength(40);
    expect(new Set(colours).size).toBeGreaterThan(30);
    // The shallowest and deepest points are the two ends of viridis.
    expect(colours).toContain(sampleColorMap('viridis', 0));
    expect(colours).toContain(sampleColorMap('viridis', 1));
  });

  test('a bubble chart colours its bubbles along the scale and keeps its size legend', () => {
    const s = specFromRequest(quakes, 'bubble chart of lat against lon, bubble size by mag, coloured by depth_km', []);
    expect([s.type, s.roles.weight, s.group]).toEqual(['bubble', 'mag', 'depth_km']);
    const words = texts(draw(quakes, s));
    expect(words).toEqual(expect.arrayContaining(['depth_km', 'mag']));
  });

  test('a trend line through points coloured along a scale is one fit of all the points, on a scatter', () => {
    const s = specFromRequest(quakes, 'lat against lon, coloured by depth_km, with a linear trend line', []);
    expect([s.type, s.group, s.methods?.fit]).toEqual(['scatter', 'depth_km', 'linear']);
    expect(texts(draw(quakes, s)).some((t) => /^linear fit, R\u00b2 = /i.test(t))).toBe(true);
    // A client that asks for a regression alone keeps the refusal: a regression fits per colour group.
    expect(() => specFromRequest(quakes, 'lat against lon, coloured by depth_km, with a linear trend line', ['regression'])).toThrow(expect.objectContaining({ reason: 'GROUP_COLUMN_CONTINUOUS' }));
  });

  test('refused in panels, for a fit per group and for two y columns', () => {
    expect(() => specFromRequest(quakes, 'scatter of lat against lon, colour by depth_km, separate panels by mag', [])).toThrow(expect.objectContaining({ reason: expect.stringMatching(/GROUP_COLUMN_CONTINUOUS|FACET/) }));
    expect(refusal(() => draw(quakes, spec('scatter', { x: 'lon', y: ['lat', 'lat2'], group: 'depth_km' }))).reason).toBe('COLUMNS_NOT_DRAWN');
  });
});
