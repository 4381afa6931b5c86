// "While X, A": a step done again as long as a state holds is a loop: the question X first, its
// Yes the step and back to the question, its No on to what follows. "While the samples are
// incubating, ..." says what is done meanwhile, and is never drawn as a loop.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList } from './support.ts';

describe('"while <a state holds>, <step>"', () => {
  test('"While the column is still coloured, wash it ... Then elute" loops on the wash', () => {
    const graph = interpret('Load the lysate onto the column. While the column is still coloured, wash it with 10 mL of buffer. Then elute with 2 mL of imidazole.', []);
    expect(edgeList(graph)).toEqual([
      'Load the lysate onto the column -> Is the column still coloured?',
      'Is the column still coloured? -> Wash it with 10 mL of buffer [Yes]',
      'Wash it with 10 mL of buffer -> Is the column still coloured?',
      'Is the column still coloured? -> Elute with 2 mL of imidazole [No]',
    ]);
  });

  test('"while the samples are incubating" is no loop', () => {
    let drawn;
    try {
      drawn = interpret('Add the antibody. While the samples are incubating, prepare the wash buffer. Wash three times.', []);
    } catch {
      return;
    }
    expect(drawn.nodes.some((n) => n.role === 'decision')).toBe(false);
  });
});
