// Shapes of a graph that show a text was misread, whatever its words: refused, named, never drawn.
// And the readings that now draw such texts as meant (outcomes in clauses, names the model calls verbs).
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList, labels, refusal } from './support.ts';

function refusedNaming(prompt: string, words: RegExp): void {
  const error = refusal(prompt);
  expect(error.reason).toBe('FLOWCHART_TEXT_UNPLACED');
  expect(error.message).toMatch(words);
}

describe('a box that is no step is refused, named', () => {
  test('a letter left as a whole box: ids before colons were read as arrows\' labels', () => {
    refusedNaming('P: Pour the gel -> Q: Load the ladder -> R: Run at 100 V', /only a step's number or letter/);
  });

  test('step numbers kept as a box\'s words', () => {
    refusedNaming('Stage 1: Thaw the plasma. Stage 2: Spin it down. Stage 3: Pipette off the supernatant.', /keeps its step number/);
  });

  test('a stage named by a letter and its place ("Stage A (field): ...") or lettered sub-steps ("(a) ...; (b) ...") kept in boxes', () => {
    refusedNaming('Two stages, each in its own box. Stage A (field): collect 30 soil cores → pool by plot. Stage B (lab): sieve to 2 mm → extract DNA.', /keeps its step number/);
    refusedNaming('1. Prepare the library: (a) fragment DNA to 350 bp; (b) repair the ends; (c) ligate adapters.\n2. Quantify by qPCR.', /keeps its step number/);
  });

  test('a condition with no verb drawn as a step', () => {
    refusedNaming('Lactate > 4 mmol/L or systolic < 90 -> give a 30 mL/kg bolus, then recheck lactate', /is a condition/);
  });

  test('a step that opens with a condition ("With no ...,")', () => {
    refusedNaming('Is the wound infected? If so, swab it and start flucloxacillin. With no infection, redress the wound.', /opens with a condition/);
  });

  test('"We use the Bioruptor for sonication" names the tool of a step read before: refused, never a step after the last', () => {
    refusedNaming('Crosslink with 1% formaldehyde, quench with glycine, sonicate to 200–500 bp, then immunoprecipitate overnight. We use the Diagenode Bioruptor for sonication.', /tool.*Sonicate/);
  });

  test('"use the kit for the extraction" that names no step read before stays a step', () => {
    expect(labels(interpret('Collect the swabs. Use the QIAamp kit for the extraction. Run the PCR.', []))).toHaveLength(3);
  });

  test('"A, whereas B" holds two groups\' outcomes in one box: refused', () => {
    refusedNaming('Responders (≥50% reduction in seizure frequency) continue on the same dose, whereas non-responders are titrated up by 25 mg. All patients are reviewed at 12 weeks.', /whereas/);
  });

  test('"run on A or B depending on X" is a choice read as one step: refused', () => {
    refusedNaming('Samples are run on either the MiSeq or the NextSeq depending on the read depth needed. Whichever platform is used, demultiplex with bcl2fastq.', /depending on/);
  });

  test('"A trap with a flat battery gets a new one" is a step for only some: refused', () => {
    refusedNaming('Each week the field team checks the camera traps. A trap with a flat battery gets a new one. The images are then uploaded on Friday.', /condition on who/);
  });

  test('steps in a row each opened by "When X," are the outcomes of one question: refused', () => {
    refusedNaming('Count the colonies. When the count exceeds 300, dilute the sample tenfold and re-plate. When it is between 30 and 300, record the count.', /When/);
  });

  test('one "When X, A" step stays a step', () => {
    expect(labels(interpret('Seed the cells. When they reach 80% confluence, passage them 1:3. Freeze the spare vials.', []))).toHaveLength(3);
  });

  test('"hold the anticoagulant and recheck in 24 h" under a question rechecks it: with no arrow back, refused', () => {
    refusedNaming('If the platelet count is below 50,000/µL, hold the anticoagulant and recheck in 24 h; otherwise continue at the current dose.', /checks again/);
  });

  test('"No consent → destroy. Consent present → accession → store.": an outcome and its negation each leading a sentence are refused, never steps in a row', () => {
    refusedNaming('Samples arrive → check consent. No consent → destroy. Consent present → accession → store.', /outcomes of a question/);
  });

  test('a last sentence placed "after marking duplicates", a step read long before, is refused, never drawn at the end', () => {
    refusedNaming('Align reads with BWA-MEM → mark duplicates → base quality recalibration → joint genotyping → filtered VCF. Samples with mean coverage under 20x are dropped after marking duplicates.', /after marking duplicates/);
  });

  test('"After digestion, desalt" right after the digestion stays in order', () => {
    expect(labels(interpret('Reduce and alkylate the proteins. Digest with trypsin overnight. After digestion, desalt the peptides on C18 tips.', []))).toContain('Desalt the peptides on C18 tips');
  });

  test('"pick 8 more colonies and repeat" with no arrow back is refused, named', () => {
    refusedNaming('Colony PCR: pick 8 colonies, run 25 cycles, check on a gel.\n- Band at 1.2 kb → miniprep that colony.\n- No band → pick 8 more colonies and repeat.', /ends with "repeat"/);
  });

  test('"harvest half the wells for RNA and the other half for protein" holds the parts of a split: refused', () => {
    refusedNaming('Day 1: plate the cells. Day 2: transfect with siRNA (20 nM). Day 4: harvest half the wells for RNA and the other half for protein.', /parts of a split/);
  });

  test('"Batches that fail the TapeStation check are re-extracted" is a step for only some: refused', () => {
    refusedNaming('Each batch is extracted on the robot, checked on the TapeStation and normalised to 10 ng/µL. Batches that fail the TapeStation check are re-extracted from the backup aliquot.', /condition on who/);
  });

  test('"the student revises the form and resubmits it" after "submits" does that step again: with no arrow back, refused', () => {
    refusedNaming('The student submits the ethics form to the committee. If the committee requests changes, the student revises the form and resubmits it. Then recruitment starts.', /does again \("resubmits"\)/);
  });

  test('"When all participants are done, compute the grand average" ends a loop not drawn: refused', () => {
    refusedNaming('For each participant, download the raw EEG, filter it 1–40 Hz and reject bad epochs. When all participants are done, compute the grand average.', /end of a loop/);
  });

  test('"If the culture is free of contamination, passage it; contaminated flasks are discarded": the second clause may be the other outcome, refused', () => {
    refusedNaming('Check the flask. If the culture is free of contamination, passage it 1:3 into a fresh T75 flask; contaminated flasks are discarded.', /may be the other outcome/);
  });

  test('"... instead of either — so check that first" puts a question before steps written earlier: refused', () => {
    refusedNaming('Use the chi-squared test unless any expected cell count is below 5, in which case use Fisher\'s exact test. But if the samples are paired, use McNemar\'s test instead of either — so check that first.', /check that first/);
  });

  test('"(urgent) consultant within 2 weeks / (routine) clinic list" holds outcomes in one box: refused', () => {
    refusedNaming('GP refers → triage nurse → (urgent) consultant within 2 weeks / (routine) clinic list', /outcomes of a question in brackets/);
  });

  test('"Once a month, all loggers are recalibrated" after a daily flow is on its own calendar: refused, never the last step of both ways', () => {
    refusedNaming('Each morning download the logger data. If any logger has stopped, swap its battery; otherwise file the data. Once a month, all loggers are recalibrated.', /schedule of its own/);
  });

  test('"go three ways" with no fan-out drawn', () => {
    refusedNaming('Stain the slides, then the slides go two ways: imaging and the archive.', /says the flow goes/);
  });

  test('"redo" an earlier step with no arrow back to it', () => {
    refusedNaming('Weigh the rats, give 2 mg/kg of the drug, wait 30 min and redo the weighing. Then dissect.', /repeats/);
  });

  test('swimlanes asked for, none read', () => {
    refusedNaming('Triage the request, then book the scan. Please use swimlanes.', /asks for swimlanes/);
  });

  test('outcomes in clauses with no step before them to ask about', () => {
    refusedNaming('Glucose ≥ 11 or ketones present → call the diabetes team, then start fluids; glucose 7–10 without ketones → recheck in 2 h', /outcome of a question|is a condition/);
  });

  test('a yes/no question is not given another step\'s outcomes', () => {
    // Whatever reads the outcomes, a diamond with Yes, No and "Cloudy" is refused rather than drawn.
    const prompt = 'Is the donor eligible? yes -> draw 450 mL; no -> defer. Cloudy -> discard the unit; clear -> label it; pink -> quarantine it.';
    let drawn: ReturnType<typeof interpret> | undefined;
    try {
      drawn = interpret(prompt, []);
    } catch (error) {
      expect((error as { reason?: string }).reason).toBe('FLOWCHART_TEXT_UNPLACED');
    }
    if (drawn) {
      const eligible = drawn.nodes.find((n) => /eligible/i.test(n.label))!;
      expect(drawn.edges.filter((e) => e.from === eligible.id).map((e) => e.label)).toEqual(['Yes', 'No']);
    }
  });

  test('a CONSORT box holding several arms\' counts', () => {
    refusedNaming('We screened 300 adults; 60 were excluded (50 ineligible, 10 declined). 240 were randomised equally to A, B or C (80 each). At 6 months 5, 7 and 4 were lost to follow-up, respectively.', /arm's count|each arm its counts/);
  });

  test('a number alone in a typed document is no step', () => {
    refusedNaming('Collect swab\n7\nPlate on agar', /only a step's number/);
  });
});

describe('outcomes written one per clause', () => {
  test('"X -> A; Y -> B; Z -> C" after a step are the outcomes of a question on it', () => {
    const g = interpret('Plate the cells. Read the plate. Strong signal -> pick the hits; weak signal -> discard; no signal -> check the reader.', []);
    expect(edgeList(g)).toEqual(['Plate the cells -> Read the plate', 'Read the plate -> Plate?', 'Plate? -> Pick the hits [Strong signal]', 'Plate? -> Discard [Weak signal]', 'Plate? -> Check the reader [No signal]']);
  });

  test('after a yes/no question whose No led to an assessment, the outcomes are the assessment\'s', () => {
    const g = interpret('Over 75? yes -> geriatric review; no -> frailty screen. Frail -> refer to the falls team; robust -> routine follow-up.', []);
    expect(edgeList(g)).toEqual([
      'Over 75? -> Geriatric review [Yes]',
      'Over 75? -> Frailty screen? [No]',
      'Frailty screen? -> Refer to the falls team [Frail]',
      'Frailty screen? -> Routine follow-up [Robust]',
    ]);
  });

  test('a verb alone as a step ("triage") is the question its outcomes answer, not a second box', () => {
    const g = interpret('1. Nurse rings the family → triage\n2. urgent → same-day visit\n3. routine → letter with an appointment', []);
    expect(labels(g)).toEqual(['Nurse rings the family', 'Triage?', 'Same-day visit', 'Letter with an appointment']);
  });
});

describe('a name the model reads as a verb', () => {
  test('"Ward ... pathway." opening prose is the title', () => {
    const g = interpret('Ward sepsis pathway. Take a lactate, then start antibiotics within 1 h.', []);
    expect(g.title).toBe('Ward sepsis pathway');
    expect(labels(g)).toEqual(['Take a lactate', 'Start antibiotics within 1 h']);
  });

  test('"Grant renewal: ..." before arrows is the title', () => {
    const g = interpret('Grant renewal: write the progress report -> PI sign-off -> upload to the portal', []);
    expect(g.title).toBe('Grant renewal');
    expect(labels(g)).toEqual(['Write the progress report', 'PI sign-off', 'Upload to the portal']);
  });

  test('a noun phrase of seven words before a colon over sentences is the title', () => {
    const g = interpret('Older adult after a fall at home: check the gait. If it is unsteady, refer to physiotherapy.', []);
    expect(g.title).toBe('Older adult after a fall at home');
    expect(labels(g)[0]).toBe('Check the gait');
  });
});

describe('words around the steps that are no step', () => {
  const steps = 'Defrost the serum on ice, then vortex it for 5 s.';

  test('talk by the writers is refused, named, not drawn', () => {
    refusedNaming(`${steps} I have to present this on Monday.`, /is talk/);
    refusedNaming(`${steps} Apologies for the messy notes!`, /is talk/);
  });

  test('an introduction, an aside in brackets, a wish about the figure and a duration are refused, named', () => {
    refusedNaming(`Below is what our technicians do. ${steps}`, /introduction/);
    refusedNaming(`${steps} (Usually done by the night shift.)`, /aside in brackets/);
    refusedNaming(`${steps} Please use our lab colours.`, /how the figure looks/);
    refusedNaming(`${steps} Total time roughly 20 min.`, /how long/);
  });

  test('a sign-off with the writer\'s name, and a greeting to someone, are dropped', () => {
    expect(labels(interpret(`Hello team, ${steps} Kind regards, Jo Smith`, []))).toEqual(['Defrost the serum on ice', 'Vortex it for 5 s']);
    expect(labels(interpret(`${steps} thanks!`, []))).toEqual(['Defrost the serum on ice', 'Vortex it for 5 s']);
  });

  test('a step with a listed verb after "we" stays a step', () => {
    expect(labels(interpret('We defrost the serum on ice, then we vortex it.', []))).toEqual(['Defrost the serum on ice', 'Vortex it']);
  });
});

describe('found by trying more unseen prompts', () => {
  test('criteria are no steps: refused, named', () => {
    refusedNaming('Inclusion criteria: women over 40, no prior surgery. Exclusion criteria: anticoagulation. Eligible women are consented, then scanned.', /criteria|is a condition/);
  });

  test('a step written the same on two branches that go on to the same place is one step where they join', () => {
    const g = interpret('Check the line\nLine patent?\n  yes -> flush with saline\n  no -> replace the cannula, then flush with saline\nStart the infusion', []);
    expect(edgeList(g)).toEqual([
      'Check the line -> Line patent?',
      'Line patent? -> Flush with saline [Yes]',
      'Line patent? -> Replace the cannula [No]',
      'Replace the cannula -> Flush with saline',
      'Flush with saline -> Start the infusion',
    ]);
  });

  test('the same words on two branches that go on differently stay two steps', () => {
    const g = interpret('Is the donor fit? If yes, take bloods and send them to the lab. If no, treat first, then take bloods. Then review.', []);
    expect(labels(g).filter((l) => l === 'Take bloods')).toHaveLength(2);
  });

  test('a second condition led by the first one\'s opposite, with more words, is its other outcome', () => {
    const g = interpret('Grow the culture for up to 6 weeks. If positive, identify the organism; if negative after 6 weeks, report no growth.', []);
    expect(edgeList(g)).toEqual(['Grow the culture for up to 6 weeks -> Positive?', 'Positive? -> Identify the organism [Yes]', 'Positive? -> Report no growth [No]']);
  });

  test('"any X <doing> ... is culled" is a filter: a question, its Yes the step', () => {
    const g = interpret('Weigh the fish weekly. Any fish showing fin damage is culled. The rest stay in the tank.', []);
    expect(edgeList(g)).toEqual(['Weigh the fish weekly -> Fish showing fin damage?', 'Fish showing fin damage? -> Cull fish [Yes]', 'Fish showing fin damage? -> The rest stay in the tank [No]']);
  });

  test('"First thing:" only orders the step', () => {
    const g = interpret('First thing: label the tubes. After that, add the lysis buffer.', []);
    expect(g.title).toBeUndefined();
    expect(labels(g)).toEqual(['Label the tubes', 'Add the lysis buffer']);
  });
});

describe('outcomes said in other ways', () => {
  test('"No <the question\'s words>: A" is the No branch A; a later "if" on other words is a new question', () => {
    const g = interpret('The patient complains of dizziness. Postural drop? If any, stop the antihypertensive. No postural drop: hydration advice and review in 1 week. If still dizzy at review, refer to the falls clinic.', []);
    expect(edgeList(g)).toEqual([
      'The patient complains of dizziness -> Postural drop?',
      'Postural drop? -> Stop the antihypertensive [Yes]',
      'Postural drop? -> Hydration advice and review in 1 week [No]',
      'Hydration advice and review in 1 week -> Still dizzy at review?',
      'Still dizzy at review? -> Refer to the falls clinic [Yes]',
    ]);
  });

  test('where each of several things goes, in one sentence, is refused, named', () => {
    refusedNaming('Spin the tubes. Serum goes to the freezer, plasma to the chemistry lab.', /where each of several things goes/);
  });
});

describe('more found by trying unseen prompts', () => {
  test('", and finally X" starts a step of its own', () => {
    const g = interpret('Tissue clearing, then light-sheet imaging, then stitching in BigStitcher, and finally cell counting with ClearMap.', []);
    expect(labels(g)).toEqual(['Tissue clearing', 'Light-sheet imaging', 'Stitching in BigStitcher', 'Cell counting with ClearMap']);
  });

  test('"Next morning" and "On day 5," say when, and stay with their step', () => {
    expect(labels(interpret('Blocks are fixed overnight. Next morning they are trimmed and mounted.', []))).toContain('Trim next morning');
    expect(labels(interpret('Mice are dosed on day 0. On day 5, spleens are removed and weighed.', []))).toEqual(['Mice are dosed on day 0', 'Remove spleens on day 5', 'Weigh']);
  });

  test('"X? A. No X? B." is one question: A its Yes, B its No', () => {
    const g = interpret('Stain the smear. Parasites seen? Report the species. No parasites seen? Request a new sample in 12 h.', []);
    expect(edgeList(g)).toEqual(['Stain the smear -> Parasites seen?', 'Parasites seen? -> Report the species [Yes]', 'Parasites seen? -> Request a new sample in 12 h [No]']);
  });

  test('a question whose next step carries no answer is refused, named', () => {
    refusedNaming('Check the smear. Parasites seen? Report the species. Then file the slide.', /no answer on its arrow/);
  });

  test('"... and rerun" after a run with no loop drawn is refused, named', () => {
    refusedNaming('Run the assay, read the plate. Is the standard curve linear? If not, remake the standards and rerun.', /repeats/);
  });

  test('the counts of several stages in one box are refused, named', () => {
    refusedNaming('Recruitment: 340 approached, 210 consented, 180 completed baseline. Baseline completers were then followed for a year.', /counts of 3 stages/);
  });
});

describe('and more', () => {
  test('a sentence announcing how many steps follow is no step', () => {
    refusedNaming('Volunteers go through four stations. At station 1 they give consent. At station 2 they are weighed.', /announcing the steps/);
  });

  test('a note about every step ("All steps are done in a hood") is no step: refused, named', () => {
    refusedNaming('Thaw the aliquot on ice. Add 5 µL of enzyme mix. Incubate at 37 °C for 1 h. All steps are done in a laminar flow hood.', /note about every step/);
    refusedNaming('Wash the cells. Fix them in PFA. Each step is carried out at room temperature.', /note about every step/);
    refusedNaming('Thaw the samples. Everything is done in duplicate. Spin at 300 g. Freeze the pellet.', /note about every step/);
    refusedNaming('Thaw the samples. Steps 2 and 3 are performed on ice. Spin at 300 g. Freeze the pellet.', /note about every step/);
  });

  test('materials, a time or a source before the steps is no step nor the title: refused, named', () => {
    refusedNaming('Reagents: PBS, BSA, Triton X-100. Fix the cells. Block in BSA. Stain.', /materials, a time or a source/);
    refusedNaming('Timing: 3 days. Seed the cells. Treat with drug. Measure viability.', /materials, a time or a source/);
    refusedNaming('Adapted from Smith et al. (2019). Fix the cells in PFA. Stain with DAPI. Image on a confocal.', /materials, a time or a source/);
  });

  test('"Steps 1 and 2 are repeated for each cell line" is a loop not drawn: refused, named, never a box', () => {
    refusedNaming('Harvest the cells. Lyse them. Steps 1 and 2 are repeated for each cell line. Pool the lysates.', /loop said of numbered steps/);
  });

  test('"We use a two-step approach" announces the steps: refused, named, never a box', () => {
    refusedNaming('We use a two-step approach. First, we screen with a rapid test. Second, positives are confirmed by PCR.', /announcing the steps/);
  });

  test('"Each sample is run in duplicate" before the steps is a note about every step', () => {
    refusedNaming('Each sample is run in duplicate. Extract DNA. Amplify. Sequence.', /note about every step/);
  });

  test('"The bands should be visible under UV" says what the result should look like: refused, named; "should be resuspended" is a step', () => {
    refusedNaming('Run the gel for 45 min at 120 V. The bands should be visible under UV. Cut out the band.', /what a result should look like/);
    expect(labels(interpret('Spin the cells down. The pellet should be resuspended in PBS. Count the cells.', []))).toHaveLength(3);
  });

  test('a second action in a "where it is ..." clause is refused, named', () => {
    refusedNaming('Swab the wound. The swab is couriered to microbiology where it is cultured for 48 h.', /second step after "where it is cultured"/);
  });

  test('conditions of two parts are not each other\'s other outcome: a question sending two answers to one step is refused', () => {
    refusedNaming('If the swab is positive and the strain is resistant, switch therapy. If it is positive and sensitive, continue. If negative, stop therapy at 48 h.', /sends two of its answers to the same step/);
  });

  test('a name before a colon over comma steps led by a verb the list lacks is the title', () => {
    const g = interpret('Long-read assembly: basecall with Dorado, trim adapters with Porechop, filter reads with Filtlong, assemble with Flye.', []);
    expect(g.title).toBe('Long-read assembly');
    expect(labels(g)).toEqual(['Basecall with Dorado', 'Trim adapters with Porechop', 'Filter reads with Filtlong', 'Assemble with Flye']);
  });
});

describe('ordinals', () => {
  test('an ordinal before a noun names the step; before a verb or a comma it only orders it', () => {
    expect(labels(interpret('resting HR → first ECG → second ECG after 10 min → compare the two', []))).toEqual(['Resting HR', 'First ECG', 'Second ECG after 10 min', 'Compare the two']);
    expect(labels(interpret('First, label the tubes. Second, add the buffer.', []))).toEqual(['Label the tubes', 'Add the buffer']);
  });
});

describe('answers and arms', () => {
  test('"if <another thing> is <result>" under an open question is a new question, not its answer', () => {
    refusedNaming('Is the wound clean? If yes, dress it. If the dressing is soiled, change it.', /leads nowhere|answer/);
  });

  test('"if <the same thing> is <the opposite result>" under an open question is its No', () => {
    const g = interpret('Is the smear positive? If yes, start treatment. If the smear is negative, send a culture.', []);
    expect(edgeList(g)).toEqual(['Is the smear positive? -> Start treatment [Yes]', 'Is the smear positive? -> Send a culture [No]']);
  });

  test('the steps of two arms in one sentence are refused, named', () => {
    refusedNaming('Randomise, then the treatment group receives the drug and the control group receives saline. Scan at 4 weeks.', /two arms or groups|two actions/);
  });
});

describe('definitions and hidden second steps', () => {
  test('a definition of how a result is read is no step', () => {
    refusedNaming('Run the ELISA, then read at 450 nm. An OD above 0.3 counts as positive.', /definition/);
  });

  test('"before being sent" hides a second step', () => {
    refusedNaming('Extract the DNA. Then the extracts are quantified on the Qubit before being sent for sequencing.', /second step after "before being sent"/);
  });
});

describe('passives on "it"', () => {
  test('"It is then resuspended ..." is a step done to what the flow carries, not a description', () => {
    expect(labels(interpret('The lysate is first cleared by centrifugation. Finally, it is resuspended in 50 µL of buffer.', []))).toEqual([
      'The lysate is first cleared by centrifugation',
      'It is resuspended in 50 µL of buffer',
    ]);
  });
});

describe('outcomes after "determine whether"', () => {
  test('outcomes per clause after "Determine whether X" answer the question X, and "best-interests" is no sign-off', () => {
    const g = interpret('Determine whether the donor is suitable. Suitable → book theatre; unsuitable → best-interests discussion; unclear → discuss at MDT.', []);
    expect(edgeList(g)).toEqual([
      'Determine whether the donor is suitable -> Is the donor suitable?',
      'Is the donor suitable? -> Book theatre [Suitable]',
      'Is the donor suitable? -> Best-interests discussion [Unsuitable]',
      'Is the donor suitable? -> Discuss at MDT [Unclear]',
    ]);
  });
});

describe('a comparison is no arrow', () => {
  test('"ALT > 3× ULN?" and "ALT > 5× ULN?" on a line of → arrows are questions, not steps joined by ">"', () => {
    const graph = interpret('LFTs every 4 weeks. ALT > 3× ULN? No → continue drug. Yes → ALT > 5× ULN? Yes → stop drug. No → repeat LFTs in 1 week.', []);
    expect(labels(graph)).toEqual(expect.arrayContaining(['ALT > 3× ULN?', 'ALT > 5× ULN?']));
    expect(labels(graph)).not.toContain('ALT');
  });
});

describe('exclusions read as steps in a row', () => {
  test('"... → studies included. Excluded at title/abstract n = 1,784; full texts excluded n = 84" is refused, never a chain of exclusions', () => {
    refusedNaming('records identified (n = 2,314) → records screened (n = 1,902) → full texts assessed (n = 118) → studies included (n = 34). Excluded at title/abstract n = 1,784; full texts excluded n = 84.', /counts those excluded, yet leads on/);
  });
});

describe('going on with an earlier step, said without "repeat"', () => {
  test('"change the filter and carry on filtering" goes back to the filtering, or is refused: never a step leading on', () => {
    refusedNaming('Filter the lysate through a 0.45 µm filter; if it clogs, change the filter and carry on filtering. Load the filtrate onto the column.', /goes on with "Filter the lysate/);
  });

  test('"otherwise continue with the next epoch" is the epoch step again, or refused: never a box "Next epoch"', () => {
    refusedNaming('Train the model for one epoch and evaluate it on the validation set. If the validation loss has not improved for 5 epochs, stop training; otherwise continue with the next epoch.', /goes on with "Train the model for one epoch"/);
  });

  test('"Call the next patient" naming nothing done before stays a step', () => {
    expect(labels(interpret('Triage the patient. Record the score. Call the next patient.', []))).toContain('Call the next patient');
  });
});

describe('a choice left inside one box', () => {
  test('"failing that, do a suprapubic aspiration" is a fallback, refused: never a step in a row', () => {
    refusedNaming('Collect a midstream urine sample. If the patient cannot void, try in-out catheterisation; failing that, do a suprapubic aspiration. Send whatever you obtain to the lab.', /opens with a fallback \("Failing that"\)/);
  });

  test('"QC → (pass) sequencing / (fail) repeat library prep" holds outcomes in brackets, refused', () => {
    refusedNaming('sample → DNA extraction → library prep → QC → (pass) sequencing / (fail) repeat library prep', /outcomes of a question in brackets \("\(pass\)", "\(fail\)"\)/);
  });

  test('"randomised to one of three arms: low dose, high dose or placebo" holds the arms in one box, refused', () => {
    refusedNaming('After enrolment, participants are randomised to one of three arms: low dose, high dose or placebo. All arms are followed up at 12 weeks.', /names 3 arms or groups after its colon/);
  });
});

describe('where each part goes, said clause by clause', () => {
  test('"DNA goes to genotyping; RNA goes to sequencing" are two routes, refused: never DNA leading into RNA', () => {
    refusedNaming('Samples arrive at reception and are then split into DNA and RNA aliquots. DNA goes to genotyping; RNA goes to sequencing.', /says where "DNA" goes and the next step where "RNA" goes/);
  });

  test('"Split them: one part for pH, one part for total carbon" holds the parts of a split in one box, refused', () => {
    refusedNaming('Sieve the soil to 2 mm. Then split it: one part for pH, one part for total carbon.', /holds the parts of a split/);
  });
});

describe('what each result means, said in one step', () => {
  test('"a positive result means isolation, a negative one means no action" is refused: never one box after the test', () => {
    refusedNaming('Collect stool. If diarrhoea, test for C. difficile toxin; a positive result means isolation, a negative one means no action.', /says what each of several results means/);
  });
});

describe('groups of one thing, each sent its own way, read in a row', () => {
  test('"Haemolysed samples are rejected ... Accepted samples are centrifuged" is refused: never one group leading into the other', () => {
    refusedNaming('The sample is checked on arrival. Haemolysed samples are rejected and the ward is informed. Accepted samples are centrifuged and analysed.', /names some of "samples" and the next step others/);
  });

  test('"Scores of 10 or more are referred ...; lower scores receive a leaflet" is refused', () => {
    refusedNaming('Patients are screened with the PHQ-9. Scores of 10 or more are referred to the psychologist; lower scores receive a leaflet. Everyone is rescreened at 6 months.', /names some of "scores" and the next step others/);
  });

  test('"Thawed samples are centrifuged. Centrifuged samples are aliquoted." names what the step before made: a chain', () => {
    expect(labels(interpret('Samples are thawed on ice. Thawed samples are centrifuged at 2,000 g. Centrifuged samples are aliquoted into cryovials.', []))).toHaveLength(3);
  });
});

describe('"re-" and an earlier step\'s verb at a step\'s end', () => {
  test('"simplify the random effects and refit" after "fit the model" goes back to it, or is refused', () => {
    refusedNaming('Load the data, remove outliers (|z| > 3), then fit the model. If it does not converge, simplify the random effects and refit.', /repeats "Fit the model"/);
  });

  test('"Resuspend the pellet" is no repeat of "Suspend ..." unless that verb leads an earlier step', () => {
    expect(labels(interpret('Spin the cells down. Resuspend the pellet in PBS. Count the cells.', []))).toHaveLength(3);
  });
});

describe('a loop with no way out', () => {
  test('"Wash 3x with PBS. Fix ... Wash again. Permeabilise ..." never loops back with no question (the rest cut off): refused, named', () => {
    refusedNaming('Wash 3x with PBS. Fix 10 min in 4% PFA. Wash again. Permeabilise with 0.2% Triton. Block 1 h.', /a loop with no question on it/);
  });

  test('a loop through a question ("Record NEWS2 every 4 hours. If the score is 5 or more, ...") is kept', () => {
    expect(labels(interpret('Record NEWS2 every 4 hours. If the score is 5 or more, call the outreach team.', []))).toHaveLength(3);
  });
});

describe('a threshold opening a step', () => {
  test('"below 4, reassess in 1 hour" after "A score of 4 or above gets analgesia" is refused: never a chain', () => {
    refusedNaming('Ask the patient to rate their pain from 0 to 10. A score of 4 or above gets analgesia; below 4, reassess in 1 hour.', /opens with a condition \("below 4"\)/i);
  });
});

describe('a span of time opening a step', () => {
  test('"Over 10 min, add the acid dropwise" is a step', () => {
    expect(labels(interpret('Cool the flask on ice. Over 10 min, add the acid dropwise. Stir for 1 h.', []))).toHaveLength(3);
  });
});

describe('outcomes named by a word and its negation, read as steps in a row', () => {
  test('"Out of range: quarantine ... In range: log the reading." after a check is refused, never a chain', () => {
    refusedNaming('Check whether the fridge temperature is between 2 and 8 °C. Out of range: quarantine the vaccines and call pharmacy. In range: log the reading.', /starts with a name and a colon as another step does/);
  });

  test('"One band at 500 bp means the insert is there; no band means the PCR failed" is refused, never a chain', () => {
    refusedNaming('Look at the gel. One band at 500 bp means the insert is there; no band means the PCR failed.', /say what each of several results means/);
  });
});
