// The optional model reader (engines/chart/interpret/modelReader.ts) against a local server that
// speaks the chat-completions protocol (test/support/fakeChatModel.ts): a model's reading is
// used when it passes the rules reader's checks, refused as the rules reader refuses when it
// does not, and the rules read the request when the model does not answer usably.
import { InstructionError, readEditWithModel, readRequest, readRequestWithModel, type ModelReaderOptions } from '../../../engines/chart/index.ts';
import { CHART_TYPES } from '../../../engines/chart/chartTypes.ts';
import { editByModel, firstJsonObject, readByModel } from '../../../engines/chart/interpret/modelReader.ts';
import { askedText, startFakeChatModel, type ChatCall, type FakeChatModel } from '../../support/fakeChatModel.ts';
import { rows, table } from './support/tables.ts';

const CARS = table({
  model: rows(30, (i) => `car${i}`),
  origin: rows(30, (i) => ['USA', 'Europe', 'Japan'][i % 3]!),
  mpg: rows(30, (i) => 20 + (i % 7) * 1.5),
  cyl: rows(30, (i) => [4, 6, 8][i % 3]!),
  wt: rows(30, (i) => 2 + (i % 5) * 0.4),
});

const KEY = 'sk-test-chart-reader';
let fake: FakeChatModel;
let options: ModelReaderOptions;

beforeAll(async () => {
  fake = await startFakeChatModel({ apiKey: KEY });
  options = { url: fake.url, model: 'reader-1', apiKey: KEY, timeoutMs: 2_000 };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.calls.length = 0;
  fake.schemaSupported = true;
});

/** A model answer binding each word (or phrase) to a part, in the order given. */
function answer(spec: Record<string, unknown>, bindings: Array<[string, string]>) {
  return { content: { spec, bindings: bindings.map(([words, part]) => ({ words, part })) } };
}

/** The rules reader's refusal of a request, for comparison. */
function rulesRefusal(request: string): InstructionError {
  try {
    readRequest(CARS, request, []);
  } catch (err) {
    if (err instanceof InstructionError) return err;
    throw err;
  }
  throw new Error(`the rules read "${request}"`);
}

async function modelRefusal(request: string): Promise<InstructionError> {
  const err = await readRequestWithModel(options, CARS, request, []).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof InstructionError)) throw new Error(`expected a refusal, got ${String(err)}`);
  return err;
}

