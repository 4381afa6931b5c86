// "Are the patients in the experimental arm older?", "is U2OS bigger?": a comparative in a
// question, on a chart that splits its rows into groups and draws a measurement named, asks how
// the groups compare, which the chart shows. "did ozone go up in the summer?", "did blood pressure
// come down over the 24 weeks?": a verb of change in such a question, on a chart along an axis of
// groups or time, asks how the measurement changes, which the chart shows too. Outside a question,
// or with nothing measured and no groups, the word stays unread: "rounder" with no column of
// roundness named is refused.
import { isDegreeWord, sentences, tokens } from '../../language/index.ts';
import type { ChartSpec } from '../spec.ts';
import type { TableWords } from './columns.ts';
import type { Bindings } from './reading.ts';

/** Verbs that say a quantity changed: "go up", "came down", "rose", "dropped", "improve". */
const CHANGE = /\b(?:go(?:es|ing)?|went|gone|come|came|coming|comes)\s+(?:up|down)\b|\b(?:ris(?:e|es|ing|en)|rose|f[ae]ll(?:s|ing|en)?|drop(?:s|ped|ping)?|increas(?:e|es|ed|ing)|decreas(?:e|es|ed|ing)|declin(?:e|es|ed|ing)|improv(?:e|es|ed|ing)|chang(?:e|es|ed|ing)|grow(?:s|ing|n)?|grew|shr[iu]nk(?:s|ing)?|shrank)\b/gi;

export function comparisonQuestions(text: string, bindings: Bindings, spec: ChartSpec, table: TableWords): void {
  const isCategory = (n: string | undefined) => n !== undefined && table.columns?.find((c) => c.name === n)?.type === 'category';
  const groups = [spec.x, spec.group, spec.facet?.row, spec.facet?.column].some(isCategory);
  const along = groups || [spec.x, spec.group].some((n) => n !== undefined);
  const measured = [...spec.y, ...spec.mentioned].some((n) => table.columns?.find((c) => c.name === n)?.type === 'number');
  if (!along || !measured) return;
  for (const s of sentences(text)) {
    if (s.end !== '?' && !s.text.trimEnd().endsWith('?')) continue;
    const words = tokens(s.text);
    words.forEach((t, i) => {
      if (!groups || bindings.coversSpan(s.start + t.start, s.start + t.end) || !isDegreeWord(words, i)) return;
      bindings.add(s.start + t.start, s.start + t.end, 'what to show: how the groups compare');
    });
    for (const m of s.text.matchAll(CHANGE)) {
      const start = s.start + (m.index ?? 0);
      if (!bindings.coversSpan(start, start + m[0].length)) bindings.add(start, start + m[0].length, 'what to show: how it changes');
    }
  }
}
