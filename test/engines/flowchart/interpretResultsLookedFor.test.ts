// Results named after the step that looks for them ("Assess for red flags. Red flags → A. None
// → B"): the outcomes of a question on that result, never steps or a question on the step after.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList } from './support.ts';

describe('results named after the step that looks for them', () => {
  test('"Assess for red flags. Red flags → A. None → B": a question on the red flags, never the step "Urgent referral?"', () => {
    const g = interpret('Assess for red flags. Red flags → urgent referral. None → routine referral.', []);
    expect(edgeList(g)).toEqual([
      'Assess for red flags -> Red flags?',
      'Red flags? -> Urgent referral [Red flags]',
      'Red flags? -> Routine referral [None]',
    ]);
  });

  test('"Check the wound for pus. Pus → A. No pus → B": the result and its negation are the two outcomes', () => {
    const g = interpret('Check the wound for pus. Pus → take a swab. No pus → review in a week.', []);
    expect(edgeList(g)).toEqual([
      'Check the wound for pus -> Pus?',
      'Pus? -> Take a swab [Pus]',
      'Pus? -> Review in a week [No pus]',
    ]);
  });

  test('"The child is assessed with the traffic-light system. Green: A. Amber: B. Red: C." are the outcomes of the assessment, never steps in a row', () => {
    const graph = interpret('The child is assessed with the traffic-light system. Green: manage at home. Amber: review within 2 hours. Red: refer urgently.', []);
    const decision = graph.nodes.find((n) => n.role === 'decision');
    expect(decision?.label).toMatch(/traffic-light/);
    expect(edgeList(graph).filter((e) => e.includes('[')).map((e) => e.replace(/^.*? -> /, ''))).toEqual(['Manage at home [Green]', 'Review within 2 hours [Amber]', 'Refer urgently [Red]']);
  });
});
