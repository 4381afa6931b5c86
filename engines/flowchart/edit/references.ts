// How an edit names a step, an edge or a group: by exact label (case-insensitive, spacing
// ignored), by id, by step number ("step 3" is the third node in model order), by a unique
// leading phrase of a label, or by a description (description.ts: "the blocking step"). An
// unknown or ambiguous name is refused, never guessed.
import type { FlowEdge, FlowGraph, FlowGroup, FlowNode } from '../model.ts';
import { type Description, labelWords, pickOrdinal, readDescription, saidIn, saidWords, stepsFitting } from './description.ts';
import { root, sameWord } from '../../language/index.ts';
import { joinTokens, type Token } from './tokens.ts';
import { GENERIC_STEP_NOUNS } from './vocabulary.ts';

/**
 * A name that names nothing, or more than one thing: the edit fails with this message.
 * `implausible`: the reading took words that cannot be a name ("the", "all") for one; its
 * failure is reported only when no other reading says more.
 */
export class ReferenceFailure extends Error {
  readonly implausible: boolean;
  /** The name fitted several steps: a reading that found candidates says more than one that found none. */
  ambiguous = false;
  constructor(message: string, implausible = false) {
    super(message);
    this.implausible = implausible;
  }
}

/** Words that alone never name a step: a reading taking them for a name is implausible. */
const NOT_NAMES = new Set(['the', 'a', 'an', 'all', 'every', 'each', 'any', 'both', 'it', 'its', 'this', 'that', 'these', 'those', 'them', 'they', 'one', 'of', 'to', 'in', 'and', 'with']);

/**
 * How loosely the current reading named its steps. Of two readings of a clause, the one naming
 * its steps exactly is preferred ("to Quality OK? 'QC'" names 'Quality OK?', not 'Quality' with
 * the label "OK? 'QC'"); a name read as a leading phrase counts 1, a description counts
 * DESCRIBED, more than any number of leading phrases, since it is the loosest reading of all.
 */
export const inexactNames = { count: 0 };
const LEADING_PHRASE = 1;
const DESCRIBED = 1000;

/** Words that may precede a name without being part of it: "the step 'Wash'". */
const LEADING_FILLERS = new Set(['the', 'a', 'an', 'step', 'node', 'box', 'shape', 'process', 'decision', 'note', 'document', 'database', 'data', 'subprocess', 'terminator']);
const NUMBERED = /^(?:step|node|box)\s*#?\s*(\d{1,4})$|^#(\d{1,4})$/;

export function normaliseLabel(label: string): string {
  // "(n = 150)" and "(n=150)" are one label: spaces around "=" are spacing too.
  return label.replace(/\s+/g, ' ').replace(/ ?= ?/g, '=').trim().toLowerCase();
}

function quote(label: string): string {
  return `'${label.replace(/\s+/g, ' ').trim()}'`;
}

export function describeNode(node: FlowNode): string {
  return `${quote(node.label)} (${node.id})`;
}

/**
 * The node `tokens` name: as written, then without leading fillers ("the decision X") and
 * trailing step nouns ("the Wash step"), then as a description, which must fit one step.
 */
export function resolveNode(graph: FlowGraph, tokens: readonly Token[]): FlowNode {
  const node = referredTo(graph, tokens) ?? resolveNamed(graph, tokens);
  referents.named.push(node.id);
  return node;
}

/**
 * The steps an edit's "it", "that box" or "them" names: those the part before named, or the
 * steps it added (index.ts keeps them, part by part). `named` collects the steps the reading
 * being tried names; `doer`, the lane a part said does a step, for a later "their lane".
 */
export const referents = { last: [] as string[], named: [] as string[], removed: new Map<string, RemovedStep>(), all: [] as string[], correction: undefined as { node: string; label: string } | undefined, original: undefined as FlowGraph | undefined, doer: undefined as string | undefined };

/** A step an earlier part removed: the steps it stood between, for "connect its neighbours". */
export interface RemovedStep {
  before: { id: string; label?: string }[];
  after: string[];
}
const POINTING = /^(?:it|that|this|that one|this one|the same one|(?:that|this|the same) (?:box|step|node|stage|shape|one))$/;
const POINTING_MANY = /^(?:them|those|these|both of them|those (?:boxes|steps|nodes)|these (?:boxes|steps|nodes))$/;

