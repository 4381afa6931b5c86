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
