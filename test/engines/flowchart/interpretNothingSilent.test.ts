// Texts whose structure the reader cannot (yet) turn into a graph are refused with the words
// named, never drawn as a plausible chain; and the rules that now read such structure.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { unplacedWords } from '../../../engines/flowchart/interpret/unplaced.ts';
import { edge, edgeList, labels } from './support.ts';

function refusal(text: string): { reason?: string; message: string } | undefined {
  try {
    interpret(text, []);
    return undefined;
  } catch (error) {
    return error as { reason?: string; message: string };
  }
}

describe('structure left in a box is refused, named', () => {
  test('a loop back written inside a step ("again", "from the top") with no arrow back', () => {
    const e = refusal('Weigh the crucible. Dry it at 105 °C for an hour. Cool it in a desiccator, then weigh it once more and dry it again from the top.');
    expect(e).toMatchObject({ reason: 'FLOWCHART_TEXT_UNPLACED', message: expect.stringContaining('again') });
  });

  test('"keep <doing>" inside a step is a loop the reader did not draw', () => {
    const e = refusal('Stir the slurry. Measure the pH and keep adding acid dropwise. Filter the solid.');
    expect(e).toMatchObject({ reason: 'FLOWCHART_TEXT_UNPLACED' });
  });

  test('a step done "alongside" the others is a parallel branch, not a step in the chain', () => {
    const e = refusal('Plate the cells → treat with drug → fix and stain. An untreated well is handled alongside: it gets vehicle only, then joins the others at the staining.');
    expect(e).toMatchObject({ reason: 'FLOWCHART_TEXT_UNPLACED', message: expect.stringMatching(/alongside|joins/) });
  });

  test('a step with two unlabelled ways out that the text never called parallel', () => {
    // "when the culture is back: growth → A; ≥ ... → B" without a question: two ways out of a step, neither labelled.
    const e = refusal('Swab the wound; culture it; whichever dressing, when the culture is back: growth > 10^5 → start antibiotics; ≤ 10^5 → keep dressing');
    expect(e).toMatchObject({ reason: 'FLOWCHART_TEXT_UNPLACED' });
  });
});

describe('words around the steps', () => {
  test('"I" narrating a step is dropped as "we" is', () => {
    const g = interpret('I thaw the aliquot on ice, then I spin it down briefly. Then I load the gel.', []);
    expect(labels(g)).toEqual(['Thaw the aliquot on ice', 'Spin it down briefly', 'Load the gel']);
  });

  test('a sign-off at the end, even misspelt, is not a step', () => {
    const g = interpret('count the colonies, label the plates, then log the counts. thanksss!', []);
    expect(labels(g)).toEqual(['Count the colonies', 'Label the plates', 'Log the counts']);
  });
});

describe('repeated washes in one chain', () => {
  test('"3× TBST" written twice in one arrow chain is two boxes, not an outcome label or a loop', () => {
    const g = interpret('block 1 h → anti-GAPDH 1:5,000 overnight → 3× TBST → HRP secondary 1 h → 3× TBST → ECL and image', []);
    expect(g.nodes.filter((n) => n.label === '3× TBST')).toHaveLength(2);
    expect(g.nodes.every((n) => n.role !== 'decision')).toBe(true);
    expect(g.edges.every((e) => e.label === undefined)).toBe(true);
    expect(edgeList(g)).toHaveLength(5);
    expect(edge(g, 'HRP secondary 1 h', 'ECL and image')).toBeUndefined();
  });
});

describe('asking again', () => {
  test('"... and recheck at 10 min again" in a branch goes back to the question, after the step', () => {
    const g = interpret('Give 50 mL glucose 10% IV. Glucose above 4 mmol/L after 10 min? Yes: give a long-acting carbohydrate. No: repeat the glucose dose and recheck at 10 min again.', []);
    expect(labels(g)).toContain('Repeat the glucose dose');
    expect(edge(g, 'Repeat the glucose dose', 'Glucose above 4 mmol/L after 10 min?')).toBeDefined();
  });
});

describe('a table is not a flow', () => {
  test('rows of values under a table caption are refused, not chained as steps', () => {
    const e = refusal('Please make this a flowchart.\n\nTable 2. Outcomes at 12 months (drug vs placebo)\nHbA1c, %: 7.1 ± 0.8 vs 7.9 ± 0.9\nWeight, kg: 84.2 vs 88.0\nHypoglycaemia: 12 (4.1%) vs 9 (3.0%)');
    expect(e).toMatchObject({ reason: 'FLOWCHART_NO_GRAPH', message: expect.stringContaining('Table 2') });
  });

  test('a flow of counts with one box per line is still a flow', () => {
    const g = interpret('Records identified: 1,204\nDuplicates removed: 310\nRecords screened: 894\nStudies included: 41', []);
    expect(g.nodes).toHaveLength(4);
  });
});

