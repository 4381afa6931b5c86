import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { MAX_NODES } from '../../../engines/flowchart/model.ts';
import { edge, edgeList, fixture, groupOf, labels, node } from './support.ts';

function failure(prompt: string, documents: Array<{ text: string }> = []): { reason: string; message: string } {
  try {
    interpret(prompt, documents);
  } catch (error) {
    return { reason: (error as { reason: string }).reason, message: (error as Error).message };
  }
  throw new Error('no error');
}

describe('steps in words', () => {
  test('numbered steps (1. 1) Step 1:) are read in order, joined one after another', () => {
    for (const prompt of ['1. Thaw cells\n2. Count cells\n3. Seed plates', '1) Thaw cells\n2) Count cells\n3) Seed plates', 'Step 1: Thaw cells\nStep 2: Count cells\nStep 3: Seed plates']) {
      const g = interpret(prompt, []);
      expect(labels(g)).toEqual(['Thaw cells', 'Count cells', 'Seed plates']);
      expect(edgeList(g)).toEqual(['Thaw cells -> Count cells', 'Count cells -> Seed plates']);
      expect(g.nodes.map((n) => n.id)).toEqual(['n1', 'n2', 'n3']);
      expect(g.direction).toBeUndefined();
    }
  });

  test('bulleted steps', () => {
    expect(edgeList(interpret('- Collect urine\n* Centrifuge\n• Freeze the pellet', []))).toEqual(['Collect urine -> Centrifuge', 'Centrifuge -> Freeze the pellet']);
  });

  test('"then", "next", "after that" and arrows chain steps; leading connectives are not part of the label', () => {
    const g = interpret('First thaw the sample, then vortex it. Next, spin down briefly; after that load the gel → run at 100 V => stain', []);
    expect(labels(g)).toEqual(['Thaw the sample', 'Vortex it', 'Spin down briefly', 'Load the gel', 'Run at 100 V', 'Stain']);
    expect(g.edges).toHaveLength(5);
  });

  test('arrow statements with labels; the same words join an earlier step (an RNA-seq pipeline)', () => {
    const g = interpret('RNA-seq pipeline:\nRaw FASTQ files -> FastQC -> Alignment with STAR -> featureCounts -> DESeq2\nFastQC --> MultiQC report: QC summary\nDESeq2 -> Volcano plot\nAlignment -> Coverage tracks', []);
    expect(g.title).toBe('RNA-seq pipeline');
    expect(labels(g)).toEqual(['Raw FASTQ files', 'FastQC', 'Alignment with STAR', 'featureCounts', 'DESeq2', 'MultiQC report', 'Volcano plot', 'Coverage tracks']);
    expect(edge(g, 'FastQC', 'MultiQC report')!.label).toBe('QC summary');
    expect(edge(g, 'DESeq2', 'Volcano plot')).toBeDefined();
    expect(edge(g, 'Alignment with STAR', 'Coverage tracks')).toBeDefined();
    expect(node(g, 'Raw FASTQ files').role).toBe('data');
    expect(node(g, 'MultiQC report').role).toBe('document');
  });

  test('"if X then A else B": a decision asked as a question with Yes and No branches that rejoin', () => {
    const g = interpret('Measure OD600. If the culture is dense then dilute 1:10 else use undiluted. Plate on agar.', []);
    expect(labels(g)).toEqual(['Measure OD600', 'Is the culture dense?', 'Dilute 1:10', 'Use undiluted', 'Plate on agar']);
    expect(node(g, 'Is the culture dense?').role).toBe('decision');
    expect(edge(g, 'Is the culture dense?', 'Dilute 1:10')!.label).toBe('Yes');
    expect(edge(g, 'Is the culture dense?', 'Use undiluted')!.label).toBe('No');
    expect(edge(g, 'Dilute 1:10', 'Plate on agar')).toBeDefined();
    expect(edge(g, 'Use undiluted', 'Plate on agar')).toBeDefined();
  });

  test('"if X, A; otherwise B" and an "Otherwise" in the next sentence', () => {
    for (const prompt of ['Check pH. If pH is below 7, add NaOH; otherwise proceed to filtration. Filter.', 'Check pH. If pH is below 7, add NaOH. Otherwise, filter.']) {
      const g = interpret(prompt, []);
      expect(node(g, 'Is pH below 7?').role).toBe('decision');
      expect(edge(g, 'Is pH below 7?', 'Add NaOH')!.label).toBe('Yes');
      expect(edge(g, 'Is pH below 7?', 'Filter')?.label ?? edge(g, 'Is pH below 7?', 'Filtration')?.label).toBe('No');
    }
  });

  test('"if X, A" with no alternative: the No branch goes on to the next step', () => {
    const g = interpret('Screen the patient. If pregnant, refer to obstetrics. Take a blood sample.', []);
    expect(edgeList(g)).toEqual(['Screen the patient -> Pregnant?', 'Pregnant? -> Refer to obstetrics [Yes]', 'Refer to obstetrics -> Take a blood sample', 'Pregnant? -> Take a blood sample [No]']);
  });

  test('"X? yes: A; no: B" and a question with its outcomes as sub-items (a PCR protocol)', () => {
    const inline = interpret('ST elevation? yes: activate cath lab; no: measure troponin', []);
    expect(edgeList(inline)).toEqual(['ST elevation? -> Activate cath lab [Yes]', 'ST elevation? -> Measure troponin [No]']);
    const g = interpret(fixture('pcr-protocol.txt'), []);
    expect(g.direction).toBe('LR');
    expect(labels(g)[0]).toBe('Extract DNA from the samples');
    expect(edge(g, 'Is the band visible on the gel?', 'Send for sequencing')!.label).toBe('Yes');
    expect(edge(g, 'Is the band visible on the gel?', 'Prepare the master mix (see SOP 12)')!.label).toBe('No');
    expect(node(g, 'Prepare the master mix (see SOP 12)').role).toBe('subprocess');
    expect(node(g, 'Export results to the LIMS database').role).toBe('database');
  });

  test('"depending on X: a -> A, b -> B, c -> C": one decision, one labelled branch an outcome', () => {
    const g = interpret('Measure troponin. Depending on troponin: high -> admit to CCU, borderline -> repeat troponin at 3 h, normal -> discharge', []);
    expect(edgeList(g)).toEqual(['Measure troponin -> Troponin?', 'Troponin? -> Admit to CCU [high]', 'Troponin? -> Repeat troponin at 3 h [borderline]', 'Troponin? -> Discharge [normal]']);
  });

  test('loops: "go back to step 2", "return to <step>", "repeat until X"', () => {
    const g = interpret('1. Thaw cells\n2. Wash with PBS\n3. Check for debris. If debris remains, go back to step 2.\n4. Resuspend', []);
    expect(edge(g, 'Does debris remain?', 'Wash with PBS')!.label).toBe('Yes');
    expect(edge(g, 'Does debris remain?', 'Resuspend')!.label).toBe('No');
    const r = interpret('Load sample. Run column. If the eluate is cloudy, return to load sample. Collect fractions.', []);
    expect(edge(r, 'Is the eluate cloudy?', 'Load sample')!.label).toBe('Yes');
    const u = interpret('Wash with PBS; repeat until the supernatant is clear. Lyse cells.', []);
    expect(edgeList(u)).toEqual([
      'Wash with PBS -> Is the supernatant clear?',
      'Is the supernatant clear? -> Wash with PBS [No]',
      'Is the supernatant clear? -> Lyse cells [Yes]',
    ]);
  });

  test('"Repeat until X, then Y": the question is X alone, Y follows its Yes', () => {
    const g = interpret('Passage the cells and count them. Repeat until you have 20 flasks, then harvest.', []);
    const question = g.nodes.find((n) => n.role === 'decision')!.label;
    expect(question).not.toMatch(/harvest/i);
    expect(edgeList(g)).toContain(`${question} -> Harvest [Yes]`);
  });

  test('"Repeat until X" after a sentence of two steps loops back to the first of them', () => {
    const g = interpret('Thaw the cells. Split the cells 1:4 and grow them for 3 days. Repeat until there are 20 flasks. Freeze the stock.', []);
    expect(edgeList(g)).toContain('Are there 20 flasks? -> Split the cells 1:4 [No]');
  });

  test('a jump to a step that does not exist is refused, not guessed', () => {
    expect(failure('1. Mix\n2. Heat\n3. If too thick, go back to step 7')).toMatchObject({ reason: 'FLOWCHART_STEP_UNKNOWN', message: expect.stringContaining('step 7') });
  });

  test('parallel branches ("in parallel: A, B and C", sub-items, "A and B at the same time") and their join', () => {
    const g = interpret('Seed cells. In parallel: treat with drug A, treat with drug B and keep a vehicle control. Then merge. Image the plates.', []);
    expect(edgeList(g)).toEqual([
      'Seed cells -> Treat with drug A',
      'Seed cells -> Treat with drug B',
      'Seed cells -> Keep a vehicle control',
      'Treat with drug A -> Image the plates',
      'Treat with drug B -> Image the plates',
      'Keep a vehicle control -> Image the plates',
    ]);
    const list = interpret('1. Seed cells\n2. In parallel:\n   - Stain nuclei\n   - Stain actin\n3. Image', []);
    expect(edgeList(list)).toEqual(['Seed cells -> Stain nuclei', 'Seed cells -> Stain actin', 'Stain nuclei -> Image', 'Stain actin -> Image']);
    const same = interpret('Collect serum. Run ELISA and qPCR at the same time. Compare results.', []);
    expect(edgeList(same)).toEqual(['Collect serum -> Run ELISA', 'Collect serum -> QPCR', 'Run ELISA -> Compare results', 'QPCR -> Compare results'].map((e) => e.replace('QPCR', 'qPCR')));
  });

  test('swimlanes: "lane Lab: ..." and "Name: ..." lines under a lanes form (a sample-handling SOP)', () => {
    const g = interpret(fixture('sample-handling-lanes.txt'), []);
    expect(g.title).toBe('Sample handling SOP');
    expect(g.groups.map((x) => [x.label, x.kind])).toEqual([
      ['Clinic', 'lane'],
      ['Courier', 'lane'],
      ['Lab', 'lane'],
    ]);
    expect(groupOf(g, 'Draw blood into EDTA tube')).toBe('Clinic');
    expect(groupOf(g, 'Transport sample to the lab within 2 h')).toBe('Courier');
    expect(groupOf(g, 'Is the volume sufficient?')).toBe('Lab');
    expect(groupOf(g, 'File the consent form')).toBe('Clinic');
    expect(edge(g, 'Label tube', 'Transport sample to the lab within 2 h')).toBeDefined();
    const one = interpret('lane Clinic: draw blood then label tube\nlane Lab: centrifuge', []);
    expect(groupOf(one, 'Centrifuge')).toBe('Lab');
    expect(edge(one, 'Label tube', 'Centrifuge')).toBeDefined();
  });

  test('groups: "group Preprocessing: ...", headings, and a "Name:" line above a list', () => {
    const g = interpret('group Preprocessing: trim reads then align reads\ngroup Analysis: count genes', []);
    expect(g.groups.map((x) => [x.label, x.kind])).toEqual([
      ['Preprocessing', 'group'],
      ['Analysis', 'group'],
    ]);
    expect(groupOf(g, 'Align reads')).toBe('Preprocessing');
    const h = interpret('## Day 1\n1. Transfect\n## Day 2\n2. Select with puromycin', []);
    expect(groupOf(h, 'Select with puromycin')).toBe('Day 2');
    const c = interpret('Sample preparation:\n- Lyse\n- Spin\nSequencing:\n- Load flow cell', []);
    expect(groupOf(c, 'Spin')).toBe('Sample preparation');
    expect(groupOf(c, 'Load flow cell')).toBe('Sequencing');
  });

  test('start and end words become terminators; none are added that the author did not write', () => {
    const g = interpret('Start. Collect sample. Analyse. End.', []);
    expect(g.nodes.map((n) => [n.label, n.role])).toEqual([
      ['Start', 'terminator'],
      ['Collect sample', 'process'],
      ['Analyse', 'process'],
      ['End', 'terminator'],
    ]);
    const plain = interpret('Collect sample, then analyse', []);
    expect(plain.nodes.every((n) => n.role === 'process')).toBe(true);
    const twoEnds = interpret('Screen. If ineligible, stop. Enrol. Stop.', []);
    expect(twoEnds.nodes.filter((n) => n.label === 'Stop')).toHaveLength(1);
  });

  test('notes attach to the step before with a dotted line', () => {
    const g = interpret('Collect blood. Note: keep on ice. Centrifuge.', []);
    const note = node(g, 'Keep on ice');
    expect(note.role).toBe('note');
    expect(edge(g, 'Collect blood', 'Keep on ice')).toMatchObject({ line: 'dotted', arrow: 'none' });
    expect(edge(g, 'Collect blood', 'Centrifuge')).toBeDefined();
  });

  test('roles from words: data, document, database, subprocess', () => {
    const g = interpret('1. Load the data file\n2. Complete the consent form\n3. Enter results in the registry\n4. Run the QC sub-process\n5. Write the final report', []);
    expect(g.nodes.map((n) => n.role)).toEqual(['data', 'document', 'database', 'subprocess', 'document']);
  });

  test('direction only when stated', () => {
    expect(interpret('Mix then heat. Draw it left to right.', []).direction).toBe('LR');
    expect(interpret('A vertical flowchart: mix then heat', []).direction).toBe('TB');
    const g = interpret('Make a horizontal flowchart of: mix then heat', []);
    expect(g.direction).toBe('LR');
    expect(labels(g)).toEqual(['Mix', 'Heat']);
    expect(interpret('Mix then heat', []).direction).toBeUndefined();
  });
});

