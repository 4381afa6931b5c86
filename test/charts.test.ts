import { randomUUID } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import { call, newAccount, pollJob, sql, type Reply } from './support/client.ts';
import { pdfWords } from './engines/chart/layout/textBoxes.ts';

const CSV = ['height,weight,sex', ...Array.from({ length: 30 }, (_, i) => `${150 + i},${(50 + i * 0.8 + Math.sin(i) * 4).toFixed(1)},${i % 2 ? 'female' : 'male'}`)].join('\n');

function chart(key: string, fields: Record<string, string>, data: Buffer | string | null = CSV, name = 'data.csv', idem = randomUUID()): Promise<Reply> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (data !== null) form.set('data', new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), name);
  return call('/charts/generations', { key, body: form, idempotencyKey: idem, headers: { Prefer: 'wait=30' } });
}

function edit(key: string, job: string, instruction: string, idem = randomUUID()): Promise<Reply> {
  return call('/charts/edits', { key, json: { job, instruction }, idempotencyKey: idem, headers: { Prefer: 'wait=30' } });
}

describe('POST /charts/generations', () => {
  test('a chart job gives PNG, PDF, TIFF and EPS of one figure, each with download_url and editor_url, for 100 credits', async () => {
    const { key } = await newAccount({ credits: 500 });
    const reply = await chart(key, { request: 'weight against height by sex. Title "Weight and height"', journal_style: 'nature', figure_width: 'single' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ kind: 'chart', status: 'succeeded', credits: { reserved: 100, charged: 100, refunded: 0 } });
    const formats = reply.body.outputs.map((o: { format: string }) => o.format);
    expect(formats.sort()).toEqual(['eps', 'pdf', 'png', 'tiff']);
    for (const output of reply.body.outputs) {
      expect(output.editor_url).toBe(`https://figures.example.com/workspace/charts/${reply.body.id}`);
      const file = await call(output.download_url);
      expect(file.status).toBe(200);
      if (output.format === 'pdf') expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      if (output.format === 'eps') expect(file.bytes.subarray(0, 23).toString()).toBe('%!PS-Adobe-3.0 EPSF-3.0');
    }
    // Nature single column: 89 mm at 600 dpi.
    const png = reply.body.outputs.find((o: { format: string }) => o.format === 'png');
    expect(png.width).toBe(Math.round((89 / 25.4) * 600));
  });

  test('unreadable data creates no job and uses no credits: 400 INVALID_REQUEST, field data, parser reason', async () => {
    const { key } = await newAccount({ credits: 500 });
    const garbage = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 256));
    const reply = await chart(key, { request: 'plot it' }, garbage, 'data.csv');
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { field: 'data', reason: 'UNSUPPORTED_DATA_FORMAT' } });
    const ragged = await chart(key, { request: 'plot it' }, 'a,b\n1,2\n3,4,5,6\n');
    expect(ragged.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { field: 'data', reason: 'DATACHART_CSV_INVALID' } });
    expect((await call('/jobs', { key })).body.data).toEqual([]);
    expect((await call('/credits', { key })).body).toMatchObject({ balance: 500, reserved: 0 });
  });

  test("an empty data file is the parser's refusal: 400 DATACHART_EMPTY, field data, not VALIDATION_FAILED", async () => {
    const { key } = await newAccount({ credits: 500 });
    const reply = await chart(key, { request: 'plot it' }, '', 'data.csv');
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { field: 'data', reason: 'DATACHART_EMPTY' } });
  });

  test('a workbook with several sheets needs sheet_name: DATACHART_WORKSHEET_REQUIRED / _INVALID with sheet_names', async () => {
    const { key } = await newAccount({ credits: 500 });
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['dose', 'response'], [1, 2], [2, 4], [3, 5]]), 'Assay');
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['a'], [1]]), 'Notes');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const missing = await chart(key, { request: 'response against dose' }, bytes, 'book.xlsx');
    expect(missing.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { field: 'data', reason: 'DATACHART_WORKSHEET_REQUIRED', sheet_names: ['Assay', 'Notes'] } });
    const wrong = await chart(key, { request: 'response against dose', sheet_name: 'Results' }, bytes, 'book.xlsx');
    expect(wrong.body.error).toMatchObject({ details: { reason: 'DATACHART_WORKSHEET_INVALID', sheet_names: ['Assay', 'Notes'] } });
    const ok = await chart(key, { request: 'response against dose, line chart', sheet_name: 'Assay' }, bytes, 'book.xlsx');
    expect(ok.body.status).toBe('succeeded');
  });

  test('field rules: plos and acs have no onehalf width; chart_types are the spec names, once each', async () => {
    const { key } = await newAccount();
    for (const style of ['plos', 'acs']) {
      const reply = await chart(key, { request: 'weight against height', journal_style: style, figure_width: 'onehalf' });
      expect(reply.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { field: 'figure_width' } });
    }
    expect((await chart(key, { request: 'x', chart_types: 'scatter,pie_3d' })).body.error.details.field).toBe('chart_types');
    expect((await chart(key, { request: 'x', chart_types: '["scatter","scatter"]' })).body.error.details.field).toBe('chart_types');
    expect((await chart(key, { request: 'x', color_palette: 'rainbow' })).body.error.details.field).toBe('color_palette');
    expect((await chart(key, { request: '' })).body.error.details.field).toBe('request');
    expect((await chart(key, { request: 'x' }, null)).body.error.details.field).toBe('data');
  });

  test('a data file over 8 MB is 413 PAYLOAD_TOO_LARGE, reason DATA_FILE_TOO_LARGE', async () => {
    const { key } = await newAccount();
    const big = `a,b\n${'1,2\n'.repeat(2_300_000)}`;
    const reply = await chart(key, { request: 'b against a' }, big);
    expect(reply.status).toBe(413);
    expect(reply.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { reason: 'DATA_FILE_TOO_LARGE', max_bytes: 8 * 1024 * 1024 } });
  });
});

