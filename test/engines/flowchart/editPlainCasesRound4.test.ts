// The forty edits of plainEditCasesRound4.ts, judged as the understanding bench judges the
// corpus (bench/understanding/flowJudge.ts): every box, arrow, branch label, style and layout
// change as a careful reader expects and nothing else changed, or refused with a message
// naming the candidates or the words it could not place.
import { applyEdit } from '../../../engines/flowchart/edit/index.ts';
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { editDifferences, graphDifferences } from '../../../bench/understanding/flowJudge.ts';
import { PARENTS, ROUND4_CASES } from './plainEditCasesRound4.ts';
import { editRefusal } from './support.ts';

describe('the parents are drawn as intended', () => {
  test.each(Object.entries(PARENTS))('%s', (_, parent) => {
    expect(graphDifferences(interpret(parent.prompt, []), parent.expect)).toEqual([]);
  });
});

describe('plain-word edits, fourth round', () => {
  test.each(ROUND4_CASES.map((c) => [c.id, c.edit, c] as const))('%s "%s"', (_, edit, c) => {
    const parent = interpret(PARENTS[c.parent].prompt, []);
    if (c.expect.refuse !== undefined) {
      const message = editRefusal(parent, edit);
      for (const name of c.names ?? []) expect(message).toContain(name);
      return;
    }
    expect(editDifferences(parent, applyEdit(parent, edit), PARENTS[c.parent].expect, c.expect)).toEqual([]);
  });
});

describe('the rules these edits asked for, on other words', () => {
  const parentOf = (name: keyof typeof PARENTS) => interpret(PARENTS[name].prompt, []);
  const arrows = (g: ReturnType<typeof applyEdit>) => g.edges.map((e) => `${g.nodes.find((n) => n.id === e.from)!.label} -> ${g.nodes.find((n) => n.id === e.to)!.label}${e.label ? ` [${e.label}]` : ''}`).sort();

  test('two steps in a row said to happen at the same time start and end together; a tail saying otherwise, or steps not in a row, are refused', () => {
    const g = applyEdit(parentOf('pcr'), 'run the reverse transcription and the NanoDrop quantification in parallel - both after extracting the RNA, and both lead to qPCR');
    expect(arrows(g)).toEqual(['Extract RNA -> Quantify on NanoDrop', 'Extract RNA -> Reverse transcription', 'Quantify on NanoDrop -> qPCR', 'Reverse transcription -> qPCR', 'qPCR -> Analyse ΔΔCt']);
    expect(editRefusal(parentOf('pcr'), 'the reverse transcription and the NanoDrop step happen at the same time, both after qPCR')).toMatch(/Extract RNA/);
    expect(editRefusal(parentOf('pcr'), 'extraction and qPCR happen at the same time')).toMatch(/not one right after the other/);
  });

  test('a word in capitals names the step whose words it abbreviates; two capitals are too short to', () => {
    const g = applyEdit(parentOf('blot'), 'make the ECL step and the HRP step red');
    expect(g.nodes.filter((n) => n.style?.fill).map((n) => n.label)).toEqual(['HRP secondary 1 h RT', 'ECL detection']);
    const fc = interpret('triage -> full blood count -> chest X-ray -> review', []);
    expect(applyEdit(fc, 'make the FBC and the CXR grey').nodes.filter((n) => n.style?.fill).map((n) => n.label)).toEqual(['Full blood count', 'Chest X-ray']);
  });

  test('a question taken out with its loop leaves its steps joined with no answer on the arrow', () => {
    const g = applyEdit(parentOf('qc'), 'take out the QC check and the discard box');
    expect(arrows(g)).toEqual(['Align with STAR -> Count reads', 'FastQC -> Align with STAR', 'Sequence samples -> FastQC']);
  });

  test('a step said with its place ("just X straight after Y") is put there; already there, nothing changes', () => {
    expect(arrows(applyEdit(parentOf('pcr'), 'just analyse ΔΔCt straight after the reverse transcription'))).toEqual(['Analyse ΔΔCt -> qPCR', 'Extract RNA -> Quantify on NanoDrop', 'Quantify on NanoDrop -> Reverse transcription', 'Reverse transcription -> Analyse ΔΔCt']);
    expect(arrows(applyEdit(parentOf('pcr'), 'just do the qPCR straight after the reverse transcription'))).toEqual(arrows(parentOf('pcr')));
  });

  test('"X, not Y. Fix it" changes Y to X in the step; "change that" with nothing said before is refused', () => {
    expect(applyEdit(parentOf('blot'), 'we transfer to nitrocellulose, not PVDF. Fix it').nodes.map((n) => n.label)).toContain('Transfer to nitrocellulose');
    expect(editRefusal(parentOf('blot'), 'change that')).toMatch(/nothing said before/);
    expect(editRefusal(parentOf('ml'), 'the no branch should go to training, not to cleaning. Change that')).toBeDefined();
  });

  test('"fails" is the no of a check asking whether it passed, and refused for a check asking whether it failed', () => {
    const failed = interpret(['flowchart TD', '  R[Run job] --> F{Job failed?}', '  F -->|Yes| A[Alert on-call]', '  F -->|No| D[Done]'].join('\n'), []);
    expect(editRefusal(failed, "when the job check fails it should go to 'Retry'")).toMatch(/could be its yes or its no/);
    const g = applyEdit(parentOf('qc'), "anything that fails QC should go to 'Re-sequence'");
    expect(arrows(g)).toContain('QC passed? -> Re-sequence [No]');
  });

  test('a count that disagrees with the steps listed, and an instruction of only talk, are refused', () => {
    expect(editRefusal(parentOf('elisa'), "add three steps after the substrate: 'Stop' and 'Shake'")).toMatch(/'three' steps are said, but 2 are listed/);
    expect(editRefusal(parentOf('elisa'), 'Thanks, looks great! A couple of changes.')).toMatch(/says nothing to do/);
  });
});

