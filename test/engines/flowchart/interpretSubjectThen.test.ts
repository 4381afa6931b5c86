// "The <someone> then <does>": "then" after a clause's subject orders the step; it does not cut it in two.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList, labels } from './support.ts';

describe('"then" after a subject', () => {
  test('"The duty pharmacist then checks the dose" is one step after the step before', () => {
    const graph = interpret('The ward sends the prescription. The duty pharmacist then checks the dose.', []);
    expect(labels(graph)).toEqual(['The ward sends the prescription', 'The duty pharmacist checks the dose']);
    expect(edgeList(graph)).toEqual(['The ward sends the prescription -> The duty pharmacist checks the dose']);
  });

  test('after a semicolon, a plural subject: "the slides then go to the scanner"', () => {
    const graph = interpret('Stain the sections; the slides then go to the scanner.', []);
    expect(labels(graph)).toEqual(['Stain the sections', 'The slides go to the scanner']);
  });
});
