// Edits by instruction (SPEC "POST /flowcharts/edits", docs/flowchart-edits.md): each form of
// the grammar on a small protocol graph, what stays as it was (ids, model order, the input),
// and the refusals: unknown or ambiguous steps, unreadable parts, a long garbage instruction.
import { applyEdit } from '../../../engines/flowchart/edit/index.ts';
import { editRefusal as refusal } from './support.ts';
import type { FlowGraph } from '../../../engines/flowchart/model.ts';

function protocol(): FlowGraph {
  return {
    nodes: [
      { id: 'n1', label: 'Start', role: 'terminator' },
      { id: 'n2', label: 'Lyse cells', role: 'process' },
      { id: 'n3', label: 'Quality OK?', role: 'decision' },
      { id: 'n4', label: 'Sequence', role: 'process' },
      { id: 'n5', label: 'Discard sample', role: 'process' },
      { id: 'n6', label: 'End', role: 'terminator' },
    ],
    edges: [
      { id: 'e1', from: 'n1', to: 'n2', line: 'solid', arrow: 'end' },
      { id: 'e2', from: 'n2', to: 'n3', line: 'solid', arrow: 'end' },
      { id: 'e3', from: 'n3', to: 'n4', label: 'yes', line: 'solid', arrow: 'end' },
      { id: 'e4', from: 'n3', to: 'n5', label: 'no', line: 'solid', arrow: 'end' },
      { id: 'e5', from: 'n4', to: 'n6', line: 'solid', arrow: 'end' },
    ],
    groups: [],
  };
}

/** Nodes as "id:label", edges as "id:from>to(label)". */
const nodes = (g: FlowGraph) => g.nodes.map((n) => `${n.id}:${n.label}`);
const edges = (g: FlowGraph) => g.edges.map((e) => `${e.id}:${e.from}>${e.to}${e.label ? `(${e.label})` : ''}`);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}


describe('adding steps', () => {
  test('a step after another takes its place in the chain, with the next free id', () => {
    const g = applyEdit(protocol(), "add a step 'Centrifuge 10 min' after 'Lyse cells'");
    expect(nodes(g)).toEqual(['n1:Start', 'n2:Lyse cells', 'n7:Centrifuge 10 min', 'n3:Quality OK?', 'n4:Sequence', 'n5:Discard sample', 'n6:End']);
    expect(edges(g)).toEqual(['e1:n1>n2', 'e2:n2>n7', 'e6:n7>n3', 'e3:n3>n4(yes)', 'e4:n3>n5(no)', 'e5:n4>n6']);
    expect(g.nodes[2]!.role).toBe('process');
  });

  test('a step before another receives every edge that entered it', () => {
    const g = applyEdit(protocol(), 'add step Thaw before lyse cells');
    expect(edges(g)).toEqual(['e1:n1>n7', 'e6:n7>n2', 'e2:n2>n3', 'e3:n3>n4(yes)', 'e4:n3>n5(no)', 'e5:n4>n6']);
  });

  test('insert between two steps reroutes their edge through the new step, its label kept on the first part', () => {
    const g = applyEdit(protocol(), "insert 'Library prep' between 'Quality OK?' and Sequence");
    expect(edges(g)).toEqual(['e1:n1>n2', 'e2:n2>n3', 'e3:n3>n7(yes)', 'e6:n7>n4', 'e4:n3>n5(no)', 'e5:n4>n6']);
  });

  test('a decision with its branches', () => {
    const g = applyEdit(protocol(), "add a decision 'Enough reads?' after Sequence with yes -> End and no -> 'Lyse cells'");
    expect(g.nodes.find((n) => n.id === 'n7')).toMatchObject({ label: 'Enough reads?', role: 'decision' });
    expect(edges(g)).toEqual(['e1:n1>n2', 'e2:n2>n3', 'e3:n3>n4(yes)', 'e4:n3>n5(no)', 'e5:n4>n7', 'e6:n7>n6(yes)', 'e7:n7>n2(no)']);
  });

  test('a note joined to its step by a dotted line', () => {
    const g = applyEdit(protocol(), "add a note 'kept at 4 °C' to 'Lyse cells'");
    expect(g.nodes[2]).toEqual({ id: 'n7', label: 'kept at 4 °C', role: 'note' });
    expect(g.edges.find((e) => e.to === 'n7')).toEqual({ id: 'e6', from: 'n2', to: 'n7', line: 'dotted', arrow: 'none' });
  });

  test('at the end goes before the end terminator; at the start after the start terminator', () => {
    const end = applyEdit(protocol(), 'add step Archive data at the end');
    expect(edges(end)).toContain('e5:n4>n7');
    expect(edges(end)).toContain('e6:n7>n6');
    const start = applyEdit(protocol(), 'add step Label tubes at the start');
    expect(edges(start).slice(0, 2)).toEqual(['e1:n1>n7', 'e6:n7>n2']);
  });

  test('a step after a decision with several branches is refused: the branch must be named', () => {
    expect(refusal(protocol(), "add step 'Log' after 'Quality OK?'")).toMatch(/decision with several branches/);
  });
});

