// Edits as researchers write them (docs/flowchart-edits.md): layout asked for by its effect
// ("landscape", "so it reads upwards", "it runs onto two pages"), steps named by a relative
// clause ("the steps carried out on the bench"), "it" for the step just named, edits without a
// verb, rewiring said in words, a step split in two, a decision with its outcomes in words, and
// steps added beside or after others. Each test asserts what a client observes in the edited
// graph, or the refusal it is given.
import { applyEdit } from '../../../engines/flowchart/edit/index.ts';
import { chainGraph as chain, editRefusal as refusal, labels, node as byLabel, predecessors, successors } from './support.ts';
import type { FlowEdge, FlowGraph } from '../../../engines/flowchart/model.ts';

/** A chain of steps n1 -> n2 -> ..., a label ending in "?" being a decision. */

function edge(id: string, from: string, to: string, label?: string): FlowEdge {
  return label === undefined ? { id, from, to, line: 'solid', arrow: 'end' } : { id, from, to, label, line: 'solid', arrow: 'end' };
}

/** A bench protocol: some steps cold, some by the technician. */
function bench(): FlowGraph {
  return chain(['Thaw aliquot on ice', 'Technician weighs the powder', 'Dissolve in buffer at 4 °C', 'Vortex 30 s', 'Technician records the mass', 'Store at -80 °C']);
}

/** A model-training loop: a quality check whose "no" branch goes back. */
function training(): FlowGraph {
  const g = chain(['Fetch records', 'Tidy & deduplicate records', 'Split into folds', 'Fit the model', 'Score on held-out fold', 'Score ≥ 0.9?', 'Ship model']);
  g.edges.find((e) => e.from === 'n6')!.label = 'Yes';
  g.edges.push(edge('e7', 'n6', 'n2', 'No'));
  return g;
}

/** A triage decision with two ends. */
function triage(): FlowGraph {
  return { nodes: [{ id: 'n1', label: 'Red flag present?', role: 'decision' }, { id: 'n2', label: 'Urgent referral', role: 'process' }, { id: 'n3', label: 'Routine review', role: 'process' }], edges: [edge('e1', 'n1', 'n2', 'Yes'), edge('e2', 'n1', 'n3', 'No')], groups: [] };
}

const edgeLabel = (g: FlowGraph, from: string, to: string) => g.edges.find((e) => e.from === byLabel(g, from).id && e.to === byLabel(g, to).id)?.label;


describe('layout asked for by its effect', () => {
  test('"landscape" is left to right and "portrait" top to bottom; a bracket restating it is read', () => {
    expect(applyEdit(bench(), 'landscape please').direction).toBe('LR');
    expect(applyEdit(bench(), 'make it landscape (left to right)').direction).toBe('LR');
    expect(applyEdit({ ...bench(), direction: 'LR' }, 'portrait').direction).toBe('TB');
    expect(refusal(bench(), 'landscape (top to bottom)')).toMatch(/landscape/);
  });

  test('"turn it so it reads from the bottom up" is bottom to top, "upwards" too', () => {
    expect(applyEdit(bench(), 'turn it so it reads from the bottom up').direction).toBe('BT');
    expect(applyEdit(bench(), 'flip it so that it flows upwards').direction).toBe('BT');
    expect(applyEdit(bench(), 'have it run from right to left').direction).toBe('RL');
  });

  test('a chart that runs onto a second page asks for a compact layout, said alone or with "more compact"', () => {
    expect(applyEdit(bench(), 'it runs onto two pages').spacing).toBe('compact');
    expect(applyEdit(bench(), 'tighter please, it spills over onto the next page').spacing).toBe('compact');
    expect(applyEdit(bench(), "it doesn't fit on one page").spacing).toBe('compact');
  });

  test('three verbless edits joined by commas and "and": text size, spacing, landscape', () => {
    const g = applyEdit(bench(), 'bigger text, less compact, and landscape (left to right)');
    expect([g.textScale, g.spacing, g.direction]).toEqual([1.25, 'spacious', 'LR']);
  });

  test('"can A and B sit next to each other, same level" asks for them side by side', () => {
    const g = applyEdit(bench(), 'can the weighing and the vortexing sit next to each other, same level');
    expect(g.sideBySide).toEqual([['n2', 'n4']]);
    expect(applyEdit(bench(), 'could the thawing and the vortex step be on the same level').sideBySide).toEqual([['n1', 'n4']]);
  });
});