/** The step "it" names, or undefined when the words are no such pointer. */
function referredTo(graph: FlowGraph, tokens: readonly Token[]): FlowNode | undefined {
  if (tokens.some((t) => t.quoted) || !POINTING.test(tokens.map((t) => t.lower).join(' '))) return undefined;
  const nodes = referents.last.map((id) => graph.nodes.find((n) => n.id === id)).filter((n) => n !== undefined);
  if (nodes.length === 0) throw new ReferenceFailure(`'${joinTokens(tokens)}' names no step: no part before it named one`, true);
  if (nodes.length > 1) throw ambiguous(joinTokens(tokens), nodes, true);
  return nodes[0]!;
}

/** The steps "them" names: those the part before named; undefined when the words are no such pointer. */
export function referredToMany(graph: FlowGraph, tokens: readonly Token[]): FlowNode[] | undefined {
  if (tokens.some((t) => t.quoted) || !POINTING_MANY.test(tokens.map((t) => t.lower).join(' '))) return undefined;
  const nodes = referents.last.map((id) => graph.nodes.find((n) => n.id === id)).filter((n) => n !== undefined);
  if (nodes.length === 0) throw new ReferenceFailure(`'${joinTokens(tokens)}' names no step: no part before it named one`, true);
  return nodes;
}

function resolveNamed(graph: FlowGraph, tokens: readonly Token[]): FlowNode {
  const implausible = tokens.every((t) => !t.quoted && (NOT_NAMES.has(t.lower) || GENERIC_STEP_NOUNS.has(t.lower)));
  for (const name of namesWithin(tokens)) {
    const found = findNode(graph, name);
    if (found.length === 1) return found[0]!;
    if (found.length > 1) throw ambiguous(joinTokens(name), found, implausible);
  }
  const placed = placedSteps(graph, tokens, false);
  if (placed) {
    inexactNames.count += DESCRIBED;
    return placed[0]!;
  }
  const description = readDescription(tokens);
  const asWritten = description ? pluralAsWritten(graph, description, tokens) : undefined;
  if (asWritten) {
    inexactNames.count += DESCRIBED;
    return asWritten;
  }
  if (description && !description.plural) {
    const fitting = stepsFitting(graph, description);
    if (description.ordinal !== undefined) {
      const picked = pickOrdinal(fitting, description);
      if (!picked) throw new ReferenceFailure(`'${description.text}' asks for step ${description.ordinal > 0 ? description.ordinal : 'last'} of those it fits, and ${fitting.length} fit${fitting.length === 1 ? 's' : ''}`);
      inexactNames.count += DESCRIBED;
      return picked;
    }
    if (fitting.length === 1) {
      inexactNames.count += DESCRIBED;
      return fitting[0]!;
    }
    const acting = fitting.length > 1 ? doingAction(fitting, description) : undefined;
    if (acting) {
      inexactNames.count += DESCRIBED;
      return acting;
    }
    if (fitting.length > 1) throw ambiguous(description.text, fitting);
    const many = description.words.length + (description.anyOf?.length ?? 0) > 1;
    // Name the words no label has, when others are found: those are the ones to change.
    const unplaced = description.anyOf ? [] : description.words.filter((w) => stepsFitting(graph, { ...description, words: [w] }).length === 0);
    if (unplaced.length > 0 && unplaced.length < description.words.length) {
      throw new ReferenceFailure(`no step is called '${joinTokens(tokens)}': no label has ${saidWords({ ...description, words: unplaced })} in any form`);
    }
    throw new ReferenceFailure(`no step is called '${joinTokens(tokens)}', nor has a label with the word${many ? 's' : ''} ${saidWords(description)} in any form`);
  }
  throw new ReferenceFailure(`no step is called '${joinTokens(tokens)}'`, implausible);
}

/**
 * "the arrow from antibiotics to ...": a plural word that the one step it fits writes as said
 * ("IV antibiotics within 1 h") names that step, as a singular description would; a plural
 * with a count or "each", or one fitting several steps, names several and is no step.
 */
