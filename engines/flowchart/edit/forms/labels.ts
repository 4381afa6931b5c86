// Renaming steps and groups, and labelling edges.
import type { FlowEdge, FlowGraph } from '../../model.ts';
import type { Change, Form } from '../form.ts';
import { LOOP_NAMES, namedLoops } from '../loops.ts';
import { branchEdges } from '../branchEdges.ts';
import { describeNode, normaliseLabel, ReferenceFailure, referents, resolveGroup, resolveNode } from '../references.ts';
import { writtenText } from '../text.ts';
import { edgesBetween } from './remove.ts';
import { joinTokens, type Token, tokenize } from '../tokens.ts';

const EDGE = 'edge|arrow|link|connection|line';

function text(tokens: readonly Token[]): string {
  return writtenText(tokens, 'new label');
}

const edgeLabel: Form = {
  patterns: [
    ['label|relabel|mark', '?the', EDGE, '=how:from', '$a', 'to', '$b', '?as|with|to', '$label'],
    ['change|set|rename|make', '?the', 'label|text', 'of|on', '?the', EDGE, '=how:from', '$a', 'to', '$b', 'to|as|into', '$label'],
    // "label the arrow between extraction and quantification '≥ 20 ng/µL'": either way round
    ['label|relabel|mark', '?the', EDGE, '=how:between', '$a', 'and', '$b', '?as|with|to', '$label'],
    ['change|set|rename|make', '?the', 'label|text', 'of|on', '?the', EDGE, '=how:between', '$a', 'and', '$b', 'to|as|into', '$label'],
  ],
  resolve(graph, slots) {
    const edges = edgesBetween(graph, slots.a!, slots.b!, slots.how![0]!.lower === 'between');
    if (edges.length > 1) throw new ReferenceFailure(`there are ${edges.length} edges from '${joinTokens(slots.a!)}' to '${joinTokens(slots.b!)}' (${edges.map((e) => e.id).join(', ')})`);
    return labelEdges(graph, edges.slice(0, 1), text(slots.label!));
  },
};

/** The change that gives these arrows one label. */
function labelEdges(graph: FlowGraph, edges: readonly FlowEdge[], label: string): Change {
  const ids = new Set(edges.map((e) => e.id));
  return {
    key: `label ${[...ids].join(',')} ${label}`,
    run() {
      for (const e of graph.edges) if (ids.has(e.id)) e.label = label;
    },
  };
}

/** "label the loop 'retrain'", "call the feedback arrow 'next batch'". */
const loopLabel: Form = {
  patterns: LOOP_NAMES.flatMap((names) => [
    ['label|relabel|mark|call|name', ...names, '?as|with|to', '$label'],
    ['change|set|rename|make', '?the', 'label|text', 'of|on', ...names, 'to|as|into', '$label'],
  ]),
  resolve(graph, slots) {
    return labelEdges(graph, namedLoops(graph, slots), text(slots.label!));
  },
};

/**
 * "label the yes branch 'eligible'", "rename the no branch to 'Not eligible'", "the no arrow
 * should say 'Not eligible'", "change 'yes' to 'eligible'": the label of the arrows an answer
 * names, or of the one arrow carrying a quoted label that is no step's.
 */
const branchLabel: Form = {
  patterns: [
    ['label|relabel|rename|call|mark|name', '$edges', '?as|to|with', '$label'],
    ['change|set|rename|relabel', 'the label of|the text of|the text on|the label on|the wording of', '$edges', 'to|as|into', '$label'],
    ['$edges', '?should|must|needs to|need to|can|could', '=say:say|says|read|reads|be labelled|be labeled|be called|be named|be relabelled', '?:', '$label'],
    ['change|rename|relabel|replace', '$old', 'to|into|as|with', '$label'],
  ],
  resolve(graph, slots) {
    let edges;
    if (slots.old) {
      const [old] = slots.old;
      if (slots.old.length !== 1 || graph.nodes.some((n) => normaliseLabel(n.label) === old!.lower)) throw new ReferenceFailure(`'${joinTokens(slots.old)}' is no arrow's label`, true);
      edges = graph.edges.filter((e) => e.label !== undefined && normaliseLabel(e.label) === old!.lower);
      if (edges.length === 0) throw new ReferenceFailure(`no arrow is labelled '${old!.text}'`, !old!.quoted);
      if (edges.length > 1) throw new ReferenceFailure(`${edges.length} arrows are labelled '${old!.text}' (${edges.map((e) => e.id).join(', ')}); say which step's ("the ${old!.text} arrow of ...")`);
    } else {
      edges = branchEdges(graph, slots.edges!);
      if (!edges) throw new ReferenceFailure(`'${joinTokens(slots.edges!)}' names no arrow by its answer`, true);
    }
    // Without "to" or "as", only a quoted label says where it ends.
    return labelEdges(graph, edges, text(slots.label!));
  },
};

