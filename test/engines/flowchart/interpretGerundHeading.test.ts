// A short line led by an -ing word above a list names the activity (a title), not a first step.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { labels } from './support.ts';

describe('an -ing heading above steps', () => {
  test('"Staining controls" above a numbered list is the title', () => {
    const graph = interpret('Staining controls\n1. Fix the control slides\n2. Apply the isotype antibody\n3. Counterstain with haematoxylin', []);
    expect(graph.title).toBe('Staining controls');
    expect(labels(graph)).toEqual(['Fix the control slides', 'Apply the isotype antibody', 'Counterstain with haematoxylin']);
  });
});