function pluralAsWritten(graph: FlowGraph, description: Description, tokens: readonly Token[]): FlowNode | undefined {
  if (!description.plural || description.count !== undefined || /^(?:each|every|all|both)$/.test(tokens[0]?.lower ?? '')) return undefined;
  const fitting = stepsFitting(graph, description);
  if (fitting.length !== 1) return undefined;
  const said = tokens.filter((t) => !t.quoted && /\p{L}/u.test(t.text) && t.lower.endsWith('s') && !GENERIC_STEP_NOUNS.has(t.lower));
  const words = new Set(fitting[0]!.label.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return said.length > 0 && said.every((t) => words.has(t.lower)) ? fitting[0] : undefined;
}

/**
 * A step named by its action ("the training", "the passaging", "the washing"): of the steps
 * the word fits, the one whose label opens with that action as a word of its own ("Train
 * XGBoost", not "Train/test split" nor "Freeze early-passage cells"), when there is one. Only
 * for a one-word description in a derived form (root differs from the word), which names an
 * action; "the sample" stays ambiguous.
 */
function doingAction(fitting: readonly FlowNode[], description: Description): FlowNode | undefined {
  if (description.words.length !== 1 || description.anyOf || description.ordinal !== undefined) return undefined;
  const word = description.words[0]!;
  if (root(word.lemma) === word.lemma.toLowerCase()) return undefined;
  const opening = fitting.filter((n) => {
    const first = /^\s*([\p{L}]+)(?=\s|$)/u.exec(n.label)?.[1];
    const said = labelWords(n.label)[0];
    return first !== undefined && said !== undefined && said.lower === first.toLowerCase() && sameWord(word, said);
  });
  return opening.length === 1 ? opening[0] : undefined;
}

/** "the box that says", "the step labelled", "the one called": words before a name that say it is one. */
const SAYING = /^(?:the\s+|a\s+)?(?:box|step|node|one|shape|stage)\s+(?:that\s+says|which\s+says|saying|that\s+reads|which\s+reads|reading|labelled|labeled|called|named|marked|with\s+the\s+label|with\s+the\s+text)$/;

/** The name as written, then shorn of leading fillers and of trailing step nouns, shortest last. */
function* namesWithin(tokens: readonly Token[]): Generator<readonly Token[]> {
  for (let k = 2; k <= Math.min(6, tokens.length - 1); k++) {
    if (tokens.slice(0, k).every((t) => !t.quoted) && SAYING.test(tokens.slice(0, k).map((t) => t.lower).join(' '))) {
      yield tokens.slice(k);
      return;
    }
  }
  const isFiller = (t: Token | undefined, fillers: Set<string>) => t !== undefined && !t.quoted && fillers.has(t.lower);
  for (let start = 0; start === 0 || (start < tokens.length && isFiller(tokens[start - 1], LEADING_FILLERS)); start++) {
    for (let end = tokens.length; end > start && (end === tokens.length || isFiller(tokens[end], GENERIC_STEP_NOUNS)); end--) {
      yield tokens.slice(start, end);
    }
  }
}

/** Words that place a step by another: "the step after blocking", "the wash before the ECL". */
const PLACING = /^(?:after|before|following|preceding|behind)$/;
/** Words between the step and the placing word that say only how close: "the step right after X". */
const CLOSE = new Set(['right', 'just', 'immediately', 'directly', 'straight', 'that', 'which', 'comes', 'come', 'goes', 'go', 'is', 'follows', 'precedes']);
/** A head that says only "a step": "the step", "the next one". */
const ANY_HEAD = new Set(['the', 'a', 'an', 'next', 'previous', 'one', ...GENERIC_STEP_NOUNS]);

/** Heads that say "every step": "the steps after X", "everything before Y". */
const HEAD_NUMBERS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, both: 2 };
const ALL_HEAD = new Set(['the', 'all', 'every', 'everything', 'all the', 'steps', 'boxes', 'nodes', 'ones', 'stages', 'shapes', 'items', 'of']);

