// Prompts outsiders tried, and what a reader of the figure expects from them.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edge, edgeList, groupOf, labels, node } from './support.ts';

function failure(prompt: string): unknown {
  try {
    interpret(prompt, []);
  } catch (error) {
    return error;
  }
  throw new Error(`"${prompt}" was read as a flowchart`);
}

describe('decisions inside a chain of steps', () => {
  test('"-> if X, A, otherwise B and go back to C" is a decision with a Yes and a No branch, the No branch looping back', () => {
    const g = interpret(
      'Machine learning pipeline: load the dataset -> split into train and test sets -> in parallel: train a random forest, train gradient boosting and train logistic regression -> compare ROC AUC on the test set -> if the best AUC > 0.8, deploy the model, otherwise collect more data and go back to split into train and test sets',
      [],
    );
    expect(g.title).toBe('Machine learning pipeline');
    expect(node(g, 'Is the best AUC > 0.8?').role).toBe('decision');
    expect(edgeList(g).slice(-4)).toEqual([
      'Compare ROC AUC on the test set -> Is the best AUC > 0.8?',
      'Is the best AUC > 0.8? -> Deploy the model [Yes]',
      'Is the best AUC > 0.8? -> Collect more data [No]',
      'Collect more data -> Split into train and test sets',
    ]);
    expect(labels(g).some((l) => /\bif\b|otherwise/i.test(l))).toBe(false);
  });

  test('a decision between arrows is followed by the next arrow from both branches', () => {
    const g = interpret('Thaw cells -> if viability is below 80%, discard the vial, otherwise seed the plate -> incubate overnight', []);
    expect(edgeList(g)).toEqual([
      'Thaw cells -> Is viability below 80%?',
      'Is viability below 80%? -> Discard the vial [Yes]',
      'Is viability below 80%? -> Seed the plate [No]',
      'Discard the vial -> Incubate overnight',
      'Seed the plate -> Incubate overnight',
    ]);
  });

  test('"then if X, A" in words and "-> repeat until X ->" in arrows are decisions too', () => {
    const words = interpret('Measure the OD, then if it is above 1, dilute the sample, otherwise read the plate.', []);
    expect(edge(words, 'Is the OD above 1?', 'Dilute the sample')!.label).toBe('Yes');
    expect(edge(words, 'Is the OD above 1?', 'Read the plate')!.label).toBe('No');
    const arrows = interpret('Wash the pellet -> repeat until the supernatant is clear -> dry the pellet', []);
    expect(edgeList(arrows)).toEqual([
      'Wash the pellet -> Is the supernatant clear?',
      'Is the supernatant clear? -> Wash the pellet [No]',
      'Is the supernatant clear? -> Dry the pellet [Yes]',
    ]);
  });
});

describe('titles', () => {
  test('a leading "Title:" label is not part of the title', () => {
    const g = interpret('Title: Testing rule\nTest everyone with symptoms. If positive, isolate for 5 days. Otherwise, send home.', []);
    expect(g.title).toBe('Testing rule');
    expect(labels(g)).toEqual(['Test everyone with symptoms', 'Positive?', 'Isolate for 5 days', 'Send home']);
  });

  test('"return to work" with no step of that name is a step in its words, not a failed jump', () => {
    const g = interpret('Test everyone with symptoms. If positive, isolate for 5 days. Otherwise return to work.', []);
    expect(edge(g, 'Positive?', 'Return to work')!.label).toBe('No');
    expect(failure('Test everyone. Go back to work.')).toMatchObject({ reason: 'FLOWCHART_STEP_UNKNOWN' });
  });

  test('a prompt that only names the flow is the title of the attached steps; alone it is no flowchart, nor is one sentence', () => {
    const g = interpret('Our assay workflow', [{ text: '1. Thaw the plate\n2. Add substrate\n3. Read absorbance' }]);
    expect(g.title).toBe('Our assay workflow');
    expect(labels(g)).toEqual(['Thaw the plate', 'Add substrate', 'Read absorbance']);
    expect(failure('Our assay workflow')).toMatchObject({ reason: 'FLOWCHART_NO_GRAPH' });
    expect(failure('Centrifuge the samples')).toMatchObject({ reason: 'FLOWCHART_NO_GRAPH' });
    // A step written as the prompt is still the first step of the attached ones.
    expect(labels(interpret('Centrifuge the samples', [{ text: '1. Aliquot\n2. Freeze' }]))).toEqual(['Centrifuge the samples', 'Aliquot', 'Freeze']);
  });
});