describe('removing', () => {
  test('a simple link of a chain is removed and its neighbours joined by its entering edge', () => {
    const g = applyEdit(protocol(), "remove 'Lyse cells'");
    expect(nodes(g)).toEqual(['n1:Start', 'n3:Quality OK?', 'n4:Sequence', 'n5:Discard sample', 'n6:End']);
    expect(edges(g)).toEqual(['e1:n1>n3', 'e3:n3>n4(yes)', 'e4:n3>n5(no)', 'e5:n4>n6']);
  });

  test('a step with branches is removed with its edges, nothing reconnected', () => {
    const g = applyEdit(protocol(), 'delete the decision Quality OK?');
    expect(edges(g)).toEqual(['e1:n1>n2', 'e5:n4>n6']);
  });

  test('an edge, and a step with its note', () => {
    expect(edges(applyEdit(protocol(), "remove the edge from 'Quality OK?' to 'Discard sample'"))).not.toContain('e4:n3>n5(no)');
    const noted = applyEdit(protocol(), "add a note 'on ice' to Sequence; remove Sequence");
    expect(nodes(noted)).toEqual(['n1:Start', 'n2:Lyse cells', 'n3:Quality OK?', 'n5:Discard sample', 'n6:End']);
    expect(edges(noted)).toEqual(['e1:n1>n2', 'e2:n2>n3', 'e3:n3>n6(yes)', 'e4:n3>n5(no)']);
  });
});

describe('labels', () => {
  test('rename and change a step, label and relabel an edge', () => {
    const g = applyEdit(protocol(), "rename 'Sequence' to 'Sequence (NovaSeq)'\nchange Discard sample to 'Discard and log'\nlabel the edge from Lyse cells to Quality OK? 'QC'");
    expect(g.nodes[3]!.label).toBe('Sequence (NovaSeq)');
    expect(g.nodes[4]!.label).toBe('Discard and log');
    expect(g.edges[1]!.label).toBe('QC');
    const relabelled = applyEdit(g, "relabel the edge from 'Quality OK?' to 'Discard and log' as 'fail'");
    expect(relabelled.edges[3]!.label).toBe('fail');
  });
});

describe('connecting', () => {
  test('connect with and without a label, disconnect, and Mermaid lines', () => {
    const g = applyEdit(protocol(), "connect 'Discard sample' to End with label 'logged'");
    expect(edges(g)).toContain('e6:n5>n6(logged)');
    expect(edges(applyEdit(g, 'disconnect Discard sample from End'))).not.toContain('e6:n5>n6(logged)');
    const mermaid = applyEdit(protocol(), 'Discard sample --> End\nn4 -->|raw reads| R[(Read archive)]');
    expect(edges(mermaid)).toEqual(expect.arrayContaining(['e6:n5>n6', 'e7:n4>R(raw reads)']));
    expect(mermaid.nodes.find((n) => n.id === 'R')).toEqual({ id: 'R', label: 'Read archive', role: 'database' });
    expect(edges(applyEdit(protocol(), 'Discard sample -> Lyse cells: retry'))).toContain('e6:n5>n2(retry)');
  });

  test('connecting steps already connected is refused', () => {
    expect(refusal(protocol(), 'connect Start to Lyse cells')).toMatch(/already connected/);
  });
});

describe('lanes, groups and direction', () => {
  test('moving into a lane creates it; grouping and ungrouping keep the nodes', () => {
    const laned = applyEdit(protocol(), "move 'Lyse cells' into lane 'Lab' and then move Sequence into the Lab lane");
    expect(laned.groups).toEqual([{ id: 'g1', label: 'Lab', kind: 'lane' }]);
    expect(laned.nodes.filter((n) => n.group === 'g1').map((n) => n.id)).toEqual(['n2', 'n4']);
    const grouped = applyEdit(protocol(), "put Lyse cells, Quality OK? and Sequence in a group 'Preprocessing'");
    expect(grouped.groups).toEqual([{ id: 'g1', label: 'Preprocessing', kind: 'group' }]);
    expect(grouped.nodes.map((n) => n.group ?? '-')).toEqual(['-', 'g1', 'g1', 'g1', '-', '-']);
    const ungrouped = applyEdit(grouped, "remove the group 'Preprocessing'");
    expect(ungrouped.groups).toEqual([]);
    expect(ungrouped.nodes).toHaveLength(6);
    expect(ungrouped.nodes.every((n) => n.group === undefined)).toBe(true);
  });

  test.each([
    ['make it left to right', 'LR'],
    ['make it horizontal', 'LR'],
    ['make it top to bottom', 'TB'],
    ['vertical', 'TB'],
    ['flowchart RL', 'RL'],
  ])('"%s" sets the direction %s', (instruction, direction) => {
    expect(applyEdit(protocol(), instruction).direction).toBe(direction);
  });
});