describe('steps named by a relative clause', () => {
  const fills = (g: FlowGraph) => g.nodes.filter((n) => n.style?.fill).map((n) => n.label);

  test('"the steps done by the technician" are every step whose label has the word', () => {
    expect(fills(applyEdit(bench(), 'highlight the steps done by the technician in light blue'))).toEqual(['Technician weighs the powder', 'Technician records the mass']);
    expect(fills(applyEdit(bench(), 'colour the steps carried out by the technician orange'))).toEqual(['Technician weighs the powder', 'Technician records the mass']);
    expect(fills(applyEdit(bench(), 'make the steps that the technician does green'))).toEqual(['Technician weighs the powder', 'Technician records the mass']);
  });

  test('"or" in the clause names the steps fitting either side', () => {
    expect(fills(applyEdit(bench(), 'shade the steps done on ice or at 4 °C in light blue'))).toEqual(['Thaw aliquot on ice', 'Dissolve in buffer at 4 °C']);
  });

  test('a singular relative clause names its one step', () => {
    expect(fills(applyEdit(bench(), 'make the step performed at 4 °C yellow'))).toEqual(['Dissolve in buffer at 4 °C']);
    expect(refusal(bench(), 'make the step done by the technician yellow')).toMatch(/could be any of 'Technician weighs the powder' \(n2\), 'Technician records the mass' \(n5\)/);
  });

  test('a clause no label fits is refused, naming its words', () => {
    expect(refusal(bench(), 'colour the steps done by the supervisor red')).toMatch(/supervisor/);
  });
});

describe('steps added where others join, branch off or run alongside', () => {
  test('"a final X box that both branches lead into" joins every end of the flow to it', () => {
    const g = applyEdit(triage(), "add a final 'File the letter' box that both branches lead into");
    expect(predecessors(g, 'File the letter')).toEqual(['Urgent referral', 'Routine review']);
    expect(successors(g, 'File the letter')).toEqual([]);
    expect(refusal(triage(), "add a final 'File the letter' step that all three paths join")).toMatch(/2 .*'Urgent referral' \(n2\), 'Routine review' \(n3\)/);
  });

  test('"a box X coming off A" is a new branch from A, the flow after A kept', () => {
    const g = applyEdit(bench(), "add a box 'Spill kit ready' coming off the weighing step");
    expect(successors(g, 'Technician weighs the powder')).toEqual(['Dissolve in buffer at 4 °C', 'Spill kit ready']);
    expect(successors(g, 'Spill kit ready')).toEqual([]);
    const counted = chain(['Assessed (n = 540)', 'Excluded (n = 120)', 'Randomised (n = 420)']);
    const both = applyEdit(counted, "Change the excluded box to n = 118 and add a box 'Declined (n = 2)' coming off the assessed box as well");
    expect(labels(both)).toEqual(['Assessed (n = 540)', 'Excluded (n = 118)', 'Declined (n = 2)', 'Randomised (n = 420)']);
    expect(successors(both, 'Assessed (n = 540)')).toEqual(['Excluded (n = 118)', 'Declined (n = 2)']);
  });

  test('"straight after A" is after A, not part of the label', () => {
    const g = applyEdit(bench(), 'add Calibrate the balance, straight after the thawing');
    expect(successors(g, 'Thaw aliquot on ice')).toEqual(['Calibrate the balance']);
  });

  test('"in parallel with A, <step>" runs the new step beside A: same steps before and after', () => {
    const g = applyEdit(bench(), 'in parallel with the vortexing, label the tubes (date, initials) — both need to be done before the mass is recorded');
    expect(predecessors(g, 'Label the tubes (date, initials)')).toEqual(['Dissolve in buffer at 4 °C']);
    expect(successors(g, 'Label the tubes (date, initials)')).toEqual(['Technician records the mass']);
    expect(successors(g, 'Vortex 30 s')).toEqual(['Technician records the mass']);
    expect(refusal(bench(), 'in parallel with the vortexing, label the tubes — both need to be done before the storage')).toMatch(/Store at -80 °C/);
  });
});

