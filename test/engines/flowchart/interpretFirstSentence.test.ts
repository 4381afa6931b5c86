// A first sentence names the flow only when it is a name: one whose verb acts on an object ("Coat
// the plate overnight", "Participants completed the baseline questionnaire") is the first step,
// never a title that leaves the step out of the drawing.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList, labels } from './support.ts';

describe('a first sentence that acts on an object', () => {
  test('an imperative the tagger reads as a name ("Coat the plate ...") is the first step', () => {
    const graph = interpret('Flowchart for the ELISA:\nCoat the plate overnight at 4 °C. Block with 1% BSA for 1 h. Add samples and standards.', []);
    expect(labels(graph)[0]).toMatch(/^Coat the plate overnight at 4 °C/);
    expect(graph.title).toBe('Flowchart for the ELISA');
  });

  test('a past verb on its object after its subject ("Patients completed the ...") is the first step, no title', () => {
    const graph = interpret('Patients completed the questionnaire. Then measure their weight. Then take bloods.', []);
    expect(graph.title).toBeUndefined();
    expect(labels(graph)).toHaveLength(3);
    expect(labels(graph)[0]).toMatch(/completed the questionnaire/i);
  });

  test('a name before the steps is still the title ("CRISPR KO clone validation. Start with ...")', () => {
    const graph = interpret('CRISPR KO clone validation. Pick 24 clones. Genotype each clone by PCR. Confirm knockout by western blot.', []);
    expect(graph.title).toBe('CRISPR KO clone validation');
    expect(labels(graph)).toHaveLength(3);
  });
});

describe('"After X, ..." opening the text', () => {
  test('"After baseline assessment, participants are randomised to A or B" draws the assessment first', () => {
    const graph = interpret('After baseline assessment, participants are randomised to the app or usual care. Both groups are followed up at 6 months.', []);
    expect(edgeList(graph)[0]).toBe('Baseline assessment -> Participants are randomised');
  });

  test('"After 24 h, ..." names a time, no step', () => {
    const graph = interpret('After 24 h, count the colonies. Then pick three colonies.', []);
    expect(graph.nodes.map((n) => n.label)).not.toContain('24 h');
  });

  test.each(['Two auditors score each chart independently.', 'The nurse checks each dose.'])('"%s" (a step verb the tagger reads as a noun, then its object) is the first step, not the title', (first) => {
    const graph = interpret(`${first} If they disagree, a pharmacist decides. The result is then recorded.`, []);
    expect(labels(graph)[0]).toBe(first.replace(/\.$/, ''));
    expect(graph.title).toBeUndefined();
  });
});
