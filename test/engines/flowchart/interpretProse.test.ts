// Prose read as researchers write it: conditionals of both polarities, numbers and brackets kept
// whole, the request and headings told from steps, lanes and arms named in a sentence.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList, groupOf, labels, promptRefusal as refusal } from './support.ts';


describe('conditionals and their polarity', () => {
  test('a second "if" about the same subject is the other branch of the same decision', () => {
    const g = interpret('Measure troponin. If troponin is elevated, admit to cardiology; if it is normal, repeat troponin after 3 hours.', []);
    expect(edgeList(g)).toEqual([
      'Measure troponin -> Is troponin elevated?',
      'Is troponin elevated? -> Admit to cardiology [Yes]',
      'Is troponin elevated? -> Repeat troponin after 3 hours [No]',
    ]);
  });

  test('a second "if" on the same number from the other side is the No branch, not a question inside the Yes branch', () => {
    const g = interpret('Score compliance. If compliance is under 80%, feed back to the ward manager; if 80% or more, re-audit in 3 months.', []);
    expect(edgeList(g)).toEqual([
      'Score compliance -> Is compliance under 80%?',
      'Is compliance under 80%? -> Feed back to the ward manager [Yes]',
      'Is compliance under 80%? -> Re-audit in 3 months [No]',
    ]);
  });

  test('"If X, A; if Y, B" on another subject asks Y after both ways of X, as two sentences would', () => {
    const asSentences = interpret('Assess the patient. If febrile, take blood cultures. If the lactate is above 4, give fluids. Review at 1 hour.', []);
    const g = interpret('Assess the patient. If febrile, take blood cultures; if the lactate is above 4, give fluids. Review at 1 hour.', []);
    expect(edgeList(g)).toEqual(edgeList(asSentences));
    expect(edgeList(g)).toContain('Febrile? -> Is the lactate above 4? [No]');
  });

  test('"Files with missing headers are skipped. The remaining files are converted." (two sentences) is the same question, its Yes and No', () => {
    const g = interpret('Download the data from the archive. Files with missing headers are skipped. The remaining files are converted to NetCDF.', []);
    expect(edgeList(g)).toEqual([
      'Download the data from the archive -> Files with missing headers?',
      'Files with missing headers? -> Skip [Yes]',
      'Files with missing headers? -> Convert to NetCDF [No]',
    ]);
  });

  test('"X scoring 7 or more are accepted; the rest are rejected" is a question on X with its Yes and No, never two steps in a row', () => {
    const g = interpret('Score each abstract twice. Abstracts averaging 7 or more are accepted; the rest are rejected.', []);
    expect(edgeList(g)).toEqual([
      'Score each abstract twice -> Abstracts averaging 7 or more?',
      'Abstracts averaging 7 or more? -> Accept [Yes]',
      'Abstracts averaging 7 or more? -> Reject [No]',
    ]);
    const sent = interpret('Screen the referrals. Referrals with red flags go to the urgent clinic; the others are booked routinely.', []);
    expect(edgeList(sent).sort()).toEqual([
      'Referrals with red flags? -> Book routinely [No]',
      'Referrals with red flags? -> Urgent clinic [Yes]',
      'Screen the referrals -> Referrals with red flags?',
    ]);
  });

  test('"if not X, B" after "if X, A" is the No branch, its condition not repeated in a box', () => {
    const g = interpret('Check normality with Shapiro-Wilk. If normal, use a t-test. If not normal, use Mann-Whitney.', []);
    expect(edgeList(g)).toEqual(['Check normality with Shapiro-Wilk -> Normal?', 'Normal? -> Use a t-test [Yes]', 'Normal? -> Use Mann-Whitney [No]']);
  });

  test('"Step: if X, A; otherwise B" and "Step — if X, A" are the step, then its decision', () => {
    const g = interpret('Check the labels — if they do not match the form, reject the sample; otherwise log it in LIMS. Look at the cells under the scope: if they are confluent, passage them.', []);
    expect(edgeList(g)).toEqual([
      'Check the labels -> Do the labels not match the form?',
      'Do the labels not match the form? -> Reject the sample [Yes]',
      'Do the labels not match the form? -> Log it in LIMS [No]',
      'Log it in LIMS -> Look at the cells under the scope',
      'Look at the cells under the scope -> Are they confluent?',
      'Are they confluent? -> Passage them [Yes]',
    ]);
  });

  test('"unless X, A" is a decision whose No branch is A', () => {
    const g = interpret('Thaw the vial. Unless viability is above 90%, discard it. Seed the flask.', []);
    expect(edgeList(g).sort()).toEqual([
      'Is viability above 90%? -> Discard it [No]',
      'Is viability above 90%? -> Seed the flask [Yes]',
      'Thaw the vial -> Is viability above 90%?',
    ]);
  });

  test('"After X, ..." starts from the step X names, not from the branch written last', () => {
    const g = interpret('Is lactate above 4? If yes, give a 30 mL/kg fluid bolus. Otherwise, reassess every 4 hours. After fluids, is MAP >= 65? If yes, continue monitoring; if no, start noradrenaline.', []);
    const edges = edgeList(g);
    expect(edges).toContain('Give a 30 mL/kg fluid bolus -> Is MAP >= 65?');
    expect(edges.some((e) => e.startsWith('Reassess every 4 hours -> Is MAP'))).toBe(false);
    expect(labels(g)).not.toContain('After fluids, is MAP >= 65?');
  });
});

