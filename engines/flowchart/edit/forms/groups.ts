// Lanes and groups: moving steps into a lane or group (made when missing), out of one, and
// grouping steps under a new name.
import type { FlowGraph, FlowGroup, FlowNode } from '../../model.ts';
import type { Form } from '../form.ts';
import { dropEmptyGroups, newGroup } from '../graph.ts';
import { describeNode, findGroup, ReferenceFailure, referents } from '../references.ts';
import { resolveSelection } from '../selection.ts';
import { tokens as languageTokens } from '../../../language/index.ts';
import { joinTokens, type Slots, type Token } from '../tokens.ts';

const MOVE = 'move|put|place|assign|shift';
const KIND = '=kind:lane|swimlane|group|subgraph';

function kindOf(slots: Slots): FlowGroup['kind'] {
  const word = slots.kind![0]!.lower;
  return word === 'lane' || word === 'swimlane' ? 'lane' : 'group';
}

/** The group called so, or a plan to make it; a name used by the other kind is refused. */
export function target(graph: FlowGraph, slots: Slots, kind: FlowGroup['kind']): { existing?: FlowGroup; label: string } {
  const written = joinTokens(slots.group!);
  if (written.trim() === '') throw new ReferenceFailure(`the ${kind} has no name`);
  // "their lane", "that group": a pointer, never a new lane's name.
  if (/^(?:their|its|his|her|that|this|the same|the right|the other)$/i.test(written.trim())) throw new ReferenceFailure(`'${written} ${kind}' names no ${kind} by name`, true);
  // "the nurse lane" names a lane "Nurse": unquoted, a name is written with its first letter raised.
  const label = slots.group!.every((t) => !t.quoted) ? written.charAt(0).toUpperCase() + written.slice(1) : written;
  const existing = findGroup(graph, slots.group!, kind);
  if (existing) return { existing, label };
  const other = findGroup(graph, slots.group!);
  if (other) throw new ReferenceFailure(`'${label}' is a ${other.kind}, not a ${kind}`);
  return { label };
}

export function moveInto(graph: FlowGraph, nodes: FlowNode[], found: { existing?: FlowGroup; label: string }, kind: FlowGroup['kind'], parent?: string) {
  const left = new Set<string | undefined>(nodes.map((n) => n.group));
  const group = found.existing ?? newGroup(graph, found.label, kind, parent);
  for (const n of nodes) n.group = group.id;
  left.delete(group.id);
  dropEmptyGroups(graph, left);
}

const move: Form = {
  patterns: [
    [MOVE, '$nodes', 'into|in|to|inside|under', '?the|a|an|new', KIND, '?called|named', '$group'],
    [MOVE, '$nodes', 'into|in|to|inside|under', '?the', '$group', KIND],
  ],
  resolve(graph, slots) {
    const nodes = resolveSelection(graph, slots.nodes!);
    const kind = kindOf(slots);
    const found = target(graph, slots, kind);
    return {
      key: `move ${nodes.map((n) => n.id).join(',')} ${found.existing?.id ?? `new ${found.label}`}`,
      run: () => moveInto(graph, nodes, found, kind),
    };
  },
};

/** "put A, B and C in a group 'Preprocessing'": the group stands where all of them stood. */
const group: Form = {
  patterns: [
    ['put|place|group|gather|wrap', '$nodes', 'in|into|inside|under|as', '?a|an|the|one|new', '=kind:group|box|subgraph', '?called|named|labelled|labeled', '$group'],
    ['group', '$nodes', 'as|into|under', '$group'],
  ],
  resolve(graph, slots) {
    const nodes = resolveSelection(graph, slots.nodes!);
    const found = target(graph, slots, 'group');
    const outer = new Set(nodes.map((n) => n.group));
    if (!found.existing && outer.size > 1) {
      throw new ReferenceFailure(`${nodes.map(describeNode).join(', ')} stand in different groups or lanes; move them into one first`);
    }
    const parent = found.existing ? undefined : nodes[0]!.group;
    return {
      key: `group ${nodes.map((n) => n.id).join(',')} ${found.existing?.id ?? `new ${found.label}`}`,
      run: () => moveInto(graph, nodes, found, 'group', parent),
    };
  },
};

