// A step done at intervals until something happens is a loop: the step, the question that ends it
// (with "it" named as the thing the step acts on), No back to the step, Yes onward.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList, labels } from './support.ts';

describe('"every <interval> until <condition>"', () => {
  test('"check the pH every hour until it drops below 5, then harvest" loops on the check', () => {
    const graph = interpret('Inoculate the flask. Check the pH every hour until it drops below 5, then harvest the culture.', []);
    expect(labels(graph)).toEqual(['Inoculate the flask', 'Check the pH every hour', 'pH drops below 5?', 'Harvest the culture']);
    expect(edgeList(graph)).toEqual([
      'Inoculate the flask -> Check the pH every hour',
      'Check the pH every hour -> pH drops below 5?',
      'pH drops below 5? -> Check the pH every hour [No]',
      'pH drops below 5? -> Harvest the culture [Yes]',
    ]);
  });

  test('", repeating until ..." in an arrow chain loops the same way', () => {
    const graph = interpret('weigh the pups → record the weight every 2 days, repeating until day 21 → wean', []);
    const edges = edgeList(graph);
    expect(edges).toContain('Day 21? -> Record the weight every 2 days [No]');
    expect(edges).toContain('Day 21? -> Wean [Yes]');
  });

  test('"until" with no interval and no "repeat" is how long one step lasts', () => {
    const graph = interpret('Stir the mixture until it dissolves, then filter it.', []);
    expect(graph.nodes.some((n) => n.role === 'decision')).toBe(false);
  });
});

describe('a step done at intervals, then a question on what it found', () => {
  test('"Record NEWS2 every 4 hours. If the score is 5 or more, call outreach": the unwritten No goes back to the recording', () => {
    const graph = interpret('Record NEWS2 every 4 hours. If the score is 5 or more, call the outreach team.', []);
    expect(edgeList(graph)).toEqual([
      'Record NEWS2 every 4 hours -> Is the score 5 or more?',
      'Is the score 5 or more? -> Call the outreach team [Yes]',
      'Is the score 5 or more? -> Record NEWS2 every 4 hours [No]',
    ]);
  });

  test('a No written out goes where it says, never back', () => {
    const graph = interpret('Record NEWS2 every 4 hours. If the score is 5 or more, call the outreach team; otherwise inform the nurse in charge.', []);
    expect(edgeList(graph)).not.toContain('Is the score 5 or more? -> Record NEWS2 every 4 hours [No]');
  });
});

describe('"re-" + the verb of an earlier step', () => {
  test('"adjust the dose and recheck" after "Check the INR" is the check again: a loop, never a box "... and recheck"', () => {
    const graph = interpret('Check the INR. INR in range: continue the dose. INR out of range: adjust the dose and recheck.', []);
    expect(graph.nodes.some((n) => /recheck/i.test(n.label))).toBe(false);
    const back = edgeList(graph).filter((e) => e.startsWith('Adjust the dose -> '));
    expect(back.length).toBe(1);
    expect(back[0]).toMatch(/-> (?:Check the INR|INR\?)$/);
  });

  test('"recheck in 1 week" with more words after it is refused, never one box', () => {
    expect(() => interpret('Check the INR. INR in range: continue the dose. INR out of range: adjust the dose and recheck in 1 week.', [])).toThrow(/loop back/);
  });
});