describe('numbers and brackets stay whole', () => {
  test('a threshold with a thousands separator is one condition', () => {
    const g = interpret('Measure the tumour volume. If it exceeds 1,500 mm³, euthanise the animal; otherwise continue dosing.', []);
    expect(edgeList(g)).toEqual([
      'Measure the tumour volume -> Does the tumour volume exceed 1,500 mm³?',
      'Does the tumour volume exceed 1,500 mm³? -> Euthanise the animal [Yes]',
      'Does the tumour volume exceed 1,500 mm³? -> Continue dosing [No]',
    ]);
  });

  test('a count in brackets is kept with its step, commas and all', () => {
    const g = interpret('Screen patients (n = 1,842, 3 sites), then randomise eligible patients (n = 417), then follow up for 12 weeks.', []);
    expect(labels(g)).toEqual(['Screen patients (n = 1,842, 3 sites)', 'Randomise eligible patients (n = 417)', 'Follow up for 12 weeks']);
  });

  test('"A, B and C ... X, Y and Z respectively" is three steps side by side, each with its number', () => {
    const g = interpret('417 patients were randomised. 139, 140 and 138 were allocated to placebo, 10 mg and 20 mg respectively.', []);
    expect(edgeList(g)).toEqual([
      '417 patients were randomised -> Placebo (n = 139)',
      '417 patients were randomised -> 10 mg (n = 140)',
      '417 patients were randomised -> 20 mg (n = 138)',
    ]);
  });
});

describe('the request, greetings and headings are not steps', () => {
  test('"Can you draw the qPCR workflow from our methods?" asks for the drawing', () => {
    const g = interpret('Can you draw the qPCR workflow from our methods? Extract RNA, then synthesise cDNA, then run qPCR, then analyse with ddCt.', []);
    expect(labels(g)).toEqual(['Extract RNA', 'Synthesise cDNA', 'Run qPCR', 'Analyse with ddCt']);
  });

  test('a chatty request in lower case with a greeting is read for its steps', () => {
    const g = interpret('hi! can you make me a flowchart of how samples go through our biobank? we receive the tubes at reception, log them in LIMS, then spin them down and aliquot the plasma. aliquots go to the -80 freezer.', []);
    expect(labels(g)[0]).toBe('Receive the tubes at reception');
    expect(labels(g)).toContain('Log them in LIMS');
    expect(labels(g).some((l) => /flowchart|hi!/i.test(l))).toBe(false);
  });

  test('a heading line over prose names the flow, it is not a step', () => {
    const g = interpret('Western blotting\nLyse cells in RIPA buffer. Run the lysate on a 10% SDS-PAGE gel, then transfer to PVDF. Block in 5% milk for 1 h.', []);
    expect(g.title).toBe('Western blotting');
    expect(labels(g)[0]).toBe('Lyse cells in RIPA buffer');
  });

  test('a first sentence with no verb names the flow', () => {
    const g = interpret('CRISPR knockout clone validation. Expand the clones, then extract gDNA. Sequence the cut site.', []);
    expect(g.title).toBe('CRISPR knockout clone validation');
    expect(labels(g)).toEqual(['Expand the clones', 'Extract gDNA', 'Sequence the cut site']);
  });

  test('"X flowchart:" before the steps is the title', () => {
    const g = interpret('PCR optimisation flowchart: set up a gradient PCR, run a gel. If there is a single band, scale up; otherwise redesign primers.', []);
    expect(g.title).toBe('PCR optimisation');
    expect(labels(g)).toEqual(['Set up a gradient PCR', 'Run a gel', 'Is there a single band?', 'Scale up', 'Redesign primers']);
  });
});