describe('misreadings found by trying other words, now right or refused', () => {
  const parentOf = (name: keyof typeof PARENTS) => interpret(PARENTS[name].prompt, []);

  test('"at the end in a new lane" adds the step at the end, in that lane', () => {
    const g = applyEdit(parentOf('referral'), "add 'Patient attends' at the end in a new Patient lane");
    const added = g.nodes.find((n) => n.label === 'Patient attends')!;
    expect(g.edges.filter((e) => e.from === added.id || e.to === added.id).map((e) => [g.nodes.find((n) => n.id === e.from)!.label, g.nodes.find((n) => n.id === e.to)!.label])).toEqual([['Book appointment', 'Patient attends']]);
    expect(g.groups.find((x) => x.id === added.group)?.label).toBe('Patient');
  });

  test('a new step "between every step" is refused, not labelled with the place', () => {
    expect(editRefusal(parentOf('elisa'), 'add a wash step between every step after blocking')).toMatch(/'between every', a place/);
  });

  test('moving the step an answer ends in is refused naming the answer left leading nowhere', () => {
    expect(editRefusal(parentOf('sepsis'), 'the ward box should come after ICU')).toMatch(/'No' answer of 'Lactate > 4\?'/);
    expect(editRefusal(parentOf('sepsis'), 'move routine care to the end')).toMatch(/'No' answer of 'NEWS2 ≥ 5\?'/);
  });
});

