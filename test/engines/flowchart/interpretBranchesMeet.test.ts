// Words that say every branch of a decision goes on to the same step ("in both cases", "in any
// case", "; then") lead that step from every branch, and are no part of its box.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList, labels } from './support.ts';

const PREFIX = 'If the reading is above 140/90, repeat it after 5 minutes, otherwise record it';

describe('branches that meet', () => {
  test.each([
    ['; in both cases give', `${PREFIX}; in both cases give the patient the leaflet.`],
    ['. In both cases, give', `${PREFIX}. In both cases, give the patient the leaflet.`],
    ['. In any case, give', `${PREFIX}. In any case, give the patient the leaflet.`],
    ['. In either case give', `${PREFIX}. In either case give the patient the leaflet.`],
    ['; then give', `${PREFIX}; then give the patient the leaflet.`],
  ])('"%s" leads on from both branches', (_, prompt) => {
    const graph = interpret(prompt, []);
    expect(labels(graph)).toContain('Give the patient the leaflet');
    expect(edgeList(graph)).toEqual(
      expect.arrayContaining(['Repeat it after 5 minutes -> Give the patient the leaflet', 'Record it -> Give the patient the leaflet']),
    );
  });

  test('"C in every case" at the end of the sentence after the decision is the same', () => {
    const graph = interpret('If any red flag is present, send an ambulance. If there are no red flags, book a GP appointment. The call is logged in every case.', []);
    expect(labels(graph)).toContain('The call is logged');
    expect(edgeList(graph)).toEqual(expect.arrayContaining(['Send an ambulance -> The call is logged', 'Book a GP appointment -> The call is logged']));
  });

  test('"If X, A and B; then C": C follows B and the No branch', () => {
    const graph = interpret('If the swab is positive, isolate the patient and inform infection control; then continue routine care.', []);
    const edges = edgeList(graph);
    expect(edges).toContain('Inform infection control -> Continue routine care');
    expect(edges).toContain('Is the swab positive? -> Continue routine care [No]');
  });

  test('"; then" on the only branch written, its other branch written next, is refused or keeps the branch', () => {
    // "then" after a semicolon may go on within the branch when an "Otherwise" follows: never both ways silently.
    let graph;
    try {
      graph = interpret('If the culture is positive, perform a Gram stain; then identify the organism. Otherwise, report no growth.', []);
    } catch (error) {
      expect((error as { reason: string }).reason).toMatch(/^FLOWCHART_/);
      return;
    }
    const edges = edgeList(graph);
    expect(edges).toContain('Perform a Gram stain -> Identify the organism');
    expect(edges).not.toContain('Report no growth -> Identify the organism');
    expect(edges.filter((e) => e.includes('[No]'))).toEqual(['Is the culture positive? -> Report no growth [No]']);
  });
});