describe('a step split in two', () => {
  test('"split \'V1 and V2 object\' into two boxes" gives each verb the object, in a chain', () => {
    const g = applyEdit(chain(['Receive sample', 'Extract and purify RNA', 'Run qPCR']), "split 'extract and purify RNA' into two separate boxes");
    expect(labels(g)).toEqual(['Receive sample', 'Extract RNA', 'Purify RNA', 'Run qPCR']);
    expect(successors(g, 'Receive sample')).toEqual(['Extract RNA']);
    expect(successors(g, 'Extract RNA')).toEqual(['Purify RNA']);
    expect(successors(g, 'Purify RNA')).toEqual(['Run qPCR']);
  });

  test('"running in parallel" puts the two parts side by side between the same steps', () => {
    const g = applyEdit(chain(['Triage', 'Swab and urine dip', 'Senior review']), 'split the swab and urine dip into two boxes running in parallel, both before the senior review');
    expect(successors(g, 'Triage')).toEqual(['Swab', 'Urine dip']);
    expect(predecessors(g, 'Senior review')).toEqual(['Swab', 'Urine dip']);
  });

  test('a label with no "and" or a number of parts that differs is refused', () => {
    expect(refusal(bench(), 'split the vortex step into two boxes')).toMatch(/Vortex 30 s/);
    expect(refusal(chain(['A', 'Wash, spin and dry', 'B']), "split 'Wash, spin and dry' into two boxes")).toMatch(/3 parts/);
  });
});

describe('rewiring said in words', () => {
  test('"the no branch should loop back to X, not to Y" moves the branch, keeping its id and label', () => {
    const g = applyEdit(training(), 'the no branch should loop back to fitting, not to tidying');
    expect(edgeLabel(g, 'Score ≥ 0.9?', 'Fit the model')).toBe('No');
    expect(g.edges.find((e) => e.id === 'e7')!.to).toBe('n4');
    expect(edgeLabel(g, 'Score ≥ 0.9?', 'Tidy & deduplicate records')).toBeUndefined();
  });

  test('"not to Y" must be where the branch goes now', () => {
    expect(refusal(training(), 'the no branch should loop back to fitting, not to fetching')).toMatch(/Fetch records/);
  });

  test('"A should go to B instead of C" and "A can go straight to B"', () => {
    const g = applyEdit(training(), 'the score check should go to the split instead of tidying');
    expect(refusal(training(), 'the no arrow should go to nowhere')).toMatch(/nowhere/);
    expect(successors(g, 'Score ≥ 0.9?')).toEqual(['Ship model', 'Split into folds']);
    const h = applyEdit(chain(['Order', 'Pick', 'Pack', 'Ship']), 'pick can go straight to ship');
    expect(successors(h, 'Pick')).toEqual(['Ship']);
  });

  test('a step with several next steps and no "instead of" is refused, naming them', () => {
    expect(refusal(training(), 'the score check should go to the split')).toMatch(/Ship model.*Tidy|Tidy.*Ship model/);
  });
});

describe('removing several steps in words', () => {
  test('"get rid of A and B" removes both; "everyone starts at C" holds when C is then a start', () => {
    const g = { ...triage(), nodes: [...triage().nodes, { id: 'n4', label: 'Book clinic', role: 'process' as const }], edges: [...triage().edges, edge('e3', 'n3', 'n4')] };
    const after = applyEdit(g, 'get rid of the red flag check and the urgent referral box, everyone starts at routine review');
    expect(labels(after)).toEqual(['Routine review', 'Book clinic']);
    expect(refusal(g, 'get rid of the urgent referral box, everyone starts at routine review')).toMatch(/Red flag present\?/);
  });
});

describe('a decision with its outcomes in words', () => {
  test('"after A add a X test - P means <new step>, N carry on to <step>"', () => {
    const g = applyEdit(bench(), 'after the vortexing add a clarity test - cloudy means filter the solution, clear carry on to the recording');
    const test = g.nodes.find((n) => n.role === 'decision')!;
    expect(test.label).toBe('Clarity test?');
    expect(successors(g, 'Vortex 30 s')).toEqual(['Clarity test?']);
    expect(edgeLabel(g, 'Clarity test?', 'Filter the solution')).toBe('Cloudy');
    expect(edgeLabel(g, 'Clarity test?', 'Technician records the mass')).toBe('Clear');
    expect(successors(g, 'Filter the solution')).toEqual([]);
  });

  test('an outcome that names a step ambiguously is refused', () => {
    expect(refusal(bench(), 'after the vortexing add a clarity test - cloudy means go back to the technician, clear carry on to the storage')).toMatch(/could be any of/);
  });
});

