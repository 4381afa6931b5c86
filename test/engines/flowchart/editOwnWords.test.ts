// Forty edits written in plain words on five drawn flowcharts: steps named by what they are,
// several changes joined by "and", styles and layout. Each either does what a careful reader
// expects (and nothing else), or is refused with a reason that names the words it could not use.
import { applyEdit } from '../../../engines/flowchart/edit/index.ts';
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import type { FlowGraph } from '../../../engines/flowchart/model.ts';
import { edgeList, editRefusal, labels, node } from './support.ts';

const blot = interpret('western blot protocol flowchart: lyse cells in RIPA buffer -> BCA protein assay -> SDS-PAGE (20 µg/lane) -> transfer to PVDF -> block in 5% milk for 1 h -> primary Ab overnight at 4 °C -> HRP secondary 1 h RT -> ECL detection', []);
const bloods = interpret('Outpatient bloods, lanes Patient | Nurse | Doctor: patient arrives at clinic; nurse records obs; doctor takes blood sample; doctor reviews results; patient books follow-up', []);
const stroke = interpret('Hyperacute stroke: arrival in ED → NIHSS assessment → CT head → haemorrhage on CT? yes: refer neurosurgery, no: IV thrombolysis (alteplase)', []);
const sepsis = interpret('ED sepsis screen: triage -> qSOFA >= 2? yes -> blood cultures + lactate -> IV abx within 1 h. no -> routine ED care', []);
const anaphylaxis = interpret('Anaphylaxis: give IM adrenaline 0.5 mg, call for help. Improving after 5 min? Yes: observe for 6 h. No: repeat IM adrenaline and reassess at 5 min again.', []);

/** The fill a step is drawn with after the edit. */
const fill = (g: FlowGraph, label: string) => node(g, label).style?.fill;
/** Only styles changed: the same steps and arrows as before. */
const sameShape = (a: FlowGraph, b: FlowGraph) => expect(edgeList(b)).toEqual(edgeList(a));

describe('colours and styles on steps named by what they are', () => {
  test('"make the blocking step blue"', () => {
    const g = applyEdit(blot, 'make the blocking step blue');
    expect(fill(g, 'Block in 5% milk for 1 h')).toBe('#4a90d9');
    expect(g.nodes.filter((n) => n.style?.fill).length).toBe(1);
    sameShape(blot, g);
  });

  test('"colour the transfer box and the detection box green"', () => {
    const g = applyEdit(blot, 'colour the transfer box and the detection box green');
    expect([fill(g, 'Transfer to PVDF'), fill(g, 'ECL detection')]).toEqual(['#5cb85c', '#5cb85c']);
  });

  test('"make the decision orange" on a flow with one decision', () => {
    expect(fill(applyEdit(stroke, 'make the decision orange'), 'Haemorrhage on CT?')).toBe('#f0a04b');
  });

  test('"colour both outcomes red" names the two steps the decision leads to', () => {
    const g = applyEdit(stroke, 'colour both outcomes red');
    expect([fill(g, 'Refer neurosurgery'), fill(g, 'IV thrombolysis (alteplase)')]).toEqual(['#d9534f', '#d9534f']);
    expect(fill(g, 'CT head')).toBeUndefined();
  });

  test('"make the qSOFA check yellow and the routine care box grey"', () => {
    const g = applyEdit(sepsis, 'make the qSOFA check yellow and the routine care box grey');
    expect(fill(g, 'qSOFA >= 2?')).toBe('#f6d55c');
    expect(fill(g, 'Routine ED care')).toBe('#9e9e9e');
  });

  test('"highlight the blood cultures step in red as well"', () => {
    expect(fill(applyEdit(sepsis, 'highlight the blood cultures step in red as well'), 'Blood cultures + lactate')).toBe('#d9534f');
  });

  test('"make the observe box green and the adrenaline boxes red": a plural names every step it fits', () => {
    const g = applyEdit(anaphylaxis, 'make the observe box green and the adrenaline boxes red');
    expect(fill(g, 'Observe for 6 h')).toBe('#5cb85c');
    expect([fill(g, 'Give IM adrenaline 0.5 mg'), fill(g, 'Repeat IM adrenaline')]).toEqual(['#d9534f', '#d9534f']);
  });

  test('"make the improvement question bold", and "remove the BCA assay and make the lysis step bold"', () => {
    expect(node(applyEdit(anaphylaxis, 'make the improvement question bold'), 'Improving after 5 min?').style?.bold).toBe(true);
    const g = applyEdit(blot, 'remove the BCA assay and make the lysis step bold');
    expect(labels(g)).not.toContain('BCA protein assay');
    expect(node(g, 'Lyse cells in RIPA buffer').style?.bold).toBe(true);
    expect(edgeList(g)).toContain('Lyse cells in RIPA buffer -> SDS-PAGE (20 µg/lane)');
  });

  test('"make the CT box a database"', () => {
    expect(node(applyEdit(stroke, 'make the CT box a database'), 'CT head').role).toBe('database');
  });
});

