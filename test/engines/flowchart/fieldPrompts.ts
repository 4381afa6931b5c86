// Forty flowchart requests from fields and in forms the earlier prompt sets did not use (ecology
// field protocols, data pipelines, chemical syntheses, hospital triage, grant review, a consent
// pathway; one long paragraph, bullets with sub-bullets, "Step 1: ...", "If ..., otherwise ...",
// "A, then B; if C go back to A", "repeat until", "meanwhile", tables pasted as text), written
// before the reader's code was read. Each with the graph a careful reader would draw, or the
// refusal a careful reader would give. Judged by bench/understanding/flowJudge.ts.
import type { ResearcherPrompt } from './researcherPrompts.ts';

export const FIELD_PROMPTS: ResearcherPrompt[] = [
  {
    id: 'fp-01',
    prompt:
      'Pitfall trapping protocol: Step 1: Dig the trap flush with the soil surface. Step 2: Fill the cup one third with propylene glycol. Step 3: Fit the rain cover. Step 4: Collect the catch after 7 days. Step 5: Sort the invertebrates to order.',
    expect: {
      nodes: {
        d: 'Dig trap flush with soil surface',
        f: 'Fill cup one third with propylene glycol',
        r: 'Fit rain cover',
        c: 'Collect catch after 7 days',
        s: 'Sort invertebrates to order',
      },
      edges: [['d', 'f'], ['f', 'r'], ['r', 'c'], ['c', 's']],
      title: 'Pitfall trapping protocol',
    },
  },
  {
    id: 'fp-02',
    prompt:
      'At each quadrat we record the percentage cover of every species. If a species cannot be identified in the field, we press a specimen for the herbarium; otherwise we enter it straight into the tablet. Then we photograph the quadrat and move to the next one.',
    expect: {
      nodes: {
        r: 'Record percentage cover of every species',
        d: 'Species cannot be identified in the field?',
        p: 'Press specimen for herbarium',
        e: 'Enter it into tablet',
        ph: 'Photograph quadrat',
        m: 'Move to next quadrat',
      },
      decisions: ['d'],
      edges: [['r', 'd'], ['d', 'p', 'Yes'], ['d', 'e', 'No'], ['p', 'ph'], ['e', 'ph'], ['ph', 'm']],
    },
  },
  {
    id: 'fp-03',
    prompt:
      '- Capture the bird in a mist net\n- Fit a numbered ring\n- Take measurements\n  - wing length\n  - body mass\n- Release at the capture site',
    expect: {
      nodes: {
        c: 'Capture bird in mist net',
        r: 'Fit numbered ring',
        t: 'Take measurements: wing length, body mass',
        rel: 'Release at capture site',
      },
      edges: [['c', 'r'], ['r', 't'], ['t', 'rel']],
    },
  },
  {
    id: 'fp-04',
    prompt:
      'Electrofishing survey: isolate the reach with stop nets, then make the first pass upstream. Count and measure all fish. Make another pass; repeat until the catch is less than half of the previous pass. Then estimate the population by depletion.',
    expect: {
      nodes: {
        i: 'Isolate reach with stop nets',
        f: 'First pass upstream',
        c: 'Count and measure all fish',
        a: 'Make another pass',
        d: 'Catch less than half of previous pass?',
        e: 'Estimate population by depletion',
      },
      decisions: ['d'],
      edges: [['i', 'f'], ['f', 'c'], ['c', 'a'], ['a', 'd'], ['d', 'a', 'No'], ['d', 'e', 'Yes']],
      title: 'Electrofishing survey',
    },
  },
  {
    id: 'fp-05',
    prompt:
      'Camera trap deployment. Choose a site on a game trail. Mount the camera 40 cm above the ground. Test the trigger by walking past. If it does not fire, adjust the angle and test again. Once it fires, record the GPS position and leave it for 30 days.',
    expect: {
      nodes: {
        c: 'Choose site on game trail',
        m: 'Mount camera 40 cm above ground',
        t: 'Test trigger by walking past',
        d: 'Does it fire?',
        a: 'Adjust angle',
        g: 'Record GPS position',
        l: 'Leave for 30 days',
      },
      decisions: ['d'],
      edges: [['c', 'm'], ['m', 't'], ['t', 'd'], ['d', 'a', 'No'], ['a', 't'], ['d', 'g', 'Yes'], ['g', 'l']],
      title: 'Camera trap deployment',
    },
  },
  {
    id: 'fp-06',
    prompt:
      'Nightly ETL: extract orders from Postgres -> validate schema -> if validation fails, write the batch to the dead-letter queue and alert on-call; otherwise transform to parquet -> load into the warehouse -> refresh dashboards',
    expect: {
      nodes: {
        e: 'Extract orders from Postgres',
        v: 'Validate schema',
        d: 'Validation fails?',
        q: 'Write batch to dead-letter queue',
        a: 'Alert on-call',
        t: 'Transform to parquet',
        l: 'Load into warehouse',
        r: 'Refresh dashboards',
      },
      decisions: ['d'],
      edges: [['e', 'v'], ['v', 'd'], ['d', 'q', 'Yes'], ['q', 'a'], ['d', 't', 'No'], ['t', 'l'], ['l', 'r']],
      title: 'Nightly ETL',
    },
  },
  {
    id: 'fp-07',
    prompt:
      'Our CI pipeline: on every push we run the linter, then the unit tests. If the tests pass we build the Docker image and push it to the registry; if they fail we post the report to the pull request.',
    expect: {
      nodes: {
        l: 'Run linter',
        u: 'Unit tests',
        d: 'Tests pass?',
        b: 'Build Docker image',
        p: 'Push to registry',
        r: 'Post report to pull request',
      },
      decisions: ['d'],
      edges: [['l', 'u'], ['u', 'd'], ['d', 'b', 'Yes'], ['b', 'p'], ['d', 'r', 'No']],
    },
  },
  {
    id: 'fp-08',
    prompt:
      'Sequencing QC\n1. Run FastQC on the raw reads\n2. Trim adapters with fastp\n3. Align to GRCh38 with BWA-MEM\n4. Mark duplicates\n5. Is the mean coverage at least 30x?\n   - Yes: call variants with GATK\n   - No: resequence the library',
    expect: {
      nodes: {
        f: 'Run FastQC on raw reads',
        t: 'Trim adapters with fastp',
        a: 'Align to GRCh38 with BWA-MEM',
        m: 'Mark duplicates',
        d: 'Mean coverage at least 30x?',
        c: 'Call variants with GATK',
        r: 'Resequence library',
      },
      decisions: ['d'],
      edges: [['f', 't'], ['t', 'a'], ['a', 'm'], ['m', 'd'], ['d', 'c', 'Yes'], ['d', 'r', 'No']],
      title: 'Sequencing QC',
    },
  },
  {
    id: 'fp-09',
    prompt:
      'Model training loop: load the dataset, split into train and validation sets, train for one epoch, evaluate on the validation set; if the validation loss improved, save a checkpoint and train another epoch; if it has not improved for 5 epochs, stop training.',
    expect: { refuse: 'the "no improvement" arm (fewer than 5 epochs without improvement) is not said: where does it go?' },
  },
  {
    id: 'fp-10',
    prompt:
      'Data cleaning: import the survey CSV, then drop duplicate respondents, then recode missing values as NA; if more than 20% of a respondent\'s answers are missing, exclude the respondent, otherwise keep them. Finally, export the clean file.',
    expect: {
      nodes: {
        i: 'Import survey CSV',
        d: 'Drop duplicate respondents',
        r: 'Recode missing values as NA',
        q: "More than 20% of respondent's answers missing?",
        x: 'Exclude respondent',
        k: 'Keep respondent',
        e: 'Export clean file',
      },
      decisions: ['q'],
      edges: [['i', 'd'], ['d', 'r'], ['r', 'q'], ['q', 'x', 'Yes'], ['q', 'k', 'No'], ['x', 'e'], ['k', 'e']],
      title: 'Data cleaning',
    },
  },
  {
    id: 'fp-11',
    prompt:
      'Synthesis of aspirin. Dissolve 2 g of salicylic acid in 5 mL acetic anhydride. Add 5 drops of concentrated sulfuric acid. Heat at 50 °C for 15 minutes. Cool in an ice bath until crystals form. Filter under vacuum. Recrystallise from ethanol and water.',
    expect: {
      nodes: {
        d: 'Dissolve 2 g salicylic acid in 5 mL acetic anhydride',
        a: 'Add 5 drops concentrated sulfuric acid',
        h: 'Heat at 50 °C for 15 minutes',
        c: 'Cool in ice bath until crystals form',
        f: 'Filter under vacuum',
        r: 'Recrystallise from ethanol and water',
      },
      edges: [['d', 'a'], ['a', 'h'], ['h', 'c'], ['c', 'f'], ['f', 'r']],
      title: 'Synthesis of aspirin',
    },
  },
  {
    id: 'fp-12',
    prompt:
      'Grignard reaction: dry the glassware in the oven, then add magnesium turnings and dry ether under nitrogen. Add bromobenzene dropwise. If the reaction does not start, add a crystal of iodine. When the magnesium has dissolved, add benzophenone, then quench with dilute HCl.',
    expect: {
      nodes: {
        dr: 'Dry glassware in oven',
        m: 'Add magnesium turnings and dry ether under nitrogen',
        b: 'Add bromobenzene dropwise',
        q: 'Reaction starts?',
        i: 'Add crystal of iodine',
        bz: 'Add benzophenone',
        h: 'Quench with dilute HCl',
      },
      decisions: ['q'],
      edges: [['dr', 'm'], ['m', 'b'], ['b', 'q'], ['q', 'i', 'No'], ['q', 'bz', 'Yes'], ['i', 'bz'], ['bz', 'h']],
      title: 'Grignard reaction',
    },
  },
  {
    id: 'fp-13',
    prompt:
      'Column chromatography: pack the column with silica in hexane, load the crude product, elute with 10% ethyl acetate in hexane and collect fractions. Check each fraction by TLC; combine the fractions that show a single spot and evaporate the solvent.',
    expect: {
      nodes: {
        p: 'Pack column with silica in hexane',
        l: 'Load crude product',
        e: 'Elute with 10% ethyl acetate in hexane',
        c: 'Collect fractions',
        t: 'Check each fraction by TLC',
        m: 'Combine fractions with single spot',
        v: 'Evaporate solvent',
      },
      edges: [['p', 'l'], ['l', 'e'], ['e', 'c'], ['c', 't'], ['t', 'm'], ['m', 'v']],
      title: 'Column chromatography',
    },
  },
  {
    id: 'fp-14',
    prompt:
      'Titration: fill the burette with 0.1 M NaOH, pipette 25 mL of the acid into a flask, add two drops of phenolphthalein, titrate until a faint pink colour persists, record the volume. Repeat until two titres agree within 0.1 mL.',
    expect: {
      nodes: {
        f: 'Fill burette with 0.1 M NaOH',
        p: 'Pipette 25 mL acid into flask',
        a: 'Add two drops phenolphthalein',
        t: 'Titrate until faint pink colour persists',
        r: 'Record volume',
        d: 'Two titres agree within 0.1 mL?',
      },
      decisions: ['d'],
      edges: [['f', 'p'], ['p', 'a'], ['a', 't'], ['t', 'r'], ['r', 'd'], ['d', 'p', 'No']],
      title: 'Titration',
    },
  },
  {
    id: 'fp-15',
    prompt:
      'Suzuki coupling, then workup: combine the aryl bromide, boronic acid, Pd(PPh3)4 and K2CO3 in dioxane/water; heat to 90 °C overnight; check conversion by LC-MS; if starting material remains, add 2 mol% more catalyst and heat for another 4 h; once complete, extract with ethyl acetate and purify by flash chromatography.',
    expect: {
      nodes: {
        c: 'Combine aryl bromide, boronic acid, Pd(PPh3)4 and K2CO3 in dioxane/water',
        h: 'Heat to 90 °C overnight',
        l: 'Check conversion by LC-MS',
        d: 'Starting material remains?',
        a: 'Add 2 mol% more catalyst and heat for another 4 h',
        e: 'Extract with ethyl acetate',
        p: 'Purify by flash chromatography',
      },
      decisions: ['d'],
      edges: [['c', 'h'], ['h', 'l'], ['l', 'd'], ['d', 'a', 'Yes'], ['a', 'l'], ['d', 'e', 'No'], ['e', 'p']],
    },
  },
  {
    id: 'fp-16',
    prompt:
      'Emergency department triage. The patient arrives and is seen by the triage nurse. Is the patient in cardiac arrest? If yes, go straight to resuscitation. If no, measure vital signs. If any vital sign is in the red zone, take them to majors; otherwise send them to the waiting room.',
    expect: {
      nodes: {
        a: 'Patient arrives',
        t: 'Seen by triage nurse',
        c: 'Patient in cardiac arrest?',
        r: 'Resuscitation',
        v: 'Measure vital signs',
        d: 'Any vital sign in red zone?',
        m: 'Majors',
        w: 'Waiting room',
      },
      decisions: ['c', 'd'],
      edges: [['a', 't'], ['t', 'c'], ['c', 'r', 'Yes'], ['c', 'v', 'No'], ['v', 'd'], ['d', 'm', 'Yes'], ['d', 'w', 'No']],
      title: 'Emergency department triage',
    },
  },
  {
    id: 'fp-17',
    prompt:
      'Chest pain pathway: record an ECG within 10 minutes of arrival. If there is ST elevation, activate the cath lab. Otherwise take a high-sensitivity troponin; if it is above the 99th centile, admit to cardiology, and if it is below, discharge with outpatient follow-up.',
    expect: {
      nodes: {
        e: 'Record ECG within 10 minutes of arrival',
        s: 'ST elevation?',
        c: 'Activate cath lab',
        t: 'High-sensitivity troponin',
        d: 'Troponin above 99th centile?',
        a: 'Admit to cardiology',
        o: 'Discharge with outpatient follow-up',
      },
      decisions: ['s', 'd'],
      edges: [['e', 's'], ['s', 'c', 'Yes'], ['s', 't', 'No'], ['t', 'd'], ['d', 'a', 'Yes'], ['d', 'o', 'No']],
      title: 'Chest pain pathway',
    },
  },
  {
    id: 'fp-18',
    prompt:
      'Sepsis screen on the ward: calculate the NEWS2 score. If NEWS2 is 5 or more, call the outreach team and start the sepsis six within one hour. If it is below 5, continue 4-hourly observations and recalculate at the next set.',
    expect: {
      nodes: {
        n: 'Calculate NEWS2 score',
        d: 'NEWS2 5 or more?',
        o: 'Call outreach team',
        s: 'Start sepsis six within one hour',
        c: 'Continue 4-hourly observations',
      },
      decisions: ['d'],
      edges: [['n', 'd'], ['d', 'o', 'Yes'], ['o', 's'], ['d', 'c', 'No'], ['c', 'n']],
      title: 'Sepsis screen on the ward',
    },
  },
  {
    id: 'fp-19',
    prompt:
      'Stroke thrombolysis decision: CT head on arrival -> haemorrhage? yes: refer to neurosurgery; no: onset within 4.5 hours? yes: give alteplase; no: consider thrombectomy',
    expect: {
      nodes: {
        ct: 'CT head on arrival',
        h: 'Haemorrhage?',
        n: 'Refer to neurosurgery',
        o: 'Onset within 4.5 hours?',
        a: 'Give alteplase',
        t: 'Consider thrombectomy',
      },
      decisions: ['h', 'o'],
      edges: [['ct', 'h'], ['h', 'n', 'Yes'], ['h', 'o', 'No'], ['o', 'a', 'Yes'], ['o', 't', 'No']],
      title: 'Stroke thrombolysis decision',
    },
  },
  {
    id: 'fp-20',
    prompt:
      'Paediatric fever: children under 3 months with a temperature of 38 °C or more are admitted for a septic screen. Older children are assessed with the traffic light system: red features mean admission, amber means safety-netting with review in 24 hours, and green means home with advice.',
    expect: { refuse: 'the traffic light system has three outcomes, not a yes/no question; the reader should ask how it is to be drawn or draw a three-way decision' },
  },
  {
    id: 'fp-21',
    prompt:
      'Grant review process\nStep 1: Applicant submits the proposal\nStep 2: Office checks eligibility\nStep 3: If ineligible, return to the applicant\nStep 4: Assign two external reviewers\nStep 5: Panel meeting scores the proposal\nStep 6: Fund if the score is 4 or above, otherwise decline',
    expect: {
      nodes: {
        s: 'Applicant submits proposal',
        c: 'Office checks eligibility',
        e: 'Ineligible?',
        r: 'Return to applicant',
        a: 'Assign two external reviewers',
        p: 'Panel meeting scores proposal',
        d: 'Score 4 or above?',
        f: 'Fund',
        x: 'Decline',
      },
      decisions: ['e', 'd'],
      edges: [['s', 'c'], ['c', 'e'], ['e', 'r', 'Yes'], ['e', 'a', 'No'], ['a', 'p'], ['p', 'd'], ['d', 'f', 'Yes'], ['d', 'x', 'No']],
      title: 'Grant review process',
    },
  },
  {
    id: 'fp-22',
    prompt:
      'How our journal handles a manuscript: the editor screens it; if it is out of scope it is desk-rejected. Otherwise it goes to two reviewers. The editor then decides: accept, minor revision, major revision or reject.',
    expect: { refuse: 'a four-way decision is not a yes/no question, and where the revisions go is not said' },
  },
  {
    id: 'fp-23',
    prompt:
      'Informed consent pathway: give the participant the information sheet, allow at least 24 hours to consider, answer any questions. Does the participant have capacity? If not, consult a personal consultee. If they do, ask them to sign the consent form. Give a copy of the signed form to the participant and file the original.',
    expect: {
      nodes: {
        g: 'Give participant information sheet',
        a: 'Allow at least 24 hours to consider',
        q: 'Answer any questions',
        c: 'Participant has capacity?',
        p: 'Consult personal consultee',
        s: 'Ask them to sign consent form',
        cp: 'Give copy of signed form to participant',
        f: 'File original',
      },
      decisions: ['c'],
      edges: [['g', 'a'], ['a', 'q'], ['q', 'c'], ['c', 'p', 'No'], ['c', 's', 'Yes'], ['s', 'cp'], ['cp', 'f']],
      title: 'Informed consent pathway',
    },
  },
  {
    id: 'fp-24',
    prompt:
      'Participant withdrawal: when a participant asks to withdraw, the research nurse records the date. Meanwhile the data manager flags their record. Both then notify the sponsor.',
    expect: {
      nodes: {
        a: 'Participant asks to withdraw',
        r: 'Research nurse records date',
        f: 'Data manager flags record',
        n: 'Notify sponsor',
      },
      edges: [['a', 'r'], ['a', 'f'], ['r', 'n'], ['f', 'n']],
    },
  },
  {
    id: 'fp-25',
    prompt:
      'Sample arrival in the biobank: log the tube in LIMS, then centrifuge at 2000 g for 10 min. In parallel, aliquot the plasma into 0.5 mL cryovials and label the buffy coat. Store everything at -80 °C.',
    // Corrected after the first measure: "in parallel" joins aliquoting and labelling, both after centrifuging.
    expect: {
      nodes: {
        l: 'Log tube in LIMS',
        c: 'Centrifuge at 2000 g for 10 min',
        a: 'Aliquot plasma into 0.5 mL cryovials',
        b: 'Label buffy coat',
        s: 'Store everything at -80 °C',
      },
      edges: [['l', 'c'], ['c', 'a'], ['c', 'b'], ['a', 's'], ['b', 's']],
    },
  },
  {
    id: 'fp-26',
    prompt:
      'Field sampling, two teams. Team A: set the traps at dusk, check them at dawn. Team B: walk the transects, record the sightings. Both teams: enter the data the same evening.',
    expect: { refuse: 'it is not said whether the teams are lanes or whether "Both teams" is one shared step' },
  },
  {
    id: 'fp-27',
    prompt:
      'Step | Action\n1 | Thaw the cells at 37 °C\n2 | Transfer to 10 mL warm medium\n3 | Centrifuge at 300 g for 5 min\n4 | Resuspend in fresh medium\n5 | Plate into a T75 flask',
    expect: {
      nodes: {
        t: 'Thaw cells at 37 °C',
        tr: 'Transfer to 10 mL warm medium',
        c: 'Centrifuge at 300 g for 5 min',
        r: 'Resuspend in fresh medium',
        p: 'Plate into T75 flask',
      },
      edges: [['t', 'tr'], ['tr', 'c'], ['c', 'r'], ['r', 'p']],
    },
  },
  {
    id: 'fp-28',
    prompt:
      'Water quality sampling at each site: rinse the bottle three times with site water, fill it at 30 cm depth, measure temperature and pH with the probe, then keep the bottle on ice and deliver it to the lab within 24 hours.',
    expect: {
      nodes: {
        r: 'Rinse bottle three times with site water',
        f: 'Fill at 30 cm depth',
        m: 'Measure temperature and pH with probe',
        k: 'Keep bottle on ice',
        d: 'Deliver to lab within 24 hours',
      },
      edges: [['r', 'f'], ['f', 'm'], ['m', 'k'], ['k', 'd']],
    },
  },
  {
    id: 'fp-29',
    prompt:
      'So basically the way we process the soil cores is we dry them at 60 degrees for two days, sieve them through a 2 mm mesh and then weigh out 10 g for the carbon analysis, and if there are any roots left we pick them out by hand before weighing. Does that make sense?',
    expect: { refuse: '"before weighing" puts root picking before a step already listed: the order is said out of sequence and should be asked, not guessed' },
  },
  {
    id: 'fp-30',
    prompt:
      'Tumour board referral. A new cancer diagnosis is entered on the MDT list. The coordinator collects imaging and pathology. The MDT discusses the case. If surgery is recommended, refer to the surgical team; if not, refer to oncology. The clinical nurse specialist then informs the patient.',
    expect: {
      nodes: {
        e: 'New cancer diagnosis entered on MDT list',
        c: 'Coordinator collects imaging and pathology',
        m: 'MDT discusses case',
        d: 'Surgery recommended?',
        s: 'Refer to surgical team',
        o: 'Refer to oncology',
        n: 'Clinical nurse specialist informs patient',
      },
      decisions: ['d'],
      edges: [['e', 'c'], ['c', 'm'], ['m', 'd'], ['d', 's', 'Yes'], ['d', 'o', 'No'], ['s', 'n'], ['o', 'n']],
      title: 'Tumour board referral',
    },
  },
  {
    id: 'fp-31',
    prompt:
      'Make a flowchart for this: wash the leaf samples, grind them in liquid nitrogen, extract DNA with the CTAB method, check the DNA quality on a gel, and if the bands are smeared, repeat the extraction.',
    expect: {
      nodes: {
        w: 'Wash leaf samples',
        g: 'Grind in liquid nitrogen',
        e: 'Extract DNA with CTAB method',
        c: 'Check DNA quality on gel',
        d: 'Bands smeared?',
      },
      decisions: ['d'],
      edges: [['w', 'g'], ['g', 'e'], ['e', 'c'], ['c', 'd'], ['d', 'e', 'Yes']],
    },
  },
  {
    id: 'fp-32',
    prompt:
      'Code review: the author opens a pull request, a reviewer is assigned, the reviewer comments. If changes are requested, the author updates the branch and the reviewer looks again. When approved, the author merges.',
    expect: {
      nodes: {
        o: 'Author opens pull request',
        a: 'Reviewer assigned',
        c: 'Reviewer comments',
        d: 'Changes requested?',
        u: 'Author updates branch',
        m: 'Author merges',
      },
      decisions: ['d'],
      edges: [['o', 'a'], ['a', 'c'], ['c', 'd'], ['d', 'u', 'Yes'], ['u', 'c'], ['d', 'm', 'No']],
      title: 'Code review',
    },
  },
  {
    id: 'fp-33',
    prompt:
      'Blood transfusion checks: 1) confirm the prescription; 2) check the patient wristband against the blood unit; 3) do the details match? If not, stop and contact the lab. If they match, start the transfusion; 4) record observations at 15 minutes.',
    expect: {
      nodes: {
        p: 'Confirm prescription',
        w: 'Check patient wristband against blood unit',
        d: 'Details match?',
        s: 'Stop and contact lab',
        t: 'Start transfusion',
        o: 'Record observations at 15 minutes',
      },
      decisions: ['d'],
      edges: [['p', 'w'], ['w', 'd'], ['d', 's', 'No'], ['d', 't', 'Yes'], ['t', 'o']],
      title: 'Blood transfusion checks',
    },
  },
  {
    id: 'fp-34',
    prompt:
      'Protein crystallisation screen: set up sitting drops with the 96-condition screen, incubate at 20 °C and inspect the plate after 1, 3 and 7 days. If crystals appear, optimise the hit condition; if none appear after 7 days, try a different screen.',
    expect: { refuse: 'the inspections on days 1, 3 and 7 are three looks at one plate: whether they are one step or three is not said, and the "not yet" arm before day 7 is not drawn' },
  },
  {
    id: 'fp-35',
    prompt:
      'Bird survey, point counts. Arrive at the point, wait 2 minutes for the birds to settle, then count every bird seen or heard for 10 minutes. Note the distance band of each. Move on to the next point at least 200 m away.',
    expect: {
      nodes: {
        a: 'Arrive at point',
        w: 'Wait 2 minutes for birds to settle',
        c: 'Count every bird seen or heard for 10 minutes',
        n: 'Note distance band of each',
        m: 'Move to next point at least 200 m away',
      },
      edges: [['a', 'w'], ['w', 'c'], ['c', 'n'], ['n', 'm']],
      title: 'Bird survey, point counts',
    },
  },
  {
    id: 'fp-36',
    prompt:
      'Ethics application: draft the protocol, then submit to the departmental review. If the department asks for changes, revise the protocol and submit again. Once the department approves, submit to the university ethics committee; if it approves, start recruitment, otherwise revise and resubmit to the committee.',
    expect: {
      nodes: {
        d: 'Draft protocol',
        s: 'Submit to departmental review',
        c: 'Department asks for changes?',
        r: 'Revise protocol',
        u: 'Submit to university ethics committee',
        a: 'Committee approves?',
        st: 'Start recruitment',
        rr: 'Revise and resubmit to committee',
      },
      decisions: ['c', 'a'],
      edges: [['d', 's'], ['s', 'c'], ['c', 'r', 'Yes'], ['r', 's'], ['c', 'u', 'No'], ['u', 'a'], ['a', 'st', 'Yes'], ['a', 'rr', 'No'], ['rr', 'a']],
      title: 'Ethics application',
    },
  },
  {
    id: 'fp-37',
    prompt:
      'Inventory reorder: every Monday count the stock of each reagent. If the stock is below the reorder level, raise a purchase order. Wait for delivery, then update the inventory sheet.',
    expect: { refuse: 'what happens when the stock is at or above the reorder level is not said' },
  },
  {
    id: 'fp-38',
    prompt:
      'API request handling: receive the request; authenticate the token; if the token is invalid return 401; check the rate limit; if it is exceeded return 429; otherwise process the request and return 200.',
    expect: {
      nodes: {
        r: 'Receive request',
        a: 'Authenticate token',
        t: 'Token invalid?',
        e1: 'Return 401',
        c: 'Check rate limit',
        l: 'Rate limit exceeded?',
        e2: 'Return 429',
        p: 'Process request',
        ok: 'Return 200',
      },
      decisions: ['t', 'l'],
      edges: [['r', 'a'], ['a', 't'], ['t', 'e1', 'Yes'], ['t', 'c', 'No'], ['c', 'l'], ['l', 'e2', 'Yes'], ['l', 'p', 'No'], ['p', 'ok']],
      title: 'API request handling',
    },
  },
  {
    id: 'fp-39',
    prompt:
      'Recrystallisation: dissolve the crude solid in the minimum of hot ethanol. If the solution is coloured, add activated charcoal and filter hot. Let it cool slowly to room temperature, then in ice. Collect the crystals by suction filtration and dry them.',
    expect: {
      nodes: {
        d: 'Dissolve crude solid in minimum hot ethanol',
        q: 'Solution coloured?',
        a: 'Add activated charcoal',
        f: 'Filter hot',
        c: 'Cool slowly to room temperature',
        i: 'Cool in ice',
        s: 'Collect crystals by suction filtration',
        dr: 'Dry crystals',
      },
      decisions: ['q'],
      edges: [['d', 'q'], ['q', 'a', 'Yes'], ['a', 'f'], ['f', 'c'], ['q', 'c', 'No'], ['c', 'i'], ['i', 's'], ['s', 'dr']],
      title: 'Recrystallisation',
    },
  },
  {
    id: 'fp-40',
    prompt:
      'Please draw: Admission -> Assessment by doctor -> Blood tests -> Treatment plan -> Daily review -> Discharge',
    expect: {
      nodes: {
        a: 'Admission',
        d: 'Assessment by doctor',
        b: 'Blood tests',
        t: 'Treatment plan',
        r: 'Daily review',
        x: 'Discharge',
      },
      edges: [['a', 'd'], ['d', 'b'], ['b', 't'], ['t', 'r'], ['r', 'x']],
    },
  },
];
