// Forty more flowchart requests in researchers' voices, written before the reader's code was read
// (only the issue, the corpus README and docs/flowchart-requests.md), so that they are not in its
// phrasing: clinical algorithms, bench protocols, pipelines, study designs, chatty and terse,
// numbered lists, prose, arrows and " > " chains. Each with the graph a careful reader would draw,
// or the refusal a careful reader would give. Same form as test/corpora/flowcharts, judged by
// bench/understanding/flowJudge.ts.
import type { ResearcherPrompt } from './researcherPrompts.ts';

export const BLIND_PROMPTS: ResearcherPrompt[] = [
  {
    id: 'bp-01',
    prompt: 'ELISA: coat plate overnight at 4 °C -> block 1 h with 1% BSA -> add samples & standards -> detection antibody 2 h -> TMB substrate -> stop with H2SO4 -> read at 450 nm',
    expect: {
      nodes: {
        c: 'Coat plate overnight at 4 °C',
        b: 'Block 1 h with 1% BSA',
        s: 'Add samples & standards',
        d: 'Detection antibody 2 h',
        t: 'TMB substrate',
        x: 'Stop with H2SO4',
        r: 'Read at 450 nm',
      },
      edges: [['c', 'b'], ['b', 's'], ['s', 'd'], ['d', 't'], ['t', 'x'], ['x', 'r']],
      title: 'ELISA',
    },
  },
  {
    id: 'bp-02',
    prompt:
      'Suspected UTI in women under 65. If she has two or more of dysuria, nocturia and cloudy urine, offer antibiotics. If she has only one of them, do a urine dipstick: if nitrite is positive, offer antibiotics, otherwise consider other causes. If she has none, UTI is unlikely.',
    expect: {
      nodes: {
        d1: 'Two or more of dysuria, nocturia, cloudy urine?',
        ab: 'Offer antibiotics',
        d2: 'Only one of them?',
        dip: 'Urine dipstick',
        d3: 'Nitrite positive?',
        oc: 'Consider other causes',
        un: 'UTI unlikely',
      },
      decisions: ['d1', 'd2', 'd3'],
      edges: [['d1', 'ab', 'Yes'], ['d1', 'd2', 'No'], ['d2', 'dip', 'Yes'], ['d2', 'un', 'No'], ['dip', 'd3'], ['d3', 'ab', 'Yes'], ['d3', 'oc', 'No']],
      title: 'Suspected UTI in women under 65',
    },
  },
  {
    id: 'bp-03',
    prompt:
      'Cell counting with trypan blue\n1. Mix 10 µL cell suspension with 10 µL 0.4% trypan blue\n2. Load 10 µL into the haemocytometer\n3. Count the four corner squares\n4. If the counts differ by more than 20%, go back to step 2\n5. Calculate viable cells per mL',
    expect: {
      nodes: {
        m: 'Mix 10 µL cell suspension with 10 µL 0.4% trypan blue',
        l: 'Load 10 µL into haemocytometer',
        c: 'Count four corner squares',
        d: 'Counts differ by more than 20%?',
        v: 'Calculate viable cells per mL',
      },
      decisions: ['d'],
      edges: [['m', 'l'], ['l', 'c'], ['c', 'd'], ['d', 'l', 'Yes'], ['d', 'v', 'No']],
      title: 'Cell counting with trypan blue',
    },
  },
  {
    id: 'bp-04',
    prompt:
      "Hi there, I'm putting together a figure for our cohort study. Participants are recruited at antenatal booking, then they complete a baseline questionnaire. At 28 weeks we take a fasting blood sample and do an OGTT. Women with gestational diabetes are referred to the diabetes clinic; the rest continue routine care. Everyone is followed up 6 weeks after delivery. Cheers, Priya",
    expect: {
      nodes: {
        r: 'Recruit participants at antenatal booking',
        q: 'Complete baseline questionnaire',
        b: 'Take fasting blood sample at 28 weeks',
        o: 'OGTT',
        d: 'Gestational diabetes?',
        c: 'Refer to diabetes clinic',
        u: 'Continue routine care',
        f: 'Follow up 6 weeks after delivery',
      },
      decisions: ['d'],
      edges: [['r', 'q'], ['q', 'b'], ['b', 'o'], ['o', 'd'], ['d', 'c', 'Yes'], ['d', 'u', 'No'], ['c', 'f'], ['u', 'f']],
    },
  },
  {
    id: 'bp-05',
    prompt: 'variant calling: BWA-MEM > MarkDuplicates > BQSR > HaplotypeCaller (GVCF mode) > GenotypeGVCFs > VQSR > annotate with VEP',
    expect: {
      nodes: { a: 'BWA-MEM', m: 'MarkDuplicates', b: 'BQSR', h: 'HaplotypeCaller (GVCF mode)', g: 'GenotypeGVCFs', v: 'VQSR', e: 'Annotate with VEP' },
      edges: [['a', 'm'], ['m', 'b'], ['b', 'h'], ['h', 'g'], ['g', 'v'], ['v', 'e']],
      title: 'Variant calling',
    },
  },
  {
    id: 'bp-06',
    prompt:
      'Febrile child: age under 3 months? yes -> admit for a full septic screen; no -> traffic light assessment. Red features -> refer to paediatrics; amber -> review within 24 h; green -> manage at home with advice.',
    expect: {
      nodes: {
        d1: 'Age under 3 months?',
        a: 'Admit for full septic screen',
        t: 'Traffic light assessment',
        r: 'Refer to paediatrics',
        am: 'Review within 24 h',
        g: 'Manage at home with advice',
      },
      decisions: ['d1', 't'],
      edges: [['d1', 'a', 'Yes'], ['d1', 't', 'No'], ['t', 'r', 'Red'], ['t', 'am', 'Amber'], ['t', 'g', 'Green']],
      title: 'Febrile child',
    },
  },
  {
    id: 'bp-07',
    prompt:
      "Mice were anaesthetised with isoflurane and the tail vein was cannulated. Tumour cells (1 × 10^6 in 100 µL PBS) were injected, and lungs were harvested 21 days later. Lungs were fixed in Bouin's solution and metastatic nodules were counted under a dissecting microscope. The whole procedure takes about three weeks.",
    expect: {
      nodes: {
        a: 'Anaesthetise mice with isoflurane',
        c: 'Cannulate tail vein',
        i: 'Inject tumour cells (1 × 10^6 in 100 µL PBS)',
        h: 'Harvest lungs 21 days later',
        f: "Fix lungs in Bouin's solution",
        n: 'Count metastatic nodules under dissecting microscope',
      },
      edges: [['a', 'c'], ['c', 'i'], ['i', 'h'], ['h', 'f'], ['f', 'n']],
    },
  },
  {
    id: 'bp-08',
    prompt: 'Screening visit -> eligible? -yes-> baseline visit -> randomise -> 12-week treatment -> final visit; eligible? -no-> screen failure log',
    expect: {
      nodes: { s: 'Screening visit', d: 'Eligible?', b: 'Baseline visit', r: 'Randomise', t: '12-week treatment', f: 'Final visit', x: 'Screen failure log' },
      decisions: ['d'],
      edges: [['s', 'd'], ['d', 'b', 'Yes'], ['b', 'r'], ['r', 't'], ['t', 'f'], ['d', 'x', 'No']],
    },
  },
  {
    id: 'bp-09',
    prompt:
      'Swimlane diagram with three lanes: GP, Hospital lab, Patient. Patient: books an appointment. GP: takes a history and requests bloods. Hospital lab: runs the FBC and reports the results. GP: reviews the results; if abnormal, refers to haematology, otherwise reassures the patient.',
    expect: {
      nodes: {
        b: 'Book appointment',
        h: 'Take history',
        q: 'Request bloods',
        f: 'Run FBC',
        r: 'Report results',
        v: 'Review results',
        d: 'Abnormal?',
        hm: 'Refer to haematology',
        re: 'Reassure patient',
      },
      decisions: ['d'],
      edges: [['b', 'h'], ['h', 'q'], ['q', 'f'], ['f', 'r'], ['r', 'v'], ['v', 'd'], ['d', 'hm', 'Yes'], ['d', 're', 'No']],
      lanes: { Patient: ['b'], GP: ['h', 'q', 'v', 'd', 'hm', 're'], 'Hospital lab': ['f', 'r'] },
    },
  },
  {
    id: 'bp-10',
    prompt:
      'Colony PCR\n1. Pick 8 colonies into 10 µL water each\n2. Run PCR with M13 primers\n3. Gel: band at the expected size?\n   - yes: inoculate 5 mL LB + kanamycin\n   - no: discard the colony\n4. Miniprep the overnight cultures',
    expect: {
      nodes: {
        p: 'Pick 8 colonies into 10 µL water each',
        r: 'Run PCR with M13 primers',
        g: 'Gel',
        d: 'Band at expected size?',
        i: 'Inoculate 5 mL LB + kanamycin',
        x: 'Discard colony',
        m: 'Miniprep overnight cultures',
      },
      decisions: ['d'],
      edges: [['p', 'r'], ['r', 'g'], ['g', 'd'], ['d', 'i', 'Yes'], ['d', 'x', 'No'], ['i', 'm']],
      title: 'Colony PCR',
    },
  },
  {
    id: 'bp-11',
    prompt:
      'Before each run, calibrate the pipettes. Unless the calibration is within 2% of nominal, send the pipette for service. Then prepare the master mix and dispense 18 µL per well.',
    expect: {
      nodes: {
        c: 'Calibrate pipettes before each run',
        d: 'Calibration within 2% of nominal?',
        s: 'Send pipette for service',
        m: 'Prepare master mix',
        p: 'Dispense 18 µL per well',
      },
      decisions: ['d'],
      edges: [['c', 'd'], ['d', 's', 'No'], ['d', 'm', 'Yes'], ['s', 'm'], ['m', 'p']],
    },
  },
  {
    id: 'bp-12',
    prompt:
      'Insulin infusion titration: check capillary glucose every 2 hours; if above 10 mmol/L increase the infusion by 1 unit/h, if below 4 mmol/L stop the infusion and give 100 mL 20% glucose, otherwise keep the same rate.',
    expect: {
      nodes: {
        c: 'Check capillary glucose every 2 hours',
        d1: 'Above 10 mmol/L?',
        i: 'Increase infusion by 1 unit/h',
        d2: 'Below 4 mmol/L?',
        s: 'Stop infusion',
        g: 'Give 100 mL 20% glucose',
        k: 'Keep same rate',
      },
      decisions: ['d1', 'd2'],
      edges: [['c', 'd1'], ['d1', 'i', 'Yes'], ['d1', 'd2', 'No'], ['d2', 's', 'Yes'], ['s', 'g'], ['d2', 'k', 'No'], ['i', 'c'], ['k', 'c'], ['g', 'c']],
      title: 'Insulin infusion titration',
    },
  },
  {
    id: 'bp-13',
    prompt: 'Trial timeline: screening (day -14 to -1), randomisation on day 0, dosing on days 1–28, safety visit on day 35, end-of-study visit on day 90.',
    expect: {
      nodes: {
        s: 'Screening (day -14 to -1)',
        r: 'Randomisation (day 0)',
        d: 'Dosing (days 1–28)',
        v: 'Safety visit (day 35)',
        e: 'End-of-study visit (day 90)',
      },
      edges: [['s', 'r'], ['r', 'd'], ['d', 'v'], ['v', 'e']],
      title: 'Trial timeline',
    },
  },
  {
    id: 'bp-14',
    prompt:
      'Could you please turn our ChIP-seq protocol into a flowchart? Crosslink cells with 1% formaldehyde for 10 min, quench with glycine, lyse and sonicate the chromatin to 200–500 bp, immunoprecipitate overnight with 5 µg antibody, reverse the crosslinks at 65 °C, purify the DNA, and build libraries.',
    expect: {
      nodes: {
        x: 'Crosslink cells with 1% formaldehyde for 10 min',
        q: 'Quench with glycine',
        l: 'Lyse and sonicate chromatin to 200–500 bp',
        i: 'Immunoprecipitate overnight with 5 µg antibody',
        r: 'Reverse crosslinks at 65 °C',
        p: 'Purify DNA',
        b: 'Build libraries',
      },
      edges: [['x', 'q'], ['q', 'l'], ['l', 'i'], ['i', 'r'], ['r', 'p'], ['p', 'b']],
    },
  },
  {
    id: 'bp-15',
    prompt:
      "Adult with suspected sepsis: calculate NEWS2. If NEWS2 is 7 or more, start the sepsis six within 1 hour and call the critical care outreach team. If it's 5 or 6, a senior clinician reviews within 1 hour. Below 5, continue routine observations.",
    expect: {
      nodes: {
        n: 'Calculate NEWS2',
        d: 'NEWS2?',
        s: 'Start sepsis six within 1 hour',
        o: 'Call critical care outreach team',
        r: 'Senior clinician review within 1 hour',
        c: 'Continue routine observations',
      },
      decisions: ['d'],
      edges: [['n', 'd'], ['d', 's', '7 or more'], ['s', 'o'], ['d', 'r', '5 or 6'], ['d', 'c', 'Below 5']],
      title: 'Adult with suspected sepsis',
    },
  },
  {
    id: 'bp-16',
    prompt: 'Organoid pipeline: dissociate the tissue -> embed in Matrigel -> culture 7 days, then the organoids go three ways: RNA-seq, drug screen, biobank.',
    expect: {
      nodes: { d: 'Dissociate tissue', e: 'Embed in Matrigel', c: 'Culture 7 days', r: 'RNA-seq', s: 'Drug screen', b: 'Biobank' },
      edges: [['d', 'e'], ['e', 'c'], ['c', 'r'], ['c', 's'], ['c', 'b']],
      title: 'Organoid pipeline',
    },
  },
  {
    id: 'bp-17',
    prompt:
      'Our lab has three PhD students and a postdoc, and we mostly work on zebrafish heart regeneration. The fish facility is on the second floor next to the imaging suite.',
    expect: { refuse: 'the text describes a lab, not a flow of steps' },
  },
  {
    id: 'bp-18',
    prompt: 'A: Collect stool sample -> B: Extract DNA (QIAamp PowerFecal) -> C: 16S V4 PCR -> D: Pool & sequence on MiSeq -> E: DADA2 -> F: Diversity analysis',
    expect: {
      nodes: {
        a: 'Collect stool sample',
        b: 'Extract DNA (QIAamp PowerFecal)',
        c: '16S V4 PCR',
        d: 'Pool & sequence on MiSeq',
        e: 'DADA2',
        f: 'Diversity analysis',
      },
      edges: [['a', 'b'], ['b', 'c'], ['c', 'd'], ['d', 'e'], ['e', 'f']],
    },
  },
  {
    id: 'bp-19',
    prompt:
      'Hyperkalaemia: K+ ≥ 6.5 or ECG changes → 10 mL 10% calcium gluconate IV, then insulin-dextrose; K+ 6.0–6.4 without ECG changes → insulin-dextrose only; recheck K+ at 1 h in both.',
    expect: {
      nodes: {
        d: 'K+ and ECG changes?',
        c: '10 mL 10% calcium gluconate IV',
        i: 'Insulin-dextrose',
        r: 'Recheck K+ at 1 h',
      },
      decisions: ['d'],
      edges: [['d', 'c', 'K+ ≥ 6.5 or ECG changes'], ['c', 'i'], ['d', 'i', 'K+ 6.0–6.4 without ECG changes'], ['i', 'r']],
      title: 'Hyperkalaemia',
    },
  },
  {
    id: 'bp-20',
    prompt:
      'Step 1: Receive the sample at reception. Step 2: Check the label against the request form. Step 3: If they do not match, reject the sample and notify the ward; otherwise accession it into the LIMS. Step 4: Centrifuge 10 min at 3000 rpm. Step 5: Aliquot serum into two cryovials. Step 6: Store at −80 °C.',
    expect: {
      nodes: {
        r: 'Receive sample at reception',
        c: 'Check label against request form',
        d: 'Label and form match?',
        x: 'Reject sample',
        n: 'Notify ward',
        a: 'Accession into LIMS',
        s: 'Centrifuge 10 min at 3000 rpm',
        q: 'Aliquot serum into two cryovials',
        f: 'Store at −80 °C',
      },
      decisions: ['d'],
      edges: [['r', 'c'], ['c', 'd'], ['d', 'x', 'No'], ['x', 'n'], ['d', 'a', 'Yes'], ['a', 's'], ['s', 'q'], ['q', 'f']],
    },
  },
  {
    id: 'bp-21',
    prompt:
      'So basically I pull the raw images off the microscope every evening and run them through Cellpose to segment nuclei, then I use a custom Python script to measure intensity per nucleus. If fewer than 50 nuclei were found in a field I throw the field out. Everything else gets pooled per condition and I plot it in R.',
    expect: {
      nodes: {
        p: 'Pull raw images off microscope every evening',
        s: 'Segment nuclei with Cellpose',
        m: 'Measure intensity per nucleus with custom Python script',
        d: 'Fewer than 50 nuclei in field?',
        x: 'Throw field out',
        o: 'Pool per condition',
        r: 'Plot in R',
      },
      decisions: ['d'],
      edges: [['p', 's'], ['s', 'm'], ['m', 'd'], ['d', 'x', 'Yes'], ['d', 'o', 'No'], ['o', 'r']],
    },
  },
  {
    id: 'bp-22',
    prompt: 'Grant submission: draft the aims page -> internal review -> revisions needed? yes -> revise and return to internal review; no -> finalise budget -> submit via the portal',
    expect: {
      nodes: { a: 'Draft aims page', r: 'Internal review', d: 'Revisions needed?', v: 'Revise', b: 'Finalise budget', s: 'Submit via portal' },
      decisions: ['d'],
      edges: [['a', 'r'], ['r', 'd'], ['d', 'v', 'Yes'], ['v', 'r'], ['d', 'b', 'No'], ['b', 's']],
      title: 'Grant submission',
    },
  },
  {
    id: 'bp-23',
    prompt:
      'After the mice are weighed, one technician doses them by oral gavage while another prepares the cages for metabolic monitoring. Both then move the mice into the metabolic cages for 48 h.',
    expect: {
      nodes: { w: 'Weigh mice', g: 'Dose by oral gavage', p: 'Prepare cages for metabolic monitoring', m: 'Move mice into metabolic cages for 48 h' },
      edges: [['w', 'g'], ['w', 'p'], ['g', 'm'], ['p', 'm']],
    },
  },
  {
    id: 'bp-24',
    prompt:
      'Day 1\n- Seed 2 × 10^5 cells per well in a 6-well plate\nDay 2\n- Transfect with 2 µg plasmid using Lipofectamine 3000\n- Change the medium after 6 h\nDay 4\n- Harvest cells for western blot',
    expect: {
      nodes: {
        s: 'Seed 2 × 10^5 cells per well in 6-well plate',
        t: 'Transfect with 2 µg plasmid using Lipofectamine 3000',
        c: 'Change medium after 6 h',
        h: 'Harvest cells for western blot',
      },
      edges: [['s', 't'], ['t', 'c'], ['c', 'h']],
      groups: { 'Day 1': ['s'], 'Day 2': ['t', 'c'], 'Day 4': ['h'] },
    },
  },
  {
    id: 'bp-25',
    prompt:
      'Ward anaphylaxis pathway. Call for help, lie the patient flat with legs raised and give IM adrenaline 0.5 mg (1:1000). If there is no improvement after 5 minutes, repeat the IM adrenaline. Once stable, give a non-sedating antihistamine and observe for at least 6 hours.',
    expect: {
      nodes: {
        h: 'Call for help',
        l: 'Lie patient flat with legs raised',
        a: 'Give IM adrenaline 0.5 mg (1:1000)',
        d: 'Improvement after 5 minutes?',
        n: 'Give non-sedating antihistamine',
        o: 'Observe for at least 6 hours',
      },
      decisions: ['d'],
      edges: [['h', 'l'], ['l', 'a'], ['a', 'd'], ['d', 'a', 'No'], ['d', 'n', 'Yes'], ['n', 'o']],
      title: 'Ward anaphylaxis pathway',
    },
  },
  {
    id: 'bp-26',
    prompt: 'Plate reader assay > normalise to blank wells > fit a 4PL curve > report IC50',
    expect: {
      nodes: { p: 'Plate reader assay', n: 'Normalise to blank wells', f: 'Fit 4PL curve', r: 'Report IC50' },
      edges: [['p', 'n'], ['n', 'f'], ['f', 'r']],
    },
  },
  {
    id: 'bp-27',
    prompt:
      'We screened 640 adults, of whom 220 were excluded (180 ineligible, 40 declined). 420 were randomised equally to placebo, 5 mg or 10 mg (140 each). At 24 weeks 12, 9 and 15 were lost to follow-up, respectively, and 128, 131 and 125 were analysed.',
    expect: {
      nodes: {
        s: 'Screened for eligibility (n = 640)',
        x: 'Excluded (n = 220): ineligible (n = 180); declined (n = 40)',
        r: 'Randomised (n = 420)',
        p: 'Allocated to placebo (n = 140)',
        l: 'Allocated to 5 mg (n = 140)',
        h: 'Allocated to 10 mg (n = 140)',
        fp: 'Lost to follow-up at 24 weeks (n = 12)',
        fl: 'Lost to follow-up at 24 weeks (n = 9)',
        fh: 'Lost to follow-up at 24 weeks (n = 15)',
        ap: 'Analysed (n = 128)',
        al: 'Analysed (n = 131)',
        ah: 'Analysed (n = 125)',
      },
      edges: [['s', 'x'], ['s', 'r'], ['r', 'p'], ['r', 'l'], ['r', 'h'], ['p', 'fp'], ['l', 'fl'], ['h', 'fh'], ['fp', 'ap'], ['fl', 'al'], ['fh', 'ah']],
    },
  },
  {
    id: 'bp-28',
    prompt:
      'Does the patient have a penicillin allergy? If so, was the reaction anaphylaxis? If yes, prescribe clarithromycin; if no, prescribe cefalexin. Without an allergy, prescribe amoxicillin.',
    expect: {
      nodes: { d1: 'Penicillin allergy?', d2: 'Reaction anaphylaxis?', c: 'Prescribe clarithromycin', f: 'Prescribe cefalexin', a: 'Prescribe amoxicillin' },
      decisions: ['d1', 'd2'],
      edges: [['d1', 'd2', 'Yes'], ['d2', 'c', 'Yes'], ['d2', 'f', 'No'], ['d1', 'a', 'No']],
    },
  },
  {
    id: 'bp-29',
    prompt:
      'We start by coating coverslips with poly-L-lysine for 1 h. Neurons are plated at 50,000 per coverslip and grown for 14 days. We then fix them in 4% PFA, stain for MAP2 and synapsin, and image on the confocal (63× oil).',
    expect: {
      nodes: {
        c: 'Coat coverslips with poly-L-lysine for 1 h',
        p: 'Plate neurons at 50,000 per coverslip',
        g: 'Grow for 14 days',
        f: 'Fix in 4% PFA',
        s: 'Stain for MAP2 and synapsin',
        i: 'Image on confocal (63× oil)',
      },
      edges: [['c', 'p'], ['p', 'g'], ['g', 'f'], ['f', 's'], ['s', 'i']],
    },
  },
  {
    id: 'bp-30',
    prompt: '```mermaid\ngraph TD\n  s([Start]) --> a[Consent]\n  a --> b{Eligible?}\n  b -- Yes --> c[Enrol]\n  b -- No --> d[Thank and exit]\n  c --> e([End])\n```',
    expect: {
      nodes: { s: 'Start', a: 'Consent', b: 'Eligible?', c: 'Enrol', d: 'Thank and exit', e: 'End' },
      decisions: ['b'],
      ends: ['s', 'e'],
      edges: [['s', 'a'], ['a', 'b'], ['b', 'c', 'Yes'], ['b', 'd', 'No'], ['c', 'e']],
      direction: 'TB',
    },
  },
  {
    id: 'bp-31',
    prompt: 'Samples from sites A and B are shipped to Oxford and Leeds respectively, where they are genotyped and the genotypes are uploaded to the shared server.',
    expect: {
      nodes: {
        a: 'Ship site A samples to Oxford',
        b: 'Ship site B samples to Leeds',
        g: 'Genotype',
        u: 'Upload genotypes to shared server',
      },
      edges: [['a', 'g'], ['b', 'g'], ['g', 'u']],
    },
  },
  {
    id: 'bp-32',
    prompt:
      'hey, quick one – need a flow for our falls clinic referral:\n• GP refers the patient\n• nurse phones them within 5 working days → triage\n• high risk → multifactorial assessment in clinic\n• low risk → strength & balance class\nthanks!',
    expect: {
      nodes: {
        g: 'GP refers patient',
        n: 'Nurse phones within 5 working days',
        t: 'Triage',
        m: 'Multifactorial assessment in clinic',
        s: 'Strength & balance class',
      },
      decisions: ['t'],
      edges: [['g', 'n'], ['n', 't'], ['t', 'm', 'High risk'], ['t', 's', 'Low risk']],
    },
  },
  {
    id: 'bp-33',
    prompt: 'Wash the membrane in TBST for 5 min, three times in total, then incubate with the secondary antibody at 1:10,000 for 1 h.',
    expect: {
      nodes: { w: 'Wash membrane in TBST for 5 min, three times', i: 'Incubate with secondary antibody 1:10,000 for 1 h' },
      edges: [['w', 'i']],
    },
  },
  {
    id: 'bp-34',
    prompt:
      'Check under the microscope whether the culture is contaminated. Contaminated flasks are bleached and discarded; clean ones are fed with fresh medium.',
    expect: {
      nodes: {
        c: 'Check culture under microscope',
        d: 'Contaminated?',
        b: 'Bleach flask',
        x: 'Discard flask',
        f: 'Feed with fresh medium',
      },
      decisions: ['d'],
      edges: [['c', 'd'], ['d', 'b', 'Yes'], ['b', 'x'], ['d', 'f', 'No']],
    },
  },
  {
    id: 'bp-35',
    prompt:
      'Make it a swimlane chart. Researcher: submits the protocol to the ethics portal. Ethics office: checks it is complete. Committee: reviews it at the monthly meeting. If changes are requested, the researcher revises it and resubmits to the ethics office; otherwise the committee issues approval.',
    expect: {
      nodes: {
        s: 'Submit protocol to ethics portal',
        c: 'Check complete',
        r: 'Review at monthly meeting',
        d: 'Changes requested?',
        v: 'Revise and resubmit',
        a: 'Issue approval',
      },
      decisions: ['d'],
      edges: [['s', 'c'], ['c', 'r'], ['r', 'd'], ['d', 'v', 'Yes'], ['v', 'c'], ['d', 'a', 'No']],
      lanes: { Researcher: ['s', 'v'], 'Ethics office': ['c'], Committee: ['r', 'd', 'a'] },
    },
  },
  {
    id: 'bp-36',
    prompt:
      'First, log in to the cluster. Then load the conda environment and submit the Snakemake workflow with 32 cores. Finally, copy the results folder back to the lab share.',
    expect: {
      nodes: {
        l: 'Log in to cluster',
        c: 'Load conda environment',
        s: 'Submit Snakemake workflow with 32 cores',
        r: 'Copy results folder back to lab share',
      },
      edges: [['l', 'c'], ['c', 's'], ['s', 'r']],
    },
  },
  {
    id: 'bp-37',
    prompt:
      'Pregnant woman with headache at ≥ 20 weeks: measure her BP. If it is 140/90 or higher, dip the urine for protein. If there is proteinuria, admit to the antenatal ward; if not, arrange a day assessment unit review within 48 h. If BP is normal, give simple analgesia and safety-net advice.',
    expect: {
      nodes: {
        m: 'Measure BP',
        d1: 'BP 140/90 or higher?',
        u: 'Dip urine for protein',
        d2: 'Proteinuria?',
        a: 'Admit to antenatal ward',
        r: 'Day assessment unit review within 48 h',
        g: 'Give simple analgesia and safety-net advice',
      },
      decisions: ['d1', 'd2'],
      edges: [['m', 'd1'], ['d1', 'u', 'Yes'], ['u', 'd2'], ['d2', 'a', 'Yes'], ['d2', 'r', 'No'], ['d1', 'g', 'No']],
      title: 'Pregnant woman with headache at ≥ 20 weeks',
    },
  },
  {
    id: 'bp-38',
    prompt:
      '1) demultiplex with bcl2fastq\n2) trim with cutadapt\n3) if the library is UMI-tagged, extract UMIs with umi_tools\n4) align with HISAT2\n5) count with featureCounts',
    expect: {
      nodes: {
        x: 'Demultiplex with bcl2fastq',
        t: 'Trim with cutadapt',
        d: 'Library UMI-tagged?',
        u: 'Extract UMIs with umi_tools',
        a: 'Align with HISAT2',
        c: 'Count with featureCounts',
      },
      decisions: ['d'],
      edges: [['x', 't'], ['t', 'd'], ['d', 'u', 'Yes'], ['d', 'a', 'No'], ['u', 'a'], ['a', 'c']],
    },
  },
  {
    id: 'bp-39',
    prompt: 'Intake --> Assessment\nAssessment --> Needs interpreter?\nNeeds interpreter? -->|yes| Book interpreter --> Consultation\nNeeds interpreter? -->|no| Consultation',
    expect: {
      nodes: { i: 'Intake', a: 'Assessment', d: 'Needs interpreter?', b: 'Book interpreter', c: 'Consultation' },
      decisions: ['d'],
      edges: [['i', 'a'], ['a', 'd'], ['d', 'b', 'Yes'], ['b', 'c'], ['d', 'c', 'No']],
    },
  },
  {
    id: 'bp-40',
    prompt:
      'Dialysis membrane equilibration: soak the membrane in buffer, change the buffer every 2 h until the conductivity matches the buffer (usually 3 changes), then load the sample.',
    expect: {
      nodes: {
        s: 'Soak membrane in buffer',
        c: 'Change buffer every 2 h (usually 3 changes)',
        d: 'Conductivity matches buffer?',
        l: 'Load sample',
      },
      decisions: ['d'],
      edges: [['s', 'c'], ['c', 'd'], ['d', 'c', 'No'], ['d', 'l', 'Yes']],
      title: 'Dialysis membrane equilibration',
    },
  },
];