describe('the model reader', () => {
  it("uses the model's reading: its spec, its words, read by the model", async () => {
    const request = 'mpg over wt as a line, coloured by origin, only Japan and Europe';
    fake.answer = () =>
      answer({ type: 'line', x: 'wt', y: ['mpg'], group: 'origin', filters: [{ column: 'origin', op: 'in', value: ['Japan', 'Europe'] }], title: null }, [
        ['mpg', 'y: mpg'],
        ['over', 'y against x'],
        ['wt', 'x: wt'],
        ['as a line', 'chart type: line'],
        ['coloured by origin', 'groups: origin'],
        ['only Japan and Europe', 'filter: origin in Japan, Europe'],
      ]);
    const { spec, reading } = await readRequestWithModel(options, CARS, request, []);
    expect(spec).toMatchObject({ type: 'line', x: 'wt', y: ['mpg'], group: 'origin', filters: [{ column: 'origin', op: 'in', value: ['Japan', 'Europe'] }] });
    // What the model left out takes the spec's defaults; a null is a field not written.
    expect(spec).toMatchObject({ roles: {}, xAxis: { scale: 'linear' }, yAxis: { scale: 'linear' }, legend: 'auto', referenceLines: [], annotations: [], mentioned: [] });
    expect(spec.title).toBeUndefined();
    expect(reading.by).toBe('model reader-1');
    expect(reading.bindings).toContainEqual({ words: 'coloured by origin', part: 'groups: origin', start: 23, end: 41 });
    for (const b of reading.bindings) expect(request.slice(b.start, b.end)).toBe(b.words);

    // One call: the model, the request, the table's columns with their values, and the answer's JSON schema.
    expect(fake.calls).toHaveLength(1);
    const call = fake.calls[0]!;
    expect(call.body).toMatchObject({ model: 'reader-1', temperature: 0, response_format: { type: 'json_schema', json_schema: { name: 'chart_reading' } } });
    expect(askedText(call)).toBe(request);
    const user = JSON.parse(call.body.messages!.find((m) => m.role === 'user')!.content) as { table: { columns: Array<{ name: string; type: string; values?: string[] }> } };
    expect(user.table.columns.map((c) => c.name)).toEqual(['model', 'origin', 'mpg', 'cyl', 'wt']);
    expect(user.table.columns.find((c) => c.name === 'origin')).toEqual({ name: 'origin', type: 'category', values: ['USA', 'Europe', 'Japan'] });
    const schema = (call.body.response_format as { json_schema: { schema: { properties: { spec: { properties: { type: { enum: string[] } } } } } } }).json_schema.schema;
    expect(schema.properties.spec.properties.type.enum).toEqual([...CHART_TYPES]);
  });

  it('sends the key as a Bearer token, and no Authorization header without one', async () => {
    fake.answer = () => answer({ type: 'scatter', x: 'wt', y: ['mpg'] }, [['mpg', 'y: mpg'], ['wt', 'x: wt']]);
    await readRequestWithModel(options, CARS, 'mpg against wt', []);
    expect(fake.calls[0]?.authorization).toBe(`Bearer ${KEY}`);
    const open = await startFakeChatModel();
    open.answer = fake.answer;
    try {
      const read = await readRequestWithModel({ url: open.url, model: 'local' }, CARS, 'mpg against wt', []);
      expect(read.reading.by).toBe('model local');
      expect(open.calls[0]?.authorization).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('keeps the chart type of chart_types, as the rules do', async () => {
    fake.answer = () => answer({ type: 'line', x: 'wt', y: ['mpg'] }, [['mpg', 'y: mpg'], ['wt', 'x: wt']]);
    expect((await readByModel(options, CARS, 'mpg against wt', ['scatter'])).spec.type).toBe('scatter');
  });

  it('a model answer naming a column the data lacks is refused with COLUMN_NOT_FOUND, exactly as the rules refuse it', async () => {
    const request = 'torque against wt';
    fake.answer = () => answer({ type: 'scatter', x: 'wt', y: ['torque'] }, [['torque', 'y: torque'], ['against', 'y against x'], ['wt', 'x: wt']]);
    const model = await modelRefusal(request);
    const rules = rulesRefusal(request);
    expect(model.reason).toBe('COLUMN_NOT_FOUND');
    expect({ reason: model.reason, message: model.message, details: model.details }).toEqual({ reason: rules.reason, message: rules.message, details: rules.details });
    // A name that differs only in case is the column.
    fake.answer = () => answer({ type: 'scatter', x: 'WT', y: ['MPG'] }, [['MPG', 'y: mpg'], ['WT', 'x: wt']]);
    expect((await readRequestWithModel(options, CARS, 'MPG against WT', [])).spec).toMatchObject({ x: 'wt', y: ['mpg'] });
  });

  it('a model answer leaving content words unbound is refused with REQUEST_NOT_UNDERSTOOD naming them, exactly as the rules refuse it', async () => {
    const request = 'mpg against wt in purple sparkles';
    // The model drew a plain scatter and said nothing of "purple sparkles".
    fake.answer = () => answer({ type: 'scatter', x: 'wt', y: ['mpg'] }, [['mpg', 'y: mpg'], ['against', 'y against x'], ['wt', 'x: wt']]);
    const model = await modelRefusal(request);
    const rules = rulesRefusal(request);
    expect(model.reason).toBe('REQUEST_NOT_UNDERSTOOD');
    expect(model.details?.unread).toEqual(['purple', 'sparkles']);
    expect({ reason: model.reason, message: model.message, details: model.details }).toEqual({ reason: rules.reason, message: rules.message, details: rules.details });
  });

  it('words the model says it bound but the request does not hold bind nothing', async () => {
    fake.answer = () => answer({ type: 'scatter', x: 'wt', y: ['mpg'] }, [['mpg', 'y: mpg'], ['wt', 'x: wt'], ['Purple sparkle', 'colour: purple']]);
    const refused = await modelRefusal('mpg against wt in purple sparkles');
    expect(refused.details?.unread).toEqual(['purple', 'sparkles']);
  });

  it('a filter on a value its column does not hold is refused, naming the value', async () => {
    fake.answer = () => answer({ type: 'scatter', x: 'wt', y: ['mpg'], filters: [{ column: 'origin', op: '=', value: 'Mars' }] }, [['mpg', 'y: mpg'], ['wt', 'x: wt'], ['only Mars', 'filter: origin = Mars']]);
    const refused = await modelRefusal('mpg against wt, only Mars');
    expect(refused.reason).toBe('REQUEST_NOT_UNDERSTOOD');
    expect(refused.details).toMatchObject({ unread: ['Mars'] });
    expect(refused.message).toContain('"Mars" is not a value of column "origin"');
    // A number compared with a numeric column is no value of it, but a bound.
    fake.answer = () => answer({ type: 'scatter', x: 'wt', y: ['mpg'], filters: [{ column: 'cyl', op: '>', value: 5 }] }, [['mpg', 'y: mpg'], ['wt', 'x: wt'], ['more than 5 cylinders', 'filter: cyl > 5']]);
    expect((await readRequestWithModel(options, CARS, 'mpg against wt, more than 5 cylinders', [])).spec.filters).toEqual([{ column: 'cyl', op: '>', value: 5 }]);
  });

  it('falls back to the rules reader when the model is out: an HTTP error, a timeout, a closed port, an answer that is no reading', async () => {
    const request = 'mpg against wt, colour by cyl';
    const rules = readRequest(CARS, request, []);
    const cases: Array<[ChatCall['body'] | string, () => ReturnType<FakeChatModel['answer']>, RegExp]> = [
      ['500', () => ({ status: 500 }), /HTTP 500/],
      ['429', () => ({ status: 429 }), /HTTP 429/],
      ['slow', () => ({ content: {}, delayMs: 3_000 }), /did not answer within 2 s/],
      ['hang up', () => ({ hangUp: true }), /could not be reached/],
      ['prose', () => ({ content: 'A scatter plot of mpg against wt would suit this.' }), /no JSON object/],
      ['outside the schema', () => answer({ type: 'scatter', x: 'wt', y: ['mpg'], colour: 'cyl' }, [['mpg', 'y: mpg']]), /outside its schema/],
      ['unknown type', () => answer({ type: 'sparkline', y: ['mpg'] }, [['mpg', 'y: mpg']]), /outside its schema/],
    ];
    for (const [name, respond, why] of cases) {
      fake.answer = respond;
      const started = Date.now();
      const read = await readRequestWithModel(options, CARS, request, []);
      expect({ name, spec: read.spec, by: read.reading.by, bindings: read.reading.bindings }).toEqual({ name, spec: rules.spec, by: 'rules', bindings: rules.reading.bindings });
      expect(read.reading.modelFailure).toMatch(why);
      expect(Date.now() - started).toBeLessThan(2_800);
    }
    // Nothing listening at all; the caller is told why before the rules read (or refuse) the request.
    const gone = await startFakeChatModel();
    await gone.close();
    const told: string[] = [];
    const read = await readRequestWithModel({ url: gone.url, model: 'gone' }, CARS, request, [], (why) => told.push(why));
    expect(read.reading).toMatchObject({ by: 'rules', modelFailure: expect.stringMatching(/could not be reached/) });
    await expect(readRequestWithModel({ url: gone.url, model: 'gone' }, CARS, 'mpg against wt in purple sparkles', [], (why) => told.push(why))).rejects.toMatchObject({
      reason: 'REQUEST_NOT_UNDERSTOOD',
      details: { unread: ['purple', 'sparkles'] },
    });
    expect(told).toEqual([expect.stringMatching(/could not be reached/), expect.stringMatching(/could not be reached/)]);
  });

  it('a wrong key is an outage too: the rules read the request', async () => {
    fake.answer = () => answer({ type: 'scatter', x: 'wt', y: ['mpg'] }, [['mpg', 'y: mpg'], ['wt', 'x: wt']]);
    const read = await readRequestWithModel({ ...options, apiKey: 'sk-wrong' }, CARS, 'mpg against wt', []);
    expect(read.reading).toMatchObject({ by: 'rules', modelFailure: 'the model answered HTTP 401' });
  });

  it('reads the first JSON object of a server that does not take a JSON schema', async () => {
    fake.schemaSupported = false;
    fake.answer = () => ({ content: 'Here is the reading:\n```json\n' + JSON.stringify({ spec: { type: 'scatter', x: 'wt', y: ['mpg'], title: 'A {braced} title' }, bindings: [{ words: 'mpg', part: 'y: mpg' }, { words: 'wt', part: 'x: wt' }] }) + '\n```' });
    const read = await readRequestWithModel(options, CARS, 'mpg against wt', []);
    expect(read.reading.by).toBe('model reader-1');
    expect(read.spec.title).toBe('A {braced} title');
    expect(fake.calls.map((c) => c.body.response_format === undefined)).toEqual([false, true]);
    expect(() => firstJsonObject('no json { here')).toThrow(/no JSON object/);
  });
});

describe('the model reader of edits', () => {
  const parent = readRequest(CARS, 'mpg against wt', ['scatter']).spec;

  it("changes the parent's spec as the model says, given the parent and the instruction", async () => {
    const instruction = 'title "Fuel use", log scale on y';
    fake.answer = () => answer({ ...parent, title: 'Fuel use', yAxis: { scale: 'log' } }, [['title "Fuel use"', 'title: Fuel use'], ['log scale on y', 'y axis: log scale']]);
    const { spec, reading } = await readEditWithModel(options, CARS, parent, instruction);
    expect(spec).toEqual({ ...parent, title: 'Fuel use', yAxis: { scale: 'log' } });
    expect(reading).toEqual({
      by: 'model reader-1',
      bindings: [
        { words: 'title "Fuel use"', part: 'title: Fuel use', start: 0, end: 16 },
        { words: 'log scale on y', part: 'y axis: log scale', start: 18, end: 32 },
      ],
    });
    const user = JSON.parse(fake.calls[0]!.body.messages!.find((m) => m.role === 'user')!.content) as { chart: unknown; instruction: string };
    expect(user).toMatchObject({ chart: parent, instruction });
  });

  it('refuses an edit that asks for a chart type its request did not allow, or leaves words unbound, as the rules do', async () => {
    fake.answer = () => answer({ ...parent, type: 'violin' }, [['make it a violin plot', 'chart type: violin']]);
    await expect(editByModel(options, CARS, parent, 'make it a violin plot', ['scatter', 'regression'])).rejects.toMatchObject({ reason: 'CHART_TYPE_FIXED' });
    expect((await editByModel(options, CARS, parent, 'make it a violin plot')).spec.type).toBe('violin');
    fake.answer = () => answer({ ...parent, title: 'Fuel' }, [['title "Fuel"', 'title: Fuel']]);
    await expect(readEditWithModel(options, CARS, parent, 'title "Fuel" and make it sparkle')).rejects.toMatchObject({ reason: 'INSTRUCTION_NOT_UNDERSTOOD', details: { unread: ['sparkle'] } });
  });

  it('falls back to the rules when the model is out', async () => {
    fake.answer = () => ({ status: 503 });
    const read = await readEditWithModel(options, CARS, parent, 'no legend');
    expect(read.spec.legend).toBe('none');
    expect(read.reading).toMatchObject({ by: 'rules', modelFailure: 'the model answered HTTP 503', bindings: [{ words: 'no legend', part: 'legend: none' }] });
  });
});
