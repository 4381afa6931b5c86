import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList, fixture, groupOf, node } from './support.ts';

const BOXES = [
  'Assessed for eligibility (n=120)',
  'Excluded (n=20): not meeting inclusion criteria (n=12), declined to participate (n=8)',
  'Randomised (n=100)',
  'Allocated to intervention (n=50); received allocated intervention (n=48); did not receive allocated intervention (n=2)',
  'Allocated to control (n=50); received allocated intervention (n=50)',
  'Intervention: lost to follow-up (n=3); discontinued intervention (n=1)',
  'Control: lost to follow-up (n=2)',
  'Intervention: analysed (n=47)',
  'Control: analysed (n=48)',
].join('\n');

describe('CONSORT flows', () => {
  test('the usual box sentences give the CONSORT shape: enrolment column, exclusion box beside it, two arms', () => {
    const g = interpret(BOXES, []);
    expect(g.direction).toBe('TB');
    expect(g.groups.map((x) => [x.label, x.kind])).toEqual([
      ['Enrollment', 'lane'],
      ['Allocation', 'lane'],
      ['Follow-Up', 'lane'],
      ['Analysis', 'lane'],
    ]);
    const excluded = node(g, 'Excluded (n=20)\n• Not meeting inclusion criteria (n=12)\n• Declined to participate (n=8)');
    expect(excluded.role).toBe('note');
    expect(edgeList(g)).toEqual([
      'Assessed for eligibility (n=120) -> Excluded (n=20)\n• Not meeting inclusion criteria (n=12)\n• Declined to participate (n=8)',
      'Assessed for eligibility (n=120) -> Randomised (n=100)',
      'Randomised (n=100) -> Allocated to intervention (n=50)\nReceived allocated intervention (n=48)\nDid not receive allocated intervention (n=2)',
      'Randomised (n=100) -> Allocated to control (n=50)\nReceived allocated intervention (n=50)',
      'Allocated to intervention (n=50)\nReceived allocated intervention (n=48)\nDid not receive allocated intervention (n=2) -> Lost to follow-up (n=3)\nDiscontinued intervention (n=1)',
      'Allocated to control (n=50)\nReceived allocated intervention (n=50) -> Lost to follow-up (n=2)',
      'Lost to follow-up (n=3)\nDiscontinued intervention (n=1) -> Analysed (n=47)',
      'Lost to follow-up (n=2) -> Analysed (n=48)',
    ]);
    expect(groupOf(g, 'Randomised (n=100)')).toBe('Enrollment');
    expect(groupOf(g, 'Analysed (n=47)')).toBe('Analysis');
  });

  test('a CONSORT paragraph in the style of a paper keeps every count as written', () => {
    const g = interpret(fixture('consort-paper-paragraph.txt'), []);
    expect(g.nodes.map((n) => [n.label, groupOf(g, n.label)])).toEqual([
      ['Of 412 patients screened for eligibility', 'Enrollment'],
      ['112 were excluded (87 did not meet inclusion criteria, 19 declined to participate, 6 for other reasons)', 'Enrollment'],
      ['300 were randomised', 'Enrollment'],
      ['151 were allocated to early mobilisation', 'Allocation'],
      ['149 were allocated to usual care', 'Allocation'],
      ['9 were lost to follow-up', 'Follow-Up'],
      ['142 were analysed', 'Analysis'],
      ['7 were lost to follow-up\n2 withdrew consent', 'Follow-Up'],
      ['140 were analysed', 'Analysis'],
    ]);
    expect(edgeList(g)).toContain('151 were allocated to early mobilisation -> 9 were lost to follow-up');
    expect(edgeList(g)).toContain('149 were allocated to usual care -> 7 were lost to follow-up\n2 withdrew consent');
  });

  test('counts that contradict each other are drawn as written, never corrected', () => {
    const g = interpret('Assessed for eligibility (n=120)\nExcluded (n=30)\nRandomised (n=100)\nAllocated to A (n=60)\nAllocated to B (n=45)\nA: analysed (n=61)\nB: analysed (n=45)', []);
    expect(g.nodes.map((n) => n.label)).toEqual(['Assessed for eligibility (n=120)', 'Excluded (n=30)', 'Randomised (n=100)', 'Allocated to A (n=60)', 'Allocated to B (n=45)', 'Analysed (n=61)', 'Analysed (n=45)']);
  });
});
