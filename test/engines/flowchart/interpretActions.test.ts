// Several actions written as one clause are several steps; one action written with "and" or
// commas stays one. Prompts in words no corpus item uses.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { unplacedWords } from '../../../engines/flowchart/interpret/unplaced.ts';
import { edgeList, labels } from './support.ts';

describe('two actions joined by "and"', () => {
  test('"The nurse takes the observations and calculates the NEWS2 score" is two steps, the second keeping who does it', () => {
    const g = interpret('The nurse takes a full set of observations and calculates the NEWS2 score. The doctor reviews the chart.', []);
    expect(edgeList(g)).toEqual(['The nurse takes a full set of observations -> The nurse calculates the NEWS2 score', 'The nurse calculates the NEWS2 score -> The doctor reviews the chart']);
  });

  test('"Protein was resolved on gels and transferred to PVDF" (a passive) is not read as an actor\'s two actions', () => {
    const g = interpret('Protein was resolved on 4–12% gels and transferred to PVDF membranes. Membranes were blocked in milk.', []);
    expect(labels(g).some((l) => /^Protein was resolved/.test(l) || /^Resolve/.test(l))).toBe(true);
  });

  test('"thaw the aliquot and dilute the serum" is two steps, each with its object', () => {
    const g = interpret('Collect the serum. Then thaw the aliquot and dilute the serum 1:10 in PBS. Read the plate.', []);
    expect(labels(g)).toEqual(['Collect the serum', 'Thaw the aliquot', 'Dilute the serum 1:10 in PBS', 'Read the plate']);
    expect(edgeList(g)).toContain('Thaw the aliquot -> Dilute the serum 1:10 in PBS');
  });

  test('a bare verb sharing the object, things listed, and a noun after "and" stay one step', () => {
    const g = interpret('Fix and permeabilise the coverslips. Add primer and template. Cut plasmid and insert with NotI. Image the slides.', []);
    expect(labels(g)).toEqual(['Fix and permeabilise the coverslips', 'Add primer and template', 'Cut plasmid and insert with NotI', 'Image the slides']);
  });

  test('a branch that discards and then cleans up ends after both steps', () => {
    const g = interpret('Check the flask. If the medium is cloudy, discard the culture and notify the lab manager. Passage at 1:4. Feed on day 3.', []);
    expect(edgeList(g)).toEqual([
      'Check the flask -> Is the medium cloudy?',
      'Is the medium cloudy? -> Discard the culture [Yes]',
      'Discard the culture -> Notify the lab manager',
      'Is the medium cloudy? -> Passage at 1:4 [No]',
      'Passage at 1:4 -> Feed on day 3',
    ]);
  });
});

describe('a list of steps led by a noun', () => {
  test('"Gram stain, culture on blood agar, identify by MALDI" is three steps', () => {
    const g = interpret('Receive the swab. Gram stain of the smear, overnight culture on blood agar, identify colonies by MALDI-TOF. Report to the ward.', []);
    expect(labels(g)).toEqual(['Receive the swab', 'Gram stain of the smear', 'Overnight culture on blood agar', 'Identify colonies by MALDI-TOF', 'Report to the ward']);
  });

  test('things listed after a noun, or quantities, stay one step', () => {
    const g = interpret('Prepare the buffer. Lysis buffer: 50 mM Tris, 150 mM NaCl, 1% NP-40. Spin the lysate.', []);
    expect(labels(g)).toContain('Lysis buffer: 50 mM Tris, 150 mM NaCl, 1% NP-40');
  });
});