describe('structures named in a sentence', () => {
  test('"three lanes: Patient, Nurse, Lab" declares the lanes', () => {
    const g = interpret('Use three lanes: Patient, Nurse, Lab. Patient: arrives at clinic. Nurse: takes blood. Lab: runs the assay. Nurse: calls the patient with results.', []);
    expect(g.groups.filter((x) => x.kind === 'lane').map((x) => x.label)).toEqual(['Patient', 'Nurse', 'Lab']);
    expect(groupOf(g, 'Run the assay')).toBe('Lab');
    expect(labels(g)).toEqual(['Arrive at clinic', 'Take blood', 'Run the assay', 'Call the patient with results']);
    expect(labels(g)).not.toContain('Use three lanes: Patient, Nurse, Lab');
  });

  test('under lanes, a sentence whose subject is a lane puts its step there, the verb as an instruction', () => {
    const g = interpret('Swimlanes please — Clinician, Pharmacy, Ward. The clinician prescribes the antibiotic. Pharmacy checks the dose, then the ward nurse gives the first dose. If the patient reacts, the clinician reviews the drug and pharmacy checks it again. When the patient is stable, the ward then records the dose.', []);
    expect(g.groups.map((x) => x.label)).toEqual(['Clinician', 'Pharmacy', 'Ward']);
    expect(g.nodes.map((n) => `${n.label} @${groupOf(g, n.label) ?? ''}`)).toEqual([
      'Prescribe the antibiotic @Clinician',
      'Check the dose @Pharmacy',
      'Give the first dose @Ward',
      'Does the patient react? @Ward',
      'Review the drug @Clinician',
      'Record the dose @Ward',
    ]);
    expect(edgeList(g)).toContain('Review the drug -> Check the dose');
    expect(edgeList(g)).toContain('Does the patient react? -> Record the dose [No]');
  });

  test('"randomised to three arms: A, B or C" draws three arms, which the next step joins', () => {
    const g = interpret('Patients are randomised to three arms: placebo, low dose or high dose. All arms are followed up for 12 weeks.', []);
    expect(edgeList(g)).toEqual([
      'Patients are randomised -> Placebo',
      'Patients are randomised -> Low dose',
      'Patients are randomised -> High dose',
      'Placebo -> All arms are followed up for 12 weeks',
      'Low dose -> All arms are followed up for 12 weeks',
      'High dose -> All arms are followed up for 12 weeks',
    ]);
  });
});