describe('restyling', () => {
  test('colours by name and hex, with legible text', () => {
    const g = applyEdit(protocol(), "make 'Sequence' dark blue; colour decisions #ffcc00; make the text of End red");
    expect(g.nodes[3]!.style).toEqual({ fill: '#1c4587', color: '#ffffff' });
    expect(g.nodes[2]!.style).toEqual({ fill: '#ffcc00', color: '#1a1a1a' });
    expect(g.nodes[5]!.style).toEqual({ color: '#d9534f' });
  });

  test('all steps in a lane, bold, shapes, and edges', () => {
    const laned = applyEdit(protocol(), "move Lyse cells and Sequence into lane 'Lab'");
    const g = applyEdit(laned, "make all steps in lane 'Lab' light green; bold step 3; make 'Discard sample' a document; make the edge from Sequence to End dashed; make the edge from Start to Lyse cells thick");
    expect(g.nodes.filter((n) => n.style?.fill === '#d9ead3').map((n) => n.id)).toEqual(['n2', 'n4']);
    expect(g.nodes[2]!.style).toEqual({ bold: true });
    expect(g.nodes[4]!.role).toBe('document');
    expect(g.edges.find((e) => e.id === 'e5')!.line).toBe('dotted');
    expect(g.edges.find((e) => e.id === 'e1')!.line).toBe('thick');
  });

  test('an unknown colour is refused', () => {
    expect(refusal(protocol(), 'make Sequence ultraviolet')).toMatch(/ultraviolet/);
  });
});

describe('references', () => {
  test('by id, by step number and by a unique leading phrase', () => {
    expect(applyEdit(protocol(), 'rename n4 to Align').nodes[3]!.label).toBe('Align');
    expect(applyEdit(protocol(), 'rename step 2 to Lyse').nodes[1]!.label).toBe('Lyse');
    expect(applyEdit(protocol(), 'rename Discard to Bin').nodes[4]!.label).toBe('Bin');
  });

  test('an ambiguous name is refused, naming the candidates', () => {
    const g = applyEdit(protocol(), "add step 'Wash cells' after Start; add step 'Wash beads' after Sequence");
    const message = refusal(g, 'remove Wash');
    expect(message).toMatch(/'Wash cells' \(n7\)/);
    expect(message).toMatch(/'Wash beads' \(n8\)/);
    const twins = applyEdit(protocol(), "add step 'Wash' after Start; add step 'Wash' after Sequence");
    expect(refusal(twins, 'make Wash red')).toMatch(/could be any of 'Wash' \(n7\), 'Wash' \(n8\)/);
    expect(applyEdit(twins, 'make n8 red').nodes.find((n) => n.id === 'n8')!.style?.fill).toBe('#d9534f');
  });

  test('an unknown step, a missing step number and an unreadable part fail the whole edit', () => {
    expect(refusal(protocol(), 'remove Incubate')).toMatch(/no step is called 'Incubate'/);
    expect(refusal(protocol(), 'remove step 12')).toMatch(/there is no step 12/);
    expect(refusal(protocol(), "rename Sequence to Align; frobnicate the widgets")).toMatch(/"frobnicate the widgets" is not an edit/);
  });
});

describe('stability', () => {
  test('the input graph is never changed and untouched ids and order stay', () => {
    const before = deepFreeze(protocol());
    const g = applyEdit(before, "add step 'Spin' after Lyse cells; remove Discard sample; make End red; move Sequence into lane Lab");
    expect(before).toEqual(protocol());
    expect(nodes(g)).toEqual(['n1:Start', 'n2:Lyse cells', 'n7:Spin', 'n3:Quality OK?', 'n4:Sequence', 'n6:End']);
    expect(g.edges.map((e) => e.id)).toEqual(['e1', 'e2', 'e6', 'e3', 'e5']);
  });

  test('the same instruction gives the same graph', () => {
    const instruction = "insert QC between Lyse cells and Quality OK?; make it left to right; colour decisions blue";
    expect(JSON.stringify(applyEdit(protocol(), instruction))).toBe(JSON.stringify(applyEdit(protocol(), instruction)));
  });

  test('an 8,000-character garbage instruction fails fast', () => {
    const words = ['add', 'after', 'to', 'and', 'rename', "'", 'between', '->', 'make', 'step', 'into', 'lane', ','];
    let garbage = '';
    for (let k = 0; garbage.length < 8000; k++) garbage += words[(k * 7 + (k >> 3)) % words.length] + ' ';
    for (const instruction of [garbage.slice(0, 8000), `add ${garbage.slice(0, 7990)}`, `make ${'a '.repeat(3995)}`, "'".repeat(8000), '-'.repeat(8000)]) {
      const started = performance.now();
      expect(() => applyEdit(protocol(), instruction)).toThrow(expect.objectContaining({ reason: 'INSTRUCTION_NOT_UNDERSTOOD' }));
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});