describe('layout and type', () => {
  test('"lay it out left to right and make the font bigger"', () => {
    const g = applyEdit(blot, 'lay it out left to right and make the font bigger');
    expect(g.direction).toBe('LR');
    expect(g.textScale).toBeGreaterThan(1);
  });

  test('"make it more compact", "smaller text and more space between boxes"', () => {
    expect(applyEdit(blot, 'make it more compact').spacing).toBe('compact');
    const g = applyEdit(anaphylaxis, 'smaller text and more space between boxes');
    expect(g.spacing).toBe('spacious');
    expect(g.textScale).toBeLessThan(1);
  });

  test('"make all arrows thick and title it ..." and "thicker arrows please"', () => {
    const g = applyEdit(blot, 'make all arrows thick and title it "Western blot v2"');
    expect(g.title).toBe('Western blot v2');
    expect(g.edges.every((e) => e.line === 'thick')).toBe(true);
    expect(applyEdit(sepsis, 'thicker arrows please').edges.every((e) => e.line === 'thick')).toBe(true);
  });

  test('"put the transfer box and the blocking box side by side"', () => {
    const g = applyEdit(blot, 'put the transfer box and the blocking box side by side');
    expect(g.sideBySide).toEqual([[node(blot, 'Transfer to PVDF').id, node(blot, 'Block in 5% milk for 1 h').id]]);
  });
});

describe('steps added, removed, renamed and rewired by description', () => {
  test('"insert a wash step between the primary and the secondary"', () => {
    const g = applyEdit(blot, 'insert a wash step between the primary and the secondary');
    expect(edgeList(g)).toContain('Primary Ab overnight at 4 °C -> Wash');
    expect(edgeList(g)).toContain('Wash -> HRP secondary 1 h RT');
    expect(edgeList(g)).not.toContain('Primary Ab overnight at 4 °C -> HRP secondary 1 h RT');
  });

  test('"rename the detection step to ..." and "rename triage to ..."', () => {
    expect(labels(applyEdit(blot, 'rename the detection step to "ECL imaging on ChemiDoc"'))).toContain('ECL imaging on ChemiDoc');
    expect(labels(applyEdit(sepsis, 'rename triage to "Nurse triage"'))[0]).toBe('Nurse triage');
  });

  test('"add a step ... after the thrombolysis box", "add ... after routine ED care"', () => {
    expect(edgeList(applyEdit(stroke, 'add a step "Thrombectomy if LVO" after the thrombolysis box'))).toContain('IV thrombolysis (alteplase) -> Thrombectomy if LVO');
    expect(edgeList(applyEdit(sepsis, 'add "Reassess in 1 h" after routine ED care'))).toContain('Routine ED care -> Reassess in 1 h');
  });

  test('"add CT angiography between CT head and the haemorrhage question"', () => {
    const g = applyEdit(stroke, 'add "CT angiography" between CT head and the haemorrhage question');
    expect(edgeList(g)).toEqual(expect.arrayContaining(['CT head -> CT angiography', 'CT angiography -> Haemorrhage on CT?']));
    expect(edgeList(g)).not.toContain('CT head -> Haemorrhage on CT?');
  });

  test('"the yes branch should go to ... instead of neurosurgery" keeps the branch label', () => {
    const g = applyEdit(stroke, 'the yes branch should go to "Reverse anticoagulation" instead of neurosurgery');
    expect(edgeList(g)).toContain('Haemorrhage on CT? -> Reverse anticoagulation [Yes]');
    expect(edgeList(g).some((e) => e.startsWith('Haemorrhage on CT? -> Refer neurosurgery'))).toBe(false);
  });

  test('"remove the NIHSS step" joins the steps either side', () => {
    const g = applyEdit(stroke, 'remove the NIHSS step');
    expect(edgeList(g)).toContain('Arrival in ED -> CT head');
  });

  test('"add Call ICU after the repeat adrenaline step" takes its place in the loop', () => {
    const g = applyEdit(anaphylaxis, 'add "Call ICU" after the repeat adrenaline step');
    expect(edgeList(g)).toEqual(expect.arrayContaining(['Repeat IM adrenaline -> Call ICU', 'Call ICU -> Improving after 5 min?']));
  });

  test('"remove the edge from transfer to blocking"', () => {
    expect(edgeList(applyEdit(blot, 'remove the edge from transfer to blocking'))).not.toContain('Transfer to PVDF -> Block in 5% milk for 1 h');
  });
});

