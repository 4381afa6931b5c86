// Flowcharts built by hand (FlowGraph objects, no interpreter) for the layout and render tests,
// the gallery (scripts/flowchartGallery.ts) and the bench: each shape of flow a researcher draws.
import type { EdgeLine, FlowAspectRatio, FlowEdge, FlowGraph, FlowGroup, FlowNode, NodeRole } from '../../../engines/flowchart/model.ts';

type NodeSpec = [id: string, label: string, role?: NodeRole, group?: string];
type EdgeSpec = [from: string, to: string, label?: string, line?: EdgeLine];

export function graphOf(nodes: NodeSpec[], edges: EdgeSpec[], groups: FlowGroup[] = [], extra: Partial<FlowGraph> = {}): FlowGraph {
  const flowNodes: FlowNode[] = nodes.map(([id, label, role, group]) => ({ id, label, role: role ?? 'process', ...(group ? { group } : {}) }));
  const flowEdges: FlowEdge[] = edges.map(([from, to, label, line], i) => ({
    id: `e${i + 1}-${from}-${to}`,
    from,
    to,
    ...(label ? { label } : {}),
    line: line ?? 'solid',
    arrow: line === 'dotted' && nodes.find((n) => n.at(0) === to)?.at(2) === 'note' ? 'none' : 'end',
  }));
  return { nodes: flowNodes, edges: flowEdges, groups, ...extra };
}

/** A straight chain of `count` process steps between a start and an end. */
export function chain(count: number, words = 'Step'): FlowGraph {
  const nodes: NodeSpec[] = [['start', 'Start', 'terminator']];
  for (let i = 1; i <= count; i++) nodes.push([`s${i}`, `${words} ${i}`]);
  nodes.push(['end', 'End', 'terminator']);
  const edges: EdgeSpec[] = nodes.slice(1).map((n, i) => [(nodes[i] as NodeSpec)[0], n[0]]);
  return graphOf(nodes, edges);
}

/** A generated pipeline of `count` nodes: a main line with a side branch every seventh step and a retry loop every eleventh. */
export function pipeline(count: number): FlowGraph {
  const nodes: NodeSpec[] = [];
  const edges: EdgeSpec[] = [];
  for (let i = 0; i < count; i++) {
    const role: NodeRole = i === 0 || i === count - 1 ? 'terminator' : i % 11 === 5 ? 'decision' : i % 9 === 4 ? 'data' : 'process';
    nodes.push([`p${i}`, role === 'decision' ? `Check ${i} passed?` : `Stage ${i}: ${['align reads', 'filter', 'normalise counts', 'call variants', 'annotate'][i % 5]}`, role]);
    if (i > 0) edges.push([`p${i - 1}`, `p${i}`, (nodes[i - 1] as NodeSpec)[2] === 'decision' ? 'yes' : undefined]);
    if (role === 'decision' && i > 2) edges.push([`p${i}`, `p${i - 2}`, 'no']);
    if (i % 7 === 3 && i + 3 < count) edges.push([`p${i}`, `p${i + 3}`]);
  }
  return graphOf(nodes, edges);
}

/** A short rule with two decisions meeting again. */
export function testingRule(): FlowGraph {
  return graphOf(
    [
      ['a', 'Screen', 'terminator'],
      ['b', 'Symptomatic?', 'decision'],
      ['c', 'PCR test'],
      ['d', 'Positive?', 'decision'],
      ['e', 'Isolate 5 days'],
      ['f', 'Routine care'],
      ['g', 'End', 'terminator'],
    ],
    [['a', 'b'], ['b', 'c', 'yes'], ['b', 'f', 'no'], ['c', 'd'], ['d', 'e', 'yes'], ['d', 'f', 'no'], ['e', 'g'], ['f', 'g']],
    [],
    { title: 'Testing rule' },
  );
}

