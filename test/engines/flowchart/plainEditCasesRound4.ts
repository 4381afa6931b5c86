// Forty edits written in researchers' plain words before the edit reader was changed for them,
// in forms the earlier rounds (plainEditCases.ts) did not use: chatty requests of several
// sentences, "could you ...", "I'd like the ...", "the box that says X", "the arrow from A to
// B", "the 'no' arrow of the second question", several steps added at once, colours by name
// and by hex, "make it vertical", labels for arrows, "delete everything after X", "move X
// before Y", where a step goes "when it fails". Each has the graph, look or refusal a careful
// reader expects; kept as the test of editPlainCasesRound4.test.ts.
import type { ExpectedEdit } from '../../corpora/flowcharts/corpus.ts';
import { graphChanged, type GraphChanges } from './support.ts';
import { PARENTS as EARLIER_PARENTS, type PlainEditParent } from './plainEditCases.ts';


export const PARENTS = {
  ...EARLIER_PARENTS,
  sepsis: {
    prompt: [
      'flowchart TD',
      '  T[Triage] --> Q{NEWS2 ≥ 5?}',
      '  Q -->|Yes| C[Blood cultures and lactate]',
      '  C --> A[IV antibiotics within 1 h]',
      '  A --> L{Lactate > 4?}',
      '  L -->|Yes| I[Refer to ICU]',
      '  L -->|No| W[Admit to ward]',
      '  Q -->|No| R[Routine care]',
    ].join('\n'),
    expect: {
      nodes: { T: 'Triage', Q: 'NEWS2 ≥ 5?', C: 'Blood cultures and lactate', A: 'IV antibiotics within 1 h', L: 'Lactate > 4?', I: 'Refer to ICU', W: 'Admit to ward', R: 'Routine care' },
      decisions: ['Q', 'L'],
      edges: [['T', 'Q'], ['Q', 'C', 'Yes'], ['C', 'A'], ['A', 'L'], ['L', 'I', 'Yes'], ['L', 'W', 'No'], ['Q', 'R', 'No']],
      direction: 'TB',
    },
  },
  elisa: {
    prompt: [
      'ELISA protocol:',
      '1. Coat plate with capture antibody overnight',
      '2. Wash three times with PBST',
      '3. Block with 1% BSA for 1 h',
      '4. Add samples and standards',
      '5. Add detection antibody',
      '6. Add substrate',
      '7. Read absorbance at 450 nm',
    ].join('\n'),
    expect: {
      nodes: { c: 'Coat plate with capture antibody overnight', w: 'Wash three times with PBST', b: 'Block with 1% BSA for 1 h', s: 'Add samples and standards', d: 'Add detection antibody', u: 'Add substrate', r: 'Read absorbance at 450 nm' },
      edges: [['c', 'w'], ['w', 'b'], ['b', 's'], ['s', 'd'], ['d', 'u'], ['u', 'r']],
      title: 'ELISA protocol',
    },
  },
  pcr: {
    prompt: ['flowchart LR', '  E[Extract RNA] --> Q[Quantify on NanoDrop] --> R[Reverse transcription] --> P[qPCR] --> A[Analyse ΔΔCt]'].join('\n'),
    expect: {
      nodes: { E: 'Extract RNA', Q: 'Quantify on NanoDrop', R: 'Reverse transcription', P: 'qPCR', A: 'Analyse ΔΔCt' },
      edges: [['E', 'Q'], ['Q', 'R'], ['R', 'P'], ['P', 'A']],
      direction: 'LR',
    },
  },
  qc: {
    prompt: ['flowchart TD', '  S[Sequence samples] --> F[FastQC]', '  F --> Q{QC passed?}', '  Q -->|Yes| A[Align with STAR]', '  Q -->|No| X[Discard sample]', '  A --> C[Count reads]'].join('\n'),
    expect: {
      nodes: { S: 'Sequence samples', F: 'FastQC', Q: 'QC passed?', A: 'Align with STAR', X: 'Discard sample', C: 'Count reads' },
      decisions: ['Q'],
      edges: [['S', 'F'], ['F', 'Q'], ['Q', 'A', 'Yes'], ['Q', 'X', 'No'], ['A', 'C']],
      direction: 'TB',
    },
  },
  referral: {
    prompt: 'Referral pathway, lanes GP | Hospital: GP examines patient; GP sends referral letter; hospital triages referral; hospital books appointment',
    expect: {
      nodes: { e: 'Examine patient', l: 'Send referral letter', t: 'Triage referral', b: 'Book appointment' },
      edges: [['e', 'l'], ['l', 't'], ['t', 'b']],
      lanes: { GP: ['e', 'l'], Hospital: ['t', 'b'] },
    },
  },
} satisfies Record<string, PlainEditParent>;

