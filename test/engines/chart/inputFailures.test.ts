// Failures caused by the data or the request end as a ChartError with a reason, never as a
// plain error (which the job would retry three times and report as ENGINE_UNAVAILABLE), an
// endless loop, or a crash of the process: log scales over zero or negative values first, then
// other data a chart could not place.

import { ChartError, renderChart, requestProblem, specFromRequest } from '../../../engines/chart/index.ts';
import type { ChartType } from '../../../engines/chart/chartTypes.ts';
import type { Table } from '../../../engines/chart/data/types.ts';

const OPTIONS = { journal: 'nature', width: 'single', palette: 'okabe_ito' } as const;

function table(columns: Record<string, Array<number | string | null>>): Table {
  const names = Object.keys(columns);
  return {
    format: 'csv',
    rowCount: columns[names[0]!]!.length,
    columns: names.map((name) => ({ name, type: columns[name]!.every((v) => typeof v === 'number' || v === null) ? 'number' : 'category', values: columns[name]! })),
  };
}

/** 24 rows: a dose from 0, a response with zeros, two groups. */
const WITH_ZEROS = table({
  dose: Array.from({ length: 24 }, (_, i) => (i % 6 === 0 ? 0 : i)),
  response: Array.from({ length: 24 }, (_, i) => (i % 5 === 0 ? 0 : Number((i * 1.7).toFixed(1)))),
  group: Array.from({ length: 24 }, (_, i) => (i % 2 ? 'a' : 'b')),
});
const POSITIVE = table({
  dose: Array.from({ length: 24 }, (_, i) => i + 1),
  response: Array.from({ length: 24 }, (_, i) => Number((i * 1.7 + 1).toFixed(1))),
  group: Array.from({ length: 24 }, (_, i) => (i % 2 ? 'a' : 'b')),
});

async function failure(data: Table, request: string, type: ChartType): Promise<ChartError> {
  const spec = specFromRequest(data, request, [type]);
  try {
    await renderChart(data, spec, OPTIONS);
  } catch (error) {
    expect(error).toBeInstanceOf(ChartError);
    return error as ChartError;
  }
  throw new Error(`the ${type} chart was drawn`);
}

describe('a log scale over values of 0 or below', () => {
  test.each([
    ['scatter', 'log scale', 'y'],
    ['scatter', 'log x', 'x'],
    ['line', 'log scale', 'y'],
    ['bar', 'log scale', 'y'],
    ['boxplot', 'log scale', 'y'],
    ['errorbar', 'log scale', 'y'],
    ['dose_response', 'log scale', 'y'],
    ['stacked_area', 'log scale', 'y'],
  ] as const)('%s with "%s" fails with LOG_SCALE_NONPOSITIVE naming the %s axis', async (type, phrase, axis) => {
    const error = await failure(WITH_ZEROS, `response against dose by group, ${phrase}`, type);
    expect(error.reason).toBe('LOG_SCALE_NONPOSITIVE');
    expect(error.message).toContain(`The ${axis} axis`);
  });

  // These once looped until the process ran out of memory: a log axis from 0, or a curve
  // through a point at minus infinity, densified point by point.
  test.each([
    ['histogram', 'dose by group, log x'],
    ['ogive', 'response against dose by group, log x'],
    ['frequency_dot', 'dose by group, log scale'],
    ['enzyme_kinetics', 'response against dose by group, log scale'],
    ['enzyme_kinetics', 'response against dose by group, log x'],
    ['growth_curve', 'response against dose by group, log x'],
  ] as const)('%s with "%s" fails with LOG_SCALE_NONPOSITIVE instead of exhausting memory', async (type, request) => {
    expect((await failure(WITH_ZEROS, request, type)).reason).toBe('LOG_SCALE_NONPOSITIVE');
  });

  test('a one-variable chart asked for two columns is refused, not drawn with one (COLUMNS_NOT_DRAWN)', () => {
    expect(() => specFromRequest(WITH_ZEROS, 'response against dose', ['histogram'])).toThrow(expect.objectContaining({ reason: 'COLUMNS_NOT_DRAWN' }));
  });

  test('a request range from 0 on a log axis is LOG_SCALE_NONPOSITIVE', async () => {
    expect((await failure(POSITIVE, 'response against dose, log scale, y axis from 0 to 100', 'scatter')).reason).toBe('LOG_SCALE_NONPOSITIVE');
  });

  test('positive data on a log scale is drawn', async () => {
    const spec = specFromRequest(POSITIVE, 'response against dose by group, log scale on both axes', ['scatter']);
    expect((await renderChart(POSITIVE, spec, OPTIONS)).map((f) => f.format)).toEqual(['png', 'pdf', 'tiff', 'eps']);
  });

  test('a histogram on a log count axis is drawn: bars rise from the bottom of the axis', async () => {
    const spec = specFromRequest(POSITIVE, 'histogram of response, log scale', ['histogram']);
    expect(spec.yAxis.scale).toBe('log');
    expect((await renderChart(POSITIVE, spec, OPTIONS)).length).toBe(4);
  });

  test('a normal Q-Q plot refuses a log axis with LOG_SCALE_NOT_SUPPORTED', async () => {
    expect((await failure(POSITIVE, 'response, log scale', 'qq')).reason).toBe('LOG_SCALE_NOT_SUPPORTED');
  });
});