describe('outcomes written one per statement', () => {
  test('outcome words after a test make the test a decision, each outcome a labelled branch', () => {
    const g = interpret('Suspected DVT → D-dimer → positive → ultrasound; negative → discharge. Ultrasound positive → anticoagulate; ultrasound negative → repeat the scan in a week', []);
    expect(edgeList(g)).toEqual([
      'Suspected DVT -> D-dimer?',
      'D-dimer? -> Ultrasound? [Positive]',
      'D-dimer? -> Discharge [Negative]',
      'Ultrasound? -> Anticoagulate [Positive]',
      'Ultrasound? -> Repeat the scan in a week [Negative]',
    ]);
  });

  test('"Question? A → X; B → Y" labels each branch with the outcome written before its arrow', () => {
    const g = interpret('Take blood cultures. Penicillin allergy? none → pip-taz 4.5 g IV; non-severe allergy → meropenem 1 g IV; anaphylaxis → discuss with microbiology. Review at 48 h.', []);
    expect(edgeList(g)).toEqual([
      'Take blood cultures -> Penicillin allergy?',
      'Penicillin allergy? -> Pip-taz 4.5 g IV [None]',
      'Penicillin allergy? -> Meropenem 1 g IV [Non-severe allergy]',
      'Penicillin allergy? -> Discuss with microbiology [Anaphylaxis]',
      'Pip-taz 4.5 g IV -> Review at 48 h',
      'Meropenem 1 g IV -> Review at 48 h',
      'Discuss with microbiology -> Review at 48 h',
    ]);
  });

  test('items "result → step" after a step that looks at a result are the outcomes of a question on it', () => {
    const g = interpret('Run 5 µL on an agarose gel and look at the result.\n- Single band of the right size → clean up the PCR\n- No band → run a gradient PCR\n- Smear → reduce the template\nSequence the product.', []);
    expect(edgeList(g).slice(0, 4)).toEqual([
      'Run 5 µL on an agarose gel and look at the result -> Result?',
      'Result? -> Clean up the PCR [Single band of the right size]',
      'Result? -> Run a gradient PCR [No band]',
      'Result? -> Reduce the template [Smear]',
    ]);
  });

  test('noun-phrase steps in a list stay steps', () => {
    const g = interpret('- Sample collection → DNA extraction\n- Library preparation → sequencing', []);
    expect(labels(g)).toEqual(['Sample collection', 'DNA extraction', 'Library preparation', 'Sequencing']);
  });

  test('a question whose subject was lost is refused', () => {
    expect(refusal("Count the cells. If it isn't, passage them again.").message).toMatch(/a question with no subject/);
  });

  test('a comparison in brackets is a detail of a step, not an outcome', () => {
    const g = interpret('raw images -> max intensity projection -> background subtraction (rolling ball, r = 50 px) -> segment nuclei', []);
    expect(g.nodes.every((n) => n.role === 'process')).toBe(true);
    expect(g.edges.every((e) => e.label === undefined)).toBe(true);
  });

  test('conditions listed under a step that measures are the outcomes of a question on what it measured', () => {
    const g = interpret('Calculate the HbA1c →\n• < 48 mmol/mol → continue metformin\n• 48–58 mmol/mol or 7.5% in older adults → add a second agent\n• > 58 mmol/mol → refer to the diabetes clinic\nReview in 3 months.', []);
    expect(edgeList(g)).toEqual([
      'Calculate the HbA1c -> HbA1c?',
      'HbA1c? -> Continue metformin [< 48 mmol/mol]',
      'HbA1c? -> Add a second agent [48–58 mmol/mol or 7.5% in older adults]',
      'HbA1c? -> Refer to the diabetes clinic [> 58 mmol/mol]',
      'Continue metformin -> Review in 3 months',
      'Add a second agent -> Review in 3 months',
      'Refer to the diabetes clinic -> Review in 3 months',
    ]);
  });
});

describe('filters as methods write them', () => {
  test('"Samples with X were excluded" is a decision whose Yes branch excludes them, the flow going on from No', () => {
    const g = interpret('Reads were aligned with STAR. Samples with a mapping rate below 70% were excluded. The remaining samples were quantified with featureCounts.', []);
    expect(edgeList(g)).toEqual([
      'Reads were aligned with STAR -> Samples with a mapping rate below 70%?',
      'Samples with a mapping rate below 70%? -> Exclude samples [Yes]',
      'Samples with a mapping rate below 70%? -> The remaining samples were quantified with featureCounts [No]',
    ]);
  });
});

describe('clauses with their own verbs', () => {
  test('", and" between clauses that each have a subject and a verb is two steps; a list of things is one', () => {
    const g = interpret('Screen the compounds. Compounds that pass are triaged by medicinal chemists, and the best series enter hit-to-lead. Mix buffer A, buffer B and water, then store at 4 °C.', []);
    expect(labels(g)).toEqual(['Screen the compounds', 'Compounds that pass are triaged by medicinal chemists', 'The best series enter hit-to-lead', 'Mix buffer A, buffer B and water', 'Store at 4 °C']);
  });
});

describe('filters that send items elsewhere', () => {
  test('"X whose ... go to the exclusion list" is a decision to one shared place; "the others continue" goes on', () => {
    const g = interpret('1. Genotype 4,000 samples\n2. Sex check: samples whose reported sex does not match genetic sex go to the exclusion list\n3. Relatedness outliers also go to the exclusion list\n4. The others continue\n5. Impute the genotypes', []);
    expect(edgeList(g)).toEqual([
      'Genotype 4,000 samples -> Samples whose reported sex does not match genetic sex?',
      'Samples whose reported sex does not match genetic sex? -> Exclusion list [Yes]',
      'Samples whose reported sex does not match genetic sex? -> Relatedness outliers? [No]',
      'Relatedness outliers? -> Exclusion list [Yes]',
      'Relatedness outliers? -> Impute the genotypes [No]',
    ]);
  });
});

