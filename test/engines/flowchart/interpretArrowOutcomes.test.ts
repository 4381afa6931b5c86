// Outcomes in arrow chains: a question written again is asked again (a loop, not a second
// diamond); "randomise → A / B" sends the flow down both arms; words after a colon with an arrow
// after them, and a result of something no step asks about, are refused, named, rather than
// drawn as a label on the wrong arrow or a box holding the result.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList, refusal } from './support.ts';

describe('outcomes and arms in arrow chains', () => {
  test('"no: re-extract → QC pass?" loops back to the question', () => {
    const graph = interpret('DNA sample → QC pass? → yes: library prep → sequencing; no: re-extract → QC pass?', []);
    expect(graph.nodes.filter((n) => n.label === 'QC pass?')).toHaveLength(1);
    expect(edgeList(graph)).toContain('Re-extract -> QC pass?');
  });

  test('"randomise → drug / placebo → week 4" fans out to both arms and joins them', () => {
    const graph = interpret('consent → randomise → drug / placebo → week 4 visit', []);
    expect(edgeList(graph)).toEqual(['Consent -> Randomise', 'Randomise -> Drug', 'Randomise -> Placebo', 'Drug -> Week 4 visit', 'Placebo -> Week 4 visit']);
  });

  test('"triage: urgent → seen in 2 weeks" is refused, naming the step (into or out of it?)', () => {
    expect(refusal('referral → triage: urgent → seen within 2 weeks, routine → seen within 18 weeks').message).toMatch(/"triage: urgent"/);
  });

  test('"QC -> Report: failed" at a chain end still labels the arrow into Report', () => {
    expect(edgeList(interpret('QC -> Report: failed', []))).toEqual(['QC -> Report [failed]']);
  });

  test('"dipstick → nitrites or leukocytes positive → send MSU" is refused: no step asks about nitrites', () => {
    expect(refusal('collect urine → dipstick → nitrites or leukocytes positive → send MSU; both negative → no culture').message).toMatch(/which no step before it asks about/);
  });

  test('"→ filter: QUAL < 30 removed →" is a step named by its verb, no question on the step before', () => {
    const graph = interpret('raw reads → align → call variants (GATK) → filter: QUAL < 30 removed → annotate', []);
    expect(graph.nodes.some((n) => n.role === 'decision')).toBe(false);
    expect(edgeList(graph).at(-1)).toBe('Filter -> Annotate');
  });

  test('"tested for high-risk HPV" then "HPV negative → A", "HPV positive → B": the question on what the step measured', () => {
    const graph = interpret('- sample taken, tested for high-risk HPV\n- HPV negative → routine recall\n- HPV positive → cytology on the same sample', []);
    expect(edgeList(graph)).toEqual([
      'Sample taken -> Tested for high-risk HPV',
      'Tested for high-risk HPV -> HPV?',
      'HPV? -> Routine recall [Negative]',
      'HPV? -> Cytology on the same sample [Positive]',
    ]);
  });

  test('"→ Stage 2: interviews (60 min) →" is a stage, never an arrow labelled "interviews" nor a question on "Stage 2"', () => {
    let graph;
    try {
      graph = interpret('Stage 1: recruit 30 participants → Stage 2: interviews (60 min) → Stage 3: thematic analysis', []);
    } catch (error) {
      expect((error as Error).message).not.toMatch(/words after its colon/);
      return;
    }
    expect(graph.edges.some((e) => e.label)).toBe(false);
  });

  test('"→ 12-month follow-up →", a time point named by its number, is a step, not a branch\'s label', () => {
    const graph = interpret('Inclusion → baseline MRI → 12-month follow-up → final MRI → analysis.', []);
    expect(edgeList(graph)).toEqual(['Inclusion -> Baseline MRI', 'Baseline MRI -> 12-month follow-up', '12-month follow-up -> Final MRI', 'Final MRI -> Analysis']);
    expect(graph.nodes.some((n) => n.role === 'decision')).toBe(false);
  });

  test('"; no rise → discharge" after "rise > 5 ng/L → admit" negates the result: never the No of the question before', () => {
    const { reason } = refusal('chest pain → ECG → STEMI? → yes: cath lab; no: troponin at 0 and 1 h → rise > 5 ng/L → admit; no rise → discharge with follow-up');
    expect(reason).toBe('FLOWCHART_TEXT_UNPLACED');
  });

  test('"no → resus" and "no: resus" stay answers', () => {
    for (const prompt of ['Triage → stable? yes → ward; no → resus', 'Triage → stable? yes: ward; no: resus']) {
      expect(edgeList(interpret(prompt, []))).toContain('Stable? -> Resus [No]');
    }
  });
});
