// "Check whether X. If so, A. If not, B.": a step that checks whether something holds is the
// question itself, answered by the "if so" and "if not" after it.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList, labels } from './support.ts';

describe('"check whether X" then "if so" / "if not"', () => {
  test('the check is the question, its Yes and No the sentences after it', () => {
    const graph = interpret('Check whether the sample is haemolysed. If so, request a new sample. If not, run the potassium assay.', []);
    expect(labels(graph)).toEqual(['Is the sample haemolysed?', 'Request a new sample', 'Run the potassium assay']);
    expect(edgeList(graph)).toEqual(['Is the sample haemolysed? -> Request a new sample [Yes]', 'Is the sample haemolysed? -> Run the potassium assay [No]']);
  });

  test('"see if" and "if it is" ask the same way', () => {
    const graph = interpret('Weigh the mouse. See if it has lost weight. If it has, give wet food. Otherwise return it to the cage.', []);
    expect(graph.nodes.filter((n) => n.role === 'decision').map((n) => n.label)).toEqual(['Has it lost weight?']);
  });

  test('"if so" with no question or check before it is refused, never a box "?"', () => {
    expect(() => interpret('Thaw the samples. If so, spin them down. Store at 4 °C.', [])).toThrow(/FLOWCHART_|question|decision|condition/);
  });
});