describe('nothing silent', () => {
  test('a branch word left in a box, with no decision before it, is refused, named', () => {
    const e = refusal('Give fluids. Otherwise, reassess every 4 hours. Record the MAP.');
    expect(e).toMatchObject({ reason: 'FLOWCHART_TEXT_UNPLACED', message: expect.stringContaining('Otherwise, reassess') });
  });

  test('structure left inside a step is refused, naming it: a condition, a loop, parallel steps, an outcome, a paragraph', () => {
    expect(refusal('Seed the cells. Check daily — if not yet confluent keep incubating. Passage them.').message).toMatch(/a condition inside a step/);
    expect(refusal('Thaw the cells. Wash them while the centrifuge cools. Spin them.').message).toMatch(/a loop inside a step/);
    expect(refusal('Thaw the cells. Keep washing them until clear. Spin them.').message).toMatch(/a loop inside a step/);
    expect(labels(interpret('Elute the RNA. Store at −80 °C until library preparation.', []))).toEqual(['Elute the RNA', 'Store at −80 °C until library preparation']);
    expect(refusal('Extract DNA. Run the PCR and meanwhile prepare the gel. Image the gel.').message).toMatch(/in parallel/);
    expect(refusal('Screen the patient. Eligible yes: randomise. Follow up.').message).toMatch(/an outcome inside a step/);
    const paragraph = 'The next morning the script that the core facility wrote compares the checksums between the acquisition PC and the NAS for every file that was copied during the night before the weekly backup.';
    expect(refusal(`Save the raw files. ${paragraph} Archive the data.`).message).toMatch(/words: a paragraph/);
  });

  test('a step written as one list item is the author\'s step, however long; "check whether" is a step', () => {
    const g = interpret(`1. ${'Record the weight, the temperature and the heart rate of each animal in the study log '.repeat(2).trim()}\n2. Check whether the cage is clean\n3. Return the animal`, []);
    expect(labels(g)).toHaveLength(3);
  });

  test('"three arms" naming two is refused rather than drawn either way', () => {
    const e = refusal('Patients are randomised to three arms: placebo or 10 mg. Follow up for 12 weeks.');
    expect(e).toMatchObject({ reason: 'FLOWCHART_TEXT_UNPLACED', message: expect.stringContaining('three') });
  });
});

describe('the part of an attachment asked for', () => {
  const sop = {
    text: [
      'Core facility SOP 14',
      '1. PURPOSE',
      'This SOP describes RNA extraction.',
      '3. PROCEDURE',
      '3.1 Materials',
      '- RNeasy Mini Kit',
      '- 70% ethanol',
      '3.2 RNA isolation',
      '3.2.1 Disrupt the tissue in Buffer RLT.',
      '3.2.2 Centrifuge the lysate for 3 min.',
      '3.2.3 Elute the RNA in water.',
      '4. RECORDS',
      '- File the worksheet',
    ].join('\n'),
  };

  test('"section 3 ... skip the materials list" reads only that section, less the part named', () => {
    const g = interpret('Flowchart of section 3 of the attached SOP please – skip the materials list', [sop]);
    expect(labels(g)).toEqual(['Disrupt the tissue in Buffer RLT', 'Centrifuge the lysate for 3 min', 'Elute the RNA in water']);
  });

  test('a section no attachment has is refused, naming the sections there are', () => {
    try {
      interpret('Draw section 7 of the attached SOP', [sop]);
      throw new Error('read');
    } catch (error) {
      expect(error).toMatchObject({ reason: 'FLOWCHART_SECTION_NOT_FOUND', message: expect.stringContaining('1, 3, 4') });
    }
  });
});

describe('documents as they come from PDFs and sketches', () => {
  test('an SOP\'s numbered headings name groups without their numbers; its dotted steps are steps', () => {
    const g = interpret('Draw this', [{ text: '# 3. PROCEDURE\n## 3.2 RNA isolation\n3.2.1 Disrupt the tissue in Buffer RLT.\n3.2.2 Centrifuge the lysate for 3 min.\n## 3.3 Quality control\n3.3.1 Measure the RIN on the TapeStation.' }]);
    expect(labels(g)).toEqual(['Disrupt the tissue in Buffer RLT', 'Centrifuge the lysate for 3 min', 'Measure the RIN on the TapeStation']);
    expect(groupOf(g, 'Measure the RIN on the TapeStation')).toBe('Quality control');
  });

  test('a sketch whose arrows were not read is refused, naming its labels, never wired in reading order', () => {
    try {
      interpret('Draw this neatly', [{ name: 'sketch.jpg', text: 'Thaw\nCount\nSeed', source: 'ocr', wiring: 'unknown' }]);
      throw new Error('read');
    } catch (error) {
      expect(error).toMatchObject({ reason: 'FLOWCHART_SKETCH_WIRING_UNREAD', message: expect.stringContaining('"Thaw", "Count", "Seed"') });
    }
  });
});