describe('more plain forms: part of a label changed, hedges, reasons, labels said with "should be"', () => {
  const parentOf = (name: keyof typeof PARENTS) => interpret(PARENTS[name].prompt, []);
  const labelsOf = (g: ReturnType<typeof applyEdit>) => g.nodes.map((n) => n.label);

  test('"change XGBoost to LightGBM" changes those words in the one label writing them; "rename X to Y" and a quoted whole label replace it all', () => {
    expect(labelsOf(applyEdit(parentOf('ml'), 'Change XGBoost to LightGBM'))).toContain('Train LightGBM');
    expect(labelsOf(applyEdit(parentOf('ml'), 'change 0.80 to 0.85'))).toContain('AUC ≥ 0.85?');
    expect(labelsOf(applyEdit(parentOf('blot'), "change RIPA to 'NP-40'"))).toContain('Lyse cells in NP-40 buffer');
    expect(labelsOf(applyEdit(parentOf('chest'), "change 'Cath lab' to 'Primary PCI'"))).toContain('Primary PCI');
    expect(labelsOf(applyEdit(parentOf('pcr'), "rename Extract to 'Extract total RNA'"))).toContain('Extract total RNA');
  });

  test('a hedge, "would it be possible to" and a reason after the edit ask nothing more', () => {
    const fills = (g: ReturnType<typeof applyEdit>) => g.nodes.filter((n) => n.style?.fill).map((n) => n.label);
    expect(fills(applyEdit(parentOf('chest'), 'I think the cath lab box should be red'))).toEqual(['Cath lab']);
    expect(fills(applyEdit(parentOf('ml'), 'Would it be possible to make the deploy box green?'))).toEqual(['Deploy model']);
    expect(applyEdit(parentOf('ml'), 'Is it possible to put it left to right?').direction).toBe('LR');
    expect(labelsOf(applyEdit(parentOf('ml'), "remove the split step, it's not needed"))).not.toContain('Train/test split (80/20)');
    expect(labelsOf(applyEdit(parentOf('ml'), "delete 'Deploy model' - we don't deploy"))).not.toContain('Deploy model');
  });

  test('"X should be \'Y\'" renames X; "give X a yellow fill" colours it', () => {
    expect(labelsOf(applyEdit(parentOf('chest'), "the first decision should be 'ST elevation on ECG?'"))).toContain('ST elevation on ECG?');
    const g = applyEdit(parentOf('sepsis'), 'give the decisions a yellow fill');
    expect(g.nodes.filter((n) => n.style?.fill).map((n) => n.label)).toEqual(['NEWS2 ≥ 5?', 'Lactate > 4?']);
  });
});

describe('an arrow said with its look, and an answer that named two arrows when the edit began', () => {
  const parentOf = (name: keyof typeof PARENTS) => interpret(PARENTS[name].prompt, []);

  test('"connect A back to B with a dashed arrow" draws a dashed arrow with no label', () => {
    const g = applyEdit(parentOf('chest'), 'connect discharge back to chest pain with a dashed arrow');
    const added = g.edges.find((e) => !parentOf('chest').edges.some((x) => x.id === e.id))!;
    expect([added.label, added.line]).toEqual([undefined, 'dotted']);
    expect(applyEdit(parentOf('chest'), "connect discharge to chest pain with label 'next episode'").edges.some((e) => e.label === 'next episode')).toBe(true);
  });

  test('"delete the discharge box and make the yes branch go to X" is refused naming both yes arrows, not read as the one left', () => {
    expect(editRefusal(parentOf('asthma'), "delete the discharge box and make the yes branch go to 'Home'")).toMatch(/'Good response\?' to 'Discharge with asthma plan'.*'Still severe\?' to 'Admit to PICU'/);
    expect(editRefusal(parentOf('chest'), 'remove the cath lab and make the yes arrow thick')).toMatch(/2 arrows were labelled 'yes'/);
  });
});

