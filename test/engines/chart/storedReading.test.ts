// How a request was read, as kept with each chart job (engines/chart/storedReading.ts): the words of
// the request and the part each made, by which reader, and the few phrases the workspace shows.
import { InstructionError, readEdit, readingPhrases, readRequest, specFromRequest, storedReading, type Reading } from '../../../engines/chart/index.ts';
import { rows, table } from './support/tables.ts';

const CARS = table({
  model: rows(30, (i) => `car${i}`),
  mpg: rows(30, (i) => 20 + (i % 7) * 1.5),
  cyl: rows(30, (i) => [4, 6, 8][i % 3]!),
  wt: rows(30, (i) => 2 + (i % 5) * 0.4),
  hp: rows(30, (i) => 90 + i * 4),
});

const shown = (text: string, r: { reading: Reading; spec: Parameters<typeof readingPhrases>[2] }) =>
  readingPhrases(text, r.reading, r.spec)
    .map((p) => `${p.words} → ${p.part}`)
    .join('; ');

describe('the reading of a request', () => {
  const request = 'mpg against wt, colour by cyl, only cars with more than 4 cylinders';

  it('binds words of the request, verbatim and in the order written, to the parts they made, read by the rules', () => {
    const { spec, reading } = readRequest(CARS, request, []);
    expect(spec).toMatchObject({ y: ['mpg'], x: 'wt', group: 'cyl', filters: [{ column: 'cyl', op: '>', value: 4 }] });
    expect(reading.by).toBe('rules');
    expect(reading.modelFailure).toBeUndefined();
    expect(reading.bindings.length).toBeGreaterThan(0);
    for (const b of reading.bindings) {
      expect(Object.keys(b).sort()).toEqual(['end', 'part', 'start', 'words']);
      expect(request.slice(b.start, b.end)).toBe(b.words);
      expect(b.part).not.toBe('');
    }
    expect(reading.bindings.map((b) => b.start)).toEqual([...reading.bindings.map((b) => b.start)].sort((a, b) => a - b));
    expect(reading.bindings).toEqual(
      expect.arrayContaining([
        { words: 'mpg', part: 'column mpg', start: 0, end: 3 },
        { words: 'colour by ', part: 'groups: cyl', start: 16, end: 26 },
        expect.objectContaining({ words: 'more than 4', part: 'filter: cyl > 4' }),
      ]),
    );
    // The reading survives a trip through JSON (job_inputs.params) unchanged.
    expect(storedReading(JSON.parse(JSON.stringify(reading)))).toEqual(reading);
  });

  it('reads as a few phrases: each column with the part it plays, each rule with its words', () => {
    expect(shown(request, readRequest(CARS, request, []))).toBe('mpg → y axis; wt → x axis; colour by cyl → groups: cyl; only cars with more than 4 cylinders → filter: cyl > 4');
    const fit = 'scatter of hp vs wt with a linear fit, Spearman correlation';
    // "linear fit" also names the regression chart; on a scatter it is the fit only.
    expect(shown(fit, readRequest(CARS, fit, []))).toBe('scatter → chart type: scatter; hp → y axis; wt → x axis; linear fit → fit: linear; Spearman correlation → correlation: spearman');
  });

  it('is the same spec as specFromRequest, and a refused request has no reading', () => {
    expect(readRequest(CARS, request, []).spec).toEqual(specFromRequest(CARS, request, []));
    expect(() => readRequest(CARS, 'mpg against wt in purple sparkles', [])).toThrow(expect.objectContaining({ reason: 'REQUEST_NOT_UNDERSTOOD' }));
  });
});

describe('the reading of an edit', () => {
  const parent = readRequest(CARS, 'mpg against wt', ['scatter']).spec;

  it("binds the instruction's words, and only the edit's own", () => {
    const instruction = 'title "Fuel use"; log scale on y';
    const { spec, reading } = readEdit(CARS, parent, instruction);
    expect(spec).toMatchObject({ title: 'Fuel use', yAxis: { scale: 'log' } });
    expect(reading.by).toBe('rules');
    for (const b of reading.bindings) expect(instruction.slice(b.start, b.end)).toBe(b.words);
    expect(shown(instruction, { spec, reading })).toBe('title "Fuel use" → title: Fuel use; log scale on y → y axis: log scale');
    // Each edit's reading is its own: a second edit does not carry the first one's words.
    const again = readEdit(CARS, spec, 'no legend');
    expect(again.reading.bindings).toEqual([{ words: 'no legend', part: 'legend: none', start: 0, end: 9 }]);
  });

  it('an instruction it cannot read is refused as before, and the reader is left as it was', () => {
    expect(() => readEdit(CARS, parent, 'make it sparkle')).toThrow(InstructionError);
    expect(readEdit(CARS, parent, 'no legend').reading.bindings).toHaveLength(1);
  });
});

describe('a stored reading', () => {
  it('is absent for jobs made before readings were kept, and malformed entries are dropped', () => {
    expect(storedReading(undefined)).toBeUndefined();
    expect(storedReading({ bindings: [] })).toBeUndefined();
    expect(storedReading({ by: 'rules', bindings: [{ words: 'mpg', part: 'column mpg', start: 0, end: 3 }, { words: 1 }, null] })).toEqual({
      by: 'rules',
      bindings: [{ words: 'mpg', part: 'column mpg', start: 0, end: 3 }],
    });
  });

  it('reads as its bindings when the text is not at hand', () => {
    const reading: Reading = { by: 'model some-model', bindings: [{ words: 'mpg', part: 'y: mpg', start: 0, end: 3 }, { words: 'wt', part: 'x: wt', start: 12, end: 14 }] };
    expect(readingPhrases(undefined, reading)).toEqual([
      { words: 'mpg', part: 'y: mpg' },
      { words: 'wt', part: 'x: wt' },
    ]);
  });
});