const groupName: Form = {
  patterns: [
    ['rename|relabel|change', '?the', '=kind:group|lane|swimlane|subgraph', '$group', 'to|as|into', '$label'],
    ['rename|relabel|change', '?the', '$group', '=kind:group|lane|swimlane|subgraph', 'to|as|into', '$label'],
  ],
  resolve(graph, slots) {
    const kind = slots.kind![0]!.lower;
    const group = resolveGroup(graph, slots.group!, kind === 'lane' || kind === 'swimlane' ? 'lane' : 'group');
    const label = text(slots.label!);
    return { key: `group ${group.id} ${label}`, run: () => void (group.label = label) };
  },
};

const COUNT = /\bn\s*=\s*[\d,.]+/gi;

/**
 * "change the excluded box to n = 118": a new count alone, unquoted, replaces the label's one
 * count ("Excluded (n = 120)" -> "Excluded (n = 118)"); undefined when it is no such count.
 */
function recounted(old: string, tokens: readonly Token[]): string | undefined {
  if (tokens.some((t) => t.quoted)) return undefined;
  const said = joinTokens(tokens).trim().replace(/^\((.*)\)$/, '$1');
  if (!/^n\s*=\s*[\d,.]+$/i.test(said)) return undefined;
  const counts = old.match(COUNT) ?? [];
  if (counts.length !== 1) return undefined;
  // The label's own way of writing a count ("n=112" or "n = 112") is kept; only the number changes.
  const number = /[\d,.]+$/.exec(said)![0];
  return old.replace(COUNT, (count) => count.replace(/[\d,.]+$/, number));
}

/** A quantity: a number and its unit ("5%", "1 h", "4 °C", "20 µg/lane"). */
const QUANTITY = /(\d[\d.,]*)\s*(%|°\s?C|(?:h|hrs?|hours?|min|mins|minutes?|s|secs?|seconds?|d|days?|wks?|weeks?|months?|years?|[kmµun]?g|[mµun]?[lL]|[mµun]?M|mmol|V|rpm|[x×]|U|IU|cm|mm|µm|nm|kDa|bp|kb|cycles?)(?:\/[\p{L}]+)?)(?![\p{L}])/gu;

/**
 * "change the blocking to 5% BSA", "change the incubation to 2 h": unquoted text opening with a
 * quantity replaces the label's one quantity in the same unit, with the word after it when one
 * follows the quantity said ("Block in 5% milk for 1 h" -> "Block in 5% BSA for 1 h").
 * Undefined when the text opens with no quantity; a failure when the label has no quantity in
 * that unit or several, since which part changes is then unclear (a whole new label opening
 * with a quantity is quoted).
 */
function requantified(old: string, tokens: readonly Token[]): string | undefined {
  if (tokens.some((t) => t.quoted)) return undefined;
  const said = joinTokens(tokens).trim();
  const opening = new RegExp(`^${QUANTITY.source}`, 'u').exec(said);
  if (!opening) return undefined;
  const unit = opening[2]!.replace(/\s/g, '').toLowerCase();
  const same = [...old.matchAll(QUANTITY)].filter((m) => m[2]!.replace(/\s/g, '').toLowerCase() === unit);
  if (same.length !== 1) throw new ReferenceFailure(`'${said}' could replace ${same.length === 0 ? 'no part' : 'more than one part'} of '${old}'; quote the whole new label`);
  const at = same[0]!.index!;
  const restWords = said.slice(opening[0].length).trim().split(/\s+/).filter((w) => w !== '').length;
  // The quantity and as many words after it as the text says after its own.
  const after = old.slice(at + same[0]![0].length);
  const words = /^(?:\s+\S+)*/.exec(after)![0].match(/\s+\S+/g) ?? [];
  // More than a word after the quantity leaves unclear how much of the label it replaces.
  if (restWords > 1) throw new ReferenceFailure(`'${said}' could replace more than one part of '${old}'; quote the whole new label`);
  if (words.length < restWords) throw new ReferenceFailure(`'${said}' is longer than the part of '${old}' it would replace; quote the whole new label`);
  const replaced = words.slice(0, restWords).join('');
  return `${old.slice(0, at)}${said}${after.slice(replaced.length)}`;
}

/**
 * "change XGBoost to LightGBM", "change 0.80 to 0.85": words said bare (no article, unquoted)
 * that are a part of the one label naming them, not all of it, are replaced there ("Train
 * XGBoost" -> "Train LightGBM"); undefined when they are the whole label or not written in it.
 */
