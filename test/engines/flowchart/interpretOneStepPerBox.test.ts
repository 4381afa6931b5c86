// A box holds one step of the text, or the request is refused naming what could not be placed:
// two actions in one box, outcomes or actors read as steps in a row, a sentence that describes
// rather than does, a step for only some of what the flow carries. Whatever rule made the box.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { secondAction } from '../../../engines/flowchart/interpret/oneStepPerBox.ts';
import { edgeList, groupOf, labels, refusal } from './support.ts';

describe('one action per box', () => {
  test('an actor doing two things to two objects in one sentence is refused, the second verb named', () => {
    const e = refusal('The technician weighs each mouse and notes the weight on the cage card. Then inject the compound i.p.');
    expect(e.reason).toBe('FLOWCHART_TEXT_UNPLACED');
    expect(e.message).toMatch(/two actions \("notes"/);
  });

  test('two counts each done to in the passive ("6,200 households were sampled and 4,030 were interviewed") are two steps in one box: refused, named', () => {
    const e = refusal('At wave 1, 6,200 households were sampled and 4,030 were interviewed (2,170 refusals). At wave 2, 3,410 were re-interviewed.');
    expect(e.reason).toBe('FLOWCHART_TEXT_UNPLACED');
    expect(e.message).toMatch(/two actions \("interviewed"/);
  });

  test('"Swabs are collected at the clinic and couriered to the lab": a second participle with its own words after a passive step is refused, named', () => {
    const e = refusal('Swabs are collected at the clinic and couriered to the lab within 24 h. RNA is extracted on the KingFisher.');
    expect(e.reason).toBe('FLOWCHART_TEXT_UNPLACED');
    expect(e.message).toMatch(/two actions \("couriered"/);
  });

  test('"The slides are washed and dried" (nothing after the first participle) is drawn, not refused', () => {
    expect(labels(interpret('The slides are washed and dried. Then mount them in DPX.', []))).toContain('Mount them in DPX');
  });

  test('a listed verb after "and" that the model tags as a noun is a step when a determiner follows it', () => {
    const g = interpret('Spin the tubes and aliquot the serum. Freeze at -80 °C.', []);
    expect(labels(g)).toEqual(['Spin the tubes', 'Aliquot the serum', 'Freeze at -80 °C']);
  });

  test('a verb sharing its object, things listed after a verb, and a number with a thousands comma stay one box', () => {
    const g = interpret('Wash and dry the slides. Prepare blocking buffer, stain solution and mounting medium. Start with 24,000 cells per well (3 wells, 2 plates).', []);
    expect(labels(g)).toEqual(['Wash and dry the slides', 'Prepare blocking buffer, stain solution and mounting medium', 'Start with 24,000 cells per well (3 wells, 2 plates)']);
  });
});

describe('names before a colon', () => {
  test('alternatives written "Priority 1: ... Priority 2: ..." after a step are the outcomes of a question on what they share', () => {
    const g = interpret('Triage the call. Priority 1: dispatch an ambulance. Priority 2: call back within 20 minutes.', []);
    expect(edgeList(g)).toEqual(['Triage the call -> Priority?', 'Priority? -> Dispatch an ambulance [Priority 1]', 'Priority? -> Call back within 20 minutes [Priority 2]']);
    expect(g.title).toBeUndefined();
  });

  test('a question answered by "Stage A: ... Stage B: ..." sentences takes them as its outcomes', () => {
    const g = interpret('Examine the mole. Which type is it? Type A: photograph and review in 3 months. Type B: excise within 2 weeks.', []);
    expect(edgeList(g)).toEqual([
      'Examine the mole -> Which type is it?',
      'Which type is it? -> Photograph and review in 3 months [Type A]',
      'Which type is it? -> Excise within 2 weeks [Type B]',
    ]);
  });

  test('outcomes named with values before a colon, with no step or question before them to ask, are refused', () => {
    const e = refusal('Band 0–2: no action. Band 3–5: repeat in a week. Band 6+: call the on-call doctor.');
    expect(e.reason).toBe('FLOWCHART_TEXT_UNPLACED');
    expect(e.message).toMatch(/Band 0–2/);
  });

  test('days in sequence before a colon are steps in a row', () => {
    const g = interpret('Day 1: seed the cells. Day 2: transfect with 1 µg plasmid. Day 3: change the medium.', []);
    expect(labels(g)).toHaveLength(3);
    expect(g.edges).toHaveLength(2);
  });

  test('"Swimlanes: A, B, C" declares lanes, and a lane line\'s third-person verbs are the steps\' verbs', () => {
    const g = interpret('Swimlanes: Owner, Vet, Front desk. Owner: books the appointment. Front desk: confirms the booking and sends a reminder. Vet: examines the dog.', []);
    expect(g.groups.filter((x) => x.kind === 'lane').map((x) => x.label)).toEqual(['Owner', 'Vet', 'Front desk']);
    expect(labels(g)).toEqual(['Book the appointment', 'Confirm the booking', 'Send a reminder', 'Examine the dog']);
    expect(groupOf(g, 'Send a reminder')).toBe('Front desk');
    expect(g.title).toBeUndefined();
  });
});

describe('what is said about the flow is no step', () => {
  test('a sentence whose only verb is "is" describes; it is refused rather than drawn as a box', () => {
    const e = refusal('Thaw the plasma on ice. The whole assay is about three hours long. Run the ELISA.');
    expect(e.reason).toBe('FLOWCHART_TEXT_UNPLACED');
    expect(e.message).toMatch(/says what something is/);
  });

  test('how long a step takes, what is done for every step, and where things are listed describe: refused, never a box in the chain', () => {
    for (const remark of ['Sample prep takes about 2 h.', 'Each wash takes 5 min.', 'Reagents are listed in Table 1.', 'Primer sequences are given in the supplement.']) {
      expect(refusal(`Thaw the samples. ${remark} Spin at 300 g. Freeze the pellet.`).message).toMatch(/says what something is/);
    }
  });

  test('a step that takes something, or results reported somewhere, stays a step', () => {
    expect(labels(interpret('Thaw the samples. Take 5 ml of plasma. Spin at 300 g.', []))).toEqual(['Thaw the samples', 'Take 5 ml of plasma', 'Spin at 300 g']);
    expect(labels(interpret('Run the assay. Results are reported in the EHR. Review with the consultant.', []))).toContain('Results are reported in the EHR');
  });

  test('a passive step and a failed attempt keep their words: they say what is done', () => {
    expect(labels(interpret('Screen the volunteers. Eligible volunteers are randomised. Collect baseline saliva.', []))).toContain('Eligible volunteers are randomised');
  });

  test('"those who ..." is a condition on who the step is for: refused, not a box for everyone', () => {
    const e = refusal('Enrol the pupils. Those whose parents opt out are given the standard lesson. Run the intervention lessons.');
    expect(e.message).toMatch(/condition on who/);
  });

  test('"those scoring ...", "those with ..." and "all others" name only some: refused, not a chain for everyone', () => {
    const scoring = refusal('Participants completed the baseline questionnaire online. Those scoring 10 or more on the PHQ-9 were referred to their GP; all others were invited to the follow-up survey at 3 months.');
    expect(scoring.message).toMatch(/condition on who/);
    const others = refusal('Weigh every pup at day 7. Record the weights on the cage card. The rest are returned to the dam.');
    expect(others.message).toMatch(/condition on who/);
  });

  test('"..., and only samples with a RIN of 7 or higher were used for ..." inside a step names only some: refused, never one box', () => {
    const only = refusal('RNA was extracted with TRIzol. RNA integrity was checked on a Bioanalyzer, and only samples with a RIN of 7 or higher were used for library preparation. Libraries were sequenced on a NovaSeq.');
    expect(only.message).toMatch(/condition on some/);
  });

  test('"Use only sterile tips" names no condition: a step', () => {
    expect(labels(interpret('Thaw the primers. Use only sterile tips. Set up the PCR.', []))).toEqual(['Thaw the primers', 'Use only sterile tips', 'Set up the PCR']);
  });
});

describe('outcomes after a question', () => {
  test('an arrow from a question to its outcomes adds nothing', () => {
    const g = interpret('Swab the wound -> culture -> MRSA grown? -> yes: start decolonisation; no: routine care', []);
    expect(edgeList(g)).toEqual([
      'Swab the wound -> Culture',
      'Culture -> MRSA grown?',
      'MRSA grown? -> Start decolonisation [Yes]',
      'MRSA grown? -> Routine care [No]',
    ]);
  });
});

describe('order words and remarks', () => {
  test('"After <the last step as a noun>, ..." only says the order: the rest is the step', () => {
    const g = interpret('Embed the tissue in OCT, then section at 10 µm. After sectioning, stain with H&E and mount the slides.', []);
    expect(labels(g)).toEqual(['Embed the tissue in OCT', 'Section at 10 µm', 'Stain with H&E', 'Mount the slides']);
  });

  test('a sentence about the flow itself ("It runs ...", "This pathway was agreed ...") is refused, not drawn as a step', () => {
    expect(refusal('Call the patient. Book the scan. This pathway was agreed by the board.').message).toMatch(/says what something is/);
    expect(refusal('Trim the reads, then align them, then call variants. It runs on the cluster every night.').message).toMatch(/says what something is/);
  });

  test('a remark in brackets about how to draw a step is refused; a gel lane in brackets is a step\'s words', () => {
    expect(refusal('Biopsy -> histology -> malignant? yes: refer to oncology; no: discharge (dashed box)').message).toMatch(/remark about the drawing/);
    expect(labels(interpret('Lyse the cells -> load the gel (15 µg/lane) -> transfer to PVDF', []))).toContain('Load the gel (15 µg/lane)');
  });
});

describe('steps said of the people doing them', () => {
  test('"they drink the glucose load" is a step, not a description of the flow', () => {
    expect(labels(interpret('Take fasting blood, then they drink the 75 g glucose load. Take blood at 120 min.', []))).toContain('They drink the 75 g glucose load');
  });
});

describe('a subject doing two things, its verb tagged as a noun', () => {
  test('"The healthcare assistant measures the vital signs and enters them in the e-obs system" is refused naming "enters", never one box', () => {
    const error = refusal('The healthcare assistant measures the vital signs and enters them in the e-obs system. If the score is 3 or more, inform the doctor. Otherwise file the chart.');
    expect(error.message).toMatch(/"enters" begins the second/);
  });
});

describe('a second action whose verb the list lacks', () => {
  test('"load into Postgres and refresh the dashboard" is refused naming "refresh", never one box', () => {
    expect(refusal('ingest CSV exports, validate against the schema, load into Postgres and refresh the dashboard').message).toMatch(/"refresh" begins the second/);
  });
});

describe('a second action whose verb the model tags as a noun, before a place or a means', () => {
  test('after a step that says where, a listed verb before a preposition acts even as a noun: refused when left in one box', () => {
    expect(secondAction('Resuspend in 1 ml PBS and count on the Countess')).toBe('count');
  });

  test('"Resuspend in 1 ml PBS and count on the Countess" is two steps, never one box', () => {
    expect(labels(interpret('Pellet the cells at 300 g for 5 min. Resuspend in 1 ml PBS and count on the Countess.', []))).toEqual([
      'Pellet the cells at 300 g for 5 min',
      'Resuspend in 1 ml PBS',
      'Count on the Countess',
    ]);
    expect(labels(interpret('Check the cold chain log. Log the box in the freezer inventory and store at −80 °C.', []))).toEqual(['Check the cold chain log', 'Log the box in the freezer inventory', 'Store at −80 °C']);
  });

  test('"Add PBS and sample to the well" lists two things added: one box', () => {
    expect(labels(interpret('Thaw the plate. Add PBS and sample to the well. Read at 450 nm.', []))).toContain('Add PBS and sample to the well');
  });
});

describe('a subject named by a result no question asks', () => {
  test('"Positive samples are sequenced" after "Run the PCR" is a condition on some samples: refused, never a step for all', () => {
    expect(refusal('Run the PCR. Positive samples are sequenced. Write the report.').message).toMatch(/condition on who/);
    expect(refusal('Validate each record against the schema. Invalid records go to a quarantine table. Load the rest into Postgres.').message).toMatch(/condition on who/);
    expect(refusal('Screen all admissions for delirium with the 4AT. Positive patients are reviewed by the geriatrician. Record the score in the notes.').message).toMatch(/condition on who/);
  });

  test('a subject named by a step\'s product ("Fixed cells", "Stained slides") or a branch\'s result stays a step', () => {
    expect(labels(interpret('Fix the cells in PFA. Fixed cells are permeabilised with Triton. Block in BSA.', []))).toHaveLength(3);
    expect(labels(interpret('Test for MRSA. If positive, isolate in a side room; if negative, send to the general ward. Negative patients are rescreened on day 7.', []))).toContain('Negative patients are rescreened on day 7');
  });
});
