// What a careful reader of the figure would say of a flowchart read from a request: is every box
// there (its main words and every number), every arrow between the right boxes with its branch
// label, every decision a decision, every lane a lane? Box wording is compared by main words,
// because no two people word a box alike; structure is compared exactly.
import { cssColour } from '../../engines/shared/cssColours.ts';
import type { FlowGraph, FlowNode } from '../../engines/flowchart/model.ts';
import type { ExpectedEdit, ExpectedGraph } from '../../test/corpora/flowcharts/corpus.ts';

export type FlowVerdict = 'right' | 'refused' | 'silently wrong';

const FILLER = new Set(
  'a an the of to in on at for with from by and or is are was were be been does do did has have it its this that these those there than then if whether please step box node'.split(' '),
);

/** A label's main words, stemmed, and its numbers. */
function words(label: string): { words: string[]; numbers: string[] } {
  const text = label.toLowerCase();
  const numbers = (text.match(/\d[\d,.]*\d|\d/g) ?? []).map((n) => n.replace(/,/g, ''));
  const list = text
    .replace(/\d[\d,.]*\d|\d/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 0 && !FILLER.has(w))
    .map((w) => w.replace(/(?:ies)$/, 'y').replace(/(?:ing|ed|es|s)$/, '').replace(/e$/, ''));
  return { words: [...new Set(list)], numbers };
}

/** How alike two labels are, 0..1; 0 when a number of the expected label is missing. */
export function labelLikeness(expected: string, read: string): number {
  const e = words(expected);
  const r = words(read);
  if (e.numbers.some((n) => !r.numbers.includes(n))) return 0;
  if (e.words.length === 0 && r.words.length === 0) return e.numbers.length > 0 ? 1 : expected.trim().toLowerCase() === read.trim().toLowerCase() ? 1 : 0;
  const common = e.words.filter((w) => r.words.includes(w)).length;
  return common / Math.max(e.words.length, r.words.length, 1);
}

const LIKE_ENOUGH = 0.5;

/** Expected node id -> read node, the most alike pairs first; unmatched on either side left out. */
export function matchNodes(expected: Record<string, string>, graph: FlowGraph): Map<string, FlowNode> {
  const pairs: Array<{ id: string; node: FlowNode; score: number }> = [];
  for (const [id, label] of Object.entries(expected)) {
    for (const node of graph.nodes) {
      const score = labelLikeness(label, node.label);
      if (score >= LIKE_ENOUGH) pairs.push({ id, node, score });
    }
  }
  pairs.sort((a, b) => b.score - a.score);
  const matched = new Map<string, FlowNode>();
  const used = new Set<string>();
  for (const p of pairs) {
    if (matched.has(p.id) || used.has(p.node.id)) continue;
    matched.set(p.id, p.node);
    used.add(p.node.id);
  }
  return matched;
}

const YES = /^(?:yes|y|true|positive|present|pass(?:ed)?)$/i;
const NO = /^(?:no|n|false|negative|absent|fail(?:ed)?)$/i;

function branchLabelsAgree(expected: string, read: string | undefined): boolean {
  if (read === undefined) return false;
  const e = expected.trim().replace(/[.:]$/, '');
  const r = read.trim().replace(/[.:]$/, '');
  if (YES.test(e) || NO.test(e)) return (YES.test(e) && YES.test(r)) || (NO.test(e) && NO.test(r)) || labelLikeness(e, r) >= LIKE_ENOUGH;
  return labelLikeness(e, r) >= LIKE_ENOUGH || e.toLowerCase() === r.toLowerCase();
}

const NEGATION = /\b(?:not|no|never|without)\b|n't\b/gi;

/**
 * "Reported sex matches genetic sex?" asked as "Samples whose reported sex does not match?": the
 * same question negated, whose Yes is the other's No. True when one label negates and the other does not.
 */
function negated(expected: string, read: string): boolean {
  const count = (text: string) => (text.match(NEGATION) ?? []).length % 2;
  return count(expected) !== count(read);
}

function swapYesNo(label: string): string {
  return YES.test(label.trim()) ? 'No' : NO.test(label.trim()) ? 'Yes' : label;
}