describe('numbering', () => {
  test('"1. Stage 1: align reads" is numbered, not a group: the step keeps its words', () => {
    const items = Array.from({ length: 50 }, (_, k) => `${k + 1}. Stage ${k + 1}: process batch ${k + 1}`).join('\n');
    const g = interpret(`${items}\n51. Go back to step 2`, []);
    expect(g.groups).toEqual([]);
    expect(labels(g)[0]).toBe('Process batch 1');
    expect(edge(g, 'Process batch 50', 'Process batch 2')).toBeDefined();
    const prefixed = interpret('Step 1: thaw cells\nStage 2: count them\nPhase C: seed plates\n- Phase D: incubate', []);
    expect(prefixed.groups).toEqual([]);
    expect(labels(prefixed)).toEqual(['Thaw cells', 'Count them', 'Seed plates', 'Incubate']);
  });

  test('a named phase is still a group, and "Phase 1:" above a list names the list', () => {
    const g = interpret('phase Screening: consent, take bloods\nPhase 1:\n- dose\n- observe', []);
    expect(groupOf(g, 'Consent')).toBe('Screening');
    expect(groupOf(g, 'Dose')).toBe('Phase 1');
  });
});

describe('lanes', () => {
  test('"lane X:" after a sentence end starts a new lane on the same line', () => {
    const g = interpret('lane Clinic: take consent, draw blood. lane Lab: spin, aliquot.', []);
    expect(g.groups.map((x) => [x.label, x.kind])).toEqual([
      ['Clinic', 'lane'],
      ['Lab', 'lane'],
    ]);
    expect(labels(g)).toEqual(['Take consent', 'Draw blood', 'Spin', 'Aliquot']);
    expect(groupOf(g, 'Spin')).toBe('Lab');
    expect(edge(g, 'Draw blood', 'Spin')).toBeDefined();
    const declared = interpret('Lanes: Nurse, Doctor\nNurse: take history, record vitals. Doctor: examine, prescribe.', []);
    expect(groupOf(declared, 'Examine')).toBe('Doctor');
  });
});

describe('CONSORT counts per arm', () => {
  test('"Lost to follow-up (n=12) and (n=9)" is one count per arm, in allocation order', () => {
    const g = interpret(
      'We assessed 400 patients for eligibility and excluded 119. 281 were randomised: 138 to metformin and 143 to placebo. Lost to follow-up (n=12) and (n=9). 126 metformin and 134 placebo patients were analysed.',
      [],
    );
    expect(edge(g, 'Allocated to metformin (n=138)', 'Lost to follow-up (n=12)')).toBeDefined();
    expect(edge(g, 'Allocated to placebo (n=143)', 'Lost to follow-up (n=9)')).toBeDefined();
    expect(edge(g, 'Lost to follow-up (n=12)', 'Analysed (n=126)')).toBeDefined();
    expect(edge(g, 'Lost to follow-up (n=9)', 'Analysed (n=134)')).toBeDefined();
    const inside = interpret('Assessed for eligibility (n=120). Randomised (n=100). Allocated to A (n=50). Allocated to B (n=50). Analysed (n=47 and n=48).', []);
    expect(edge(inside, 'Allocated to B (n=50)', 'Analysed (n=48)')).toBeDefined();
  });

  test('more counts than arms stay together as a note beside the flow, joined to no arm', () => {
    const g = interpret('Assessed for eligibility (n=120). Randomised (n=100). Allocated to A (n=50). Allocated to B (n=50). Lost to follow-up (n=3), (n=2) and (n=1).', []);
    const note = node(g, 'Lost to follow-up (n=3), (n=2) and (n=1)');
    expect(note.role).toBe('note');
    expect(g.edges.some((e) => e.to === note.id || e.from === note.id)).toBe(false);
  });
});

