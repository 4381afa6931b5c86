// The order of lanes: "put the lab lane first", "move the ward
// lane to the right", "swap the nurse and doctor lanes", "swap the lanes" (when there are two),
// "put the lab lane before the ward lane", "reverse the lanes". The layout draws lanes in the
// order of the graph's groups, so the edit reorders them; nothing else changes. A group (a box
// round steps) stands where its steps are, so it is refused.
import { type FlowGraph, type FlowGroup, isBand } from '../../model.ts';
import type { Form } from '../form.ts';
import { findGroup, ReferenceFailure } from '../references.ts';
import { joinTokens, type Token } from '../tokens.ts';

const KIND = 'lane|lanes|swimlane|swimlanes|column|columns|row|rows|group|groups';
const MOVE = 'move|put|place|shift|bring';
const FIRST = 'first|to the left|on the left|at the left|to the top|on top|at the top|to the start|at the start|to the front|leftmost|topmost';
const LAST = 'last|to the right|on the right|at the right|to the bottom|at the bottom|to the end|at the end|to the back|rightmost|bottommost';

/** The lane or group named by words said with or without their noun ("the lab lane", "Lab"). */
function band(graph: FlowGraph, tokens: readonly Token[]): FlowGroup {
  const words = tokens.filter((t) => t.quoted || !/^(?:lane|swimlane|column|row|group|the)$/.test(t.lower));
  const group = words.length > 0 ? (findGroup(graph, words, 'lane') ?? findGroup(graph, words)) : undefined;
  if (!group) throw new ReferenceFailure(`no lane is called '${joinTokens(tokens)}'`);
  // A group's box stands where its steps are in the flow; only lanes are drawn in an order of their own.
  if (!isBand(group)) throw new ReferenceFailure(`'${group.label}' is a group, drawn where its steps stand in the flow; move its steps instead`);
  return group;
}

/** The lanes (else the top-level groups) whose order is drawn. */
function siblings(graph: FlowGraph, group: FlowGroup): FlowGroup[] {
  return graph.groups.filter((g) => g.kind === group.kind && g.parent === group.parent);
}

/** The groups in a new order: `order` for the siblings, every other group where it stood. */
function reordered(graph: FlowGraph, order: readonly FlowGroup[]): FlowGroup[] {
  const set = new Set(order);
  let k = 0;
  return graph.groups.map((g) => (set.has(g) ? order[k++]! : g));
}

function change(graph: FlowGraph, order: FlowGroup[], what: string) {
  return {
    key: `lanes ${order.map((g) => g.id).join(',')} ${what}`,
    run() {
      const ids = order.map((g) => g.id);
      const now = ids.map((id) => graph.groups.find((g) => g.id === id)!);
      graph.groups = reordered(graph, now);
    },
  };
}

const toEnd: Form = {
  patterns: [
    [MOVE, '?the', '$band', `=kind:${KIND}`, `=where:${FIRST}|${LAST}`],
    [MOVE, '?the', `=kind:${KIND}`, '$band', `=where:${FIRST}|${LAST}`],
  ],
  resolve(graph, slots) {
    const group = band(graph, slots.band!);
    const first = !new RegExp(`^(?:${LAST})$`).test(slots.where!.map((t) => t.lower).join(' '));
    const others = siblings(graph, group).filter((g) => g !== group);
    return change(graph, first ? [group, ...others] : [...others, group], first ? 'first' : 'last');
  },
};

const beside: Form = {
  patterns: [[MOVE, '?the', '$band', `=kind:${KIND}`, '=side:before|after|above|below|left of|right of|to the left of|to the right of|in front of|behind', '?the', '$other', `?${KIND}`]],
  resolve(graph, slots) {
    const group = band(graph, slots.band!);
    const other = band(graph, slots.other!);
    if (group === other || group.kind !== other.kind || group.parent !== other.parent) throw new ReferenceFailure(`'${group.label}' and '${other.label}' are not lanes side by side`);
    const before = /^(?:before|above|left of|to the left of|in front of)$/.test(slots.side!.map((t) => t.lower).join(' '));
    const rest = siblings(graph, group).filter((g) => g !== group);
    const at = rest.indexOf(other) + (before ? 0 : 1);
    return change(graph, [...rest.slice(0, at), group, ...rest.slice(at)], `${before ? 'before' : 'after'} ${other.id}`);
  },
};

const swap: Form = {
  patterns: [
    ['swap|switch|exchange|swop', '?the', '$a', 'and|with', '$b', `=kind:${KIND}`, '?round|around|over'],
    ['swap|switch|exchange|swop', '?the', '$a', `=kind:${KIND}`, 'and|with', '?the', '$b', `?${KIND}`],
    ['=verb:swap|switch|exchange|swop|reverse|flip', '?the', '?two|order of the', `=kind:${KIND}`, '?round|around|over'],
    ['reverse|flip|invert', 'the order of the', `=kind:${KIND}`],
  ],
  resolve(graph, slots) {
    if (!slots.a) {
      const all = graph.groups.filter((g) => isBand(g) && g.parent === undefined);
      const swapping = slots.verb !== undefined && /^(?:swap|switch|exchange|swop)$/.test(slots.verb[0]!.lower);
      if (all.length < 2 || (swapping && all.length !== 2)) throw new ReferenceFailure(`the flowchart has ${all.length} lane${all.length === 1 ? '' : 's'}${swapping && all.length > 2 ? ': say which two swap' : ''}`);
      return change(graph, [...all].reverse(), 'reversed');
    }
    const a = band(graph, slots.a);
    const b = band(graph, slots.b!);
    if (a === b || a.kind !== b.kind || a.parent !== b.parent) throw new ReferenceFailure(`'${a.label}' and '${b.label}' are not lanes side by side`);
    const order = siblings(graph, a).map((g) => (g === a ? b : g === b ? a : g));
    return change(graph, order, `swap ${a.id} ${b.id}`);
  },
};

export const LANE_ORDER_FORMS: readonly Form[] = [toEnd, beside, swap];
