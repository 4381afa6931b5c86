// The forty requests of blindPrompts.ts, judged as the understanding bench judges the corpus: each
// is drawn as intended, or refused with a reason. The few still drawn otherwise are named here
// with why, so that any other drawn wrong fails, and none may be added to.
import { BLIND_PROMPTS } from './blindPrompts.ts';
import { promptVerdict } from './support.ts';

/** Still drawn otherwise than intended, and why (each a rule not yet written). */
const KNOWN_WRONG: Readonly<Record<string, string>> = {
  'bp-10': '"Gel: band at the expected size?" is one decision, not the named step "Gel" then its question',
  'bp-37': '"If BP is normal" two sentences after "If it is 140/90 or higher" is not yet read as that question\'s No',
};


describe('forty requests written before the reader was read', () => {
  let verdicts: Array<{ id: string; verdict: ReturnType<typeof promptVerdict> }> = [];
  beforeAll(() => {
    verdicts = BLIND_PROMPTS.map((item) => ({ id: item.id, verdict: promptVerdict(item.prompt, item.expect) }));
  });

  test('none crashes', () => {
    expect(verdicts.filter((v) => v.verdict === 'crashed').map((v) => v.id)).toEqual([]);
  });

  test('none is drawn wrong but the few named, each with its reason', () => {
    expect(verdicts.filter((v) => v.verdict === 'wrong' && !KNOWN_WRONG[v.id]).map((v) => v.id)).toEqual([]);
  });

  test('at least 16 of the 40 are drawn as intended', () => {
    expect(verdicts.filter((v) => v.verdict === 'right').length).toBeGreaterThanOrEqual(16);
  });
});
