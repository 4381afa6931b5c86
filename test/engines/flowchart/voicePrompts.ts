// Sixty-two requests in voices the earlier sets did not use: conditions said by "should",
// "provided that", "when", "whereas", "depending on", "in which case"; order said backwards
// ("before imaging, mount"); past-tense methods with two participles to a sentence and references
// in brackets; "followed by"; patient-leaflet "you"; an on-call runbook; nested bullets; lettered
// sub-steps (a), (b); "Figure 1 summarises"; notes ("Note: ...", "We use ...") and wishes about
// the drawing between the steps; a greeting e-mail with an arrow chain; study days with minus
// signs; "for each ... when all are done". The first forty-four were written before the reader's
// code was read; the last eighteen, written later, take the forms the reader already draws (CONSORT
// and PRISMA from results prose, arrow chains with outcomes, lanes, boxed stages) in new words.
// Each with the graph a careful reader would draw. Judged by bench/understanding/flowJudge.ts.
import type { ResearcherPrompt } from './researcherPrompts.ts';

export const VOICE_PROMPTS: ResearcherPrompt[] = [
  {
    id: 'vc-01',
    prompt: 'Should the sample be haemolysed, request a fresh draw; otherwise proceed to analysis.',
    expect: {
      nodes: { d: 'Sample haemolysed?', f: 'Request fresh draw', a: 'Proceed to analysis' },
      decisions: ['d'],
      edges: [['d', 'f', 'Yes'], ['d', 'a', 'No']],
    },
  },
  {
    id: 'vc-02',
    prompt: 'Fix the cells in 4% PFA for 10 min, then stain with DAPI. Before imaging, mount the coverslips in ProLong Gold. Image on the confocal at 63x.',
    expect: {
      nodes: { f: 'Fix cells in 4% PFA for 10 min', s: 'Stain with DAPI', m: 'Mount coverslips in ProLong Gold', i: 'Image on confocal at 63x' },
      edges: [['f', 's'], ['s', 'm'], ['m', 'i']],
    },
  },
  {
    id: 'vc-03',
    prompt: 'Blood samples were collected at enrolment. Plasma was separated by centrifugation at 2,000 g for 10 min and stored at −80 °C until analysis.',
    expect: {
      nodes: { c: 'Collect blood samples at enrolment', p: 'Separate plasma by centrifugation at 2,000 g for 10 min', s: 'Store at −80 °C until analysis' },
      edges: [['c', 'p'], ['p', 's']],
    },
  },
  {
    id: 'vc-04',
    prompt: 'Provided that the culture is free of contamination, passage it 1:3 into a fresh T75 flask; contaminated flasks are discarded.',
    expect: {
      nodes: { d: 'Culture free of contamination?', p: 'Passage 1:3 into fresh T75 flask', x: 'Discard flask' },
      decisions: ['d'],
      edges: [['d', 'p', 'Yes'], ['d', 'x', 'No']],
    },
  },
  {
    id: 'vc-05',
    prompt:
      'Check your blood sugar before breakfast. If it is below 4 mmol/L, eat 15 g of fast-acting sugar and check again after 15 minutes. If it is still below 4, repeat the treatment. Once it is above 4, have your breakfast as normal.',
    expect: {
      nodes: {
        c: 'Check blood sugar before breakfast',
        d1: 'Below 4 mmol/L?',
        e: 'Eat 15 g fast-acting sugar',
        r: 'Check again after 15 minutes',
        d2: 'Still below 4?',
        b: 'Have breakfast as normal',
      },
      decisions: ['d1', 'd2'],
      edges: [['c', 'd1'], ['d1', 'e', 'Yes'], ['d1', 'b', 'No'], ['e', 'r'], ['r', 'd2'], ['d2', 'e', 'Yes'], ['d2', 'b', 'No']],
    },
  },
  {
    id: 'vc-06',
    prompt:
      'Runbook for the disk usage alert:\n1. Log in to the host.\n2. Find the directory that is growing.\n3. If it is /var/log, rotate the logs; if it is the database volume, page the DBA.\n4. Post a note in #incidents.',
    expect: {
      nodes: { l: 'Log in to host', f: 'Find directory that is growing', d: 'Which directory is growing?', r: 'Rotate logs', p: 'Page DBA', n: 'Post note in #incidents' },
      decisions: ['d'],
      edges: [['l', 'f'], ['f', 'd'], ['d', 'r', '/var/log'], ['d', 'p', 'Database volume'], ['r', 'n'], ['p', 'n']],
    },
  },
  {
    id: 'vc-07',
    prompt: '- Receive the sample\n- Log it in LIMS\n  - if the barcode is unreadable, relabel by hand\n- Aliquot into 3 tubes\n- Freeze at -80 °C',
    expect: {
      nodes: { r: 'Receive sample', l: 'Log in LIMS', d: 'Barcode unreadable?', h: 'Relabel by hand', a: 'Aliquot into 3 tubes', f: 'Freeze at -80 °C' },
      decisions: ['d'],
      edges: [['r', 'l'], ['l', 'd'], ['d', 'h', 'Yes'], ['d', 'a', 'No'], ['h', 'a'], ['a', 'f']],
    },
  },
  {
    id: 'vc-08',
    prompt:
      'Cells were lysed in RIPA buffer, followed by sonication (3 × 10 s pulses) and centrifugation at 14,000 g for 15 min. Protein concentration was measured by BCA assay.',
    expect: {
      nodes: { l: 'Lyse cells in RIPA buffer', s: 'Sonicate (3 × 10 s pulses)', c: 'Centrifuge at 14,000 g for 15 min', b: 'Measure protein concentration by BCA assay' },
      edges: [['l', 's'], ['s', 'c'], ['c', 'b']],
    },
  },
  {
    id: 'vc-09',
    prompt:
      'Figure 1 summarises the sample workflow. Swabs are collected at the clinic and couriered to the lab within 24 h. RNA is extracted on the KingFisher and tested by RT-qPCR. Positive samples (Ct < 35) are sent for sequencing; negative results are reported directly.',
    expect: {
      nodes: {
        c: 'Collect swabs at clinic',
        k: 'Courier to lab within 24 h',
        x: 'Extract RNA on KingFisher',
        t: 'Test by RT-qPCR',
        d: 'Positive (Ct < 35)?',
        s: 'Send for sequencing',
        r: 'Report result directly',
      },
      decisions: ['d'],
      edges: [['c', 'k'], ['k', 'x'], ['x', 't'], ['t', 'd'], ['d', 's', 'Yes'], ['d', 'r', 'No']],
    },
  },
  {
    id: 'vc-10',
    prompt:
      'Count the colonies. When the count exceeds 300, dilute the sample tenfold and re-plate. When it is between 30 and 300, record the count. Counts under 30 are reported as <30 CFU.',
    expect: {
      nodes: { c: 'Count colonies', d: 'Colony count?', dl: 'Dilute sample tenfold', rp: 'Re-plate', rec: 'Record count', rep: 'Report as <30 CFU' },
      decisions: ['d'],
      edges: [['c', 'd'], ['d', 'dl', '> 300'], ['dl', 'rp'], ['rp', 'c'], ['d', 'rec', '30–300'], ['d', 'rep', '< 30']],
    },
  },
  {
    id: 'vc-11',
    prompt:
      "Our lab's ChIP protocol, roughly: crosslink with 1% formaldehyde for 10 min, quench with glycine, sonicate to 200–500 bp fragments, immunoprecipitate overnight at 4 °C, reverse crosslinks and purify DNA. We use the Diagenode Bioruptor for sonication.",
    expect: {
      nodes: {
        x: 'Crosslink with 1% formaldehyde for 10 min',
        q: 'Quench with glycine',
        s: 'Sonicate to 200–500 bp fragments',
        i: 'Immunoprecipitate overnight at 4 °C',
        r: 'Reverse crosslinks',
        p: 'Purify DNA',
      },
      edges: [['x', 'q'], ['q', 's'], ['s', 'i'], ['i', 'r'], ['r', 'p']],
    },
  },
  {
    id: 'vc-12',
    prompt:
      'Dissect the brain and post-fix in 4% PFA overnight. Note: all solutions should be ice-cold. Cryoprotect in 30% sucrose until the tissue sinks, then section at 40 µm on a cryostat.',
    expect: {
      nodes: { d: 'Dissect brain', p: 'Post-fix in 4% PFA overnight', c: 'Cryoprotect in 30% sucrose until tissue sinks', s: 'Section at 40 µm on cryostat' },
      edges: [['d', 'p'], ['p', 'c'], ['c', 's']],
    },
  },
  {
    id: 'vc-13',
    prompt: "Hi both, as discussed, here's how the referrals should flow: GP refers → triage nurse → (urgent) consultant within 2 weeks / (routine) clinic list. Thanks, Priya",
    expect: {
      nodes: { g: 'GP refers', t: 'Triage nurse', c: 'Consultant within 2 weeks', l: 'Clinic list' },
      decisions: ['t'],
      edges: [['g', 't'], ['t', 'c', 'Urgent'], ['t', 'l', 'Routine']],
    },
  },
  {
    id: 'vc-14',
    prompt: '## Sample intake\nScan the barcode. Check the temperature log.\n## Processing\nCentrifuge at 1,500 g for 10 min. Aliquot the serum.',
    expect: {
      nodes: { s: 'Scan barcode', t: 'Check temperature log', c: 'Centrifuge at 1,500 g for 10 min', a: 'Aliquot serum' },
      edges: [['s', 't'], ['t', 'c'], ['c', 'a']],
      groups: { 'Sample intake': ['s', 't'], Processing: ['c', 'a'] },
    },
  },
  {
    id: 'vc-15',
    prompt:
      'Responders (≥50% reduction in seizure frequency) continue on the same dose, whereas non-responders are titrated up by 25 mg. All patients are reviewed at 12 weeks.',
    expect: {
      nodes: { d: 'Responder (≥50% reduction in seizure frequency)?', c: 'Continue on same dose', t: 'Titrate up by 25 mg', r: 'Review at 12 weeks' },
      decisions: ['d'],
      edges: [['d', 'c', 'Yes'], ['d', 't', 'No'], ['c', 'r'], ['t', 'r']],
    },
  },
  {
    id: 'vc-16',
    prompt: 'Discharge the patient the same day unless the observations are abnormal at 4 hours, in which case admit overnight.',
    expect: {
      nodes: { d: 'Observations abnormal at 4 hours?', dis: 'Discharge same day', a: 'Admit overnight' },
      decisions: ['d'],
      edges: [['d', 'a', 'Yes'], ['d', 'dis', 'No']],
    },
  },
  {
    id: 'vc-17',
    prompt: 'Has the participant taken the study drug in the last 24 hours? If so, take a PK sample; if not, record the reason and reschedule the visit.',
    expect: {
      nodes: { d: 'Taken study drug in last 24 hours?', pk: 'Take PK sample', r: 'Record reason', v: 'Reschedule visit' },
      decisions: ['d'],
      edges: [['d', 'pk', 'Yes'], ['d', 'r', 'No'], ['r', 'v']],
    },
  },
  {
    id: 'vc-18',
    prompt: 'The student submits the ethics form to the committee. If the committee requests changes, the student revises the form and resubmits it; once approved, recruitment can start.',
    expect: {
      nodes: { s: 'Submit ethics form to committee', d: 'Committee requests changes?', r: 'Revise form', rc: 'Start recruitment' },
      decisions: ['d'],
      edges: [['s', 'd'], ['d', 'r', 'Yes'], ['r', 's'], ['d', 'rc', 'No']],
    },
  },
  {
    id: 'vc-19',
    prompt: 'While the OD600 is below 0.6, keep shaking at 37 °C and measure every 30 min. Then induce with 1 mM IPTG.',
    expect: {
      nodes: { d: 'OD600 below 0.6?', s: 'Shake at 37 °C', m: 'Measure every 30 min', i: 'Induce with 1 mM IPTG' },
      decisions: ['d'],
      edges: [['d', 's', 'Yes'], ['s', 'm'], ['m', 'd'], ['d', 'i', 'No']],
    },
  },
  {
    id: 'vc-20',
    prompt: '1. Prepare the library: (a) fragment DNA to 350 bp; (b) repair the ends; (c) ligate adapters.\n2. Quantify by qPCR.\n3. Pool equimolar and sequence on a NovaSeq.',
    expect: {
      nodes: { f: 'Fragment DNA to 350 bp', r: 'Repair ends', l: 'Ligate adapters', q: 'Quantify by qPCR', p: 'Pool equimolar', s: 'Sequence on NovaSeq' },
      edges: [['f', 'r'], ['r', 'l'], ['l', 'q'], ['q', 'p'], ['p', 's']],
      groups: { 'Prepare the library': ['f', 'r', 'l'] },
    },
  },
  {
    id: 'vc-21',
    prompt: 'I need a simple figure for the supplement, left to right please. Inclusion → baseline MRI → 12-month follow-up → repeat MRI → analysis.',
    expect: {
      nodes: { i: 'Inclusion', b: 'Baseline MRI', f: '12-month follow-up', r: 'Repeat MRI', a: 'Analysis' },
      edges: [['i', 'b'], ['b', 'f'], ['f', 'r'], ['r', 'a']],
      direction: 'LR',
    },
  },
  {
    id: 'vc-22',
    prompt: 'If the platelet count is below 50,000/µL, hold the anticoagulant and recheck in 24 h; otherwise continue at the current dose.',
    expect: {
      nodes: { d: 'Platelet count below 50,000/µL?', h: 'Hold anticoagulant', r: 'Recheck in 24 h', c: 'Continue at current dose' },
      decisions: ['d'],
      edges: [['d', 'h', 'Yes'], ['h', 'r'], ['r', 'd'], ['d', 'c', 'No']],
    },
  },
  {
    id: 'vc-23',
    prompt:
      'Samples are run on either the MiSeq or the NextSeq depending on the read depth needed (MiSeq below 1 M reads per sample). Whichever platform is used, demultiplex with bcl2fastq.',
    expect: {
      nodes: { d: 'Read depth needed below 1 M reads per sample?', m: 'Run on MiSeq', n: 'Run on NextSeq', x: 'Demultiplex with bcl2fastq' },
      decisions: ['d'],
      edges: [['d', 'm', 'Yes'], ['d', 'n', 'No'], ['m', 'x'], ['n', 'x']],
    },
  },
  {
    id: 'vc-24',
    prompt: '1. Load the gel.\n2. Run at 120 V for 45 min.\n3. Image under UV.\n4. If the ladder is smeared, make a fresh gel and go back to step 1.\n5. Cut out the band.',
    expect: {
      nodes: { l: 'Load gel', r: 'Run at 120 V for 45 min', i: 'Image under UV', d: 'Ladder smeared?', f: 'Make fresh gel', c: 'Cut out band' },
      decisions: ['d'],
      edges: [['l', 'r'], ['r', 'i'], ['i', 'd'], ['d', 'f', 'Yes'], ['f', 'l'], ['d', 'c', 'No']],
    },
  },
  {
    id: 'vc-25',
    prompt: 'Fever > 38.5 °C?\n  yes → blood cultures, then empiric antibiotics\n  no → observe 4-hourly',
    expect: {
      nodes: { d: 'Fever > 38.5 °C?', b: 'Blood cultures', a: 'Empiric antibiotics', o: 'Observe 4-hourly' },
      decisions: ['d'],
      edges: [['d', 'b', 'Yes'], ['b', 'a'], ['d', 'o', 'No']],
    },
  },
  {
    id: 'vc-26',
    prompt:
      'On every push the CI runs lint and the unit tests in parallel. If both pass, build the Docker image; if either fails, notify the author on Slack.',
    expect: {
      nodes: { p: 'Push', l: 'Run lint', u: 'Run unit tests', d: 'Both pass?', b: 'Build Docker image', n: 'Notify author on Slack' },
      decisions: ['d'],
      edges: [['p', 'l'], ['p', 'u'], ['l', 'd'], ['u', 'd'], ['d', 'b', 'Yes'], ['d', 'n', 'No']],
    },
  },
  {
    id: 'vc-27',
    prompt:
      'Reads were aligned with STAR (v2.7.10a) [23] and counted with featureCounts [24]. Genes with fewer than 10 counts in all samples were removed before differential expression analysis with DESeq2 (Love et al., 2014).',
    expect: {
      nodes: {
        a: 'Align reads with STAR (v2.7.10a)',
        c: 'Count with featureCounts',
        r: 'Remove genes with fewer than 10 counts in all samples',
        d: 'Differential expression analysis with DESeq2',
      },
      edges: [['a', 'c'], ['c', 'r'], ['r', 'd']],
    },
  },
  {
    id: 'vc-28',
    prompt: 'Dispatch: if the caller reports chest pain, send an ambulance with lights and sirens; for any other complaint, transfer the call to the nurse advice line.',
    expect: {
      nodes: { d: 'Caller reports chest pain?', a: 'Send ambulance with lights and sirens', n: 'Transfer call to nurse advice line' },
      decisions: ['d'],
      edges: [['d', 'a', 'Yes'], ['d', 'n', 'No']],
    },
  },
  {
    id: 'vc-29',
    prompt: 'Study visits: screening (day −14) – baseline (day 0) – dosing (days 1–5) – follow-up (day 28).',
    expect: {
      nodes: { s: 'Screening (day −14)', b: 'Baseline (day 0)', d: 'Dosing (days 1–5)', f: 'Follow-up (day 28)' },
      edges: [['s', 'b'], ['b', 'd'], ['d', 'f']],
    },
  },
  {
    id: 'vc-30',
    prompt:
      'Tumours were measured twice weekly with calipers. Mice whose tumours reached 1,500 mm³ were euthanised; the remaining mice were treated for 21 days and then culled for tissue collection.',
    expect: {
      nodes: {
        m: 'Measure tumours twice weekly with calipers',
        d: 'Tumour reached 1,500 mm³?',
        e: 'Euthanise',
        t: 'Treat for 21 days',
        c: 'Cull for tissue collection',
      },
      decisions: ['d'],
      edges: [['m', 'd'], ['d', 'e', 'Yes'], ['d', 't', 'No'], ['t', 'c']],
    },
  },
  {
    id: 'vc-31',
    prompt:
      'For each participant, download the raw EEG, filter it 1–40 Hz and reject epochs with amplitude above 100 µV. When all participants are done, compute the grand average.',
    expect: {
      nodes: {
        w: 'Download raw EEG',
        f: 'Filter 1–40 Hz',
        r: 'Reject epochs with amplitude above 100 µV',
        d: 'All participants done?',
        g: 'Compute grand average',
      },
      decisions: ['d'],
      edges: [['w', 'f'], ['f', 'r'], ['r', 'd'], ['d', 'w', 'No'], ['d', 'g', 'Yes']],
    },
  },
  {
    id: 'vc-32',
    prompt: 'Harvest the cells, wash in PBS, (optional) stain with a viability dye, fix, and acquire on the cytometer.',
    expect: {
      nodes: { h: 'Harvest cells', w: 'Wash in PBS', s: 'Stain with viability dye (optional)', f: 'Fix', a: 'Acquire on cytometer' },
      edges: [['h', 'w'], ['w', 's'], ['s', 'f'], ['f', 'a']],
    },
  },
  {
    id: 'vc-33',
    prompt: 'Spin down the cells and then resuspend them in 1 ml of fresh medium; count them with trypan blue and then seed at 10,000 cells per well.',
    expect: {
      nodes: { s: 'Spin down cells', r: 'Resuspend in 1 ml fresh medium', c: 'Count with trypan blue', p: 'Seed at 10,000 cells per well' },
      edges: [['s', 'r'], ['r', 'c'], ['c', 'p']],
    },
  },
  {
    id: 'vc-34',
    prompt:
      'If the patient is septic, take two sets of blood cultures and start broad-spectrum antibiotics within 1 hour; otherwise treat the source. Then reassess at 6 hours.',
    expect: {
      nodes: {
        d: 'Patient septic?',
        b: 'Take two sets of blood cultures',
        a: 'Start broad-spectrum antibiotics within 1 hour',
        t: 'Treat source',
        r: 'Reassess at 6 hours',
      },
      decisions: ['d'],
      edges: [['d', 'b', 'Yes'], ['b', 'a'], ['a', 'r'], ['d', 't', 'No'], ['t', 'r']],
    },
  },
  {
    id: 'vc-35',
    prompt: "Title: 'Sample triage at the biobank'. Samples arrive → check consent. No consent → destroy. Consent present → accession → store.",
    expect: {
      nodes: { a: 'Samples arrive', d: 'Check consent', x: 'Destroy', c: 'Accession', s: 'Store' },
      decisions: ['d'],
      edges: [['a', 'd'], ['d', 'x', 'No consent'], ['d', 'c', 'Consent present'], ['c', 's']],
      title: 'Sample triage at the biobank',
    },
  },
  {
    id: 'vc-36',
    prompt: "I need a figure comparing the three cohorts' ages as a box plot.",
    expect: { refuse: 'A box plot of ages is a chart, not a flow of steps.' },
  },
  {
    id: 'vc-37',
    prompt: 'Wash the beads with 500 µl wash buffer; repeat until the supernatant is clear (usually 3–4 times). Elute in 50 µl of 0.1 M glycine pH 2.5.',
    expect: {
      nodes: { w: 'Wash beads with 500 µl wash buffer', d: 'Supernatant clear?', e: 'Elute in 50 µl of 0.1 M glycine pH 2.5' },
      decisions: ['d'],
      edges: [['w', 'd'], ['d', 'w', 'No'], ['d', 'e', 'Yes']],
    },
  },
  {
    id: 'vc-38',
    prompt:
      'The nurse consents the patient and draws blood; the lab extracts DNA and genotypes it; the data team checks the calls and uploads them to the registry. Please show who does what in lanes.',
    expect: {
      nodes: { c: 'Consent patient', b: 'Draw blood', x: 'Extract DNA', g: 'Genotype', q: 'Check calls', u: 'Upload to registry' },
      edges: [['c', 'b'], ['b', 'x'], ['x', 'g'], ['g', 'q'], ['q', 'u']],
      lanes: { Nurse: ['c', 'b'], Lab: ['x', 'g'], 'Data team': ['q', 'u'] },
    },
  },
  {
    id: 'vc-39',
    prompt:
      'Start with "Patient arrives", then triage. I would like the triage box in red. After triage, patients go either to resus (category 1) or to the waiting room (categories 2–5).',
    expect: {
      nodes: { a: 'Patient arrives', t: 'Triage', r: 'Resus', w: 'Waiting room' },
      decisions: ['t'],
      edges: [['a', 't'], ['t', 'r', 'Category 1'], ['t', 'w', 'Categories 2–5']],
    },
  },
  {
    id: 'vc-40',
    prompt:
      'Participants complete the baseline questionnaire online. Anyone scoring 10 or more on the PHQ-9 is phoned by a clinician within 48 hours; everyone else is sent the self-help booklet. All participants receive the follow-up questionnaire at 3 months.',
    expect: {
      nodes: {
        q: 'Complete baseline questionnaire online',
        d: 'PHQ-9 score 10 or more?',
        p: 'Clinician phones within 48 hours',
        b: 'Send self-help booklet',
        f: 'Follow-up questionnaire at 3 months',
      },
      decisions: ['d'],
      edges: [['q', 'd'], ['d', 'p', 'Yes'], ['d', 'b', 'No'], ['p', 'f'], ['b', 'f']],
    },
  },
  {
    id: 'vc-41',
    prompt:
      'Weigh 250 mg of dried leaf powder into a tube. Add 5 ml of 80% methanol, vortex, and sonicate for 15 min. Centrifuge; if the supernatant is cloudy, filter it through a 0.22 µm filter. Inject 10 µl onto the HPLC.',
    expect: {
      nodes: {
        w: 'Weigh 250 mg dried leaf powder into tube',
        a: 'Add 5 ml of 80% methanol',
        v: 'Vortex',
        s: 'Sonicate for 15 min',
        c: 'Centrifuge',
        d: 'Supernatant cloudy?',
        f: 'Filter through 0.22 µm filter',
        i: 'Inject 10 µl onto HPLC',
      },
      decisions: ['d'],
      edges: [['w', 'a'], ['a', 'v'], ['v', 's'], ['s', 'c'], ['c', 'd'], ['d', 'f', 'Yes'], ['d', 'i', 'No'], ['f', 'i']],
    },
  },
  {
    id: 'vc-42',
    prompt:
      'Abstracts are screened by two reviewers independently. Conflicts are resolved by discussion. Full texts of the included abstracts are then retrieved and assessed against the eligibility criteria.',
    expect: {
      nodes: {
        s: 'Two reviewers screen abstracts independently',
        c: 'Resolve conflicts by discussion',
        r: 'Retrieve full texts of included abstracts',
        a: 'Assess against eligibility criteria',
      },
      edges: [['s', 'c'], ['c', 'r'], ['r', 'a']],
    },
  },
  {
    id: 'vc-43',
    prompt:
      'Each week the field team checks the 40 camera traps. A trap with a flat battery gets a new one; a trap with a full card has its card swapped. The images are then uploaded to the server on Friday.',
    expect: {
      nodes: {
        c: 'Check 40 camera traps',
        d1: 'Flat battery?',
        b: 'Replace battery',
        d2: 'Full card?',
        s: 'Swap card',
        u: 'Upload images to server on Friday',
      },
      decisions: ['d1', 'd2'],
      edges: [['c', 'd1'], ['d1', 'b', 'Yes'], ['d1', 'd2', 'No'], ['b', 'd2'], ['d2', 's', 'Yes'], ['d2', 'u', 'No'], ['s', 'u']],
    },
  },
  {
    id: 'vc-44',
    prompt:
      'Sorry for the long message! Basically, the samples come in from the ward, we spin them (3,000 rpm, 10 min), and pipette off the plasma. That goes in the −80 freezer. The pellet is thrown away.',
    expect: {
      nodes: {
        r: 'Samples come in from ward',
        s: 'Spin (3,000 rpm, 10 min)',
        p: 'Pipette off plasma',
        f: 'Store plasma in −80 freezer',
        x: 'Discard pellet',
      },
      edges: [['r', 's'], ['s', 'p'], ['p', 'f'], ['s', 'x']],
    },
  },
  {
    id: 'vc-45',
    prompt:
      'CONSORT please. Of 640 women screened, 212 were ineligible and 48 declined, leaving 380 who were randomised: 190 to the exercise programme and 190 to usual care. Twelve and nine were lost to follow-up at 6 months; 178 and 181 were analysed.',
    expect: {
      nodes: {
        a: 'Assessed for eligibility (n = 640)',
        x: 'Excluded (n = 260): ineligible (n = 212); declined (n = 48)',
        r: 'Randomised (n = 380)',
        a1: 'Allocated to exercise programme (n = 190)',
        a2: 'Allocated to usual care (n = 190)',
        f1: 'Lost to follow-up at 6 months (n = 12)',
        f2: 'Lost to follow-up at 6 months (n = 9)',
        n1: 'Analysed (n = 178)',
        n2: 'Analysed (n = 181)',
      },
      edges: [['a', 'x'], ['a', 'r'], ['r', 'a1'], ['r', 'a2'], ['a1', 'f1'], ['a2', 'f2'], ['f1', 'n1'], ['f2', 'n2']],
    },
  },
  {
    id: 'vc-46',
    prompt:
      'PRISMA 2020 diagram: our searches of MEDLINE, Embase and CINAHL returned 3,118 records and 42 came from trial registers. After removing 894 duplicates, we screened 2,266 titles and abstracts and excluded 2,101. Of 165 reports sought, 7 could not be retrieved; 158 were assessed and 131 excluded (no comparator 70, wrong design 61). 27 studies were included.',
    expect: {
      nodes: {
        i: 'Records identified from databases (n = 3,118) and registers (n = 42)',
        d: 'Duplicates removed (n = 894)',
        s: 'Records screened (n = 2,266)',
        x1: 'Records excluded (n = 2,101)',
        r: 'Reports sought for retrieval (n = 165)',
        nr: 'Reports not retrieved (n = 7)',
        f: 'Reports assessed for eligibility (n = 158)',
        x2: 'Reports excluded (n = 131): no comparator (n = 70); wrong design (n = 61)',
        n: 'Studies included (n = 27)',
      },
      edges: [['i', 'd'], ['i', 's'], ['s', 'x1'], ['s', 'r'], ['r', 'nr'], ['r', 'f'], ['f', 'x2'], ['f', 'n']],
    },
  },
  {
    id: 'vc-47',
    prompt: 'chest pain → ECG → STEMI? → yes: cath lab; no: troponin at 0 and 1 h → rise > 5 ng/L → admit; no rise → discharge with follow-up',
    expect: {
      nodes: {
        c: 'Chest pain',
        e: 'ECG',
        s: 'STEMI?',
        l: 'Cath lab',
        t: 'Troponin at 0 and 1 h',
        d: 'Rise > 5 ng/L?',
        a: 'Admit',
        h: 'Discharge with follow-up',
      },
      decisions: ['s', 'd'],
      edges: [['c', 'e'], ['e', 's'], ['s', 'l', 'Yes'], ['s', 't', 'No'], ['t', 'd'], ['d', 'a', 'Yes'], ['d', 'h', 'No']],
    },
  },
  {
    id: 'vc-48',
    prompt: 'Specimen handling, lanes Porter | Lab: porter collects the box from the ward; porter delivers it to reception; lab books the samples in; lab runs the panel.',
    expect: {
      nodes: { c: 'Porter collects box from ward', d: 'Porter delivers to reception', b: 'Lab books samples in', r: 'Lab runs panel' },
      edges: [['c', 'd'], ['d', 'b'], ['b', 'r']],
      lanes: { Porter: ['c', 'd'], Lab: ['b', 'r'] },
    },
  },
  {
    id: 'vc-49',
    prompt:
      'Two stages, each in its own box. Stage A (field): collect 30 soil cores → pool by plot. Stage B (lab): sieve to 2 mm → extract DNA → 16S amplicon sequencing.',
    expect: {
      nodes: { c: 'Collect 30 soil cores', p: 'Pool by plot', s: 'Sieve to 2 mm', x: 'Extract DNA', q: '16S amplicon sequencing' },
      edges: [['c', 'p'], ['p', 's'], ['s', 'x'], ['x', 'q']],
      groups: { 'Stage A (field)': ['c', 'p'], 'Stage B (lab)': ['s', 'x', 'q'] },
    },
  },
  {
    id: 'vc-50',
    prompt:
      'Hypoglycaemia in a conscious adult: check capillary glucose. Below 4 mmol/L? Yes → give 15–20 g quick-acting carbohydrate → recheck after 15 min → still below 4? yes → repeat the carbohydrate; no → give a long-acting carbohydrate snack. No → no treatment needed.',
    expect: {
      nodes: {
        c: 'Check capillary glucose',
        d1: 'Below 4 mmol/L?',
        g: 'Give 15–20 g quick-acting carbohydrate',
        r: 'Recheck after 15 min',
        d2: 'Still below 4?',
        s: 'Give long-acting carbohydrate snack',
        n: 'No treatment needed',
      },
      decisions: ['d1', 'd2'],
      edges: [['c', 'd1'], ['d1', 'g', 'Yes'], ['g', 'r'], ['r', 'd2'], ['d2', 'g', 'Yes'], ['d2', 's', 'No'], ['d1', 'n', 'No']],
    },
  },
  {
    id: 'vc-51',
    prompt:
      'Variant calling: align reads with BWA-MEM → mark duplicates → base quality recalibration → HaplotypeCaller per sample → joint genotyping → VQSR → filtered VCF. Samples with mean coverage under 20x are dropped after marking duplicates.',
    expect: {
      nodes: {
        a: 'Align reads with BWA-MEM',
        m: 'Mark duplicates',
        d: 'Mean coverage under 20x?',
        x: 'Drop sample',
        b: 'Base quality recalibration',
        h: 'HaplotypeCaller per sample',
        j: 'Joint genotyping',
        v: 'VQSR',
        f: 'Filtered VCF',
      },
      decisions: ['d'],
      edges: [['a', 'm'], ['m', 'd'], ['d', 'x', 'Yes'], ['d', 'b', 'No'], ['b', 'h'], ['h', 'j'], ['j', 'v'], ['v', 'f']],
    },
  },
  {
    id: 'vc-52',
    prompt:
      'Household survey flow: enumerate dwellings → select 20 per cluster → visit; if nobody is home, revisit up to twice more, then replace the dwelling. If someone is home, obtain consent and interview the head of household.',
    expect: {
      nodes: {
        e: 'Enumerate dwellings',
        s: 'Select 20 per cluster',
        v: 'Visit',
        d: 'Nobody home?',
        r: 'Revisit up to twice more',
        p: 'Replace dwelling',
        c: 'Obtain consent',
        i: 'Interview head of household',
      },
      decisions: ['d'],
      edges: [['e', 's'], ['s', 'v'], ['v', 'd'], ['d', 'r', 'Yes'], ['r', 'p'], ['d', 'c', 'No'], ['c', 'i']],
    },
  },
  {
    id: 'vc-53',
    prompt:
      'Colony PCR screen: pick 8 colonies into 20 µL water, use 1 µL as template, run 25 cycles, check on a 1% gel.\n- Band at 1.2 kb → miniprep that colony, then send for sequencing.\n- No band or wrong size → pick 8 more colonies and repeat.',
    expect: {
      nodes: {
        p: 'Pick 8 colonies into 20 µL water',
        t: 'Use 1 µL as template',
        r: 'Run 25 cycles',
        g: 'Check on 1% gel',
        d: 'Band at 1.2 kb?',
        m: 'Miniprep that colony',
        s: 'Send for sequencing',
        k: 'Pick 8 more colonies',
      },
      decisions: ['d'],
      edges: [['p', 't'], ['t', 'r'], ['r', 'g'], ['g', 'd'], ['d', 'm', 'Yes'], ['m', 's'], ['d', 'k', 'No'], ['k', 't']],
    },
  },
  {
    id: 'vc-54',
    prompt:
      'Calibration check before each run: measure the 3 standards. Slope between 0.95 and 1.05 → run the samples; slope outside that range → recalibrate and measure the standards again.',
    expect: {
      nodes: { m: 'Measure 3 standards', d: 'Slope between 0.95 and 1.05?', r: 'Run samples', c: 'Recalibrate' },
      decisions: ['d'],
      edges: [['m', 'd'], ['d', 'r', 'Yes'], ['d', 'c', 'No'], ['c', 'm']],
    },
  },
  {
    id: 'vc-55',
    prompt:
      'Day 1: plate 2 × 10^5 cells per well. Day 2: transfect with siRNA (20 nM). Day 4: harvest half the wells for RNA and the other half for protein.',
    expect: {
      nodes: { p: 'Day 1: plate 2 × 10^5 cells per well', t: 'Day 2: transfect with siRNA (20 nM)', r: 'Day 4: harvest wells for RNA', q: 'Harvest wells for protein' },
      edges: [['p', 't'], ['t', 'r'], ['t', 'q']],
    },
  },
  {
    id: 'vc-56',
    prompt:
      'Audit sampling: pull 50 charts at random each quarter. Two auditors score each chart independently. Where they disagree by more than 2 points, a third auditor re-scores the chart. Scores are then entered into the dashboard.',
    expect: {
      nodes: {
        p: 'Pull 50 charts at random each quarter',
        s: 'Two auditors score each chart independently',
        d: 'Disagree by more than 2 points?',
        t: 'Third auditor re-scores chart',
        e: 'Enter scores into dashboard',
      },
      decisions: ['d'],
      edges: [['p', 's'], ['s', 'd'], ['d', 't', 'Yes'], ['d', 'e', 'No'], ['t', 'e']],
    },
  },
  {
    id: 'vc-57',
    prompt:
      'Manuscript workflow: draft → internal review by all co-authors → revise → submit to journal → peer review → decision. Accept: proofs → publication. Major or minor revisions: revise and resubmit. Reject: reformat for the next journal and submit again.',
    expect: {
      nodes: {
        dr: 'Draft',
        ir: 'Internal review by all co-authors',
        rv: 'Revise',
        su: 'Submit to journal',
        pr: 'Peer review',
        de: 'Decision',
        pf: 'Proofs',
        pu: 'Publication',
        rr: 'Revise and resubmit',
        rf: 'Reformat for next journal',
      },
      decisions: ['de'],
      edges: [
        ['dr', 'ir'], ['ir', 'rv'], ['rv', 'su'], ['su', 'pr'], ['pr', 'de'], ['de', 'pf', 'Accept'], ['pf', 'pu'],
        ['de', 'rr', 'Major or minor revisions'], ['rr', 'pr'], ['de', 'rf', 'Reject'], ['rf', 'su'],
      ],
    },
  },
  {
    id: 'vc-58',
    prompt:
      'Water sampling at each site: record GPS and time, measure temperature and conductivity with the probe, then fill two 1 L bottles. If turbidity is above 50 NTU, also fill a third bottle for sediment. Keep all bottles at 4 °C and deliver to the lab within 24 h.',
    expect: {
      nodes: {
        g: 'Record GPS and time',
        m: 'Measure temperature and conductivity with probe',
        f: 'Fill two 1 L bottles',
        d: 'Turbidity above 50 NTU?',
        t: 'Fill third bottle for sediment',
        k: 'Keep all bottles at 4 °C',
        l: 'Deliver to lab within 24 h',
      },
      decisions: ['d'],
      edges: [['g', 'm'], ['m', 'f'], ['f', 'd'], ['d', 't', 'Yes'], ['d', 'k', 'No'], ['t', 'k'], ['k', 'l']],
    },
  },
  {
    id: 'vc-59',
    prompt:
      'Libraries are quantified by Qubit. Those below 2 nM are re-amplified with 4 extra cycles; the rest go straight to pooling. The pool is then sequenced on a NextSeq 2000.',
    expect: {
      nodes: {
        q: 'Quantify libraries by Qubit',
        d: 'Below 2 nM?',
        r: 'Re-amplify with 4 extra cycles',
        p: 'Pooling',
        s: 'Sequence pool on NextSeq 2000',
      },
      decisions: ['d'],
      edges: [['q', 'd'], ['d', 'r', 'Yes'], ['d', 'p', 'No'], ['r', 'p'], ['p', 's']],
    },
  },
  {
    id: 'vc-60',
    prompt:
      'Screening visit: informed consent, then medical history and physical exam, then bloods (FBC, U&E, LFT). Participants who meet all criteria are booked for baseline within 14 days, which includes the first MRI.',
    expect: {
      nodes: {
        c: 'Informed consent',
        h: 'Medical history and physical exam',
        b: 'Bloods (FBC, U&E, LFT)',
        d: 'Meets all criteria?',
        k: 'Book baseline within 14 days (includes first MRI)',
      },
      decisions: ['d'],
      edges: [['c', 'h'], ['h', 'b'], ['b', 'd'], ['d', 'k', 'Yes']],
    },
  },
  {
    id: 'vc-61',
    prompt:
      'Thaw the plasma on ice. Meanwhile, equilibrate the columns with 500 µL binding buffer. Load 200 µL plasma onto each column and spin at 1,000 g for 1 min.',
    expect: {
      nodes: {
        t: 'Thaw plasma on ice',
        e: 'Equilibrate columns with 500 µL binding buffer',
        l: 'Load 200 µL plasma onto each column',
        s: 'Spin at 1,000 g for 1 min',
      },
      edges: [['t', 'l'], ['e', 'l'], ['l', 's']],
    },
  },
  {
    id: 'vc-62',
    prompt:
      'Each batch of 96 samples is extracted on the robot (about 2 h), checked on the TapeStation and normalised to 10 ng/µL. Batches that fail the TapeStation check are re-extracted from the backup aliquot.',
    expect: {
      nodes: {
        x: 'Extract batch of 96 samples on robot (about 2 h)',
        c: 'Check on TapeStation',
        d: 'Fail TapeStation check?',
        r: 'Re-extract from backup aliquot',
        n: 'Normalise to 10 ng/µL',
      },
      decisions: ['d'],
      edges: [['x', 'c'], ['c', 'd'], ['d', 'r', 'Yes'], ['r', 'c'], ['d', 'n', 'No']],
    },
  },
];
