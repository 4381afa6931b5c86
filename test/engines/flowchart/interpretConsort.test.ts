import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edge, edgeList, fixture, groupOf, labels, node, refusal } from './support.ts';

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
  test('the usual box lines give the CONSORT shape: enrolment column, exclusion box beside it, two arms, four stages', () => {
    const g = interpret(BOXES, []);
    expect(g.direction).toBe('TB');
    expect(g.groups.map((x) => [x.label, x.kind])).toEqual([
      ['Enrollment', 'stage'],
      ['Allocation', 'stage'],
      ['Follow-Up', 'stage'],
      ['Analysis', 'stage'],
    ]);
    const excluded = node(g, 'Excluded (n=20)\n• Not meeting inclusion criteria (n=12)\n• Declined to participate (n=8)');
    expect(excluded.role).toBe('note');
    expect(edgeList(g)).toEqual([
      'Assessed for eligibility (n=120) -> Excluded (n=20)\n• Not meeting inclusion criteria (n=12)\n• Declined to participate (n=8)',
      'Assessed for eligibility (n=120) -> Randomised (n=100)',
      'Randomised (n=100) -> Allocated to intervention (n=50)\n• Received allocated intervention (n=48)\n• Did not receive allocated intervention (n=2)',
      'Randomised (n=100) -> Allocated to control (n=50)\n• Received allocated intervention (n=50)',
      'Allocated to intervention (n=50)\n• Received allocated intervention (n=48)\n• Did not receive allocated intervention (n=2) -> Lost to follow-up (n=3)\nDiscontinued intervention (n=1)',
      'Allocated to control (n=50)\n• Received allocated intervention (n=50) -> Lost to follow-up (n=2)',
      'Lost to follow-up (n=3)\nDiscontinued intervention (n=1) -> Analysed (n=47)',
      'Lost to follow-up (n=2) -> Analysed (n=48)',
    ]);
    expect(groupOf(g, 'Randomised (n=100)')).toBe('Enrollment');
    expect(groupOf(g, 'Analysed (n=47)')).toBe('Analysis');
  });

  test('a CONSORT paragraph in the style of a paper is reworded to the template, every count as written', () => {
    const g = interpret(fixture('consort-paper-paragraph.txt'), []);
    expect(g.nodes.map((n) => [n.label, groupOf(g, n.label)])).toEqual([
      ['Screened for eligibility (n=412)', 'Enrollment'],
      ['Excluded (n=112)\n• Not meeting inclusion criteria (n=87)\n• Declined to participate (n=19)\n• Other reasons (n=6)', 'Enrollment'],
      ['Randomised (n=300)', 'Enrollment'],
      ['Allocated to early mobilisation (n=151)', 'Allocation'],
      ['Allocated to usual care (n=149)', 'Allocation'],
      ['Lost to follow-up (n=9)', 'Follow-Up'],
      ['Analysed (n=142)', 'Analysis'],
      ['Lost to follow-up (n=7)\nWithdrew consent (n=2)', 'Follow-Up'],
      ['Analysed (n=140)', 'Analysis'],
    ]);
    expect(edgeList(g)).toContain('Allocated to early mobilisation (n=151) -> Lost to follow-up (n=9)');
    expect(edgeList(g)).toContain('Allocated to usual care (n=149) -> Lost to follow-up (n=7)\nWithdrew consent (n=2)');
  });

  test('a trial report paragraph: template boxes per arm, a sentence naming both arms split, the leading sentence a title', () => {
    const g = interpret(
      'A randomised trial. 412 patients were assessed for eligibility; 112 were excluded (78 did not meet inclusion criteria, 21 declined to participate, 13 for other reasons). 300 were randomised. ' +
        '150 were allocated to metformin (146 received the allocated intervention, 4 did not). 150 were allocated to placebo (all received it). ' +
        'In the metformin group 9 were lost to follow-up and 3 discontinued; in the placebo group 7 were lost to follow-up. 138 metformin and 143 placebo patients were analysed.',
      [],
    );
    expect(g.title).toBe('A randomised trial');
    expect(g.direction).toBe('TB');
    expect(g.groups.map((x) => [x.label, x.kind])).toEqual([
      ['Enrollment', 'stage'],
      ['Allocation', 'stage'],
      ['Follow-Up', 'stage'],
      ['Analysis', 'stage'],
    ]);
    const excluded = 'Excluded (n=112)\n• Not meeting inclusion criteria (n=78)\n• Declined to participate (n=21)\n• Other reasons (n=13)';
    const metformin = 'Allocated to metformin (n=150)\n• Received allocated intervention (n=146)\n• Did not receive allocated intervention (n=4)';
    const placebo = 'Allocated to placebo (n=150)\n• All received allocated intervention';
    expect(node(g, excluded).role).toBe('note');
    expect(g.nodes.map((n) => [n.label, groupOf(g, n.label)])).toEqual([
      ['Assessed for eligibility (n=412)', 'Enrollment'],
      [excluded, 'Enrollment'],
      ['Randomised (n=300)', 'Enrollment'],
      [metformin, 'Allocation'],
      [placebo, 'Allocation'],
      ['Lost to follow-up (n=9)\nDiscontinued intervention (n=3)', 'Follow-Up'],
      ['Lost to follow-up (n=7)', 'Follow-Up'],
      ['Analysed (n=138)', 'Analysis'],
      ['Analysed (n=143)', 'Analysis'],
    ]);
    expect(edgeList(g)).toEqual([
      `Assessed for eligibility (n=412) -> ${excluded}`,
      'Assessed for eligibility (n=412) -> Randomised (n=300)',
      `Randomised (n=300) -> ${metformin}`,
      `Randomised (n=300) -> ${placebo}`,
      `${metformin} -> Lost to follow-up (n=9)\nDiscontinued intervention (n=3)`,
      `${placebo} -> Lost to follow-up (n=7)`,
      'Lost to follow-up (n=9)\nDiscontinued intervention (n=3) -> Analysed (n=138)',
      'Lost to follow-up (n=7) -> Analysed (n=143)',
    ]);
  });

  test('other ways papers write it: "we screened ... and excluded", arms with counts after "randomised to", "respectively"', () => {
    const g = interpret(
      'We screened 500 patients for eligibility and excluded 100. The remaining 400 were randomised to drug A (n=200) or drug B (n=200). In the drug A arm, 12 discontinued because of adverse events. 188 and 195 patients were analysed in the drug A and drug B arms respectively.',
      [],
    );
    expect(edgeList(g)).toEqual([
      'Screened for eligibility (n=500) -> Excluded (n=100)',
      'Screened for eligibility (n=500) -> Randomised (n=400)',
      'Randomised (n=400) -> Allocated to drug A (n=200)',
      'Randomised (n=400) -> Allocated to drug B (n=200)',
      'Allocated to drug A (n=200) -> Discontinued because of adverse events (n=12)',
      'Discontinued because of adverse events (n=12) -> Analysed (n=188)',
      'Allocated to drug B (n=200) -> Analysed (n=195)',
    ]);
  });

  test('a statement the shape has no place for keeps its words in its stage, joined only to the arm it names; no count is invented', () => {
    const g = interpret(
      'Of 250 women screened, 40 were ineligible and 10 declined. 200 were randomly assigned: 101 to the exercise group and 99 to usual care. Two women in the exercise group died before follow-up. ' +
        'At 12 months, 5 exercise and 8 usual care participants were lost to follow-up. All randomised women were analysed by intention to treat.',
      [],
    );
    expect(g.nodes.map((n) => [n.label, n.role, groupOf(g, n.label)])).toEqual([
      ['Screened (n=250)', 'process', 'Enrollment'],
      ['Ineligible (n=40)\nDeclined (n=10)', 'note', 'Enrollment'],
      ['Randomised (n=200)', 'process', 'Enrollment'],
      ['Allocated to the exercise group (n=101)', 'process', 'Allocation'],
      ['Allocated to usual care (n=99)', 'process', 'Allocation'],
      ['Two women in the exercise group died before follow-up', 'note', 'Follow-Up'],
      ['Lost to follow-up at 12 months (n=5)', 'process', 'Follow-Up'],
      ['Lost to follow-up at 12 months (n=8)', 'process', 'Follow-Up'],
      ['All randomised women were analysed by intention to treat', 'note', 'Analysis'],
    ]);
    expect(edge(g, 'Allocated to the exercise group (n=101)', 'Two women in the exercise group died before follow-up')).toMatchObject({ line: 'dotted' });
    expect(g.edges.filter((e) => e.to === node(g, 'All randomised women were analysed by intention to treat').id)).toEqual([]);
  });

  test('a line of a box list with no count is kept as a note of its stage, not added to the arm last named', () => {
    const g = interpret(BOXES.replace('Control: lost to follow-up (n=2)', 'Control: lost to follow-up (n=2)\nFollow-up lasted 6 months in both arms.'), []);
    expect(node(g, 'Follow-up lasted 6 months in both arms')).toMatchObject({ role: 'note' });
    expect(groupOf(g, 'Follow-up lasted 6 months in both arms')).toBe('Follow-Up');
    expect(node(g, 'Lost to follow-up (n=2)')).toBeDefined();
  });

  test('phases nobody wrote have no stage and no box', () => {
    const g = interpret('Assessed for eligibility (n=60)\nRandomised (n=50)\nAllocated to A (n=25)\nAllocated to B (n=25)', []);
    expect(g.groups.map((x) => x.label)).toEqual(['Enrollment', 'Allocation']);
    expect(g.nodes).toHaveLength(4);
  });

  test('counts that contradict each other are drawn as written, never corrected', () => {
    const g = interpret('Assessed for eligibility (n=120)\nExcluded (n=30)\nRandomised (n=100)\nAllocated to A (n=60)\nAllocated to B (n=45)\nA: analysed (n=61)\nB: analysed (n=45)', []);
    expect(g.nodes.map((n) => n.label)).toEqual(['Assessed for eligibility (n=120)', 'Excluded (n=30)', 'Randomised (n=100)', 'Allocated to A (n=60)', 'Allocated to B (n=45)', 'Analysed (n=61)', 'Analysed (n=45)']);
  });

  test('a results paragraph with thousands, a recruitment period, unnamed per-arm counts and "respectively" lists', () => {
    const g = interpret(
      'From January 2018 to May 2020, 2,315 adults were assessed for eligibility, of whom 1,115 were excluded (903 did not meet the ' +
        'inclusion criteria and 212 declined to participate). The remaining 1,200 adults were randomly assigned to app coaching (n = 601) ' +
        'or usual care (n = 599). In the app coaching group, 590 received the allocated intervention and 11 did not (device not set up); ' +
        'all 599 adults in the usual care group received usual care. At six months, 19 adults in the app coaching group and 23 in the ' +
        'usual care group were lost to follow-up, and 7 and 2, respectively, discontinued the intervention. 571 and 576 adults were ' +
        'included in the primary analysis; 19 and 23 were excluded from the analysis because outcome data were missing.',
      [],
    );
    const labels = g.nodes.map((n) => n.label);
    expect(labels.slice(0, 3)).toEqual([
      'Assessed for eligibility (n=2,315)',
      'Excluded (n=1,115)\n• Not meeting the inclusion criteria (n=903)\n• Declined to participate (n=212)',
      'Randomised (n=1,200)',
    ]);
    const app = 'Allocated to app coaching (n = 601)\n• Received allocated intervention (n=590)\n• Did not receive allocated intervention (n=11)\nDevice not set up';
    const usual = 'Allocated to usual care (n = 599)\n• All received allocated intervention (n=599)';
    expect(labels).toContain(app);
    expect(labels).toContain(usual);
    const followApp = 'Lost to follow-up at six months (n=19)\nDiscontinued intervention (n=7)';
    const followUsual = 'Lost to follow-up at six months (n=23)\nDiscontinued intervention (n=2)';
    const analysedApp = 'Included in the primary analysis (n=571)\n• Excluded from the analysis because outcome data were missing (n=19)';
    const analysedUsual = 'Included in the primary analysis (n=576)\n• Excluded from the analysis because outcome data were missing (n=23)';
    expect(edgeList(g)).toEqual(
      expect.arrayContaining([
        `Randomised (n=1,200) -> ${app}`,
        `Randomised (n=1,200) -> ${usual}`,
        `${app} -> ${followApp}`,
        `${usual} -> ${followUsual}`,
        `${followApp} -> ${analysedApp}`,
        `${followUsual} -> ${analysedUsual}`,
      ]),
    );
    expect(g.nodes).toHaveLength(9);
    expect(g.nodes.filter((n) => n.role === 'note').map((n) => n.label)).toEqual([labels[1]]);
  });

  test('terse notes with one count per arm, "a / b / c", in the order the arms were allocated', () => {
    const g = interpret(
      'consort for our three-arm trial, figures below:\n' +
        'screened 1,530; excluded 630 (ineligible 512, declined 118)\n' +
        'randomised 900 → yoga (n = 300), pilates (n = 300), waiting list (n = 300)\n' +
        'received allocation: 296 / 291 / 300 (4, 9 and 0 did not receive — moved away)\n' +
        'lost to FU at 6 mo: 12 / 15 / 20; discontinued: 5 / 8 / 0\n' +
        'analysed: 288 / 285 / 280, excluded from analysis = those lost to FU',
      [],
    );
    const labels = g.nodes.map((n) => n.label);
    expect(labels.slice(0, 3)).toEqual(['Screened for eligibility (n=1,530)', 'Excluded (n=630)\n• Ineligible (n=512)\n• Declined (n=118)', 'Randomised (n=900)']);
    expect(labels).toContain('Allocated to pilates (n = 300)\n• Received allocation (n=291)\n• Did not receive (n=9)\nMoved away');
    expect(labels).toContain('Lost to follow-up at 6 months (n=20)\nDiscontinued (n=0)');
    expect(labels).toContain('Analysed (n=285)\n• Excluded from analysis: those lost to follow-up (n=15)');
    expect(g.nodes).toHaveLength(12);
    expect(g.title).toBeUndefined();
  });

  test('one line of notes, counts before their words and "analysed X and Y respectively"', () => {
    const g = interpret('CONSORT flow please: 260 assessed for eligibility, 60 excluded, 200 randomised; 100 allocated to brace and 100 to physiotherapy; analysed 91 and 94 respectively.', []);
    expect(edgeList(g)).toEqual([
      'Assessed for eligibility (n=260) -> Excluded (n=60)',
      'Assessed for eligibility (n=260) -> Randomised (n=200)',
      'Randomised (n=200) -> Allocated to brace (n=100)',
      'Randomised (n=200) -> Allocated to physiotherapy (n=100)',
      'Allocated to brace (n=100) -> Analysed (n=91)',
      'Allocated to physiotherapy (n=100) -> Analysed (n=94)',
    ]);
  });
});