function partReplaced(old: string, said: readonly Token[], tokens: readonly Token[], verb: string): string | undefined {
  if (!/^(?:change|replace|switch|swap)$/.test(verb) || said.some((t) => t.quoted || /^(?:the|a|an|this|that|step|box|node)$/.test(t.lower))) return undefined;
  const words = joinTokens(said).trim();
  if (words === '' || normaliseLabel(words) === normaliseLabel(old)) return undefined;
  const at = partPattern(words);
  const found = old.match(at) ?? [];
  if (found.length !== 1) return undefined;
  const now = tokens.length === 1 && tokens[0]!.quoted ? tokens[0]!.text : joinTokens(tokens).trim();
  return old.replace(at, now);
}

const stepName: Form = {
  patterns: [
    ['=verb:rename|relabel|change|retitle', '?the label of|the text of|the name of', '$node', 'to|as|into|->|→|=>', '$label'],
    // "replace the troponin box with 'hs-troponin at 0 and 1 h'"
    ['=verb:replace', '?the label of|the text of|the name of', '$node', 'with|by', '$label'],
    // "change the excluded count to 110", "update the randomised number to 302"
    ['=verb:change|update|set|correct|make', '$node', '=count:count|number|n|total|numbers|counts', 'to|as|into', '$label'],
    // "call the magnesium step 'IV magnesium sulfate'", "the good response box should say 'X'"
    ['=bare:call|name|label|relabel|rename|retitle', '$node', '$label'],
    ['$node', '?should|must|needs to|need to|can|could|ought to', '=bare:say|says|read|reads|be called|be labelled|be labeled|be named|be renamed to|be renamed|be relabelled|be relabelled as|be changed to', '?:', '$label'],
  ],
  resolve(graph, slots) {
    // Without "to" or "as", only a quoted label says where the name ends.
    const node = resolveNode(graph, slots.node!);
    // "the randomised box should say n = 268": a count said alone needs no quotes.
    if (slots.bare && !(slots.label!.length === 1 && slots.label![0]!.quoted) && recounted(node.label, slots.label!) === undefined) throw new ReferenceFailure(`'${joinTokens(slots.label!)}' is not quoted`, true);
    if (slots.count) {
      const number = joinTokens(slots.label!).trim();
      if (!/^[\d,.]+$/.test(number)) throw new ReferenceFailure(`'${number}' is not a count`, true);
      const label = recounted(node.label, tokenize(`n = ${number}`));
      if (label === undefined) throw new ReferenceFailure(`${describeNode(node)} holds no one count (n = ...) to change`);
      return { key: `rename ${node.id} ${label}`, run: () => void (node.label = label) };
    }
    const verb = slots.verb?.[0]?.lower ?? '';
    const label = partReplaced(node.label, slots.node!, slots.label!, verb) ?? recounted(node.label, slots.label!) ?? requantified(node.label, slots.label!) ?? text(slots.label!);
    return { key: `rename ${node.id} ${label}`, run: () => void (node.label = label) };
  },
};

/** Words for a value written in a step: "the cut-off", "the dose", "the spin speed". */
const VALUE_NOUNS = 'cut-off|cutoff|cut off|threshold|limit|value|number|dose|dosage|time|timing|temperature|concentration|volume|speed|duration|count|amount|level|setting|settings';

/** Where `part` is written in `label` as whole words, case aside. */
function partPattern(part: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'giu');
}

/**
 * "change the cut-off from 30 to 45", "change the spin from 2000 g to 3000 g": the words after
 * "from" are replaced in the step named, or, when the step is named only as a value ("the
 * cut-off", "the dose"), in the one step writing them. Words written nowhere, or in several of
 * the steps a value names, are refused.
 */
const partChanged: Form = {
  patterns: [
    ['change|update|set|correct|alter|raise|lower|increase|decrease|reduce|move', '?the', '=value:' + VALUE_NOUNS, 'from', '$part', 'to', '$label'],
    ['change|update|set|correct|alter|raise|lower|increase|decrease|reduce', '$node', 'from', '$part', 'to', '$label'],
  ],
  resolve(graph, slots) {
    const part = joinTokens(slots.part!).trim();
    const writing = slots.node ? [resolveNode(graph, slots.node)] : graph.nodes.filter((n) => (n.label.match(partPattern(part)) ?? []).length > 0);
    if (writing.length === 0) throw new ReferenceFailure(`no step writes '${part}'`);
    if (writing.length > 1) throw new ReferenceFailure(`'${part}' is written in ${writing.map(describeNode).join(', ')}; say which step's ${joinTokens(slots.value!)}`);
    const node = writing[0]!;
    if ((node.label.match(partPattern(part)) ?? []).length !== 1) throw new ReferenceFailure(`${describeNode(node)} writes '${part}' ${slots.node ? 'not once' : 'more than once'}; quote the whole new label`);
    const label = node.label.replace(partPattern(part), text(slots.label!));
    if (!slots.node) referents.named.push(node.id);
    return { key: `rename ${node.id} ${label}`, run: () => void (node.label = label) };
  },
};

export const LABEL_FORMS: readonly Form[] = [edgeLabel, loopLabel, branchLabel, groupName, partChanged, stepName];
