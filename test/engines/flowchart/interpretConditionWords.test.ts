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
});