export const SAMPLES: Array<{ name: string; ratio: FlowAspectRatio; graph: FlowGraph }> = [
  {
    // Wrapped to fit, a loop back used to run along the wrap's own edge.
    name: 'pipeline with a loop back, left to right at 16:9',
    ratio: '16:9',
    graph: graphOf(
      [
        ['load', 'Load the UK Biobank extract'],
        ['impute', 'Impute missing values'],
        ['split', 'Split into train and test sets'],
        ['rf', 'Train a random forest'],
        ['gb', 'Train gradient boosting'],
        ['lr', 'Train logistic regression'],
        ['compare', 'Compare ROC AUC on the test set'],
        ['more', 'Collect more data'],
      ],
      [['load', 'impute'], ['impute', 'split'], ['split', 'rf'], ['split', 'gb'], ['split', 'lr'], ['rf', 'compare'], ['gb', 'compare'], ['lr', 'compare'], ['compare', 'more'], ['more', 'split']],
      [],
      { direction: 'LR' },
    ),
  },
  {
    name: 'linear protocol',
    ratio: 'auto',
    graph: graphOf(
      [
        ['start', 'Start', 'terminator'],
        ['consent', 'Obtain written informed consent'],
        ['baseline', 'Baseline visit: questionnaires and blood sample'],
        ['random', 'Randomise 1:1 (block size 4)'],
        ['treat', 'Twelve weeks of treatment'],
        ['follow', 'Follow-up visit at week 16'],
        ['db', 'Study database', 'database'],
        ['report', 'Final report', 'document'],
        ['end', 'End', 'terminator'],
      ],
      [['start', 'consent'], ['consent', 'baseline'], ['baseline', 'random'], ['random', 'treat'], ['treat', 'follow'], ['follow', 'db'], ['db', 'report'], ['report', 'end']],
      [],
      { title: 'Study protocol' },
    ),
  },
  {
    name: 'decision rule with loops',
    ratio: 'auto',
    graph: graphOf(
      [
        ['start', 'Patient presents', 'terminator'],
        ['measure', 'Measure blood pressure'],
        ['high', 'Systolic ≥ 140 mmHg?', 'decision'],
        ['repeat', 'Repeat after 5 minutes of rest'],
        ['twice', 'High on two readings?', 'decision'],
        ['treat', 'Start treatment', 'subprocess'],
        ['advise', 'Lifestyle advice', 'process'],
        ['note', 'Readings taken seated, arm at heart level', 'note'],
        ['end', 'Review in 3 months', 'terminator'],
      ],
      [
        ['start', 'measure'],
        ['measure', 'high'],
        ['high', 'repeat', 'yes'],
        ['high', 'advise', 'no'],
        ['repeat', 'twice'],
        ['twice', 'treat', 'yes'],
        ['twice', 'measure', 'no'],
        ['treat', 'end'],
        ['advise', 'end'],
        ['note', 'measure', undefined, 'dotted'],
      ],
    ),
  },
  {
    name: 'CONSORT',
    ratio: 'auto',
    graph: graphOf(
      [
        ['assessed', 'Assessed for eligibility (n=120)'],
        ['excluded', 'Excluded (n=20)\n• Not meeting inclusion criteria (n=12)\n• Declined to participate (n=8)'],
        ['randomised', 'Randomised (n=100)'],
        ['a', 'Allocated to intervention (n=50)'],
        ['b', 'Allocated to control (n=50)'],
        ['alost', 'Lost to follow-up (n=3)'],
        ['blost', 'Lost to follow-up (n=5)'],
        ['aan', 'Analysed (n=47)'],
        ['ban', 'Analysed (n=45)'],
      ],
      [['assessed', 'excluded'], ['assessed', 'randomised'], ['randomised', 'a'], ['randomised', 'b'], ['a', 'alost'], ['b', 'blost'], ['a', 'aan'], ['b', 'ban']],
      [],
      { direction: 'TB' },
    ),
  },
  {
    name: 'swimlanes',
    ratio: 'auto',
    graph: graphOf(
      [
        ['collect', 'Collect blood sample', 'process', 'clinic'],
        ['label', 'Label and log tube', 'process', 'clinic'],
        ['spin', 'Centrifuge and aliquot', 'process', 'lab'],
        ['assay', 'Run ELISA', 'process', 'lab'],
        ['ok', 'QC passed?', 'decision', 'lab'],
        ['enter', 'Enter results', 'process', 'data'],
        ['check', 'Double data entry check', 'process', 'data'],
        ['inform', 'Inform participant', 'process', 'clinic'],
      ],
      [['collect', 'label'], ['label', 'spin'], ['spin', 'assay'], ['assay', 'ok'], ['ok', 'enter', 'yes'], ['ok', 'assay', 'no'], ['enter', 'check'], ['check', 'inform']],
      [
        { id: 'clinic', label: 'Clinic', kind: 'lane' },
        { id: 'lab', label: 'Laboratory', kind: 'lane' },
        { id: 'data', label: 'Data management', kind: 'lane' },
      ],
      { direction: 'LR' },
    ),
  },
  {
    name: 'nested groups',
    ratio: 'auto',
    graph: graphOf(
      [
        ['raw', 'Raw FASTQ files', 'data'],
        ['qc', 'FastQC', 'process', 'qcg'],
        ['trim', 'Trim adapters', 'process', 'qcg'],
        ['align', 'Align to GRCh38', 'process', 'map'],
        ['dedup', 'Mark duplicates', 'process', 'map'],
        ['count', 'Count features', 'process', 'quant'],
        ['de', 'Differential expression', 'subprocess', 'quant'],
        ['report', 'Report', 'document'],
      ],
      [['raw', 'qc'], ['qc', 'trim'], ['trim', 'align'], ['align', 'dedup'], ['dedup', 'count'], ['count', 'de'], ['de', 'report']],
      [
        { id: 'pre', label: 'Preprocessing', kind: 'group' },
        { id: 'qcg', label: 'Quality control', kind: 'group', parent: 'pre' },
        { id: 'map', label: 'Mapping', kind: 'group', parent: 'pre' },
        { id: 'quant', label: 'Quantification', kind: 'group' },
      ],
    ),
  },
  {
    name: 'parallel branches',
    ratio: 'auto',
    graph: graphOf(
      [
        ['s', 'Sample received', 'terminator'],
        ['split', 'Split sample', 'preparation'],
        ['dna', 'DNA extraction'],
        ['rna', 'RNA extraction'],
        ['prot', 'Protein lysate'],
        ['seq', 'Sequencing'],
        ['rnaseq', 'RNA-seq'],
        ['ms', 'Mass spectrometry'],
        ['join', 'Integrate omics layers'],
        ['e', 'Done', 'terminator'],
      ],
      [['s', 'split'], ['split', 'dna'], ['split', 'rna'], ['split', 'prot'], ['dna', 'seq'], ['rna', 'rnaseq'], ['prot', 'ms'], ['seq', 'join'], ['rnaseq', 'join'], ['ms', 'join'], ['join', 'e']],
    ),
  },
  {
    // A decision's two answers leave it close together, left to right: their labels must not meet.
    name: 'screening decision, left to right',
    ratio: 'auto',
    graph: graphOf(
      [
        ['a', 'Start', 'terminator'],
        ['b', 'Screen participants'],
        ['c', 'Eligible?', 'decision'],
        ['d', 'Enrol'],
        ['e', 'Exclude'],
        ['f', 'Registry', 'database'],
        ['g', 'Follow up'],
      ],
      [['a', 'b'], ['b', 'c'], ['c', 'd', 'yes'], ['c', 'e', 'no'], ['d', 'f', undefined, 'dotted'], ['d', 'g', undefined, 'thick']],
      [],
      { direction: 'LR' },
    ),
  },
  { name: '12-step chain 16:9', ratio: '16:9', graph: chain(12) },
  { name: '50-node pipeline', ratio: 'auto', graph: pipeline(50) },
  { name: '14-step chain 21:9', ratio: '21:9', graph: chain(14, 'Process batch') },
  { name: '14-step chain 9:16', ratio: '9:16', graph: chain(14, 'Process batch') },
  { name: 'decision rule 1:1', ratio: '1:1', graph: testingRule() },
];

