// Forty flowchart requests written in the voices of different researchers (protocols, clinical
// algorithms, lab and computational pipelines, study designs; chatty and terse; numbered lists,
// prose, arrows "A -> B" and " > " chains), each with the graph a careful reader of the text
// would draw. Written before the reader was run on them: they predict how it fares on texts
// nobody tuned it to. Same form as test/corpora/flowcharts (judged by bench/understanding/flowJudge.ts).
import type { ExpectedGraph } from '../../corpora/flowcharts/corpus.ts';

export interface ResearcherPrompt {
  id: string;
  prompt: string;
  expect: ExpectedGraph | { refuse: string };
}

export const RESEARCHER_PROMPTS: ResearcherPrompt[] = [
  {
    id: 'rp-01',
    prompt: 'Plasmid prep: transform DH5α -> plate on LB-amp -> pick 2 colonies -> overnight culture 5 mL -> miniprep -> nanodrop -> send for sequencing',
    expect: {
      nodes: { t: 'Transform DH5α', p: 'Plate on LB-amp', c: 'Pick 2 colonies', o: 'Overnight culture 5 mL', m: 'Miniprep', n: 'Nanodrop', s: 'Send for sequencing' },
      edges: [['t', 'p'], ['p', 'c'], ['c', 'o'], ['o', 'm'], ['m', 'n'], ['n', 's']],
      title: 'Plasmid prep',
    },
  },
  {
    id: 'rp-02',
    prompt:
      'Chest pain pathway. Take a 12-lead ECG within 10 minutes of arrival. If there is ST elevation, activate the cath lab. Otherwise, send a high-sensitivity troponin. If the troponin is above 52 ng/L, admit to cardiology; if not, discharge with GP follow-up.',
    expect: {
      nodes: {
        e: 'Take a 12-lead ECG within 10 minutes of arrival',
        q1: 'ST elevation?',
        c: 'Activate the cath lab',
        t: 'Send a high-sensitivity troponin',
        q2: 'Troponin above 52 ng/L?',
        a: 'Admit to cardiology',
        d: 'Discharge with GP follow-up',
      },
      decisions: ['q1', 'q2'],
      edges: [['e', 'q1'], ['q1', 'c', 'Yes'], ['q1', 't', 'No'], ['t', 'q2'], ['q2', 'a', 'Yes'], ['q2', 'd', 'No']],
      title: 'Chest pain pathway',
    },
  },
  {
    id: 'rp-03',
    prompt:
      'iPSC thawing – takes about 30 minutes in total:\n1. Thaw a vial of iPSCs at 37 °C\n2. Transfer into 9 mL warm medium\n3. Spin 200 g for 4 min\n4. Resuspend in mTeSR with 10 µM Y-27632\n5. Plate onto a Matrigel-coated 6-well plate',
    expect: {
      nodes: { a: 'Thaw a vial of iPSCs at 37 °C', b: 'Transfer into 9 mL warm medium', c: 'Spin 200 g for 4 min', d: 'Resuspend in mTeSR with 10 µM Y-27632', e: 'Plate onto a Matrigel-coated 6-well plate' },
      edges: [['a', 'b'], ['b', 'c'], ['c', 'd'], ['d', 'e']],
    },
  },
  {
    id: 'rp-04',
    prompt: 'qPCR: RNA extraction > DNase treatment > cDNA synthesis (1 µg RNA) > qPCR in triplicate > ΔΔCt analysis',
    expect: {
      nodes: { a: 'RNA extraction', b: 'DNase treatment', c: 'cDNA synthesis (1 µg RNA)', d: 'qPCR in triplicate', e: 'ΔΔCt analysis' },
      edges: [['a', 'b'], ['b', 'c'], ['c', 'd'], ['d', 'e']],
    },
  },
  {
    id: 'rp-05',
    prompt:
      'Hi, could you make a flowchart of how we handle incoming blood samples? The courier drops the box at reception. Reception logs it in the LIMS and passes it to the lab. The lab centrifuges the tubes at 2,000 g for 10 minutes, then aliquots the plasma into 4 cryovials, and stores them at −80 °C. Thanks so much!',
    expect: {
      nodes: {
        a: 'Courier drops the box at reception',
        b: 'Log it in the LIMS',
        c: 'Pass it to the lab',
        d: 'Centrifuge the tubes at 2,000 g for 10 minutes',
        e: 'Aliquot the plasma into 4 cryovials',
        f: 'Store at −80 °C',
      },
      edges: [['a', 'b'], ['b', 'c'], ['c', 'd'], ['d', 'e'], ['e', 'f']],
    },
  },
  {
    id: 'rp-06',
    prompt:
      'Our trial: 240 adults with knee osteoarthritis are screened, then randomised 1:1 to physiotherapy or a booklet. Both groups are followed up at 6 and 12 weeks, and the primary outcome (WOMAC pain) is analysed at 12 weeks.',
    expect: {
      nodes: {
        s: 'Screen 240 adults with knee osteoarthritis',
        r: 'Randomise 1:1',
        p: 'Physiotherapy',
        b: 'Booklet',
        f: 'Follow up at 6 and 12 weeks',
        a: 'Analyse the primary outcome (WOMAC pain) at 12 weeks',
      },
      edges: [['s', 'r'], ['r', 'p'], ['r', 'b'], ['p', 'f'], ['b', 'f'], ['f', 'a']],
    },
  },
  {
    id: 'rp-07',
    prompt: 'Start -> Collect stool sample -> FIT test -> FIT >= 10 µg/g? -> yes: urgent colonoscopy; no: safety-net and review in 6 weeks',
    expect: {
      nodes: { st: 'Start', c: 'Collect stool sample', f: 'FIT test', q: 'FIT >= 10 µg/g?', u: 'Urgent colonoscopy', s: 'Safety-net and review in 6 weeks' },
      decisions: ['q'],
      ends: ['st'],
      edges: [['st', 'c'], ['c', 'f'], ['f', 'q'], ['q', 'u', 'Yes'], ['q', 's', 'No']],
    },
  },
  {
    id: 'rp-08',
    prompt:
      'Cell culture passaging: check confluence under the microscope; if below 80%, return the flask to the incubator and check again the next day; once at 80%, wash with PBS, trypsinise for 3 minutes, neutralise, and split 1:6 into new flasks.',
    expect: {
      nodes: {
        c: 'Check confluence under the microscope',
        q: 'Confluence below 80%?',
        r: 'Return the flask to the incubator',
        w: 'Wash with PBS',
        t: 'Trypsinise for 3 minutes',
        n: 'Neutralise',
        s: 'Split 1:6 into new flasks',
      },
      decisions: ['q'],
      edges: [['c', 'q'], ['q', 'r', 'Yes'], ['r', 'c'], ['q', 'w', 'No'], ['w', 't'], ['t', 'n'], ['n', 's']],
      title: 'Cell culture passaging',
    },
  },
  {
    id: 'rp-09',
    prompt:
      'Western blot, antibody part: incubate with primary antibody overnight at 4 °C, wash 3 × 5 min in TBST, add HRP secondary for 1 h, wash again, then develop with ECL and image. If the background is too high, strip the membrane and repeat from the primary antibody.',
    expect: {
      nodes: {
        p: 'Incubate with primary antibody overnight at 4 °C',
        w1: 'Wash 3 × 5 min in TBST',
        s: 'Add HRP secondary for 1 h',
        w2: 'Wash again in TBST',
        d: 'Develop with ECL',
        i: 'Image',
        q: 'Background too high?',
        x: 'Strip the membrane',
      },
      decisions: ['q'],
      edges: [['p', 'w1'], ['w1', 's'], ['s', 'w2'], ['w2', 'd'], ['d', 'i'], ['i', 'q'], ['q', 'x', 'Yes'], ['x', 'p']],
    },
  },
  {
    id: 'rp-10',
    prompt:
      'Hyperkalaemia management. Check K+ on a repeat sample. Depending on the level: 5.5–5.9 mmol/L → review medications; 6.0–6.4 mmol/L → ECG and consider insulin-dextrose; ≥ 6.5 mmol/L → IV calcium gluconate, insulin-dextrose and call the renal team.',
    expect: {
      nodes: {
        c: 'Check K+ on a repeat sample',
        q: 'K+ level?',
        a: 'Review medications',
        b: 'ECG and consider insulin-dextrose',
        d: 'IV calcium gluconate, insulin-dextrose and call the renal team',
      },
      decisions: ['q'],
      edges: [['c', 'q'], ['q', 'a', '5.5–5.9 mmol/L'], ['q', 'b', '6.0–6.4 mmol/L'], ['q', 'd', '≥ 6.5 mmol/L']],
      title: 'Hyperkalaemia management',
    },
  },
  {
    id: 'rp-11',
    prompt:
      'Swimlanes: Patient, Receptionist, Doctor. Patient: checks in at the front desk. Receptionist: confirms identity and books the slot. Doctor: sees the patient, then writes the prescription. Patient: collects the prescription from the pharmacy.',
    expect: {
      nodes: {
        a: 'Check in at the front desk',
        b: 'Confirm identity',
        c: 'Book the slot',
        d: 'See the patient',
        e: 'Write the prescription',
        f: 'Collect the prescription from the pharmacy',
      },
      edges: [['a', 'b'], ['b', 'c'], ['c', 'd'], ['d', 'e'], ['e', 'f']],
      lanes: { Patient: ['a', 'f'], Receptionist: ['b', 'c'], Doctor: ['d', 'e'] },
    },
  },
  {
    id: 'rp-12',
    prompt:
      'CONSORT diagram for our trial please. 612 patients were assessed for eligibility and 212 were excluded (150 did not meet inclusion criteria, 62 declined). 400 were randomised: 200 to early mobilisation and 200 to usual care. In the early mobilisation group 12 were lost to follow-up; in the usual care group 9 were lost to follow-up. 188 and 191 were analysed respectively.',
    expect: {
      nodes: {
        a: 'Assessed for eligibility (n=612)',
        x: 'Excluded (n=212)',
        r: 'Randomised (n=400)',
        e1: 'Allocated to early mobilisation (n=200)',
        e2: 'Allocated to usual care (n=200)',
        l1: 'Lost to follow-up (n=12)',
        l2: 'Lost to follow-up (n=9)',
        n1: 'Analysed (n=188)',
        n2: 'Analysed (n=191)',
      },
      edges: [['a', 'x'], ['a', 'r'], ['r', 'e1'], ['r', 'e2'], ['e1', 'l1'], ['l1', 'n1'], ['e2', 'l2'], ['l2', 'n2']],
    },
  },
  {
    id: 'rp-13',
    prompt:
      'Samples were thawed on ice and vortexed. DNA was extracted with the QIAamp kit and quantified by Qubit. Libraries were prepared with the Nextera XT kit and sequenced on a NovaSeq 6000 (2 × 150 bp).',
    expect: {
      nodes: {
        t: 'Thaw samples on ice',
        v: 'Vortex',
        e: 'Extract DNA with the QIAamp kit',
        q: 'Quantify by Qubit',
        l: 'Prepare libraries with the Nextera XT kit',
        s: 'Sequence on a NovaSeq 6000 (2 × 150 bp)',
      },
      edges: [['t', 'v'], ['v', 'e'], ['e', 'q'], ['q', 'l'], ['l', 's']],
    },
  },
  {
    id: 'rp-14',
    prompt:
      "Blood transfusion check: confirm patient ID at the bedside. Unless the wristband matches the request form, stop and re-bleed for group and save. Then check the unit's expiry date and start the transfusion.",
    expect: {
      nodes: {
        c: 'Confirm patient ID at the bedside',
        q: 'Wristband matches the request form?',
        s: 'Stop and re-bleed for group and save',
        e: "Check the unit's expiry date",
        t: 'Start the transfusion',
      },
      decisions: ['q'],
      edges: [['c', 'q'], ['q', 's', 'No'], ['q', 'e', 'Yes'], ['e', 't']],
      title: 'Blood transfusion check',
    },
  },
  {
    id: 'rp-15',
    prompt:
      'Sample processing after surgery: the tumour piece is split in two. In parallel, one half is snap-frozen in liquid nitrogen and the other half is fixed in formalin for 24 h. Both halves are then logged in the biobank database.',
    expect: {
      nodes: {
        s: 'Split the tumour piece in two',
        f: 'Snap-freeze one half in liquid nitrogen',
        x: 'Fix the other half in formalin for 24 h',
        l: 'Log in the biobank database',
      },
      edges: [['s', 'f'], ['s', 'x'], ['f', 'l'], ['x', 'l']],
    },
  },
  {
    id: 'rp-16',
    prompt: 'Study visits: screening visit (day −28 to −1) → baseline visit with randomisation (day 0) → treatment visits at weeks 4, 8 and 12 → follow-up call at week 16.',
    expect: {
      nodes: {
        s: 'Screening visit (day −28 to −1)',
        b: 'Baseline visit with randomisation (day 0)',
        t: 'Treatment visits at weeks 4, 8 and 12',
        f: 'Follow-up call at week 16',
      },
      edges: [['s', 'b'], ['b', 't'], ['t', 'f']],
      title: 'Study visits',
    },
  },
  {
    id: 'rp-17',
    prompt:
      'Gel check after PCR:\n- Run 5 µL on a 1.5% agarose gel\n- Is there a single band at the expected size?\n  - Yes: purify with the PCR cleanup kit\n  - No: optimise the annealing temperature and rerun the PCR',
    expect: {
      nodes: {
        r: 'Run 5 µL on a 1.5% agarose gel',
        q: 'Single band at the expected size?',
        p: 'Purify with the PCR cleanup kit',
        o: 'Optimise the annealing temperature',
        rr: 'Rerun the PCR',
      },
      decisions: ['q'],
      edges: [['r', 'q'], ['q', 'p', 'Yes'], ['q', 'o', 'No'], ['o', 'rr']],
      title: 'Gel check after PCR',
    },
  },
  {
    id: 'rp-18',
    prompt: 'Variant calling: FASTQ -> BWA-MEM alignment -> mark duplicates (Picard) -> BQSR -> HaplotypeCaller -> hard filter (QD < 2, FS > 60) -> annotate with VEP',
    expect: {
      nodes: {
        a: 'FASTQ',
        b: 'BWA-MEM alignment',
        c: 'Mark duplicates (Picard)',
        d: 'BQSR',
        e: 'HaplotypeCaller',
        f: 'Hard filter (QD < 2, FS > 60)',
        g: 'Annotate with VEP',
      },
      edges: [['a', 'b'], ['b', 'c'], ['c', 'd'], ['d', 'e'], ['e', 'f'], ['f', 'g']],
      title: 'Variant calling',
    },
  },
  {
    id: 'rp-19',
    prompt: 'Sore throat: calculate the FeverPAIN score. Score 0–1: no antibiotic. Score 2–3: back-up antibiotic prescription. Score 4–5: immediate antibiotic.',
    expect: {
      nodes: { c: 'Calculate the FeverPAIN score', q: 'FeverPAIN score?', a: 'No antibiotic', b: 'Back-up antibiotic prescription', d: 'Immediate antibiotic' },
      decisions: ['q'],
      edges: [['c', 'q'], ['q', 'a', '0–1'], ['q', 'b', '2–3'], ['q', 'd', '4–5']],
    },
  },
  {
    id: 'rp-20',
    prompt:
      "ok so here's our zebrafish husbandry routine, morning shift:\n• feed the larvae\n• check the water temperature (28.5 °C)\n• if it's off by more than 1 °C, call the facility manager\n• clean the tanks\n• fill in the log sheet",
    expect: {
      nodes: {
        f: 'Feed the larvae',
        c: 'Check the water temperature (28.5 °C)',
        q: 'Off by more than 1 °C?',
        m: 'Call the facility manager',
        t: 'Clean the tanks',
        l: 'Fill in the log sheet',
      },
      decisions: ['q'],
      edges: [['f', 'c'], ['c', 'q'], ['q', 'm', 'Yes'], ['q', 't', 'No'], ['m', 't'], ['t', 'l']],
    },
  },
  {
    id: 'rp-21',
    prompt: 'flowchart TD\n  A[Eligible participant] --> B{Consent given?}\n  B -->|Yes| C[Baseline bloods]\n  B -->|No| D[Exit study]\n  C --> E[Randomise]',
    expect: {
      nodes: { a: 'Eligible participant', b: 'Consent given?', c: 'Baseline bloods', d: 'Exit study', e: 'Randomise' },
      decisions: ['b'],
      edges: [['a', 'b'], ['b', 'c', 'Yes'], ['b', 'd', 'No'], ['c', 'e']],
    },
  },
  {
    id: 'rp-22',
    prompt: 'Three cohorts: 48, 52 and 45 mice were assigned to vehicle, low dose and high dose respectively, and all were dosed daily for 28 days before necropsy.',
    expect: {
      nodes: { v: 'Vehicle (n = 48)', l: 'Low dose (n = 52)', h: 'High dose (n = 45)', d: 'Dose daily for 28 days', n: 'Necropsy' },
      edges: [['v', 'd'], ['l', 'd'], ['h', 'd'], ['d', 'n']],
    },
  },
  {
    id: 'rp-23',
    prompt: '1. Prepare the reaction mix\n2. Add template DNA\n3. Run the PCR program\n4. Check the product on a gel\n5. If no product, go back to step 1\n6. Otherwise, send for Sanger sequencing',
    expect: {
      nodes: {
        p: 'Prepare the reaction mix',
        a: 'Add template DNA',
        r: 'Run the PCR program',
        c: 'Check the product on a gel',
        q: 'No product?',
        s: 'Send for Sanger sequencing',
      },
      decisions: ['q'],
      edges: [['p', 'a'], ['a', 'r'], ['r', 'c'], ['c', 'q'], ['q', 'p', 'Yes'], ['q', 's', 'No']],
    },
  },
  {
    id: 'rp-24',
    prompt:
      'Anticoagulation before surgery. Does the patient take warfarin? If not, proceed to surgery. If so, check the INR 5 days before surgery and stop warfarin. If the INR is still above 1.5 the day before surgery, give 1–2 mg oral vitamin K, then proceed to surgery.',
    expect: {
      nodes: {
        w: 'Does the patient take warfarin?',
        s: 'Proceed to surgery',
        c: 'Check the INR 5 days before surgery',
        x: 'Stop warfarin',
        q: 'INR above 1.5 the day before surgery?',
        k: 'Give 1–2 mg oral vitamin K',
      },
      decisions: ['w', 'q'],
      edges: [['w', 's', 'No'], ['w', 'c', 'Yes'], ['c', 'x'], ['x', 'q'], ['q', 'k', 'Yes'], ['q', 's', 'No'], ['k', 's']],
      title: 'Anticoagulation before surgery',
    },
  },
  {
    id: 'rp-25',
    prompt:
      'Proteomics: lysis in 8 M urea → reduction (5 mM DTT) → alkylation (15 mM IAA) → trypsin digest overnight → desalting on C18 → LC-MS/MS (120 min gradient) → MaxQuant search → Perseus statistics',
    expect: {
      nodes: {
        a: 'Lysis in 8 M urea',
        b: 'Reduction (5 mM DTT)',
        c: 'Alkylation (15 mM IAA)',
        d: 'Trypsin digest overnight',
        e: 'Desalting on C18',
        f: 'LC-MS/MS (120 min gradient)',
        g: 'MaxQuant search',
        h: 'Perseus statistics',
      },
      edges: [['a', 'b'], ['b', 'c'], ['c', 'd'], ['d', 'e'], ['e', 'f'], ['f', 'g'], ['g', 'h']],
      title: 'Proteomics',
    },
  },
  {
    id: 'rp-26',
    prompt:
      "We'll recruit 30 healthy volunteers. Each completes a baseline fMRI scan, then a 6-week mindfulness course, then a second scan. Those who miss more than 2 sessions are withdrawn.",
    expect: {
      nodes: {
        r: 'Recruit 30 healthy volunteers',
        b: 'Baseline fMRI scan',
        m: '6-week mindfulness course',
        q: 'Missed more than 2 sessions?',
        w: 'Withdraw',
        s: 'Second scan',
      },
      decisions: ['q'],
      edges: [['r', 'b'], ['b', 'm'], ['m', 'q'], ['q', 'w', 'Yes'], ['q', 's', 'No']],
    },
  },
  {
    id: 'rp-27',
    prompt: 'Sepsis screen; NEWS2 ≥ 5?; yes → sepsis six within 1 h; no → routine obs every 4 h',
    expect: {
      nodes: { s: 'Sepsis screen', q: 'NEWS2 ≥ 5?', y: 'Sepsis six within 1 h', n: 'Routine obs every 4 h' },
      decisions: ['q'],
      edges: [['s', 'q'], ['q', 'y', 'Yes'], ['q', 'n', 'No']],
    },
  },
  {
    id: 'rp-28',
    prompt:
      '## Day 1\n- Seed 2 × 10^5 cells per well\n- Incubate overnight\n## Day 2\n- Transfect with 1 µg plasmid using Lipofectamine\n## Day 3\n- Change the medium\n- Start G418 selection (400 µg/mL)',
    expect: {
      nodes: {
        s: 'Seed 2 × 10^5 cells per well',
        i: 'Incubate overnight',
        t: 'Transfect with 1 µg plasmid using Lipofectamine',
        c: 'Change the medium',
        g: 'Start G418 selection (400 µg/mL)',
      },
      edges: [['s', 'i'], ['i', 't'], ['t', 'c'], ['c', 'g']],
      groups: { 'Day 1': ['s', 'i'], 'Day 2': ['t'], 'Day 3': ['c', 'g'] },
    },
  },
  {
    id: 'rp-29',
    prompt:
      'Freezer alarm response. When the −80 freezer alarm sounds, read the display temperature. Is it warmer than −60 °C? If yes, move the boxes to the backup freezer and call engineering. If no, reset the alarm and note it in the log.',
    expect: {
      nodes: {
        a: '−80 freezer alarm sounds',
        r: 'Read the display temperature',
        q: 'Warmer than −60 °C?',
        m: 'Move the boxes to the backup freezer',
        c: 'Call engineering',
        s: 'Reset the alarm',
        n: 'Note it in the log',
      },
      decisions: ['q'],
      edges: [['a', 'r'], ['r', 'q'], ['q', 'm', 'Yes'], ['m', 'c'], ['q', 's', 'No'], ['s', 'n']],
      title: 'Freezer alarm response',
    },
  },
  {
    id: 'rp-30',
    prompt:
      'Falls risk screen at admission: ask about falls in the past year. If the patient has fallen, do a full multifactorial assessment and refer to the falls team; if not, give the standard leaflet. Record the outcome in the notes.',
    expect: {
      nodes: {
        a: 'Ask about falls in the past year',
        q: 'Has the patient fallen?',
        m: 'Full multifactorial assessment',
        r: 'Refer to the falls team',
        l: 'Give the standard leaflet',
        o: 'Record the outcome in the notes',
      },
      decisions: ['q'],
      edges: [['a', 'q'], ['q', 'm', 'Yes'], ['m', 'r'], ['r', 'o'], ['q', 'l', 'No'], ['l', 'o']],
      title: 'Falls risk screen at admission',
    },
  },
  {
    id: 'rp-31',
    prompt:
      'For the imaging pipeline, we first convert the raw .czi files to OME-TIFF with bfconvert, then segment nuclei with Cellpose, measure intensity per nucleus in Python and finally plot the distributions in R.',
    expect: {
      nodes: {
        c: 'Convert the raw .czi files to OME-TIFF with bfconvert',
        s: 'Segment nuclei with Cellpose',
        m: 'Measure intensity per nucleus in Python',
        p: 'Plot the distributions in R',
      },
      edges: [['c', 's'], ['s', 'm'], ['m', 'p']],
    },
  },
  {
    id: 'rp-32',
    prompt: 'Start → register the sample → check the label matches the form → mismatch? yes → reject and notify the sender → End. no → accept and store at 4 °C → End.',
    expect: {
      nodes: {
        st: 'Start',
        r: 'Register the sample',
        c: 'Check the label matches the form',
        q: 'Mismatch?',
        j: 'Reject and notify the sender',
        a: 'Accept and store at 4 °C',
        e: 'End',
      },
      decisions: ['q'],
      ends: ['st', 'e'],
      edges: [['st', 'r'], ['r', 'c'], ['c', 'q'], ['q', 'j', 'Yes'], ['j', 'e'], ['q', 'a', 'No'], ['a', 'e']],
    },
  },
  {
    id: 'rp-33',
    prompt:
      'Pressure ulcer check: inspect the skin at each turn. What grade is the damage? Grade 1: reposition every 2 h. Grade 2: apply a hydrocolloid dressing. Grade 3 or 4: refer to tissue viability.',
    expect: {
      nodes: {
        i: 'Inspect the skin at each turn',
        q: 'Grade of damage?',
        a: 'Reposition every 2 h',
        b: 'Apply a hydrocolloid dressing',
        c: 'Refer to tissue viability',
      },
      decisions: ['q'],
      edges: [['i', 'q'], ['q', 'a', 'Grade 1'], ['q', 'b', 'Grade 2'], ['q', 'c', 'Grade 3 or 4']],
    },
  },
  {
    id: 'rp-34',
    prompt:
      'Tissue clearing (CUBIC):\n1. Perfuse the mouse with PBS then 4% PFA\n2. Post-fix the brain overnight\n3. Delipidate in CUBIC-L at 37 °C for 5 days, changing the solution every 2 days\n4. Refractive index match in CUBIC-R+ for 2 days\n5. Image on the light-sheet microscope',
    expect: {
      nodes: {
        p: 'Perfuse the mouse with PBS then 4% PFA',
        f: 'Post-fix the brain overnight',
        d: 'Delipidate in CUBIC-L at 37 °C for 5 days, changing the solution every 2 days',
        r: 'Refractive index match in CUBIC-R+ for 2 days',
        i: 'Image on the light-sheet microscope',
      },
      edges: [['p', 'f'], ['f', 'd'], ['d', 'r'], ['r', 'i']],
      title: 'Tissue clearing (CUBIC)',
    },
  },
  {
    id: 'rp-35',
    prompt: 'Referral triage: referral letter → consultant triage → urgent (2-week wait) → clinic within 14 days; routine → clinic within 18 weeks',
    expect: {
      nodes: { r: 'Referral letter', t: 'Consultant triage', u: 'Clinic within 14 days', o: 'Clinic within 18 weeks' },
      decisions: ['t'],
      edges: [['r', 't'], ['t', 'u', 'Urgent (2-week wait)'], ['t', 'o', 'Routine']],
    },
  },
  {
    id: 'rp-36',
    prompt: 'Can you make a flowchart of these results: control 12.3 ± 1.1, treated 8.7 ± 0.9, p = 0.003.',
    expect: { refuse: 'values to compare, not steps in an order' },
  },
  {
    id: 'rp-37',
    prompt: 'Draw the usual workflow for our lab.',
    expect: { refuse: 'no steps written' },
  },
  {
    id: 'rp-38',
    prompt:
      'Mouse perfusion: anaesthetise with ketamine/xylazine (100/10 mg/kg). Check the pedal reflex. After that, open the chest and insert the needle into the left ventricle. Cut the right atrium, perfuse 20 mL PBS and then 20 mL 4% PFA. Finally, dissect out the brain.',
    expect: {
      nodes: {
        a: 'Anaesthetise with ketamine/xylazine (100/10 mg/kg)',
        c: 'Check the pedal reflex',
        o: 'Open the chest',
        n: 'Insert the needle into the left ventricle',
        r: 'Cut the right atrium',
        p: 'Perfuse 20 mL PBS',
        f: 'Perfuse 20 mL 4% PFA',
        d: 'Dissect out the brain',
      },
      edges: [['a', 'c'], ['c', 'o'], ['o', 'n'], ['n', 'r'], ['r', 'p'], ['p', 'f'], ['f', 'd']],
      title: 'Mouse perfusion',
    },
  },
  {
    id: 'rp-39',
    prompt:
      'Draw this with swimlanes for Ward, Pharmacy and Porter. The ward nurse faxes the prescription to pharmacy. Pharmacy checks it and dispenses the drug. The porter collects the drug and delivers it to the ward. The ward nurse administers it.',
    expect: {
      nodes: {
        f: 'Fax the prescription to pharmacy',
        c: 'Check the prescription',
        d: 'Dispense the drug',
        co: 'Collect the drug',
        de: 'Deliver it to the ward',
        a: 'Administer the drug',
      },
      edges: [['f', 'c'], ['c', 'd'], ['d', 'co'], ['co', 'de'], ['de', 'a']],
      lanes: { Ward: ['f', 'a'], Pharmacy: ['c', 'd'], Porter: ['co', 'de'] },
    },
  },
  {
    id: 'rp-40',
    prompt:
      "Here's roughly the logic of our QC script:\nload samples --> call rate > 95%?\ncall rate > 95%? -- yes --> check sex concordance\ncall rate > 95%? -- no --> drop sample\ncheck sex concordance --> write QC report",
    expect: {
      nodes: { l: 'Load samples', q: 'Call rate > 95%?', s: 'Check sex concordance', d: 'Drop sample', w: 'Write QC report' },
      decisions: ['q'],
      edges: [['l', 'q'], ['q', 's', 'Yes'], ['q', 'd', 'No'], ['s', 'w']],
    },
  },
];
