// Forty-three requests in voices the earlier sets used little: software release and deploy
// processes, field-work protocols, second-language English ("patient arrive to emergency", "in
// other case"), clinical pathways with remarks between the steps ("The swab result usually comes
// back in 2-3 days"), lab notebooks with notes in brackets, quantities with units and thousands
// separators, "otherwise" several sentences after its "if", "in both cases", "go back to step 1",
// "this continues until", parallel builds that meet again, and sentences about the drawing.
// Written before the reader's code was read, each with the graph a careful reader of the text
// would draw: no box the text does not ask for, no arrow it implies left out. Judged by
// bench/understanding/flowJudge.ts.
import type { ResearcherPrompt } from './researcherPrompts.ts';

export const CROSS_VOICE_PROMPTS: ResearcherPrompt[] = [
  {
    id: 'xv-01',
    prompt:
      'Release process: cut a release branch from main, bump the version number, and run the full test suite. If any test fails, fix it on the branch and run the suite again. Once it is green, tag the release and publish the package to npm.',
    expect: {
      nodes: { c: 'Cut release branch from main', b: 'Bump version number', r: 'Run full test suite', d: 'Any test fails?', f: 'Fix it on the branch', t: 'Tag the release', p: 'Publish package to npm' },
      decisions: ['d'],
      edges: [['c', 'b'], ['b', 'r'], ['r', 'd'], ['d', 'f', 'Yes'], ['f', 'r'], ['d', 't', 'No'], ['t', 'p']],
    },
  },
  {
    id: 'xv-02',
    prompt: 'First we are taking the blood sample from patient. After this the sample is centrifuged during 10 minutes at 3000 rpm. The plasma we are storing at -80 °C until analysis.',
    expect: {
      nodes: { t: 'Take blood sample from patient', c: 'Centrifuge 10 minutes at 3000 rpm', s: 'Store plasma at -80 °C until analysis' },
      edges: [['t', 'c'], ['c', 's']],
    },
  },
  {
    id: 'xv-03',
    prompt:
      'Lay a 50 m transect. Place a 1 m² quadrat at the start of the transect and record the percent cover of each species. If a species cannot be identified in the field, collect a voucher specimen. Photograph the quadrat.',
    expect: {
      nodes: { l: 'Lay a 50 m transect', p: 'Place a 1 m² quadrat at start of transect', r: 'Record percent cover of each species', d: 'Species cannot be identified in the field?', v: 'Collect voucher specimen', f: 'Photograph the quadrat' },
      decisions: ['d'],
      edges: [['l', 'p'], ['p', 'r'], ['r', 'd'], ['d', 'v', 'Yes'], ['v', 'f'], ['d', 'f', 'No']],
    },
  },
  {
    id: 'xv-04',
    prompt: 'Sample prep takes about 2 h and is done on ice. Lyse cells in RIPA buffer, spin at 14,000 g for 15 min at 4 °C, and keep the supernatant. Measure protein by BCA.',
    expect: {
      nodes: { l: 'Lyse cells in RIPA buffer', s: 'Spin at 14,000 g for 15 min at 4 °C', k: 'Keep the supernatant', m: 'Measure protein by BCA' },
      edges: [['l', 's'], ['s', 'k'], ['k', 'm']],
    },
  },
  {
    id: 'xv-05',
    prompt:
      'When a PR is opened, CI builds the Docker image and, in parallel, runs the linter. Once both have finished, a reviewer is assigned. If the reviewer requests changes, the author pushes a fix and CI runs again. Approved PRs are merged.',
    expect: {
      nodes: { o: 'PR opened', b: 'Build Docker image', l: 'Run linter', a: 'Assign reviewer', d: 'Changes requested?', f: 'Author pushes a fix', m: 'Merge PR' },
      decisions: ['d'],
      edges: [['o', 'b'], ['o', 'l'], ['b', 'a'], ['l', 'a'], ['a', 'd'], ['d', 'f', 'Yes'], ['f', 'b'], ['f', 'l'], ['d', 'm', 'No']],
    },
  },
  {
    id: 'xv-06',
    prompt:
      'Patient arrive to emergency, nurse make triage. If patient have chest pain, do ECG in 10 minutes. If ECG show ST elevation, call cath lab. If not, patient wait for doctor. Patient without chest pain also wait for doctor.',
    expect: {
      nodes: { a: 'Patient arrives at emergency', t: 'Nurse makes triage', c: 'Chest pain?', e: 'Do ECG in 10 minutes', s: 'ST elevation?', l: 'Call cath lab', w: 'Patient waits for doctor' },
      decisions: ['c', 's'],
      edges: [['a', 't'], ['t', 'c'], ['c', 'e', 'Yes'], ['e', 's'], ['s', 'l', 'Yes'], ['s', 'w', 'No'], ['c', 'w', 'No']],
    },
  },
  {
    id: 'xv-07',
    prompt:
      'Day 1: transfect HEK293T with the plasmid using Lipofectamine (3 µl per µg DNA). Day 2: change the medium. Day 3: collect the supernatant, then filter it through a 0.45 µm filter. NB: the virus is BSL-2, so everything happens in the hood.',
    expect: {
      nodes: { t: 'Transfect HEK293T with plasmid using Lipofectamine', m: 'Change the medium', c: 'Collect the supernatant', f: 'Filter through 0.45 µm filter' },
      edges: [['t', 'm'], ['m', 'c'], ['c', 'f']],
    },
  },
  {
    id: 'xv-08',
    prompt:
      'Assess the wound at 48 hours. If there are signs of infection, take a swab and start empirical flucloxacillin. The swab result usually comes back in 2-3 days. Otherwise, remove the dressing.',
    expect: {
      nodes: { a: 'Assess wound at 48 hours', d: 'Signs of infection?', s: 'Take a swab', f: 'Start empirical flucloxacillin', r: 'Remove the dressing' },
      decisions: ['d'],
      edges: [['a', 'd'], ['d', 's', 'Yes'], ['s', 'f'], ['d', 'r', 'No']],
    },
  },
  {
    id: 'xv-09',
    prompt:
      'While there are messages in the queue, take the next message, validate it against the schema and write it to the database. Invalid messages go to the dead-letter queue. When the queue is empty, send a summary e-mail.',
    expect: {
      nodes: { q: 'Messages in queue?', t: 'Take next message', v: 'Validate against schema', d: 'Valid?', w: 'Write to database', l: 'Send to dead-letter queue', s: 'Send summary e-mail' },
      decisions: ['q', 'd'],
      edges: [['q', 't', 'Yes'], ['t', 'v'], ['v', 'd'], ['d', 'w', 'Yes'], ['d', 'l', 'No'], ['w', 'q'], ['l', 'q'], ['q', 's', 'No']],
    },
  },
  {
    id: 'xv-10',
    prompt:
      "Total RNA was extracted with TRIzol (Invitrogen) according to the manufacturer's instructions. RNA integrity was checked on a Bioanalyzer, and only samples with a RIN of 7 or higher were used for library preparation. Libraries were sequenced on a NovaSeq 6000 (2 × 150 bp).",
    expect: {
      nodes: { e: 'Extract total RNA with TRIzol', c: 'Check RNA integrity on Bioanalyzer', d: 'RIN 7 or higher?', l: 'Library preparation', s: 'Sequence on NovaSeq 6000' },
      decisions: ['d'],
      edges: [['e', 'c'], ['c', 'd'], ['d', 'l', 'Yes'], ['l', 's']],
    },
  },
  {
    id: 'xv-11',
    prompt:
      'Flowchart for the figure 2, please. Top to bottom. Screen 2,400 compounds at 10 µM → pick hits with > 50% inhibition → confirm hits in dose-response → test the confirmed hits in the cell assay.',
    expect: {
      nodes: { s: 'Screen 2,400 compounds at 10 µM', p: 'Pick hits with > 50% inhibition', c: 'Confirm hits in dose-response', t: 'Test confirmed hits in cell assay' },
      edges: [['s', 'p'], ['p', 'c'], ['c', 't']],
      direction: 'TB',
    },
  },
  {
    id: 'xv-12',
    prompt:
      'In case the sample is haemolysed, it must be rejected and new sample is requested. In other case, the analysis proceed normally and the result is validated by biologist.',
    expect: {
      nodes: { d: 'Sample haemolysed?', r: 'Reject sample', n: 'Request new sample', a: 'Proceed with analysis', v: 'Biologist validates result' },
      decisions: ['d'],
      edges: [['d', 'r', 'Yes'], ['r', 'n'], ['d', 'a', 'No'], ['a', 'v']],
    },
  },
  {
    id: 'xv-13',
    prompt: 'Pellet the cells at 300 g for 5 min; if the pellet looks loose, spin for another 5 min. Resuspend in 1 ml PBS and count on the Countess.',
    expect: {
      nodes: { p: 'Pellet cells at 300 g for 5 min', d: 'Pellet loose?', s: 'Spin for another 5 min', r: 'Resuspend in 1 ml PBS', c: 'Count on the Countess' },
      decisions: ['d'],
      edges: [['p', 'd'], ['d', 's', 'Yes'], ['s', 'r'], ['d', 'r', 'No'], ['r', 'c']],
    },
  },
  {
    id: 'xv-14',
    prompt:
      '1. Freeze the code on Monday.\n2. QA runs the regression suite.\n   a. If a blocker is found, the release is postponed by one week.\n3. Write the release notes.\n4. Deploy to production on Thursday.',
    expect: {
      nodes: { f: 'Freeze code on Monday', q: 'QA runs regression suite', d: 'Blocker found?', p: 'Postpone release by one week', w: 'Write release notes', y: 'Deploy to production on Thursday' },
      decisions: ['d'],
      edges: [['f', 'q'], ['q', 'd'], ['d', 'p', 'Yes'], ['p', 'w'], ['d', 'w', 'No'], ['w', 'y']],
    },
  },
  {
    id: 'xv-15',
    prompt:
      'We go to the pond at sunrise. We measure water temperature and dissolved oxygen with the probe. After, we take 3 water samples of 500 ml. Samples go in cool box and we bring them to the lab the same day.',
    expect: {
      nodes: { g: 'Go to pond at sunrise', m: 'Measure water temperature and dissolved oxygen with probe', t: 'Take 3 water samples of 500 ml', c: 'Put samples in cool box', b: 'Bring to lab same day' },
      edges: [['g', 'm'], ['m', 't'], ['t', 'c'], ['c', 'b']],
    },
  },
  {
    id: 'xv-16',
    prompt: 'Give aspirin 300 mg unless the patient is already on an anticoagulant. Then do a CT head within one hour.',
    expect: {
      nodes: { d: 'Already on an anticoagulant?', a: 'Give aspirin 300 mg', c: 'CT head within one hour' },
      decisions: ['d'],
      edges: [['d', 'a', 'No'], ['a', 'c'], ['d', 'c', 'Yes']],
    },
  },
  {
    id: 'xv-17',
    prompt:
      'Wash the beads three times with 500 µl wash buffer. Elute in 50 µl elution buffer at 65 °C for 10 min. Measure the eluate on the NanoDrop and, if the yield is under 10 ng/µl, elute once more and pool the eluates.',
    expect: {
      nodes: { w: 'Wash beads three times with 500 µl wash buffer', e: 'Elute in 50 µl elution buffer at 65 °C for 10 min', m: 'Measure eluate on NanoDrop', d: 'Yield under 10 ng/µl?', o: 'Elute once more', p: 'Pool the eluates' },
      decisions: ['d'],
      edges: [['w', 'e'], ['e', 'm'], ['m', 'd'], ['d', 'o', 'Yes'], ['o', 'p']],
    },
  },
  {
    id: 'xv-18',
    prompt:
      'Deploy the new version to 5% of users (canary). Watch the error rate for 30 minutes. If it rises above 1%, roll back immediately and open an incident. If it stays below 1%, increase to 50%, then to 100%.',
    expect: {
      nodes: { c: 'Deploy new version to 5% of users', w: 'Watch error rate for 30 minutes', d: 'Error rate above 1%?', r: 'Roll back immediately', i: 'Open an incident', h: 'Increase to 50%', a: 'Increase to 100%' },
      decisions: ['d'],
      edges: [['c', 'w'], ['w', 'd'], ['d', 'r', 'Yes'], ['r', 'i'], ['d', 'h', 'No'], ['h', 'a']],
    },
  },
  {
    id: 'xv-19',
    prompt: 'Eligible patients are randomised 1:1 to physiotherapy or to usual care. Both groups are followed up at 6 and 12 weeks.',
    expect: {
      nodes: { r: 'Eligible patients randomised 1:1', p: 'Physiotherapy', u: 'Usual care', f: 'Follow-up at 6 and 12 weeks' },
      edges: [['r', 'p'], ['r', 'u'], ['p', 'f'], ['u', 'f']],
    },
  },
  {
    id: 'xv-20',
    prompt:
      'Western blot (our usual one)\nRun 20 µg protein on a 10% gel. Transfer to PVDF (wet transfer, 100 V, 1 h). Block in 5% milk. Primary antibody overnight at 4 °C (1:1000). Secondary 1 h at RT. Develop with ECL.',
    expect: {
      nodes: {
        r: 'Run 20 µg protein on a 10% gel',
        t: 'Transfer to PVDF (wet transfer, 100 V, 1 h)',
        b: 'Block in 5% milk',
        p: 'Primary antibody overnight at 4 °C',
        s: 'Secondary 1 h at RT',
        d: 'Develop with ECL',
      },
      edges: [['r', 't'], ['t', 'b'], ['b', 'p'], ['p', 's'], ['s', 'd']],
    },
  },
  {
    id: 'xv-21',
    prompt:
      'The reviewer read the manuscript and decide. If accept, the paper go to production. If minor revision, authors correct and send again to the same reviewer. If reject, we send letter to authors.',
    expect: {
      nodes: { r: 'Reviewer reads manuscript', d: 'Reviewer decision?', p: 'Paper goes to production', c: 'Authors correct and send again', l: 'Send letter to authors' },
      decisions: ['d'],
      edges: [['r', 'd'], ['d', 'p', 'Accept'], ['d', 'c', 'Minor revision'], ['c', 'r'], ['d', 'l', 'Reject']],
    },
  },
  {
    id: 'xv-22',
    prompt:
      'Take a history and examine the child. If there is a non-blanching rash, give IM benzylpenicillin; if not, send bloods. In both cases, discuss with the paediatric registrar.',
    expect: {
      nodes: { h: 'Take a history', e: 'Examine the child', d: 'Non-blanching rash?', b: 'Give IM benzylpenicillin', s: 'Send bloods', r: 'Discuss with paediatric registrar' },
      decisions: ['d'],
      edges: [['h', 'e'], ['e', 'd'], ['d', 'b', 'Yes'], ['d', 's', 'No'], ['b', 'r'], ['s', 'r']],
    },
  },
  {
    id: 'xv-23',
    prompt:
      "1. Pull the latest data.\n2. Run the cleaning script.\n3. Check the row count against yesterday's.\n4. If it dropped by more than 10%, go back to step 1.\n5. Otherwise, rebuild the dashboard.",
    expect: {
      nodes: { p: 'Pull latest data', c: 'Run cleaning script', r: "Check row count against yesterday's", d: 'Row count dropped by more than 10%?', b: 'Rebuild the dashboard' },
      decisions: ['d'],
      edges: [['p', 'c'], ['c', 'r'], ['r', 'd'], ['d', 'p', 'Yes'], ['d', 'b', 'No']],
    },
  },
  {
    id: 'xv-24',
    prompt:
      'Check each trap at dawn. Empty traps are reset. For each animal caught, record species, sex and weight, mark it with an ear tag if it is not already marked, and release it at the point of capture.',
    expect: {
      nodes: { c: 'Check each trap at dawn', e: 'Trap empty?', r: 'Reset trap', w: 'Record species, sex and weight', m: 'Already marked?', t: 'Mark with ear tag', l: 'Release at point of capture' },
      decisions: ['e', 'm'],
      edges: [['c', 'e'], ['e', 'r', 'Yes'], ['e', 'w', 'No'], ['w', 'm'], ['m', 't', 'No'], ['m', 'l', 'Yes'], ['t', 'l']],
    },
  },
  {
    id: 'xv-25',
    prompt:
      'Start with 1,000 ml normal saline over 1 hour. Reassess: if urine output is still < 0.5 ml/kg/h, give a further 500 ml bolus and reassess; once output is adequate, start maintenance fluids.',
    expect: {
      nodes: { s: 'Start 1,000 ml normal saline over 1 hour', r: 'Reassess', d: 'Urine output < 0.5 ml/kg/h?', b: 'Give further 500 ml bolus', m: 'Start maintenance fluids' },
      decisions: ['d'],
      edges: [['s', 'r'], ['r', 'd'], ['d', 'b', 'Yes'], ['b', 'r'], ['d', 'm', 'No']],
    },
  },
  {
    id: 'xv-26',
    prompt:
      'Start: referral received. The admin checks the referral form is complete (please draw this as a diamond). Incomplete forms are sent back to the GP. Complete ones are triaged by a consultant within 2 weeks.',
    expect: {
      nodes: { s: 'Referral received', d: 'Referral form complete?', g: 'Send back to GP', t: 'Triaged by consultant within 2 weeks' },
      decisions: ['d'],
      ends: ['s'],
      edges: [['s', 'd'], ['d', 'g', 'No'], ['d', 't', 'Yes']],
    },
  },
  {
    id: 'xv-27',
    prompt:
      'Pharmacist receive the prescription and verify the dose. When dose is correct, he prepare the medication and give to nurse. When dose is not correct, he call the doctor for clarify and after he verify again.',
    expect: {
      nodes: { r: 'Receive prescription', v: 'Verify dose', d: 'Dose correct?', p: 'Prepare medication', n: 'Give to nurse', c: 'Call doctor to clarify' },
      decisions: ['d'],
      edges: [['r', 'v'], ['v', 'd'], ['d', 'p', 'Yes'], ['p', 'n'], ['d', 'c', 'No'], ['c', 'v']],
    },
  },
  {
    id: 'xv-28',
    prompt: "Restart the service. If that doesn't help, check the disk space. If the disk is full, clear the old logs. Otherwise, page the on-call engineer.",
    expect: {
      nodes: { r: 'Restart the service', h: 'Restart helped?', c: 'Check disk space', d: 'Disk full?', l: 'Clear old logs', p: 'Page on-call engineer' },
      decisions: ['h', 'd'],
      edges: [['r', 'h'], ['h', 'c', 'No'], ['c', 'd'], ['d', 'l', 'Yes'], ['d', 'p', 'No']],
    },
  },
  {
    id: 'xv-29',
    prompt:
      'Dear colleague, as discussed, here is our triage: every caller is asked whether they have a fever. Those with fever get a same-day appointment; everyone else is booked into the routine clinic. Thanks, Ana',
    expect: {
      nodes: { d: 'Fever?', s: 'Same-day appointment', r: 'Book into routine clinic' },
      decisions: ['d'],
      edges: [['d', 's', 'Yes'], ['d', 'r', 'No']],
    },
  },
  {
    id: 'xv-30',
    prompt:
      'Plate the standards and samples in duplicate. Add 100 µl of detection antibody to each well and incubate for 2 h. Wash 4 times. Add TMB, stop the reaction after 20 min with 2 N H2SO4 and read at 450 nm.',
    expect: {
      nodes: {
        p: 'Plate standards and samples in duplicate',
        a: 'Add 100 µl detection antibody to each well',
        i: 'Incubate for 2 h',
        w: 'Wash 4 times',
        t: 'Add TMB',
        s: 'Stop reaction after 20 min with 2 N H2SO4',
        r: 'Read at 450 nm',
      },
      edges: [['p', 'a'], ['a', 'i'], ['i', 'w'], ['w', 't'], ['t', 's'], ['s', 'r']],
    },
  },
  {
    id: 'xv-31',
    prompt: "Every night the backup job runs. It checks whether yesterday's backup completed; if so, it deletes backups older than 30 days. Then it uploads tonight's backup to S3.",
    expect: {
      nodes: { j: 'Backup job runs', d: "Yesterday's backup completed?", x: 'Delete backups older than 30 days', u: "Upload tonight's backup to S3" },
      decisions: ['d'],
      edges: [['j', 'd'], ['d', 'x', 'Yes'], ['x', 'u'], ['d', 'u', 'No']],
    },
  },
  {
    id: 'xv-32',
    prompt:
      'Anaphylaxis\n1. Call for help.\n2. Give adrenaline 0.5 mg IM (0.5 ml of 1:1000).\n   - Repeat after 5 minutes if there is no improvement.\n3. Give high-flow oxygen.\n4. Start an IV fluid challenge (500 ml crystalloid).',
    expect: {
      nodes: { c: 'Call for help', a: 'Give adrenaline 0.5 mg IM', d: 'Improvement after 5 minutes?', o: 'Give high-flow oxygen', f: 'Start IV fluid challenge (500 ml crystalloid)' },
      decisions: ['d'],
      edges: [['c', 'a'], ['a', 'd'], ['d', 'a', 'No'], ['d', 'o', 'Yes'], ['o', 'f']],
    },
  },
  {
    id: 'xv-33',
    prompt:
      'Q1 ask if household has a latrine. If yes go to Q2 (type of latrine), if no go direct to Q3 (where do you defecate). After Q2 also go to Q3. Q3 is the last question.',
    expect: {
      nodes: { a: 'Q1: Household has a latrine?', b: 'Q2: Type of latrine', c: 'Q3: Where do you defecate' },
      decisions: ['a'],
      edges: [['a', 'b', 'Yes'], ['a', 'c', 'No'], ['b', 'c']],
    },
  },
  {
    id: 'xv-34',
    prompt: 'Build the Linux, macOS and Windows binaries in parallel. When all three are done, sign them and upload them to the release page.',
    expect: {
      nodes: { l: 'Build Linux binary', m: 'Build macOS binary', w: 'Build Windows binary', s: 'Sign binaries', u: 'Upload to release page' },
      edges: [['l', 's'], ['m', 's'], ['w', 's'], ['s', 'u']],
    },
  },
  {
    id: 'xv-35',
    prompt:
      'Screen the patient for MRSA on admission. Positive patients are isolated in a side room and started on decolonisation; negative patients go to the general ward. All patients are rescreened on day 7.',
    expect: {
      nodes: { s: 'Screen for MRSA on admission', d: 'MRSA positive?', i: 'Isolate in side room', c: 'Start decolonisation', g: 'Negative patients go to general ward', r: 'Rescreen on day 7' },
      decisions: ['d'],
      edges: [['s', 'd'], ['d', 'i', 'Yes'], ['i', 'c'], ['c', 'r'], ['d', 'g', 'No'], ['g', 'r']],
    },
  },
  {
    id: 'xv-36',
    prompt:
      'The student write the draft and send to supervisor. Supervisor give comments. Student correct the draft and send again, this continue until supervisor is satisfied. Then the thesis is submitted.',
    expect: {
      nodes: { w: 'Student writes draft', s: 'Send to supervisor', g: 'Supervisor gives comments', d: 'Supervisor satisfied?', c: 'Student corrects draft', t: 'Submit thesis' },
      decisions: ['d'],
      edges: [['w', 's'], ['s', 'g'], ['g', 'd'], ['d', 'c', 'No'], ['c', 's'], ['d', 't', 'Yes']],
    },
  },
  {
    id: 'xv-37',
    prompt:
      'Our deploy pipeline (GitHub Actions): build → unit tests → integration tests → deploy to staging → smoke tests → deploy to prod. The whole thing takes about 25 minutes.',
    expect: {
      nodes: { b: 'Build', u: 'Unit tests', i: 'Integration tests', s: 'Deploy to staging', k: 'Smoke tests', p: 'Deploy to prod' },
      edges: [['b', 'u'], ['u', 'i'], ['i', 's'], ['s', 'k'], ['k', 'p']],
    },
  },
  {
    id: 'xv-38',
    prompt: 'If the patient has a GCS below 9 or cannot protect their airway, intubate. Everyone gets a CT head.',
    expect: {
      nodes: { d: 'GCS below 9 or cannot protect airway?', i: 'Intubate', c: 'CT head' },
      decisions: ['d'],
      edges: [['d', 'i', 'Yes'], ['i', 'c'], ['d', 'c', 'No']],
    },
  },
  {
    id: 'xv-39',
    prompt:
      'Collect faecal samples from each cow. Samples are split into two aliquots: one is frozen at −20 °C for DNA extraction, the other is processed fresh for egg counts (McMaster method).',
    expect: {
      nodes: { c: 'Collect faecal samples from each cow', s: 'Split into two aliquots', f: 'Freeze at −20 °C for DNA extraction', e: 'Process fresh for egg counts' },
      edges: [['c', 's'], ['s', 'f'], ['s', 'e']],
    },
  },
  {
    id: 'xv-40',
    prompt:
      'Researchers submit the data access request through the portal. The committee reviews it within 4 weeks. Rejected requests can be revised and resubmitted. Approved requests receive a data sharing agreement to sign, and access is granted once it is signed.',
    expect: {
      nodes: { s: 'Submit data access request through portal', r: 'Committee reviews within 4 weeks', d: 'Approved?', v: 'Revise request', a: 'Sign data sharing agreement', g: 'Grant access' },
      decisions: ['d'],
      edges: [['s', 'r'], ['r', 'd'], ['d', 'v', 'No'], ['v', 'r'], ['d', 'a', 'Yes'], ['a', 'g']],
    },
  },
  {
    id: 'xv-41',
    prompt:
      'Put the slide in xylene 2 times 5 minutes. Then ethanol 100%, 95%, 70%, each 2 minutes. Then water. Then if antigen retrieval is needed, boil in citrate buffer 20 minutes, if not go directly to blocking.',
    expect: {
      nodes: { x: 'Xylene 2 times 5 minutes', e: 'Ethanol 100%, 95%, 70%, each 2 minutes', w: 'Water', d: 'Antigen retrieval needed?', c: 'Boil in citrate buffer 20 minutes', b: 'Blocking' },
      decisions: ['d'],
      edges: [['x', 'e'], ['e', 'w'], ['w', 'd'], ['d', 'c', 'Yes'], ['c', 'b'], ['d', 'b', 'No']],
    },
  },
  {
    id: 'xv-42',
    prompt:
      'If the fracture is displaced, refer to orthopaedics the same day. They will decide between manipulation under anaesthesia and surgery. Otherwise, apply a backslab and book fracture clinic in 1 week.',
    expect: {
      nodes: {
        d: 'Fracture displaced?',
        r: 'Refer to orthopaedics same day',
        o: 'Manipulation or surgery?',
        m: 'Manipulation under anaesthesia',
        s: 'Surgery',
        b: 'Apply a backslab',
        f: 'Book fracture clinic in 1 week',
      },
      decisions: ['d', 'o'],
      edges: [['d', 'r', 'Yes'], ['r', 'o'], ['o', 'm', 'Manipulation'], ['o', 's', 'Surgery'], ['d', 'b', 'No'], ['b', 'f']],
    },
  },
  {
    id: 'xv-43',
    prompt:
      'Check the capillary glucose. If it is below 4 mmol/L, give 15 g of fast-acting carbohydrate and recheck after 15 minutes; repeat up to 3 times. If it is 4 mmol/L or above, give a long-acting carbohydrate snack.',
    expect: {
      nodes: { c: 'Check capillary glucose', d: 'Below 4 mmol/L?', g: 'Give 15 g fast-acting carbohydrate', r: 'Recheck after 15 minutes', s: 'Give long-acting carbohydrate snack' },
      decisions: ['d'],
      edges: [['c', 'd'], ['d', 'g', 'Yes'], ['g', 'r'], ['r', 'd'], ['d', 's', 'No']],
    },
  },
];