/** Steps of a study protocol, of the lengths people write them, cycled for long chains. */
const PROTOCOL_STEPS = [
  'Screen referrals against the inclusion criteria',
  'Obtain written informed consent',
  'Baseline visit: questionnaires and blood sample',
  'Randomise 1:1 (block size 4)',
  'Dispense study drug',
  'Phone call at week 2',
  'Visit at week 4: adverse events and adherence',
  'Collect stool sample',
  'MRI scan',
  'Update the REDCap database',
  'Follow-up visit at week 16',
  'Close out and archive the records',
];

/** A linear protocol of `count` steps between a start and an end, labels cycled from PROTOCOL_STEPS. */
export function protocol(count: number): FlowGraph {
  const nodes: NodeSpec[] = [['start', 'Start', 'terminator']];
  for (let i = 1; i <= count; i++) nodes.push([`s${i}`, `${PROTOCOL_STEPS[(i - 1) % PROTOCOL_STEPS.length]}${i > PROTOCOL_STEPS.length ? ` (${Math.ceil(i / PROTOCOL_STEPS.length)})` : ''}`]);
  nodes.push(['end', 'End', 'terminator']);
  return graphOf(nodes, nodes.slice(1).map((n, i) => [(nodes[i] as NodeSpec)[0], n[0]]));
}

