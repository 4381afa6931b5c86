// "Are the patients in the experimental arm older?", "is U2OS bigger?": a comparative in a
// question, on a chart that splits its rows into groups and draws a measurement named, asks how
// the groups compare, which the chart shows. Outside a question, or with nothing measured and no
// groups, the word stays unread: "rounder" with no column of roundness named is refused.
import { isDegreeWord, sentences, tokens } from '../../language/index.ts';
import type { ChartSpec } from '../spec.ts';
import type { TableWords } from './columns.ts';
import type { Bindings } from './reading.ts';

export function comparisonQuestions(text: string, bindings: Bindings, spec: ChartSpec, table: TableWords): void {
  const isCategory = (n: string | undefined) => n !== undefined && table.columns?.find((c) => c.name === n)?.type === 'category';
  const groups = [spec.x, spec.group, spec.facet?.row, spec.facet?.column].some(isCategory);
  const measured = [...spec.y, ...spec.mentioned].some((n) => table.columns?.find((c) => c.name === n)?.type === 'number');
  if (!groups || !measured) return;
  for (const s of sentences(text)) {
    if (s.end !== '?' && !s.text.trimEnd().endsWith('?')) continue;
    const words = tokens(s.text);
    words.forEach((t, i) => {
      if (bindings.coversSpan(s.start + t.start, s.start + t.end) || !isDegreeWord(words, i)) return;
      bindings.add(s.start + t.start, s.start + t.end, 'what to show: how the groups compare');
    });
  }
}
