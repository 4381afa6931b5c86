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
