// Forty-eight requests in voices the earlier sets did not use: methods paragraphs pasted whole
// with several sentences to a step and a reason between them, clinical pathways ("patients with
// X receive A; the others ..."), SOPs with sub-steps (1a, 1b), algorithms with nested
// conditions, decisions asked as questions ("Is X? Yes: ... No: ..."), "either way", "in that
// case", "failing that", "unless", and sentences about the drawing itself ("Start with a rounded
// box", "use diamonds for decisions"). Written before the reader's code was read, each with the
// graph a careful reader of the text would draw. Judged by bench/understanding/flowJudge.ts.
import type { ResearcherPrompt } from './researcherPrompts.ts';

export const PATHWAY_PROMPTS: ResearcherPrompt[] = [
  {
    id: 'pw-01',
    prompt:
      'Total RNA was extracted from frozen tissue using TRIzol. RNA integrity was checked on a Bioanalyzer; samples with a RIN below 7 were excluded. The remaining samples were used to prepare libraries with the TruSeq Stranded kit. Libraries were sequenced on a NovaSeq 6000.',
    expect: {
      nodes: { e: 'Extract total RNA with TRIzol', c: 'Check RNA integrity on Bioanalyzer', d: 'RIN below 7?', x: 'Exclude sample', l: 'Prepare libraries with TruSeq Stranded kit', s: 'Sequence on NovaSeq 6000' },
      decisions: ['d'],
      edges: [['e', 'c'], ['c', 'd'], ['d', 'x', 'Yes'], ['d', 'l', 'No'], ['l', 's']],
    },
  },
  {
    id: 'pw-02',
    prompt:
      'Patients with a confirmed PE and a sPESI of 0 are discharged on a DOAC. The others are admitted for low-molecular-weight heparin. All patients are reviewed in clinic at 3 months.',
    expect: {
      nodes: { d: 'Confirmed PE and sPESI of 0?', a: 'Discharge on DOAC', b: 'Admit for low-molecular-weight heparin', r: 'Review in clinic at 3 months' },
      decisions: ['d'],
      edges: [['d', 'a', 'Yes'], ['d', 'b', 'No'], ['a', 'r'], ['b', 'r']],
    },
  },
  {
    id: 'pw-03',
    prompt: 'Patients with HER2-positive tumours receive trastuzumab; the others are randomised to chemotherapy or placebo.',
    expect: {
      nodes: { d: 'HER2-positive tumour?', t: 'Trastuzumab', r: 'Randomise', c: 'Chemotherapy', p: 'Placebo' },
      decisions: ['d'],
      edges: [['d', 't', 'Yes'], ['d', 'r', 'No'], ['r', 'c'], ['r', 'p']],
    },
  },
  {
    id: 'pw-04',
    prompt: 'Is the sample contaminated? Yes: discard. No: continue to DNA extraction.',
    expect: {
      nodes: { d: 'Sample contaminated?', x: 'Discard', e: 'DNA extraction' },
      decisions: ['d'],
      edges: [['d', 'x', 'Yes'], ['d', 'e', 'No']],
    },
  },
  {
    id: 'pw-05',
    prompt: 'Receive the sample. Is the tube labelled correctly? If yes, log it in LIMS; if no, return it to the sender. Logged samples are stored at 4 °C.',
    expect: {
      nodes: { r: 'Receive sample', d: 'Tube labelled correctly?', l: 'Log in LIMS', t: 'Return to sender', s: 'Store at 4 °C' },
      decisions: ['d'],
      edges: [['r', 'd'], ['d', 'l', 'Yes'], ['d', 't', 'No'], ['l', 's']],
    },
  },
  {
    id: 'pw-06',
    prompt:
      'SOP 4.2 Plasma preparation\n1. Collect blood\n  1a. Draw 10 mL into an EDTA tube.\n  1b. Invert the tube 8 times.\n2. Centrifuge at 1,500 g for 10 min at 4 °C.\n3. Aliquot the plasma\n  3a. Transfer 500 µL into each cryovial.\n  3b. Freeze at −80 °C.',
    expect: {
      nodes: { a: 'Draw 10 mL into EDTA tube', b: 'Invert tube 8 times', c: 'Centrifuge at 1,500 g for 10 min at 4 °C', t: 'Transfer 500 µL into each cryovial', f: 'Freeze at −80 °C' },
      edges: [['a', 'b'], ['b', 'c'], ['c', 't'], ['t', 'f']],
      groups: { 'Collect blood': ['a', 'b'], 'Aliquot the plasma': ['t', 'f'] },
    },
  },
  {
    id: 'pw-07',
    prompt:
      'For each read: if the mapping quality is below 20, discard it. Otherwise, if it is a duplicate, mark it; if not, keep it. Marked and kept reads go to variant calling.',
    expect: {
      nodes: { q: 'Mapping quality below 20?', x: 'Discard', d: 'Duplicate?', m: 'Mark', k: 'Keep', v: 'Variant calling' },
      decisions: ['q', 'd'],
      edges: [['q', 'x', 'Yes'], ['q', 'd', 'No'], ['d', 'm', 'Yes'], ['d', 'k', 'No'], ['m', 'v'], ['k', 'v']],
    },
  },
  {
    id: 'pw-08',
    prompt:
      'Stain the slides with H&E. If the tumour content is above 30%, macrodissect the tumour area; if not, scrape the whole section. Either way, extract DNA with the QIAamp FFPE kit.',
    expect: {
      nodes: { s: 'Stain slides with H&E', d: 'Tumour content above 30%?', m: 'Macrodissect tumour area', w: 'Scrape whole section', e: 'Extract DNA with QIAamp FFPE kit' },
      decisions: ['d'],
      edges: [['s', 'd'], ['d', 'm', 'Yes'], ['d', 'w', 'No'], ['m', 'e'], ['w', 'e']],
    },
  },
  {
    id: 'pw-09',
    prompt:
      'Ask whether the participant has eaten in the last 8 hours. If they have, reschedule the visit. In that case, send a reminder about fasting the day before. Otherwise, draw the fasting glucose sample.',
    expect: {
      nodes: { a: 'Eaten in last 8 hours?', r: 'Reschedule visit', s: 'Send reminder about fasting the day before', g: 'Draw fasting glucose sample' },
      decisions: ['a'],
      edges: [['a', 'r', 'Yes'], ['r', 's'], ['a', 'g', 'No']],
    },
  },
  {
    id: 'pw-10',
    prompt: 'Phone the participant. If there is no answer, send an email; failing that, send a letter to the registered address.',
    expect: {
      nodes: { p: 'Phone participant', d1: 'Answered?', e: 'Send email', d2: 'Reply to email?', l: 'Send letter to registered address' },
      decisions: ['d1', 'd2'],
      edges: [['p', 'd1'], ['d1', 'e', 'No'], ['e', 'd2'], ['d2', 'l', 'No']],
    },
  },
  {
    id: 'pw-11',
    prompt:
      'Fix the tissue in 10% formalin for 24 h unless it is for frozen sections, in which case snap-freeze it in liquid nitrogen. Fixed tissue is embedded in paraffin.',
    expect: {
      nodes: { d: 'For frozen sections?', f: 'Fix in 10% formalin for 24 h', s: 'Snap-freeze in liquid nitrogen', e: 'Embed in paraffin' },
      decisions: ['d'],
      edges: [['d', 's', 'Yes'], ['d', 'f', 'No'], ['f', 'e']],
    },
  },
  {
    id: 'pw-12',
    prompt:
      "Start with a rounded box 'Referral received'. Then triage by a nurse. Use a diamond for the decision: urgent or not. Urgent cases are seen within 2 weeks; routine cases within 18 weeks. End with 'Seen in clinic'.",
    expect: {
      nodes: { s: 'Referral received', t: 'Triage by nurse', d: 'Urgent?', u: 'Seen within 2 weeks', r: 'Seen within 18 weeks', e: 'Seen in clinic' },
      decisions: ['d'],
      ends: ['s', 'e'],
      edges: [['s', 't'], ['t', 'd'], ['d', 'u', 'Yes'], ['d', 'r', 'No'], ['u', 'e'], ['r', 'e']],
    },
  },
  {
    id: 'pw-13',
    prompt:
      'Please use diamonds for the decisions and keep the boxes short. Screen the participant. Eligible? If yes, consent; if no, thank and stop. Consented participants are randomised.',
    expect: {
      nodes: { s: 'Screen participant', d: 'Eligible?', c: 'Consent', t: 'Thank and stop', r: 'Randomise' },
      decisions: ['d'],
      edges: [['s', 'd'], ['d', 'c', 'Yes'], ['d', 't', 'No'], ['c', 'r']],
    },
  },
  {
    id: 'pw-14',
    prompt:
      'Mice were anaesthetised with isoflurane (2% in O2). AAV was injected into the dorsal hippocampus (AP −2.0, ML ±1.5, DV −1.6 mm). This approach was chosen because it gives sparse labelling. Three weeks later, mice were perfused. Brains were sectioned at 40 µm.',
    expect: {
      nodes: { a: 'Anaesthetise mice with isoflurane', i: 'Inject AAV into dorsal hippocampus', p: 'Perfuse mice three weeks later', s: 'Section brains at 40 µm' },
      edges: [['a', 'i'], ['i', 'p'], ['p', 's']],
    },
  },
  {
    id: 'pw-15',
    prompt:
      'Submit the protocol to the ethics committee. If they request changes, revise it and resubmit. Once approved, register the trial on ClinicalTrials.gov.',
    expect: {
      nodes: { s: 'Submit protocol to ethics committee', d: 'Changes requested?', r: 'Revise protocol', g: 'Register trial on ClinicalTrials.gov' },
      decisions: ['d'],
      edges: [['s', 'd'], ['d', 'r', 'Yes'], ['r', 's'], ['d', 'g', 'No']],
    },
  },
  {
    id: 'pw-16',
    prompt: 'While the eluate is still cloudy, pass it through the column again. Then measure the absorbance at 280 nm.',
    expect: {
      nodes: { d: 'Eluate still cloudy?', p: 'Pass through column again', m: 'Measure absorbance at 280 nm' },
      decisions: ['d'],
      edges: [['d', 'p', 'Yes'], ['p', 'd'], ['d', 'm', 'No']],
    },
  },
  {
    id: 'pw-17',
    prompt:
      'After baseline assessment, participants are randomised 1:1:1 to high-dose vitamin D, low-dose vitamin D or placebo. All three arms are assessed at 12 and 24 weeks.',
    expect: {
      nodes: { b: 'Baseline assessment', r: 'Randomise 1:1:1', h: 'High-dose vitamin D', l: 'Low-dose vitamin D', p: 'Placebo', a: 'Assess at 12 and 24 weeks' },
      edges: [['b', 'r'], ['r', 'h'], ['r', 'l'], ['r', 'p'], ['h', 'a'], ['l', 'a'], ['p', 'a']],
    },
  },
  {
    id: 'pw-18',
    prompt: 'Split the lysate in two. One half goes to western blotting and the other to mass spectrometry. Compare the results.',
    expect: {
      nodes: { s: 'Split lysate in two', w: 'Western blotting', m: 'Mass spectrometry', c: 'Compare results' },
      edges: [['s', 'w'], ['s', 'm'], ['w', 'c'], ['m', 'c']],
    },
  },
  {
    id: 'pw-19',
    prompt:
      'Figure 2 – Data processing pipeline\nThe figure should show the steps from raw data to the cleaned epochs.\nRaw EEG is band-pass filtered (1–40 Hz). Bad channels are interpolated. ICA removes eye-blink components. Epochs are extracted around each stimulus.',
    expect: {
      nodes: { f: 'Band-pass filter raw EEG', i: 'Interpolate bad channels', c: 'Remove eye-blink components with ICA', e: 'Extract epochs around each stimulus' },
      edges: [['f', 'i'], ['i', 'c'], ['c', 'e']],
      title: 'Data processing pipeline',
    },
  },
  {
    id: 'pw-20',
    prompt:
      'Centrifuge the culture at 4,000 g for 20 min; if the pellet is loose, add 1 mL of PEG 8000 and mix. Resuspend the pellet in lysis buffer. Sonicate on ice.',
    expect: {
      nodes: { c: 'Centrifuge culture at 4,000 g for 20 min', d: 'Pellet loose?', a: 'Add 1 mL of PEG 8000 and mix', r: 'Resuspend pellet in lysis buffer', s: 'Sonicate on ice' },
      decisions: ['d'],
      edges: [['c', 'd'], ['d', 'a', 'Yes'], ['a', 'r'], ['d', 'r', 'No'], ['r', 's']],
    },
  },
  {
    id: 'pw-21',
    prompt:
      'If the wound is infected, take a swab for culture. Start empirical flucloxacillin. Review the culture result at 48 h. Otherwise, dress the wound.',
    expect: {
      nodes: { d: 'Wound infected?', s: 'Take swab for culture', f: 'Start empirical flucloxacillin', r: 'Review culture result at 48 h', w: 'Dress wound' },
      decisions: ['d'],
      edges: [['d', 's', 'Yes'], ['s', 'f'], ['f', 'r'], ['d', 'w', 'No']],
    },
  },
  {
    id: 'pw-22',
    prompt:
      '1. Add 100 µL of wash buffer to each well.\n2. Aspirate.\n3. Repeat steps 1–2 until three washes are done.\n4. Add 100 µL of TMB substrate.\n5. Read the absorbance at 450 nm.',
    expect: {
      nodes: { a: 'Add 100 µL wash buffer to each well', s: 'Aspirate', d: 'Three washes done?', t: 'Add 100 µL TMB substrate', r: 'Read absorbance at 450 nm' },
      decisions: ['d'],
      edges: [['a', 's'], ['s', 'd'], ['d', 'a', 'No'], ['d', 't', 'Yes'], ['t', 'r']],
    },
  },
  {
    id: 'pw-23',
    prompt:
      "The job scheduler works like this. When a job arrives, check whether the queue is full. If it is, reject the job with a 503. If not, check the user's quota: users over quota are put on the waiting list, the rest are queued. Queued jobs are run in arrival order.",
    expect: {
      nodes: { a: 'Job arrives', q: 'Queue full?', r: 'Reject job with 503', u: 'User over quota?', w: 'Put on waiting list', k: 'Queue job', x: 'Run in arrival order' },
      decisions: ['q', 'u'],
      edges: [['a', 'q'], ['q', 'r', 'Yes'], ['q', 'u', 'No'], ['u', 'w', 'Yes'], ['u', 'k', 'No'], ['k', 'x']],
    },
  },
  {
    id: 'pw-24',
    prompt: 'Is the patient over 65? Yes: give the high-dose vaccine. No: is there a chronic condition? Yes: give the standard vaccine. No: no vaccination needed.',
    expect: {
      nodes: { a: 'Over 65?', h: 'Give high-dose vaccine', c: 'Chronic condition?', s: 'Give standard vaccine', n: 'No vaccination needed' },
      decisions: ['a', 'c'],
      edges: [['a', 'h', 'Yes'], ['a', 'c', 'No'], ['c', 's', 'Yes'], ['c', 'n', 'No']],
    },
  },
  {
    id: 'pw-25',
    prompt:
      'Patients presenting with chest pain get an ECG within 10 minutes. Those with ST elevation go straight to the cath lab. The rest have a high-sensitivity troponin at 0 and 1 h; a rise above 5 ng/L means admission to cardiology, otherwise discharge with GP follow-up.',
    expect: {
      nodes: { e: 'ECG within 10 minutes', s: 'ST elevation?', c: 'Cath lab', t: 'High-sensitivity troponin at 0 and 1 h', r: 'Rise above 5 ng/L?', a: 'Admit to cardiology', d: 'Discharge with GP follow-up' },
      decisions: ['s', 'r'],
      edges: [['e', 's'], ['s', 'c', 'Yes'], ['s', 't', 'No'], ['t', 'r'], ['r', 'a', 'Yes'], ['r', 'd', 'No']],
    },
  },
  {
    id: 'pw-26',
    prompt:
      'Use three lanes: Ward, Lab, Pharmacy. Ward: prescribe antibiotic, send blood culture. Lab: culture sample, report sensitivities. Pharmacy: review prescription.',
    expect: {
      nodes: { p: 'Prescribe antibiotic', b: 'Send blood culture', c: 'Culture sample', s: 'Report sensitivities', r: 'Review prescription' },
      edges: [['p', 'b'], ['b', 'c'], ['c', 's'], ['s', 'r']],
      lanes: { Ward: ['p', 'b'], Lab: ['c', 's'], Pharmacy: ['r'] },
    },
  },
  {
    id: 'pw-27',
    prompt:
      'Participants completed the PHQ-9 and GAD-7 at baseline. Those scoring 10 or more on either scale were invited to a diagnostic interview (SCID-5); those scoring below 10 received a leaflet. Interviewed participants meeting criteria for major depression were referred to the IAPT service.',
    expect: {
      nodes: { b: 'Complete PHQ-9 and GAD-7 at baseline', d: '10 or more on either scale?', i: 'Diagnostic interview (SCID-5)', l: 'Leaflet', m: 'Meets criteria for major depression?', r: 'Refer to IAPT service' },
      decisions: ['d', 'm'],
      edges: [['b', 'd'], ['d', 'i', 'Yes'], ['d', 'l', 'No'], ['i', 'm'], ['m', 'r', 'Yes']],
    },
  },
  {
    id: 'pw-28',
    prompt: 'Test the water sample for coliforms. If positive, issue a boil-water notice. Either way, report the result to the regional authority.',
    expect: {
      nodes: { t: 'Test water sample for coliforms', d: 'Positive?', b: 'Issue boil-water notice', r: 'Report result to regional authority' },
      decisions: ['d'],
      edges: [['t', 'd'], ['d', 'b', 'Yes'], ['b', 'r'], ['d', 'r', 'No']],
    },
  },
  {
    id: 'pw-29',
    prompt: 'Unless the participant withdraws consent, samples are stored for 10 years. Withdrawn samples are destroyed.',
    expect: {
      nodes: { d: 'Participant withdraws consent?', s: 'Store samples for 10 years', x: 'Destroy samples' },
      decisions: ['d'],
      edges: [['d', 's', 'No'], ['d', 'x', 'Yes']],
    },
  },
  {
    id: 'pw-30',
    prompt: 'Run the PCR. Look for a band at 500 bp on a 1% gel. If so, send the product for Sanger sequencing. If not, redesign the primers and run it again.',
    expect: {
      nodes: { p: 'Run PCR', d: 'Band at 500 bp on 1% gel?', s: 'Send product for Sanger sequencing', r: 'Redesign primers' },
      decisions: ['d'],
      edges: [['p', 'd'], ['d', 's', 'Yes'], ['d', 'r', 'No'], ['r', 'p']],
    },
  },
  {
    id: 'pw-31',
    prompt:
      'Management of hyperkalaemia\na) Repeat the potassium to exclude haemolysis.\nb) If K+ ≥ 6.5 mmol/L, give 10 mL 10% calcium gluconate IV.\nc) Give insulin–dextrose.\nd) Recheck K+ after 1 hour.',
    expect: {
      nodes: { r: 'Repeat potassium to exclude haemolysis', d: 'K+ ≥ 6.5 mmol/L?', g: 'Give 10 mL 10% calcium gluconate IV', i: 'Give insulin–dextrose', k: 'Recheck K+ after 1 hour' },
      decisions: ['d'],
      edges: [['r', 'd'], ['d', 'g', 'Yes'], ['d', 'i', 'No'], ['g', 'i'], ['i', 'k']],
      title: 'Management of hyperkalaemia',
    },
  },
  {
    id: 'pw-32',
    prompt:
      'Weigh 2.5 g of soil (dry weight) into a 50 mL tube. Add 25 mL of 1 M KCl (1:10 w/v). Shake for 1 h at 200 rpm. Filter through Whatman No. 42 paper. Analyse NH4+ and NO3− on the autoanalyser.',
    expect: {
      nodes: { w: 'Weigh 2.5 g of soil into 50 mL tube', k: 'Add 25 mL of 1 M KCl', s: 'Shake for 1 h at 200 rpm', f: 'Filter through Whatman No. 42 paper', a: 'Analyse NH4+ and NO3− on autoanalyser' },
      edges: [['w', 'k'], ['k', 's'], ['s', 'f'], ['f', 'a']],
    },
  },
  {
    id: 'pw-33',
    prompt: 'Does the participant have a smartphone? If yes, install the study app. Otherwise a paper diary is given. All participants return at week 4.',
    expect: {
      nodes: { d: 'Has smartphone?', a: 'Install study app', p: 'Give paper diary', r: 'Return at week 4' },
      decisions: ['d'],
      edges: [['d', 'a', 'Yes'], ['d', 'p', 'No'], ['a', 'r'], ['p', 'r']],
    },
  },
  {
    id: 'pw-34',
    prompt:
      'At each site, we laid out a 50 m transect. Along the transect, quadrats (1 m²) were placed every 5 m. In each quadrat we recorded the percentage cover of each species. If a species could not be identified in the field, a voucher specimen was collected and pressed for later identification.',
    expect: {
      nodes: { t: 'Lay out 50 m transect', q: 'Place quadrats every 5 m', r: 'Record percentage cover of each species', d: 'Species identified in field?', v: 'Collect and press voucher specimen' },
      decisions: ['d'],
      edges: [['t', 'q'], ['q', 'r'], ['r', 'd'], ['d', 'v', 'No']],
    },
  },
  {
    id: 'pw-35',
    prompt: 'Run the unit tests. Some may fail; in that case, fix the code and run them again. When all pass, merge the branch.',
    expect: {
      nodes: { r: 'Run unit tests', d: 'All tests pass?', f: 'Fix code', m: 'Merge branch' },
      decisions: ['d'],
      edges: [['r', 'd'], ['d', 'f', 'No'], ['f', 'r'], ['d', 'm', 'Yes']],
    },
  },
  {
    id: 'pw-36',
    prompt:
      'Draw it left to right, with the decision as a diamond. Data are downloaded from the archive. Files with missing headers are skipped. The remaining files are converted to NetCDF. Converted files are uploaded to the server.',
    expect: {
      nodes: { d: 'Download data from archive', h: 'Missing headers?', s: 'Skip file', c: 'Convert to NetCDF', u: 'Upload to server' },
      decisions: ['h'],
      edges: [['d', 'h'], ['h', 's', 'Yes'], ['h', 'c', 'No'], ['c', 'u']],
      direction: 'LR',
    },
  },
  {
    id: 'pw-37',
    prompt: 'Of 2,418 patients screened, 1,906 were eligible. 312 declined to participate. 1,594 were enrolled; 1,512 completed 12-month follow-up.',
    expect: {
      nodes: { s: 'Screened (n = 2,418)', e: 'Eligible (n = 1,906)', d: 'Declined to participate (n = 312)', n: 'Enrolled (n = 1,594)', c: 'Completed 12-month follow-up (n = 1,512)' },
      edges: [['s', 'e'], ['e', 'd'], ['e', 'n'], ['n', 'c']],
    },
  },
  {
    id: 'pw-38',
    prompt:
      'If the image is grayscale, convert it to RGB. Then, if its width is over 1,024 px, resize it to 1,024 px; otherwise pad it to 1,024 px. Normalise the pixel values. Feed the image to the model.',
    expect: {
      nodes: { g: 'Grayscale?', c: 'Convert to RGB', w: 'Width over 1,024 px?', r: 'Resize to 1,024 px', p: 'Pad to 1,024 px', n: 'Normalise pixel values', f: 'Feed image to model' },
      decisions: ['g', 'w'],
      edges: [['g', 'c', 'Yes'], ['g', 'w', 'No'], ['c', 'w'], ['w', 'r', 'Yes'], ['w', 'p', 'No'], ['r', 'n'], ['p', 'n'], ['n', 'f']],
    },
  },
  {
    id: 'pw-39',
    prompt:
      'What is the Gram stain result? Gram-positive cocci: start vancomycin. Gram-negative rods: start piperacillin–tazobactam. No organisms seen: wait for culture.',
    expect: {
      nodes: { d: 'Gram stain result?', v: 'Start vancomycin', p: 'Start piperacillin–tazobactam', w: 'Wait for culture' },
      decisions: ['d'],
      edges: [['d', 'v', 'Gram-positive cocci'], ['d', 'p', 'Gram-negative rods'], ['d', 'w', 'No organisms seen']],
    },
  },
  {
    id: 'pw-40',
    prompt:
      'Passage the cells:\n1a. Aspirate the medium.\n1b. Wash with PBS.\n1c. Trypsinise for 5 min at 37 °C.\n2. Reseed at 1:5.\nRepeat every 3–4 days until passage 10, then freeze stocks.',
    expect: {
      nodes: { a: 'Aspirate medium', w: 'Wash with PBS', t: 'Trypsinise for 5 min at 37 °C', r: 'Reseed at 1:5', d: 'Passage 10?', f: 'Freeze stocks' },
      decisions: ['d'],
      edges: [['a', 'w'], ['w', 't'], ['t', 'r'], ['r', 'd'], ['d', 'a', 'No'], ['d', 'f', 'Yes']],
    },
  },
  {
    id: 'pw-41',
    prompt:
      'Children under 5 with fever over 38 °C are assessed with the traffic-light system. Green: manage at home with safety-netting advice. Amber: review by a paediatrician within 2 hours. Red: refer urgently to hospital.',
    expect: {
      nodes: { a: 'Traffic-light assessment', g: 'Manage at home with safety-netting advice', m: 'Review by paediatrician within 2 hours', r: 'Refer urgently to hospital' },
      decisions: ['a'],
      edges: [['a', 'g', 'Green'], ['a', 'm', 'Amber'], ['a', 'r', 'Red']],
    },
  },
  {
    id: 'pw-42',
    prompt:
      'Make a flowchart of our sample intake. Note: all samples are handled in a class II cabinet. Samples arrive by courier. They are checked against the manifest; mismatches are quarantined. Matching samples are barcoded and stored at −20 °C.',
    expect: {
      nodes: { a: 'Samples arrive by courier', d: 'Matches manifest?', q: 'Quarantine', b: 'Barcode', s: 'Store at −20 °C' },
      decisions: ['d'],
      edges: [['a', 'd'], ['d', 'q', 'No'], ['d', 'b', 'Yes'], ['b', 's']],
    },
  },
  {
    id: 'pw-43',
    prompt:
      'Open a pull request. CI runs the linter and the tests. If either fails, the author pushes a fix and CI runs again. Once CI is green, a maintainer merges the branch.',
    expect: {
      nodes: { o: 'Open pull request', c: 'CI runs linter and tests', d: 'Either fails?', f: 'Author pushes fix', m: 'Maintainer merges branch' },
      decisions: ['d'],
      edges: [['o', 'c'], ['c', 'd'], ['d', 'f', 'Yes'], ['f', 'c'], ['d', 'm', 'No']],
    },
  },
  {
    id: 'pw-44',
    prompt:
      'Q1 asks whether the respondent smoked in the past 30 days. Respondents answering yes go to Q2 (cigarettes per day); those answering no skip to Q5 (alcohol use). After Q2, everyone continues with Q5.',
    expect: {
      nodes: { q1: 'Q1: smoked in past 30 days?', q2: 'Q2: cigarettes per day', q5: 'Q5: alcohol use' },
      decisions: ['q1'],
      edges: [['q1', 'q2', 'Yes'], ['q1', 'q5', 'No'], ['q2', 'q5']],
    },
  },
  {
    id: 'pw-45',
    prompt:
      'Protocol overview\n\nDay 1. Cells are seeded in 6-well plates at 2 × 10^5 cells per well.\n\nDay 2. Cells are transfected with siRNA using Lipofectamine RNAiMAX.\n\nDay 4. Cells are harvested for qPCR and western blot.',
    expect: {
      nodes: { s: 'Day 1: seed cells in 6-well plates at 2 × 10^5 cells per well', t: 'Day 2: transfect with siRNA using Lipofectamine RNAiMAX', h: 'Day 4: harvest cells for qPCR and western blot' },
      edges: [['s', 't'], ['t', 'h']],
    },
  },
  {
    id: 'pw-46',
    prompt: 'Patients are discharged after 4 hours of observation unless the repeat lactate is above 2 mmol/L, in which case they are admitted.',
    expect: {
      nodes: { d: 'Repeat lactate above 2 mmol/L?', a: 'Admit', x: 'Discharge after 4 hours of observation' },
      decisions: ['d'],
      edges: [['d', 'x', 'No'], ['d', 'a', 'Yes']],
    },
  },
  {
    id: 'pw-47',
    prompt: 'Titrate the insulin infusion every hour while the glucose is above 10 mmol/L. Once it is below 10, switch to subcutaneous insulin.',
    expect: {
      nodes: { d: 'Glucose above 10 mmol/L?', t: 'Titrate insulin infusion every hour', s: 'Switch to subcutaneous insulin' },
      decisions: ['d'],
      edges: [['d', 't', 'Yes'], ['t', 'd'], ['d', 's', 'No']],
    },
  },
  {
    id: 'pw-48',
    prompt:
      "The chart starts at 'Specimen received' and ends at 'Report issued'. In between: accession, gross examination, processing, embedding, sectioning, staining, reporting by a pathologist.",
    expect: {
      nodes: { s: 'Specimen received', a: 'Accession', g: 'Gross examination', p: 'Processing', e: 'Embedding', c: 'Sectioning', t: 'Staining', r: 'Reporting by pathologist', i: 'Report issued' },
      ends: ['s', 'i'],
      edges: [['s', 'a'], ['a', 'g'], ['g', 'p'], ['p', 'e'], ['e', 'c'], ['c', 't'], ['t', 'r'], ['r', 'i']],
    },
  },
];
