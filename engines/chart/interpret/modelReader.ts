// The optional model reader: an OpenAI-compatible chat model (OpenAI, and Ollama, llama.cpp's
// server and vLLM, which speak the same protocol) asked for a chart's spec as JSON under its
// schema, with the words of the request that made each part. Its answer is held to the rules
// reader's checks: the spec must fit the schema, every column it names must be a column of the
// data (COLUMN_NOT_FOUND), every value it filters on must be in its column, every word it bound
// must be words of the request as written, and every word the rules reader's accounting requires
// to be read (reading.ts) must be bound, or the request is refused (REQUEST_NOT_UNDERSTOOD,
// INSTRUCTION_NOT_UNDERSTOOD) naming the words, as the rules reader refuses it. A model that does
// not answer usably (timeout, HTTP error, an answer that is no JSON or outside the schema)
// is ModelReaderUnavailable: the caller reads the request with the rules instead.
//
//   POST {url}/chat/completions  {model, messages, temperature: 0, response_format: json_schema}
//
// A server that refuses `response_format` (400) is asked once more without it, and the first
// JSON object of its answer is read.
import { z } from 'zod';
import { nearest } from '../../language/index.ts';
import { CHART_TYPES, type ChartType } from '../chartTypes.ts';
import type { Column, Table } from '../data/types.ts';
import { emptySpec, FIT_MODELS, type ChartSpec, type Filter } from '../spec.ts';
import { looseCandidates, tableWords, type TableWords } from './columns.ts';
import { InstructionError } from './errors.ts';
import { typeChangeProblem } from './typeChange.ts';
import { tokens } from '../../language/index.ts';
import { Bindings, unreadWords, type Binding, type UnreadWord } from './reading.ts';
import { refusal } from './sides.ts';
import { ROLE_WORDS } from './vocabulary.ts';
import { saidAs, saidEach } from '../../shared/said.ts';

export interface ModelReaderOptions {
  /** Base URL of the OpenAI-compatible API, with its version: https://api.openai.com/v1, http://127.0.0.1:11434/v1. */
  url: string;
  /** Sent as `model`. */
  model: string;
  /** Sent as `Authorization: Bearer <key>` when given (local servers often need none). */
  apiKey?: string | undefined;
  /** The whole exchange, a retry without response_format included; default 20 s. */
  timeoutMs?: number | undefined;
}

/** The model did not answer usably: read the request with the rules instead. */
export class ModelReaderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ModelReaderUnavailable';
  }
}

export interface ModelReading {
  spec: ChartSpec;
  /** The model's bindings, placed on the request's words. */
  bindings: Binding[];
}

const DEFAULT_TIMEOUT_MS = 20_000;
/** An answer is a spec and a list of words: far below this. */
const MAX_ANSWER_CHARS = 1_000_000;
/** Values of each column shown to the model: all of a category column's up to this many, a few of the others. */
const CATEGORY_VALUES = 40;
const SAMPLE_VALUES = 5;

const ROLES = [...new Set([...ROLE_WORDS.map(([, role]) => role), 'pair'])] as [string, ...string[]];
const Scalar = z.union([z.string(), z.number(), z.boolean()]);
const Axis = z
  .object({
    label: z.string().optional().describe('the axis title, when the request gives one'),
    scale: z.enum(['linear', 'log']).default('linear'),
    range: z.array(z.number()).length(2).optional().describe('[low, high], when the request gives limits'),
  })
  .strict();

