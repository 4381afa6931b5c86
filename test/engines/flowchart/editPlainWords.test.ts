// Edits written in plain words (docs/flowchart-edits.md): steps named by what they are rather
// than by their label, collective names with their nouns, several edits joined by "and" or
// commas, text size, spacing and side-by-side arrangement, titles, and the feedback loop.
// Each test asserts what a client observes in the edited graph, or the refusal it is given.
import { applyEdit } from '../../../engines/flowchart/edit/index.ts';
import { chainGraph as chain, editRefusal as refusal, labels, node as byLabel, successors } from './support.ts';
import type { FlowEdge, FlowGraph, FlowNode } from '../../../engines/flowchart/model.ts';

/** A chain of steps n1 -> n2 -> ..., with extra edges and nodes as given. */

/** A western blot: blocking, lysis, and a loop back when the signal is weak. */
function blot(): FlowGraph {
  const g = chain(['Lyse cells in RIPA', 'Run SDS-PAGE', 'Transfer to membrane', 'Block in 5% milk for 1 h', 'Incubate with primary antibody', 'Signal clear?', 'Image the blot']);
  g.edges.find((e) => e.from === 'n6')!.label = 'yes';
  g.edges.push({ id: 'e7', from: 'n6', to: 'n5', label: 'no', line: 'solid', arrow: 'end' });
  return g;
}

/** A CONSORT-like trial: screening, exclusion, three randomised arms. */
function trial(): FlowGraph {
  const labels = ['Assessed for eligibility (n = 120)', 'Excluded (n = 12)', 'Randomised (n = 108)', 'Allocated to arm A (n = 36)', 'Allocated to arm B (n = 36)', 'Allocated to arm C (n = 36)', 'Analysed (n = 100)'];
  const nodes: FlowNode[] = labels.map((label, k) => ({ id: `n${k + 1}`, label, role: 'process' }));
  const edge = (id: string, from: string, to: string): FlowEdge => ({ id, from, to, line: 'solid', arrow: 'end' });
  const edges = [edge('e1', 'n1', 'n2'), edge('e2', 'n1', 'n3'), edge('e3', 'n3', 'n4'), edge('e4', 'n3', 'n5'), edge('e5', 'n3', 'n6'), edge('e6', 'n4', 'n7'), edge('e7', 'n5', 'n7'), edge('e8', 'n6', 'n7')];
  return { nodes, edges, groups: [] };
}

/** Triage with two decisions. */
function triage(): FlowGraph {
  return chain(['Patient arrives', 'Screen for sepsis', 'qSOFA >= 2?', 'Start antibiotics', 'Lactate > 2?', 'Admit to ICU']);
}