describe('documents', () => {
  test('a document alone gives the steps: lists are steps, headings groups, prose is not a step', () => {
    const g = interpret('Draw the attached protocol as a flowchart', [{ name: 'chip.md', text: fixture('chip-seq-protocol.md') }]);
    expect(g.title).toBe('ChIP-seq protocol');
    expect(labels(g)).toEqual([
      'Fix cells with 1% formaldehyde for 10 min',
      'Quench with glycine',
      'Harvest and pellet cells',
      'Sonicate chromatin to 200-500 bp',
      'Incubate with antibody overnight at 4 °C',
      'Wash beads',
      'Elute DNA',
    ]);
    expect(groupOf(g, 'Quench with glycine')).toBe('Day 1: crosslinking');
    expect(groupOf(g, 'Elute DNA')).toBe('Day 2: immunoprecipitation');
  });

  test("the prompt's steps come first and the documents' follow, joined in order", () => {
    const g = interpret('1. Recruit participants\n2. Obtain consent', [{ text: '- Baseline visit\n- Randomise' }, { text: '1. Follow up at 6 months' }]);
    expect(edgeList(g)).toEqual(['Recruit participants -> Obtain consent', 'Obtain consent -> Baseline visit', 'Baseline visit -> Randomise', 'Randomise -> Follow up at 6 months']);
  });
});

