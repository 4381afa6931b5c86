// Forty-four requests in voices the earlier sets did not use: fallbacks said by "failing that"
// and "if that returns nothing", "the others" and "those who" in clinical pathways, SOP sections
// with sub-steps 1a/1b and markdown headings, nested conditions in diagnostic and statistical
// algorithms, "either way", "unless" opening a sentence, "in that case", "go to step 4", an
// e-mail with greeting and sign-off, unicode arrow chains with (pass)/(fail), study visits by day,
// survey skip logic, methods paragraphs with background and references, notes in brackets and
// quantities with units and thousands separators. Written before the reader's code was read, each
// with the graph a careful reader of the text would draw. Judged by bench/understanding/flowJudge.ts.
import type { ResearcherPrompt } from './researcherPrompts.ts';

export const FALLBACK_PROMPTS: ResearcherPrompt[] = [
  {
    id: 'fb-01',
    prompt:
      'Collect a midstream urine sample. If the patient cannot void, try in-out catheterisation; failing that, do a suprapubic aspiration. Send whatever you obtain to the lab.',
    expect: {
      nodes: {
        c: 'Collect midstream urine sample',
        d1: 'Patient cannot void?',
        k: 'Try in-out catheterisation',
        d2: 'Catheterisation failed?',
        s: 'Suprapubic aspiration',
        l: 'Send whatever obtained to lab',
      },
      decisions: ['d1', 'd2'],
      edges: [['c', 'd1'], ['d1', 'k', 'Yes'], ['d1', 'l', 'No'], ['k', 'd2'], ['d2', 's', 'Yes'], ['d2', 'l', 'No'], ['s', 'l']],
    },
  },
  {
    id: 'fb-02',
    prompt:
      'All referrals are triaged by a nurse. Those with red-flag symptoms are booked into the two-week-wait clinic; the others go onto the routine waiting list. Both groups are then seen by a consultant.',
    expect: {
      nodes: { t: 'Nurse triages referral', d: 'Red-flag symptoms?', w: 'Book into two-week-wait clinic', r: 'Routine waiting list', c: 'Seen by consultant' },
      decisions: ['d'],
      edges: [['t', 'd'], ['d', 'w', 'Yes'], ['d', 'r', 'No'], ['w', 'c'], ['r', 'c']],
    },
  },
  {
    id: 'fb-03',
    prompt:
      '1. Sample receipt\n1a. Check the label against the request form.\n1b. Log the sample in the LIMS.\n2. Processing\n2a. Centrifuge at 1,500 g for 10 min.\n2b. Aliquot the serum into two cryovials.\n3. Store the aliquots at −80 °C.',
    expect: {
      nodes: {
        a: 'Check label against request form',
        b: 'Log sample in LIMS',
        c: 'Centrifuge at 1,500 g for 10 min',
        d: 'Aliquot serum into two cryovials',
        s: 'Store aliquots at −80 °C',
      },
      edges: [['a', 'b'], ['b', 'c'], ['c', 'd'], ['d', 's']],
      groups: { 'Sample receipt': ['a', 'b'], Processing: ['c', 'd'] },
    },
  },
  {
    id: 'fb-04',
    prompt:
      'If the patient is haemodynamically stable, get a CT of the abdomen; if the CT shows free fluid, call the surgeons, otherwise observe on the ward. If unstable, go straight to theatre.',
    expect: {
      nodes: {
        s: 'Haemodynamically stable?',
        ct: 'CT of abdomen',
        f: 'CT shows free fluid?',
        cs: 'Call surgeons',
        o: 'Observe on ward',
        th: 'Go straight to theatre',
      },
      decisions: ['s', 'f'],
      edges: [['s', 'ct', 'Yes'], ['ct', 'f'], ['f', 'cs', 'Yes'], ['f', 'o', 'No'], ['s', 'th', 'No']],
    },
  },
  {
    id: 'fb-05',
    prompt:
      'Screen the plates under UV. If there are fluorescent colonies, pick them into LB; if not, re-plate the transformation. Either way, record the plate count in the notebook.',
    expect: {
      nodes: { u: 'Screen plates under UV', d: 'Fluorescent colonies?', p: 'Pick colonies into LB', r: 'Re-plate transformation', rec: 'Record plate count in notebook' },
      decisions: ['d'],
      edges: [['u', 'd'], ['d', 'p', 'Yes'], ['d', 'r', 'No'], ['p', 'rec'], ['r', 'rec']],
    },
  },
  {
    id: 'fb-06',
    prompt:
      'Participants complete the baseline questionnaire and are then randomised, unless they withdraw consent, in which case they leave the study.',
    expect: {
      nodes: { q: 'Complete baseline questionnaire', d: 'Consent withdrawn?', r: 'Randomise', l: 'Leave study' },
      decisions: ['d'],
      edges: [['q', 'd'], ['d', 'r', 'No'], ['d', 'l', 'Yes']],
    },
  },
  {
    id: 'fb-07',
    prompt:
      'Run the standard curve first and check that the R² is at least 0.98. If it is, quantify the unknowns against it; otherwise prepare fresh standards and run the curve again.',
    expect: {
      nodes: { run: 'Run standard curve', d: 'R² at least 0.98?', q: 'Quantify unknowns against curve', p: 'Prepare fresh standards' },
      decisions: ['d'],
      edges: [['run', 'd'], ['d', 'q', 'Yes'], ['d', 'p', 'No'], ['p', 'run']],
    },
  },
  {
    id: 'fb-08',
    prompt:
      'Figure 2 – Sample flow\nThe figure should show how a sample moves through the core.\nSamples arrive at reception, are barcoded and then split into DNA and RNA aliquots. DNA goes to genotyping; RNA goes to sequencing.',
    expect: {
      nodes: { a: 'Samples arrive at reception', b: 'Barcode samples', s: 'Split into DNA and RNA aliquots', g: 'DNA genotyping', q: 'RNA sequencing' },
      edges: [['a', 'b'], ['b', 's'], ['s', 'g'], ['s', 'q']],
      title: 'Sample flow',
    },
  },
  {
    id: 'fb-09',
    prompt:
      'Thaw the PBMCs (keep the vials on ice until the water bath is ready) and wash them twice in RPMI. Count on the Countess (aim for > 90% viability). Stimulate 1 × 10^6 cells with PMA/ionomycin for 4 h.',
    expect: {
      nodes: { t: 'Thaw PBMCs', w: 'Wash twice in RPMI', c: 'Count on Countess', s: 'Stimulate 1 × 10^6 cells with PMA/ionomycin for 4 h' },
      edges: [['t', 'w'], ['w', 'c'], ['c', 's']],
    },
  },
  {
    id: 'fb-10',
    prompt:
      'Train the model for one epoch and evaluate it on the validation set. If the validation loss has not improved for 5 epochs, stop training; otherwise continue with the next epoch.',
    expect: {
      nodes: { t: 'Train model for one epoch', e: 'Evaluate on validation set', d: 'Validation loss not improved for 5 epochs?', s: 'Stop training' },
      decisions: ['d'],
      edges: [['t', 'e'], ['e', 'd'], ['d', 's', 'Yes'], ['d', 't', 'No']],
    },
  },
  {
    id: 'fb-11',
    prompt:
      'After enrolment, participants are randomised to one of three arms: low dose, high dose or placebo. All arms are followed up at 12 weeks, and the primary outcome is analysed by intention to treat.',
    expect: {
      nodes: {
        e: 'Enrolment',
        r: 'Randomise',
        l: 'Low dose',
        h: 'High dose',
        p: 'Placebo',
        f: 'Follow-up at 12 weeks',
        a: 'Analyse primary outcome by intention to treat',
      },
      edges: [['e', 'r'], ['r', 'l'], ['r', 'h'], ['r', 'p'], ['l', 'f'], ['h', 'f'], ['p', 'f'], ['f', 'a']],
    },
  },
  {
    id: 'fb-12',
    prompt:
      'If the biopsy is malignant, the case is discussed at the MDT meeting. The MDT then plans treatment with the patient. Otherwise the patient is discharged to GP follow-up.',
    expect: {
      nodes: { d: 'Biopsy malignant?', m: 'Discuss at MDT meeting', p: 'MDT plans treatment with patient', g: 'Discharge to GP follow-up' },
      decisions: ['d'],
      edges: [['d', 'm', 'Yes'], ['m', 'p'], ['d', 'g', 'No']],
    },
  },
  {
    id: 'fb-13',
    prompt:
      'Hi all,\n\ncould someone turn this into a flowchart for the grant? Soil cores are taken at 0–10 cm, sieved to 2 mm and air-dried. Then we split them: one part for pH, one part for total carbon.\n\nThanks!\nJo',
    expect: {
      nodes: { t: 'Take soil cores at 0–10 cm', s: 'Sieve to 2 mm', a: 'Air-dry', sp: 'Split cores', p: 'pH', c: 'Total carbon' },
      edges: [['t', 's'], ['s', 'a'], ['a', 'sp'], ['sp', 'p'], ['sp', 'c']],
    },
  },
  {
    id: 'fb-14',
    prompt:
      '1. Measure blood glucose.\n2. If glucose is below 4 mmol/L, give 15 g of fast-acting carbohydrate and go to step 4.\n3. Otherwise, record the value and stop.\n4. Recheck glucose after 15 minutes and return to step 2.',
    expect: {
      nodes: {
        m: 'Measure blood glucose',
        d: 'Glucose below 4 mmol/L?',
        g: 'Give 15 g fast-acting carbohydrate',
        r: 'Record value',
        rc: 'Recheck glucose after 15 minutes',
        st: 'Stop',
      },
      decisions: ['d'],
      ends: ['st'],
      edges: [['m', 'd'], ['d', 'g', 'Yes'], ['d', 'r', 'No'], ['r', 'st'], ['g', 'rc'], ['rc', 'd']],
    },
  },
  {
    id: 'fb-15',
    prompt: 'Of the 1,204 patients screened, 312 were ineligible. The remaining 892 were randomised: 446 to drug A and 446 to placebo.',
    expect: {
      nodes: {
        s: 'Patients screened (n = 1,204)',
        i: 'Ineligible (n = 312)',
        r: 'Randomised (n = 892)',
        a: 'Drug A (n = 446)',
        p: 'Placebo (n = 446)',
      },
      edges: [['s', 'i'], ['s', 'r'], ['r', 'a'], ['r', 'p']],
    },
  },
  {
    id: 'fb-16',
    prompt:
      "First test normality with Shapiro–Wilk. If both groups are normal, are the variances equal (Levene's test)? If yes, use Student's t-test; if no, Welch's t-test. If either group is not normal, use the Mann–Whitney U test.",
    expect: {
      nodes: {
        n: 'Test normality with Shapiro–Wilk',
        d1: 'Both groups normal?',
        d2: "Variances equal (Levene's test)?",
        t: "Student's t-test",
        w: "Welch's t-test",
        m: 'Mann–Whitney U test',
      },
      decisions: ['d1', 'd2'],
      edges: [['n', 'd1'], ['d1', 'd2', 'Yes'], ['d2', 't', 'Yes'], ['d2', 'w', 'No'], ['d1', 'm', 'No']],
    },
  },
  {
    id: 'fb-17',
    prompt:
      'Draw it with lanes for the clinic and the lab. Clinic: take blood, label the tube, send it by pod. Lab: receive the tube, spin it, run the assay, report the result.',
    expect: {
      nodes: { tb: 'Take blood', l: 'Label tube', s: 'Send by pod', r: 'Receive tube', sp: 'Spin', a: 'Run assay', rep: 'Report result' },
      edges: [['tb', 'l'], ['l', 's'], ['s', 'r'], ['r', 'sp'], ['sp', 'a'], ['a', 'rep']],
      lanes: { Clinic: ['tb', 'l', 's'], Lab: ['r', 'sp', 'a', 'rep'] },
    },
  },
  {
    id: 'fb-18',
    prompt:
      'Hip fractures are common in older adults and carry a high one-year mortality. On arrival in ED, every patient with a suspected hip fracture has an X-ray. Is a fracture confirmed? If so, they are referred to orthogeriatrics and operated on within 36 hours. If not, consider an MRI.',
    expect: {
      nodes: { x: 'X-ray', d: 'Fracture confirmed?', r: 'Refer to orthogeriatrics', o: 'Operate within 36 hours', m: 'Consider MRI' },
      decisions: ['d'],
      edges: [['x', 'd'], ['d', 'r', 'Yes'], ['r', 'o'], ['d', 'm', 'No']],
    },
  },
  {
    id: 'fb-19',
    prompt: 'Filter the lysate through a 0.45 µm filter; if it clogs, change the filter and carry on filtering. Load the filtrate onto the column.',
    expect: {
      nodes: { f: 'Filter lysate through 0.45 µm filter', d: 'Filter clogs?', c: 'Change filter', l: 'Load filtrate onto column' },
      decisions: ['d'],
      edges: [['f', 'd'], ['d', 'c', 'Yes'], ['c', 'f'], ['d', 'l', 'No']],
    },
  },
  {
    id: 'fb-20',
    prompt:
      'To annotate a gene, query Ensembl first. If that returns nothing, try NCBI Gene; failing that, flag the gene as unannotated. Annotated genes go on to enrichment analysis.',
    expect: {
      nodes: {
        q: 'Query Ensembl',
        d1: 'Ensembl returns nothing?',
        n: 'Try NCBI Gene',
        d2: 'NCBI Gene returns nothing?',
        f: 'Flag gene as unannotated',
        e: 'Enrichment analysis',
      },
      decisions: ['d1', 'd2'],
      edges: [['q', 'd1'], ['d1', 'n', 'Yes'], ['d1', 'e', 'No'], ['n', 'd2'], ['d2', 'f', 'Yes'], ['d2', 'e', 'No']],
    },
  },
  {
    id: 'fb-21',
    prompt:
      'The PI submits the protocol to the ethics committee. The committee may ask for changes; in that case the PI amends the protocol and resubmits it. Once approved, recruitment opens.',
    expect: {
      nodes: { s: 'PI submits protocol to ethics committee', d: 'Changes requested?', a: 'PI amends protocol', r: 'Recruitment opens' },
      decisions: ['d'],
      edges: [['s', 'd'], ['d', 'a', 'Yes'], ['a', 's'], ['d', 'r', 'No']],
    },
  },
  {
    id: 'fb-22',
    prompt:
      'Protocol: ChIP\n1. Crosslink with 1% formaldehyde for 10 min.\n2. Quench with glycine.\n3. Sonicate (10 cycles, 30 s on / 30 s off).\n4. Check the fragment size on a gel.\n5. Immunoprecipitate overnight at 4 °C.\nNote: all buffers contain protease inhibitors.',
    expect: {
      nodes: {
        c: 'Crosslink with 1% formaldehyde for 10 min',
        q: 'Quench with glycine',
        s: 'Sonicate (10 cycles, 30 s on / 30 s off)',
        g: 'Check fragment size on gel',
        i: 'Immunoprecipitate overnight at 4 °C',
        n: 'All buffers contain protease inhibitors',
      },
      edges: [['c', 'q'], ['q', 's'], ['s', 'g'], ['g', 'i'], ['i', 'n']],
      title: 'ChIP',
    },
  },
  {
    id: 'fb-23',
    prompt:
      'Unless the patient is allergic to penicillin, start amoxicillin 500 mg three times daily; allergic patients get clarithromycin 500 mg twice daily. Review at 48 hours.',
    expect: {
      nodes: {
        d: 'Allergic to penicillin?',
        a: 'Start amoxicillin 500 mg three times daily',
        c: 'Clarithromycin 500 mg twice daily',
        r: 'Review at 48 hours',
      },
      decisions: ['d'],
      edges: [['d', 'a', 'No'], ['d', 'c', 'Yes'], ['a', 'r'], ['c', 'r']],
    },
  },
  {
    id: 'fb-24',
    prompt: 'sample → DNA extraction → library prep → QC → (pass) sequencing / (fail) repeat library prep',
    expect: {
      nodes: { s: 'Sample', x: 'DNA extraction', l: 'Library prep', q: 'QC', sq: 'Sequencing' },
      decisions: ['q'],
      edges: [['s', 'x'], ['x', 'l'], ['l', 'q'], ['q', 'sq', 'Pass'], ['q', 'l', 'Fail']],
    },
  },
  {
    id: 'fb-25',
    prompt: 'Day 0: baseline bloods and consent. Day 7: first dose. Day 14: second dose. Day 28: final bloods and exit questionnaire.',
    expect: {
      nodes: {
        d0: 'Day 0: baseline bloods and consent',
        d7: 'Day 7: first dose',
        d14: 'Day 14: second dose',
        d28: 'Day 28: final bloods and exit questionnaire',
      },
      edges: [['d0', 'd7'], ['d7', 'd14'], ['d14', 'd28']],
    },
  },
  {
    id: 'fb-26',
    prompt:
      'Read the rapid antigen test after 15 minutes: two lines means positive (isolate and notify), one line at C means negative (no further action), and no line at C means the test is invalid (repeat with a new kit).',
    expect: {
      nodes: { r: 'Read rapid antigen test after 15 minutes', i: 'Isolate and notify', n: 'No further action', rp: 'Repeat with new kit' },
      decisions: ['r'],
      edges: [['r', 'i', 'Positive'], ['r', 'n', 'Negative'], ['r', 'rp', 'Invalid'], ['rp', 'r']],
    },
  },
  {
    id: 'fb-27',
    prompt:
      'Traps are checked each morning. Captured voles are weighed, sexed and ear-tagged; any other species are released at the trap site straight away. Tagged voles are then released at the trap site too.',
    expect: {
      nodes: { c: 'Check traps each morning', d: 'Vole captured?', w: 'Weigh', s: 'Sex', t: 'Ear-tag', r: 'Release at trap site' },
      decisions: ['d'],
      edges: [['c', 'd'], ['d', 'w', 'Yes'], ['w', 's'], ['s', 't'], ['t', 'r'], ['d', 'r', 'No']],
    },
  },
  {
    id: 'fb-28',
    prompt:
      'For each read: trim adapters; if the read is shorter than 30 bp after trimming, discard it, else map it to the reference. Unmapped reads are written to a separate file; mapped reads are sorted and indexed.',
    expect: {
      nodes: {
        t: 'Trim adapters',
        d1: 'Shorter than 30 bp after trimming?',
        dis: 'Discard read',
        m: 'Map to reference',
        d2: 'Mapped?',
        u: 'Write to separate file',
        s: 'Sort',
        i: 'Index',
      },
      decisions: ['d1', 'd2'],
      edges: [['t', 'd1'], ['d1', 'dis', 'Yes'], ['d1', 'm', 'No'], ['m', 'd2'], ['d2', 's', 'Yes'], ['d2', 'u', 'No'], ['s', 'i']],
    },
  },
  {
    id: 'fb-29',
    prompt:
      'Can you make a simple flowchart from this?\n\nTissue clearing (CLARITY)\nPerfuse the mouse with hydrogel monomer solution. Polymerise at 37 °C for 3 h. Clear passively in SDS buffer for 2–4 weeks. Image on a light-sheet microscope.',
    expect: {
      nodes: {
        p: 'Perfuse mouse with hydrogel monomer solution',
        po: 'Polymerise at 37 °C for 3 h',
        c: 'Clear passively in SDS buffer for 2–4 weeks',
        i: 'Image on light-sheet microscope',
      },
      edges: [['p', 'po'], ['po', 'c'], ['c', 'i']],
      title: 'Tissue clearing (CLARITY)',
    },
  },
  {
    id: 'fb-30',
    prompt:
      'After harvest, one set of leaf discs is frozen for RNA and, in parallel, a second set is dried for elemental analysis. The results from both are combined in a final model.',
    expect: {
      nodes: { h: 'Harvest', f: 'Freeze leaf discs for RNA', d: 'Dry leaf discs for elemental analysis', c: 'Combine results in final model' },
      edges: [['h', 'f'], ['h', 'd'], ['f', 'c'], ['d', 'c']],
    },
  },
  {
    id: 'fb-31',
    prompt:
      'Women attending for a booking scan are offered combined screening. Those who decline have a routine anomaly scan at 20 weeks. Those who accept and have a high-risk result are offered NIPT; a low-risk result also leads to the 20-week anomaly scan.',
    expect: {
      nodes: { b: 'Offer combined screening', d1: 'Accepts screening?', a: 'Anomaly scan at 20 weeks', d2: 'High-risk result?', n: 'Offer NIPT' },
      decisions: ['d1', 'd2'],
      edges: [['b', 'd1'], ['d1', 'a', 'No'], ['d1', 'd2', 'Yes'], ['d2', 'n', 'Yes'], ['d2', 'a', 'No']],
    },
  },
  {
    id: 'fb-32',
    prompt: 'plate cells -> next day transfect -> 48h later check GFP, if <50% GFP+ redo transfection, else go on to sort',
    expect: {
      nodes: { p: 'Plate cells', t: 'Transfect next day', c: 'Check GFP after 48 h', d: '<50% GFP+?', s: 'Sort' },
      decisions: ['d'],
      edges: [['p', 't'], ['t', 'c'], ['c', 'd'], ['d', 't', 'Yes'], ['d', 's', 'No']],
    },
  },
  {
    id: 'fb-33',
    prompt:
      'Patients with chest pain get an ECG within 10 minutes. If it shows ST elevation, activate the cath lab. If it does not, take a high-sensitivity troponin. Either way, give aspirin 300 mg.',
    expect: {
      nodes: { e: 'ECG within 10 minutes', d: 'ST elevation?', c: 'Activate cath lab', t: 'High-sensitivity troponin', a: 'Give aspirin 300 mg' },
      decisions: ['d'],
      edges: [['e', 'd'], ['d', 'c', 'Yes'], ['d', 't', 'No'], ['c', 'a'], ['t', 'a']],
    },
  },
  {
    id: 'fb-34',
    prompt: 'Passage the cells when they reach 80% confluence. Keep passaging until passage 5, then freeze down a bank of 20 vials.',
    expect: {
      nodes: { p: 'Passage cells at 80% confluence', d: 'Passage 5 reached?', f: 'Freeze down bank of 20 vials' },
      decisions: ['d'],
      edges: [['p', 'd'], ['d', 'p', 'No'], ['d', 'f', 'Yes']],
    },
  },
  {
    id: 'fb-35',
    prompt: 'Reagent | Volume\nMaster mix | 10 µL\nPrimer F | 1 µL\nPrimer R | 1 µL\nTemplate | 2 µL\nWater | 6 µL',
    expect: { refuse: 'A table of reagents and volumes has no steps or order to draw.' },
  },
  {
    id: 'fb-36',
    prompt: 'Q1 asks whether the respondent smokes. Smokers go on to Q2 (cigarettes per day); non-smokers skip to Q5 (alcohol). Q2 leads to Q3 (quit attempts), then Q5.',
    expect: {
      nodes: { q1: 'Q1: Smokes?', q2: 'Q2: Cigarettes per day', q3: 'Q3: Quit attempts', q5: 'Q5: Alcohol' },
      decisions: ['q1'],
      edges: [['q1', 'q2', 'Yes'], ['q1', 'q5', 'No'], ['q2', 'q3'], ['q3', 'q5']],
    },
  },
  {
    id: 'fb-37',
    prompt:
      'Each weld is first visually inspected. Welds that pass go to ultrasonic testing; those that fail are ground out, rewelded and inspected again. After ultrasonic testing, accepted welds are stamped and rejected ones are cut out.',
    expect: {
      nodes: {
        v: 'Visually inspect weld',
        d1: 'Passes visual inspection?',
        u: 'Ultrasonic testing',
        g: 'Grind out',
        rw: 'Reweld',
        d2: 'Accepted?',
        s: 'Stamp weld',
        c: 'Cut out weld',
      },
      decisions: ['d1', 'd2'],
      edges: [['v', 'd1'], ['d1', 'u', 'Pass'], ['d1', 'g', 'Fail'], ['g', 'rw'], ['rw', 'v'], ['u', 'd2'], ['d2', 's', 'Yes'], ['d2', 'c', 'No']],
    },
  },
  {
    id: 'fb-38',
    prompt:
      'If no reply is received within 14 days, send a reminder. If there is still no reply after a further 14 days, phone the participant. Participants who reply at any point go on to the interview.',
    expect: {
      nodes: { d1: 'Reply received within 14 days?', r: 'Send reminder', d2: 'Reply after further 14 days?', p: 'Phone participant', i: 'Interview' },
      decisions: ['d1', 'd2'],
      edges: [['d1', 'r', 'No'], ['d1', 'i', 'Yes'], ['r', 'd2'], ['d2', 'p', 'No'], ['d2', 'i', 'Yes']],
    },
  },
  {
    id: 'fb-39',
    prompt:
      'Sections from the control and treated groups are stained with DAPI and with DAPI plus anti-Ki67, respectively, and both are imaged at 20×.',
    expect: {
      nodes: { c: 'Control group sections', t: 'Treated group sections', sd: 'Stain with DAPI', sk: 'Stain with DAPI plus anti-Ki67', i: 'Image at 20×' },
      edges: [['c', 'sd'], ['t', 'sk'], ['sd', 'i'], ['sk', 'i']],
    },
  },
  {
    id: 'fb-40',
    prompt:
      '## Pre-processing\n- Remove duplicates\n- Impute missing values (k-NN, k = 5)\n## Modelling\n- Fit a random forest\n- Tune with 5-fold cross-validation\n## Reporting\n- Report AUC with 95% CI',
    expect: {
      nodes: {
        a: 'Remove duplicates',
        b: 'Impute missing values (k-NN, k = 5)',
        c: 'Fit random forest',
        d: 'Tune with 5-fold cross-validation',
        e: 'Report AUC with 95% CI',
      },
      edges: [['a', 'b'], ['b', 'c'], ['c', 'd'], ['d', 'e']],
      groups: { 'Pre-processing': ['a', 'b'], Modelling: ['c', 'd'], Reporting: ['e'] },
    },
  },
  {
    id: 'fb-41',
    prompt:
      "Does the dataset have a DOI? If so, cite it directly. If not, can the authors deposit it in Zenodo? If they can, cite the Zenodo DOI; otherwise cite it as 'data available on request'.",
    expect: {
      nodes: {
        d1: 'Dataset has DOI?',
        c: 'Cite directly',
        d2: 'Authors can deposit in Zenodo?',
        z: 'Cite Zenodo DOI',
        r: "Cite as 'data available on request'",
      },
      decisions: ['d1', 'd2'],
      edges: [['d1', 'c', 'Yes'], ['d1', 'd2', 'No'], ['d2', 'z', 'Yes'], ['d2', 'r', 'No']],
    },
  },
  {
    id: 'fb-42',
    prompt:
      'Mosquito larvae were collected from 12 breeding sites across the district, which had been mapped in a previous survey (Smith et al., 2019). Larvae were reared to adults in the insectary at 27 °C. Adult females were identified morphologically; Anopheles gambiae s.l. were then typed to species by PCR, while other species were counted and discarded.',
    expect: {
      nodes: {
        c: 'Collect larvae from 12 breeding sites',
        r: 'Rear to adults at 27 °C',
        i: 'Identify adult females morphologically',
        d: 'Anopheles gambiae s.l.?',
        p: 'Type to species by PCR',
        cnt: 'Count',
        dis: 'Discard',
      },
      decisions: ['d'],
      edges: [['c', 'r'], ['r', 'i'], ['i', 'd'], ['d', 'p', 'Yes'], ['d', 'cnt', 'No'], ['cnt', 'dis']],
    },
  },
  {
    id: 'fb-43',
    prompt:
      'Increase the noradrenaline by 0.05 µg/kg/min every 5 minutes until the MAP is above 65 mmHg or the dose reaches 0.5 µg/kg/min. If the ceiling is reached first, add vasopressin.',
    expect: {
      nodes: {
        t: 'Increase noradrenaline by 0.05 µg/kg/min every 5 minutes',
        d1: 'MAP above 65 mmHg?',
        d2: 'Dose reached 0.5 µg/kg/min?',
        v: 'Add vasopressin',
      },
      decisions: ['d1', 'd2'],
      edges: [['t', 'd1'], ['d1', 'd2', 'No'], ['d2', 't', 'No'], ['d2', 'v', 'Yes']],
    },
  },
  {
    id: 'fb-44',
    prompt:
      'Make the decisions diamonds and the steps rectangles, top to bottom please. Receive the grant application, then check eligibility. Ineligible applications are returned to the applicant; eligible ones go to two external reviewers and then to the panel.',
    expect: {
      nodes: {
        r: 'Receive grant application',
        c: 'Check eligibility',
        d: 'Ineligible?',
        ret: 'Return to applicant',
        x: 'Two external reviewers',
        p: 'Panel',
      },
      decisions: ['d'],
      edges: [['r', 'c'], ['c', 'd'], ['d', 'ret', 'Yes'], ['d', 'x', 'No'], ['x', 'p']],
      direction: 'TB',
    },
  },
];
