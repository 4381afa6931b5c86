// "Provided that X, A", "As long as X, A", "Should the sample be haemolysed, A": words other
// than "if" that open a condition are read as "if" is: a question, its step on Yes and any
// "otherwise" on No, never a box holding the condition's words. "For any other X, B" and "in
// all other cases, B" say the other outcome as "otherwise" does.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList, labels } from './support.ts';

describe('conditions opened by words other than "if"', () => {
  test('"Should the sample be haemolysed, A; otherwise B" asks whether it is haemolysed', () => {
    const graph = interpret('Should the sample be haemolysed, request a fresh draw; otherwise proceed to analysis.', []);
    expect(labels(graph)).toEqual(['Is the sample haemolysed?', 'Request a fresh draw', 'Analysis']);
    expect(edgeList(graph)).toEqual(['Is the sample haemolysed? -> Request a fresh draw [Yes]', 'Is the sample haemolysed? -> Analysis [No]']);
  });

  test.each([
    'Provided that the gel is intact, image it; otherwise pour a new gel.',
    'Providing the gel is intact, image it; otherwise pour a new gel.',
    'As long as the gel is intact, image it; otherwise pour a new gel.',
  ])('"%s" is a question with both outcomes', (prompt) => {
    const graph = interpret(prompt, []);
    expect(graph.nodes.find((n) => n.role === 'decision')?.label).toBe('Is the gel intact?');
    expect(edgeList(graph)).toEqual(['Is the gel intact? -> Image it [Yes]', 'Is the gel intact? -> Pour a new gel [No]']);
  });

  test.each([
    'If the caller reports chest pain, send an ambulance; for any other complaint, transfer the call to the nurse line.',
    'If the caller reports chest pain, send an ambulance. For all other complaints, transfer the call to the nurse line.',
    'If the caller reports chest pain, send an ambulance; in all other cases, transfer the call to the nurse line.',
  ])('"%s": the others are the No branch', (prompt) => {
    expect(edgeList(interpret(prompt, []))).toEqual([
      'The caller reports chest pain? -> Send an ambulance [Yes]',
      'The caller reports chest pain? -> Transfer the call to the nurse line [No]',
    ]);
  });

  test('"if nobody is home, A ... If someone is home, B": the other side of one question, not a second question', () => {
    const graph = interpret('Visit the dwelling; if nobody is home, revisit up to twice more, then replace the dwelling. If someone is home, obtain consent and interview the head of household.', []);
    expect(graph.nodes.filter((n) => n.role === 'decision')).toHaveLength(1);
    expect(edgeList(graph)).toContain('Is nobody home? -> Obtain consent [No]');
  });

  test('"Unless X is allergic, A; allergic patients get B. Review ...": B is the Yes, and both ways go on to the review', () => {
    const graph = interpret('Unless the patient is allergic to penicillin, start amoxicillin; allergic patients get clarithromycin. Review at 48 hours.', []);
    expect(edgeList(graph)).toEqual([
      'Is the patient allergic to penicillin? -> Start amoxicillin [No]',
      'Is the patient allergic to penicillin? -> Allergic patients get clarithromycin [Yes]',
      'Start amoxicillin -> Review at 48 hours',
      'Allergic patients get clarithromycin -> Review at 48 hours',
    ]);
  });

  test('"Where they disagree by more than 2 points, a third auditor re-scores": a condition; "where possible" is none', () => {
    const graph = interpret('Two auditors score each chart independently. Where they disagree by more than 2 points, a third auditor re-scores the chart. Scores are then entered into the dashboard.', []);
    expect(graph.nodes.filter((n) => n.role === 'decision')).toHaveLength(1);
    expect(labels(interpret('Thaw the plasma. Where possible, keep it on ice. Spin it down.', [])).some((l) => l.endsWith('?'))).toBe(false);
  });

  test('"A unless X, in which case B": X is the question, B its Yes and A its No; "A unless X" alone puts A on No', () => {
    expect(edgeList(interpret('Discharge the patient the same day unless the observations are abnormal at 4 hours, in which case admit overnight.', []))).toEqual([
      'Are the observations abnormal at 4 hours? -> Admit overnight [Yes]',
      'Are the observations abnormal at 4 hours? -> Discharge the patient the same day [No]',
    ]);
    expect(edgeList(interpret('Check the INR. Give the usual dose unless the INR is above 3. Then book the next check.', []))).toContain('Is the INR above 3? -> Give the usual dose [No]');
  });

  test('"... in which case deparaffinise it first" comes before the step, not instead of it: not read as the other outcome', () => {
    expect(() => interpret('Extract DNA with the Qiagen kit unless the sample is FFPE, in which case deparaffinise it first. Quantify the DNA by Qubit.', [])).toThrow();
  });

  test('"Fixed tissue is embedded" (a singular subject) goes on from the way that fixed it only', () => {
    const graph = interpret('Fix the tissue in formalin unless it is for frozen sections, in which case snap-freeze it. Fixed tissue is embedded in paraffin.', []);
    expect(edgeList(graph)).toEqual([
      'Is it for frozen sections? -> Snap-freeze it [Yes]',
      'Is it for frozen sections? -> Fix the tissue in formalin [No]',
      'Fix the tissue in formalin -> Fixed tissue is embedded in paraffin',
    ]);
  });
});