export interface Round4Case {
  id: string;
  parent: keyof typeof PARENTS;
  edit: string;
  expect: ExpectedEdit;
  /** For a refusal: words its message must hold (the candidates of an ambiguous name, the words not placed). */
  names?: string[];
}

/** The parent's expected graph with the changes a careful reader makes for the edit. */
const changed = (parent: keyof typeof PARENTS, c: GraphChanges): ExpectedEdit => ({ graph: graphChanged(PARENTS[parent].expect, c) });

export const ROUND4_CASES: Round4Case[] = [
  // Chatty requests of several sentences.
  { id: 'r4-01', parent: 'ml', edit: 'Thanks, this looks great! Could you make the deploy box green? And the AUC check orange.', expect: { nodeStyle: [{ nodes: ['Deploy model'], fill: 'green' }, { nodes: ['AUC ≥ 0.80?'], fill: 'orange' }] } },
  { id: 'r4-02', parent: 'blot', edit: 'Looks good. One thing: we actually block in 5% BSA, not milk. Can you change that?', expect: changed('blot', { nodes: { b: 'Block in 5% BSA for 1 h' } }) },
  {
    id: 'r4-03',
    parent: 'elisa',
    edit: "Hi, a couple of changes please. Add 'Wash three times with PBST' after the detection antibody step. Then make the absorbance reading blue.",
    expect: { ...changed('elisa', { nodes: { w2: 'Wash three times with PBST' }, dropEdges: [['d', 'u']], edges: [['d', 'w2'], ['w2', 'u']] }), nodeStyle: [{ nodes: ['Read absorbance at 450 nm'], fill: 'blue' }] },
  },
  // "could you ...", "I'd like the ...".
  { id: 'r4-04', parent: 'chest', edit: 'could you make the troponin decision yellow', expect: { nodeStyle: [{ nodes: ['Troponin raised?'], fill: 'yellow' }] } },
  { id: 'r4-05', parent: 'sepsis', edit: "could you put a 'Reassess in 1 h' step after routine care?", expect: changed('sepsis', { nodes: { ra: 'Reassess in 1 h' }, edges: [['R', 'ra']] }) },
  { id: 'r4-06', parent: 'ihc', edit: "I'd like the DAB step in red", expect: { nodeStyle: [{ nodes: ['DAB staining'], fill: 'red' }] } },
  { id: 'r4-07', parent: 'sepsis', edit: "I'd like the whole thing to run left to right", expect: { direction: 'LR' } },
  { id: 'r4-08', parent: 'trial', edit: "I'd like the placebo box to be grey, please", expect: { nodeStyle: [{ nodes: ['Placebo (n = 90)'], fill: 'grey' }] } },
  // "the box that says X".
  { id: 'r4-09', parent: 'elisa', edit: "the box that says 'Add substrate' should say 'Add TMB substrate, 15 min in the dark'", expect: changed('elisa', { nodes: { u: 'Add TMB substrate, 15 min in the dark' } }) },
  { id: 'r4-10', parent: 'sepsis', edit: 'remove the box that says Routine care', expect: changed('sepsis', { drop: ['R'] }) },
  // "the arrow from A to B".
  { id: 'r4-11', parent: 'blot', edit: 'make the arrow from the transfer to the blocking step dashed', expect: { edgeStyle: [{ edges: [['Transfer to PVDF', 'Block in 5% milk for 1 h']], line: 'dotted' }] } },
  { id: 'r4-12', parent: 'sepsis', edit: 'delete the arrow from antibiotics to the lactate question', expect: changed('sepsis', { dropEdges: [['A', 'L']] }) },
  { id: 'r4-13', parent: 'chest', edit: "label the arrow from chest pain to ECG 'within 10 min'", expect: changed('chest', { dropEdges: [['A', 'B']], edges: [['A', 'B', 'within 10 min']] }) },
  // An answer's arrow named by its question.
  { id: 'r4-14', parent: 'chest', edit: "make the 'no' arrow of the second question red", expect: { edgeStyle: [{ edges: [['Troponin raised?', 'Discharge']], stroke: 'red' }] } },
  { id: 'r4-15', parent: 'asthma', edit: "relabel the no arrow of the first question 'Poor response'", expect: changed('asthma', { dropEdges: [['g', 'm']], edges: [['g', 'm', 'Poor response']] }) },
  { id: 'r4-16', parent: 'sepsis', edit: 'the yes arrow of the lactate question should be thick', expect: { edgeStyle: [{ edges: [['Lactate > 4?', 'Refer to ICU']], line: 'thick' }] } },
  // Several steps added at once, with their count.
  {
    id: 'r4-17',
    parent: 'elisa',
    edit: "add two more steps after the substrate: 'Add stop solution' and 'Shake for 10 s'",
    expect: changed('elisa', { nodes: { st: 'Add stop solution', sh: 'Shake for 10 s' }, dropEdges: [['u', 'r']], edges: [['u', 'st'], ['st', 'sh'], ['sh', 'r']] }),
  },
  {
    id: 'r4-18',
    parent: 'ihc',
    edit: "add three steps before mounting: 'Dehydrate in ethanol', 'Clear in xylene' and 'Air dry'",
    expect: changed('ihc', { nodes: { d1: 'Dehydrate in ethanol', d2: 'Clear in xylene', d3: 'Air dry' }, dropEdges: [['c', 'm']], edges: [['c', 'd1'], ['d1', 'd2'], ['d2', 'd3'], ['d3', 'm']] }),
  },
  {
    id: 'r4-19',
    parent: 'blot',
    edit: "add 2 steps after ECL detection: 'Image on ChemiDoc' and 'Quantify bands in ImageJ'",
    expect: changed('blot', { nodes: { im: 'Image on ChemiDoc', qb: 'Quantify bands in ImageJ' }, edges: [['e', 'im'], ['im', 'qb']] }),
  },
  // Colours by hex and by less common names.
  { id: 'r4-20', parent: 'sepsis', edit: 'make the ICU box #d62728', expect: { nodeStyle: [{ nodes: ['Refer to ICU'], fill: '#d62728' }] } },
  { id: 'r4-21', parent: 'ihc', edit: 'colour the first step #1f77b4 and the last step salmon', expect: { nodeStyle: [{ nodes: ['Deparaffinise sections in xylene'], fill: '#1f77b4' }, { nodes: ['Mount coverslip'], fill: 'salmon' }] } },
  { id: 'r4-22', parent: 'ml', edit: 'paint the deploy box dark green', expect: { nodeStyle: [{ nodes: ['Deploy model'], fill: 'dark green' }] } },
  // Direction said by its look.
  { id: 'r4-23', parent: 'pcr', edit: 'make it vertical', expect: { direction: 'TB' } },
  { id: 'r4-24', parent: 'pcr', edit: "can it go top to bottom instead, it's too wide for the page", expect: { direction: 'TB' } },
  // Labels for arrows.
  { id: 'r4-25', parent: 'screen', edit: "label the yes arrow 'eligible' and the no arrow 'not eligible'", expect: changed('screen', { dropEdges: [['E', 'C'], ['E', 'X']], edges: [['E', 'C', 'eligible'], ['E', 'X', 'not eligible']] }) },
  { id: 'r4-26', parent: 'pcr', edit: "label the arrow between extraction and quantification '≥ 20 ng/µL'", expect: changed('pcr', { dropEdges: [['E', 'Q']], edges: [['E', 'Q', '≥ 20 ng/µL']] }) },
  { id: 'r4-27', parent: 'chest', edit: 'label the arrows', expect: { refuse: 'No label is given for the arrows.' } },
  // Everything after a step.
  { id: 'r4-28', parent: 'ihc', edit: 'delete everything after the DAB staining', expect: changed('ihc', { drop: ['c', 'm'] }) },
  { id: 'r4-29', parent: 'elisa', edit: 'get rid of everything after adding the samples', expect: changed('elisa', { drop: ['d', 'u', 'r'] }) },
  { id: 'r4-30', parent: 'chest', edit: 'remove everything after the troponin box', expect: changed('chest', { drop: ['F', 'G', 'H'] }) },
  // Moves.
  { id: 'r4-31', parent: 'elisa', edit: 'move the blocking step before the wash', expect: changed('elisa', { dropEdges: [['c', 'w'], ['w', 'b'], ['b', 's']], edges: [['c', 'b'], ['b', 'w'], ['w', 's']] }) },
  { id: 'r4-32', parent: 'pcr', edit: 'move the reverse transcription before the NanoDrop step', expect: changed('pcr', { dropEdges: [['E', 'Q'], ['Q', 'R'], ['R', 'P']], edges: [['E', 'R'], ['R', 'Q'], ['Q', 'P']] }) },
  // Where a step goes when it fails.
  { id: 'r4-33', parent: 'ml', edit: 'when the AUC check fails it should go back to the training step', expect: changed('ml', { dropEdges: [['d', 'c']], edges: [['d', 't', 'No']] }) },
  { id: 'r4-34', parent: 'qc', edit: "samples should go to 'Re-sequence' when QC fails, not to discard", expect: changed('qc', { nodes: { rs: 'Re-sequence' }, dropEdges: [['Q', 'X']], edges: [['Q', 'rs', 'No']] }) },
  { id: 'r4-35', parent: 'qc', edit: 'the QC check should send failures back to FastQC', expect: changed('qc', { dropEdges: [['Q', 'X']], edges: [['Q', 'F', 'No']] }) },
  // Swaps, and what must be refused.
  { id: 'r4-36', parent: 'sepsis', edit: 'swap the ward and ICU boxes', expect: changed('sepsis', { dropEdges: [['L', 'I'], ['L', 'W']], edges: [['L', 'W', 'Yes'], ['L', 'I', 'No']] }) },
  { id: 'r4-37', parent: 'washes', edit: 'could you make the wash box blue?', expect: { refuse: 'Two steps are washes.' }, names: ['(n5)', '(n7)'] },
  { id: 'r4-38', parent: 'blot', edit: 'make the centrifugation step red', expect: { refuse: 'No step is about centrifugation.' }, names: ['centrifugation'] },
  { id: 'r4-39', parent: 'elisa', edit: "add 'Stop reaction' after the substrate and colour the incubation step green", expect: { refuse: 'No step is about incubation.' }, names: ['incubation'] },
  { id: 'r4-40', parent: 'referral', edit: 'Great. The GP steps should be light green and the hospital ones #cce5ff.', expect: { nodeStyle: [{ nodes: ['Examine patient', 'Send referral letter'], fill: 'light green' }, { nodes: ['Triage referral', 'Book appointment'], fill: '#cce5ff' }] } },
];