/** ChartSpec (../spec.ts) as the model writes it: what the request does not say is left out. */
export const ModelSpec = z
  .object({
    type: z.enum(CHART_TYPES).describe('the chart type'),
    x: z.string().optional().describe('the column on the x axis (categories, or the other variable)'),
    y: z.array(z.string()).default([]).describe('the columns of values; several are several series'),
    group: z.string().optional().describe('the column whose values are the coloured groups'),
    roles: z.partialRecord(z.enum(ROLES), z.string()).default({}).describe('columns in roles of their own: time and event (survival), score and truth (ROC), lower and upper (forest), label, weight, p and fold_change (volcano), chromosome and position (Manhattan), source and target (Sankey), date (calendar), pair (the subject of paired values)'),
    title: z.string().optional(),
    xAxis: Axis.default({ scale: 'linear' }),
    yAxis: Axis.default({ scale: 'linear' }),
    legend: z.enum(['auto', 'none', 'top', 'bottom', 'left', 'right', 'inside']).default('auto'),
    legendTitle: z.string().optional(),
    aggregate: z.enum(['mean', 'median', 'sum', 'count']).optional().describe('the summary of y per category'),
    errorBars: z.enum(['sd', 'sem', 'ci95']).optional(),
    errorStyle: z.enum(['bars', 'band']).optional().describe('the error of means along a numeric x as bars at each point, or as a shaded band'),
    referenceLines: z.array(z.object({ axis: z.enum(['x', 'y']), value: z.number(), label: z.string().optional() }).strict()).default([]),
    annotations: z.array(z.object({ text: z.string(), x: z.number(), y: z.number() }).strict()).default([]),
    showPoints: z.boolean().optional().describe('individual points over summaries'),
    orientation: z.enum(['vertical', 'horizontal']).optional(),
    sort: z.enum(['ascending', 'descending']).optional(),
    top: z.object({ n: z.number().int().positive(), by: z.enum(['largest', 'smallest']) }).strict().optional(),
    bins: z.object({ count: z.number().int().positive().optional(), width: z.number().positive().optional() }).strict().optional(),
    filters: z
      .array(
        z
          .object({
            column: z.string(),
            op: z.enum(['=', '!=', 'in', '>', '>=', '<', '<=', 'between']),
            value: z.union([Scalar, z.array(Scalar)]).describe('a value of the column as the table writes it; a list for "in"; [low, high] for "between"'),
          })
          .strict(),
      )
      .optional()
      .describe('the rows kept'),
    facet: z.object({ row: z.string().optional(), column: z.string().optional() }).strict().optional().describe('small multiples: one panel per value of a column'),
    mentioned: z.array(z.string()).default([]).describe('columns the request names without a role'),
    methods: z
      .object({
        correlation: z.enum(['pearson', 'spearman', 'kendall']).optional(),
        meta: z.enum(['fixed', 'random']).optional(),
        fit: z.enum(FIT_MODELS).optional(),
        zScore: z.enum(['row', 'column']).optional(),
        cluster: z.object({ rows: z.boolean(), columns: z.boolean() }).strict().optional(),
        test: z.enum(['welch', 't', 'paired_t', 'mann_whitney', 'wilcoxon', 'anova', 'tukey', 'kruskal']).optional(),
        unavailable: z.string().optional().describe('a method the request names that is none of these, in its words: it is refused, never replaced'),
      })
      .strict()
      .optional()
      .describe('the statistical methods the request names'),
  })
  .strict();

const Answer = z
  .object({
    spec: ModelSpec,
    bindings: z
      .array(z.object({ words: z.string().describe('words copied exactly from the request'), part: z.string().describe('what they made: "y: mpg", "groups: cyl", "filter: cyl > 4"') }).strict())
      .describe('which words of the request made which part of the spec'),
  })
  .strict();

let answerSchema: Record<string, unknown> | undefined;
/** The answer's JSON schema, made once from the zod schema the answer is checked against. */
function jsonSchema(): Record<string, unknown> {
  answerSchema ??= z.toJSONSchema(Answer, { io: 'input' }) as Record<string, unknown>;
  return answerSchema;
}

function systemPrompt(available: readonly ChartType[] | undefined): string {
  return [
    'You read a researcher\'s request for a chart of a data table (or an instruction to change a chart) and answer with one JSON object only:',
    '{"spec": <the chart>, "bindings": [{"words": <words of the request>, "part": <what they made>}]}.',
    'The answer follows this JSON schema:',
    JSON.stringify(jsonSchema()),
    'Rules:',
    '- Name columns only as the table names them, exactly, in x, y, group, roles, facet, filters and mentioned. Never invent a column; if the request names one the table lacks, still write the name the request used, and it will be refused.',
    '- Filter only on values the table\'s column holds, written as the table writes them; numbers compare with numeric columns.',
    '- Leave out every field the request does not ask for; do not choose styles it does not name.',
    `- type is one of the chart types of the schema${available && available.length > 0 ? `; the ones drawn today are: ${available.join(', ')}` : ''}.`,
    '- bindings: every word of the request that carries meaning must be inside the "words" of a binding, copied from the request exactly as written (same letters, case and spaces), in the order written; "part" says in a few words what they made: "y: mpg", "x: wt", "groups: cyl", "filter: cyl > 4", "chart type: scatter", "title: Fuel use", "error bars: sem", "log scale on y".',
    '- Words you could not turn into a part of the spec are left out of the bindings: the request is then refused and the researcher asked to rephrase, which is better than a chart that ignores what was asked.',
  ].join('\n');
}

