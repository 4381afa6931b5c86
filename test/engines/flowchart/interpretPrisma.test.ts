// PRISMA 2020 study-selection diagrams from a review's results paragraph or from terse notes:
// the template's boxes and arrows, filled with the counts as written (docs/flowchart-requests.md).
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList, groupOf, labels } from './support.ts';

const IDENTIFIED = 'Records identified from:\nDatabases (n = 2,104)\nRegisters (n = 96)';
const REMOVED = 'Records removed before screening:\nDuplicate records removed (n = 611)\nRecords marked as ineligible by automation tools (n = 40)';
const SCREENED = 'Records screened (n = 1,549)';
const RECORDS_EXCLUDED = 'Records excluded (n = 1,402)';
const SOUGHT = 'Reports sought for retrieval (n = 147)';
const NOT_RETRIEVED = 'Reports not retrieved (n = 9)';
const ASSESSED = 'Reports assessed for eligibility (n = 138)';
const REPORTS_EXCLUDED = 'Reports excluded (n = 112):\nWrong population (n = 61)\nNo outcome data (n = 38)\nConference abstract (n = 13)';
const INCLUDED = 'Studies included in review (n = 22)\nReports of included studies (n = 26)';

const PARAGRAPH =
  'Database searches returned 2,104 records and trial registers a further 96. After 611 duplicate records were removed and 40 records ' +
  'were marked ineligible by automation tools, we screened 1,549 records by title and abstract and excluded 1,402. We sought 147 ' +
  'reports for retrieval, of which 9 could not be retrieved. Of the 138 reports assessed for eligibility, 112 were excluded (wrong ' +
  'population n = 61; no outcome data n = 38; conference abstract n = 13). Twenty-two studies, described in 26 reports, were included in the review.';

