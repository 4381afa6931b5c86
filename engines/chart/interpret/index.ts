// Reading a chart request, or an edit instruction, into a ChartSpec.
import type { ChartType } from '../chartTypes.ts';
import { emptySpec, type ChartSpec } from '../spec.ts';
import { wordsOf, type TableWords } from './columns.ts';
import { InstructionError } from './errors.ts';
import { RULES, splitClauses, TEXT_RULES, type Clause } from './grammar.ts';
import { INTENT_WORDS, TYPE_WORDS, type Intent } from './vocabulary.ts';

export { CHART_TYPES } from '../chartTypes.ts';
export { InstructionError } from './errors.ts';
export { tableWords, type TableWords } from './columns.ts';

/** Applies every rule that recognises the clause; returns whether any did. */
function applyClause(clause: Clause, spec: ChartSpec, allowTypeChange: boolean): boolean {
  for (const [, rule] of TEXT_RULES) if (rule(clause, spec)) return true;
  let understood = false;
  for (const [name, rule] of RULES) {
    if (name === 'chart type' && !allowTypeChange) continue;
    if (rule(clause, spec)) understood = true;
  }
  // Columns no rule placed are remembered for the chart type to place.
  const placed = new Set([spec.x, ...spec.y, spec.group, ...Object.values(spec.roles)]);
  for (const m of clause.mentions) {
    if (!placed.has(m.column) && !spec.mentioned.includes(m.column)) spec.mentioned.push(m.column);
  }
  return understood || clause.mentions.length > 0;
}

/** A clause with the column names blanked: a column called "density" names no chart type. */
function wordsOnly(clause: Clause): string {
  let text = clause.text;
  for (const m of clause.mentions) text = text.slice(0, m.start) + ' '.repeat(m.end - m.start) + text.slice(m.end);
  return text;
}

export interface Interpretation {
  spec: ChartSpec;
  /** The chart type was named (in chart_types or the request), not left to the data. */
  typeGiven: boolean;
  /** What the request asked to show ("survival", "agreement" ...), for choosing a type it did not name. */
  intents: Intent[];
}

/**
 * The first reading of a request. Free prose around the recognised phrases is fine here:
 * "Please plot weight against height by sex" reads as weight ~ height, grouped by sex.
 */
export function interpretRequest(text: string, columns: readonly string[] | TableWords, chartTypes: readonly ChartType[] = []): Interpretation {
  const spec = emptySpec(chartTypes[0] ?? 'scatter');
  const clauses = splitClauses(text, wordsOf(columns));
  // chart_types, when given, wins over words in the request.
  // The first clause that names a type decides it ("bar chart of x. Mean with SEM" stays a bar).
  let typeGiven = chartTypes.length > 0;
  const intents = new Set<Intent>();
  for (const clause of clauses) {
    applyClause(clause, spec, !typeGiven);
    const words = wordsOnly(clause);
    typeGiven ||= TYPE_WORDS.some(([word]) => word.test(words));
    for (const [word, intent] of INTENT_WORDS) if (word.test(words)) intents.add(intent);
  }
  // A running total is a cumulative sum: the waterfall reads aggregate "sum" as the
  // step-by-step (finance) waterfall rather than the tumour-response one.
  if (intents.has('running_total')) spec.aggregate = 'sum';
  return { spec, typeGiven, intents: [...intents] };
}

/**
 * An edit: every clause must be understood, or the edit fails (InstructionError) and nothing
 * changes. The data, chart type list, journal style and palette stay the parent's.
 */
export function applyInstruction(parent: ChartSpec, text: string, columns: readonly string[] | TableWords): ChartSpec {
  const spec = structuredClone(parent);
  const clauses = splitClauses(text, wordsOf(columns));
  if (clauses.length === 0) throw new InstructionError('INSTRUCTION_EMPTY', 'The instruction says nothing to change.');
  for (const clause of clauses) {
    // The chart type is the parent's: words like "scatter" in an edit name things, not a new type.
    if (!applyClause(clause, spec, false)) {
      throw new InstructionError(
        'INSTRUCTION_NOT_UNDERSTOOD',
        `This part of the instruction could not be applied: "${clause.text}". See docs/chart-requests.md for what edits can say.`,
      );
    }
  }
  return spec;
}