describe('counts with thousands separators', () => {
  test('"(n = 1,842)" is one count: the assessed box leads to the exclusions and to randomisation; "to" is not repeated', () => {
    const g = interpret(
      'Assessed for eligibility (n = 1,842). Excluded (n = 1,046): did not meet criteria (n = 812), declined (n = 197). Randomised (n = 796). Allocated to placebo (n = 265), to 10 mg (n = 266) and to 20 mg (n = 265).',
      [],
    );
    expect(node(g, 'Assessed for eligibility (n = 1,842)').role).toBe('process');
    expect(edgeList(g)).toContain('Assessed for eligibility (n = 1,842) -> Randomised (n = 796)');
    expect(labels(g)).toContain('Allocated to 10 mg (n = 266)');
  });

  test('"leaving 380 who were randomised", "Twelve and nine were lost ...": pieces of sentences with no count the form placed are refused, never boxes', () => {
    const { reason, message } = refusal(
      'CONSORT please. Of 640 women screened, 212 were ineligible and 48 declined, leaving 380 who were randomised: 190 to the exercise programme and 190 to usual care. Twelve and nine were lost to follow-up at 6 months; 178 and 181 were analysed.',
    );
    expect(reason).toBe('FLOWCHART_TEXT_UNPLACED');
    expect(message).toMatch(/piece of a sentence/);
  });
});
