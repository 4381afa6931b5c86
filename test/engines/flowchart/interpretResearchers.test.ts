// Rules found by reading requests written in researchers' voices: arms named as alternatives,
// a question named again before its outcome, a loop's end written as a step, an outcome alone.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList, labels, refusal } from './support.ts';

describe('arms named as alternatives', () => {
  test('"randomised 2:1 to A or B" in prose is the step with its ratio, then one arm each, joined by the next step', () => {
    const g = interpret('Enrol 90 smokers, then randomise 2:1 to varenicline or nicotine patches. Measure exhaled CO at 12 weeks.', []);
    expect(edgeList(g)).toEqual([
      'Enrol 90 smokers -> Randomise 2:1',
      'Randomise 2:1 -> Varenicline',
      'Randomise 2:1 -> Nicotine patches',
      'Varenicline -> Measure exhaled CO at 12 weeks',
      'Nicotine patches -> Measure exhaled CO at 12 weeks',
    ]);
  });

  test('"allocate -> A or B -> C" in arrows fans out after the allocating step and joins at the next arrow', () => {
    const g = interpret('Consent -> allocate -> standard dressing or silver dressing -> review at day 14', []);
    expect(edgeList(g)).toEqual([
      'Consent -> Allocate',
      'Allocate -> Standard dressing',
      'Allocate -> Silver dressing',
      'Standard dressing -> Review at day 14',
      'Silver dressing -> Review at day 14',
    ]);
  });

  test('"A or B" after a step that sends nowhere stays the author\'s words', () => {
    expect(labels(interpret('Collect the swab -> culture or PCR -> report', []))).toContain('Culture or PCR');
  });

  test('a clause after ", and" whose subject has words in brackets is a step of its own', () => {
    const g = interpret('Tumours are measured weekly, and the volume (length × width² / 2) is recorded in the log. Euthanise at 1,500 mm³.', []);
    expect(labels(g)).toEqual(['Tumours are measured weekly', 'The volume (length × width² / 2) is recorded in the log', 'Euthanise at 1,500 mm³']);
  });
});

describe('questions and outcomes across lines', () => {
  test('"question? -> yes -> ..." on a later line continues the question already asked with that outcome', () => {
    const g = interpret('Triage -> fit for theatre? -> no -> optimise and rebook\nfit for theatre? -> yes -> consent -> theatre', []);
    expect(edgeList(g)).toEqual([
      'Triage -> Fit for theatre?',
      'Fit for theatre? -> Optimise and rebook [No]',
      'Fit for theatre? -> Consent [Yes]',
      'Consent -> Theatre',
    ]);
  });
});

describe('loops', () => {
  test('"measure every 10 min; stop when X" holds a loop the reader did not draw: refused, named', () => {
    const e = refusal('Start the reaction; sample every 10 minutes; stop when conversion exceeds 95%; quench with water.');
    expect(e.reason).toBe('FLOWCHART_TEXT_UNPLACED');
    expect(e.message).toMatch(/end of a loop/);
  });
});

describe('where branches go on', () => {
  test('a condition on a thing only one branch made is asked on that branch alone', () => {
    const g = interpret('Assess the airway. If it is obstructed, call the anaesthetist. Otherwise, measure the lactate. If the lactate is above 4 mmol/L, give fluids; if not, observe.', []);
    expect(edgeList(g)).toEqual([
      'Assess the airway -> Is the airway obstructed?',
      'Is the airway obstructed? -> Call the anaesthetist [Yes]',
      'Is the airway obstructed? -> Measure the lactate [No]',
      'Measure the lactate -> Is the lactate above 4 mmol/L?',
      'Is the lactate above 4 mmol/L? -> Give fluids [Yes]',
      'Is the lactate above 4 mmol/L? -> Observe [No]',
    ]);
  });

  test('a condition on neither branch\'s thing follows both', () => {
    const g = interpret('Check the ECG. If there is AF, start a beta blocker. Otherwise, give reassurance. If symptoms persist, refer to cardiology.', []);
    expect(edgeList(g)).toContain('Start a beta blocker -> Do symptoms persist?');
    expect(edgeList(g)).toContain('Give reassurance -> Do symptoms persist?');
  });

  test('a branch that starts "stop and ..." ends after its steps', () => {
    const g = interpret('Scan the wristband. Unless it matches the form, stop and re-label the sample. Then load the analyser.', []);
    expect(edgeList(g)).not.toContain('Stop and re-label the sample -> Load the analyser');
    expect(edgeList(g)).toContain('Does the wristband match the form? -> Load the analyser [Yes]');
  });
});