/** A column as the model sees it: its name, type and some of its values. */
function describeColumn(column: Column): Record<string, unknown> {
  const distinct: string[] = [];
  for (const v of column.values) {
    if (v === null) continue;
    const text = column.type === 'date' && typeof v === 'number' ? new Date(v).toISOString().slice(0, 10) : String(v);
    if (!distinct.includes(text)) distinct.push(text);
    if (distinct.length > CATEGORY_VALUES) break;
  }
  if (column.type === 'category' && distinct.length <= CATEGORY_VALUES) return { name: column.name, type: column.type, values: distinct };
  return { name: column.name, type: column.type, some_values: distinct.slice(0, SAMPLE_VALUES) };
}

function tableFacts(table: Table): Record<string, unknown> {
  return { rows: table.rowCount, columns: table.columns.map(describeColumn) };
}

/** The first JSON object in a text ("```json {...} ```", or prose around it), braces inside strings skipped. */
export function firstJsonObject(text: string): unknown {
  const trimmed = text.trim();
  try {
    return JSON.parse(trimmed);
  } catch {
    // read on
  }
  for (let start = text.indexOf('{'); start >= 0; start = text.indexOf('{', start + 1)) {
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
      const c = text[i];
      if (inString) {
        if (c === '\\') i++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) {
        try {
          return JSON.parse(text.slice(start, i + 1));
        } catch {
          break;
        }
      }
    }
  }
  throw new ModelReaderUnavailable('the model\'s answer holds no JSON object');
}

/** Nulls the model wrote for fields it left empty, taken as not written. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null).map(([k, v]) => [k, withoutNulls(v)]));
  return value;
}

async function post(options: ModelReaderOptions, body: Record<string, unknown>, signal: AbortSignal): Promise<Response> {
  try {
    return await fetch(`${options.url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}) },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    const timedOut = signal.aborted;
    throw new ModelReaderUnavailable(timedOut ? `the model did not answer within ${Math.round((options.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000)} s` : `the model could not be reached (${(error as Error).message})`, { cause: error });
  }
}

/** One exchange with the model: its answer's content, as text. */
async function ask(options: ModelReaderOptions, messages: Array<{ role: string; content: string }>): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const base = { model: options.model, messages, temperature: 0 };
  let res = await post(options, { ...base, response_format: { type: 'json_schema', json_schema: { name: 'chart_reading', schema: jsonSchema(), strict: false } } }, signal);
  // A server that does not take a JSON schema answers 400: ask again for plain text, read for its JSON.
  if (res.status === 400) {
    await res.body?.cancel().catch(() => undefined);
    res = await post(options, base, signal);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    throw new ModelReaderUnavailable(signal.aborted ? 'the model did not finish its answer in time' : 'the model\'s answer was cut off', { cause: error });
  }
  if (!res.ok) throw new ModelReaderUnavailable(`the model answered HTTP ${res.status}`);
  if (text.length > MAX_ANSWER_CHARS) throw new ModelReaderUnavailable('the model\'s answer is too long');
  let body: { choices?: Array<{ message?: { content?: unknown; refusal?: unknown } }> };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new ModelReaderUnavailable('the model\'s answer is not chat-completions JSON');
  }
  const message = body.choices?.[0]?.message;
  if (typeof message?.refusal === 'string' && message.refusal) throw new ModelReaderUnavailable('the model declined to answer');
  if (typeof message?.content !== 'string') throw new ModelReaderUnavailable('the model\'s answer has no message content');
  return message.content;
}

/** The model's answer as a spec and bindings, or ModelReaderUnavailable when it is outside the schema. */
function parseAnswer(content: string): z.infer<typeof Answer> {
  const parsed = Answer.safeParse(withoutNulls(firstJsonObject(content)));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ModelReaderUnavailable(`the model's answer is outside its schema (${issue ? `${issue.path.join('.') || 'answer'}: ${issue.message}` : 'invalid'})`);
  }
  return parsed.data;
}

