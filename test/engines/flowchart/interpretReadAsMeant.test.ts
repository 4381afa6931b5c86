// Prompts written by someone who never read the grammar, and what a reader of the figure expects.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edge, edgeList, groupOf, labels, node } from './support.ts';

describe('ends', () => {
  const triage =
    'Chest pain triage: Start. Take ECG within 10 minutes. If ST elevation, activate cath lab and end. Otherwise measure high-sensitivity troponin at 0 h and 1 h. ' +
    'Depending on troponin: low -> discharge with follow-up; intermediate -> observe and repeat at 3 h; high -> admit to cardiology. End.';

  test('"X and end" is the step X followed by the end, and a branch that ends flows nowhere else', () => {
    const g = interpret(triage, []);
    expect(g.title).toBe('Chest pain triage');
    expect(node(g, 'End').role).toBe('terminator');
    expect(edgeList(g)).toEqual([
      'Start -> Take ECG within 10 minutes',
      'Take ECG within 10 minutes -> ST elevation?',
      'ST elevation? -> Activate cath lab [Yes]',
      'Activate cath lab -> End',
      'ST elevation? -> Measure high-sensitivity troponin at 0 h and 1 h [No]',
      'Measure high-sensitivity troponin at 0 h and 1 h -> Troponin?',
      'Troponin? -> Discharge with follow-up [low]',
      'Troponin? -> Observe and repeat at 3 h [intermediate]',
      'Troponin? -> Admit to cardiology [high]',
      'Discharge with follow-up -> End',
      'Observe and repeat at 3 h -> End',
      'Admit to cardiology -> End',
    ]);
  });

  test('an end word joins only a terminator, never a step whose words hold it', () => {
    const g = interpret('Prepare the end caps. Seal the column. End.', []);
    expect(labels(g)).toEqual(['Prepare the end caps', 'Seal the column', 'End']);
    expect(edge(g, 'Seal the column', 'End')).toBeDefined();
    const stop = interpret('Load the stop solution. Read the plate, then stop.', []);
    expect(node(stop, 'Stop').role).toBe('terminator');
    expect(edge(stop, 'Read the plate', 'Stop')).toBeDefined();
    const jump = interpret('Check the end point. If it is reached, go to end. Titrate again. End.', []);
    expect(edge(jump, 'Is the end point reached?', 'End')!.label).toBe('Yes');
    expect(jump.edges.some((e) => e.to === node(jump, 'Check the end point').id)).toBe(false);
  });
});

describe('parallel branches in arrows', () => {
  test('"A -> in parallel: B, C and D -> E" fans out from A to three steps that join into E', () => {
    const g = interpret(
      'RNA-seq pipeline: raw FASTQ files -> FastQC quality control -> trim adapters with Trimmomatic -> align to GRCh38 with STAR -> count reads with featureCounts -> DESeq2 differential expression -> in parallel: GO enrichment, volcano plot and heatmap of top genes -> report',
      [],
    );
    expect(g.title).toBe('RNA-seq pipeline');
    expect(labels(g)).toEqual([
      'Raw FASTQ files',
      'FastQC quality control',
      'Trim adapters with Trimmomatic',
      'Align to GRCh38 with STAR',
      'Count reads with featureCounts',
      'DESeq2 differential expression',
      'GO enrichment',
      'Volcano plot',
      'Heatmap of top genes',
      'Report',
    ]);
    for (const analysis of ['GO enrichment', 'Volcano plot', 'Heatmap of top genes']) {
      expect(edge(g, 'DESeq2 differential expression', analysis)).toBeDefined();
      expect(edge(g, analysis, 'Report')).toBeDefined();
    }
    expect(g.edges.every((e) => !e.label)).toBe(true);
  });
});