describe('a verb said once for two parts of a step', () => {
  test('"Wash with RW1, then twice with RPE": the part after "then" has no verb of its own; it is the same verb done again, never a step "Twice with RPE"', () => {
    const g = interpret('Transfer the lysate to the column. Wash the column with Buffer RW1, then twice with Buffer RPE. Elute in 30 µL water.', []);
    expect(labels(g)).toEqual(['Transfer the lysate to the column', 'Wash the column with Buffer RW1', 'Wash twice with Buffer RPE', 'Elute in 30 µL water']);
  });

  test('a part after "then" that has its own verb is a step of its own', () => {
    const g = interpret('Wash the column with Buffer RW1, then dry it by spinning for 1 min.', []);
    expect(labels(g)).toEqual(['Wash the column with Buffer RW1', 'Dry it by spinning for 1 min']);
  });
});

describe('a jump in brackets after a step', () => {
  test('"re-extract from a second piece (return to step 1)" is the step, then an arrow back to step 1, never words of the box', () => {
    const g = interpret(
      '1. Disrupt the tissue in Buffer RLT\n2. Extract the RNA\n3. Measure the RIN on the TapeStation\n4. If the RIN is below 7, re-extract from a second piece of tissue (return to step 1); otherwise store at −80 °C',
      [],
    );
    expect(edgeList(g)).toContain('Re-extract from a second piece of tissue -> Disrupt the tissue in Buffer RLT');
    expect(labels(g)).not.toContain('Re-extract from a second piece of tissue (return to step 1)');
  });

  test('a jump in brackets to no step read is refused, named, never drawn as a step "Return to ..."', () => {
    expect(refusal('Extract the RNA. Measure the RIN. If the RIN is below 7, re-extract from a second piece (return to 3.2.1); otherwise store at −80 °C.', []).reason).toBe('FLOWCHART_STEP_UNKNOWN');
  });
});

describe('a caution after a step', () => {
  test('"Do not centrifuge." after a step says how to do it: kept in its box, never a step to do', () => {
    const g = interpret('Add 1 volume of 70% ethanol and mix by pipetting. Do not centrifuge. Transfer up to 700 µL to the column.', []);
    expect(labels(g)).not.toContain('Do not centrifuge');
    expect(labels(g).some((l) => /\(do not centrifuge\)$/.test(l))).toBe(true);
    expect(labels(g).at(-1)).toBe('Transfer up to 700 µL to the column');
  });
});

describe('examples beside an outcome', () => {
  test('"red flags (e.g. cauda equina symptoms) → A": the branch is labelled by the outcome, its examples left out of the arrow', () => {
    const g = interpret(
      '• physio triages the referral into one of three outcomes:\n   – red flags (e.g. cauda equina symptoms) → same-day phone call\n   – urgent → appointment within 2 weeks\n   – routine → appointment within 6 weeks',
      [],
    );
    expect(edgeList(g)).toContain('Physio triages the referral: outcome? -> Same-day phone call [Red flags]');
  });
});

describe('an "if" in an arrow chain', () => {
  test('"count → if viability < 80%, discard → seed": a decision whose Yes (a disposal) ends there and whose No goes on to the next arrow, never an outcome label of "Count"', () => {
    const g = interpret('thaw → count → if viability < 80%, discard → seed at 5,000 cells/well', []);
    expect(edgeList(g)).toEqual([
      'Thaw -> Count',
      'Count -> Is viability < 80%?',
      'Is viability < 80%? -> Discard [Yes]',
      'Is viability < 80%? -> Seed at 5,000 cells/well [No]',
    ]);
  });
});

describe('steps said out of order', () => {
  test('"Before imaging, fix the cells" after the imaging step is refused, named: the order is asked, not guessed', () => {
    expect(refusal('Image the plates on the Opera. Before imaging, fix the cells in 4% PFA.', []).message).toMatch(/"Before imaging, fix the cells in 4% PFA".*before a step already read/);
  });

  test('"Before X" naming a step not yet read only says when: the steps stay in the order written', () => {
    const g = interpret('Seed the cells. Before imaging, fix the cells in 4% PFA. Image the plates on the Opera.', []);
    expect(labels(g)).toEqual(['Seed the cells', 'Before imaging, fix the cells in 4% PFA', 'Image the plates on the Opera']);
  });
});

