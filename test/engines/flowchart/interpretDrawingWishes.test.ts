// A sentence that only wishes something of the drawing ("Please keep the boxes small", "Keep it
// to one column", "Keep it simple, boxes only") is about the figure, never a step drawn after the
// last one; a step that keeps something of the bench ("Keep the column at 4 °C") stays a step.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { labels, refusal } from './support.ts';

describe('wishes about the drawing', () => {
  test('"Please keep the boxes small" after the steps is no step', () => {
    expect(labels(interpret('Coat the plate overnight. Block with 1% BSA. Read at 450 nm.\nPlease keep the boxes small.', []))).toEqual([
      'Coat the plate overnight',
      'Block with 1% BSA',
      'Read at 450 nm',
    ]);
  });

  test('"Keep it to one column" and "Keep it simple, boxes only" are no steps', () => {
    expect(labels(interpret('Steps: recruit 200 farmers, run the baseline survey, deliver training. Keep it to one column.', []))).toHaveLength(3);
    expect(labels(interpret('Can you make this a flowchart? Keep it simple, boxes only.\nSample receipt → centrifuge 1,500 g 15 min → aliquot serum', []))).toEqual([
      'Sample receipt',
      'Centrifuge 1,500 g 15 min',
      'Aliquot serum',
    ]);
  });

  test('"Keep it simple" alone, naming no part of the drawing, is no step', () => {
    expect(labels(interpret('I need a flowchart for our grant. Keep it simple. Samples are collected in the field, shipped on dry ice, and sequenced at the core.', []))).toEqual([
      'Collect samples in the field',
      'Ship on dry ice',
      'Sequence at the core',
    ]);
    expect(labels(interpret('Thaw the cells. Plate them. Please keep it neat and readable.', []))).toEqual(['Thaw the cells', 'Plate them']);
  });

  test('"Keep it on ice" keeps something of the bench: a step', () => {
    expect(labels(interpret('Thaw the aliquot. Keep it on ice. Add the enzyme.', []))).toHaveLength(3);
  });

  test('a step that keeps something of the bench stays a step', () => {
    expect(labels(interpret('Pack the column. Keep the column at 4 °C. Load the sample.', []))).toHaveLength(3);
  });
});

describe('a figure of another kind asked for', () => {
  test('"a flowchart of the curly arrows for ester hydrolysis" and "our org chart as a flowchart" are refused, naming the kind', () => {
    for (const [prompt, kind] of [
      ['Can you make a flowchart of the curly arrows for ester hydrolysis: hydroxide attacks the carbonyl carbon, the tetrahedral intermediate collapses, the alkoxide leaves, then proton transfer gives the carboxylate.', 'curly arrows'],
      ['Please draw our org chart as a flowchart: the PI leads two postdocs; each postdoc supervises two PhD students; the lab manager reports to the PI.', 'org chart'],
      ['Can you flowchart the pedigree: grandfather affected, grandmother unaffected; their son affected married to an unaffected woman; two grandchildren, one affected.', 'pedigree'],
    ] as const) {
      const error = refusal(prompt);
      expect(error.reason).toBe('FLOWCHART_NO_GRAPH');
      expect(error.message).toContain(kind);
    }
  });

  test('"make a bar chart of the counts" as a pipeline\'s step stays a step', () => {
    expect(labels(interpret('Count the reads per gene, normalise to TPM, then make a bar chart of the top 20 genes.', []))).toHaveLength(3);
  });
});

describe('a direction written with a capital', () => {
  test('"Top to bottom." as a sentence of its own sets the direction and is no step', () => {
    const graph = interpret('Flowchart for figure 2, please. Top to bottom. Screen 2,400 compounds at 10 µM → pick hits → confirm hits in dose-response.', []);
    expect(labels(graph)).toEqual(['Screen 2,400 compounds at 10 µM', 'Pick hits', 'Confirm hits in dose-response']);
    expect(graph.direction).toBe('TB');
  });

  test('"Left to right please." sets the direction', () => {
    const graph = interpret('Left to right please. Thaw the cells. Plate them. Feed on day 2.', []);
    expect(labels(graph)).toEqual(['Thaw the cells', 'Plate them', 'Feed on day 2']);
    expect(graph.direction).toBe('LR');
  });
});