describe('choices and jumps written inside a step', () => {
  test('"A, or B" and "X decides: A, B or C" are choices with no question: refused, named', () => {
    expect(refusal('Receive the abstract. Reject it, or send it to two referees. Publish the programme.').message).toMatch(/choice between steps/);
    expect(refusal('Collect the votes. The panel decides: fund, resubmit or reject. Notify the applicant.').message).toMatch(/decision written as a step/);
  });

  test('an alternative in brackets and an arrow mapping values in brackets are a step\'s own words', () => {
    const g = interpret('Weigh the mice -> dose (vehicle, or drug at 10 mg/kg) -> code weights (<20 g → light) -> analyse', []);
    expect(labels(g)).toEqual(['Weigh the mice', 'Dose (vehicle, or drug at 10 mg/kg)', 'Code weights (<20 g → light)', 'Analyse']);
  });

  test('"any X get flagged" between dashes is a condition on some: refused, not a box', () => {
    expect(refusal('Load the data, check the dates — any future dates get flagged — then save the file.').message).toMatch(/condition on some|middle of a sentence/);
  });

  test('"otherwise go straight to X" makes X the step both branches go on to', () => {
    const g = interpret('Thaw the plasma. If it is lipaemic, spin it at high speed, otherwise go straight to aliquoting. Then freeze the aliquots.', []);
    expect(edgeList(g)).toEqual([
      'Thaw the plasma -> Is the plasma lipaemic?',
      'Is the plasma lipaemic? -> Spin it at high speed [Yes]',
      'Spin it at high speed -> Aliquoting',
      'Is the plasma lipaemic? -> Aliquoting [No]',
      'Aliquoting -> Freeze the aliquots',
    ]);
  });

  test('"are then" and "were then" narrate a passive step; "then" there joins no steps', () => {
    expect(labels(interpret('Rats arrive at 8 weeks. Rats are then housed in pairs for 7 days. Train them on the maze.', []))).toEqual([
      'Rats arrive at 8 weeks',
      'Rats are then housed in pairs for 7 days',
      'Train them on the maze',
    ]);
  });

  test('a noun-phrase name before a colon over several sentences is the title, not part of the first box', () => {
    const g = interpret('Sample handling after biopsy: the core is halved. One half goes to histology. Log both in the LIMS.', []);
    expect(g.title).toBe('Sample handling after biopsy');
    expect(labels(g)[0]).toBe('The core is halved');
  });
});

describe('items numbered on one line', () => {
  test('"1) ... 2) ..." and "(1) ...; (2) ..." in a paragraph are a list, the words before them its name', () => {
    const g = interpret('Coverslip staining. 1) Fix in 4% PFA. 2) Permeabilise 10 min. 3) Block in 3% BSA.', []);
    expect(labels(g)).toEqual(['Fix in 4% PFA', 'Permeabilise 10 min', 'Block in 3% BSA']);
    expect(g.title).toBe('Coverslip staining');
    expect(labels(interpret('Do this: (1) weigh the pup; (2) tattoo the paw; (3) return it to the cage.', []))).toEqual(['Weigh the pup', 'Tattoo the paw', 'Return it to the cage']);
  });

});

describe('outcomes named by their opposites and by what a branch did', () => {
  test('"if positive, A; if negative, B" is one question with its two outcomes', () => {
    const g = interpret('Run the lateral flow test. If positive, isolate for 5 days; if negative, return to work.', []);
    expect(edgeList(g)).toEqual([
      'Run the lateral flow test -> Positive?',
      'Positive? -> Isolate for 5 days [Yes]',
      'Positive? -> Return to work [No]',
    ]);
  });

  test('"Consented patients ..." goes on from the branch that took consent only', () => {
    const g = interpret('Approach the patient. If they agree, take consent; if they decline, record the reason. Consented patients complete the baseline survey.', []);
    expect(edgeList(g)).toContain('Take consent -> Consented patients complete the baseline survey');
    expect(edgeList(g)).not.toContain('Record the reason -> Consented patients complete the baseline survey');
  });

  test('"Randomised patients ..." goes on from the branch that randomised only, whatever the tagger makes of a capitalised participle', () => {
    const g = interpret('Screen patients. If eligible, randomise; otherwise record the reason. Randomised patients get a questionnaire.', []);
    expect(edgeList(g)).toContain('Randomise -> Randomised patients get a questionnaire');
    expect(edgeList(g)).not.toContain('Record the reason -> Randomised patients get a questionnaire');
  });
});

describe('labelled arrows and outcomes in a row', () => {
  test('"A --yes--> B", "A -- no --> B" and "A -->|no| B" are arrows with their labels', () => {
    const g = interpret('Check the gel --> band present?\nband present? --yes--> purify the band\nband present? -->|no| redesign primers --> order oligos', []);
    expect(edgeList(g)).toEqual([
      'Check the gel -> Band present?',
      'Band present? -> Purify the band [Yes]',
      'Band present? -> Redesign primers [No]',
      'Redesign primers -> Order oligos',
    ]);
    expect(edgeList(interpret('Stain the slide -- 30 min --> wash in PBS --> mount', []))).toContain('Stain the slide -> Wash in PBS [30 min]');
  });

  test('two sentences led by a result and its opposite are the Yes and No of a question on it', () => {
    const g = interpret('Screen the wells by eye. Positive wells are expanded into 24-well plates. Negatives are bleached.', []);
    expect(edgeList(g)).toEqual([
      'Screen the wells by eye -> Positive?',
      'Positive? -> Positive wells are expanded into 24-well plates [Yes]',
      'Positive? -> Negatives are bleached [No]',
    ]);
  });

  test('a result and its opposite chained by arrows are refused as outcomes read in a row', () => {
    const e = refusal('Screen the wells -> positive wells expanded -> negative wells bleached -> image');
    expect(e.reason).toBe('FLOWCHART_TEXT_UNPLACED');
    expect(e.message).toMatch(/two outcomes of one question/);
  });
});

describe('" > " chains', () => {
  test('steps joined by " > " are a chain of arrows; "> 5" compares and is no arrow', () => {
    expect(edgeList(interpret('Cryo-EM: grid prep > screening > data collection > motion correction > 2D classes', []))).toEqual([
      'Grid prep -> Screening',
      'Screening -> Data collection',
      'Data collection -> Motion correction',
      'Motion correction -> 2D classes',
    ]);
    expect(refusal('Triage: NEWS2 > 5 means escalate > call the outreach team').reason).toMatch(/^FLOWCHART_/);
  });
});
