// A condition whose subject is "it" or "they" is about the thing just named: the step written last,
// or the question just asked. Worded apart from the corpus and the field prompts.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList } from './support.ts';

describe('"it" and "they" in a condition', () => {
  test('"if it is ..." after "otherwise <step>" asks on that step\'s branch only', () => {
    const graph = interpret('Spin the sample. If the pellet is loose, freeze it for later. Otherwise measure the supernatant volume; if it is under 2 mL, top up with buffer, and if it is over, discard the excess.', []);
    const edges = edgeList(graph);
    expect(edges).toContain('Measure the supernatant volume -> Is the supernatant volume under 2 mL?');
    // The other branch ends where it is: it does not run into a question about the volume.
    expect(edges.filter((e) => e.startsWith('Freeze it for later ->'))).toEqual([]);
  });

  test('"if they agree" under "Do the readings agree?" is its Yes, not a second question', () => {
    const graph = interpret('Take two readings. Do the readings agree? If not, recalibrate the meter. If they agree, log the mean.', []);
    expect(graph.nodes.filter((n) => n.role === 'decision').map((n) => n.label)).toEqual(['Do the readings agree?']);
    expect(edgeList(graph)).toEqual(
      expect.arrayContaining(['Do the readings agree? -> Recalibrate the meter [No]', 'Do the readings agree? -> Log the mean [Yes]']),
    );
  });

  test('"if they do" / "if it does not" answer the question just asked', () => {
    const graph = interpret('Ask whether the donor has eaten today. Has the donor eaten? If they have, proceed to donation. If they have not, offer a snack first.', []);
    expect(graph.nodes.filter((n) => n.role === 'decision')).toHaveLength(1);
    const edges = edgeList(graph);
    expect(edges.some((e) => / -> Donation \[Yes\]$/.test(e))).toBe(true);
    expect(edges.some((e) => / -> Offer a snack first \[No\]$/.test(e))).toBe(true);
  });
});

describe('"it" and "they" named in the question', () => {
  test('"Watch the error rate ... If it rises above 1%" asks "Does the error rate rise above 1%?": the box says what is asked', () => {
    const graph = interpret('Watch the error rate for 30 minutes. If it rises above 1%, roll back. Otherwise increase to 50%.', []);
    expect(edgeList(graph)).toEqual([
      'Watch the error rate for 30 minutes -> Does the error rate rise above 1%?',
      'Does the error rate rise above 1%? -> Roll back [Yes]',
      'Does the error rate rise above 1%? -> Increase to 50% [No]',
    ]);
  });

  test('"they" takes a plural object ("Count the colonies"), "it" a singular one led by "a" as "the"', () => {
    expect(interpret('Count the colonies. If they are more than 300, dilute the culture. Otherwise record the count.', []).nodes[1]!.label).toBe('Are the colonies more than 300?');
    expect(interpret('Take a swab. If it is positive, start antibiotics. Otherwise discharge home.', []).nodes[1]!.label).toBe('Is the swab positive?');
  });

  test('"If it\'s outside 36.5-37.5" asks "Is the incubator temperature outside 36.5-37.5?"', () => {
    expect(interpret("Check the incubator temperature. If it's outside 36.5-37.5, call facilities. Then check the CO2.", []).nodes[1]!.label).toBe('Is the incubator temperature outside 36.5-37.5?');
  });

  test('a pronoun that does not agree with the object, or an order with no object, keeps its words', () => {
    expect(interpret('Count the colonies. If it is above 300, dilute the culture. Otherwise record the count.', []).nodes[1]!.label).toBe('Is it above 300?');
    expect(interpret('Wait for 10 minutes. If it is still cloudy, spin again. Otherwise decant the supernatant.', []).nodes[1]!.label).toBe('Is it still cloudy?');
  });
});