describe('values that are no steps', () => {
  test('"Al 6061-T6 yield 276 MPa, UTS 310 MPa; Ti-6Al-4V ..." is a table of values in a line: refused, named, never boxes in a row', () => {
    const refused = refusal('Flowchart of the material properties we tested: Al 6061-T6 yield 276 MPa, UTS 310 MPa; Ti-6Al-4V yield 880 MPa, UTS 950 MPa; 316L stainless yield 170 MPa, UTS 485 MPa.', []);
    expect(refused.reason).toBe('FLOWCHART_NO_GRAPH');
    expect(refused.message).toMatch(/values/);
  });

  test('counts of what goes on through a flow are steps ("48,213 patients in the registry → 12,904 with a diagnosis code")', () => {
    expect(labels(interpret('48,213 patients in the registry → 12,904 with a diagnosis code → 9,102 with complete labs', []))).toHaveLength(3);
  });
});

describe('groups named in the request', () => {
  test('"with the three stages as boxes around the steps (Field, Lab, Analysis)" then "Lab: ..." lines: each line\'s steps in its group', () => {
    const g = interpret(
      'Please draw our river kick-sample protocol with the three stages as boxes around the steps (Field, Lab, Analysis).\nField: choose the sampling reach, add a 1-min hand search, preserve the sample in 70% IMS.\nLab: sort the sample in a white tray, identify to family, count.\nAnalysis: calculate the BMWP score, then compare with the RIVPACS reference.',
      [],
    );
    expect(labels(g)).toEqual(['Choose the sampling reach', 'Add a 1-min hand search', 'Preserve the sample in 70% IMS', 'Sort the sample in a white tray', 'Identify to family', 'Count', 'Calculate the BMWP score', 'Compare with the RIVPACS reference']);
    expect(groupOf(g, 'Choose the sampling reach')).toBe('Field');
    expect(groupOf(g, 'Count')).toBe('Lab');
    expect(groupOf(g, 'Calculate the BMWP score')).toBe('Analysis');
  });

  test('"grouped as \'Wet lab\' and \'Bioinformatics\':" names the groups of the lines under it', () => {
    const g = interpret("eDNA pipeline, grouped as 'Wet lab' and 'Bioinformatics':\nWet lab: extract DNA, run the PCR in triplicate.\nBioinformatics: trim the reads, assign taxonomy.", []);
    expect(groupOf(g, 'Extract DNA')).toBe('Wet lab');
    expect(groupOf(g, 'Assign taxonomy')).toBe('Bioinformatics');
  });
});

describe('a step, a colon, then its outcomes in arrows', () => {
  test('"Check the gel: band present → A; no band → B" is the step, then a question on the band with its Yes and No', () => {
    const g = interpret('Run the PCR. Check the gel: band present → purify the product; no band → redo the PCR with a new annealing temperature.', []);
    expect(edgeList(g)).toEqual([
      'Run the PCR -> Check the gel',
      'Check the gel -> Band present?',
      'Band present? -> Purify the product [Yes]',
      'Band present? -> Redo the PCR with a new annealing temperature [No]',
    ]);
  });

  test('"Review the scan: abnormal → A, normal → B" is the step, then a question on its result: never the title, never a chain of outcomes', () => {
    const g = interpret('Review the scan: abnormal → discuss at MDT, normal → discharge.', []);
    expect(g.title).toBeUndefined();
    expect(edgeList(g)).toEqual(['Review the scan -> Abnormal?', 'Abnormal? -> Discuss at MDT [Yes]', 'Abnormal? -> Discharge [No]']);
  });
});

