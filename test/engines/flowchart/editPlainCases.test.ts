// The fifty-odd plain-word edits of plainEditCases.ts, each judged as the understanding bench
// judges the corpus (bench/understanding/flowJudge.ts): every box, arrow, branch label, style
// and layout change as a careful reader expects and nothing else changed, or refused with a
// message naming the candidates or the words it could not place.
import { applyEdit } from '../../../engines/flowchart/edit/index.ts';
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { editDifferences, graphDifferences } from '../../../bench/understanding/flowJudge.ts';
import { PARENTS, PLAIN_EDIT_CASES, PLAIN_EDIT_CASES_ROUND2 } from './plainEditCases.ts';
import { editRefusal } from './support.ts';

describe('the parents are drawn as intended', () => {
  test.each(Object.entries(PARENTS))('%s', (_, parent) => {
    expect(graphDifferences(interpret(parent.prompt, []), parent.expect)).toEqual([]);
  });
});

/**
 * Edits a careful reader understands and the reader refuses, with the words its refusal must
 * name: "the primary antibody step" for a label saying "Primary Ab" (abbreviations are not
 * matched: a short word is too often a prefix of an unrelated one, "Add" of "address").
 */
const REFUSED_NOW: Readonly<Record<string, string[]>> = { 'pe-02': ["'antibody'"] };

describe('plain-word edits', () => {
  test.each([...PLAIN_EDIT_CASES, ...PLAIN_EDIT_CASES_ROUND2].map((c) => [c.id, c.edit, c] as const))('%s "%s"', (id, edit, c) => {
    const parent = interpret(PARENTS[c.parent].prompt, []);
    const refusedNow = REFUSED_NOW[id];
    if (refusedNow) {
      const message = editRefusal(parent, edit);
      for (const name of refusedNow) expect(message).toContain(name);
      return;
    }
    if (c.expect.refuse !== undefined) {
      const message = editRefusal(parent, edit);
      for (const name of c.names ?? []) expect(message).toContain(name);
      return;
    }
    expect(editDifferences(parent, applyEdit(parent, edit), PARENTS[c.parent].expect, c.expect)).toEqual([]);
  });
});

describe('lanes and groups', () => {
  const lanes = () => interpret('urine culture, swimlanes GP, Lab, Patient: patient provides MSU sample; GP sends to lab; lab cultures sample; lab reports sensitivities; GP prescribes antibiotic; patient collects prescription', []);
  const order = (instruction: string) => applyEdit(lanes(), instruction).groups.map((g) => g.label);

  test('lanes are reordered as said, and nothing else changes', () => {
    expect(order('put the patient lane on the left')).toEqual(['Patient', 'GP', 'Lab']);
    expect(order('move the lab lane before the GP lane')).toEqual(['Lab', 'GP', 'Patient']);
    expect(order('swap the GP and patient lanes')).toEqual(['Patient', 'Lab', 'GP']);
    expect(order('put the GP lane last')).toEqual(['Lab', 'Patient', 'GP']);
    const reversed = applyEdit(lanes(), 'reverse the order of the lanes');
    expect(reversed.groups.map((g) => g.label)).toEqual(['Patient', 'Lab', 'GP']);
    expect([reversed.nodes, reversed.edges]).toEqual([lanes().nodes, lanes().edges]);
  });

  test('"swap the lanes" with three lanes, and colouring a lane, are refused saying why', () => {
    expect(editRefusal(lanes(), 'swap the lanes')).toMatch(/3 lanes: say which two/);
    expect(editRefusal(lanes(), 'colour the lab lane light blue')).toMatch(/make the steps in lane 'Lab' light blue/);
  });
});

test('"remove the colours" takes away every colour an edit or a class gave, and nothing else', () => {
  const blot = interpret(PARENTS.blot.prompt, []);
  const coloured = applyEdit(blot, 'make the transfer red, make the detection bold and make the arrows blue');
  const plain = applyEdit(coloured, 'remove the colours');
  expect(plain.nodes.map((n) => n.style)).toEqual(blot.nodes.map((n) => (n.label === 'ECL detection' ? { bold: true } : undefined)));
  expect(plain.edges.every((e) => e.style?.stroke === undefined)).toBe(true);
  expect(editRefusal(blot, 'make the low dose arm the same colour as the transfer')).toBeDefined();
});