describe('comma lists of steps', () => {
  const sop =
    'Sample handling SOP.\nlane Clinic: draw blood into EDTA tube, label the tube, send to lab\nlane Lab: receive sample, centrifuge 10 min at 2000 g, aliquot plasma, store at -80 °C\nlane Biobank: register aliquots in LIMS, ship on dry ice';

  test('clauses that each start with an imperative verb are steps in order; lanes chain in order; the first line is the title', () => {
    const g = interpret(sop, []);
    expect(g.title).toBe('Sample handling SOP');
    expect(g.groups.map((x) => [x.label, x.kind])).toEqual([
      ['Clinic', 'lane'],
      ['Lab', 'lane'],
      ['Biobank', 'lane'],
    ]);
    expect(g.nodes.map((n) => [n.label, groupOf(g, n.label)])).toEqual([
      ['Draw blood into EDTA tube', 'Clinic'],
      ['Label the tube', 'Clinic'],
      ['Send to lab', 'Clinic'],
      ['Receive sample', 'Lab'],
      ['Centrifuge 10 min at 2000 g', 'Lab'],
      ['Aliquot plasma', 'Lab'],
      ['Store at -80 °C', 'Lab'],
      ['Register aliquots in LIMS', 'Biobank'],
      ['Ship on dry ice', 'Biobank'],
    ]);
    expect(g.edges).toHaveLength(8);
    expect(edge(g, 'Send to lab', 'Receive sample')).toBeDefined();
    expect(edge(g, 'Store at -80 °C', 'Register aliquots in LIMS')).toBeDefined();
  });

  test('a list whose clauses do not all start with a verb stays one step', () => {
    expect(labels(interpret('1. Mix A, B and C\n2. Heat to 95 °C', []))).toEqual(['Mix A, B and C', 'Heat to 95 °C']);
    expect(labels(interpret('1. Prepare wash buffer, stain solution and mounting medium\n2. Stain', []))).toEqual(['Prepare wash buffer, stain solution and mounting medium', 'Stain']);
    expect(labels(interpret('1. Centrifuge at 4 °C, 10 min\n2. Decant', []))).toEqual(['Centrifuge at 4 °C, 10 min', 'Decant']);
    expect(labels(interpret('- Add 1,000 cells per well, then incubate', []))).toEqual(['Add 1,000 cells per well', 'Incubate']);
  });

  test('a list item of comma-separated verb clauses is several steps', () => {
    expect(edgeList(interpret('1. Thaw the vial, wash twice in PBS, and count\n2. Seed plates', []))).toEqual([
      'Thaw the vial -> Wash twice in PBS',
      'Wash twice in PBS -> Count',
      'Count -> Seed plates',
    ]);
  });
});

describe('how a step is done', () => {
  test('"elute with 10% EtOAc, collecting 20 mL fractions": a clause led by an -ing word says how the step before is done, never a step of its own', () => {
    const g = interpret('Pack the column with silica, load the crude product, elute with 10% EtOAc in hexane, collecting 20 mL fractions, check the fractions by TLC.', []);
    expect(labels(g)).toEqual(['Pack the column with silica', 'Load the crude product', 'Elute with 10% EtOAc in hexane, collecting 20 mL fractions', 'Check the fractions by TLC']);
  });
});

describe('narration', () => {
  test('a leading "We first/then" that only narrates is dropped; the rest of the words are kept', () => {
    const g = interpret(
      'We first screen compounds in a primary assay, then confirm hits in dose-response. Confirmed hits go to counter-screens for cytotoxicity and assay interference. Compounds that pass are triaged by medicinal chemists, and the best series enter hit-to-lead.',
      [],
    );
    expect(labels(g)[0]).toBe('Screen compounds in a primary assay');
    expect(labels(g)[1]).toBe('Confirm hits in dose-response');
    expect(labels(g)).toContain('Confirmed hits go to counter-screens for cytotoxicity and assay interference');
  });

  test('"we" after a phrase saying when or where ("Before each run we calibrate ...") narrates too: dropped, the phrase kept', () => {
    const g = interpret('Before each run we calibrate the pH meter. On the day, we take written consent. Then measure the samples.', []);
    expect(labels(g)).toEqual(['Before each run, calibrate the pH meter', 'On the day, take written consent', 'Measure the samples']);
  });

  test('"We" before anything but a step verb is kept, so the meaning never changes', () => {
    const g = interpret('We were unable to lyse the cells. We then measured viability.', []);
    expect(labels(g)).toEqual(['We were unable to lyse the cells', 'Measured viability']);
  });

  test('"We" saying what the writers think, with no step verb, is no step: refused, named', () => {
    expect(() => interpret('We were unable to lyse the cells. We then measured viability. We hypothesise that the dose is too low.', [])).toThrow(/"We hypothesise that the dose is too low" is talk/);
  });
});