describe('branches that do not all rejoin', () => {
  test('"For both A/B: ..." goes on from those two branches; the third rejoins where "everyone" does', () => {
    const g = interpret(
      'Score the wound →\n• 0–1 → no dressing\n• 2–3 → foam dressing\n• 4 or more → silver dressing\nFor both foam/silver: photograph the wound weekly. Everyone gets a review at 6 weeks.',
      [],
    );
    const review = 'Everyone gets a review at 6 weeks';
    expect(edge(g, 'Foam dressing', 'Photograph the wound weekly')).toBeDefined();
    expect(edge(g, 'Silver dressing', 'Photograph the wound weekly')).toBeDefined();
    expect(edge(g, 'No dressing', 'Photograph the wound weekly')).toBeUndefined();
    expect(edge(g, 'No dressing', review)).toBeDefined();
    expect(edge(g, 'Photograph the wound weekly', review)).toBeDefined();
  });

  test('items that are outcomes make their parent item a question; "A and B both go to X" joins only those', () => {
    const g = interpret(
      '- log the sample\n- the reader grades the slide into one of three grades:\n  - clear → report normal\n  - borderline → double read\n  - suspicious → double read by a consultant\n- borderline and suspicious both go to a case conference\n- file the report',
      [],
    );
    const asked = g.nodes.find((n) => n.role === 'decision')!;
    expect(asked.label).toBe('The reader grades the slide: grade?');
    expect(g.edges.filter((e) => e.from === asked.id).map((e) => e.label)).toEqual(['Clear', 'Borderline', 'Suspicious']);
    expect(edge(g, 'Double read', 'Case conference')).toBeDefined();
    expect(edge(g, 'Double read by a consultant', 'Case conference')).toBeDefined();
    expect(edge(g, 'Report normal', 'Case conference')).toBeUndefined();
  });

  test('"three grades" naming two is refused', () => {
    const e = refusal('- grade the slide into one of three grades:\n  - clear → report normal\n  - suspicious → second read\n- file the report');
    expect(e).toMatchObject({ reason: 'FLOWCHART_TEXT_UNPLACED' });
  });

  test('"P → A; not P → B" is one question with Yes and No', () => {
    const g = interpret('Run the assay. Controls within range → release results; not within range → rerun the plate.', []);
    const asked = g.nodes.find((n) => n.role === 'decision')!;
    expect(asked.label).toMatch(/controls within range\?/i);
    expect(edge(g, asked.label, 'Release results')!.label).toBe('Yes');
    expect(edge(g, asked.label, 'Rerun the plate')!.label).toBe('No');
  });
});

describe('names above the steps', () => {
  test('a first sentence that is a noun phrase ("Isolation of perfused hepatocytes.") is the title, not a step', () => {
    const g = interpret('Isolation of perfused mouse hepatocytes. Perfuse the liver with collagenase, filter the cell suspension, wash the cells twice.', []);
    expect(g.title).toBe('Isolation of perfused mouse hepatocytes');
    expect(labels(g)).toEqual(['Perfuse the liver with collagenase', 'Filter the cell suspension', 'Wash the cells twice']);
  });

  test('a short line above a line of steps joined by ";" is a heading', () => {
    const g = interpret('Proteomics processing\n\nMaxQuant search; filter contaminants; impute missing values; limma testing', []);
    expect(g.title).toBe('Proteomics processing');
    expect(labels(g)[0]).toBe('MaxQuant search');
  });

  test('"<name>, lanes A | B: ..." names the flow and declares its lanes; each subject puts its step in its lane', () => {
    const g = interpret('Blood transfusion, lanes Porter | Blood bank: porter collects the request form; blood bank checks the unit; porter delivers the unit', []);
    expect(g.title).toBe('Blood transfusion');
    const lane = (label: string) => g.groups.find((x) => x.id === g.nodes.find((n) => n.label === label)?.group)?.label;
    expect(lane('Collect the request form')).toBe('Porter');
    expect(lane('Check the unit')).toBe('Blood bank');
    expect(lane('Deliver the unit')).toBe('Porter');
  });
});

describe('every action written is in some box', () => {
  const graph = (labels: string[]) => ({
    nodes: labels.map((label, k) => ({ id: `n${k + 1}`, label, role: 'process' as const })),
    edges: labels.slice(1).map((_, k) => ({ id: `e${k + 1}`, from: `n${k + 1}`, to: `n${k + 2}`, line: 'solid' as const, arrow: 'end' as const })),
    groups: [],
  });

  test('a verb of the text in no box is refused, named', () => {
    const sentences = ['Thaw the vial, then seed a flask.', 'Passage the cells twice.'];
    const read = graph(['Thaw the vial', 'Passage the cells twice']);
    expect(unplacedWords(sentences, read, undefined, new Set(['n1', 'n2']), new Set())).toMatch(/"seed"/);
  });

  test('a verb in another form ("were expanded" in "Expand"), and verbs that make arrows ("repeat", "go back"), ask nothing', () => {
    const sentences = ['Clones were expanded, banked and frozen.', 'Repeat until confluent, then go back to the start.'];
    const read = graph(['Expand', 'Bank', 'Freeze', 'Confluent?']);
    expect(unplacedWords(sentences, read, undefined, new Set(), new Set())).toBeUndefined();
  });
});

describe('a step joined to nothing', () => {
  test('"When all pass, merge the branch" read as a box with no arrow in or out is refused, named', () => {
    expect(refusal('Run the unit tests. Some may fail; in that case, fix the code and run them again. When all pass, merge the branch.')?.message).toMatch(/"When all pass, merge the branch" is joined to no other step/);
  });
});

describe('a step done to only some', () => {
  test('"exclude those with diabetes" between steps is a condition on who, refused: never a step everyone passes', () => {
    expect(refusal('Screen 200 participants; exclude those with diabetes; randomise the rest 2:1 to exercise or usual care; follow up at 3 and 6 months.')?.message).toMatch(/"Exclude those with diabetes" holds a condition on who the step is for/);
  });
});
