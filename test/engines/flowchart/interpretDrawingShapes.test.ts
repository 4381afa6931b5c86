// Sentences about the drawing's shapes: which shape a kind of step takes is what the reader does
// anyway (no box), a start or end mark named in quotes is that mark, and a shape sentence holding
// more than the reader can place is refused, named. A note written before any step has no step to
// stand beside and is refused rather than drawn as a stray box.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList, refusal } from './support.ts';

describe('the shapes of the drawing, said in the request', () => {
  test('"Use diamonds for decisions." is no step', () => {
    const graph = interpret('Use diamonds for decisions. Triage by a nurse. If urgent, see within 2 weeks; otherwise see within 18 weeks.', []);
    expect(graph.nodes.map((n) => n.label)).not.toContain('Use diamonds for decisions');
    expect(edgeList(graph)[0]).toBe('Triage by a nurse -> Urgent?');
  });

  test('"Start with a rounded box \'X\'" and "End with \'Y\'" are the start and end marks with those words', () => {
    const graph = interpret("Start with a rounded box 'Referral received'. Then triage by a nurse. End with 'Seen in clinic'.", []);
    expect(edgeList(graph)).toEqual(['Start: Referral received -> Triage by a nurse', 'Triage by a nurse -> End: Seen in clinic']);
    expect(graph.nodes.filter((n) => n.role === 'terminator')).toHaveLength(2);
  });

  test('"The chart starts at \'X\' and ends at \'Y\'" puts Y after every step that follows', () => {
    const graph = interpret("The chart starts at 'Specimen received' and ends at 'Report issued'. Then accession. Then grossing.", []);
    expect(edgeList(graph)).toEqual(['Start: Specimen received -> Accession', 'Accession -> Grossing', 'Grossing -> End: Report issued']);
  });

  test('"Use a diamond for the decision: urgent or not" is refused, named, never a box', () => {
    expect(refusal('Triage by a nurse. Use a diamond for the decision: urgent or not. Urgent cases are seen within 2 weeks.').message).toMatch(/shapes of the drawing/);
  });

  test('"a diamond knife" is a tool, not a shape', () => {
    expect(interpret('Cut the block with a diamond knife. Mount the sections on grids.', []).nodes).toHaveLength(2);
  });

  test('"Note: ..." before any step is refused, named, never a box on its own', () => {
    expect(refusal('Note: all samples are handled in a class II cabinet. Samples arrive by courier. They are stored at −20 °C.').message).toMatch(/note written before any step/);
  });

  test('"Draw it left to right, with the decision as a diamond." is about the drawing: left to right, no box', () => {
    const graph = interpret('Draw it left to right, with the decision as a diamond. Data are downloaded. Files with missing headers are skipped. The remaining files are converted.', []);
    expect(graph.direction).toBe('LR');
    expect(graph.nodes.some((n) => /diamond/i.test(n.label))).toBe(false);
  });

  test('"Spin the cells, with the decision as a diamond" is refused, named, never a box', () => {
    expect(refusal('Spin the cells, with the decision as a diamond. Wash them.').message).toMatch(/shapes of the drawing/);
  });
});
