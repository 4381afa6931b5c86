// Forty-five requests as researchers paste them: methods paragraphs whole, numbered protocols with
// sub-steps, a condition inside a step, "otherwise" far from its "if", "if not", "unless", "if
// so", "either way", loops said by "repeat until", "until confluent", "every 4 hours", "while",
// "resubmit" and "recheck", arms and steps done in parallel, "respectively" lists, headings and
// sentences about the diagram itself, notes in brackets and quantities with units and thousands
// separators. Written before the reader's code was read, each with the graph a careful reader of
// the text would draw. Judged by bench/understanding/flowJudge.ts.
import type { ResearcherPrompt } from './researcherPrompts.ts';

export const METHODS_PROMPTS: ResearcherPrompt[] = [
  {
    id: 'mp-01',
    prompt:
      'Total RNA was extracted from 50 mg of tissue using TRIzol. RNA integrity was assessed on a Bioanalyzer, and samples with a RIN below 7 were discarded. The remaining samples were reverse transcribed with SuperScript IV, and qPCR was performed in triplicate on a QuantStudio 5.',
    expect: {
      nodes: {
        x: 'Extract total RNA from 50 mg tissue with TRIzol',
        a: 'Assess RNA integrity on Bioanalyzer',
        d: 'RIN below 7?',
        dis: 'Discard sample',
        rt: 'Reverse transcribe with SuperScript IV',
        q: 'Perform qPCR in triplicate on QuantStudio 5',
      },
      decisions: ['d'],
      edges: [['x', 'a'], ['a', 'd'], ['d', 'dis', 'Yes'], ['d', 'rt', 'No'], ['rt', 'q']],
    },
  },
  {
    id: 'mp-02',
    prompt: '1. Thaw cells at 37 °C.\n2. Plate cells:\n   a. count with trypan blue\n   b. seed 2 × 10^5 cells per well\n3. Incubate overnight.\n4. Transfect with 1 µg plasmid.',
    expect: {
      nodes: { t: 'Thaw cells at 37 °C', c: 'Count with trypan blue', s: 'Seed 2 × 10^5 cells per well', i: 'Incubate overnight', f: 'Transfect with 1 µg plasmid' },
      edges: [['t', 'c'], ['c', 's'], ['s', 'i'], ['i', 'f']],
      groups: { 'Plate cells': ['c', 's'] },
    },
  },
  {
    id: 'mp-03',
    prompt: 'Centrifuge at 500 g for 5 min; if the pellet is loose, spin again. Discard the supernatant and resuspend in 1 mL PBS.',
    expect: {
      nodes: { c: 'Centrifuge at 500 g for 5 min', d: 'Pellet loose?', s: 'Discard supernatant', r: 'Resuspend in 1 mL PBS' },
      decisions: ['d'],
      edges: [['c', 'd'], ['d', 'c', 'Yes'], ['d', 's', 'No'], ['s', 'r']],
    },
  },
  {
    id: 'mp-04',
    prompt:
      'If the culture is positive, perform a Gram stain and subculture onto blood agar, then identify the organism by MALDI-TOF. Otherwise, report no growth at 48 h.',
    expect: {
      nodes: { d: 'Culture positive?', g: 'Perform Gram stain', s: 'Subculture onto blood agar', i: 'Identify organism by MALDI-TOF', n: 'Report no growth at 48 h' },
      decisions: ['d'],
      edges: [['d', 'g', 'Yes'], ['g', 's'], ['s', 'i'], ['d', 'n', 'No']],
    },
  },
  {
    id: 'mp-05',
    prompt: 'Wash the membrane in TBST for 5 min, and repeat until three washes are done. Then incubate with the secondary antibody for 1 h.',
    expect: {
      nodes: { w: 'Wash membrane in TBST for 5 min', d: 'Three washes done?', i: 'Incubate with secondary antibody for 1 h' },
      decisions: ['d'],
      edges: [['w', 'd'], ['d', 'w', 'No'], ['d', 'i', 'Yes']],
    },
  },
  {
    id: 'mp-06',
    prompt:
      'Authors submit the manuscript. The editor screens it; if it is out of scope, it is rejected. Otherwise it is sent to two reviewers. If revisions are requested, the authors revise and resubmit. If not, the paper goes to production.',
    expect: {
      nodes: {
        s: 'Submit manuscript',
        e: 'Editor screens manuscript',
        d1: 'Out of scope?',
        rj: 'Reject',
        r: 'Send to two reviewers',
        d2: 'Revisions requested?',
        rv: 'Authors revise',
        p: 'Paper goes to production',
      },
      decisions: ['d1', 'd2'],
      edges: [['s', 'e'], ['e', 'd1'], ['d1', 'rj', 'Yes'], ['d1', 'r', 'No'], ['r', 'd2'], ['d2', 'rv', 'Yes'], ['rv', 's'], ['d2', 'p', 'No']],
    },
  },
  {
    id: 'mp-07',
    prompt: 'While the OD600 is below 0.6, keep shaking at 37 °C and measure every 30 min. Then induce with 1 mM IPTG.',
    expect: {
      nodes: { d: 'OD600 below 0.6?', s: 'Shake at 37 °C', m: 'Measure OD600 every 30 min', i: 'Induce with 1 mM IPTG' },
      decisions: ['d'],
      edges: [['d', 's', 'Yes'], ['s', 'm'], ['m', 'd'], ['d', 'i', 'No']],
    },
  },
  {
    id: 'mp-08',
    prompt: 'After consent, participants are randomised 1:1 to exercise or usual care. Both arms are followed up at 6 and 12 months.',
    expect: {
      nodes: { c: 'Consent', r: 'Randomise 1:1', e: 'Exercise', u: 'Usual care', f: 'Follow up at 6 and 12 months' },
      edges: [['c', 'r'], ['r', 'e'], ['r', 'u'], ['e', 'f'], ['u', 'f']],
    },
  },
  {
    id: 'mp-09',
    prompt:
      'Flowchart for the ELISA:\nCoat the plate overnight at 4 °C. Block with 1% BSA for 1 h. Add samples and standards. Add the detection antibody. Read at 450 nm.\nPlease keep the boxes small.',
    expect: {
      nodes: {
        c: 'Coat plate overnight at 4 °C',
        b: 'Block with 1% BSA for 1 h',
        s: 'Add samples and standards',
        a: 'Add detection antibody',
        r: 'Read at 450 nm',
      },
      edges: [['c', 'b'], ['b', 's'], ['s', 'a'], ['a', 'r']],
    },
  },
  {
    id: 'mp-10',
    prompt: 'Collect blood into EDTA tubes (purple top). Spin at 2,000 g for 10 min (4 °C). Aliquot the plasma (500 µL each) and store at −80 °C.',
    expect: {
      nodes: {
        c: 'Collect blood into EDTA tubes (purple top)',
        s: 'Spin at 2,000 g for 10 min (4 °C)',
        a: 'Aliquot plasma (500 µL each)',
        f: 'Store at −80 °C',
      },
      edges: [['c', 's'], ['s', 'a'], ['a', 'f']],
    },
  },
  {
    id: 'mp-11',
    prompt:
      'PRISMA: 12,480 records identified from databases; 1,150 duplicates removed; 11,330 records screened; 10,902 excluded; 428 full texts assessed for eligibility; 401 full texts excluded; 27 studies included.',
    expect: {
      nodes: {
        i: 'Records identified from databases (n = 12,480)',
        du: 'Duplicates removed (n = 1,150)',
        s: 'Records screened (n = 11,330)',
        e1: 'Records excluded (n = 10,902)',
        f: 'Full texts assessed for eligibility (n = 428)',
        e2: 'Full texts excluded (n = 401)',
        inc: 'Studies included (n = 27)',
      },
      edges: [['i', 'du'], ['i', 's'], ['s', 'e1'], ['s', 'f'], ['f', 'e2'], ['f', 'inc']],
    },
  },
  {
    id: 'mp-12',
    prompt: 'Check the sample for haemolysis. If not haemolysed, run the potassium assay; if haemolysed, request a repeat sample.',
    expect: {
      nodes: { c: 'Check sample for haemolysis', d: 'Haemolysed?', k: 'Run potassium assay', r: 'Request repeat sample' },
      decisions: ['d'],
      edges: [['c', 'd'], ['d', 'r', 'Yes'], ['d', 'k', 'No']],
    },
  },
  {
    id: 'mp-13',
    prompt: 'Extract DNA with the Qiagen kit unless the sample is FFPE, in which case deparaffinise it first. Quantify the DNA by Qubit.',
    expect: {
      nodes: { d: 'Sample FFPE?', p: 'Deparaffinise sample', x: 'Extract DNA with Qiagen kit', q: 'Quantify DNA by Qubit' },
      decisions: ['d'],
      edges: [['d', 'p', 'Yes'], ['p', 'x'], ['d', 'x', 'No'], ['x', 'q']],
    },
  },
  {
    id: 'mp-14',
    prompt: 'Does the participant smoke? If so, give the cessation leaflet. Either way, record smoking status in REDCap.',
    expect: {
      nodes: { d: 'Participant smokes?', g: 'Give cessation leaflet', r: 'Record smoking status in REDCap' },
      decisions: ['d'],
      edges: [['d', 'g', 'Yes'], ['d', 'r', 'No'], ['g', 'r']],
    },
  },
  {
    id: 'mp-15',
    prompt: 'Please use lanes. Ward: take sample, send to lab. Lab: test sample, report result. Ward: act on result.',
    expect: {
      nodes: { t: 'Take sample', s: 'Send to lab', te: 'Test sample', r: 'Report result', a: 'Act on result' },
      edges: [['t', 's'], ['s', 'te'], ['te', 'r'], ['r', 'a']],
      lanes: { Ward: ['t', 's', 'a'], Lab: ['te', 'r'] },
    },
  },
  {
    id: 'mp-16',
    prompt: 'Give the first dose of IV vancomycin. Check the trough level every 4 hours until it is stable, then switch to oral.',
    expect: {
      nodes: { g: 'Give first dose of IV vancomycin', c: 'Check trough level every 4 hours', d: 'Trough level stable?', s: 'Switch to oral' },
      decisions: ['d'],
      edges: [['g', 'c'], ['c', 'd'], ['d', 'c', 'No'], ['d', 's', 'Yes']],
    },
  },
  {
    id: 'mp-17',
    prompt: 'Cultures A, B and C were incubated at 25, 30 and 37 °C respectively, and all three were then plated on LB agar.',
    expect: {
      nodes: { a: 'Incubate culture A at 25 °C', b: 'Incubate culture B at 30 °C', c: 'Incubate culture C at 37 °C', p: 'Plate on LB agar' },
      edges: [['a', 'p'], ['b', 'p'], ['c', 'p']],
    },
  },
  {
    id: 'mp-18',
    prompt: 'Can you draw our sequencing pipeline? Reads are trimmed with fastp, aligned with BWA-MEM, deduplicated with Picard and variants are called with GATK HaplotypeCaller.',
    expect: {
      nodes: { t: 'Trim reads with fastp', a: 'Align with BWA-MEM', d: 'Deduplicate with Picard', v: 'Call variants with GATK HaplotypeCaller' },
      edges: [['t', 'a'], ['a', 'd'], ['d', 'v']],
    },
  },
  {
    id: 'mp-19',
    prompt:
      "hi! could you make me a flowchart of how we handle returned equipment? we log it in the asset register, inspect it, and if it's damaged send it for repair, otherwise put it back on the shelf.",
    expect: {
      nodes: { l: 'Log in asset register', i: 'Inspect equipment', d: 'Damaged?', r: 'Send for repair', s: 'Put back on shelf' },
      decisions: ['d'],
      edges: [['l', 'i'], ['i', 'd'], ['d', 'r', 'Yes'], ['d', 's', 'No']],
    },
  },
  {
    id: 'mp-20',
    prompt:
      '1. Measure blood glucose.\n2. If glucose < 4 mmol/L, give 15 g fast-acting carbohydrate and recheck after 15 minutes.\n3. Once glucose is 4 mmol/L or more, give a long-acting snack.',
    expect: {
      nodes: {
        m: 'Measure blood glucose',
        d: 'Glucose < 4 mmol/L?',
        g: 'Give 15 g fast-acting carbohydrate',
        r: 'Recheck after 15 minutes',
        s: 'Give long-acting snack',
      },
      decisions: ['d'],
      edges: [['m', 'd'], ['d', 'g', 'Yes'], ['g', 'r'], ['r', 'd'], ['d', 's', 'No']],
    },
  },
  {
    id: 'mp-21',
    prompt: 'Split each biopsy in two: one half goes for histology, the other half for RNA-seq. The results are integrated in the final report.',
    expect: {
      nodes: { s: 'Split biopsy in two', h: 'Histology', r: 'RNA-seq', i: 'Integrate results in final report' },
      edges: [['s', 'h'], ['s', 'r'], ['h', 'i'], ['r', 'i']],
    },
  },
  {
    id: 'mp-22',
    prompt: 'Send the bloods and, at the same time, do an ECG. When both are back, review with the consultant.',
    expect: {
      nodes: { b: 'Send bloods', e: 'Do ECG', r: 'Review with consultant' },
      edges: [['b', 'r'], ['e', 'r']],
    },
  },
  {
    id: 'mp-23',
    prompt:
      'Participants completed the baseline questionnaire online. Those scoring 10 or more on the PHQ-9 were referred to their GP; all others were invited to the follow-up survey at 3 months.',
    expect: {
      nodes: {
        b: 'Complete baseline questionnaire online',
        d: 'PHQ-9 score 10 or more?',
        g: 'Refer to GP',
        f: 'Invite to follow-up survey at 3 months',
      },
      decisions: ['d'],
      edges: [['b', 'd'], ['d', 'g', 'Yes'], ['d', 'f', 'No']],
    },
  },
  {
    id: 'mp-24',
    prompt: 'Western blotting\nRun the gel at 120 V. Transfer to PVDF at 100 V for 1 h. Block in 5% milk. Incubate with the primary antibody overnight at 4 °C.',
    expect: {
      nodes: { r: 'Run gel at 120 V', t: 'Transfer to PVDF at 100 V for 1 h', b: 'Block in 5% milk', i: 'Incubate with primary antibody overnight at 4 °C' },
      edges: [['r', 't'], ['t', 'b'], ['b', 'i']],
      title: 'Western blotting',
    },
  },
  {
    id: 'mp-25',
    prompt: 'Screen the patient, take consent, then randomise. (Draw it top to bottom.)',
    expect: {
      nodes: { s: 'Screen patient', c: 'Take consent', r: 'Randomise' },
      edges: [['s', 'c'], ['c', 'r']],
      direction: 'TB',
    },
  },
  {
    id: 'mp-26',
    prompt:
      'Febrile children: if the temperature is above 39 °C, start the sepsis screen. If it is between 38 and 39 °C, give paracetamol and review in 1 hour. Otherwise discharge with advice.',
    expect: {
      nodes: {
        d1: 'Temperature above 39 °C?',
        s: 'Start sepsis screen',
        d2: 'Temperature between 38 and 39 °C?',
        p: 'Give paracetamol',
        r: 'Review in 1 hour',
        x: 'Discharge with advice',
      },
      decisions: ['d1', 'd2'],
      edges: [['d1', 's', 'Yes'], ['d1', 'd2', 'No'], ['d2', 'p', 'Yes'], ['p', 'r'], ['d2', 'x', 'No']],
      title: 'Febrile children',
    },
  },
  {
    id: 'mp-27',
    prompt:
      'The CI pipeline builds the image and runs the tests. If any test fails, the developer fixes the code and pushes again, which restarts the pipeline. When all tests pass, the image is deployed to staging.',
    expect: {
      nodes: {
        b: 'Build image',
        t: 'Run tests',
        d: 'Any test fails?',
        f: 'Developer fixes code',
        p: 'Push again',
        s: 'Deploy image to staging',
      },
      decisions: ['d'],
      edges: [['b', 't'], ['t', 'd'], ['d', 'f', 'Yes'], ['f', 'p'], ['p', 'b'], ['d', 's', 'No']],
    },
  },
  {
    id: 'mp-28',
    prompt: 'Dilute the stock 1:1,000 in PBS, add 100 µL per well, incubate for 2 h at room temperature, then wash 3 times with 200 µL PBS-T.',
    expect: {
      nodes: {
        d: 'Dilute stock 1:1,000 in PBS',
        a: 'Add 100 µL per well',
        i: 'Incubate for 2 h at room temperature',
        w: 'Wash 3 times with 200 µL PBS-T',
      },
      edges: [['d', 'a'], ['a', 'i'], ['i', 'w']],
    },
  },
  {
    id: 'mp-29',
    prompt: 'Table 1 shows the baseline characteristics: age 54 ± 11 years, 48% female, BMI 27.1 kg/m².',
    expect: { refuse: 'a table of baseline characteristics describes no flow' },
  },
  {
    id: 'mp-30',
    prompt: 'Draw a Venn diagram of the genes shared between the three conditions.',
    expect: { refuse: 'a Venn diagram is not a flowchart' },
  },
  {
    id: 'mp-31',
    prompt: "Check the label against the request form. If they don't match, phone the ward for a new sample. Either way, document the check in the log.",
    expect: {
      nodes: { c: 'Check label against request form', d: "Label and form don't match?", p: 'Phone ward for new sample', l: 'Document check in log' },
      decisions: ['d'],
      edges: [['c', 'd'], ['d', 'p', 'Yes'], ['d', 'l', 'No'], ['p', 'l']],
    },
  },
  {
    id: 'mp-32',
    prompt: 'Assess capacity. If the patient lacks capacity, stop and follow the best-interests pathway. Otherwise take consent and proceed to surgery.',
    expect: {
      nodes: { a: 'Assess capacity', d: 'Patient lacks capacity?', b: 'Follow best-interests pathway', c: 'Take consent', s: 'Proceed to surgery' },
      decisions: ['d'],
      edges: [['a', 'd'], ['d', 'b', 'Yes'], ['d', 'c', 'No'], ['c', 's']],
    },
  },
  {
    id: 'mp-33',
    prompt:
      'We first filtered variants with a call rate below 95%, then removed samples with heterozygosity more than 3 SD from the mean. We then ran PCA and excluded ancestry outliers before imputation on the Michigan server.',
    expect: {
      nodes: {
        f: 'Filter variants with call rate below 95%',
        r: 'Remove samples with heterozygosity more than 3 SD from mean',
        p: 'Run PCA',
        e: 'Exclude ancestry outliers',
        i: 'Imputation on Michigan server',
      },
      edges: [['f', 'r'], ['r', 'p'], ['p', 'e'], ['e', 'i']],
    },
  },
  {
    id: 'mp-34',
    prompt:
      'I need this for a grant figure. Steps: recruit 200 farmers, run the baseline survey, deliver training in 10 villages, follow-up survey after 1 year. Keep it to one column.',
    expect: {
      nodes: { r: 'Recruit 200 farmers', b: 'Run baseline survey', t: 'Deliver training in 10 villages', f: 'Follow-up survey after 1 year' },
      edges: [['r', 'b'], ['b', 't'], ['t', 'f']],
    },
  },
  {
    id: 'mp-35',
    prompt:
      '1 Sample preparation\n1.1 Weigh 0.5 g of soil.\n1.2 Add 5 mL extraction buffer.\n2 Extraction\n2.1 Shake for 30 min.\n2.2 Centrifuge at 4,000 rpm for 10 min.\n2.3 Filter the supernatant.',
    expect: {
      nodes: {
        w: 'Weigh 0.5 g of soil',
        a: 'Add 5 mL extraction buffer',
        s: 'Shake for 30 min',
        c: 'Centrifuge at 4,000 rpm for 10 min',
        f: 'Filter supernatant',
      },
      edges: [['w', 'a'], ['a', 's'], ['s', 'c'], ['c', 'f']],
      groups: { 'Sample preparation': ['w', 'a'], Extraction: ['s', 'c', 'f'] },
    },
  },
  {
    id: 'mp-36',
    prompt: 'Seed the cells in a T75 flask and change the medium every 2–3 days until they are 80% confluent. Then passage 1:4.',
    expect: {
      nodes: { s: 'Seed cells in T75 flask', m: 'Change medium every 2–3 days', d: '80% confluent?', p: 'Passage 1:4' },
      decisions: ['d'],
      edges: [['s', 'm'], ['m', 'd'], ['d', 'm', 'No'], ['d', 'p', 'Yes']],
    },
  },
  {
    id: 'mp-37',
    prompt: 'Is the wound infected? If so, swab it and start flucloxacillin. If not, dress it and review in 48 hours.',
    expect: {
      nodes: { d: 'Wound infected?', s: 'Swab wound', f: 'Start flucloxacillin', dr: 'Dress wound', r: 'Review in 48 hours' },
      decisions: ['d'],
      edges: [['d', 's', 'Yes'], ['s', 'f'], ['d', 'dr', 'No'], ['dr', 'r']],
    },
  },
  {
    id: 'mp-38',
    prompt:
      'If the sample passes QC, it is sequenced on a NovaSeq at 30× depth, and the FASTQ files are uploaded to the server. Otherwise the sample is re-extracted.',
    expect: {
      nodes: { d: 'Sample passes QC?', s: 'Sequence on NovaSeq at 30× depth', u: 'Upload FASTQ files to server', r: 'Re-extract sample' },
      decisions: ['d'],
      edges: [['d', 's', 'Yes'], ['s', 'u'], ['d', 'r', 'No']],
    },
  },
  {
    id: 'mp-39',
    prompt: 'Run the three assays in parallel: ELISA, Western blot and flow cytometry. Then compare the results.',
    expect: {
      nodes: { e: 'ELISA', w: 'Western blot', f: 'Flow cytometry', c: 'Compare results' },
      edges: [['e', 'c'], ['w', 'c'], ['f', 'c']],
    },
  },
  {
    id: 'mp-40',
    prompt:
      'While there are unlabelled images left, the annotator opens the next image, draws the bounding boxes and saves it. When none are left, export the annotations as COCO JSON.',
    expect: {
      nodes: {
        d: 'Unlabelled images left?',
        o: 'Open next image',
        b: 'Draw bounding boxes',
        s: 'Save image',
        e: 'Export annotations as COCO JSON',
      },
      decisions: ['d'],
      edges: [['d', 'o', 'Yes'], ['o', 'b'], ['b', 's'], ['s', 'd'], ['d', 'e', 'No']],
    },
  },
  {
    id: 'mp-41',
    prompt: 'Add 10 µL of MTT (5 mg/mL) to each well and incubate for 4 h [protect from light]. Dissolve the formazan in 100 µL DMSO and read at 570 nm.',
    expect: {
      nodes: {
        a: 'Add 10 µL MTT (5 mg/mL) to each well',
        i: 'Incubate for 4 h [protect from light]',
        d: 'Dissolve formazan in 100 µL DMSO',
        r: 'Read at 570 nm',
      },
      edges: [['a', 'i'], ['i', 'd'], ['d', 'r']],
    },
  },
  {
    id: 'mp-42',
    prompt:
      'Q1 asks whether the respondent owns livestock. Those who answer yes go to Q2 (herd size); those who answer no skip to Q5 (household income). After Q2 everyone continues to Q3 and then Q4, then Q5.',
    expect: {
      nodes: { q1: 'Q1: Owns livestock?', q2: 'Q2: Herd size', q3: 'Q3', q4: 'Q4', q5: 'Q5: Household income' },
      decisions: ['q1'],
      edges: [['q1', 'q2', 'Yes'], ['q1', 'q5', 'No'], ['q2', 'q3'], ['q3', 'q4'], ['q4', 'q5']],
    },
  },
  {
    id: 'mp-43',
    prompt:
      'Tissue was fixed in 4% PFA for 24 h (Smith et al., 2019), embedded in paraffin and cut into 5 µm sections. Sections were stained with H&E and scanned at 40×.',
    expect: {
      nodes: {
        f: 'Fix tissue in 4% PFA for 24 h',
        e: 'Embed in paraffin',
        c: 'Cut into 5 µm sections',
        s: 'Stain sections with H&E',
        sc: 'Scan at 40×',
      },
      edges: [['f', 'e'], ['e', 'c'], ['c', 's'], ['s', 'sc']],
    },
  },
  {
    id: 'mp-44',
    prompt:
      'Trap the moths overnight with a 125 W MV light. In the morning, identify and count each species. If a species cannot be identified in the field, photograph it and retain a voucher; then release the rest.',
    expect: {
      nodes: {
        t: 'Trap moths overnight with 125 W MV light',
        i: 'Identify and count each species',
        d: 'Species cannot be identified in field?',
        p: 'Photograph specimen',
        v: 'Retain voucher',
        r: 'Release the rest',
      },
      decisions: ['d'],
      edges: [['t', 'i'], ['i', 'd'], ['d', 'p', 'Yes'], ['p', 'v'], ['v', 'r'], ['d', 'r', 'No']],
    },
  },
  {
    id: 'mp-45',
    prompt:
      'Patients with suspected stroke get a CT head within 1 hour. If there is a bleed, refer to neurosurgery. If there is no bleed and onset was under 4.5 hours ago, thrombolyse. All patients are then admitted to the stroke unit.',
    expect: {
      nodes: {
        ct: 'CT head within 1 hour',
        d1: 'Bleed?',
        n: 'Refer to neurosurgery',
        d2: 'Onset under 4.5 hours ago?',
        th: 'Thrombolyse',
        a: 'Admit to stroke unit',
      },
      decisions: ['d1', 'd2'],
      edges: [['ct', 'd1'], ['d1', 'n', 'Yes'], ['d1', 'd2', 'No'], ['d2', 'th', 'Yes'], ['d2', 'a', 'No'], ['th', 'a'], ['n', 'a']],
    },
  },
];