describe('steps found by description', () => {
  test('"remove the exclusion box" removes the one step about exclusion, by its word family', () => {
    expect(labels(applyEdit(trial(), 'remove the exclusion box'))).not.toContain('Excluded (n = 12)');
    const screening = chain(['Screen patient', 'Eligible?', 'Exclude patient']);
    expect(labels(applyEdit(screening, 'remove the exclusion step'))).toEqual(['Screen patient', 'Eligible?']);
  });

  test('"add a wash step after the blocking step" adds a step called Wash after "Block in 5% milk for 1 h"', () => {
    const g = applyEdit(blot(), 'add a wash step after the blocking step');
    expect(successors(g, 'Block in 5% milk for 1 h')).toEqual(['Wash']);
    expect(successors(g, 'Wash')).toEqual(['Incubate with primary antibody']);
    expect(byLabel(g, 'Wash').role).toBe('process');
  });

  test('"insert \'Centrifuge 5 min\' before the lysis" goes before "Lyse cells in RIPA"', () => {
    const g = applyEdit(blot(), "insert 'Centrifuge 5 min' before the lysis");
    expect(successors(g, 'Centrifuge 5 min')).toEqual(['Lyse cells in RIPA']);
  });

  test('a description with a typo, or naming the step by a later word of its label, still finds it', () => {
    expect(applyEdit(blot(), 'make the antibdy step red').nodes[4]!.style?.fill).toBe('#d9534f');
    expect(applyEdit(blot(), 'make the membrane transfer bold').nodes[2]!.style).toEqual({ bold: true });
  });

  test('two steps fitting the description are refused, naming both', () => {
    const both = chain(['Excluded (n = 12)', 'Exclude patient', 'Enrol']);
    const message = refusal(both, 'remove the exclusion box');
    expect(message).toMatch(/'Excluded \(n = 12\)' \(n1\)/);
    expect(message).toMatch(/'Exclude patient' \(n2\)/);
  });

  test('a description that fits no step is refused, quoting it', () => {
    expect(refusal(blot(), 'remove the staining step')).toMatch(/no step .*staining/);
  });

  test('an ordinal picks among the steps a description fits, in model order', () => {
    const g = chain(['Fix in 4% PFA', 'Wash in PBS', 'Permeabilise', 'Wash in PBS', 'Block', 'Wash in PBS', 'Mount']);
    expect(applyEdit(g, 'drop the second wash').nodes.map((n) => n.id)).toEqual(['n1', 'n2', 'n3', 'n5', 'n6', 'n7']);
    expect(applyEdit(g, 'remove the last step').nodes.map((n) => n.id)).toEqual(['n1', 'n2', 'n3', 'n4', 'n5', 'n6']);
    expect(refusal(g, 'remove the fourth wash')).toMatch(/3 fit/);
  });

  test('"the text in the diamond" is the text of the one decision', () => {
    const g = applyEdit(blot(), 'make the text in the diamond bold');
    expect(byLabel(g, 'Signal clear?').style).toEqual({ bold: true });
  });

  test('a lane named before its kind word', () => {
    const g = applyEdit(blot(), "move the blocking step into lane 'Lab'; rename the Lab lane to Wet lab");
    expect(g.groups).toEqual([{ id: 'g1', label: 'Wet lab', kind: 'lane' }]);
  });

  test('an exact label still wins over a description', () => {
    const g = chain(['Wash', 'Washing buffer prepared', 'Stain']);
    expect(labels(applyEdit(g, 'remove the wash step'))).toEqual(['Washing buffer prepared', 'Stain']);
  });
});

describe('collective names with their nouns', () => {
  test.each([
    ['make the decision boxes orange', '#f0a04b'],
    ['colour all the diamonds light blue', '#cfe2f3'],
    ['make the decision nodes red', '#d9534f'],
    ['colour every decision step green', '#5cb85c'],
  ])('"%s" colours exactly the decisions', (instruction, fill) => {
    const g = applyEdit(triage(), instruction);
    expect(g.nodes.filter((n) => n.style?.fill === fill).map((n) => n.label)).toEqual(['qSOFA >= 2?', 'Lactate > 2?']);
  });
});

