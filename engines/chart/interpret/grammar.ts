// The deterministic reader of chart requests and edit instructions. Its grammar is written
// down in docs/chart-requests.md; every rule here has a line there. A sentence is split into
// clauses; each rule that recognises a clause changes the spec. An edit whose clause no rule
// recognises fails: nothing is silently ignored.
import type { ChartSpec, ErrorKind, Legend } from '../spec.ts';
import { findColumns, type Mention } from './columns.ts';
import { ROLE_WORDS, TYPE_WORDS } from './vocabulary.ts';

export interface Clause {
  text: string;
  mentions: Mention[];
}

type Rule = (clause: Clause, spec: ChartSpec) => boolean;

const NUMBER = String.raw`(-?\d+(?:\.\d+)?(?:e-?\d+)?)`;
const QUOTED = String.raw`["'\u201c\u2018]([^"'\u201d\u2019]+)["'\u201d\u2019]`;

/** Splits at sentence ends, semicolons, new lines, and ", and"/" and then". */
export function splitClauses(text: string, columns: readonly string[]): Clause[] {
  // Quoted text may hold any punctuation: protect it while splitting.
  const quoted: string[] = [];
  const masked = text.replace(new RegExp(QUOTED, 'g'), (m) => `\uE000${quoted.push(m) - 1}\uE000`);
  return masked
    .split(/(?<!\d)\.(?!\d)|[;\n]+|,\s*(?:and\s+)?(?=(?:add|set|use|make|show|hide|remove|put|label|title|call|change|draw|plot|log|no|colou?r)\b)|\s+and then\s+/i)
    .map((part) => part.replace(/\uE000(\d+)\uE000/g, (_, i: string) => quoted[Number(i)] ?? ''))
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => ({ text: part, mentions: findColumns(part, columns) }));
}

function quotedOrRest(text: string, after: RegExp): string | undefined {
  const match = after.exec(text);
  if (!match) return undefined;
  const rest = text.slice((match.index ?? 0) + match[0].length).trim();
  const q = new RegExp(`^${QUOTED}`).exec(rest);
  const value = q ? q[1] : rest.replace(/^(to|as|is|=|:)\s+/i, '').replace(/^(to|as|is|=|:)\s*/i, '');
  return value && value.length > 0 ? value.trim() : undefined;
}

/** The type named first in the clause ("bar chart of x, mean with SEM" is a bar chart). */
const chartType: Rule = (c, spec) => {
  let best: { at: number; type: (typeof TYPE_WORDS)[number][1] } | undefined;
  for (const [pattern, type] of TYPE_WORDS) {
    const m = pattern.exec(c.text);
    if (m && (!best || (m.index ?? 0) < best.at)) best = { at: m.index ?? 0, type };
  }
  if (best) spec.type = best.type;
  return Boolean(best);
};

/** "<y> against|vs|versus <x>", "<y> as a function of <x>", "plot <y> over <x>". */
const against: Rule = (c, spec) => {
  const [first, second] = c.mentions;
  if (!first || !second) return false;
  const between = c.text.slice(first.end, second.start);
  if (!/^\s*(against|vs\.?|versus|as a function of|over|on)\s*$/i.test(between)) return false;
  spec.y = [first.column];
  spec.x = second.column;
  return true;
};

/** "<y> and <y2> against <x>": several series. */
const severalAgainst: Rule = (c, spec) => {
  const m = /\b(against|vs\.?|versus|as a function of)\b/i.exec(c.text);
  if (!m || c.mentions.length < 3) return false;
  const at = m.index ?? 0;
  const before = c.mentions.filter((x) => x.end <= at);
  const after = c.mentions.filter((x) => x.start >= at);
  if (before.length < 2 || after.length < 1) return false;
  spec.y = before.map((x) => x.column);
  spec.x = after[0]?.column;
  return true;
};

/** "by <group>", "grouped by", "colo(u)red by", "split by", "per", "for each". */
const groupBy: Rule = (c, spec) => {
  for (const mention of c.mentions) {
    const before = c.text.slice(0, mention.start);
    if (/\b(grouped by|group by|colou?red by|colou?r by|split by|separated by|stratified by|by|per|for each|across)\s*$/i.test(before)) {
      spec.group = mention.column;
      return true;
    }
  }
  return false;
};