describe('found by trying unseen prompts', () => {
  test('a jump written as a comma clause is a jump ("amend prescription, return to pharmacist"), and a lane name is its first step', () => {
    const g = interpret(
      'lanes: Patient, Pharmacist, Doctor\nPatient: hand in prescription\nPharmacist: check prescription, check for interactions\nPharmacist: interaction found? yes: contact doctor; no: dispense medication\nDoctor: amend prescription, return to pharmacist\nPatient: collect medication',
      [],
    );
    expect(labels(g)).not.toContain('Return to pharmacist');
    expect(edge(g, 'Amend prescription', 'Check prescription')).toBeDefined();
  });

  test('of several open branches, only the one whose last step names the next line\'s lane goes into it; the others go on after it', () => {
    const g = interpret(
      'lanes: Patient, Pharmacist, Doctor\nPatient: hand in prescription\nPharmacist: check prescription\nPharmacist: interaction found? yes: contact doctor; no: dispense medication\nDoctor: amend prescription, return to pharmacist\nPatient: collect medication',
      [],
    );
    expect(edge(g, 'Contact doctor', 'Amend prescription')).toBeDefined();
    expect(edge(g, 'Dispense medication', 'Amend prescription')).toBeUndefined();
    expect(edge(g, 'Dispense medication', 'Collect medication')).toBeDefined();
  });

  test('arrows before a question are steps, and the question answered on the next line is the same decision', () => {
    const g = interpret('Patient arrives at ED -> triage nurse assesses -> Is the patient stable?\nStable? yes: wait in waiting room; no: resuscitation bay', []);
    expect(edgeList(g)).toEqual([
      'Patient arrives at ED -> Triage nurse assesses',
      'Triage nurse assesses -> Is the patient stable?',
      'Is the patient stable? -> Wait in waiting room [Yes]',
      'Is the patient stable? -> Resuscitation bay [No]',
    ]);
  });

  test('a first sentence that only names the flow is the title ("Cloning workflow. Digest ...")', () => {
    const g = interpret('Cloning workflow. Digest vector and insert with EcoRI and BamHI, gel-purify both fragments, ligate at 16 °C overnight. Pick 5 colonies, miniprep, and send for sequencing.', []);
    expect(g.title).toBe('Cloning workflow');
    expect(labels(g)).toEqual(['Digest vector and insert with EcoRI and BamHI', 'Gel-purify both fragments', 'Ligate at 16 °C overnight', 'Pick 5 colonies', 'Miniprep', 'Send for sequencing']);
  });

  test('"re" verbs drop narration too ("Next we recalibrate ..."); a list named by its first line is the title', () => {
    expect(labels(interpret('First we align reads with BWA-MEM. Next we recalibrate base quality scores.', []))).toEqual(['Align reads with BWA-MEM', 'Recalibrate base quality scores']);
    const g = interpret('Mouse experiment:\n- Acclimatise mice for 1 week\n- Inject tumour cells', []);
    expect(g.title).toBe('Mouse experiment');
    expect(g.groups).toEqual([]);
  });

  test('an "excluded (n=...)" count in a flow of counts stands beside the flow, which goes on from the step before it', () => {
    const g = interpret(
      'Systematic review: Records identified through database searching (n=1,204). Records after duplicates removed (n=890). Records screened (n=890); records excluded (n=760). Full-text articles assessed for eligibility (n=130); full-text articles excluded, with reasons (n=98). Studies included (n=32).',
      [],
    );
    expect(g.title).toBe('Systematic review');
    expect(node(g, 'Records excluded (n=760)').role).toBe('note');
    expect(node(g, 'Records after duplicates removed (n=890)').role).toBe('process');
    expect(edge(g, 'Records screened (n=890)', 'Full-text articles assessed for eligibility (n=130)')).toBeDefined();
    expect(edge(g, 'Full-text articles assessed for eligibility (n=130)', 'Studies included (n=32)')).toBeDefined();
    expect(g.edges.filter((e) => e.from === node(g, 'Records excluded (n=760)').id)).toEqual([]);
  });
});

describe('the other outcome in its own words', () => {
  test('"If there are no red flags" after "If any red flag is present" is its No, plural or not', () => {
    const g = interpret('Screen the caller. If any red flag is present, send an ambulance. If there are no red flags, book a GP appointment within 24 hours.', []);
    expect(g.nodes.filter((n) => n.role === 'decision')).toHaveLength(1);
    const question = g.nodes.find((n) => n.role === 'decision')!.label;
    expect(edgeList(g)).toEqual(expect.arrayContaining([`${question} -> Send an ambulance [Yes]`, `${question} -> Book a GP appointment within 24 hours [No]`]));
  });

  test('"If it does not crack, increase the load": the verb after "does not" restates the question, no part of the step', () => {
    const g = interpret('Apply the load and hold for 60 s. If the specimen cracks, record the failure load. If it does not crack, increase the load by 1 kN.', []);
    expect(labels(g)).toContain('Increase the load by 1 kN');
    const question = g.nodes.find((n) => n.role === 'decision')!.label;
    expect(edgeList(g)).toContain(`${question} -> Increase the load by 1 kN [No]`);
  });
});

describe('cautions', () => {
  test('"Critical: do not let the cells dry" after a step is how to do that step, in its box', () => {
    const g = interpret('Fix the cells. Block in BSA. Critical: do not let the cells dry. Stain with DAPI.', []);
    expect(labels(g)).toEqual(['Fix the cells', 'Block in BSA (do not let the cells dry)', 'Stain with DAPI']);
  });
});