describe('a step named by its action', () => {
  test('"the training" is the step that opens with "Train", not one holding "train" in a compound', () => {
    const g = applyEdit(training(), 'the no branch should loop back to the fitting, not to the tidying');
    expect(g.edges.find((e) => e.id === 'e7')!.to).toBe('n4');
    const h = chain(['Fit/predict split', 'Fit the model', 'Score']);
    expect(applyEdit(h, 'rename the fitting to Train').nodes[1]!.label).toBe('Train');
    expect(refusal(chain(['Wash in PBS', 'Block', 'Wash in PBS']), 'remove the washing')).toMatch(/could be any of/);
    expect(refusal(chain(['Excluded (n = 4)', 'Exclude the outliers']), 'remove the exclusion')).toMatch(/could be any of/);
  });
});

describe('"it" and "that box" for the step just named', () => {
  const lanes = (): FlowGraph => ({
    ...chain(['Clerk arrives', 'Clerk arranges the scan', 'Radiographer scans', 'Radiologist reports']),
    groups: [{ id: 'g1', label: 'Front desk', kind: 'lane' }, { id: 'g2', label: 'Imaging staff', kind: 'lane' }],
  });

  test('"red border on X, and bold it" styles X both ways', () => {
    const g = applyEdit(bench(), 'red border on the vortex box, and bold it');
    expect(byLabel(g, 'Vortex 30 s').style).toMatchObject({ stroke: '#d9534f', bold: true });
  });

  test('"it" after a step was added is the new step', () => {
    const g = applyEdit(bench(), "add 'Label tubes' after the vortexing and make it green");
    expect(byLabel(g, 'Label tubes').style?.fill).toBe('#5cb85c');
  });

  test('"move that box to the X lane" moves the step the part before named', () => {
    const g = lanes();
    g.nodes[1]!.group = 'g1';
    g.nodes[2]!.group = 'g2';
    const after = applyEdit(g, 'actually the radiographer arranges the scan, not the clerk - move that box to the imaging staff lane');
    expect(byLabel(after, 'Clerk arranges the scan').group).toBe('g2');
    // Said alone, the correction changes nothing: it is refused rather than applied as no edit.
    expect(refusal(g, 'actually the radiographer arranges the scan, not the clerk')).toMatch(/what to change/);
  });

  test('"it" with nothing named before is refused', () => {
    expect(refusal(bench(), 'make it red')).toMatch(/it/);
  });
});

describe('edits without a verb', () => {
  test('"start box green, end box red" colours the terminators by their role', () => {
    const g = chain(['Start', 'Work', 'End']);
    g.nodes[0]!.role = 'terminator';
    g.nodes[2]!.role = 'terminator';
    const after = applyEdit(g, 'start box green, end box red');
    expect([byLabel(after, 'Start').style?.fill, byLabel(after, 'End').style?.fill]).toEqual(['#5cb85c', '#d9534f']);
  });

  test('"outline X in red" sets the border', () => {
    expect(byLabel(applyEdit(bench(), 'outline the vortex step in red'), 'Vortex 30 s').style?.stroke).toBe('#d9534f');
  });
});

describe('lanes named by another form of their label', () => {
  test('"rename the imaging lane" finds "Imaging staff" when it is the one lane with the word', () => {
    const g: FlowGraph = { ...chain(['A', 'B']), groups: [{ id: 'g1', label: 'Front desk', kind: 'lane' }, { id: 'g2', label: 'Imaging staff', kind: 'lane' }] };
    g.nodes[0]!.group = 'g1';
    g.nodes[1]!.group = 'g2';
    expect(applyEdit(g, 'rename the imaging lane to Radiology').groups[1]!.label).toBe('Radiology');
    const two: FlowGraph = { ...g, groups: [{ id: 'g1', label: 'Imaging desk', kind: 'lane' }, { id: 'g2', label: 'Imaging staff', kind: 'lane' }] };
    expect(refusal(two, 'rename the imaging lane to Radiology')).toMatch(/Imaging desk.*Imaging staff/);
  });
});