describe('steps listed, replaced, following, and outcomes after a colon', () => {
  const parentOf = (name: keyof typeof PARENTS) => interpret(PARENTS[name].prompt, []);
  const chainFrom = (g: ReturnType<typeof applyEdit>, label: string, steps: number) => {
    const out: string[] = [];
    let node = g.nodes.find((n) => n.label === label);
    for (let k = 0; node && k < steps; k++) {
      out.push(node.label);
      const next = g.edges.filter((e) => e.from === node!.id);
      node = next.length === 1 ? g.nodes.find((n) => n.id === next[0]!.to) : undefined;
    }
    return out;
  };

  test("\"add 'A' and 'B' before X\" adds both in that order; unquoted words joined by 'and' stay one label", () => {
    expect(chainFrom(applyEdit(parentOf('chest'), "add 'Give GTN' and 'Give aspirin' before the ECG"), 'Chest pain', 4)).toEqual(['Chest pain', 'Give GTN', 'Give aspirin', 'ECG']);
    expect(chainFrom(applyEdit(parentOf('chest'), 'add Spin and decant after chest pain'), 'Chest pain', 3)).toEqual(['Chest pain', 'Spin and decant', 'ECG']);
  });

  test('"replace X with \'Y\'" relabels X; "X should be followed by \'Y\'" adds Y after X; "move step 7 to after step 8"', () => {
    expect(applyEdit(parentOf('chest'), "replace the troponin box with 'hs-troponin at 0 and 1 h'").nodes.map((n) => n.label)).toContain('hs-troponin at 0 and 1 h');
    expect(chainFrom(applyEdit(parentOf('chest'), "the cath lab should be followed by 'CCU'"), 'Cath lab', 2)).toEqual(['Cath lab', 'CCU']);
    expect(chainFrom(applyEdit(parentOf('ihc'), 'move step 7 to after step 8'), 'DAB staining', 3)).toEqual(['DAB staining', 'Mount coverslip', 'Counterstain with haematoxylin']);
  });

  test("\"add a third option to X: 'A' -> 'B'\" adds the answer A leading to a new step B", () => {
    const g = applyEdit(parentOf('asthma'), "add a third option to good response: 'Partial' -> 'Repeat nebs'");
    const added = g.edges.find((e) => e.label === 'Partial')!;
    expect([g.nodes.find((n) => n.id === added.from)!.label, g.nodes.find((n) => n.id === added.to)!.label]).toEqual(['Good response?', 'Repeat nebs']);
  });
});

describe('counts in words, and the arrows of a step just removed', () => {
  const parentOf = (name: keyof typeof PARENTS) => interpret(PARENTS[name].prompt, []);
  const labelsOf = (g: ReturnType<typeof applyEdit>) => g.nodes.map((n) => n.label);

  test('"change the excluded count to 110", "the randomised box should say n = 268": the count changes, written as the label writes it', () => {
    expect(labelsOf(applyEdit(parentOf('trial'), 'change the excluded count to 28'))).toContain('Excluded (n = 28)');
    expect(labelsOf(applyEdit(parentOf('trial'), 'update the randomised number to 272'))).toContain('Randomised (n = 272)');
    expect(labelsOf(applyEdit(parentOf('trial'), 'the randomised box should say n = 268'))).toContain('Randomised (n = 268)');
    expect(editRefusal(parentOf('trial'), 'change the analysis count to 12')).toMatch(/count/);
  });

  test('a label written "(n = 150)" is named by "(n=150)" too', () => {
    const consort = parentOf('consort');
    const spaced = consort.nodes.find((n) => /usual care/.test(n.label))!.label.replace(/ ?= ?/, ' = ');
    expect(labelsOf(applyEdit(consort, `rename '${spaced}' to 'Allocated to control'`))).toContain('Allocated to control');
  });

  test('"remove X and the arrow to it" removes X with its arrows; "remove the arrow to it" of a step still drawn is refused', () => {
    const g = applyEdit(parentOf('trial'), 'remove the excluded box and the arrow to it');
    expect(labelsOf(g)).not.toContain('Excluded (n = 30)');
    expect(g.edges).toHaveLength(parentOf('trial').edges.length - 1);
    expect(editRefusal(parentOf('trial'), 'make the excluded box red and remove the arrow to it')).toMatch(/naming both ends/);
  });
});
