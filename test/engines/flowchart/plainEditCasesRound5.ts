// Fifty-three edits written in researchers' words before the edit reader was read, on parents
// in the styles researchers paste: arrows, numbered steps with a title line, prose with
// "if ... otherwise", Mermaid, bulleted lanes, comma lists with "if valid A, if not B", loops
// said "(try again)" or "go back to the X check", subjects doing two things in one sentence,
// tests "done in parallel". Edits name steps by description ("the step after counting", "the
// last step", "the exclusion box"), by number ("between steps 2 and 3"), change looks,
// titles and layout, and join several changes by "and" (all applied or none). Each has what
// a careful reader expects; judged in editPlainCasesRound5.test.ts.
import type { ExpectedEdit, ExpectedGraph } from '../../corpora/flowcharts/corpus.ts';
import { graphChanged, type GraphChanges } from './support.ts';

export const PARENTS5 = {
  backup: {
    prompt: 'Backup job: dump database -> compress dump -> checksum OK? yes -> upload to S3 -> delete local copy; no -> alert on-call',
    expect: {
      nodes: { d: 'Dump database', c: 'Compress dump', k: 'Checksum OK?', u: 'Upload to S3', x: 'Delete local copy', a: 'Alert on-call' },
      decisions: ['k'],
      edges: [['d', 'c'], ['c', 'k'], ['k', 'u', 'Yes'], ['u', 'x'], ['k', 'a', 'No']],
    },
  },
  crf: {
    prompt: [
      'Data cleaning before lock:',
      '1. Export the CRF data from REDCap',
      '2. Run the range and logic checks',
      '3. Queries raised? Yes: send queries to the site. No: go to step 5',
      '4. Site answers the queries, then return to step 2',
      '5. Lock the database',
      '6. Unblind and run the primary analysis',
    ].join('\n'),
    expect: {
      nodes: { e: 'Export CRF data from REDCap', r: 'Run range and logic checks', q: 'Queries raised?', s: 'Send queries to site', a: 'Site answers queries', l: 'Lock database', u: 'Unblind and run primary analysis' },
      decisions: ['q'],
      edges: [['e', 'r'], ['r', 'q'], ['q', 's', 'Yes'], ['q', 'l', 'No'], ['s', 'a'], ['a', 'r'], ['l', 'u']],
      title: 'Data cleaning before lock',
    },
  },
  cells: {
    prompt: 'First we thaw the cells, then we count them. If viability is above 90%, we seed them into 96-well plates; otherwise we discard the vial. After seeding we treat with drug for 48 h and then run the MTT assay.',
    expect: {
      nodes: { t: 'Thaw cells', c: 'Count cells', v: 'Viability above 90%?', s: 'Seed into 96-well plates', x: 'Discard vial', d: 'Treat with drug for 48 h', m: 'Run MTT assay' },
      decisions: ['v'],
      edges: [['t', 'c'], ['c', 'v'], ['v', 's', 'Yes'], ['v', 'x', 'No'], ['s', 'd'], ['d', 'm']],
    },
  },
  pilot: {
    prompt: [
      'graph TD',
      '  A[Recruit participants] --> B[Baseline questionnaire]',
      '  B --> C{Randomise}',
      '  C -->|App| D[App-based CBT, 8 weeks]',
      '  C -->|Waitlist| E[Waitlist, 8 weeks]',
      '  D --> F[Post-treatment questionnaire]',
      '  E --> F',
      '  F --> G[Analyse]',
    ].join('\n'),
    expect: {
      nodes: { A: 'Recruit participants', B: 'Baseline questionnaire', C: 'Randomise', D: 'App-based CBT, 8 weeks', E: 'Waitlist, 8 weeks', F: 'Post-treatment questionnaire', G: 'Analyse' },
      decisions: ['C'],
      edges: [['A', 'B'], ['B', 'C'], ['C', 'D', 'App'], ['C', 'E', 'Waitlist'], ['D', 'F'], ['E', 'F'], ['F', 'G']],
      direction: 'TB',
    },
  },
  chemo: {
    prompt: [
      'Swimlanes: Clinician, Pharmacy, Nurse.',
      '- Clinician prescribes the chemotherapy',
      '- Pharmacy verifies the prescription',
      '- Pharmacy compounds the dose',
      "- Nurse checks the patient's identity",
      '- Nurse gives the dose',
    ].join('\n'),
    expect: {
      nodes: { p: 'Prescribe chemotherapy', v: 'Verify prescription', c: 'Compound dose', i: "Check patient's identity", g: 'Give dose' },
      edges: [['p', 'v'], ['v', 'c'], ['c', 'i'], ['i', 'g']],
      lanes: { Clinician: ['p'], Pharmacy: ['v', 'c'], Nurse: ['i', 'g'] },
    },
  },
  qpcr: {
    prompt: 'qPCR analysis: export Ct values → check NTCs → normalise to GAPDH → calculate ΔΔCt → plot fold change',
    expect: {
      nodes: { x: 'Export Ct values', n: 'Check NTCs', g: 'Normalise to GAPDH', c: 'Calculate ΔΔCt', p: 'Plot fold change' },
      edges: [['x', 'n'], ['n', 'g'], ['g', 'c'], ['c', 'p']],
    },
  },
  gwas: {
    prompt: [
      'Title: GWAS QC',
      '1. Remove samples with call rate < 98%',
      '2. Remove SNPs with call rate < 95%',
      '3. Sex check',
      '4. Remove related individuals (PI_HAT > 0.2)',
      '5. PCA for ancestry outliers',
      '6. Impute on the Michigan server',
    ].join('\n'),
    expect: {
      nodes: { s1: 'Remove samples with call rate < 98%', s2: 'Remove SNPs with call rate < 95%', s3: 'Sex check', s4: 'Remove related individuals (PI_HAT > 0.2)', s5: 'PCA for ancestry outliers', s6: 'Impute on the Michigan server' },
      edges: [['s1', 's2'], ['s2', 's3'], ['s3', 's4'], ['s4', 's5'], ['s5', 's6']],
      title: 'GWAS QC',
    },
  },
  screening: {
    prompt: 'Screening visit: consent the patient, then measure eGFR. If eGFR is 30 or more, randomise; otherwise exclude from the study.',
    expect: {
      nodes: { c: 'Consent patient', m: 'Measure eGFR', q: 'eGFR 30 or more?', r: 'Randomise', x: 'Exclude from study' },
      decisions: ['q'],
      edges: [['c', 'm'], ['m', 'q'], ['q', 'r', 'Yes'], ['q', 'x', 'No']],
    },
  },
  import: {
    prompt: 'Weekly import — pull lab results from the LIMS, check them against the data dictionary; if they pass load them into the warehouse and rebuild the report, if they fail email the data manager',
    expect: {
      nodes: { p: 'Pull lab results from LIMS', c: 'Check against data dictionary', d: 'Pass?', l: 'Load into warehouse', r: 'Rebuild report', e: 'Email data manager' },
      decisions: ['d'],
      edges: [['p', 'c'], ['c', 'd'], ['d', 'l', 'Yes'], ['l', 'r'], ['d', 'e', 'No']],
    },
  },
  spiro: {
    prompt: 'Spirometry: explain the manoeuvre → patient blows → acceptable? no → coach the patient and try again; yes → record FEV1 and FVC',
    expect: {
      nodes: { e: 'Explain manoeuvre', b: 'Patient blows', a: 'Acceptable?', c: 'Coach patient', r: 'Record FEV1 and FVC' },
      decisions: ['a'],
      edges: [['e', 'b'], ['b', 'a'], ['a', 'c', 'No'], ['c', 'b'], ['a', 'r', 'Yes']],
    },
  },
  obs: {
    prompt: 'Ward observations. The healthcare assistant measures the vital signs and enters them in the e-obs system. If the score is 3 or more, the nurse informs the doctor. If it is below 3, the HCA files the chart.',
    expect: {
      nodes: { m: 'Measure vital signs', e: 'Enter in e-obs system', d: 'Score 3 or more?', n: 'Inform doctor', f: 'File chart' },
      decisions: ['d'],
      edges: [['m', 'e'], ['e', 'd'], ['d', 'n', 'Yes'], ['d', 'f', 'No']],
    },
  },
  titration: {
    prompt: 'Dose titration: start 5 mg → check BP after 2 weeks → BP on target? yes → continue dose; no → increase by 5 mg and go back to the BP check',
    expect: {
      nodes: { s: 'Start 5 mg', c: 'Check BP after 2 weeks', t: 'BP on target?', k: 'Continue dose', i: 'Increase by 5 mg' },
      decisions: ['t'],
      edges: [['s', 'c'], ['c', 't'], ['t', 'k', 'Yes'], ['t', 'i', 'No'], ['i', 'c']],
    },
  },
  bloods: {
    prompt: 'Admission bloods: clerk the patient, then FBC, CRP and blood cultures sent in parallel, then senior review.',
    expect: {
      nodes: { c: 'Clerk patient', f: 'FBC', r: 'CRP', b: 'Blood cultures', s: 'Senior review' },
      edges: [['c', 'f'], ['c', 'r'], ['c', 'b'], ['f', 's'], ['r', 's'], ['b', 's']],
    },
  },
} satisfies Record<string, { prompt: string; expect: ExpectedGraph }>;