describe('small forms researchers use', () => {
  test('a lone part without a verb reads with "make"', () => {
    expect(byLabel(applyEdit(bench(), 'the vortex box light green'), 'Vortex 30 s').style?.fill).toBe('#d9ead3');
    expect(refusal(bench(), 'the vortex box nowhere')).toMatch(/vortex box nowhere/);
  });

  test('a new lane named without quotes is written as a name, its first letter raised', () => {
    const g = applyEdit(bench(), 'move the vortex step to the technician lane');
    expect(g.groups).toEqual([{ id: 'g1', label: 'Technician', kind: 'lane' }]);
  });

  test('"change X to n = 118" changes the count in the label, not the whole label', () => {
    const g = chain(['Assessed (n = 540)', 'Excluded (n = 120)', 'Randomised (n = 420)']);
    expect(applyEdit(g, 'change the excluded box to n = 118').nodes[1]!.label).toBe('Excluded (n = 118)');
    expect(applyEdit(g, "change the excluded box to 'n = 118'").nodes[1]!.label).toBe('n = 118');
  });
});

describe('steps named with their lane, and new steps put in a lane', () => {
  const pathway = (): FlowGraph => {
    const g = chain(['Take sample', 'Label and bag sample', 'Receive sample', 'Run assay']);
    g.groups = [{ id: 'g1', label: 'Ward', kind: 'lane' }, { id: 'g2', label: 'Lab', kind: 'lane' }];
    g.nodes.forEach((n, k) => (n.group = k < 2 ? 'g1' : 'g2'));
    return g;
  };

  test('"between the ward bagging and the lab receiving, in a new Porter lane"', () => {
    const g = applyEdit(pathway(), "add a 'Porter carries samples' step between the ward bagging and the lab receiving, in a new Porter lane");
    expect(successors(g, 'Label and bag sample')).toEqual(['Porter carries samples']);
    expect(successors(g, 'Porter carries samples')).toEqual(['Receive sample']);
    const porter = g.groups.find((x) => x.label === 'Porter')!;
    expect(porter.kind).toBe('lane');
    expect(byLabel(g, 'Porter carries samples').group).toBe(porter.id);
  });

  test('a lane word and a label word that fit two steps are refused', () => {
    expect(refusal(pathway(), 'remove the ward sample step')).toMatch(/could be any of/);
    expect(labels(applyEdit(pathway(), 'remove the lab sample step'))).not.toContain('Receive sample');
  });
});

describe('an outcome added to a decision', () => {
  test('"add a \'L\' outcome to D → X → back to Y" adds the branch, its new step and the way back', () => {
    const g: FlowGraph = { ...chain(['Submit', 'Review', 'Decision?', 'Publish']) };
    g.edges.find((e) => e.from === 'n3')!.label = 'Accept';
    const after = applyEdit(g, "add a 'minor changes' outcome to the decision → make the changes → back to review");
    expect(edgeLabel(after, 'Decision?', 'Make the changes')).toBe('minor changes');
    expect(successors(after, 'Make the changes')).toEqual(['Review']);
    expect(refusal(g, "add a 'minor changes' outcome to the review → make the changes → back to review")).toMatch(/not a decision/);
  });
});

describe('the examples of docs/flowchart-edits.md read', () => {
  test('outcomes with a colon, a step alongside another, a lane after an add, green text', () => {
    const g = chain(['Thaw', 'Filter', 'Store', 'Urine dip']);
    const checked = applyEdit(g, 'add a sterility check after Filter: pass goes to Store, fail means discard the batch');
    expect(edgeLabel(checked, 'Sterility check?', 'Discard the batch')).toBe('Fail');
    expect(edgeLabel(checked, 'Sterility check?', 'Store')).toBe('Pass');
    expect(predecessors(applyEdit(g, "add 'Swab' alongside Urine dip"), 'Swab')).toEqual(['Store']);
    const laned = applyEdit(g, 'add Weigh after Thaw in the Lab lane');
    expect(laned.groups.map((x) => x.label)).toEqual(['Lab']);
    expect(byLabel(laned, 'Weigh').group).toBe(laned.groups[0]!.id);
    expect(byLabel(applyEdit(g, 'green text in Filter'), 'Filter').style?.color).toBe('#5cb85c');
    expect(labels(applyEdit(g, 'take out Thaw and Store'))).toEqual(['Filter', 'Urine dip']);
  });

  test('a closing step all paths join, and a branch named with its decision', () => {
    const t: FlowGraph = { ...triage(), nodes: [...triage().nodes, { id: 'n4', label: 'Watch and wait', role: 'process' }], edges: [...triage().edges, edge('e3', 'n1', 'n4', 'Unsure')] };
    expect(predecessors(applyEdit(t, "add a closing step 'File' that all three paths join"), 'File')).toEqual(['Urgent referral', 'Routine review', 'Watch and wait']);
    const phone: FlowGraph = { ...t, nodes: [...t.nodes, { id: 'n5', label: 'Phone the GP', role: 'process' }] };
    const moved = applyEdit(phone, 'the unsure arrow of the red flag check should go to phone the GP instead');
    expect(moved.edges.find((e) => e.id === 'e3')!.to).toBe('n5');
    expect(refusal(t, 'the unsure arrow of the red flag check should go to routine review instead')).toMatch(/already leads to 'Routine review'/);
  });
});