describe('several edits in one part, joined by "and" or commas', () => {
  test('"title it \'ED sepsis pathway\' and make all edges thick" does both', () => {
    const g = applyEdit(triage(), "title it 'ED sepsis pathway' and make all edges thick");
    expect(g.title).toBe('ED sepsis pathway');
    expect(g.edges.every((e) => e.line === 'thick')).toBe(true);
  });

  test('three edits joined by a comma and "and"', () => {
    const g = applyEdit(triage(), "title it 'Sepsis', make all edges thick and colour the decisions orange");
    expect(g.title).toBe('Sepsis');
    expect(g.edges.every((e) => e.line === 'thick')).toBe(true);
    expect(g.nodes.filter((n) => n.style?.fill === '#f0a04b')).toHaveLength(2);
  });

  test('a later part may name a step an earlier part added', () => {
    const g = applyEdit(blot(), "add 'Wash twice' after the blocking step and make Wash twice green");
    expect(byLabel(g, 'Wash twice').style?.fill).toBe('#5cb85c');
  });

  test('an unquoted title followed by a second edit is split, not swallowed', () => {
    const g = applyEdit(triage(), 'call the chart Sepsis pathway and make all edges dashed');
    expect(g.title).toBe('Sepsis pathway');
    expect(g.edges.every((e) => e.line === 'dotted')).toBe(true);
  });

  test('"and" inside a label that is no second edit stays in the label', () => {
    expect(applyEdit(blot(), 'add a step Spin and decant after Run SDS-PAGE').nodes[2]!.label).toBe('Spin and decant');
    expect(applyEdit(blot(), "rename 'Image the blot' to 'Image and store'").nodes[6]!.label).toBe('Image and store');
  });

  test('a part without a verb takes the verb of the part before it', () => {
    const g = applyEdit(triage(), 'make Patient arrives green and Admit to ICU red');
    expect(byLabel(g, 'Patient arrives').style?.fill).toBe('#5cb85c');
    expect(byLabel(g, 'Admit to ICU').style?.fill).toBe('#d9534f');
  });

  test('edits without verbs joined by "and" and commas: "larger font and thicker arrows please"', () => {
    const g = applyEdit(triage(), 'larger font and thicker arrows please');
    expect(g.textScale).toBe(1.25);
    expect(g.edges.every((e) => e.line === 'thick')).toBe(true);
    const h = applyEdit(triage(), 'smaller font, more compact, and left to right');
    expect([h.textScale, h.spacing, h.direction]).toEqual([0.8, 'compact', 'LR']);
  });

  test('a label that runs on into a second edit is refused, never swallowed', () => {
    const two = applyEdit(triage(), "change Patient arrives to n = 118 and add a box 'Declined' coming off the screening");
    expect(labels(two)[0]).toBe('n = 118');
    expect(successors(two, 'Screen for sepsis')).toEqual(['qSOFA >= 2?', 'Declined']);
    expect(refusal(triage(), "change Patient arrives to n = 118 and add a box 'Declined' going nowhere")).toMatch(/add a box 'Declined'/);
    expect(refusal(blot(), 'add a step Spin and remove supernatant after Run SDS-PAGE')).toMatch(/holds 'and remove'.*quote/);
    expect(applyEdit(blot(), "add a step 'Spin and remove supernatant' after Run SDS-PAGE").nodes[2]!.label).toBe('Spin and remove supernatant');
  });

  test('"can you ..." and a closing "pls" are politeness, not part of the edit', () => {
    expect(applyEdit(blot(), 'can you add a wash step (3 x 5 min TBST) after the blocking step').nodes[4]!.label).toBe('Wash (3 x 5 min TBST)');
    expect(applyEdit(triage(), 'left to right pls').direction).toBe('LR');
  });

  test('prose with a bracket is not a Mermaid node statement', () => {
    const g = applyEdit(triage(), 'landscape (left to right)');
    expect([g.direction, labels(g)]).toEqual(['LR', labels(triage())]);
    expect(refusal(triage(), 'tidy up (a bit)')).toMatch(/not an edit/);
  });

  test('one part that does not read fails the whole edit, naming that part; nothing is applied', () => {
    const g = triage();
    const message = refusal(g, "title it 'ED sepsis pathway' and make all edgs thick");
    expect(message).toMatch(/make all edgs thick/);
    expect(g.title).toBeUndefined();
  });
});

