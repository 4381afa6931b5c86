// The schematic reader on prompts written for it in researchers' voices, on subjects the corpus's
// dev half does not cover (ownPrompts.ts): each is drawn as a careful reader would draw it, or
// refused with SCHEMATIC_* naming words of the prompt; none is drawn otherwise. The scene is
// judged as the understanding bench judges the corpus (bench/understanding/illustrationsJudge.ts).
import { readScene } from '../../../engines/illustration/schematic/scene.ts';
import { sceneDifferences } from '../../../bench/understanding/illustrationsJudge.ts';
import { EngineError } from '../../../engines/shared/errors.ts';
import { OWN_PROMPTS } from './ownPrompts.ts';

describe('illustration prompts nobody tuned the reader to', () => {
  test.each(OWN_PROMPTS.filter((p) => p.outcome === 'drawn').map((p) => [p.prompt, p] as const))('%s: drawn as asked', (_, p) => {
    expect(sceneDifferences(readScene(p.prompt), p.expect)).toEqual([]);
  });

  test.each(OWN_PROMPTS.filter((p) => p.outcome === 'refused').map((p) => [p.prompt, p] as const))('%s: refused, naming its words', (_, p) => {
    let error: unknown;
    try {
      readScene(p.prompt);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).reason).toMatch(/^SCHEMATIC_/);
    // The refusal quotes words of the prompt, so the writer sees what was not placed.
    const quoted = [...(error as Error).message.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    expect(quoted.some((q) => q.split(/\s+/).some((w) => p.prompt.includes(w)))).toBe(true);
  });

  test('most of them are drawn', () => {
    expect(OWN_PROMPTS.length).toBeGreaterThanOrEqual(30);
    expect(OWN_PROMPTS.filter((p) => p.outcome === 'drawn').length).toBeGreaterThanOrEqual(25);
  });
});