describe('a branch named by its condition', () => {
  const consent = (): FlowGraph => {
    const g = chain(['Explain study', 'Questions answered?', 'Sign consent']);
    g.edges.find((e) => e.from === 'n2')!.label = 'Yes';
    g.edges.push(edge('e3', 'n2', 'n1', 'No'));
    return g;
  };

  test('"if questions aren\'t answered it should go to \'X\' instead of looping back" moves the No branch to a new step X', () => {
    const g = applyEdit(consent(), "if questions aren't answered it should go to 'Refer to the PI' instead of looping back");
    expect(edgeLabel(g, 'Questions answered?', 'Refer to the PI')).toBe('No');
    expect(g.edges.find((e) => e.id === 'e3')!.to).toBe(byLabel(g, 'Refer to the PI').id);
    expect(successors(g, 'Refer to the PI')).toEqual([]);
  });

  test('"if the questions are answered it should go to X" moves the Yes branch; an unquoted unknown target is refused', () => {
    const g = chain(['Explain study', 'Questions answered?', 'Sign consent', 'Enrol']);
    g.edges.find((e) => e.from === 'n2')!.label = 'Yes';
    g.edges.push(edge('e4', 'n2', 'n1', 'No'));
    expect(applyEdit(g, 'if the questions are answered it should go straight to enrol').edges.find((e) => e.id === 'e2')!.to).toBe('n4');
    expect(refusal(consent(), "if questions aren't answered it should go to refer to the PI instead of looping back")).toMatch(/refer to the PI/);
  });
});

describe('descriptions that place a step rather than describe it', () => {
  test('"the step after the vortexing" names the step after it, never the vortexing itself', () => {
    expect(labels(applyEdit(bench(), 'remove the step after the vortexing'))).toEqual(['Thaw aliquot on ice', 'Technician weighs the powder', 'Dissolve in buffer at 4 °C', 'Vortex 30 s', 'Store at -80 °C']);
    expect(byLabel(applyEdit(bench(), 'colour the box before the storage red'), 'Technician records the mass').style?.fill).toBe('#d9534f');
  });

  test('a place holding no step, or several, is refused naming them', () => {
    expect(refusal(bench(), 'remove the step before the thawing')).toMatch(/no step comes before 'Thaw aliquot on ice'/);
    const fork = chain(['Randomise', 'Arm A'], { nodes: [{ id: 'n3', label: 'Arm B', role: 'process' }], edges: [{ id: 'e9', from: 'n1', to: 'n3', line: 'solid', arrow: 'end' }] });
    expect(refusal(fork, 'remove the step after randomisation')).toMatch(/'Arm A' \(n2\).*'Arm B' \(n3\)/);
  });
});

describe('a check with "if there is / if there isn\'t" outcomes', () => {
  test('"it needs a loop - after A check for X, if there isn\'t one <step>, if there is <step>"', () => {
    const g = chain(['Add buffer 1 mL at a time', 'Mix', 'Note the volume', 'Work out the yield']);
    const after = applyEdit(g, "it needs a loop - after mixing check for a clear solution, if there isn't one add more buffer, if there is note the volume");
    expect(successors(after, 'Mix')).toEqual(['Clear solution?']);
    expect(edgeLabel(after, 'Clear solution?', 'Note the volume')).toBe('Yes');
    expect(edgeLabel(after, 'Clear solution?', 'Add buffer 1 mL at a time')).toBe('No');
    expect(after.nodes).toHaveLength(5);
  });

  test('an "if" outcome naming no step is refused, not drawn as a new step', () => {
    expect(refusal(chain(['Add buffer', 'Mix', 'Note the volume']), "after mixing check for a clear solution, if there isn't one filter it, if there is note the volume")).toMatch(/filter it/);
  });
});