const ARMS = ['low dose', 'high dose', 'placebo', 'usual care', 'exercise', 'diet'];

/**
 * A CONSORT diagram as the interpreter makes it: four stages (bands across the flow, titled at
 * the left), the exclusion box beside the enrolment column, `arms` arms of allocation, follow-up
 * and analysis boxes with bulleted lines. With `stages: false`, the same tree with no stage bands
 * (as a Mermaid CONSORT is written).
 */
export function consort(arms: number, stages = true): FlowGraph {
  const g = (stage: string) => (stages ? stage : undefined);
  const nodes: NodeSpec[] = [
    ['assessed', 'Assessed for eligibility (n=412)', 'process', g('enrol')],
    ['excluded', 'Excluded (n=112)\n• Not meeting inclusion criteria (n=87)\n• Declined to participate (n=19)\n• Other reasons (n=6)', 'note', g('enrol')],
    ['random', `Randomised (n=${100 * arms})`, 'process', g('enrol')],
  ];
  const edges: EdgeSpec[] = [['assessed', 'excluded'], ['assessed', 'random']];
  for (let i = 0; i < arms; i++) {
    const arm = ARMS[i % ARMS.length] as string;
    nodes.push([`alloc${i}`, `Allocated to ${arm} (n=100)\n• Received allocated intervention (n=${97 + i})\n• Did not receive allocated intervention (n=${3 - i > 0 ? 3 - i : 1})`, 'process', g('alloc')]);
    nodes.push([`lost${i}`, `Lost to follow-up (n=${4 + i})\nDiscontinued intervention (n=${2 + (i % 2)})`, 'process', g('follow')]);
    nodes.push([`analysed${i}`, `Analysed (n=${90 + i})\n• Excluded from analysis (n=${i + 1})`, 'process', g('analysis')]);
    edges.push(['random', `alloc${i}`]);
    edges.push([`alloc${i}`, `lost${i}`], [`lost${i}`, `analysed${i}`]);
  }
  const groups: FlowGroup[] = stages
    ? [
        { id: 'enrol', label: 'Enrollment', kind: 'stage' },
        { id: 'alloc', label: 'Allocation', kind: 'stage' },
        { id: 'follow', label: 'Follow-Up', kind: 'stage' },
        { id: 'analysis', label: 'Analysis', kind: 'stage' },
      ]
    : [];
  return graphOf(nodes, edges, groups, { direction: 'TB' });
}