/**
 * Steps named by their place ("the step after blocking", "the box before the ECG", "the wash
 * after the secondary antibody", "the step that follows X"; with `many`, "the steps after
 * DAB", "everything before the decision"): the next (or previous) step of the one named, when
 * the head says only "a step"; else the nearest step along the flow that the head describes;
 * a plural head names every step along the flow after (before) it that it describes.
 * Undefined when the words place nothing, or name several steps where one is wanted; a failure
 * when the place is empty or, for one step, holds several (named).
 */
export function placedSteps(graph: FlowGraph, tokens: readonly Token[], many: boolean): FlowNode[] | undefined {
  const at = tokens.findIndex((t, k) => k > 0 && !t.quoted && (PLACING.test(t.lower) || t.lower === 'follows' || t.lower === 'precedes'));
  if (at < 0 || at === tokens.length - 1) return undefined;
  const word = tokens[at]!.lower;
  const forward = word === 'after' || word === 'following' || word === 'behind' || word === 'follows';
  let head = tokens.slice(0, at);
  while (head.length > 0 && !head[head.length - 1]!.quoted && CLOSE.has(head[head.length - 1]!.lower)) head = head.slice(0, -1);
  if (head.length === 0 || head.some((t) => t.quoted)) return undefined;
  // "the two steps after DAB": a number in an otherwise general head says how many.
  const counted = head.filter((t) => HEAD_NUMBERS[t.lower] !== undefined);
  const said = counted.length === 1 ? HEAD_NUMBERS[counted[0]!.lower] : undefined;
  const rest = head.filter((t) => HEAD_NUMBERS[t.lower] === undefined);
  const everything = rest.every((t) => ALL_HEAD.has(t.lower)) && rest.some((t) => t.lower !== 'the' && t.lower !== 'of');
  const generic = !everything && head.every((t) => ANY_HEAD.has(t.lower));
  const description = generic || everything ? undefined : readDescription(head);
  if (!generic && !everything && (!description || description.ordinal !== undefined)) return undefined;
  const plural = everything || description?.plural === true;
  if (plural !== many) return undefined;
  const anchorTokens = tokens.slice(at + 1);
  const anchor = referredTo(graph, anchorTokens) ?? resolveNamed(graph, anchorTokens);
  const fits = description ? new Set(stepsFitting(graph, description).map((n) => n.id)) : undefined;
  const side = forward ? 'after' : 'before';
  // Breadth first along the flow: the nearest steps that fit (or, for many, every one).
  const seen = new Set([anchor.id]);
  const all: FlowNode[] = [];
  let layer = [anchor.id];
  while (layer.length > 0) {
    const next: string[] = [];
    for (const id of layer) {
      for (const e of graph.edges) {
        const other = forward ? (e.from === id ? e.to : undefined) : e.to === id ? e.from : undefined;
        if (other === undefined || seen.has(other) || graph.nodes.find((n) => n.id === other)?.role === 'note') continue;
        seen.add(other);
        next.push(other);
      }
    }
    const found = next.map((id) => graph.nodes.find((n) => n.id === id)!).filter((n) => !fits || fits.has(n.id));
    if (many) all.push(...found);
    else {
      if (found.length === 1) return found;
      if (found.length > 1) throw ambiguous(joinTokens(tokens), found);
      // "the step after X" is the very next one; a description may be further along.
      if (!fits) break;
    }
    layer = next;
  }
  if (many && all.length > 0) {
    const count = description?.count ?? (everything ? said : undefined);
    if (count !== undefined && count !== all.length) throw new ReferenceFailure(`'${joinTokens(tokens)}' names ${count} steps, but ${all.length} stand ${side} ${describeNode(anchor)}`);
    return [...all].sort((a, b) => graph.nodes.indexOf(a) - graph.nodes.indexOf(b));
  }
  const what = description ? `no step ${side} ${describeNode(anchor)} fits '${joinTokens(head)}'` : `no step comes ${side} ${describeNode(anchor)}`;
  throw new ReferenceFailure(what);
}

function ambiguous(name: string, candidates: FlowNode[], implausible = false): ReferenceFailure {
  const listed = candidates.slice(0, 8).map(describeNode).join(', ');
  const more = candidates.length > 8 ? ` and ${candidates.length - 8} more` : '';
  const failure = new ReferenceFailure(`'${name}' could be any of ${listed}${more}; name the step by its full label, its id or its number`, implausible);
  failure.ambiguous = true;
  return failure;
}