describe('lanes', () => {
  test('"move the blood sample box to the nurse lane"', () => {
    const g = applyEdit(bloods, 'move the blood sample box to the nurse lane');
    expect(g.groups.find((x) => x.id === node(g, 'Take blood sample').group)?.label).toBe('Nurse');
  });

  test('"rename the Nurse lane to Phlebotomy"', () => {
    expect(applyEdit(bloods, 'rename the Nurse lane to Phlebotomy').groups.map((x) => x.label)).toEqual(['Patient', 'Phlebotomy', 'Doctor']);
  });

  test('"add Label tubes after the blood sample step in the nurse lane"', () => {
    const g = applyEdit(bloods, 'add "Label tubes" after the blood sample step in the nurse lane');
    expect(edgeList(g)).toEqual(expect.arrayContaining(['Take blood sample -> Label tubes', 'Label tubes -> Review results']));
    expect(g.groups.find((x) => x.id === node(g, 'Label tubes').group)?.label).toBe('Nurse');
  });
});

test('"put the first two steps side by side": the first steps in model order, as many as said', () => {
  expect(applyEdit(anaphylaxis, 'put the first two steps side by side').sideBySide).toEqual([anaphylaxis.nodes.slice(0, 2).map((n) => n.id)]);
});

test('"the doctor steps", "the patient steps": the steps in the lane the words name', () => {
  const g = applyEdit(bloods, 'make the patient steps light blue and the doctor steps light green');
  const fills = Object.fromEntries(g.nodes.map((n) => [n.label, n.style?.fill]));
  expect(fills).toEqual({ 'Arrive at clinic': '#cfe2f3', 'Record obs': undefined, 'Take blood sample': '#d9ead3', 'Review results': '#d9ead3', 'Book follow-up': '#cfe2f3' });
});

describe('refused, naming the words that could not be used', () => {
  test.each([
    ['add a wash step (3 x 5 min TBST) after the secondary antibody step', blot, /secondary antibody/],
    ['make the start box green', stroke, /start/],
    ['dashed border on the routine care box', sepsis, /dashed/],
    ['add a note "within 60 minutes" to the antibiotics box', sepsis, /antibiotics/],
    ['connect observe for 6 h to the end', anaphylaxis, /end/],
    ['the three antibody steps in purple', blot, /the three antibody steps in purple/],
  ])('"%s"', (instruction, graph, named) => {
    expect(editRefusal(graph as FlowGraph, instruction as string)).toMatch(named as RegExp);
  });

  test('"remove the title" when there is none says so', () => {
    expect(editRefusal(applyEdit(anaphylaxis, 'remove the title'), 'remove the title')).toMatch(/no title/);
  });
});