/** One step fanning out into `count` parallel steps that join again. */
export function fanOut(count: number): FlowGraph {
  const assays = ['Whole-genome sequencing', 'RNA-seq', 'Proteomics (mass spectrometry)', 'Metabolomics', 'Methylation array', 'Flow cytometry', 'Histology', 'Clinical chemistry', 'Microbiome 16S', 'Imaging'];
  const nodes: NodeSpec[] = [
    ['start', 'Sample received', 'terminator'],
    ['split', 'Split into aliquots', 'preparation'],
  ];
  const edges: EdgeSpec[] = [['start', 'split']];
  for (let i = 0; i < count; i++) {
    nodes.push([`a${i}`, assays[i % assays.length] as string]);
    edges.push(['split', `a${i}`], [`a${i}`, 'join']);
  }
  nodes.push(['join', 'Integrate the data layers'], ['end', 'Report', 'document']);
  edges.push(['join', 'end']);
  return graphOf(nodes, edges);
}

/** A process moving back and forth between four lanes. */
export function fourLanes(): FlowGraph {
  return graphOf(
    [
      ['refer', 'Referral received', 'terminator', 'gp'],
      ['triage', 'Triage the referral', 'process', 'clinic'],
      ['urgent', 'Urgent?', 'decision', 'clinic'],
      ['book', 'Book a clinic slot', 'process', 'admin'],
      ['letter', 'Send appointment letter', 'document', 'admin'],
      ['see', 'See the patient', 'process', 'clinic'],
      ['bloods', 'Take bloods', 'process', 'clinic'],
      ['assay', 'Run the assays', 'process', 'lab'],
      ['report', 'Report results', 'process', 'lab'],
      ['review', 'Review results', 'process', 'clinic'],
      ['inform', 'Inform the GP', 'process', 'admin'],
      ['done', 'Care continues', 'terminator', 'gp'],
    ],
    [
      ['refer', 'triage'], ['triage', 'urgent'], ['urgent', 'see', 'yes'], ['urgent', 'book', 'no'], ['book', 'letter'], ['letter', 'see'],
      ['see', 'bloods'], ['bloods', 'assay'], ['assay', 'report'], ['report', 'review'], ['review', 'inform'], ['inform', 'done'],
    ],
    [
      { id: 'gp', label: 'General practice', kind: 'lane' },
      { id: 'clinic', label: 'Clinic', kind: 'lane' },
      { id: 'admin', label: 'Administration', kind: 'lane' },
      { id: 'lab', label: 'Laboratory', kind: 'lane' },
    ],
  );
}

/** A binary decision tree `depth` questions deep, each answer labelled, leaves as outcomes. */
export function decisionTree(depth: number): FlowGraph {
  const questions = ['Fever above 38 °C?', 'Cough for more than 3 weeks?', 'Short of breath at rest?', 'Over 65 years old?', 'Immunosuppressed?'];
  const outcomes = ['Admit to hospital', 'Chest X-ray', 'Sputum culture', 'Review in 48 hours', 'Antibiotics', 'Discharge with advice', 'Refer to respiratory clinic', 'Spirometry'];
  const nodes: NodeSpec[] = [['start', 'Patient assessed', 'terminator']];
  const edges: EdgeSpec[] = [['start', 'q']];
  let leaf = 0;
  const grow = (id: string, level: number) => {
    if (level === depth) {
      nodes.push([id, outcomes[leaf++ % outcomes.length] as string]);
      return;
    }
    nodes.push([id, questions[level % questions.length] as string, 'decision']);
    grow(`${id}y`, level + 1);
    grow(`${id}n`, level + 1);
    edges.push([id, `${id}y`, 'yes'], [id, `${id}n`, 'no']);
  };
  grow('q', 0);
  return graphOf(nodes, edges);
}