const moveOut: Form = {
  patterns: [
    ['move|take|remove|pull', '$nodes', 'out of|from', '?its|their|the', '=kind:lane|swimlane|group|subgraph|lanes|groups'],
    ['move|take|remove|pull', '$nodes', 'out of|from', '?its|their|the', KIND, '$group'],
    ['move|take|remove|pull', '$nodes', 'out of|from', '?its|their|the', '$group', KIND],
  ],
  resolve(graph, slots) {
    const nodes = resolveSelection(graph, slots.nodes!);
    let from: FlowGroup | undefined;
    if (slots.group) {
      from = findGroup(graph, slots.group);
      if (!from) throw new ReferenceFailure(`no group or lane is called '${joinTokens(slots.group)}'`);
    }
    for (const n of nodes) {
      if (n.group === undefined || (from && n.group !== from.id)) throw new ReferenceFailure(`${describeNode(n)} is not in ${from ? `'${from.label}'` : 'a group or lane'}`);
    }
    return {
      key: `out ${nodes.map((n) => n.id).join(',')}`,
      run() {
        const left = new Set<string | undefined>();
        for (const n of nodes) {
          const g = graph.groups.find((x) => x.id === n.group);
          left.add(n.group);
          if (g?.parent === undefined) delete n.group;
          else n.group = g.parent;
        }
        dropEmptyGroups(graph, left);
      },
    };
  },
};

/**
 * "the identity check is done by pharmacy", "actually the bloods are taken by the nurse": a
 * step said to be done by the people of a lane moves into that lane. Only a lane drawn is
 * named so; a doer with no lane is refused, not made a lane.
 */
const doneBy: Form = {
  patterns: [
    // "the prescription is verified by the nurse": the step's own verb, said as done by the lane
    ['?actually|in fact|oh|sorry', '$nodes', 'is|are|gets|get|should be|must be|will be', '?actually|really|in fact|now', '$done', 'by', '?the|our', '$group', '?lane|swimlane|team|staff'],
  ],
  resolve(graph, slots) {
    const done = joinTokens(slots.done!).toLowerCase() === 'carried out' ? slots.done!.slice(0, 1) : slots.done!;
    if (done.length !== 1 || done[0]!.quoted || !/^[a-z]+(?:ed|en|ne|wn|t)$/.test(done[0]!.lower)) throw new ReferenceFailure(`'${joinTokens(done)}' is no word saying a step is done`, true);
    const lane = findGroup(graph, slots.group!, 'lane');
    if (!lane) throw new ReferenceFailure(`no lane is called '${joinTokens(slots.group!)}'`);
    const nodes = stepsDone(graph, slots.nodes!, done[0]!);
    return {
      key: `move ${nodes.map((n) => n.id).join(',')} ${lane.id}`,
      run() {
        moveInto(graph, nodes, { existing: lane, label: lane.label }, 'lane');
        referents.doer = lane.id;
      },
    };
  },
};

/** Words that say a step is done without saying what it does. */
const DONE = new Set(['done', 'performed', 'handled', 'undertaken', 'owned', 'carried']);

/** The steps "the prescription is verified" names: by the verb and its object first ("verify the prescription"), else by the object alone. */
function stepsDone(graph: FlowGraph, nodes: readonly Token[], done: Token): FlowNode[] {
  if (DONE.has(done.lower) || nodes.some((t) => t.quoted)) return resolveSelection(graph, nodes);
  const verb = languageTokens(done.text)[0]?.lemma ?? done.lower;
  try {
    return resolveSelection(graph, [{ text: verb, lower: verb.toLowerCase(), quoted: false }, ...nodes.filter((t) => !/^(?:the|a|an)$/.test(t.lower))]);
  } catch (error) {
    if (!(error instanceof ReferenceFailure)) throw error;
    return resolveSelection(graph, nodes);
  }
}

/** "..., move it to their lane": the lane of the doer said just before. */
const moveToDoer: Form = {
  patterns: [[MOVE, '$nodes', 'into|in|to', 'their|that|the same|this|the right', '=kind:lane|swimlane']],
  resolve(graph, slots) {
    const lane = graph.groups.find((g) => g.id === referents.doer);
    if (!lane) throw new ReferenceFailure(`'${joinTokens(slots.kind!)}' names no lane: no part before it said who does the step`);
    const nodes = resolveSelection(graph, slots.nodes!);
    return {
      key: `move ${nodes.map((n) => n.id).join(',')} ${lane.id}`,
      run: () => moveInto(graph, nodes, { existing: lane, label: lane.label }, 'lane'),
    };
  },
};

export const GROUP_FORMS: readonly Form[] = [moveToDoer, move, group, moveOut, doneBy];