describe('PRISMA 2020 flows', () => {
  test("a review's results paragraph becomes the PRISMA 2020 template, every count as written", () => {
    const g = interpret(`Please draw the PRISMA 2020 flow diagram for this paragraph:\n\n${PARAGRAPH}`, []);
    expect(labels(g)).toEqual([IDENTIFIED, REMOVED, SCREENED, RECORDS_EXCLUDED, SOUGHT, NOT_RETRIEVED, ASSESSED, REPORTS_EXCLUDED, INCLUDED]);
    expect(edgeList(g)).toEqual([
      `${IDENTIFIED} -> ${REMOVED}`,
      `${IDENTIFIED} -> ${SCREENED}`,
      `${SCREENED} -> ${RECORDS_EXCLUDED}`,
      `${SCREENED} -> ${SOUGHT}`,
      `${SOUGHT} -> ${NOT_RETRIEVED}`,
      `${SOUGHT} -> ${ASSESSED}`,
      `${ASSESSED} -> ${REPORTS_EXCLUDED}`,
      `${ASSESSED} -> ${INCLUDED}`,
    ]);
    expect(g.groups.map((x) => [x.label, x.kind])).toEqual([
      ['Identification', 'stage'],
      ['Screening', 'stage'],
      ['Included', 'stage'],
    ]);
    expect(groupOf(g, REMOVED)).toBe('Identification');
    expect(groupOf(g, REPORTS_EXCLUDED)).toBe('Screening');
    expect(groupOf(g, INCLUDED)).toBe('Included');
    expect(g.direction).toBe('TB');
    expect(g.title).toBeUndefined();
  });

  test('terse notes: boxes not given are left out and their arrows re-joined; contradicting counts stay as written; the title is kept', () => {
    const g = interpret(
      'prisma 2020 please. Title it "Figure 1. Study selection". databases 3,210 (registers not searched). dupes removed 870. ' +
        'screened 2,300, excluded 2,211. full texts assessed 89, excluded 70 (no comparator 41, wrong setting 29). included: 19 studies',
      [],
    );
    const identified = 'Records identified from:\nDatabases (n = 3,210)';
    const removed = 'Records removed before screening:\nDuplicate records removed (n = 870)';
    const excluded = 'Reports excluded (n = 70):\nNo comparator (n = 41)\nWrong setting (n = 29)';
    expect(labels(g)).toEqual([identified, removed, 'Records screened (n = 2,300)', 'Records excluded (n = 2,211)', 'Reports assessed for eligibility (n = 89)', excluded, 'Studies included in review (n = 19)']);
    expect(edgeList(g)).toEqual([
      `${identified} -> ${removed}`,
      `${identified} -> Records screened (n = 2,300)`,
      'Records screened (n = 2,300) -> Records excluded (n = 2,211)',
      'Records screened (n = 2,300) -> Reports assessed for eligibility (n = 89)',
      `Reports assessed for eligibility (n = 89) -> ${excluded}`,
      'Reports assessed for eligibility (n = 89) -> Studies included in review (n = 19)',
    ]);
    expect(g.title).toBe('Figure 1. Study selection');
  });

  test('the counts a writer gives per database are kept in the identification box', () => {
    const g = interpret(
      'PRISMA 2020 flow: we identified 640 records from databases (MEDLINE n = 402, CINAHL n = 238) and removed 120 duplicates. ' +
        '520 records were screened and 470 excluded. 50 reports were sought for retrieval and all were retrieved. 50 reports were ' +
        'assessed for eligibility and 41 were excluded. Nine studies were included.',
      [],
    );
    expect(labels(g)[0]).toBe('Records identified from:\nDatabases (n = 640: MEDLINE n = 402, CINAHL n = 238)');
    expect(labels(g)).toContain('Studies included in review (n = 9)');
    expect(labels(g)).not.toContain('Reports not retrieved (n = 0)');
  });

  test('one line per box in the template\'s own words; a total with its sources in brackets; reasons after "for the following reasons:"', () => {
    const lines = interpret(
      'PRISMA 2020 diagram\nRecords identified from databases (n = 2,000) and registers (n = 150)\nDuplicates removed (n = 300)\nRecords screened (n = 1,850)\n' +
        'Records excluded (n = 1,700)\nReports assessed for eligibility (n = 150)\nReports excluded (n = 110): wrong population (n = 60), wrong design (n = 50)\n' +
        'Studies included in review (n = 40)\nReports of included studies (n = 42)',
      [],
    );
    expect(labels(lines)).toEqual([
      'Records identified from:\nDatabases (n = 2,000)\nRegisters (n = 150)',
      'Records removed before screening:\nDuplicate records removed (n = 300)',
      'Records screened (n = 1,850)',
      'Records excluded (n = 1,700)',
      'Reports assessed for eligibility (n = 150)',
      'Reports excluded (n = 110):\nWrong population (n = 60)\nWrong design (n = 50)',
      'Studies included in review (n = 40)\nReports of included studies (n = 42)',
    ]);
    const prose = interpret(
      'PRISMA 2020 please: our searches identified 1,024 records (databases n = 980; registers n = 44). After deduplication, 801 records were screened ' +
        'and 702 were excluded. Of 99 reports assessed for eligibility, 71 were excluded for the following reasons: wrong population (32), ' +
        'wrong intervention (25), no outcome of interest (14). In total, 28 studies (30 reports) were included.',
      [],
    );
    expect(labels(prose)[0]).toBe('Records identified (n = 1,024):\nDatabases (n = 980)\nRegisters (n = 44)');
    expect(labels(prose)).toContain('Reports excluded (n = 71):\nWrong population (n = 32)\nWrong intervention (n = 25)\nNo outcome of interest (n = 14)');
    expect(labels(prose)).toContain('Studies included in review (n = 28)\nReports of included studies (n = 30)');
  });

  test('"records after duplicates removed" is what was screened, "after removing 40 duplicates" what was removed', () => {
    const g = interpret(
      'PRISMA 2020 flow: databases (n = 640), registers (n = 25). After removing 40 duplicates, records after duplicates removed (n = 625). ' +
        'Records excluded (n = 580). Reports assessed for eligibility (n = 45). Reports excluded (n = 30). Studies included in review (n = 15).',
      [],
    );
    expect(labels(g).slice(0, 3)).toEqual([
      'Records identified from:\nDatabases (n = 640)\nRegisters (n = 25)',
      'Records removed before screening:\nDuplicate records removed (n = 40)',
      'Records screened (n = 625)',
    ]);
  });

  test('a number the template has no place for is refused, named, never dropped', () => {
    const written =
      'PRISMA 2020: 1,200 records from databases, 300 duplicates removed, 900 records screened, 850 excluded, 50 reports assessed ' +
      'for eligibility, 40 excluded, 10 studies included. Two reviewers screened independently (kappa 0.82).';
    expect(() => interpret(written, [])).toThrow(expect.objectContaining({ reason: 'FLOWCHART_TEXT_UNPLACED', message: expect.stringContaining('0.82') }));
  });

  test('a sentence of the prompt that no box holds is refused, named', () => {
    const written = 'PRISMA 2020: 800 records from databases, 90 duplicates removed, 710 records screened, 650 excluded, 60 reports assessed, 48 excluded, 12 studies included. Disagreements were resolved by a third reviewer.';
    expect(() => interpret(written, [])).toThrow(expect.objectContaining({ reason: 'FLOWCHART_TEXT_UNPLACED', message: expect.stringContaining('third reviewer') }));
  });

  test("an attached paper: the study-selection paragraph is drawn, the paper's other sections are not", () => {
    const paper = [
      '# 3. Results',
      '',
      '## 3.1 Study selection',
      '',
      PARAGRAPH.replace('Twenty-two studies, described in 26 reports,', 'In total 22 studies (26 reports)'),
      '',
      '## 3.2 Study characteristics',
      '',
      'The 22 included studies were published between 2011 and 2024 and enrolled 3,480 participants in total.',
    ].join('\n');
    const g = interpret('PRISMA flow from the attached results please (2020 version)', [{ text: paper }]);
    expect(labels(g)).toEqual([IDENTIFIED, REMOVED, SCREENED, RECORDS_EXCLUDED, SOUGHT, NOT_RETRIEVED, ASSESSED, REPORTS_EXCLUDED, INCLUDED]);
  });

  test('a flow in the older PRISMA wording, written as steps, keeps its own words', () => {
    const g = interpret('Review flow: records from databases (n = 900) -> duplicates removed (n = 100) -> records screened (n = 800) -> studies included (n = 12)', []);
    expect(labels(g)).toContain('Duplicates removed (n = 100)');
  });
});
