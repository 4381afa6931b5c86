// A SuperPlot asked in a cell biologist's words, on a table written here (embryos of three
// genotypes from three clutches): the type's names, the conditions along x and the replicates as
// colours; "each embryo as a dot" (the rows as points, even when the noun is part of the name of
// the column that names each row); and a SuperPlot that names no replicates refused.
import { requestProblem, specFromRequest } from '../../../engines/chart/index.ts';
import { rows, table } from './support/tables.ts';

const embryos = table({
  'Embryo ID': rows(36, (i) => `e${i + 1}`),
  Genotype: rows(36, (i) => ['wt', 'het', 'mut'][i % 3]!),
  Clutch: rows(36, (i) => ['C1', 'C2', 'C3'][Math.floor(i / 12)]!),
  'Somite length (µm)': rows(36, (i) => 50 + (i % 3) * 4 + Math.floor(i / 12) * 2 + (i % 5)),
  'Somite width (µm)': rows(36, (i) => 30 + (i % 4)),
});

describe('the SuperPlot named', () => {
  test.each(['superplot', 'SuperPlot', 'super plot', 'Super-Plots', 'superplot style'])('"%s" is the superplot type', (word) => {
    const spec = specFromRequest(embryos, `${word} of somite length by genotype, coloured by clutch`, []);
    expect(spec).toMatchObject({ type: 'superplot', x: 'Genotype', group: 'Clutch' });
    expect([...spec.y, ...spec.mentioned]).toContain('Somite length (µm)');
  });
  test('"somite length per genotype as a SuperPlot, coloured by clutch": the same parts', () => {
    const spec = specFromRequest(embryos, 'somite length per genotype as a SuperPlot, coloured by clutch', []);
    expect(spec).toMatchObject({ type: 'superplot', x: 'Genotype', group: 'Clutch' });
  });
});

describe('the rows as points', () => {
  test('"each embryo as a dot": the embryos are the rows (the noun of the ID column)', () => {
    const spec = specFromRequest(embryos, 'superplot of somite length per genotype: each embryo as a dot, coloured by clutch', []);
    expect(spec).toMatchObject({ type: 'superplot', x: 'Genotype', group: 'Clutch' });
  });
  test('"every embryo a small dot": the same without "as"', () => {
    const spec = specFromRequest(embryos, 'superplot of somite length per genotype, every embryo a small dot, coloured by clutch', []);
    expect(spec).toMatchObject({ type: 'superplot', x: 'Genotype', group: 'Clutch' });
  });
});

describe('the conditions named by their values', () => {
  test('"SuperPlot of somite length: wt and mut only, coloured by clutch": the genotypes kept are the conditions along x', () => {
    const spec = specFromRequest(embryos, 'SuperPlot of somite length: wt and mut only, each embryo a dot coloured by its clutch', []);
    expect(spec).toMatchObject({ type: 'superplot', x: 'Genotype', group: 'Clutch' });
    expect(spec.filters).toEqual([{ column: 'Genotype', op: 'in', value: ['wt', 'mut'] }]);
  });
});

describe('a run of numbered values', () => {
  test('"coloured by clutch (C1-C3)": the clutches from C1 to C3, C2 among them', () => {
    const spec = specFromRequest(embryos, 'superplot of somite length per genotype, coloured by clutch (C1-C3)', []);
    expect(spec).toMatchObject({ type: 'superplot', x: 'Genotype', group: 'Clutch' });
    for (const f of spec.filters ?? []) expect(f).toEqual({ column: 'Clutch', op: 'in', value: expect.arrayContaining(['C1', 'C2', 'C3']) });
  });
  test('"clutches C2 to C3" keeps those two, not C1', () => {
    const spec = specFromRequest(embryos, 'superplot of somite length per genotype for clutches C2 to C3, coloured by clutch', []);
    expect(spec.filters).toEqual([{ column: 'Clutch', op: 'in', value: ['C2', 'C3'] }]);
  });
});

describe('columns a SuperPlot would leave out', () => {
  test('two measurements named are refused by name, not one of them drawn', () => {
    expect(() => specFromRequest(embryos, 'superplot of somite length and somite width by genotype, coloured by clutch', [])).toThrow(/Somite length \(µm\), Somite width \(µm\)/);
  });
});

describe('a SuperPlot without replicates', () => {
  test('"superplot of somite length by genotype" is refused before drawing, saying it needs the replicates', () => {
    const spec = specFromRequest(embryos, 'superplot of somite length by genotype', []);
    const problem = requestProblem(embryos, spec);
    expect(problem?.reason).toBe('REPLICATES_NOT_NAMED');
    expect(problem?.message).toMatch(/biological replicates as the colours/);
  });
});