/** What differs between the graph read and the graph expected; empty when it is drawn as intended. */
export function graphDifferences(graph: FlowGraph, expected: ExpectedGraph): string[] {
  const problems: string[] = [];
  const matched = matchNodes(expected.nodes, graph);
  const label = (id: string) => graph.nodes.find((n) => n.id === id)?.label ?? id;
  for (const [id, text] of Object.entries(expected.nodes)) if (!matched.has(id)) problems.push(`node missing: "${text}"`);
  const usedIds = new Set([...matched.values()].map((n) => n.id));
  for (const node of graph.nodes) if (!usedIds.has(node.id)) problems.push(`node extra: "${node.label}"`);
  for (const id of expected.decisions ?? []) {
    const node = matched.get(id);
    if (node && node.role !== 'decision') problems.push(`not a decision: "${node.label}"`);
  }
  const expectedDecisions = new Set((expected.decisions ?? []).map((id) => matched.get(id)?.id));
  for (const node of graph.nodes) if (node.role === 'decision' && usedIds.has(node.id) && !expectedDecisions.has(node.id)) problems.push(`decision extra: "${node.label}"`);
  const readEdges = new Map<string, string | undefined>();
  for (const e of graph.edges) readEdges.set(`${e.from}>${e.to}`, e.label);
  const expectedKeys = new Set<string>();
  for (const [from, to, branch] of expected.edges) {
    const a = matched.get(from);
    const b = matched.get(to);
    if (!a || !b) continue;
    const key = `${a.id}>${b.id}`;
    expectedKeys.add(key);
    if (!readEdges.has(key)) problems.push(`edge missing: "${a.label}" -> "${b.label}"`);
    else if (branch !== undefined && !branchLabelsAgree(negated(expected.nodes[from]!, a.label) ? swapYesNo(branch) : branch, readEdges.get(key))) problems.push(`branch label: "${a.label}" -> "${b.label}" is [${readEdges.get(key) ?? ''}], not [${branch}]`);
  }
  for (const e of graph.edges) {
    if (expectedKeys.has(`${e.from}>${e.to}`) || !usedIds.has(e.from) || !usedIds.has(e.to)) continue;
    problems.push(`edge extra: "${label(e.from)}" -> "${label(e.to)}"`);
  }
  const lanes = graph.groups.filter((g) => g.kind === 'lane');
  if (expected.lanes) {
    for (const [lane, ids] of Object.entries(expected.lanes)) {
      for (const id of ids) {
        const node = matched.get(id);
        const group = node && graph.groups.find((g) => g.id === node.group);
        if (node && (!group || group.kind !== 'lane' || labelLikeness(lane, group.label) < LIKE_ENOUGH)) problems.push(`lane: "${node.label}" is not in lane ${lane}`);
      }
    }
  } else if (lanes.length > 0) problems.push(`lanes extra: ${lanes.map((l) => l.label).join(', ')}`);
  if (expected.groups) {
    for (const [name, ids] of Object.entries(expected.groups)) {
      for (const id of ids) {
        const node = matched.get(id);
        const inside = new Set<string>();
        for (let g = graph.groups.find((x) => x.id === node?.group); g; g = graph.groups.find((x) => x.id === g!.parent)) inside.add(g.label);
        if (node && ![...inside].some((l) => labelLikeness(name, l) >= LIKE_ENOUGH)) problems.push(`group: "${node.label}" is not in ${name}`);
      }
    }
  }
  if (expected.title && (!graph.title || labelLikeness(expected.title, graph.title) < LIKE_ENOUGH)) problems.push(`title: "${graph.title ?? ''}", not "${expected.title}"`);
  if (expected.direction && (graph.direction ?? 'TB') !== expected.direction) problems.push(`direction ${graph.direction ?? 'auto'}, not ${expected.direction}`);
  return problems;
}

/** Of the boxes and arrows intended, how many the graph read has (for progress short of a whole graph right). */
export function graphRecall(graph: FlowGraph, expected: ExpectedGraph): { nodes: [number, number]; edges: [number, number] } {
  const matched = matchNodes(expected.nodes, graph);
  const edges = expected.edges.filter(([from, to]) => {
    const a = matched.get(from);
    const b = matched.get(to);
    return a && b && graph.edges.some((e) => e.from === a.id && e.to === b.id);
  });
  return { nodes: [matched.size, Object.keys(expected.nodes).length], edges: [edges.length, expected.edges.length] };
}

/** A colour word or hex as hue family and lightness: "light blue" -> blue, light. */
function colourClass(colour: string): { family: string; light: 'light' | 'dark' | 'mid' } | undefined {
  const text = colour.toLowerCase().replace(/\s+/g, '');
  const hex = cssColour(/^[0-9a-f]{6}$/.test(text) ? `#${text}` : text);
  if (!hex) return undefined;
  const [h, s, l] = hsl(hex);
  const light = l >= 70 ? 'light' : l <= 30 ? 'dark' : 'mid';
  if (s < 15) return { family: 'grey', light };
  // Hue families as people name colours: CSS "lightblue" (195°) is a blue, "lightpink" (351°) a
  // pink, CSS "purple" and "violet" (300°) purples.
  const families: Array<[number, string]> = [[12, 'red'], [45, 'orange'], [70, 'yellow'], [160, 'green'], [188, 'teal'], [255, 'blue'], [310, 'purple'], [356, 'pink'], [360, 'red']];
  return { family: families.find(([limit]) => h <= limit)![1], light };
}

/** `#rrggbb` as hue (degrees), saturation and lightness (percent). */
function hsl(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l * 100];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s * 100, l * 100];
}