describe('a passive sentence listing actions', () => {
  test('"Positive wells are picked, regrown and frozen" on the branch of "positive" is three steps with no subject', () => {
    const g = interpret('Screen the wells by ELISA. If a well is positive, keep it; otherwise discard it. Positive wells are picked, regrown in 24-well plates and frozen at −80 °C.', []);
    expect(labels(g)).toEqual(['Screen the wells by ELISA', 'Is a well positive?', 'Keep it', 'Discard it', 'Pick', 'Regrow in 24-well plates', 'Freeze at −80 °C']);
    expect(edgeList(g)).toContain('Keep it -> Pick');
  });

  test('a subject that names what is acted on is kept as the first step\'s object', () => {
    const g = interpret('Harvest the mice. Livers were weighed, homogenised in RIPA and frozen. Run the assay.', []);
    expect(labels(g)).toEqual(['Harvest the mice', 'Weigh livers', 'Homogenise in RIPA', 'Freeze', 'Run the assay']);
  });

  test('a participle of any verb after "and", before a preposition or at the end, is an action too ("coded in NVivo", "air-dried")', () => {
    expect(labels(interpret('Interviews were recorded, transcribed verbatim and coded in NVivo. Themes were then developed.', []))).toEqual(
      expect.arrayContaining(['Record interviews', 'Transcribe verbatim', 'Code in NVivo']),
    );
    expect(labels(interpret('Soil cores are taken at 0–10 cm, sieved to 2 mm and air-dried. Then weigh them.', []))).toEqual(['Take soil cores at 0–10 cm', 'Sieve to 2 mm', 'Air-dry', 'Weigh them']);
  });

  test('a participle before a noun names a thing, not an action ("mixed with water and distilled water")', () => {
    expect(labels(interpret('Samples were lysed and mixed with buffer and distilled water. Then run the gel.', []))).toEqual(['Lyse samples', 'Mix with buffer and distilled water', 'Run the gel']);
  });

  test('one participle keeps the author\'s words', () => {
    const g = interpret('Consent the donors. 40 donors were enrolled. Draw blood.', []);
    expect(labels(g)).toContain('40 donors were enrolled');
  });
});

describe('a sentence whose subject goes to a step', () => {
  test('"the sample goes to X" is a jump to X, and "the others also go to X" later joins the same box', () => {
    const g = interpret(
      'Culture the isolate. If it grows within 24 h, the isolate goes to susceptibility testing (disc diffusion); otherwise extend incubation to 48 h. Isolates with visible colonies at 48 h also go to susceptibility testing; the rest are reported as no growth.',
      [],
    );
    expect(edgeList(g).sort()).toEqual([
      'Culture the isolate -> Does it grow within 24 h?',
      'Does it grow within 24 h? -> Extend incubation to 48 h [No]',
      'Does it grow within 24 h? -> Susceptibility testing (disc diffusion) [Yes]',
      'Extend incubation to 48 h -> Isolates with visible colonies at 48 h?',
      'Isolates with visible colonies at 48 h? -> Report as no growth [No]',
      'Isolates with visible colonies at 48 h? -> Susceptibility testing (disc diffusion) [Yes]',
    ]);
  });
});

describe('a branch that names the next step short', () => {
  test('"then deploy" and "deploy now" in branches are the step "Deploy to production" after them', () => {
    const g = interpret('- Build the image\n- Did the smoke tests fail? yes → fix the config, then deploy; no → deploy now\n- Deploy to production\n- Notify users', []);
    expect(labels(g)).toEqual(['Build the image', 'Did the smoke tests fail?', 'Fix the config', 'Deploy to production', 'Notify users']);
    expect(edgeList(g)).toEqual([
      'Build the image -> Did the smoke tests fail?',
      'Did the smoke tests fail? -> Fix the config [Yes]',
      'Fix the config -> Deploy to production',
      'Did the smoke tests fail? -> Deploy to production [No]',
      'Deploy to production -> Notify users',
    ]);
  });
});