/** Exact label, then id, then step number, then unique leading phrase. */
function findNode(graph: FlowGraph, tokens: readonly Token[]): FlowNode[] {
  const text = joinTokens(tokens);
  const wanted = normaliseLabel(text);
  if (wanted === '') return [];
  const exact = graph.nodes.filter((n) => normaliseLabel(n.label) === wanted);
  if (exact.length > 0) return exact;
  const byId = graph.nodes.filter((n) => n.id === text.trim());
  if (byId.length > 0) return byId;
  const byIdLoose = graph.nodes.filter((n) => n.id.toLowerCase() === wanted);
  if (byIdLoose.length > 0) return byIdLoose;
  const numbered = NUMBERED.exec(wanted);
  if (numbered) {
    const index = Number(numbered[1] ?? numbered[2]) - 1;
    const node = graph.nodes[index];
    if (!node) throw new ReferenceFailure(`there is no step ${index + 1}: the flowchart has ${graph.nodes.length}`);
    return [node];
  }
  const leading = graph.nodes.filter((n) => {
    const label = normaliseLabel(n.label);
    return label.startsWith(wanted) && /^[^\p{L}\p{N}]/u.test(label.slice(wanted.length));
  });
  if (leading.length === 1) inexactNames.count += LEADING_PHRASE;
  return leading;
}

/** The edges from one named node to another; at least one, or a failure. */
export function resolveEdges(graph: FlowGraph, fromTokens: readonly Token[], toTokens: readonly Token[]): FlowEdge[] {
  const from = resolveNode(graph, fromTokens);
  const to = resolveNode(graph, toTokens);
  const edges = graph.edges.filter((e) => e.from === from.id && e.to === to.id);
  if (edges.length === 0) throw new ReferenceFailure(`there is no edge from ${describeNode(from)} to ${describeNode(to)}`);
  return edges;
}

/** The group or lane `tokens` name (label, case-insensitive, or id); undefined when none. */
export function findGroup(graph: FlowGraph, tokens: readonly Token[], kind?: FlowGroup['kind']): FlowGroup | undefined {
  const text = joinTokens(tokens);
  const wanted = normaliseLabel(text);
  const candidates = graph.groups.filter((g) => kind === undefined || g.kind === kind);
  const found = candidates.filter((g) => normaliseLabel(g.label) === wanted);
  if (found.length > 1) throw new ReferenceFailure(`several ${kind ?? 'group'}s are called '${text}': ${found.map((g) => g.id).join(', ')}`);
  return found[0] ?? candidates.find((g) => g.id === text.trim()) ?? describedGroup(candidates, tokens, kind);
}

/**
 * A lane or group named by a description ("the imaging lane" for "Imaging staff", "the lab"
 * for "Laboratory"): every word said is a word of its label in some form, and one fits.
 */
function describedGroup(candidates: readonly FlowGroup[], tokens: readonly Token[], kind?: FlowGroup['kind']): FlowGroup | undefined {
  const description = readDescription(tokens.filter((t) => t.quoted || !/^(?:lane|lanes|swimlane|group|subgraph)$/.test(t.lower)));
  if (!description || description.plural || description.ordinal !== undefined || description.anyOf || description.words.length === 0) return undefined;
  const fitting = candidates.filter((g) => {
    const words = labelWords(g.label);
    return description.words.every((w) => words.some((v) => saidIn(w, v)));
  });
  if (fitting.length > 1) {
    const failure = new ReferenceFailure(`'${description.text}' could be any of ${fitting.map((g) => `'${g.label}' (${g.id})`).join(', ')}; name the ${kind ?? 'group'} by its full name`);
    failure.ambiguous = true;
    throw failure;
  }
  return fitting[0];
}

export function resolveGroup(graph: FlowGraph, tokens: readonly Token[], kind?: FlowGroup['kind']): FlowGroup {
  const group = findGroup(graph, tokens, kind);
  if (!group) throw new ReferenceFailure(`no ${kind ?? 'group or lane'} is called '${joinTokens(tokens)}'`);
  return group;
}