describe('POST /charts/edits', () => {
  test('an edit keeps data, the chart types allowed, style and palette and changes what the instruction says; the edit chain rules hold', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const v1 = await chart(key, { request: 'weight against height', chart_types: 'scatter', journal_style: 'cell', figure_width: 'single' });
    expect(v1.body.status).toBe('succeeded');
    const v2 = await edit(key, v1.body.id, 'title "Edited"; log scale on the y axis');
    expect(v2.status).toBe(200);
    expect(v2.body).toMatchObject({ kind: 'chart', status: 'succeeded', credits: { charged: 100 } });
    const png1 = v1.body.outputs.find((o: { format: string }) => o.format === 'png');
    const png2 = v2.body.outputs.find((o: { format: string }) => o.format === 'png');
    expect(png2.width).toBe(png1.width); // same journal width
    const pdf = await call(v2.body.outputs.find((o: { format: string }) => o.format === 'pdf').download_url);
    expect(pdf.bytes.includes(Buffer.from('Figure service'))).toBe(true);

    // v1 is no longer the latest version.
    const stale = await edit(key, v1.body.id, 'title "Again"');
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'REVISION_CONFLICT', details: { reason: 'NOT_LATEST_REVISION' } });
    // Not one of the caller's chart jobs.
    const unknown = await edit(key, randomUUID(), 'title "x"');
    expect(unknown.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'JOB_NOT_FOUND' } });
    // The request allowed scatter only: another chart type is refused, and refunded.
    const other = await edit(key, v2.body.id, 'make it a line chart');
    const failed = other.body.status === 'failed' ? other.body : await pollJob(key, other.body.id, (j) => j.status === 'failed');
    expect(failed).toMatchObject({ error: { code: 'TASK_FAILED', details: { reason: 'CHART_TYPE_FIXED' } }, credits: { charged: 0, refunded: 100 } });
  });

  test('an instruction the reader cannot apply fails the job with a reason and a refund', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const v1 = await chart(key, { request: 'weight against height' });
    const bad = await edit(key, v1.body.id, 'make it sparkle');
    const job = bad.body.status === 'failed' ? bad.body : await pollJob(key, bad.body.id, (j) => j.status === 'failed');
    expect(job).toMatchObject({ error: { code: 'TASK_FAILED', details: { reason: 'INSTRUCTION_NOT_UNDERSTOOD' } }, credits: { reserved: 100, charged: 0, refunded: 100 } });
    // The failed edit does not block the version it started from.
    const good = await edit(key, v1.body.id, 'no legend');
    expect(good.body.status).toBe('succeeded');
    // A request that named no chart types allows any: "as a line chart instead" draws one.
    const line = await edit(key, good.body.id, 'as a line chart instead');
    expect(line.body.status).toBe('succeeded');
    // A failed parent cannot be edited.
    const onFailed = await edit(key, job.id, 'title "x"');
    expect(onFailed.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'JOB_NOT_SUCCEEDED' } });
  });

  test('a chart whose creation was refused (402) is a failed job: editing it is JOB_NOT_SUCCEEDED, not JOB_NOT_FOUND', async () => {
    const { key } = await newAccount({ credits: 50 });
    const refused = await chart(key, { request: 'weight against height' });
    expect(refused.status).toBe(402);
    const [job] = (await call('/jobs', { key })).body.data;
    expect(job).toMatchObject({ kind: 'chart', status: 'failed', error: { code: 'INSUFFICIENT_CREDITS' } });
    const reply = await edit(key, job.id, 'title "x"');
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'JOB_NOT_SUCCEEDED', field: 'job' } });
  });

  test('edit-chain conflicts: PARENT_JOB_RUNNING with Retry-After, EDIT_IN_PROGRESS, JOB_NOT_EDITABLE', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const v1 = await chart(key, { request: 'weight against height' });
    expect(v1.body.status).toBe('succeeded');

    // A parent still running (its row says so, as while the worker draws it).
    await sql("update jobs set status = 'processing' where id = ?", [v1.body.id]);
    const running = await edit(key, v1.body.id, 'no legend');
    expect(running.status).toBe(409);
    expect(running.body.error).toMatchObject({ code: 'REVISION_CONFLICT', details: { reason: 'PARENT_JOB_RUNNING' } });
    expect(Number(running.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await sql("update jobs set status = 'succeeded' where id = ?", [v1.body.id]);

    // An edit of v1 that is still running blocks another edit of v1.
    const v2 = await edit(key, v1.body.id, 'title "v2"');
    expect(v2.body.status).toBe('succeeded');
    await sql("update jobs set status = 'processing' where id = ?", [v2.body.id]);
    const busy = await edit(key, v1.body.id, 'title "v3"');
    expect(busy.status).toBe(409);
    expect(busy.body.error).toMatchObject({ code: 'REVISION_CONFLICT', details: { reason: 'EDIT_IN_PROGRESS' } });
    await sql("update jobs set status = 'succeeded' where id = ?", [v2.body.id]);

    // A chart without a stored spec (made before the current chart format) cannot be edited.
    const input = await sql('select input_id from jobs where id = ?', [v2.body.id]);
    await sql('update job_inputs set params = ? where id = ?', [JSON.stringify({ legacy: true }), input[0]?.input_id]);
    const legacy = await edit(key, v2.body.id, 'title "v3"');
    expect(legacy.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'JOB_NOT_EDITABLE' } });
  });
});