/** "<role word> <column>" or "<column> as (the) <role word>". */
const roles: Rule = (c, spec) => {
  let found = false;
  for (const mention of c.mentions) {
    const before = c.text.slice(Math.max(0, mention.start - 24), mention.start);
    const after = c.text.slice(mention.end, mention.end + 24);
    for (const [word, role] of ROLE_WORDS) {
      const pre = new RegExp(`${word.source}\\s*(column|col\\.?|is|=|:)?\\s*$`, 'i');
      const post = new RegExp(`^\\s*(as|is)\\s+(the\\s+)?${word.source}`, 'i');
      if (pre.test(before) || post.test(after)) {
        spec.roles[role] = mention.column;
        found = true;
        break;
      }
    }
  }
  return found;
};

const title: Rule = (c, spec) => {
  if (/\b(no|remove|hide|without)( the)? title\b/i.test(c.text)) {
    delete spec.title;
    return true;
  }
  const value = quotedOrRest(c.text, /\b(?:title(?:d)?|call(?:ed)?|name(?:d)?)\b(?: it)?/i);
  if (!value || /^(x|y)\b/i.test(value)) return false;
  spec.title = value;
  return true;
};

const axisLabel: Rule = (c, spec) => {
  const m = /\b(x|y|horizontal|vertical)[\s-]*(axis)?\s*(label|title|name)\b/i.exec(c.text) ?? /\blabel( the)? (x|y)[\s-]*axis\b/i.exec(c.text);
  if (!m) return false;
  const axis = /x|horizontal/i.test(m[1] ?? m[2] ?? '') ? 'xAxis' : 'yAxis';
  const value = quotedOrRest(c.text.slice((m.index ?? 0)), new RegExp(m[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));
  if (!value) return false;
  spec[axis].label = value;
  return true;
};

/** "log scale" (the y axis unless an axis is named), "log x", "linear y axis". */
const logScale: Rule = (c, spec) => {
  const m = /\b(log(arithmic)?|log10|linear)[\s-]*(scale|axis|axes)?\b/i.exec(c.text);
  if (!m || /\blog2\s*fc\b|\blog[\s-]*rank\b/i.test(c.text)) return false;
  const scale = /linear/i.test(m[1] ?? '') ? 'linear' : 'log';
  const x = /\bx\b|\bhorizontal\b|\bboth\b/i.test(c.text);
  const y = /\by\b|\bvertical\b|\bboth\b/i.test(c.text) || !x;
  if (x) spec.xAxis.scale = scale;
  if (y) spec.yAxis.scale = scale;
  return true;
};

const range: Rule = (c, spec) => {
  const m = new RegExp(String.raw`\b(x|y)[\s-]*(axis)?\s*(range|limits?|from|between|scale)?\s*(from|between|of)?\s*${NUMBER}\s*(to|-|and|–)\s*${NUMBER}`, 'i').exec(c.text);
  if (!m) return false;
  const lo = Number(m[5]);
  const hi = Number(m[7]);
  if (!(lo < hi)) return false;
  spec[/x/i.test(m[1] ?? '') ? 'xAxis' : 'yAxis'].range = [lo, hi];
  return true;
};

const legend: Rule = (c, spec) => {
  if (/\b(no|remove|hide|without)( the)? legend\b|\blegend off\b/i.test(c.text)) {
    spec.legend = 'none';
    return true;
  }
  const m = /\blegend\b.*?\b(top|bottom|left|right|inside)\b/i.exec(c.text) ?? /\b(top|bottom|left|right|inside)\b.*?\blegend\b/i.exec(c.text);
  if (m) {
    spec.legend = (m[1] ?? 'auto').toLowerCase() as Legend;
    return true;
  }
  if (/\b(show|add)( a| the)? legend\b/i.test(c.text)) {
    spec.legend = 'auto';
    return true;
  }
  return false;
};

const referenceLine: Rule = (c, spec) => {
  const m = new RegExp(String.raw`\b(horizontal|vertical|reference|dashed|threshold|cut-?off)?\s*line\s+at\s+(x|y)?\s*=?\s*${NUMBER}`, 'i').exec(c.text);
  if (!m) return false;
  const axis = m[2] ? (m[2].toLowerCase() as 'x' | 'y') : /vertical/i.test(m[1] ?? '') ? 'x' : 'y';
  const label = new RegExp(`\\blabel(?:led|ed)?\\s*(?:as)?\\s*${QUOTED}`, 'i').exec(c.text)?.[1];
  spec.referenceLines.push({ axis, value: Number(m[3]), ...(label ? { label } : {}) });
  return true;
};

const removeReferenceLines: Rule = (c, spec) => {
  if (!/\b(remove|delete|no)\b.*\b(reference |horizontal |vertical )?lines?\b/i.test(c.text) || /\blegend\b/i.test(c.text)) return false;
  spec.referenceLines = [];
  return true;
};

const annotation: Rule = (c, spec) => {
  const m = new RegExp(String.raw`\b(annotate|annotation|add (a )?(label|note|text))\s*(with)?\s*${QUOTED}\s*at\s*\(?\s*(x\s*=\s*)?${NUMBER}\s*,\s*(y\s*=\s*)?${NUMBER}\s*\)?`, 'i').exec(c.text);
  if (!m) return false;
  spec.annotations.push({ text: m[5] ?? '', x: Number(m[7]), y: Number(m[9]) });
  return true;
};

const summary: Rule = (c, spec) => {
  const agg = /\b(mean|average|median|sum|total|count)s?\b/i.exec(c.text);
  const err = /\b(sem|s\.e\.m\.?|standard error|se|sd|s\.d\.|standard deviation|95\s*%?\s*(ci|confidence interval)|confidence intervals?)\b/i.exec(c.text);
  if (!agg && !err) return false;
  if (agg) {
    const word = (agg[1] ?? '').toLowerCase();
    spec.aggregate = word === 'average' ? 'mean' : word === 'total' ? 'sum' : (word as ChartSpec['aggregate']);
  }
  if (err) {
    const word = (err[1] ?? '').toLowerCase();
    const kind: ErrorKind = /sd|s\.d|deviation/.test(word) ? 'sd' : /ci|confidence/.test(word) ? 'ci95' : 'sem';
    spec.errorBars = kind;
  }
  return true;
};

const points: Rule = (c, spec) => {
  if (/\b(show|add|overlay|with)\b.*\b(points|dots|individual values|data points|jitter)\b/i.test(c.text)) {
    spec.showPoints = true;
    return true;
  }
  if (/\b(hide|remove|no|without)\b.*\b(points|dots|individual values)\b/i.test(c.text)) {
    spec.showPoints = false;
    return true;
  }
  return false;
};

const orientation: Rule = (c, spec) => {
  const m = /\b(horizontal|vertical|flip|rotate)\b.*\b(bars?|chart|plot|orientation)?\b/i.exec(c.text);
  if (!m || /\bline\b/i.test(c.text)) return false;
  if (/flip|rotate/i.test(m[1] ?? '')) spec.orientation = spec.orientation === 'horizontal' ? 'vertical' : 'horizontal';
  else spec.orientation = (m[1] ?? '').toLowerCase() as 'horizontal' | 'vertical';
  return true;
};

/** Rules whose clause is free text (a title, a label): when one applies, no other rule reads it. */
export const TEXT_RULES: Array<[string, Rule]> = [
  ['title', title],
  ['axis label', axisLabel],
  ['annotation', annotation],
];

/** The other rules, all tried on every clause. */
export const RULES: Array<[string, Rule]> = [
  ['reference line', referenceLine],
  ['remove reference lines', removeReferenceLines],
  ['legend', legend],
  ['range', range],
  ['log scale', logScale],
  ['several series against', severalAgainst],
  ['against', against],
  ['group by', groupBy],
  ['roles', roles],
  ['summary', summary],
  ['points', points],
  ['orientation', orientation],
  ['chart type', chartType],
];

