// Marks beside a step that are not steps: "1a." numbers a part of step 1, "Day 1." says when the
// step after it is done, and "No. 42" numbers a thing. None of them is a box or ends a sentence.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList, groupOf, labels } from './support.ts';

describe('sub-steps, time points and number signs', () => {
  test('"1. Collect blood" over "1a. ..." and "1b. ..." names a group of its parts; no box "1b"', () => {
    const graph = interpret(
      'SOP 4.2 Plasma preparation\n1. Collect blood\n  1a. Draw 10 mL into an EDTA tube.\n  1b. Invert the tube 8 times.\n2. Centrifuge at 1,500 g for 10 min.\n3. Aliquot the plasma\n3a. Transfer 500 µL into each cryovial.\n3b. Freeze at −80 °C.',
      [],
    );
    expect(edgeList(graph)).toEqual([
      'Draw 10 mL into an EDTA tube -> Invert the tube 8 times',
      'Invert the tube 8 times -> Centrifuge at 1,500 g for 10 min',
      'Centrifuge at 1,500 g for 10 min -> Transfer 500 µL into each cryovial',
      'Transfer 500 µL into each cryovial -> Freeze at −80 °C',
    ]);
    expect(groupOf(graph, 'Invert the tube 8 times')).toBe('Collect blood');
    expect(groupOf(graph, 'Freeze at −80 °C')).toBe('Aliquot the plasma');
  });

  test('"Day 1. Seed ..." paragraphs are steps labelled with their day, no box "Day 2"', () => {
    const graph = interpret('Day 1. Seed the cells in 6-well plates.\n\nDay 2. Transfect with siRNA.\n\nDay 4. Harvest the cells for qPCR.', []);
    expect(edgeList(graph)).toEqual(['Day 1: Seed the cells in 6-well plates -> Day 2: Transfect with siRNA', 'Day 2: Transfect with siRNA -> Day 4: Harvest the cells for qPCR']);
  });

  test('"Whatman No. 42 paper" stays one step', () => {
    const graph = interpret('Shake for 1 h at 200 rpm. Filter through Whatman No. 42 paper. Analyse the filtrate.', []);
    expect(labels(graph)).toEqual(['Shake for 1 h at 200 rpm', 'Filter through Whatman No. 42 paper', 'Analyse the filtrate']);
  });

  test('"◦" sub-bullets are steps of their own, not words of the bullet above', () => {
    const graph = interpret('• Download data\n• QC\n  ◦ remove low-quality samples\n  ◦ normalise\n• Cluster', []);
    expect(labels(graph)).toEqual(['Download data', 'QC', 'Remove low-quality samples', 'Normalise', 'Cluster']);
  });
});

describe('steps numbered "1. ... 2. ..." on one line, each ending with a full stop', () => {
  test('"1. Open the ticket. 2. Reproduce the bug. 3. Write a failing test." is three steps, no box "2"', () => {
    expect(labels(interpret('1. Open the ticket. 2. Reproduce the bug. 3. Write a failing test.', []))).toEqual(['Open the ticket', 'Reproduce the bug', 'Write a failing test']);
  });

  test('a marker right after "go back to step 4." is the next item: "5. If ..., go back to step 4. 6. Merge" ends at "Merge after review"', () => {
    const graph = interpret('1. Write a failing test. 2. Fix the code. 3. If the test passes, open a PR; if not, go back to step 2. 4. Merge after review.', []);
    expect(edgeList(graph)).toEqual([
      'Write a failing test -> Fix the code',
      'Fix the code -> Does the test pass?',
      'Does the test pass? -> Open a PR [Yes]',
      'Open a PR -> Merge after review',
      'Does the test pass? -> Fix the code [No]',
    ]);
  });

  test('"Spin at 2. 5 g" style numbers after a word are no items', () => {
    expect(labels(interpret('Thaw the vial. Add buffer 2. Then spin at 300 g.', []))).toHaveLength(3);
  });
});