describe('text detected in images', () => {
  test('lines of one or two digits or marks are OCR noise; every other line is kept', () => {
    const text = 'Clinic\nTake consent\n4\nDraw blood\n->\nSpin\n|\nAliquot 2 ml';
    const g = interpret('', [{ name: 'flow.png', text, source: 'ocr' }]);
    expect(labels(g)).toEqual(['Clinic', 'Take consent', 'Draw blood', 'Spin', 'Aliquot 2 ml']);
    // Typed text keeps such lines: only text detection reads arrowheads as digits. A box that would
    // hold only a number is no step, so it is refused, named, rather than drawn.
    expect(() => interpret('', [{ text: 'Take consent\n4\nDraw blood' }])).toThrow(/"4" is only a step's number/);
  });
});

describe('ten more unseen prompts', () => {
  test('"Filter: if X, A; otherwise B" in a list item is the named step, then a decision with both branches joined to the next item', () => {
    const g = interpret('1. Call variants with HaplotypeCaller\n2. Filter: if QD < 2 or FS > 60, flag as low quality; otherwise keep\n3. Annotate with VEP', []);
    expect(edgeList(g)).toEqual([
      'Call variants with HaplotypeCaller -> Filter',
      'Filter -> Is QD < 2 or FS > 60?',
      'Is QD < 2 or FS > 60? -> Flag as low quality [Yes]',
      'Is QD < 2 or FS > 60? -> Keep [No]',
      'Flag as low quality -> Annotate with VEP',
      'Keep -> Annotate with VEP',
    ]);
  });

  test('"Start: patient with suspected infection" is a start that says what it is', () => {
    const g = interpret('Start: patient with suspected infection in ED. Calculate NEWS2. End: discharge home.', []);
    expect(node(g, 'Start: patient with suspected infection in ED').role).toBe('terminator');
    expect(node(g, 'End: discharge home').role).toBe('terminator');
    expect(edge(g, 'Start: patient with suspected infection in ED', 'Calculate NEWS2')).toBeDefined();
  });

  test('steps before a question in the same clause come first: "check interactions; interaction found? yes: ..."', () => {
    const g = interpret('Take history. Check interactions; interaction found? yes: contact prescriber; no: dispense.', []);
    expect(labels(g)).toEqual(['Take history', 'Check interactions', 'Interaction found?', 'Contact prescriber', 'Dispense']);
    expect(edge(g, 'Check interactions', 'Interaction found?')).toBeDefined();
  });

  test('a drawing request keeps the spaces of the steps after it ("convert .czi to OME-TIFF")', () => {
    const g = interpret('Draw a flowchart of our imaging pipeline: acquire images -> convert .czi to OME-TIFF -> segment nuclei', []);
    expect(labels(g)).toEqual(['Acquire images', 'Convert .czi to OME-TIFF', 'Segment nuclei']);
  });

  test('"We then synthesise cDNA" narrates a step, and "Our qPCR workflow goes like this." is the title', () => {
    const g = interpret('Our qPCR workflow goes like this. First we extract RNA with the RNeasy kit, then we check RNA quality. We then synthesise cDNA and set up the plate.', []);
    expect(g.title).toBe('Our qPCR workflow');
    expect(labels(g)).toEqual(['Extract RNA with the RNeasy kit', 'Check RNA quality', 'Synthesise cDNA', 'Set up the plate']);
  });

  test('CONSORT: "312 were eligible and 300 consented" are two enrolment counts, never one label holding both', () => {
    const g = interpret(
      'Of 1,204 women screened, 312 were eligible and 300 consented. 150 were randomised to the app and 150 to usual care. In the app group, 8 withdrew; in the usual care group, 11 were lost to follow-up. 137 and 139 were analysed in the app and usual care groups respectively.',
      [],
    );
    expect(g.nodes[0]!.label).toBe('Screened (n=1,204)\nEligible (n=312)\nConsented (n=300)');
  });
});
