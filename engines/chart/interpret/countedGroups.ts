// "share prices of all five companies", "survival of the three arms": a count before a plural
// noun that names no column, on a chart whose marks join rows into one line per group and which
// has no groups yet, is the column with that many values: its lines. On other charts "all 11
// companies" only says every row is drawn, which it is. Only one column may have that many
// values: two are a question for the client, and the words stay unread (refused, naming them).
import { nounKind, quantityOf, tokens } from '../../language/index.ts';
import type { ChartType } from '../chartTypes.ts';
import type { ChartSpec } from '../spec.ts';
import type { TableWords } from './columns.ts';
import type { Bindings } from './reading.ts';

/** Charts whose marks join rows into lines, curves or polygons: rows of several groups in one would be nonsense. */
const SERIES: ReadonlySet<ChartType> = new Set(['line', 'timeseries', 'radar', 'kaplan_meier', 'stacked_area', 'growth_curve']);

/** More groups than a reader tells apart by colour are no series a count can ask for. */
const MOST_SERIES = 12;

export function countedGroups(text: string, bindings: Bindings, spec: ChartSpec, table: TableWords): void {
  if (spec.group || spec.facet) return;
  const words = tokens(text);
  const drawn = new Set([spec.x, ...spec.y].filter(Boolean));
  for (let i = 0; i < words.length; i++) {
    const n = quantityOf(words[i]!.lower);
    if (n === null || n < 2 || n > MOST_SERIES || bindings.covers(words[i]!)) continue;
    // The plural noun counted, at most three words on, none of them bound to anything else.
    const end = words.findIndex((w, k) => k > i && k <= i + 3 && w.pos === 'NOUN' && w.lemma !== w.lower);
    if (end < 0 || words.slice(i + 1, end + 1).some((w) => bindings.covers(w) || w.pos === 'PUNCT')) continue;
    // "the 31 days", "four weeks": a count of time is a span, not groups.
    if (nounKind(words[end]!.lemma) === 'time') continue;
    const columns = (table.columns ?? []).filter((c) => c.levels.length === n && !drawn.has(c.name) && !table.identifiers?.has(c.name));
    if (columns.length !== 1) continue;
    const column = columns[0]!.name;
    if (SERIES.has(spec.type)) {
      spec.group = column;
      bindings.add(words[i]!.start, words[end]!.end, `groups: all ${n} values of ${column}`);
      return;
    }
    if (words[i - 1]?.lower === 'all') bindings.add(words[i - 1]!.start, words[end]!.end, `every row: all ${n} values of ${column}`);
  }
}