describe('POST /charts/generations: failures the data causes', () => {
  // Zeros in the values on a log axis: once a plain error, retried three times and reported as
  // ENGINE_UNAVAILABLE; now the engine's reason, at once, refunded.
  const ZEROS = ['dose,response,group', ...Array.from({ length: 24 }, (_, i) => `${i + 1},${i % 5 === 0 ? 0 : (i * 1.7).toFixed(1)},${i % 2 ? 'a' : 'b'}`)].join('\n');

  test('a log scale over zeros fails the job with TASK_FAILED, reason LOG_SCALE_NONPOSITIVE, refunded', async () => {
    const { key } = await newAccount({ credits: 500 });
    const reply = await chart(key, { request: 'response by group, box plot, log scale' }, ZEROS);
    const job = reply.body.status === 'failed' ? reply.body : await pollJob(key, reply.body.id, (j) => j.status === 'failed' || j.status === 'succeeded');
    expect(job).toMatchObject({ status: 'failed', error: { code: 'TASK_FAILED', details: { reason: 'LOG_SCALE_NONPOSITIVE' } }, credits: { charged: 0, refunded: 100 } });
    expect(job.error.message).toContain('log scale');
    expect((await call('/credits', { key })).body).toMatchObject({ balance: 500, reserved: 0 });
  });

  test('a request whose log axis the data cannot fill is refused before any job: 400 LOG_SCALE_NONPOSITIVE, field request', async () => {
    const { key } = await newAccount({ credits: 500 });
    const reply = await chart(key, { request: 'response against dose, scatter, log scale on the y axis' }, ZEROS);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'LOG_SCALE_NONPOSITIVE', field: 'request' } });
    expect((await call('/jobs', { key })).body.data).toEqual([]);
  });

  test('a reference line past the last category is refused before any job (400 GUIDE_OUTSIDE_AXES); between two categories it is drawn', async () => {
    const { key } = await newAccount({ credits: 500 });
    const past = await chart(key, { request: 'mean response by group, bar chart, vertical line at x = 4', journal_style: 'science', figure_width: 'single' }, ZEROS);
    expect(past.status).toBe(400);
    expect(past.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'GUIDE_OUTSIDE_AXES', field: 'request' } });
    expect(past.body.error.message).toContain('the x axis shows 2 categories');
    expect((await call('/jobs', { key })).body.data).toEqual([]);
    const between = await chart(key, { request: 'mean response by group, bar chart, vertical line at x = 1.5', journal_style: 'science', figure_width: 'single' }, ZEROS);
    const job = between.body.status === 'succeeded' ? between.body : await pollJob(key, between.body.id, (j) => j.status === 'failed' || j.status === 'succeeded');
    expect(job.status).toBe('succeeded');
  });

  test('a method the chart type cannot honour is refused before any job, never drawn without it: 400 METHOD_NOT_AVAILABLE', async () => {
    const { key } = await newAccount({ credits: 500 });
    const boxplot = await chart(key, { request: 'response by group, box plot, Spearman correlation' }, ZEROS);
    expect(boxplot.status).toBe(400);
    expect(boxplot.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'METHOD_NOT_AVAILABLE', field: 'request' } });
    const reml = await chart(key, { request: 'response against dose, scatter, polychoric correlation' }, ZEROS);
    expect(reml.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'METHOD_NOT_AVAILABLE' } });
    expect((await call('/jobs', { key })).body.data).toEqual([]);
    expect((await call('/credits', { key })).body).toMatchObject({ balance: 500, reserved: 0 });
  });

  // A share-price file as finance sites export it: d-Mon-yy dates, newest first.
  const PRICES = ['Date,Open,High,Low,Close,Volume', ...Array.from({ length: 40 }, (_, i) => {
    const day = new Date(Date.UTC(2003, 8, 19) - i * 86_400_000);
    const date = `${day.getUTCDate()}-${day.toLocaleString('en', { month: 'short', timeZone: 'UTC' })}-03`;
    const close = 26 + Math.sin(i / 5) * 2;
    return `${date},${(close - 0.3).toFixed(2)},${(close + 0.5).toFixed(2)},${(close - 0.6).toFixed(2)},${close.toFixed(2)},${60000000 + i * 1000}`;
  })].join('\n');

  /** The words of a chart's PDF, as poppler reads them. */
  async function pdfText(job: { outputs: Array<{ format: string; download_url: string }> }): Promise<string> {
    const pdf = job.outputs.find((o) => o.format === 'pdf');
    return pdfWords((await call(pdf?.download_url ?? '')).bytes).words.map((w) => w.text).join(' ');
  }

  test('"closing price of MSFT over time" draws Close against the date column, on a date axis', async () => {
    const { key } = await newAccount({ credits: 500 });
    const reply = await chart(key, { request: 'closing price of MSFT over time' }, PRICES, 'msft.csv');
    expect(reply.body).toMatchObject({ status: 'succeeded' });
    const words = await pdfText(reply.body);
    expect(words).toContain('Close');
    expect(words).toContain('Date');
    expect(words).toMatch(/\b(Aug|Sep)\b/);
    for (const other of ['Open', 'High', 'Low', 'Volume']) expect(words).not.toContain(other);
  });

  test('a request stating a column the data lacks is refused before any job, naming the words and the columns: 400 COLUMN_NOT_FOUND', async () => {
    const { key } = await newAccount({ credits: 500 });
    for (const [request, unmatched] of [
      ['price of gold over time', 'price of gold'],
      ['AAPL and MSFT over time', 'AAPL'],
      ['histogram of Dividend', 'Dividend'],
      ['Close against Date coloured by sector', 'sector'],
    ]) {
      const reply = await chart(key, { request: request ?? '' }, PRICES, 'msft.csv');
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({
        code: 'INVALID_REQUEST',
        details: { field: 'request', reason: 'COLUMN_NOT_FOUND', unmatched, columns: ['Date', 'Open', 'High', 'Low', 'Close', 'Volume'] },
      });
      expect(reply.body.error.message).toContain(`"${unmatched}"`);
    }
    expect((await call('/jobs', { key })).body.data).toEqual([]);
    expect((await call('/credits', { key })).body).toMatchObject({ balance: 500, reserved: 0 });
  });

  test('a word two columns could be is refused naming both: 400 COLUMN_AMBIGUOUS; a request naming no column still draws', async () => {
    const { key } = await newAccount({ credits: 500 });
    const twoDates = PRICES.split('\n').map((line, i) => `${line},${i === 0 ? 'Settled' : line.split(',')[0]}`).join('\n');
    const reply = await chart(key, { request: 'Close over time' }, twoDates, 'msft.csv');
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { field: 'request', reason: 'COLUMN_AMBIGUOUS', candidates: ['Date', 'Settled'] } });
    expect((await chart(key, { request: 'plot this' }, PRICES, 'msft.csv')).body.status).toBe('succeeded');
  });

  test('an edit naming a column the data lacks fails the job with COLUMN_NOT_FOUND, refunded', async () => {
    const { key } = await newAccount({ credits: 1000 });
    const v1 = await chart(key, { request: 'Close over Date' }, PRICES, 'msft.csv');
    const bad = await edit(key, v1.body.id, 'plot price of gold against Date');
    const job = bad.body.status === 'failed' ? bad.body : await pollJob(key, bad.body.id, (j) => j.status === 'failed');
    expect(job).toMatchObject({ error: { code: 'TASK_FAILED', details: { reason: 'COLUMN_NOT_FOUND' } }, credits: { charged: 0, refunded: 100 } });
  });
});