export interface Round5Case {
  id: string;
  parent: keyof typeof PARENTS5;
  edit: string;
  expect: ExpectedEdit;
  /** For a refusal: words its message must hold (the candidates of an ambiguous name, the words not placed). */
  names?: string[];
}

const changed = (parent: keyof typeof PARENTS5, c: GraphChanges): ExpectedEdit => ({ graph: graphChanged(PARENTS5[parent].expect, c) });

export const ROUND5_CASES: Round5Case[] = [
  // Arrows with a question.
  { id: 'r5-01', parent: 'backup', edit: 'make the checksum diamond orange', expect: { nodeStyle: [{ nodes: ['Checksum OK?'], fill: 'orange' }] } },
  { id: 'r5-02', parent: 'backup', edit: "add 'Log success' after deleting the local copy", expect: changed('backup', { nodes: { ls: 'Log success' }, edges: [['x', 'ls']] }) },
  { id: 'r5-03', parent: 'backup', edit: 'rename the upload step to "Upload to Glacier"', expect: changed('backup', { nodes: { u: 'Upload to Glacier' } }) },
  { id: 'r5-04', parent: 'backup', edit: 'remove the step after the upload', expect: changed('backup', { drop: ['x'] }) },
  { id: 'r5-05', parent: 'backup', edit: 'thicker arrows and left to right please', expect: { edgeStyle: [{ edges: 'all', line: 'thick' }], direction: 'LR' } },
  { id: 'r5-06', parent: 'backup', edit: 'the no branch should go back to the compression step', expect: changed('backup', { dropEdges: [['k', 'a']], edges: [['k', 'c', 'No']] }) },
  { id: 'r5-07', parent: 'backup', edit: 'make the upload box blue and the encryption box red', expect: { refuse: 'No step is about encryption.' }, names: ['encryption'] },
  { id: 'r5-08', parent: 'backup', edit: "call it 'Nightly backup'", expect: { title: 'Nightly backup' } },
  // Numbered steps with a title line and a loop by number.
  { id: 'r5-09', parent: 'crf', edit: "add 'Check for duplicates' between steps 2 and 3", expect: changed('crf', { nodes: { dup: 'Check for duplicates' }, dropEdges: [['r', 'q']], edges: [['r', 'dup'], ['dup', 'q']] }) },
  { id: 'r5-10', parent: 'crf', edit: 'make the last step bold', expect: { nodeStyle: [{ nodes: ['Unblind and run primary analysis'], bold: true }] } },
  { id: 'r5-11', parent: 'crf', edit: 'take out the database lock, the no branch can go straight to unblinding', expect: changed('crf', { drop: ['l'], edges: [['q', 'u', 'No']] }) },
  { id: 'r5-12', parent: 'crf', edit: 'make the box after the queries question yellow', expect: { refuse: 'Two boxes follow the question.' }, names: ['Send queries', 'Lock'] },
  { id: 'r5-13', parent: 'crf', edit: 'remove the title', expect: { title: null } },
  // Prose with "if ... otherwise".
  { id: 'r5-14', parent: 'cells', edit: 'the discard box should be red and the seeding step green', expect: { nodeStyle: [{ nodes: ['Discard vial'], fill: 'red' }, { nodes: ['Seed into 96-well plates'], fill: 'green' }] } },
  { id: 'r5-15', parent: 'cells', edit: 'move the MTT assay before the drug treatment', expect: changed('cells', { dropEdges: [['s', 'd'], ['d', 'm']], edges: [['s', 'm'], ['m', 'd']] }) },
  { id: 'r5-16', parent: 'cells', edit: "rename 'Count cells' to 'Count on the Countess'", expect: changed('cells', { nodes: { c: 'Count on the Countess' } }) },
  { id: 'r5-17', parent: 'cells', edit: "add 'Wash with PBS' after thawing", expect: changed('cells', { nodes: { w: 'Wash with PBS' }, dropEdges: [['t', 'c']], edges: [['t', 'w'], ['w', 'c']] }) },
  { id: 'r5-18', parent: 'cells', edit: 'get rid of the viability check and the discard box, counted cells go straight to seeding', expect: changed('cells', { drop: ['v', 'x'], edges: [['c', 's']] }) },
  { id: 'r5-19', parent: 'cells', edit: 'make the step after counting orange', expect: { nodeStyle: [{ nodes: ['Viability above 90%?'], fill: 'orange' }] } },
  { id: 'r5-20', parent: 'cells', edit: "add a title: 'Cell viability assay'", expect: { title: 'Cell viability assay' } },
  // Mermaid with named answers.
  { id: 'r5-21', parent: 'pilot', edit: 'make the waitlist arm dashed', expect: { nodeStyle: [{ nodes: ['Waitlist, 8 weeks'], dashed: true }] } },
  { id: 'r5-22', parent: 'pilot', edit: 'put the two arms side by side', expect: { sideBySide: [['App-based CBT, 8 weeks', 'Waitlist, 8 weeks']] } },
  { id: 'r5-23', parent: 'pilot', edit: "add a '3-month follow-up questionnaire' after the post-treatment one", expect: changed('pilot', { nodes: { M: '3-month follow-up questionnaire' }, dropEdges: [['F', 'G']], edges: [['F', 'M'], ['M', 'G']] }) },
  { id: 'r5-24', parent: 'pilot', edit: 'remove the baseline questionnaire', expect: changed('pilot', { drop: ['B'], edges: [['A', 'C']] }) },
  { id: 'r5-25', parent: 'pilot', edit: "relabel the App arrow 'Intervention'", expect: changed('pilot', { dropEdges: [['C', 'D']], edges: [['C', 'D', 'Intervention']] }) },
  { id: 'r5-26', parent: 'pilot', edit: "make the analysis box grey and the title 'Pilot RCT'", expect: { nodeStyle: [{ nodes: ['Analyse'], fill: 'grey' }], title: 'Pilot RCT' } },
  // Bulleted lanes.
  { id: 'r5-27', parent: 'chemo', edit: 'the identity check is done by pharmacy, move it to their lane', expect: changed('chemo', { lanes: { Clinician: ['p'], Pharmacy: ['v', 'c', 'i'], Nurse: ['g'] } }) },
  { id: 'r5-28', parent: 'chemo', edit: 'colour the pharmacy steps light blue', expect: { nodeStyle: [{ nodes: ['Verify prescription', 'Compound dose'], fill: 'light blue' }] } },
  { id: 'r5-29', parent: 'chemo', edit: 'rename the Clinician lane to Oncologist', expect: changed('chemo', { lanes: { Oncologist: ['p'], Pharmacy: ['v', 'c'], Nurse: ['i', 'g'] } }) },
  {
    id: 'r5-30',
    parent: 'chemo',
    edit: "add 'Patient signs consent' at the start, in a new Patient lane",
    expect: changed('chemo', { nodes: { s: 'Patient signs consent' }, edges: [['s', 'p']], lanes: { Patient: ['s'], Clinician: ['p'], Pharmacy: ['v', 'c'], Nurse: ['i', 'g'] } }),
  },
  // A plain chain.
  {
    id: 'r5-31',
    parent: 'qpcr',
    edit: "add a check after the NTCs: 'NTC clean?' - no goes to 'Repeat plate', yes carries on to normalising",
    expect: changed('qpcr', { nodes: { k: 'NTC clean?', rp: 'Repeat plate' }, decisions: ['k'], dropEdges: [['n', 'g']], edges: [['n', 'k'], ['k', 'g', 'Yes'], ['k', 'rp', 'No']] }),
  },
  { id: 'r5-32', parent: 'qpcr', edit: 'merge the last two steps into one box', expect: changed('qpcr', { drop: ['c', 'p'], nodes: { cp: 'Calculate ΔΔCt and plot fold change' }, edges: [['g', 'cp']] }) },
  { id: 'r5-33', parent: 'qpcr', edit: 'more compact and a smaller font', expect: { spacing: 'compact', font: 'smaller' } },
  { id: 'r5-34', parent: 'qpcr', edit: 'make it horizontal', expect: { direction: 'LR' } },
  { id: 'r5-35', parent: 'qpcr', edit: 'delete the first step', expect: changed('qpcr', { drop: ['x'] }) },
  // Numbered steps under "Title:".
  { id: 'r5-36', parent: 'gwas', edit: 'drop the sex check', expect: changed('gwas', { drop: ['s3'], edges: [['s2', 's4']] }) },
  { id: 'r5-37', parent: 'gwas', edit: 'swap steps 1 and 2', expect: changed('gwas', { dropEdges: [['s1', 's2'], ['s2', 's3']], edges: [['s2', 's1'], ['s1', 's3']] }) },
  { id: 'r5-38', parent: 'gwas', edit: "change the title to 'Genotype QC pipeline' and make step 6 purple", expect: { title: 'Genotype QC pipeline', nodeStyle: [{ nodes: ['Impute on the Michigan server'], fill: 'purple' }] } },
  { id: 'r5-39', parent: 'gwas', edit: "after the PCA add 'Remove outliers > 6 SD'", expect: changed('gwas', { nodes: { o: 'Remove outliers > 6 SD' }, dropEdges: [['s5', 's6']], edges: [['s5', 'o'], ['o', 's6']] }) },
  { id: 'r5-40', parent: 'gwas', edit: 'remove the step before the first one', expect: { refuse: 'Nothing comes before the first step.' } },
  // Prose with a threshold.
  { id: 'r5-41', parent: 'screening', edit: 'make the exclusion box orange', expect: { nodeStyle: [{ nodes: ['Exclude from study'], fill: 'orange' }] } },
  { id: 'r5-42', parent: 'screening', edit: "add 'Record reason for exclusion' after the exclusion", expect: changed('screening', { nodes: { rr: 'Record reason for exclusion' }, edges: [['x', 'rr']] }) },
  { id: 'r5-43', parent: 'screening', edit: 'change the cut-off from 30 to 45', expect: changed('screening', { nodes: { q: 'eGFR 45 or more?' } }) },
  {
    id: 'r5-44',
    parent: 'screening',
    edit: 'make the decision boxes orange and the yes arrow green',
    expect: { nodeStyle: [{ nodes: ['eGFR 30 or more?'], fill: 'orange' }], edgeStyle: [{ edges: [['eGFR 30 or more?', 'Randomise']], stroke: 'green' }] },
  },
  // A comma list with "if they pass A, if they fail B".
  { id: 'r5-45', parent: 'import', edit: "add 'Archive the raw files' after the report is rebuilt", expect: changed('import', { nodes: { a: 'Archive the raw files' }, edges: [['r', 'a']] }) },
  { id: 'r5-46', parent: 'import', edit: 'make the fail arrow red', expect: { edgeStyle: [{ edges: [['Pass?', 'Email data manager']], stroke: 'red' }] } },
  // "try again" as a loop.
  {
    id: 'r5-47',
    parent: 'spiro',
    edit: 'instead of trying again after coaching, refer to the respiratory physiologist',
    expect: changed('spiro', { nodes: { f: 'Refer to respiratory physiologist' }, dropEdges: [['c', 'b']], edges: [['c', 'f']] }),
  },
  { id: 'r5-48', parent: 'spiro', edit: 'colour the acceptability question yellow', expect: { nodeStyle: [{ nodes: ['Acceptable?'], fill: 'yellow' }] } },
  // A subject doing two things in one sentence.
  { id: 'r5-49', parent: 'obs', edit: 'the doctor step should be red', expect: { nodeStyle: [{ nodes: ['Inform doctor'], fill: 'red' }] } },
  // "go back to the X check".
  { id: 'r5-50', parent: 'titration', edit: 'change 5 mg to 10 mg', expect: { refuse: 'Two steps say 5 mg.' }, names: ['Start 5 mg', 'Increase by 5 mg'] },
  { id: 'r5-51', parent: 'titration', edit: "after 'continue dose' add 'Review in 3 months'", expect: changed('titration', { nodes: { n: 'Review in 3 months' }, edges: [['k', 'n']] }) },
  // Tests "sent in parallel".
  { id: 'r5-52', parent: 'bloods', edit: 'put the three tests side by side', expect: { sideBySide: [['FBC', 'CRP', 'Blood cultures']] } },
  { id: 'r5-53', parent: 'bloods', edit: 'remove CRP', expect: changed('bloods', { drop: ['r'] }) },
];
