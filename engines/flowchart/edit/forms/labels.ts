// Renaming steps and groups, and labelling edges.
import type { Form } from '../form.ts';
import { LOOP_NAMES, namedLoops } from '../loops.ts';
import { ReferenceFailure, resolveEdges, resolveGroup, resolveNode } from '../references.ts';
import { writtenText } from '../text.ts';
import { joinTokens, type Token } from '../tokens.ts';

const EDGE = 'edge|arrow|link|connection|line';

function text(tokens: readonly Token[]): string {
  return writtenText(tokens, 'new label');
}

const edgeLabel: Form = {
  patterns: [
    ['label|relabel|mark', '?the', EDGE, 'from', '$a', 'to', '$b', '?as|with|to', '$label'],
    ['change|set|rename|make', '?the', 'label|text', 'of|on', '?the', EDGE, 'from', '$a', 'to', '$b', 'to|as|into', '$label'],
  ],
  resolve(graph, slots) {
    const edges = resolveEdges(graph, slots.a!, slots.b!);
    if (edges.length > 1) throw new ReferenceFailure(`there are ${edges.length} edges from '${joinTokens(slots.a!)}' to '${joinTokens(slots.b!)}' (${edges.map((e) => e.id).join(', ')})`);
    const label = text(slots.label!);
    const edge = edges[0]!;
    return {
      key: `label ${edge.id} ${label}`,
      run() {
        edge.label = label;
      },
    };
  },
};

/** "label the loop 'retrain'", "call the feedback arrow 'next batch'". */
const loopLabel: Form = {
  patterns: LOOP_NAMES.flatMap((names) => [
    ['label|relabel|mark|call|name', ...names, '?as|with|to', '$label'],
    ['change|set|rename|make', '?the', 'label|text', 'of|on', ...names, 'to|as|into', '$label'],
  ]),
  resolve(graph, slots) {
    const edges = namedLoops(graph, slots);
    const label = text(slots.label!);
    const ids = new Set(edges.map((e) => e.id));
    return {
      key: `label ${[...ids].join(',')} ${label}`,
      run() {
        for (const e of graph.edges) if (ids.has(e.id)) e.label = label;
      },
    };
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
  return old.replace(COUNT, said);
}

const stepName: Form = {
  patterns: [
    ['rename|relabel|change|retitle', '?the label of|the text of|the name of', '$node', 'to|as|into', '$label'],
  ],
  resolve(graph, slots) {
    const node = resolveNode(graph, slots.node!);
    const label = recounted(node.label, slots.label!) ?? text(slots.label!);
    return { key: `rename ${node.id} ${label}`, run: () => void (node.label = label) };
  },
};

export const LABEL_FORMS: readonly Form[] = [edgeLabel, loopLabel, groupName, stepName];
