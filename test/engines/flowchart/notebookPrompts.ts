// Forty-four requests as researchers write them in a lab notebook, a methods section or a message:
// notes and remarks beside the steps ("All steps are done in a laminar flow hood", "which takes
// about 20 minutes"), headings and sentences about the drawing, conditions inside a step,
// "otherwise" sentences away from its "if", "unless", "either way", loops said by "repeat until",
// "while", "resubmit", "every 15 minutes until", arms and steps in parallel, "respectively" lists
// and quantities with units and thousands separators. Written before the reader's code was read,
// each with the graph a careful reader of the text would draw: no box the text does not ask for,
// no arrow it implies left out. Judged by bench/understanding/flowJudge.ts.
import type { ResearcherPrompt } from './researcherPrompts.ts';

export const NOTEBOOK_PROMPTS: ResearcherPrompt[] = [
  {
    id: 'nb-01',
    prompt: 'Seed cells at 1 × 10^4 cells per well. Treat with drug for 72 h. Measure viability with CellTiter-Glo. Read luminescence on a plate reader.',
    expect: {
      nodes: { s: 'Seed cells at 1 × 10^4 cells per well', t: 'Treat with drug for 72 h', m: 'Measure viability with CellTiter-Glo', r: 'Read luminescence on plate reader' },
      edges: [['s', 't'], ['t', 'm'], ['m', 'r']],
    },
  },
  {
    id: 'nb-02',
    prompt:
      'Can you draw this as a flowchart please?\n\nImmunofluorescence staining\n1. Fix cells in 4% PFA for 15 min.\n2. Permeabilise with 0.1% Triton X-100.\n3. Block in 5% BSA for 1 h.\n4. Incubate with primary antibody overnight at 4 °C.\n5. Mount with DAPI.',
    expect: {
      nodes: {
        f: 'Fix cells in 4% PFA for 15 min',
        p: 'Permeabilise with 0.1% Triton X-100',
        b: 'Block in 5% BSA for 1 h',
        i: 'Incubate with primary antibody overnight at 4 °C',
        m: 'Mount with DAPI',
      },
      edges: [['f', 'p'], ['p', 'b'], ['b', 'i'], ['i', 'm']],
    },
  },
  {
    id: 'nb-03',
    prompt: 'Measure the OD600; if it is below 0.6, keep shaking for another 30 min and measure again. Induce with 1 mM IPTG. Harvest after 4 h.',
    expect: {
      nodes: { m: 'Measure OD600', d: 'OD600 below 0.6?', k: 'Keep shaking for another 30 min', i: 'Induce with 1 mM IPTG', h: 'Harvest after 4 h' },
      decisions: ['d'],
      edges: [['m', 'd'], ['d', 'k', 'Yes'], ['k', 'm'], ['d', 'i', 'No'], ['i', 'h']],
    },
  },
  {
    id: 'nb-04',
    prompt: 'If the patient is haemodynamically stable, request a CT abdomen. Review the CT with the surgical registrar. Otherwise, take the patient straight to theatre.',
    expect: {
      nodes: { d: 'Haemodynamically stable?', c: 'Request CT abdomen', r: 'Review CT with surgical registrar', t: 'Take patient straight to theatre' },
      decisions: ['d'],
      edges: [['d', 'c', 'Yes'], ['c', 'r'], ['d', 't', 'No']],
    },
  },
  {
    id: 'nb-05',
    prompt: 'Split the cells 1:4 and grow them for 3 days. Repeat until you have 20 flasks, then harvest.',
    expect: {
      nodes: { s: 'Split cells 1:4', g: 'Grow for 3 days', d: '20 flasks?', h: 'Harvest' },
      decisions: ['d'],
      edges: [['s', 'g'], ['g', 'd'], ['d', 's', 'No'], ['d', 'h', 'Yes']],
    },
  },
  {
    id: 'nb-06',
    prompt: 'After randomisation, the intervention group receives the app and the control group receives usual care. Both groups are followed up at 6 months.',
    expect: {
      nodes: { r: 'Randomisation', a: 'Intervention group receives app', u: 'Control group receives usual care', f: 'Follow-up at 6 months' },
      edges: [['r', 'a'], ['r', 'u'], ['a', 'f'], ['u', 'f']],
    },
  },
  {
    id: 'nb-07',
    prompt: 'Collect blood into EDTA tubes (purple top). Centrifuge at 2,000 g for 10 min. Store the plasma at −80 °C (label with the study ID).',
    expect: {
      nodes: { c: 'Collect blood into EDTA tubes', s: 'Centrifuge at 2,000 g for 10 min', p: 'Store plasma at −80 °C' },
      edges: [['c', 's'], ['s', 'p']],
    },
  },
  {
    id: 'nb-08',
    prompt: 'I need a flowchart for our grant. Keep it simple. Samples are collected in the field, shipped on dry ice, and sequenced at the core. Please make it left to right.',
    expect: {
      nodes: { c: 'Collect samples in the field', s: 'Ship on dry ice', q: 'Sequence at the core' },
      edges: [['c', 's'], ['s', 'q']],
      direction: 'LR',
    },
  },
  {
    id: 'nb-09',
    prompt: 'Check whether the sample is haemolysed. If so, request a new sample. If not, run the potassium assay.',
    expect: {
      nodes: { d: 'Sample haemolysed?', n: 'Request new sample', r: 'Run potassium assay' },
      decisions: ['d'],
      edges: [['d', 'n', 'Yes'], ['d', 'r', 'No']],
    },
  },
  {
    id: 'nb-10',
    prompt: 'Start aspirin unless the patient is allergic. Then arrange an echocardiogram.',
    expect: {
      nodes: { d: 'Allergic to aspirin?', a: 'Start aspirin', e: 'Arrange echocardiogram' },
      decisions: ['d'],
      edges: [['d', 'a', 'No'], ['d', 'e', 'Yes'], ['a', 'e']],
    },
  },
  {
    id: 'nb-11',
    prompt:
      '1. Harvest the cells.\n2. Lyse in RIPA buffer on ice for 30 min.\n3. Centrifuge at 14,000 g for 15 min at 4 °C.\n4. Measure protein by BCA.\n5. If the concentration is below 1 mg/mL, concentrate the lysate; otherwise go straight to step 6.\n6. Load 20 µg per lane.',
    expect: {
      nodes: {
        h: 'Harvest cells',
        l: 'Lyse in RIPA buffer on ice for 30 min',
        c: 'Centrifuge at 14,000 g for 15 min at 4 °C',
        b: 'Measure protein by BCA',
        d: 'Concentration below 1 mg/mL?',
        k: 'Concentrate lysate',
        g: 'Load 20 µg per lane',
      },
      decisions: ['d'],
      edges: [['h', 'l'], ['l', 'c'], ['c', 'b'], ['b', 'd'], ['d', 'k', 'Yes'], ['k', 'g'], ['d', 'g', 'No']],
    },
  },
  {
    id: 'nb-12',
    prompt: 'While the column is still coloured, wash it with 10 mL of buffer. Then elute with 2 mL of imidazole.',
    expect: {
      nodes: { d: 'Column still coloured?', w: 'Wash with 10 mL buffer', e: 'Elute with 2 mL imidazole' },
      decisions: ['d'],
      edges: [['d', 'w', 'Yes'], ['w', 'd'], ['d', 'e', 'No']],
    },
  },
  {
    id: 'nb-13',
    prompt: 'Submit the protocol to the ethics committee. If they ask for changes, revise it and resubmit. Once approved, start recruitment.',
    expect: {
      nodes: { s: 'Submit protocol to ethics committee', d: 'Changes asked for?', r: 'Revise protocol', g: 'Start recruitment' },
      decisions: ['d'],
      edges: [['s', 'd'], ['d', 'r', 'Yes'], ['r', 's'], ['d', 'g', 'No']],
    },
  },
  {
    id: 'nb-14',
    prompt: 'Record NEWS2 every 4 hours. If the score is 5 or more, call the outreach team.',
    expect: {
      nodes: { r: 'Record NEWS2', d: 'Score 5 or more?', c: 'Call outreach team' },
      decisions: ['d'],
      edges: [['r', 'd'], ['d', 'c', 'Yes'], ['d', 'r', 'No']],
    },
  },
  {
    id: 'nb-15',
    prompt: 'Aliquot the serum and freeze at −20 °C.',
    expect: {
      nodes: { a: 'Aliquot serum', f: 'Freeze at −20 °C' },
      edges: [['a', 'f']],
    },
  },
  {
    id: 'nb-16',
    prompt: 'If the swab is positive, isolate the patient and inform infection control; then continue routine care.',
    expect: {
      nodes: { d: 'Swab positive?', i: 'Isolate patient', n: 'Inform infection control', c: 'Continue routine care' },
      decisions: ['d'],
      edges: [['d', 'i', 'Yes'], ['i', 'n'], ['n', 'c'], ['d', 'c', 'No']],
    },
  },
  {
    id: 'nb-17',
    prompt: 'Thaw the aliquot on ice. Add 5 µL of enzyme mix. Incubate at 37 °C for 1 h. All steps are done in a laminar flow hood.',
    expect: {
      nodes: { t: 'Thaw aliquot on ice', a: 'Add 5 µL enzyme mix', i: 'Incubate at 37 °C for 1 h' },
      edges: [['t', 'a'], ['a', 'i']],
    },
  },
  {
    id: 'nb-18',
    prompt:
      'Participants complete the baseline questionnaire online, which takes about 20 minutes. They are then sent the intervention booklet. Four weeks later they complete the follow-up questionnaire.',
    expect: {
      nodes: { b: 'Complete baseline questionnaire online', s: 'Send intervention booklet', f: 'Complete follow-up questionnaire four weeks later' },
      edges: [['b', 's'], ['s', 'f']],
    },
  },
  {
    id: 'nb-19',
    prompt: 'Once the sample arrives, the lab runs a full blood count and, in parallel, a blood culture. Results from both go to the consultant.',
    expect: {
      nodes: { a: 'Sample arrives', f: 'Full blood count', b: 'Blood culture', c: 'Results go to consultant' },
      edges: [['a', 'f'], ['a', 'b'], ['f', 'c'], ['b', 'c']],
    },
  },
  {
    id: 'nb-20',
    prompt: 'Measure blood glucose. Below 4 mmol/L: give glucose gel. 4 to 10 mmol/L: no action. Above 10 mmol/L: check ketones.',
    expect: {
      nodes: { m: 'Measure blood glucose', d: 'Blood glucose?', g: 'Give glucose gel', n: 'No action', k: 'Check ketones' },
      decisions: ['d'],
      edges: [['m', 'd'], ['d', 'g', '< 4 mmol/L'], ['d', 'n', '4–10 mmol/L'], ['d', 'k', '> 10 mmol/L']],
    },
  },
  {
    id: 'nb-21',
    prompt: 'Strains A and B were grown at 30 °C and 37 °C respectively, then both were plated on LB agar.',
    expect: {
      nodes: { a: 'Grow strain A at 30 °C', b: 'Grow strain B at 37 °C', p: 'Plate on LB agar' },
      edges: [['a', 'p'], ['b', 'p']],
    },
  },
  {
    id: 'nb-22',
    prompt: 'Screen 12,500 households. Enrol the 1,200 eligible households. Follow them up for 24 months.',
    expect: {
      nodes: { s: 'Screen 12,500 households', e: 'Enrol 1,200 eligible households', f: 'Follow up for 24 months' },
      edges: [['s', 'e'], ['e', 'f']],
    },
  },
  {
    id: 'nb-23',
    prompt: 'If the reading is above 140/90, repeat it after 5 minutes, otherwise record it; in both cases give the patient the leaflet.',
    expect: {
      nodes: { d: 'Reading above 140/90?', r: 'Repeat after 5 minutes', c: 'Record reading', l: 'Give patient leaflet' },
      decisions: ['d'],
      edges: [['d', 'r', 'Yes'], ['d', 'c', 'No'], ['r', 'l'], ['c', 'l']],
    },
  },
  {
    id: 'nb-24',
    prompt: 'Flowchart of our recruitment please: advertise on social media → online screening → phone call → consent → enrolment.',
    expect: {
      nodes: { a: 'Advertise on social media', o: 'Online screening', p: 'Phone call', c: 'Consent', e: 'Enrolment' },
      edges: [['a', 'o'], ['o', 'p'], ['p', 'c'], ['c', 'e']],
    },
  },
  {
    id: 'nb-25',
    prompt: 'Run the PCR, then run the gel. If bands are visible at the expected size, excise the band. Otherwise, optimise the annealing temperature and repeat the PCR.',
    expect: {
      nodes: { p: 'Run PCR', g: 'Run gel', d: 'Bands visible at expected size?', e: 'Excise band', o: 'Optimise annealing temperature' },
      decisions: ['d'],
      edges: [['p', 'g'], ['g', 'd'], ['d', 'e', 'Yes'], ['d', 'o', 'No'], ['o', 'p']],
    },
  },
  {
    id: 'nb-26',
    prompt: 'At each site, lay a 50 m transect. Record every bird seen or heard within 25 m for 10 minutes. Repeat for all 12 sites, then enter the data.',
    expect: {
      nodes: { l: 'Lay 50 m transect', r: 'Record every bird within 25 m for 10 minutes', d: 'All 12 sites done?', e: 'Enter data' },
      decisions: ['d'],
      edges: [['l', 'r'], ['r', 'd'], ['d', 'l', 'No'], ['d', 'e', 'Yes']],
    },
  },
  {
    id: 'nb-27',
    prompt: 'Apply a load of 5 kN and hold for 60 s. If the specimen cracks, record the failure load. If it does not crack, increase the load by 1 kN and hold again.',
    expect: {
      nodes: { a: 'Apply 5 kN load', h: 'Hold for 60 s', d: 'Specimen cracks?', r: 'Record failure load', i: 'Increase load by 1 kN' },
      decisions: ['d'],
      edges: [['a', 'h'], ['h', 'd'], ['d', 'r', 'Yes'], ['d', 'i', 'No'], ['i', 'h']],
    },
  },
  {
    id: 'nb-28',
    prompt: 'Patients with chest pain get an ECG within 10 minutes. A STEMI on the ECG goes straight to the cath lab. Everyone else has a troponin at 0 and 3 hours.',
    expect: {
      nodes: { e: 'ECG within 10 minutes', d: 'STEMI?', c: 'Cath lab', t: 'Troponin at 0 and 3 hours' },
      decisions: ['d'],
      edges: [['e', 'd'], ['d', 'c', 'Yes'], ['d', 't', 'No']],
    },
  },
  {
    id: 'nb-29',
    prompt: 'Hi, could you make a flowchart of this? Thanks!\nReceive the sample, log it in LIMS, and store it at 4 °C until testing.',
    expect: {
      nodes: { r: 'Receive sample', l: 'Log in LIMS', s: 'Store at 4 °C until testing' },
      edges: [['r', 'l'], ['l', 's']],
    },
  },
  {
    id: 'nb-30',
    prompt: 'Check the pH. If it is below 7.2, add NaOH; otherwise add HCl. Either way, record the final pH.',
    expect: {
      nodes: { c: 'Check pH', d: 'pH below 7.2?', n: 'Add NaOH', h: 'Add HCl', r: 'Record final pH' },
      decisions: ['d'],
      edges: [['c', 'd'], ['d', 'n', 'Yes'], ['d', 'h', 'No'], ['n', 'r'], ['h', 'r']],
    },
  },
  {
    id: 'nb-31',
    prompt: 'Give the injection, then monitor vital signs every 15 minutes until the patient is stable. Transfer to the ward.',
    expect: {
      nodes: { g: 'Give injection', m: 'Monitor vital signs every 15 minutes', d: 'Patient stable?', t: 'Transfer to ward' },
      decisions: ['d'],
      edges: [['g', 'm'], ['m', 'd'], ['d', 'm', 'No'], ['d', 't', 'Yes']],
    },
  },
  {
    id: 'nb-32',
    prompt: 'Sequencing QC:\n- FastQC on raw reads\n- trim adapters with cutadapt\n- align to GRCh38 with BWA\n- mark duplicates',
    expect: {
      nodes: { f: 'FastQC on raw reads', t: 'Trim adapters with cutadapt', a: 'Align to GRCh38 with BWA', m: 'Mark duplicates' },
      edges: [['f', 't'], ['t', 'a'], ['a', 'm']],
    },
  },
  {
    id: 'nb-33',
    prompt: 'Discharge the patient with a follow-up call at 48 hours, unless they live alone, in which case admit overnight.',
    expect: {
      nodes: { d: 'Lives alone?', c: 'Discharge with follow-up call at 48 hours', a: 'Admit overnight' },
      decisions: ['d'],
      edges: [['d', 'c', 'No'], ['d', 'a', 'Yes']],
    },
  },
  {
    id: 'nb-34',
    prompt: 'Eligible patients are randomised to drug A, drug B or placebo. All three arms are assessed at week 12.',
    expect: {
      nodes: { r: 'Randomise eligible patients', a: 'Drug A', b: 'Drug B', p: 'Placebo', w: 'All arms assessed at week 12' },
      edges: [['r', 'a'], ['r', 'b'], ['r', 'p'], ['a', 'w'], ['b', 'w'], ['p', 'w']],
    },
  },
  {
    id: 'nb-35',
    prompt: 'Background: we have a lot of dropouts at the consent stage. The process is: invite by letter, phone call after a week, consent visit, baseline bloods.',
    expect: {
      nodes: { i: 'Invite by letter', p: 'Phone call after a week', c: 'Consent visit', b: 'Baseline bloods' },
      edges: [['i', 'p'], ['p', 'c'], ['c', 'b']],
    },
  },
  {
    id: 'nb-36',
    prompt: 'Is the wound clean? If not, irrigate with saline before closing. Close with sutures.',
    expect: {
      nodes: { d: 'Wound clean?', i: 'Irrigate with saline', c: 'Close with sutures' },
      decisions: ['d'],
      edges: [['d', 'i', 'No'], ['i', 'c'], ['d', 'c', 'Yes']],
    },
  },
  {
    id: 'nb-37',
    prompt: 'Add 100 µL of titrant, mix, and repeat until the solution turns pink. Record the volume used.',
    expect: {
      nodes: { a: 'Add 100 µL titrant', m: 'Mix', d: 'Solution pink?', r: 'Record volume used' },
      decisions: ['d'],
      edges: [['a', 'm'], ['m', 'd'], ['d', 'a', 'No'], ['d', 'r', 'Yes']],
    },
  },
  {
    id: 'nb-38',
    prompt: 'The nurse takes the observations, then the doctor reviews the patient, and finally the pharmacist checks the drug chart.',
    expect: {
      nodes: { n: 'Nurse takes observations', d: 'Doctor reviews patient', p: 'Pharmacist checks drug chart' },
      edges: [['n', 'd'], ['d', 'p']],
    },
  },
  {
    id: 'nb-39',
    prompt: 'Sort the cells by FACS. (This takes about 2 hours for 10 million cells.) Plate the GFP-positive cells in 96-well plates.',
    expect: {
      nodes: { s: 'Sort cells by FACS', p: 'Plate GFP-positive cells in 96-well plates' },
      edges: [['s', 'p']],
    },
  },
  {
    id: 'nb-40',
    prompt: 'Weigh the mouse. If it has lost more than 20% of its starting weight, cull it. Otherwise dose it and return it to the cage.',
    expect: {
      nodes: { w: 'Weigh mouse', d: 'Lost more than 20% of starting weight?', c: 'Cull', o: 'Dose', r: 'Return to cage' },
      decisions: ['d'],
      edges: [['w', 'd'], ['d', 'c', 'Yes'], ['d', 'o', 'No'], ['o', 'r']],
    },
  },
  {
    id: 'nb-41',
    prompt: 'Reads were trimmed with Trimmomatic and aligned to the mouse genome (GRCm39) with STAR. Counts were generated with featureCounts. Differential expression was tested with DESeq2.',
    expect: {
      nodes: { t: 'Trim reads with Trimmomatic', a: 'Align to mouse genome (GRCm39) with STAR', c: 'Generate counts with featureCounts', d: 'Test differential expression with DESeq2' },
      edges: [['t', 'a'], ['a', 'c'], ['c', 'd']],
    },
  },
  {
    id: 'nb-42',
    prompt: 'Screen the caller with the triage questions. If any red flag is present, send an ambulance. If there are no red flags, book a GP appointment within 24 hours. The call is logged in every case.',
    expect: {
      nodes: { s: 'Screen caller with triage questions', d: 'Any red flag present?', a: 'Send ambulance', g: 'Book GP appointment within 24 hours', l: 'Log call' },
      decisions: ['d'],
      edges: [['s', 'd'], ['d', 'a', 'Yes'], ['d', 'g', 'No'], ['a', 'l'], ['g', 'l']],
    },
  },
  {
    id: 'nb-43',
    prompt: 'Please draw the steps below as boxes with arrows.\nPrepare the master mix. Add 2 µL template. Run 35 cycles. Analyse the melt curve.',
    expect: {
      nodes: { p: 'Prepare master mix', a: 'Add 2 µL template', r: 'Run 35 cycles', m: 'Analyse melt curve' },
      edges: [['p', 'a'], ['a', 'r'], ['r', 'm']],
    },
  },
  {
    id: 'nb-44',
    prompt: 'Fix the tissue in formalin for 24 h. Embed in paraffin. Cut 4 µm sections. If the tissue tears, cut again. Stain with H&E.',
    expect: {
      nodes: { f: 'Fix tissue in formalin for 24 h', e: 'Embed in paraffin', c: 'Cut 4 µm sections', d: 'Tissue tears?', s: 'Stain with H&E' },
      decisions: ['d'],
      edges: [['f', 'e'], ['e', 'c'], ['c', 'd'], ['d', 'c', 'Yes'], ['d', 's', 'No']],
    },
  },
];
