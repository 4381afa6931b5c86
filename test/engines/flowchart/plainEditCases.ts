// Fifty edits written in researchers' plain words on flowcharts the reader draws right, each with
// what a careful reader expects: the graph after a structural edit, the styles or layout after a
// look edit, or a refusal (an ambiguous description, a step that is not there) naming the words.
// Written before the edit reader was changed for them, to predict how it fares on edits nobody
// has tuned it to; kept as the test of editPlainCases.test.ts.
import type { ExpectedEdit, ExpectedGraph } from '../../corpora/flowcharts/corpus.ts';
import { graphChanged, type GraphChanges } from './support.ts';


export interface PlainEditParent {
  prompt: string;
  expect: ExpectedGraph;
}

export interface PlainEditCase {
  id: string;
  parent: keyof typeof PARENTS;
  edit: string;
  expect: ExpectedEdit;
  /** For a refusal: words its message must hold (the candidates of an ambiguous name, the words not placed). */
  names?: string[];
}

export const PARENTS = {
  blot: {
    prompt: 'western blot protocol flowchart: lyse cells in RIPA buffer -> BCA protein assay -> SDS-PAGE (20 µg/lane) -> transfer to PVDF -> block in 5% milk for 1 h -> primary Ab overnight at 4 °C -> HRP secondary 1 h RT -> ECL detection',
    expect: {
      nodes: { l: 'Lyse cells in RIPA buffer', q: 'BCA protein assay', s: 'SDS-PAGE (20 µg/lane)', t: 'Transfer to PVDF', b: 'Block in 5% milk for 1 h', p: 'Primary antibody overnight at 4 °C', h: 'HRP secondary 1 h RT', e: 'ECL detection' },
      edges: [['l', 'q'], ['q', 's'], ['s', 't'], ['t', 'b'], ['b', 'p'], ['p', 'h'], ['h', 'e']],
    },
  },
  ml: {
    prompt: 'ML workflow: load dataset → clean & impute missing values → train/test split (80/20) → train XGBoost → evaluate on test set → AUC ≥ 0.80? yes: deploy model, no: go back to cleaning',
    expect: {
      nodes: { l: 'Load dataset', c: 'Clean and impute missing values', s: 'Train/test split (80/20)', t: 'Train XGBoost', e: 'Evaluate on test set', d: 'AUC ≥ 0.80?', p: 'Deploy model' },
      decisions: ['d'],
      edges: [['l', 'c'], ['c', 's'], ['s', 't'], ['t', 'e'], ['e', 'd'], ['d', 'p', 'Yes'], ['d', 'c', 'No']],
    },
  },
  asthma: {
    prompt: [
      'flowchart TD',
      '  s[Salbutamol 3 nebs back to back] --> r[Reassess after 1 h] --> g{Good response?}',
      '  g -->|Yes| d[Discharge with asthma plan]',
      '  g -->|No| m[IV magnesium] --> v{Still severe?}',
      '  v -->|Yes| p[Admit to PICU]',
      '  v -->|No| w[Admit to ward]',
    ].join('\n'),
    expect: {
      nodes: { s: 'Salbutamol 3 nebs back to back', r: 'Reassess after 1 h', g: 'Good response?', d: 'Discharge with asthma plan', m: 'IV magnesium', v: 'Still severe?', p: 'Admit to PICU', w: 'Admit to ward' },
      decisions: ['g', 'v'],
      edges: [['s', 'r'], ['r', 'g'], ['g', 'd', 'Yes'], ['g', 'm', 'No'], ['m', 'v'], ['v', 'p', 'Yes'], ['v', 'w', 'No']],
      direction: 'TB',
    },
  },
  trial: {
    prompt: [
      'flowchart TD',
      '  A["Assessed for eligibility (n = 300)"] --> X["Excluded (n = 30)"]',
      '  A --> R["Randomised (n = 270)"]',
      '  R --> L["Low dose (n = 90)"]',
      '  R --> H["High dose (n = 90)"]',
      '  R --> P["Placebo (n = 90)"]',
      '  L --> F[Primary endpoint analysis]',
      '  H --> F',
      '  P --> F',
    ].join('\n'),
    expect: {
      nodes: { A: 'Assessed for eligibility (n = 300)', X: 'Excluded (n = 30)', R: 'Randomised (n = 270)', L: 'Low dose (n = 90)', H: 'High dose (n = 90)', P: 'Placebo (n = 90)', F: 'Primary endpoint analysis' },
      edges: [['A', 'X'], ['A', 'R'], ['R', 'L'], ['R', 'H'], ['R', 'P'], ['L', 'F'], ['H', 'F'], ['P', 'F']],
    },
  },
  ihc: {
    prompt: [
      'Immunohistochemistry:',
      '1. Deparaffinise sections in xylene',
      '2. Antigen retrieval in citrate buffer',
      '3. Block endogenous peroxidase',
      '4. Incubate with primary antibody overnight',
      '5. Apply secondary antibody',
      '6. DAB staining',
      '7. Counterstain with haematoxylin',
      '8. Mount coverslip',
    ].join('\n'),
    expect: {
      nodes: { d: 'Deparaffinise sections in xylene', r: 'Antigen retrieval in citrate buffer', b: 'Block endogenous peroxidase', p: 'Incubate with primary antibody overnight', s: 'Apply secondary antibody', dab: 'DAB staining', c: 'Counterstain with haematoxylin', m: 'Mount coverslip' },
      edges: [['d', 'r'], ['r', 'b'], ['b', 'p'], ['p', 's'], ['s', 'dab'], ['dab', 'c'], ['c', 'm']],
      title: 'Immunohistochemistry',
    },
  },
  screen: {
    prompt: ['flowchart TD', '  S[Screen patient] --> E{Eligible?}', '  E -->|Yes| C[Obtain consent]', '  E -->|No| X[Exclude patient]', '  C --> R[Randomise]'].join('\n'),
    expect: {
      nodes: { S: 'Screen patient', E: 'Eligible?', C: 'Obtain consent', X: 'Exclude patient', R: 'Randomise' },
      decisions: ['E'],
      edges: [['S', 'E'], ['E', 'C', 'Yes'], ['E', 'X', 'No'], ['C', 'R']],
      direction: 'TB',
    },
  },
  chest: {
    prompt: [
      'flowchart TD',
      '  A[Chest pain] --> B[ECG]',
      '  B --> C{ST elevation?}',
      '  C -->|Yes| D[Cath lab]',
      '  C -->|No| E[Troponin]',
      '  E --> F{Troponin raised?}',
      '  F -->|Yes| G[Admit to cardiology]',
      '  F -->|No| H[Discharge]',
    ].join('\n'),
    expect: {
      nodes: { A: 'Chest pain', B: 'ECG', C: 'ST elevation?', D: 'Cath lab', E: 'Troponin', F: 'Troponin raised?', G: 'Admit to cardiology', H: 'Discharge' },
      decisions: ['C', 'F'],
      edges: [['A', 'B'], ['B', 'C'], ['C', 'D', 'Yes'], ['C', 'E', 'No'], ['E', 'F'], ['F', 'G', 'Yes'], ['F', 'H', 'No']],
      direction: 'TB',
    },
  },
  washes: {
    prompt: "Flowchart titled 'Western blot':\nSDS-PAGE → transfer to PVDF (100 V, 1 h) → block in 5% milk 1 h → primary antibody overnight at 4 °C → wash 3 × 5 min TBST → secondary antibody 1 h RT → wash 3 × 5 min TBST → ECL detection",
    expect: {
      nodes: { a: 'SDS-PAGE', b: 'Transfer to PVDF (100 V, 1 h)', c: 'Block in 5% milk 1 h', d: 'Primary antibody overnight at 4 °C', e: 'Wash 3 × 5 min TBST', f: 'Secondary antibody 1 h RT', g: 'Wash 3 × 5 min TBST', h: 'ECL detection' },
      edges: [['a', 'b'], ['b', 'c'], ['c', 'd'], ['d', 'e'], ['e', 'f'], ['f', 'g'], ['g', 'h']],
      title: 'Western blot',
    },
  },
  bloods: {
    prompt: 'Outpatient bloods, lanes Patient | Nurse | Doctor: patient arrives at clinic; nurse records obs; doctor takes blood sample; doctor reviews results; patient books follow-up',
    expect: {
      nodes: { a: 'Patient arrives at clinic', o: 'Record observations', t: 'Take blood sample', r: 'Review results', f: 'Book follow-up' },
      edges: [['a', 'o'], ['o', 't'], ['t', 'r'], ['r', 'f']],
      lanes: { Patient: ['a', 'f'], Nurse: ['o'], Doctor: ['t', 'r'] },
    },
  },
  consort: {
    prompt: 'CONSORT diagram please. 412 assessed for eligibility, 112 excluded, 300 randomised; 150 allocated to intervention and 150 to usual care; analysed 142 and 145 respectively.',
    expect: {
      nodes: { e: 'Assessed for eligibility (n = 412)', x: 'Excluded (n = 112)', r: 'Randomised (n = 300)', i: 'Allocated to intervention (n = 150)', c: 'Allocated to usual care (n = 150)', ai: 'Analysed (n = 142)', ac: 'Analysed (n = 145)' },
      edges: [['e', 'x'], ['e', 'r'], ['r', 'i'], ['r', 'c'], ['i', 'ai'], ['c', 'ac']],
    },
  },
} satisfies Record<string, PlainEditParent>;