describe('text size, spacing and side by side', () => {
  test.each([
    ['make the font bigger', 1.25],
    ['larger text please', 1.25],
    ['increase the font size', 1.25],
    ['smaller font', 0.8],
    ['make the text a bit smaller', 0.8],
  ])('"%s" sets textScale %d', (instruction, scale) => {
    expect(applyEdit(triage(), instruction).textScale).toBeCloseTo(scale, 6);
  });

  test('text size changes by 1.25 from the current size and stays within 0.6..2', () => {
    expect(applyEdit({ ...triage(), textScale: 1.25 }, 'bigger text').textScale).toBeCloseTo(1.5625, 6);
    expect(applyEdit({ ...triage(), textScale: 1.9 }, 'bigger text').textScale).toBe(2);
    expect(applyEdit({ ...triage(), textScale: 0.7 }, 'smaller text').textScale).toBe(0.6);
    expect(refusal({ ...triage(), textScale: 2 }, 'make the font bigger')).toMatch(/largest/);
  });

  test.each([
    ['more compact', undefined, 'compact'],
    ['make it tighter', undefined, 'compact'],
    ['spread it out', undefined, 'spacious'],
    ['more space between the steps', undefined, 'spacious'],
    ['make it more compact', 'spacious', undefined],
    ['make it compact', 'spacious', 'compact'],
  ] as const)('"%s" from spacing %s gives %s', (instruction, before, after) => {
    const g = applyEdit({ ...triage(), ...(before ? { spacing: before } : {}) }, instruction);
    expect(g.spacing).toBe(after);
  });

  test('"put the three arms side by side" finds the three arm boxes by description', () => {
    expect(applyEdit(trial(), 'put the three arms side by side').sideBySide).toEqual([['n4', 'n5', 'n6']]);
  });

  test('"place A and B side by side" names them; a step is in one row only', () => {
    const g = applyEdit(trial(), 'put the three arms side by side; place Excluded and Randomised side by side');
    expect(g.sideBySide).toEqual([['n4', 'n5', 'n6'], ['n2', 'n3']]);
    const moved = applyEdit(g, "place 'Allocated to arm A (n = 36)' and Excluded next to each other");
    expect(moved.sideBySide).toEqual([['n5', 'n6'], ['n4', 'n2']]);
  });

  test('"the three arms" no label names are the steps the one three-way fan-out leads to', () => {
    const g = chain(['Eligible patients (n = 270)', 'Randomisation 1:1:1']);
    for (const [k, label] of ['Low dose (n = 90)', 'High dose (n = 90)', 'Placebo (n = 90)'].entries()) {
      g.nodes.push({ id: `a${k}`, label, role: 'process' });
      g.edges.push({ id: `x${k}`, from: 'n2', to: `a${k}`, line: 'solid', arrow: 'end' });
    }
    expect(applyEdit(g, 'put the three arms side by side').sideBySide).toEqual([['a0', 'a1', 'a2']]);
    expect(refusal(g, 'put the four arms side by side')).toMatch(/no step fits 'the four arms'/);
  });

  test('"give the two follow-up visits a dashed outline" and "in one row"', () => {
    const g = chain(['Baseline visit', 'Follow-up visit 1 (week 16)', 'Follow-up visit 2 (week 24)']);
    expect(applyEdit(g, 'give the two follow-up visits a dashed outline').nodes.map((n) => n.style?.dashed ?? false)).toEqual([false, true, true]);
    expect(applyEdit(g, 'put Baseline visit and Follow-up visit 1 (week 16) next to each other in one row').sideBySide).toEqual([['n1', 'n2']]);
  });

  test('a number of steps said that differs from those found is refused, naming them', () => {
    const message = refusal(trial(), 'put the two arms side by side');
    expect(message).toMatch(/two/);
    expect(message).toMatch(/'Allocated to arm C \(n = 36\)' \(n6\)/);
  });
});

describe('titles', () => {
  test.each([
    ["title it 'ED sepsis pathway'", 'ED sepsis pathway'],
    ['call the chart Sepsis screening', 'Sepsis screening'],
    ["name the diagram 'Triage'", 'Triage'],
    ['change the title to Triage v2', 'Triage v2'],
  ])('"%s" sets the title', (instruction, title) => {
    expect(applyEdit(triage(), instruction).title).toBe(title);
  });

  test.each(['remove the title', 'no title', 'delete title'])('"%s" removes it', (instruction) => {
    expect(applyEdit({ ...triage(), title: 'Old' }, instruction).title).toBeUndefined();
  });

  test('removing a title there is not is refused', () => {
    expect(refusal(triage(), 'no title')).toMatch(/no title/);
  });
});

describe('the feedback loop', () => {
  test.each(['dashed line for the feedback loop', 'make the feedback loop dashed', 'use a dashed arrow for the loop back'])('"%s" dashes the edge back to an earlier step', (instruction) => {
    const g = applyEdit(blot(), instruction);
    expect(g.edges.filter((e) => e.line === 'dotted').map((e) => e.id)).toEqual(['e7']);
  });

  test('no loop, or several, is refused', () => {
    expect(refusal(triage(), 'make the feedback loop dashed')).toMatch(/no edge goes back/);
    const two = blot();
    two.edges.push({ id: 'e8', from: 'n7', to: 'n1', line: 'solid', arrow: 'end' });
    const message = refusal(two, 'make the feedback loop red');
    expect(message).toMatch(/e7/);
    expect(message).toMatch(/e8/);
    expect(applyEdit(two, 'make the feedback loops red').edges.filter((e) => e.style?.stroke === '#d9534f').map((e) => e.id)).toEqual(['e7', 'e8']);
  });
});