describe('refusals and limits', () => {
  test('nothing readable fails FLOWCHART_NO_GRAPH, naming the forms understood and the grammar document', () => {
    for (const prompt of ['Please draw a nice flowchart.', 'Hello, how are you?', '   ']) {
      expect(failure(prompt)).toEqual({ reason: 'FLOWCHART_NO_GRAPH', message: expect.stringContaining('docs/flowchart-requests.md') });
    }
    expect(failure('Draw the attached protocol as a flowchart', [{ text: '' }]).reason).toBe('FLOWCHART_NO_GRAPH');
  });

  test('more than MAX_NODES steps fails FLOWCHART_TOO_LARGE', () => {
    const prompt = Array.from({ length: MAX_NODES + 1 }, (_, i) => `${i + 1}. Step ${i + 1}`).join('\n');
    expect(failure(prompt).reason).toBe('FLOWCHART_TOO_LARGE');
  });

  test('a step longer than 300 characters is refused with a reason, never cut', () => {
    const long = `1. ${'word '.repeat(70)}\n2. Freeze`;
    expect(failure(long)).toMatchObject({ reason: 'FLOWCHART_LABEL_TOO_LONG', message: expect.stringContaining('300') });
    const fits = interpret(`1. ${'word '.repeat(55).trim()}\n2. Freeze`, []);
    expect(fits.nodes[0]!.label).toHaveLength(274);
  });

  test('an 8,000-character adversarial prompt is answered, never stuck in backtracking (a guard far above its time on a loaded machine; timing is for the flowchart bench)', () => {
    const seeds = ['if if then then else otherwise ', '((([[[{{{ ', '-> --> ==> ', ' ; , ? yes: no: ', 'repeat until until go back to step 1 ', 'depending on x: a -> b, ', '1. 2) - * '];
    for (const seed of seeds) {
      const prompt = seed.repeat(Math.ceil(8000 / seed.length)).slice(0, 8000);
      for (const text of [prompt, prompt.replace(/ /g, '\n'), `flowchart TD\n${prompt}`]) {
        const started = performance.now();
        try {
          interpret(text, []);
        } catch (error) {
          expect((error as { reason?: string }).reason).toMatch(/^(FLOWCHART_|MERMAID_SYNTAX)/);
        }
        expect(performance.now() - started).toBeLessThan(5000);
      }
    }
  });

  test('the same input gives the same graph', () => {
    const prompt = fixture('pcr-protocol.txt');
    expect(JSON.stringify(interpret(prompt, []))).toBe(JSON.stringify(interpret(prompt, [])));
  });
});