/** The parent's expected graph with the changes a careful reader makes for the edit. */
const changed = (parent: keyof typeof PARENTS, c: GraphChanges): ExpectedEdit => ({ graph: graphChanged(PARENTS[parent].expect, c) });

export const PLAIN_EDIT_CASES: PlainEditCase[] = [
  // A western blot chain: steps named by what they do, by place, by order.
  { id: 'pe-01', parent: 'blot', edit: 'remove the BCA assay and connect its neighbours', expect: changed('blot', { drop: ['q'], edges: [['l', 's']] }) },
  { id: 'pe-02', parent: 'blot', edit: "add 'Wash 3 x 5 min TBST' after the primary antibody step", expect: changed('blot', { nodes: { w: 'Wash 3 x 5 min TBST' }, dropEdges: [['p', 'h']], edges: [['p', 'w'], ['w', 'h']] }) },
  { id: 'pe-03', parent: 'blot', edit: 'make the step after blocking blue', expect: { nodeStyle: [{ nodes: ['Primary antibody overnight at 4 °C'], fill: 'blue' }] } },
  { id: 'pe-04', parent: 'blot', edit: 'colour the last step green', expect: { nodeStyle: [{ nodes: ['ECL detection'], fill: 'green' }] } },
  { id: 'pe-05', parent: 'blot', edit: 'insert a Ponceau S stain between the transfer and the blocking step', expect: changed('blot', { nodes: { ps: 'Ponceau S stain' }, dropEdges: [['t', 'b']], edges: [['t', 'ps'], ['ps', 'b']] }) },
  { id: 'pe-06', parent: 'blot', edit: "rename the HRP step to 'Anti-rabbit HRP 1 h RT'", expect: changed('blot', { nodes: { h: 'Anti-rabbit HRP 1 h RT' } }) },
  { id: 'pe-07', parent: 'blot', edit: 'merge the HRP secondary and the ECL detection into one step', expect: changed('blot', { drop: ['h', 'e'], nodes: { he: 'HRP secondary 1 h RT and ECL detection' }, edges: [['p', 'he']] }) },
  {
    id: 'pe-08',
    parent: 'blot',
    edit: 'make the blocking and transfer steps orange, and bold the lysis step',
    expect: { nodeStyle: [{ nodes: ['Block in 5% milk for 1 h', 'Transfer to PVDF'], fill: 'orange' }, { nodes: ['Lyse cells in RIPA buffer'], bold: true }] },
  },
  { id: 'pe-09', parent: 'blot', edit: 'title it "Western blot (PVDF)" and lay it out left to right', expect: { title: 'Western blot (PVDF)', direction: 'LR' } },

  // A loop and a decision.
  { id: 'pe-10', parent: 'ml', edit: 'swap the yes and no branches', expect: changed('ml', { dropEdges: [['d', 'p'], ['d', 'c']], edges: [['d', 'p', 'No'], ['d', 'c', 'Yes']] }) },
  { id: 'pe-11', parent: 'ml', edit: 'make the loop go back to the training step instead', expect: changed('ml', { dropEdges: [['d', 'c']], edges: [['d', 't', 'No']] }) },
  { id: 'pe-12', parent: 'ml', edit: 'make the decision orange and the loop dashed', expect: { nodeStyle: [{ nodes: ['AUC ≥ 0.80?'], fill: 'orange' }], edgeStyle: [{ edges: [['AUC ≥ 0.80?', 'Clean and impute missing values']], line: 'dotted' }] } },
  { id: 'pe-13', parent: 'ml', edit: "add a 'Tune hyperparameters' step before training", expect: changed('ml', { nodes: { u: 'Tune hyperparameters' }, dropEdges: [['s', 't']], edges: [['s', 'u'], ['u', 't']] }) },
  { id: 'pe-14', parent: 'ml', edit: "rename the AUC check to 'AUC ≥ 0.85?'", expect: changed('ml', { nodes: { d: 'AUC ≥ 0.85?' } }) },

  // Two decisions.
  { id: 'pe-15', parent: 'asthma', edit: 'make the two decisions yellow', expect: { nodeStyle: [{ nodes: ['Good response?', 'Still severe?'], fill: 'yellow' }] } },
  { id: 'pe-16', parent: 'asthma', edit: 'make both admission boxes red', expect: { nodeStyle: [{ nodes: ['Admit to PICU', 'Admit to ward'], fill: 'red' }] } },
  { id: 'pe-17', parent: 'asthma', edit: "add 'Senior review' between IV magnesium and the second decision", expect: changed('asthma', { nodes: { sr: 'Senior review' }, dropEdges: [['m', 'v']], edges: [['m', 'sr'], ['sr', 'v']] }) },
  {
    id: 'pe-18',
    parent: 'asthma',
    edit: 'make the discharge box green, the PICU box red and the ward box orange',
    expect: { nodeStyle: [{ nodes: ['Discharge with asthma plan'], fill: 'green' }, { nodes: ['Admit to PICU'], fill: 'red' }, { nodes: ['Admit to ward'], fill: 'orange' }] },
  },
  { id: 'pe-19', parent: 'asthma', edit: 'swap the branches of the severity question', expect: changed('asthma', { dropEdges: [['v', 'p'], ['v', 'w']], edges: [['v', 'p', 'No'], ['v', 'w', 'Yes']] }) },

  // A three-arm trial.
  { id: 'pe-20', parent: 'trial', edit: 'put the three arms side by side', expect: { sideBySide: [['Low dose (n = 90)', 'High dose (n = 90)', 'Placebo (n = 90)']] } },
  { id: 'pe-21', parent: 'trial', edit: 'make the three arms light blue', expect: { nodeStyle: [{ nodes: ['Low dose (n = 90)', 'High dose (n = 90)', 'Placebo (n = 90)'], fill: 'light blue' }] } },
  { id: 'pe-22', parent: 'trial', edit: 'remove the exclusion box', expect: changed('trial', { drop: ['X'] }) },
  { id: 'pe-23', parent: 'trial', edit: 'change the excluded box to n = 28 and the randomised box to n = 272', expect: changed('trial', { nodes: { X: 'Excluded (n = 28)', R: 'Randomised (n = 272)' } }) },
  { id: 'pe-24', parent: 'trial', edit: "add a box 'Lost to follow-up (n = 4)' coming off the placebo arm", expect: changed('trial', { nodes: { lf: 'Lost to follow-up (n = 4)' }, edges: [['P', 'lf']] }) },
  { id: 'pe-25', parent: 'trial', edit: 'give the arms a dashed outline', expect: { nodeStyle: [{ nodes: ['Low dose (n = 90)', 'High dose (n = 90)', 'Placebo (n = 90)'], dashed: true }] } },
  { id: 'pe-26', parent: 'trial', edit: 'make the analysis box bold and the edges thick', expect: { nodeStyle: [{ nodes: ['Primary endpoint analysis'], bold: true }], edgeStyle: [{ edges: 'all', line: 'thick' }] } },

  // A numbered protocol.
  { id: 'pe-27', parent: 'ihc', edit: 'remove the peroxidase step and connect its neighbours', expect: changed('ihc', { drop: ['b'], edges: [['r', 'p']] }) },
  { id: 'pe-28', parent: 'ihc', edit: "add 'Wash in TBS' after the antigen retrieval", expect: changed('ihc', { nodes: { w: 'Wash in TBS' }, dropEdges: [['r', 'b']], edges: [['r', 'w'], ['w', 'b']] }) },
  { id: 'pe-29', parent: 'ihc', edit: 'make the first three steps grey', expect: { nodeStyle: [{ nodes: ['Deparaffinise sections in xylene', 'Antigen retrieval in citrate buffer', 'Block endogenous peroxidase'], fill: 'grey' }] } },
  { id: 'pe-30', parent: 'ihc', edit: 'merge the counterstain and the mounting into one step', expect: changed('ihc', { drop: ['c', 'm'], nodes: { cm: 'Counterstain with haematoxylin and mount coverslip' }, edges: [['dab', 'cm']] }) },
  { id: 'pe-31', parent: 'ihc', edit: "add a step 'Dehydrate through graded alcohols' before mounting", expect: changed('ihc', { nodes: { dh: 'Dehydrate through graded alcohols' }, dropEdges: [['c', 'm']], edges: [['c', 'dh'], ['dh', 'm']] }) },
  { id: 'pe-32', parent: 'ihc', edit: 'move the peroxidase block before the antigen retrieval', expect: changed('ihc', { dropEdges: [['d', 'r'], ['r', 'b'], ['b', 'p']], edges: [['d', 'b'], ['b', 'r'], ['r', 'p']] }) },
  { id: 'pe-33', parent: 'ihc', edit: 'bigger font and more compact', expect: { font: 'larger', spacing: 'compact' } },
  { id: 'pe-34', parent: 'ihc', edit: 'title it ‘IHC on FFPE sections’', expect: { title: 'IHC on FFPE sections' } },
  { id: 'pe-35', parent: 'ihc', edit: 'make the step after staining teal', expect: { nodeStyle: [{ nodes: ['Counterstain with haematoxylin'], fill: 'teal' }] } },

  // A screening decision.
  { id: 'pe-36', parent: 'screen', edit: 'swap the yes and no branches of the eligibility check', expect: changed('screen', { dropEdges: [['E', 'C'], ['E', 'X']], edges: [['E', 'C', 'No'], ['E', 'X', 'Yes']] }) },
  { id: 'pe-37', parent: 'screen', edit: 'remove the exclusion box', expect: changed('screen', { drop: ['X'] }) },
  {
    id: 'pe-38',
    parent: 'screen',
    edit: "add a decision 'Consent signed?' after the consent step with yes -> Randomise and no -> 'Withdraw'",
    expect: changed('screen', { nodes: { cs: 'Consent signed?', W: 'Withdraw' }, decisions: ['cs'], dropEdges: [['C', 'R']], edges: [['C', 'cs'], ['cs', 'R', 'Yes'], ['cs', 'W', 'No']] }),
  },
  { id: 'pe-39', parent: 'screen', edit: 'make the decision boxes orange, thick edges', expect: { nodeStyle: [{ nodes: ['Eligible?'], fill: 'orange' }], edgeStyle: [{ edges: 'all', line: 'thick' }] } },

  // Two decisions in Mermaid.
  { id: 'pe-40', parent: 'chest', edit: 'make the two decisions orange and the cath lab box red', expect: { nodeStyle: [{ nodes: ['ST elevation?', 'Troponin raised?'], fill: 'orange' }, { nodes: ['Cath lab'], fill: 'red' }] } },
  {
    id: 'pe-41',
    parent: 'chest',
    edit: "insert 'Repeat troponin at 3 h' between the troponin decision and discharge",
    expect: changed('chest', { nodes: { rt: 'Repeat troponin at 3 h' }, dropEdges: [['F', 'H']], edges: [['F', 'rt', 'No'], ['rt', 'H']] }),
  },
  { id: 'pe-42', parent: 'chest', edit: 'remove the ECG and connect its neighbours', expect: changed('chest', { drop: ['B'], edges: [['A', 'C']] }) },
  { id: 'pe-43', parent: 'chest', edit: "label the arrow from the ECG to the ST elevation question 'within 10 min'", expect: changed('chest', { dropEdges: [['B', 'C']], edges: [['B', 'C', 'within 10 min']] }) },
  { id: 'pe-44', parent: 'chest', edit: 'make the yes arrows green', expect: { edgeStyle: [{ edges: [['ST elevation?', 'Cath lab'], ['Troponin raised?', 'Admit to cardiology']], stroke: 'green' }] } },
  { id: 'pe-45', parent: 'chest', edit: "thick edges, left to right, title 'Chest pain pathway'", expect: { edgeStyle: [{ edges: 'all', line: 'thick' }], direction: 'LR', title: 'Chest pain pathway' } },
  { id: 'pe-46', parent: 'chest', edit: 'remove the troponin box', expect: changed('chest', { drop: ['E'], edges: [['C', 'F', 'No']] }) },

  // Two steps with one label: a description fitting both is refused, naming both.
  { id: 'pe-47', parent: 'washes', edit: 'remove the wash step', expect: { refuse: 'Two steps are washes.' }, names: ['Wash 3 × 5 min TBST', 'n5', 'n7'] },
  { id: 'pe-48', parent: 'washes', edit: 'remove the wash after the secondary antibody', expect: changed('washes', { drop: ['g'], edges: [['f', 'h']] }) },
  // All or none: one part names nothing, so nothing is applied.
  { id: 'pe-49', parent: 'blot', edit: 'make the transfer blue and remove the staining step', expect: { refuse: 'No step is about staining.' }, names: ['staining'] },

  // Lanes.
  { id: 'pe-50', parent: 'bloods', edit: 'move the blood sample step to the nurse lane', expect: changed('bloods', { lanes: { Patient: ['a', 'f'], Nurse: ['o', 't'], Doctor: ['r'] } }) },
  { id: 'pe-51', parent: 'bloods', edit: "make the doctor's steps blue", expect: { nodeStyle: [{ nodes: ['Take blood sample', 'Review results'], fill: 'blue' }] } },

  // A two-arm CONSORT: boxes that are not siblings, asked to stand level.
  { id: 'pe-52', parent: 'consort', edit: 'put the two analysed boxes side by side', expect: { sideBySide: [['Analysed (n = 142)', 'Analysed (n = 145)']] } },
];

