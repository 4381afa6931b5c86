// Numbers listed with commas ("after 1, 3 and 7 days") stay in their step; an outcome negated with
// when it is judged ("if none show after 14 days") is the other way of the question just asked.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList, labels } from './support.ts';

describe('numbers listed with commas', () => {
  test('"weigh them on days 2, 5 and 9" in a comma list of steps is one step', () => {
    const graph = interpret('Tag the seedlings, weigh them on days 2, 5 and 9, then harvest the roots.', []);
    expect(labels(graph)).toEqual(['Tag the seedlings', 'Weigh them on days 2, 5 and 9', 'Harvest the roots']);
  });

  test('"1,500" and "2, 4" side by side keep both numbers whole', () => {
    const graph = interpret('Count 1,500 cells, image fields 2, 4 and 6, then export the counts.', []);
    expect(labels(graph)).toEqual(['Count 1,500 cells', 'Image fields 2, 4 and 6', 'Export the counts']);
  });
});

describe('an outcome negated with when it is judged', () => {
  test('"if shoots emerge, ...; if none emerge after 14 days, ..." is one question with a Yes and a No', () => {
    const graph = interpret('Sow the seeds in trays. Check the trays on days 7 and 14. If shoots emerge, move the trays to the greenhouse; if none emerge after 14 days, resow with fresh seed.', []);
    expect(graph.nodes.filter((n) => n.role === 'decision')).toHaveLength(1);
    const edges = edgeList(graph);
    expect(edges.some((e) => / -> Move the trays to the greenhouse \[Yes\]$/.test(e))).toBe(true);
    expect(edges.some((e) => / -> Resow with fresh seed \[No\]$/.test(e))).toBe(true);
  });

  test('when the time judged is said nowhere else, the request is refused naming it', () => {
    expect(() => interpret('Sow the seeds in trays. If shoots emerge, move the trays to the greenhouse; if none emerge after 14 days, resow with fresh seed.', [])).toThrow(/14/);
  });
});

describe('"then return to step N" in a numbered list', () => {
  test('"3. Fix the errors, then return to step 2" loops back to step 2, as "go back to" does', () => {
    const graph = interpret('1. Export the data\n2. Run the checks\n3. Fix the errors, then return to step 2', []);
    expect(edgeList(graph)).toContain('Fix the errors -> Run the checks');
  });
});

describe('the sub-items of a step that randomises', () => {
  test('"2. Randomise 1:1" over "a) intervention ..." and "b) control ..." are two arms that join at the next step', () => {
    const graph = interpret('1. Consent\n2. Randomise 1:1\n   a) intervention: app for 12 weeks\n   b) control: usual care\n3. Follow up at 6 months', []);
    expect(edgeList(graph)).toEqual([
      'Consent -> Randomise 1:1',
      'Randomise 1:1 -> Intervention: app for 12 weeks',
      'Randomise 1:1 -> Control: usual care',
      'Intervention: app for 12 weeks -> Follow up at 6 months',
      'Control: usual care -> Follow up at 6 months',
    ]);
  });
});