describe('outcomes on a value in arrows', () => {
  test('"score ≥ 10 → A; score < 10 → B": the second bound names another outcome, never the step "Score ≥ 10" again', () => {
    const g = interpret('Screen with PHQ-9; score ≥ 10 → refer to IAPT; score < 10 → rescreen in 6 months.', []);
    expect(labels(g)).not.toContain('Score ≥ 10');
    expect(edgeList(g).filter((e) => e.includes('Refer to IAPT') || e.includes('Rescreen'))).toEqual([
      expect.stringMatching(/ -> Refer to IAPT \[Score ≥ 10\]$/),
      expect.stringMatching(/ -> Rescreen in 6 months \[Score < 10\]$/),
    ]);
  });

  test('"Lactate 2–4 → B" after "Lactate > 4 mmol/L → A" is another outcome of the same question, and so is "Lactate < 2 → C"', () => {
    const g = interpret('Measure lactate. Lactate > 4 mmol/L → call ICU. Lactate 2–4 → repeat in 1 h. Lactate < 2 → routine care.', []);
    expect(edgeList(g)).toEqual([
      'Measure lactate -> Lactate?',
      'Lactate? -> Call ICU [Lactate > 4 mmol/L]',
      'Lactate? -> Repeat in 1 h [Lactate 2–4]',
      'Lactate? -> Routine care [Lactate < 2]',
    ]);
  });
});

describe('a condition said without its subject and with no comma', () => {
  test('"if valid load into Postgres; if invalid write an error log": the question "Valid?", its Yes and its No', () => {
    const edges = edgeList(interpret('validate the export against the schema; if valid load into Postgres; if invalid write an error log', []));
    expect(edges).toEqual(expect.arrayContaining(['Valid? -> Load into Postgres [Yes]', 'Valid? -> Write an error log [No]']));
    expect(edgeList(interpret('Count the colonies; if under 30 repeat the plating, otherwise record the count.', []))).toContain('Under 30? -> Repeat the plating [Yes]');
  });

  test('a condition with a subject keeps its verb: "if cells look healthy, seed them"', () => {
    expect(labels(interpret('Thaw the cells. If cells look healthy, seed them. Otherwise discard them.', []))).toContain('Do cells look healthy?');
  });
});

describe('arms named by a noun of randomising, and joined by "all three arms go into"', () => {
  test('"randomisation 1:1:1 → low dose (n = 90), high dose (n = 90) or placebo (n = 90). All three arms then go into the week-12 analysis." fans out and joins', () => {
    const edges = edgeList(interpret('Eligible patients (n = 270) → randomisation 1:1:1 → low dose (n = 90), high dose (n = 90) or placebo (n = 90). All three arms then go into the week-12 analysis.', []));
    expect(edges).toEqual(expect.arrayContaining(['Randomisation 1:1:1 -> Low dose (n = 90)', 'Randomisation 1:1:1 -> Placebo (n = 90)', 'High dose (n = 90) -> Week-12 analysis', 'Placebo (n = 90) -> Week-12 analysis']));
  });
});

describe('steps listed in a chain, then said to be done in parallel', () => {
  test('"then FBC, U&Es and ECG done in parallel, then anaesthetic review" fans out after the clinic and joins at the review', () => {
    const edges = edgeList(interpret('nurse-led pre-op clinic, then FBC, U&Es and ECG done in parallel, then anaesthetic review.', []));
    expect(edges.sort()).toEqual(['ECG -> Anaesthetic review', 'FBC -> Anaesthetic review', 'Nurse-led pre-op clinic -> ECG', 'Nurse-led pre-op clinic -> FBC', 'Nurse-led pre-op clinic -> U&Es', 'U&Es -> Anaesthetic review']);
    expect(edgeList(interpret('clerk the patient, then FBC, CRP and blood cultures sent in parallel, then senior review.', []))).toContain('CRP -> Senior review');
  });
});

describe('outcomes written "label: action" under a step', () => {
  test('"2. Triage within 24 h" over "- urgent: see within 2 weeks", "- routine: add to waiting list" is a question and its two outcomes, joined by step 3', () => {
    const g = interpret('1. Receive referral\n2. Triage within 24 h\n   - urgent: see within 2 weeks\n   - routine: add to waiting list\n3. Send appointment letter', []);
    expect(edgeList(g)).toEqual([
      'Receive referral -> Triage within 24 h?',
      'Triage within 24 h? -> See within 2 weeks [Urgent]',
      'Triage within 24 h? -> Add to waiting list [Routine]',
      'See within 2 weeks -> Send appointment letter',
      'Add to waiting list -> Send appointment letter',
    ]);
  });

  test('"Day 1: ..." sub-items are steps in a row, not outcomes', () => {
    const g = interpret('1. Culture\n   - Day 1: seed the cells\n   - Day 2: change the medium\n2. Harvest', []);
    expect(labels(g).some((l) => l.endsWith('?'))).toBe(false);
  });
});