/**
 * A second round, written after the first was read: more forms researchers use (a look said
 * with "should be", "except", the loop as an edge, steps by number, a look joined with no steps
 * of its own, steps swapping places, a place said first, a detour's arrows, whose steps).
 */
export const PLAIN_EDIT_CASES_ROUND2: PlainEditCase[] = [
  { id: 'pe2-01', parent: 'blot', edit: 'get rid of the BCA step', expect: changed('blot', { drop: ['q'], edges: [['l', 's']] }) },
  { id: 'pe2-02', parent: 'blot', edit: 'the transfer box should be blue', expect: { nodeStyle: [{ nodes: ['Transfer to PVDF'], fill: 'blue' }] } },
  {
    id: 'pe2-03',
    parent: 'blot',
    edit: 'colour everything light grey except the detection',
    expect: { nodeStyle: [{ nodes: ['Lyse cells in RIPA buffer', 'BCA protein assay', 'SDS-PAGE (20 µg/lane)', 'Transfer to PVDF', 'Block in 5% milk for 1 h', 'Primary antibody overnight at 4 °C', 'HRP secondary 1 h RT'], fill: 'light grey' }] },
  },
  { id: 'pe2-04', parent: 'ml', edit: "label the loop 'retrain'", expect: changed('ml', { dropEdges: [['d', 'c']], edges: [['d', 'c', 'retrain']] }) },
  { id: 'pe2-05', parent: 'ml', edit: 'delete the loop', expect: changed('ml', { dropEdges: [['d', 'c']] }) },
  {
    id: 'pe2-06',
    parent: 'asthma',
    edit: 'make the yes branches green and the no branches red',
    expect: { edgeStyle: [{ edges: [['Good response?', 'Discharge with asthma plan'], ['Still severe?', 'Admit to PICU']], stroke: 'green' }, { edges: [['Good response?', 'IV magnesium'], ['Still severe?', 'Admit to ward']], stroke: 'red' }] },
  },
  { id: 'pe2-07', parent: 'ihc', edit: 'delete steps 5 and 6', expect: changed('ihc', { drop: ['s', 'dab'], edges: [['p', 'c']] }) },
  { id: 'pe2-08', parent: 'ihc', edit: 'delete the last two steps', expect: changed('ihc', { drop: ['c', 'm'] }) },
  { id: 'pe2-09', parent: 'chest', edit: 'make the cath lab box red, bold and dashed', expect: { nodeStyle: [{ nodes: ['Cath lab'], fill: 'red', bold: true, dashed: true }] } },
  { id: 'pe2-10', parent: 'chest', edit: 'make the decisions orange and dashed', expect: { nodeStyle: [{ nodes: ['ST elevation?', 'Troponin raised?'], fill: 'orange', dashed: true }] } },
  { id: 'pe2-11', parent: 'ihc', edit: 'swap the DAB and counterstain steps', expect: changed('ihc', { dropEdges: [['s', 'dab'], ['dab', 'c'], ['c', 'm']], edges: [['s', 'c'], ['c', 'dab'], ['dab', 'm']] }) },
  {
    id: 'pe2-12',
    parent: 'ihc',
    edit: 'make all the text bold',
    expect: { nodeStyle: [{ nodes: Object.values(PARENTS.ihc.expect.nodes), bold: true }] },
  },
  { id: 'pe2-13', parent: 'ml', edit: "connect deploy back to loading with label 'new data'", expect: changed('ml', { edges: [['p', 'l', 'new data']] }) },
  { id: 'pe2-14', parent: 'blot', edit: 'after blocking, wash 3 x 5 min in TBST', expect: changed('blot', { nodes: { w: 'Wash 3 x 5 min in TBST' }, dropEdges: [['b', 'p']], edges: [['b', 'w'], ['w', 'p']] }) },
  {
    id: 'pe2-15',
    parent: 'chest',
    edit: 'between the ECG and the ST elevation question, give aspirin 300 mg',
    expect: changed('chest', { nodes: { as: 'Give aspirin 300 mg' }, dropEdges: [['B', 'C']], edges: [['B', 'as'], ['as', 'C']] }),
  },
  { id: 'pe2-16', parent: 'asthma', edit: 'dashed arrows for the IV magnesium detour', expect: { edgeStyle: [{ edges: [['Good response?', 'IV magnesium'], ['IV magnesium', 'Still severe?']], line: 'dotted' }] } },
  {
    id: 'pe2-17',
    parent: 'trial',
    edit: 'make all steps except the exclusion and the analysis blue',
    expect: { nodeStyle: [{ nodes: ['Assessed for eligibility (n = 300)', 'Randomised (n = 270)', 'Low dose (n = 90)', 'High dose (n = 90)', 'Placebo (n = 90)'], fill: 'blue' }] },
  },
  { id: 'pe2-18', parent: 'ihc', edit: 'swap the primary and secondary antibody steps', expect: changed('ihc', { dropEdges: [['b', 'p'], ['p', 's'], ['s', 'dab']], edges: [['b', 's'], ['s', 'p'], ['p', 'dab']] }) },
  { id: 'pe2-19', parent: 'ml', edit: 'loop back to training instead', expect: changed('ml', { dropEdges: [['d', 'c']], edges: [['d', 't', 'No']] }) },
  { id: 'pe2-20', parent: 'bloods', edit: "make the patient's steps green", expect: { nodeStyle: [{ nodes: ['Patient arrives at clinic', 'Book follow-up'], fill: 'green' }] } },
  { id: 'pe2-21', parent: 'blot', edit: 'change the blocking to 5% BSA', expect: changed('blot', { nodes: { b: 'Block in 5% BSA for 1 h' } }) },
  { id: 'pe2-22', parent: 'blot', edit: 'change the lysis to 2 x 10 min on ice', expect: { refuse: 'The label has no time to change.' }, names: ['quote the whole new label'] },
  { id: 'pe2-23', parent: 'asthma', edit: "the good response box should say 'Improved after 1 h?'", expect: changed('asthma', { nodes: { g: 'Improved after 1 h?' } }) },
  { id: 'pe2-24', parent: 'asthma', edit: "call the magnesium step 'IV magnesium sulfate 40 mg/kg'", expect: changed('asthma', { nodes: { m: 'IV magnesium sulfate 40 mg/kg' } }) },
  {
    id: 'pe2-25',
    parent: 'screen',
    edit: "patients who are not eligible should go to 'Refer to GP'",
    expect: changed('screen', { nodes: { gp: 'Refer to GP' }, dropEdges: [['E', 'X']], edges: [['E', 'gp', 'No']] }),
  },
  { id: 'pe2-26', parent: 'chest', edit: 'the cath lab box should be the end', expect: changed('chest', { ends: ['D'] }) },
  { id: 'pe2-27', parent: 'ihc', edit: 'make it fit on one slide', expect: { spacing: 'compact' } },
  { id: 'pe2-29', parent: 'blot', edit: 'put the BCA assay first', expect: changed('blot', { dropEdges: [['l', 'q'], ['q', 's']], edges: [['q', 'l'], ['l', 's']] }) },
  { id: 'pe2-30', parent: 'blot', edit: 'join the transfer and the blocking', expect: { refuse: 'They are joined already.' }, names: ['already connected'] },
  {
    id: 'pe2-31',
    parent: 'ihc',
    edit: 'add a wash after each antibody step and make the washes grey',
    expect: changed('ihc', { nodes: { w1: 'Wash', w2: 'Wash' }, dropEdges: [['p', 's'], ['s', 'dab']], edges: [['p', 'w1'], ['w1', 's'], ['s', 'w2'], ['w2', 'dab']] }),
  },
  { id: 'pe2-32', parent: 'asthma', edit: 'the discharge box should be green and the ward box amber', expect: { nodeStyle: [{ nodes: ['Discharge with asthma plan'], fill: 'green' }, { nodes: ['Admit to ward'], fill: '#ffbf00' }] } },
  { id: 'pe2-33', parent: 'blot', edit: 'add a loop from detection back to blocking', expect: changed('blot', { edges: [['e', 'b']] }) },
  {
    id: 'pe2-34',
    parent: 'screen',
    edit: "the eligibility check needs a third outcome 'Unclear' leading to 'Discuss with PI'",
    expect: changed('screen', { nodes: { pi: 'Discuss with PI' }, edges: [['E', 'pi', 'Unclear']] }),
  },
  { id: 'pe2-35', parent: 'screen', edit: "if not eligible, go to 'Refer to GP' instead", expect: changed('screen', { nodes: { gp: 'Refer to GP' }, dropEdges: [['E', 'X']], edges: [['E', 'gp', 'No']] }) },
  { id: 'pe2-36', parent: 'chest', edit: "after discharge add 'GP follow-up in 2 weeks'", expect: changed('chest', { nodes: { gp: 'GP follow-up in 2 weeks' }, edges: [['H', 'gp']] }) },
  { id: 'pe2-37', parent: 'screen', edit: 'add an end box after randomise', expect: changed('screen', { nodes: { end: 'End' }, ends: ['end'], edges: [['R', 'end']] }) },
  { id: 'pe2-38', parent: 'ihc', edit: 'make the steps after DAB grey', expect: { nodeStyle: [{ nodes: ['Counterstain with haematoxylin', 'Mount coverslip'], fill: 'grey' }] } },
  { id: 'pe2-39', parent: 'washes', edit: 'put the wash after the ECL detection', expect: { refuse: 'Two steps are washes.' }, names: ['(n5)', '(n7)'] },
  { id: 'pe2-40', parent: 'ihc', edit: 'make the three steps after DAB grey', expect: { refuse: 'Two steps come after DAB.' } },
  { id: 'pe2-41', parent: 'screen', edit: "change 'yes' to 'eligible' and 'no' to 'not eligible'", expect: changed('screen', { dropEdges: [['E', 'C'], ['E', 'X']], edges: [['E', 'C', 'eligible'], ['E', 'X', 'not eligible']] }) },
  { id: 'pe2-42', parent: 'screen', edit: "the no arrow should say 'Not eligible'", expect: changed('screen', { dropEdges: [['E', 'X']], edges: [['E', 'X', 'Not eligible']] }) },
  { id: 'pe2-43', parent: 'chest', edit: 'make the ST elevation yes arrow thick', expect: { edgeStyle: [{ edges: [['ST elevation?', 'Cath lab']], line: 'thick' }] } },
  { id: 'pe2-44', parent: 'chest', edit: 'make the yes arrow red', expect: { refuse: 'Two arrows say yes.' }, names: ['e3', 'e6'] },
  { id: 'pe2-45', parent: 'chest', edit: 'remove the yes arrow of the troponin decision', expect: changed('chest', { dropEdges: [['F', 'G']] }) },
  { id: 'pe2-46', parent: 'screen', edit: "insert 'Check age' in between screening and the eligibility question", expect: changed('screen', { nodes: { a: 'Check age' }, dropEdges: [['S', 'E']], edges: [['S', 'a'], ['a', 'E']] }) },
  { id: 'pe2-47', parent: 'ihc', edit: 'the font is too small and the boxes are too close together', expect: { font: 'larger', spacing: 'spacious' } },
  { id: 'pe2-48', parent: 'chest', edit: 'could the decisions be orange?', expect: { nodeStyle: [{ nodes: ['ST elevation?', 'Troponin raised?'], fill: 'orange' }] } },
  { id: 'pe2-49', parent: 'ihc', edit: 'make it black and white', expect: { refuse: 'No step is black; the chart has no colour scheme to switch.' }, names: ["'black'"] },
  { id: 'pe2-50', parent: 'ihc', edit: "add a note to the DAB step saying 'light sensitive'", expect: changed('ihc', { nodes: { nt: 'light sensitive' }, edges: [['dab', 'nt']] }) },
  {
    id: 'pe2-51',
    parent: 'trial',
    edit: "add a 'Lost to follow-up' box under each arm",
    expect: changed('trial', { nodes: { l1: 'Lost to follow-up', l2: 'Lost to follow-up', l3: 'Lost to follow-up' }, dropEdges: [['L', 'F'], ['H', 'F'], ['P', 'F']], edges: [['L', 'l1'], ['l1', 'F'], ['H', 'l2'], ['l2', 'F'], ['P', 'l3'], ['l3', 'F']] }),
  },
  { id: 'pe2-52', parent: 'trial', edit: 'make the placebo arm grey, then make the low dose arm the same colour as the placebo', expect: { nodeStyle: [{ nodes: ['Placebo (n = 90)', 'Low dose (n = 90)'], fill: 'grey' }] } },
  {
    id: 'pe2-53',
    parent: 'chest',
    edit: 'make the cath lab red, discharge green and the rest grey',
    expect: { nodeStyle: [{ nodes: ['Cath lab'], fill: 'red' }, { nodes: ['Discharge'], fill: 'green' }, { nodes: ['Chest pain', 'ECG', 'ST elevation?', 'Troponin', 'Troponin raised?', 'Admit to cardiology'], fill: 'grey' }] },
  },
  { id: 'pe2-54', parent: 'chest', edit: 'make the arrows into the cath lab thick', expect: { edgeStyle: [{ edges: [['ST elevation?', 'Cath lab']], line: 'thick' }] } },
  { id: 'pe2-55', parent: 'screen', edit: "can you make the no path go to 'Repeat screening' instead of exclusion", expect: changed('screen', { nodes: { rs: 'Repeat screening' }, dropEdges: [['E', 'X']], edges: [['E', 'rs', 'No']] }) },
  { id: 'pe2-56', parent: 'chest', edit: 'change the arrow from troponin to the troponin decision so it goes to discharge', expect: changed('chest', { dropEdges: [['E', 'F']], edges: [['E', 'H']] }) },
  { id: 'pe2-57', parent: 'blot', edit: "delete the box that says 'BCA protein assay'", expect: changed('blot', { drop: ['q'], edges: [['l', 's']] }) },
  { id: 'pe2-58', parent: 'blot', edit: "rename 'Transfer to PVDF' → 'Transfer to nitrocellulose'", expect: changed('blot', { nodes: { t: 'Transfer to nitrocellulose' } }) },
  { id: 'pe2-28', parent: 'washes', edit: 'remove the wash step', expect: { refuse: 'Two steps are washes.' }, names: ["'Wash 3 × 5 min TBST' (n5)", "'Wash 3 × 5 min TBST' (n7)"] },
];