function toChartSpec(read: z.infer<typeof ModelSpec>): ChartSpec {
  const spec: ChartSpec = { ...emptySpec(read.type), ...(read as unknown as Partial<ChartSpec>) };
  spec.roles = Object.fromEntries(Object.entries(read.roles).filter((e): e is [string, string] => typeof e[1] === 'string'));
  for (const axis of ['xAxis', 'yAxis'] as const) {
    const a = read[axis];
    spec[axis] = { scale: a.scale, ...(a.label !== undefined ? { label: a.label } : {}), ...(a.range ? { range: [a.range[0]!, a.range[1]!] as [number, number] } : {}) };
  }
  if (read.filters?.length === 0) delete spec.filters;
  return spec;
}

/**
 * Every column the spec names, as the data names it; COLUMN_NOT_FOUND (the rules reader's
 * refusal, word for word) for one the data lacks. A name that differs only in case is the column.
 */
function checkColumns(spec: ChartSpec, table: Table, words: TableWords): void {
  const names = table.columns.map((c) => c.name);
  const resolve = (name: string): string => {
    if (names.includes(name)) return name;
    const same = names.filter((n) => n.toLowerCase() === name.trim().toLowerCase());
    if (same.length === 1) return same[0]!;
    throw refusal({ missing: name }, words);
  };
  if (spec.x !== undefined) spec.x = resolve(spec.x);
  spec.y = spec.y.map(resolve);
  if (spec.group !== undefined) spec.group = resolve(spec.group);
  spec.roles = Object.fromEntries(Object.entries(spec.roles).map(([role, name]) => [role, resolve(name)]));
  if (spec.facet) spec.facet = { ...(spec.facet.row !== undefined ? { row: resolve(spec.facet.row) } : {}), ...(spec.facet.column !== undefined ? { column: resolve(spec.facet.column) } : {}) };
  if (spec.filters) spec.filters = spec.filters.map((f) => ({ ...f, column: resolve(f.column) }));
  spec.mentioned = [...new Set(spec.mentioned.map(resolve))];
}

