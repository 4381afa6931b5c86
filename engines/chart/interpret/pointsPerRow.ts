// "one point per car", "every cell as a dot", "every cell a small dot", "each replicate as its own point", "each dot is one
// biological replicate": the rows drawn as points, one each. The chart drawn must draw points
// (featureProblem refuses a pie or a line alone). The thing each point stands for must name the
// data's rows: a countable thing (WordNet), a record word (replicate, sample, well), or a column
// naming each row once; anything else ("one point per month") is grouping, left to be read as such.
import { namesCountableThings, singular } from '../../language/index.ts';
import type { TableWords } from './columns.ts';
import type { Bindings } from './reading.ts';
import { POINT_TYPES } from './vocabulary.ts';

const MARK = String.raw`(?:small\s+|single\s+|separate\s+)?(?:point|dot|marker|circle|symbol)`;
const RECORDS = /^(?:replicate|sample|well|subject|observation|row|record|entry|reading|measurement|run|trial|specimen|case|participant|patient|animal|mouse|plant|tree|cell)$/;
const ADJECTIVES = String.raw`(?:(?:biological|technical|individual|single|each|every|the)\s+)*`;

const PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:one|a|an|1|a single)\s+${MARK}s?\s+(?:per|for each|for every|for)\s+${ADJECTIVES}([a-z]+)\b`, 'gi'),
  new RegExp(String.raw`\b(?:each|every|all)\s+${ADJECTIVES}([a-z]+)\s+(?:shown\s+|drawn\s+|plotted\s+)?(?:(?:as|is)\s+)?(?:a|an|its own|one|their own)\s+${MARK}s?\b`, 'gi'),
  new RegExp(String.raw`\b(?:each|every)\s+${MARK}\s+(?:is|=)\s+(?:one|a|an)\s+${ADJECTIVES}([a-z]+)\b`, 'gi'),
];

export function bindPointsPerRow(text: string, bindings: Bindings, table: TableWords): void {
  for (const pattern of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const noun = singular((m[1] ?? '').toLowerCase());
      // The noun of a column naming each row once ("cell" of "Cell ID") names the rows.
      const identifies = [...(table.identifiers ?? [])].some((c) => c.toLowerCase() === noun || c.toLowerCase().split(/[^\p{L}\p{N}]+/u).includes(noun));
      const rows = RECORDS.test(noun) || namesCountableThings(noun) || identifies;
      const start = m.index ?? 0;
      // A noun read as another column or its values ("one point per species") asks for groups, not rows.
      const nounStart = start + m[0].toLowerCase().lastIndexOf((m[1] ?? '').toLowerCase());
      if (!rows || (bindings.coversSpan(nounStart, nounStart + (m[1] ?? '').length) && !identifies)) continue;
      bindings.add(start, start + m[0].length, `drawn by ${POINT_TYPES.join(' or ')}: a point for each row`);
    }
  }
}