describe('requestProblem: what the request reader refuses before a job exists', () => {
  test('a named column with values of 0 or below on a log axis, with the column and the count', () => {
    const problem = requestProblem(WITH_ZEROS, specFromRequest(WITH_ZEROS, 'response against dose, log scale', ['scatter']));
    expect(problem?.reason).toBe('LOG_SCALE_NONPOSITIVE');
    expect(problem?.message).toContain('column "response" has 5 values of 0 or below');
    expect(requestProblem(WITH_ZEROS, specFromRequest(WITH_ZEROS, 'response against dose, log x', ['scatter']))?.message).toContain('column "dose"');
  });

  test('a column of text asked on a scatter\'s value axis is refused before a job, as the chart would refuse it', () => {
    const plots = table({ yield: [3.1, 2.8, 3.6, 4.0], farm: ['a', 'b', 'c', 'd'], rain: [20, 35, 41, 55] });
    const problem = requestProblem(plots, specFromRequest(plots, 'yield and farm against rain', ['scatter']));
    expect([problem?.reason, problem?.message]).toEqual(['COLUMN_NOT_NUMERIC', 'Column "farm" holds text; this needs numbers.']);
  });

  test('positive columns, a linear axis, or a chart whose axis shows other values pass', () => {
    expect(requestProblem(POSITIVE, specFromRequest(POSITIVE, 'response against dose, log scale on both axes', ['scatter']))).toBeUndefined();
    expect(requestProblem(WITH_ZEROS, specFromRequest(WITH_ZEROS, 'response against dose', ['scatter']))).toBeUndefined();
    // A dose-response chart keeps its dose-0 controls off its log axis by design.
    expect(requestProblem(WITH_ZEROS, specFromRequest(WITH_ZEROS, 'response against dose, log x', ['dose_response']))).toBeUndefined();
  });

  test('a range from 0 or below on a log axis, for any chart type', () => {
    expect(requestProblem(POSITIVE, specFromRequest(POSITIVE, 'response by group, log scale, y axis from 0 to 50', ['boxplot']))?.reason).toBe('LOG_SCALE_NONPOSITIVE');
  });
});

describe('other data a chart cannot place', () => {
  const constant = table({ a: Array.from({ length: 12 }, () => 5), b: Array.from({ length: 12 }, () => 5) });

  // resvg aborts the whole process when every mark of a clipped group lies outside the clip.
  test('a fixed range that leaves every point outside the plot is drawn (an empty plot), not a crash', async () => {
    const spec = specFromRequest(constant, 'b against a, y axis from 0 to 1', ['scatter']);
    expect((await renderChart(constant, spec, OPTIONS)).length).toBe(4);
  });

  test('tick labels of values near 1e-300 are drawn', async () => {
    const tiny = table({ a: Array.from({ length: 12 }, (_, i) => (i + 1) * 1e-300), b: Array.from({ length: 12 }, (_, i) => (i + 2) * 1e-300) });
    const spec = specFromRequest(tiny, 'b against a, log scale', ['scatter']);
    expect((await renderChart(tiny, spec, OPTIONS)).length).toBe(4);
  });

  test('a Kaplan-Meier chart of two arms without a single event is drawn, without a log-rank p-value', async () => {
    const survival = table({ months: Array.from({ length: 12 }, (_, i) => i + 1), status: Array.from({ length: 12 }, () => 0), arm: Array.from({ length: 12 }, (_, i) => (i % 2 ? 'x' : 'y')) });
    const spec = specFromRequest(survival, 'time column months, status column status, by arm', ['kaplan_meier']);
    expect((await renderChart(survival, spec, OPTIONS)).length).toBe(4);
  });

  test('a failure no check names is CHART_ENGINE_FAILED, its cause kept and its text not shown', async () => {
    // Points at 1e300 with a range of 0 to 1 lie 1e302 points away: no PDF writer takes that.
    const huge = table({ a: Array.from({ length: 12 }, (_, i) => (i + 1) * 1e300), b: Array.from({ length: 12 }, (_, i) => (i + 2) * 1e300) });
    const error = await failure(huge, 'b against a, y axis from 0 to 1', 'scatter');
    expect(error.reason).toBe('CHART_ENGINE_FAILED');
    expect(error.cause).toBeInstanceOf(Error);
    expect(error.message).not.toContain((error.cause as Error).message);
  });
});