describe('outcomes written as "if ..." after a question', () => {
  test('"if not → A. if <the question\'s words> → B; Q2? yes → C, no → D. all three paths finish at End."', () => {
    const g = interpret(
      'start = sample logged. seal intact? if not → recollect the sample. if intact → spin it; lipaemic? yes → ultracentrifuge, no → aliquot to 2 vials. all three paths finish at End.',
      [],
    );
    expect(edgeList(g)).toEqual([
      'Start = sample logged -> Seal intact?',
      'Seal intact? -> Recollect the sample [No]',
      'Seal intact? -> Spin it [Yes]',
      'Spin it -> Lipaemic?',
      'Lipaemic? -> Ultracentrifuge [Yes]',
      'Lipaemic? -> Aliquot to 2 vials [No]',
      'Recollect the sample -> End',
      'Ultracentrifuge -> End',
      'Aliquot to 2 vials -> End',
    ]);
    expect(g.nodes[0]!.role).toBe('terminator');
  });

  test('"all three paths" naming a number of ways the flow does not have is refused', () => {
    expect(() => interpret('Spin the tube. Clotted? yes → reject; no → aliquot. All three paths go to End.', [])).toThrow(/three/);
  });

  test('"Any AEs? if none, A; if AEs, B": the question\'s own word is Yes, "none" is No', () => {
    const g = interpret('Give the dose. Then any rash? if none, discharge; if rash, call the dermatologist.', []);
    expect(edgeList(g)).toEqual(['Give the dose -> Any rash?', 'Any rash? -> Discharge [No]', 'Any rash? -> Call the dermatologist [Yes]']);
  });
});

describe('steps at the same time, and names before a dash', () => {
  test('"at the same time after X: A at 1, 2, 4 h and B" is two branches; a list of numbers stays in its box', () => {
    const g = interpret('Infuse the drug. At the same time after infusing: glucose checks at 1, 2, 4 h and ECG at 2 h. Then review.', []);
    expect(labels(g)).toEqual(['Infuse the drug', 'Glucose checks at 1, 2, 4 h', 'ECG at 2 h', 'Review']);
  });

  test('"nightly backup — export the tables, check the dump; upload to S3" names the flow before the dash', () => {
    const g = interpret('nightly backup — export the tables, check the dump; upload to S3', []);
    expect(g.title).toBe('nightly backup');
    expect(labels(g)).toEqual(['Export the tables', 'Check the dump', 'Upload to S3']);
  });

  test('"if valid A, if invalid B": a word and its opposite are the two outcomes of one question', () => {
    const g = interpret('Parse the file. If valid, import the rows, if invalid, email the sender.', []);
    expect(edgeList(g)).toEqual(['Parse the file -> Valid?', 'Valid? -> Import the rows [Yes]', 'Valid? -> Email the sender [No]']);
  });
});

describe('boxes that show a reading went wrong are refused', () => {
  test('a question left inside a step, and a box that is only a number', () => {
    const read = (labels: string[]) => ({ nodes: labels.map((label, k) => ({ id: `n${k + 1}`, label, role: 'process' as const })), edges: [], groups: [] });
    expect(unplacedWords([], read(['Stain', 'Polyp found? yes']), undefined, new Set(['n1', 'n2']), new Set())).toMatch(/question inside a step/);
    expect(unplacedWords(['Sample at 0.5, 1, 2 h.'], read(['Sample at 0.5', '1', '2 h']), undefined, new Set(['n1', 'n2', 'n3']), new Set())).toMatch(/only a number/);
  });
});

describe('a step that leaves out the verb of the step before', () => {
  test('"increase to 50%, then to 100%" and "dilute the stock to 1 mM, then to 10 µM" take the words before the preposition again', () => {
    expect(labels(interpret('Deploy the canary. Increase to 50%, then to 100%.', []))).toEqual(['Deploy the canary', 'Increase to 50%', 'Increase to 100%']);
    expect(labels(interpret('Dilute the stock to 1 mM, then to 10 µM. Add to the cells.', []))).toEqual(['Dilute the stock to 1 mM', 'Dilute the stock to 10 µM', 'Add to the cells']);
  });

  test('a step with its own verb, or a preposition the step before lacks, keeps its words', () => {
    expect(labels(interpret('Thaw the cells at 37 °C, then add to the flask.', []))).toEqual(['Thaw the cells at 37 °C', 'Add to the flask']);
  });
});

describe('a passive list whose last participle the verb list lacks', () => {
  test('"Samples are received, logged and barcoded" is three steps, none holding "and barcoded"', () => {
    const graph = interpret('Samples are received, logged and barcoded. DNA is extracted with the Qiagen kit.', []);
    expect(labels(graph)).toHaveLength(4);
    expect(labels(graph).slice(0, 2)).toEqual(['Receive samples', 'Log']);
    expect(labels(graph)[2]).toMatch(/^Barcode/);
  });
});
