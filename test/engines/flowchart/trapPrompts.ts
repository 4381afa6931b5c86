// Thirty-six requests written to catch a reader that draws a plausible wrong graph (an extra box,
// a dropped or extra arrow) where it should draw what the text says or refuse: an "if" with no
// "otherwise" and where its branches rejoin, "either way", a branch that ends, loops said by
// "repeat ... until", "while", "check again" and "resubmits", steps joined by "and", steps at the
// same time, a note or a request about the drawing beside the steps, passive methods prose, and
// numbers with separators and units. Written before the reader's code was read, each with the
// graph a careful reader would draw. Judged by bench/understanding/flowJudge.ts.
import type { ResearcherPrompt } from './researcherPrompts.ts';

export const TRAP_PROMPTS: ResearcherPrompt[] = [
  {
    id: 'tp-01',
    prompt: 'Before each run we calibrate the pH meter. If the slope is outside 95–105%, replace the electrode. Then measure the samples in triplicate.',
    expect: {
      nodes: { c: 'Calibrate pH meter', d: 'Slope outside 95–105%?', r: 'Replace electrode', m: 'Measure samples in triplicate' },
      decisions: ['d'],
      edges: [['c', 'd'], ['d', 'r', 'Yes'], ['d', 'm', 'No'], ['r', 'm']],
    },
  },
  {
    id: 'tp-02',
    prompt: 'Stool samples: log the sample in the LIMS. If it is unlabelled, reject it. Otherwise run the PCR panel, then report the results to the ward.',
    expect: {
      nodes: { l: 'Log sample in LIMS', d: 'Unlabelled?', rj: 'Reject sample', p: 'Run PCR panel', rep: 'Report results to ward' },
      decisions: ['d'],
      edges: [['l', 'd'], ['d', 'rj', 'Yes'], ['d', 'p', 'No'], ['p', 'rep']],
      title: 'Stool samples',
    },
  },
  {
    id: 'tp-03',
    prompt:
      'Interview study. The RA books the participant and sends the information sheet. On the day, the RA takes written consent. The interview is recorded on a Dictaphone. Afterwards the recording is transcribed, then anonymised.',
    expect: {
      nodes: {
        b: 'RA books participant',
        s: 'Send information sheet',
        c: 'RA takes written consent',
        r: 'Record interview on Dictaphone',
        t: 'Transcribe recording',
        a: 'Anonymise recording',
      },
      edges: [['b', 's'], ['s', 'c'], ['c', 'r'], ['r', 't'], ['t', 'a']],
      title: 'Interview study',
    },
  },
  {
    id: 'tp-04',
    prompt:
      'Column chromatography: pack the column with silica; load the crude product; elute with 10% EtOAc in hexane, collecting 20 mL fractions; check the fractions by TLC; repeat the elution until no product spot is seen; combine the pure fractions; evaporate the solvent.',
    expect: {
      nodes: {
        p: 'Pack column with silica',
        l: 'Load crude product',
        e: 'Elute with 10% EtOAc in hexane, collecting 20 mL fractions',
        t: 'Check fractions by TLC',
        d: 'No product spot seen?',
        c: 'Combine pure fractions',
        v: 'Evaporate solvent',
      },
      decisions: ['d'],
      edges: [['p', 'l'], ['l', 'e'], ['e', 't'], ['t', 'd'], ['d', 'e', 'No'], ['d', 'c', 'Yes'], ['c', 'v']],
      title: 'Column chromatography',
    },
  },
  {
    id: 'tp-05',
    prompt:
      'Blood processing: spin the EDTA tube at 2,000 g for 10 min. Then, at the same time, aliquot the plasma into 4 cryovials and resuspend the buffy coat in freezing medium. Store everything at −80 °C.',
    expect: {
      nodes: {
        s: 'Spin EDTA tube at 2,000 g for 10 min',
        a: 'Aliquot plasma into 4 cryovials',
        b: 'Resuspend buffy coat in freezing medium',
        st: 'Store at −80 °C',
      },
      edges: [['s', 'a'], ['s', 'b'], ['a', 'st'], ['b', 'st']],
      title: 'Blood processing',
    },
  },
  {
    id: 'tp-06',
    prompt:
      '1. Screen the patient with the AUDIT-C\n2. Score 5 or more? Go to step 3. Otherwise go to step 5.\n3. Give brief advice\n4. Offer referral to the alcohol service\n5. Record the score in the notes',
    expect: {
      nodes: {
        s: 'Screen patient with AUDIT-C',
        d: 'Score 5 or more?',
        a: 'Give brief advice',
        r: 'Offer referral to alcohol service',
        rec: 'Record score in notes',
      },
      decisions: ['d'],
      edges: [['s', 'd'], ['d', 'a', 'Yes'], ['d', 'rec', 'No'], ['a', 'r'], ['r', 'rec']],
    },
  },
  {
    id: 'tp-07',
    prompt: 'Can you make this a flowchart? Keep it simple, boxes only.\nSample receipt → centrifuge 1,500 g 15 min → aliquot serum → freeze at −80 °C',
    expect: {
      nodes: { r: 'Sample receipt', c: 'Centrifuge 1,500 g 15 min', a: 'Aliquot serum', f: 'Freeze at −80 °C' },
      edges: [['r', 'c'], ['c', 'a'], ['a', 'f']],
    },
  },
  {
    id: 'tp-08',
    prompt: 'Wound review: assess the wound. Signs of infection? Yes → take a swab. No → review in 7 days.',
    expect: {
      nodes: { a: 'Assess wound', d: 'Signs of infection?', s: 'Take swab', r: 'Review in 7 days' },
      decisions: ['d'],
      edges: [['a', 'd'], ['d', 's', 'Yes'], ['d', 'r', 'No']],
      title: 'Wound review',
    },
  },
  {
    id: 'tp-09',
    prompt:
      'Thaw the PBMCs and count them. If viability is below 70%, note it on the sheet; otherwise go straight on. Stain with the antibody cocktail for 30 min at 4 °C.',
    expect: {
      nodes: {
        t: 'Thaw PBMCs',
        c: 'Count PBMCs',
        d: 'Viability below 70%?',
        n: 'Note it on sheet',
        s: 'Stain with antibody cocktail for 30 min at 4 °C',
      },
      decisions: ['d'],
      edges: [['t', 'c'], ['c', 'd'], ['d', 'n', 'Yes'], ['d', 's', 'No'], ['n', 's']],
    },
  },
  {
    id: 'tp-10',
    prompt:
      'Grant internal review: the PI drafts the proposal. The research office checks the budget. If there are errors, the PI corrects them and resubmits; if not, the office signs it off and submits it to the funder.',
    expect: {
      nodes: {
        dr: 'PI drafts proposal',
        cb: 'Research office checks budget',
        d: 'Errors?',
        co: 'PI corrects errors',
        so: 'Office signs off',
        sub: 'Submit to funder',
      },
      decisions: ['d'],
      edges: [['dr', 'cb'], ['cb', 'd'], ['d', 'co', 'Yes'], ['co', 'cb'], ['d', 'so', 'No'], ['so', 'sub']],
      title: 'Grant internal review',
    },
  },
  {
    id: 'tp-11',
    prompt:
      'Title: Mouse perfusion\nPlease draw it top to bottom.\n- anaesthetise with pentobarbital (i.p.)\n- confirm absence of pedal reflex\n- open the thorax\n- perfuse transcardially with 4% PFA\n- dissect out the brain',
    expect: {
      nodes: {
        a: 'Anaesthetise with pentobarbital (i.p.)',
        c: 'Confirm absence of pedal reflex',
        o: 'Open thorax',
        p: 'Perfuse transcardially with 4% PFA',
        d: 'Dissect out brain',
      },
      edges: [['a', 'c'], ['c', 'o'], ['o', 'p'], ['p', 'd']],
      title: 'Mouse perfusion',
      direction: 'TB',
    },
  },
  {
    id: 'tp-12',
    prompt:
      'Insulin titration: start at 10 units at night. Check fasting glucose every 3 days. If it is above 7 mmol/L, increase the dose by 2 units and check again. Once fasting glucose is 4–7 mmol/L, continue the current dose.',
    expect: {
      nodes: {
        s: 'Start at 10 units at night',
        c: 'Check fasting glucose every 3 days',
        d: 'Fasting glucose above 7 mmol/L?',
        i: 'Increase dose by 2 units',
        k: 'Continue current dose',
      },
      decisions: ['d'],
      edges: [['s', 'c'], ['c', 'd'], ['d', 'i', 'Yes'], ['i', 'c'], ['d', 'k', 'No']],
      title: 'Insulin titration',
    },
  },
  {
    id: 'tp-13',
    prompt: 'Histology: fix in formalin for 24 h, process overnight, embed in paraffin, cut 4 µm sections and stain with H&E.',
    expect: {
      nodes: { f: 'Fix in formalin for 24 h', p: 'Process overnight', e: 'Embed in paraffin', c: 'Cut 4 µm sections', s: 'Stain with H&E' },
      edges: [['f', 'p'], ['p', 'e'], ['e', 'c'], ['c', 's']],
      title: 'Histology',
    },
  },
  {
    id: 'tp-14',
    prompt:
      'ELISA: coat the plate overnight at 4 °C; block with 1% BSA for 1 h; add samples and standards (in duplicate); incubate 2 h; add detection antibody; read at 450 nm. Note: all washes are 3× with PBS-T.',
    expect: {
      nodes: {
        c: 'Coat plate overnight at 4 °C',
        b: 'Block with 1% BSA for 1 h',
        a: 'Add samples and standards (in duplicate)',
        i: 'Incubate 2 h',
        d: 'Add detection antibody',
        r: 'Read at 450 nm',
      },
      edges: [['c', 'b'], ['b', 'a'], ['a', 'i'], ['i', 'd'], ['d', 'r']],
      title: 'ELISA',
    },
  },
  {
    id: 'tp-15',
    prompt:
      'Prescribe amoxicillin 500 mg three times daily for 5 days unless the patient is allergic to penicillin, in which case prescribe clarithromycin. Review at 48 hours.',
    expect: {
      nodes: {
        d: 'Allergic to penicillin?',
        a: 'Prescribe amoxicillin 500 mg three times daily for 5 days',
        c: 'Prescribe clarithromycin',
        r: 'Review at 48 hours',
      },
      decisions: ['d'],
      edges: [['d', 'c', 'Yes'], ['d', 'a', 'No'], ['a', 'r'], ['c', 'r']],
    },
  },
  {
    id: 'tp-16',
    prompt: 'Dilution series: dilute the stock 1:1,000 in PBS → plate 100 µL on each of 3 agar plates → incubate 18–24 h at 37 °C → count colonies (aim for 30–300)',
    expect: {
      nodes: {
        d: 'Dilute stock 1:1,000 in PBS',
        p: 'Plate 100 µL on each of 3 agar plates',
        i: 'Incubate 18–24 h at 37 °C',
        c: 'Count colonies (aim for 30–300)',
      },
      edges: [['d', 'p'], ['p', 'i'], ['i', 'c']],
      title: 'Dilution series',
    },
  },
  {
    id: 'tp-17',
    prompt:
      'Check whether the participant has capacity to consent. If so, take consent. If not, identify a personal consultee. Either way, enrol them in the study.',
    expect: {
      nodes: { d: 'Participant has capacity to consent?', t: 'Take consent', i: 'Identify personal consultee', e: 'Enrol in study' },
      decisions: ['d'],
      edges: [['d', 't', 'Yes'], ['d', 'i', 'No'], ['t', 'e'], ['i', 'e']],
    },
  },
  {
    id: 'tp-18',
    prompt: 'Weigh the mice every Monday. If a mouse has lost more than 15% of its body weight, inform the NVS.',
    expect: {
      nodes: { w: 'Weigh mice every Monday', d: 'Mouse lost more than 15% of body weight?', i: 'Inform NVS' },
      decisions: ['d'],
      edges: [['w', 'd'], ['d', 'i', 'Yes']],
    },
  },
  {
    id: 'tp-19',
    prompt:
      'Samples were centrifuged at 10,000 × g for 5 min, and the supernatant was transferred to a fresh tube. DNA was then quantified by Qubit and stored at −20 °C.',
    expect: {
      nodes: {
        c: 'Centrifuge samples at 10,000 × g for 5 min',
        t: 'Transfer supernatant to fresh tube',
        q: 'Quantify DNA by Qubit',
        s: 'Store DNA at −20 °C',
      },
      edges: [['c', 't'], ['t', 'q'], ['q', 's']],
    },
  },
  {
    id: 'tp-20',
    prompt:
      'The radiologist reports the MRI scan. Abnormal scans are discussed at the MDT; normal scans are reported back to the GP. The patient is then sent a letter.',
    expect: {
      nodes: {
        r: 'Radiologist reports MRI scan',
        d: 'Scan abnormal?',
        m: 'Discuss at MDT',
        g: 'Report back to GP',
        l: 'Send letter to patient',
      },
      decisions: ['d'],
      edges: [['r', 'd'], ['d', 'm', 'Yes'], ['d', 'g', 'No'], ['m', 'l'], ['g', 'l']],
    },
  },
  {
    id: 'tp-21',
    prompt:
      'Gradient descent for my tutorial: initialise the weights at random. While the loss is still decreasing, compute the gradient and update the weights. Then report the final weights.',
    expect: {
      nodes: {
        i: 'Initialise weights at random',
        d: 'Loss still decreasing?',
        g: 'Compute gradient',
        u: 'Update weights',
        r: 'Report final weights',
      },
      decisions: ['d'],
      edges: [['i', 'd'], ['d', 'g', 'Yes'], ['g', 'u'], ['u', 'd'], ['d', 'r', 'No']],
    },
  },
  {
    id: 'tp-22',
    prompt:
      'Gel check after PCR:\n- run 5 µL on a 1.5% agarose gel\n- band at the expected size?\n  - yes: purify the rest with a column kit\n  - no: redesign the primers\n- send the purified product for Sanger sequencing',
    expect: {
      nodes: {
        r: 'Run 5 µL on 1.5% agarose gel',
        d: 'Band at expected size?',
        p: 'Purify rest with column kit',
        n: 'Redesign primers',
        s: 'Send purified product for Sanger sequencing',
      },
      decisions: ['d'],
      edges: [['r', 'd'], ['d', 'p', 'Yes'], ['d', 'n', 'No'], ['p', 's']],
      title: 'Gel check after PCR',
    },
  },
  {
    id: 'tp-23',
    prompt:
      'Reviewer allocation for the abstract submissions: the chair reads each abstract. Conflicts of interest are declared first. Then two reviewers score it independently and the scores are averaged. Abstracts averaging 7 or more are accepted; the rest are rejected.',
    expect: { refuse: '"declared first" puts a step before one already said: the order is said out of sequence and should be asked, not guessed' },
  },
  {
    id: 'tp-24',
    prompt:
      'Hand hygiene audit: observe 20 opportunities on the ward. Score compliance. If compliance is under 80%, feed back to the ward manager and re-audit in a month; if 80% or more, re-audit in 3 months.',
    expect: {
      nodes: {
        o: 'Observe 20 opportunities on ward',
        s: 'Score compliance',
        d: 'Compliance under 80%?',
        f: 'Feed back to ward manager',
        r1: 'Re-audit in a month',
        r3: 'Re-audit in 3 months',
      },
      decisions: ['d'],
      edges: [['o', 's'], ['s', 'd'], ['d', 'f', 'Yes'], ['f', 'r1'], ['d', 'r3', 'No']],
      title: 'Hand hygiene audit',
    },
  },
  {
    id: 'tp-25',
    prompt: 'sample arrives → check labels → labels match? yes → log in LIMS → aliquot; no → request a new sample',
    expect: {
      nodes: { s: 'Sample arrives', c: 'Check labels', d: 'Labels match?', l: 'Log in LIMS', a: 'Aliquot', r: 'Request new sample' },
      decisions: ['d'],
      edges: [['s', 'c'], ['c', 'd'], ['d', 'l', 'Yes'], ['l', 'a'], ['d', 'r', 'No']],
    },
  },
  {
    id: 'tp-26',
    prompt: '- take a history\n- temperature above 38 °C?\n  - yes: take blood cultures\n  - no: check a urine dip\n- review in 48 h',
    expect: {
      nodes: { h: 'Take history', d: 'Temperature above 38 °C?', b: 'Take blood cultures', u: 'Check urine dip', r: 'Review in 48 h' },
      decisions: ['d'],
      edges: [['h', 'd'], ['d', 'b', 'Yes'], ['d', 'u', 'No'], ['b', 'r'], ['u', 'r']],
    },
  },
  {
    id: 'tp-27',
    prompt: 'Cohort build: 48,213 patients in the registry → 12,904 with a diagnosis code → 9,877 with ≥ 2 visits → 9,102 with complete labs (final cohort)',
    expect: {
      nodes: {
        a: '48,213 patients in registry',
        b: '12,904 with diagnosis code',
        c: '9,877 with ≥ 2 visits',
        d: '9,102 with complete labs (final cohort)',
      },
      edges: [['a', 'b'], ['b', 'c'], ['c', 'd']],
      title: 'Cohort build',
    },
  },
  {
    id: 'tp-28',
    prompt: 'QC → in parallel: DE analysis, cell-type deconvolution and WGCNA → integrate results → write report',
    expect: {
      nodes: { q: 'QC', de: 'DE analysis', cd: 'Cell-type deconvolution', w: 'WGCNA', i: 'Integrate results', r: 'Write report' },
      edges: [['q', 'de'], ['q', 'cd'], ['q', 'w'], ['de', 'i'], ['cd', 'i'], ['w', 'i'], ['i', 'r']],
    },
  },
  {
    id: 'tp-29',
    prompt:
      '1. Seed cells\n2. Treat with drug for 48 h\n3. Measure viability\n4. Fit the dose-response curve\n5. Repeat steps 2–4 until three biological replicates are done\n6. Report the mean IC50',
    expect: {
      nodes: {
        s: 'Seed cells',
        t: 'Treat with drug for 48 h',
        m: 'Measure viability',
        f: 'Fit dose-response curve',
        d: 'Three biological replicates done?',
        r: 'Report mean IC50',
      },
      decisions: ['d'],
      edges: [['s', 't'], ['t', 'm'], ['m', 'f'], ['f', 'd'], ['d', 't', 'No'], ['d', 'r', 'Yes']],
    },
  },
  {
    id: 'tp-30',
    prompt: 'Check the eGFR. If it is below 30, halve the dose. Otherwise give the standard dose. In both cases, recheck renal function at 1 week.',
    expect: {
      nodes: { c: 'Check eGFR', d: 'eGFR below 30?', h: 'Halve dose', g: 'Give standard dose', r: 'Recheck renal function at 1 week' },
      decisions: ['d'],
      edges: [['c', 'd'], ['d', 'h', 'Yes'], ['d', 'g', 'No'], ['h', 'r'], ['g', 'r']],
    },
  },
  {
    id: 'tp-31',
    prompt: 'Lanes: Patient, Nurse, Doctor. Patient: arrives at clinic. Nurse: takes observations. Doctor: reviews the patient. Patient: collects the prescription.',
    expect: {
      nodes: { a: 'Arrives at clinic', o: 'Takes observations', r: 'Reviews patient', c: 'Collects prescription' },
      edges: [['a', 'o'], ['o', 'r'], ['r', 'c']],
      lanes: { Patient: ['a', 'c'], Nurse: ['o'], Doctor: ['r'] },
    },
  },
  {
    id: 'tp-32',
    prompt: 'Does the patient have capacity? If yes, take consent. If no, consult a relative. Then schedule the operation.',
    expect: {
      nodes: { d: 'Patient has capacity?', t: 'Take consent', c: 'Consult relative', s: 'Schedule operation' },
      decisions: ['d'],
      edges: [['d', 't', 'Yes'], ['d', 'c', 'No'], ['t', 's'], ['c', 's']],
    },
  },
  {
    id: 'tp-33',
    prompt: 'thaw → count → if viability < 80%, discard → seed at 5,000 cells/well',
    expect: {
      nodes: { t: 'Thaw', c: 'Count', d: 'Viability < 80%?', x: 'Discard', s: 'Seed at 5,000 cells/well' },
      decisions: ['d'],
      edges: [['t', 'c'], ['c', 'd'], ['d', 'x', 'Yes'], ['d', 's', 'No']],
    },
  },
  {
    id: 'tp-34',
    prompt: 'wash 3× with PBS → check under the microscope → debris left? yes → wash again; no → image',
    expect: {
      nodes: { w: 'Wash 3× with PBS', c: 'Check under microscope', d: 'Debris left?', i: 'Image' },
      decisions: ['d'],
      edges: [['w', 'c'], ['c', 'd'], ['d', 'w', 'Yes'], ['d', 'i', 'No']],
    },
  },
  {
    id: 'tp-35',
    prompt: 'Spin at 300 × g for 5 min, resuspend in 1 mL PBS, count on the Countess, dilute to 1 × 10^6 cells/mL, load 10 µL per chamber.',
    expect: {
      nodes: {
        s: 'Spin at 300 × g for 5 min',
        r: 'Resuspend in 1 mL PBS',
        c: 'Count on Countess',
        d: 'Dilute to 1 × 10^6 cells/mL',
        l: 'Load 10 µL per chamber',
      },
      edges: [['s', 'r'], ['r', 'c'], ['c', 'd'], ['d', 'l']],
    },
  },
  {
    id: 'tp-36',
    prompt: 'Image the plates on the Opera. Before imaging, fix the cells in 4% PFA.',
    expect: { refuse: '"Before imaging" puts the fixing before a step already said: the order is said out of sequence and should be asked, not guessed' },
  },
];