/** A filter's values as the column holds them; the refusal of a value the column does not hold. */
function checkFilters(spec: ChartSpec, table: Table, words: TableWords, reason: string): void {
  for (const filter of spec.filters ?? []) {
    const column = table.columns.find((c) => c.name === filter.column)!;
    const values = Array.isArray(filter.value) ? filter.value : [filter.value];
    const ordered = ['>', '>=', '<', '<=', 'between'].includes(filter.op);
    const wrong = values.find((v) => !holds(column, v, ordered));
    if (wrong === undefined) {
      if ((filter.op === 'between' && values.length !== 2) || (!['in', 'between'].includes(filter.op) && Array.isArray(filter.value))) {
        throw new InstructionError(reason, `The filter on "${filter.column}" is not one a chart can keep rows by (${filter.op} ${JSON.stringify(filter.value)}).`, { columns: [...words.names] });
      }
      continue;
    }
    const known = [...new Set(column.values.filter((v): v is string | number => v !== null).map(String))];
    const near = nearest(String(wrong), known);
    throw new InstructionError(
      reason,
      `"${String(wrong)}" is not a value of column "${filter.column}"${column.type === 'category' ? '' : ` (a ${column.type} column)`}, so no rows can be kept by it; nothing is drawn in their place.${near.length > 0 ? ` Did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : ''} See docs/chart-requests.md for what a request can say.`,
      { unread: [String(wrong)], suggestions: near.length > 0 ? { [String(wrong)]: near } : {}, columns: [...words.names] },
    );
  }
}

/** Whether the column can hold this value: a category's value as written, a number, a date. */
function holds(column: Column, value: Filter['value'], ordered: boolean): boolean {
  if (Array.isArray(value)) return false;
  if (column.type === 'number') {
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    return Number.isFinite(n) && (ordered || column.values.includes(n));
  }
  if (column.type === 'date') return typeof value === 'number' || (typeof value === 'string' && !Number.isNaN(Date.parse(String(value).length === 4 ? `${value}-01-01` : value)));
  const wanted = String(value).trim().toLowerCase();
  return ordered || column.values.some((v) => v !== null && String(v).trim().toLowerCase() === wanted);
}

/**
 * The model's bindings placed on the request: each at the first place its words are written
 * from where the previous one ended (else anywhere). Words the request does not hold bind nothing.
 */
export function placeBindings(text: string, answered: ReadonlyArray<{ words: string; part: string }>): Binding[] {
  const placed: Binding[] = [];
  let cursor = 0;
  for (const { words, part } of answered) {
    const w = words.trim();
    if (!/[\p{L}\p{N}]/u.test(w)) continue;
    let at = text.indexOf(w, cursor);
    if (at < 0) at = text.indexOf(w);
    if (at < 0) continue;
    placed.push({ start: at, end: at + w.length, part });
    cursor = at + w.length;
  }
  return placed.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The words of the request the model bound to nothing that the rules reader's accounting requires read. */
function accountFor(text: string, placed: readonly Binding[]): UnreadWord[] {
  const bindings = new Bindings();
  for (const b of placed) bindings.add(b.start, b.end, b.part);
  return unreadWords(tokens(text), bindings);
}

/** The refusal of words bound to nothing, in the rules reader's words and details. */
function unreadRefusal(unread: readonly UnreadWord[], words: TableWords, reason: string): InstructionError {
  const suggestions: Record<string, string[]> = {};
  const values = [...words.values];
  for (const { word } of unread) {
    const near = [...new Set([...looseCandidates(word, words.names).columns, ...nearest(word, words.names), ...nearest(word, values)])].slice(0, 3);
    if (near.length > 0) suggestions[word] = near;
  }
  const hints = Object.entries(suggestions)
    .map(([word, near]) => `"${word}" is not a column or value of this data; did you mean ${near.map((n) => `"${n}"`).join(' or ')}?`)
    .join(' ');
  return new InstructionError(
    reason,
    `These words could not be read as part of a chart: ${saidEach(unread.map((u) => u.word), `${unread.length} ${unread.length === 1 ? 'word' : 'words'} of the request`)}. Nothing is drawn in their place. ${hints ? `${saidAs(hints, 'Some of them are near a column or value of the data.')} ` : ''}${saidAs(`The data's columns: ${words.names.join(', ')}.`, `The data has ${words.names.length} columns.`)} See docs/chart-requests.md for what a request can say.`,
    { unread: unread.map((u) => u.word), suggestions, columns: [...words.names] },
  );
}

/** The checks every model reading is held to, in the order the rules reader refuses. */
function hold(text: string, answer: z.infer<typeof Answer>, table: Table, reason: string): ModelReading {
  const words = tableWords(table.columns, table.name);
  const spec = toChartSpec(answer.spec);
  checkColumns(spec, table, words);
  checkFilters(spec, table, words, reason);
  const bindings = placeBindings(text, answer.bindings);
  const unread = accountFor(text, bindings);
  if (unread.length > 0) throw unreadRefusal(unread, words, reason);
  return { spec, bindings };
}

/** A new chart's spec read by the model; chart_types, when given, decide the type as they do for the rules. */
export async function readByModel(options: ModelReaderOptions, table: Table, request: string, chartTypes: readonly ChartType[] = [], available?: readonly ChartType[]): Promise<ModelReading> {
  const user = {
    task: 'Read this chart request.',
    table: tableFacts(table),
    ...(chartTypes.length > 0 ? { chart_type: `${chartTypes[0]} (given by the researcher: use it)` } : {}),
    request,
  };
  const answer = parseAnswer(await ask(options, [{ role: 'system', content: systemPrompt(available) }, { role: 'user', content: JSON.stringify(user) }]));
  if (chartTypes[0]) answer.spec.type = chartTypes[0];
  return hold(request, answer, table, 'REQUEST_NOT_UNDERSTOOD');
}

/** An edit read by the model: the parent's spec changed by the instruction, its type among the request's chart types (CHART_TYPE_FIXED). */
export async function editByModel(options: ModelReaderOptions, table: Table, parent: ChartSpec, instruction: string, chartTypes: readonly ChartType[] = []): Promise<ModelReading> {
  if (instruction.trim() === '') throw new InstructionError('INSTRUCTION_EMPTY', 'The instruction says nothing to change.');
  const user = {
    task: 'Change this chart as the instruction says. Answer with the whole changed spec (what the instruction does not change stays as it is) and bind the words of the instruction.',
    table: tableFacts(table),
    chart: parent,
    instruction,
  };
  const answer = parseAnswer(await ask(options, [{ role: 'system', content: systemPrompt([...chartTypes]) }, { role: 'user', content: JSON.stringify(user) }]));
  const problem = typeChangeProblem(parent.type, answer.spec.type, chartTypes, instruction);
  if (problem) throw problem;
  return hold(instruction, answer, table, 'INSTRUCTION_NOT_UNDERSTOOD');
}