function coloursAgree(expected: string, read: string | undefined): boolean {
  if (!read) return false;
  const e = colourClass(expected);
  const r = colourClass(read);
  if (!e || !r) return expected.toLowerCase() === read.toLowerCase();
  if (e.family === 'grey' || r.family === 'grey') return e.family === r.family;
  // "green" names a hue, whatever its CSS lightness; "light blue", "pale", "dark red" name a lightness too.
  const shade = /^(?:light|pale|dark|deep)/i.test(expected.trim());
  return e.family === r.family && (!shade || e.light === r.light || (e.light === 'light' && r.light === 'mid'));
}

/**
 * What an edit got wrong: the changes expected and not made, and any other change to the
 * graph (nodes, edges, labels) when the edit asked only for styles or layout.
 */
export function editDifferences(before: FlowGraph, after: FlowGraph, parentExpect: ExpectedGraph, expected: ExpectedEdit): string[] {
  if (expected.graph) return graphDifferences(after, expected.graph);
  const problems: string[] = [];
  const matched = matchNodes(parentExpect.nodes, before);
  const byLabel = (label: string) => {
    const id = Object.entries(parentExpect.nodes).find(([, l]) => l === label)?.[0];
    return id ? matched.get(id) : undefined;
  };
  const shape = (g: FlowGraph) => JSON.stringify([g.nodes.map((n) => [n.id, n.label, n.role, n.group ?? '']), g.edges.map((e) => [e.from, e.to, e.label ?? ''])]);
  if (shape(before) !== shape(after)) problems.push('the graph changed where only its look was asked');
  for (const style of expected.nodeStyle ?? []) {
    for (const label of style.nodes) {
      const node = byLabel(label);
      const now = node && after.nodes.find((n) => n.id === node.id);
      if (!now) {
        problems.push(`parent misread: no box for "${label}"`);
        continue;
      }
      const paint = { ...Object.assign({}, ...(now.classes ?? []).map((c) => after.classDefs?.[c] ?? {})), ...now.style };
      if (style.fill && !coloursAgree(style.fill, paint.fill)) problems.push(`fill of "${now.label}" is ${paint.fill ?? 'unset'}, not ${style.fill}`);
      if (style.stroke && !coloursAgree(style.stroke, paint.stroke)) problems.push(`outline of "${now.label}" is ${paint.stroke ?? 'unset'}, not ${style.stroke}`);
      if (style.text && !coloursAgree(style.text, paint.color)) problems.push(`text of "${now.label}" is ${paint.color ?? 'unset'}, not ${style.text}`);
      if (style.bold !== undefined && Boolean(paint.bold) !== style.bold) problems.push(`bold of "${now.label}"`);
      if (style.dashed !== undefined && Boolean(paint.dashed) !== style.dashed) problems.push(`dashed outline of "${now.label}"`);
    }
  }
  for (const style of expected.edgeStyle ?? []) {
    const edges =
      style.edges === 'all'
        ? after.edges
        : style.edges.flatMap(([from, to]) => {
            const a = byLabel(from ?? '');
            const b = byLabel(to ?? '');
            const found = after.edges.filter((e) => e.from === a?.id && e.to === b?.id);
            if (found.length === 0) problems.push(`parent misread: no arrow "${from}" -> "${to}"`);
            return found;
          });
    for (const e of edges) {
      if (style.line && e.line !== style.line) problems.push(`arrow ${e.id} is ${e.line}, not ${style.line}`);
      if (style.stroke && !coloursAgree(style.stroke, e.style?.stroke)) problems.push(`arrow ${e.id} colour ${e.style?.stroke ?? 'unset'}, not ${style.stroke}`);
    }
  }
  if (expected.font === 'larger' && !((after.textScale ?? 1) > (before.textScale ?? 1))) problems.push('text not larger');
  if (expected.font === 'smaller' && !((after.textScale ?? 1) < (before.textScale ?? 1))) problems.push('text not smaller');
  if (expected.spacing && after.spacing !== expected.spacing) problems.push(`spacing ${after.spacing ?? 'normal'}, not ${expected.spacing}`);
  for (const row of expected.sideBySide ?? []) {
    const ids = row.map((l) => byLabel(l)?.id);
    const placed = (after.sideBySide ?? []).some((r) => ids.every((id) => id && r.includes(id)));
    // Boxes that branch from one step already stand side by side, asked or not.
    const from = (id: string | undefined) => new Set(after.edges.filter((e) => e.to === id).map((e) => e.from));
    const siblings = ids.length > 1 && [...from(ids[0])].some((p) => ids.every((id) => from(id).has(p)));
    if (ids.some((id) => !id)) problems.push('parent misread: a side-by-side box is missing');
    else if (!placed && !siblings) problems.push(`not side by side: ${row.join(', ')}`);
  }
  if (expected.title !== undefined) {
    if (expected.title === null ? after.title !== undefined : !after.title || labelLikeness(expected.title, after.title) < 0.99) problems.push(`title "${after.title ?? ''}", not "${expected.title ?? ''}"`);
  }
  if (expected.direction && (after.direction ?? 'TB') !== expected.direction) problems.push(`direction ${after.direction ?? 'auto'}, not ${expected.direction}`);
  return problems;
}
