// The schematic reader on prompts written for it in researchers' voices, on subjects the corpus's
// dev half does not cover (ownPrompts.ts): each is drawn as a careful reader would draw it, or
// refused with SCHEMATIC_* naming words of the prompt; none is drawn otherwise. The scene is
// judged as the understanding bench judges the corpus (bench/understanding/illustrationsJudge.ts).
import { readScene } from '../../../engines/illustration/schematic/scene.ts';
import { sceneDifferences } from '../../../bench/understanding/illustrationsJudge.ts';
import { EngineError } from '../../../engines/shared/errors.ts';
import { OWN_PROMPTS as FIRST_ROUND } from './ownPrompts.ts';
import { OWN_PROMPTS_ROUND_2 } from './ownPromptsRound2.ts';
import { OWN_PROMPTS_ROUND_3 } from './ownPromptsRound3.ts';
import { OWN_PROMPTS_ROUND_4 } from './ownPromptsRound4.ts';
import { OWN_PROMPTS_ROUND_5 } from './ownPromptsRound5.ts';
import { OWN_PROMPTS_ROUND_6 } from './ownPromptsRound6.ts';
import { OWN_PROMPTS_ROUND_7 } from './ownPromptsRound7.ts';
import { OWN_PROMPTS_ROUND_8 } from './ownPromptsRound8.ts';
import { OWN_PROMPTS_ROUND_9 } from './ownPromptsRound9.ts';
import { OWN_PROMPTS_ROUND_10 } from './ownPromptsRound10.ts';
import { OWN_PROMPTS_ROUND_11 } from './ownPromptsRound11.ts';
import { OWN_PROMPTS_ROUND_12 } from './ownPromptsRound12.ts';
import { OWN_PROMPTS_ROUND_13 } from './ownPromptsRound13.ts';
import { OWN_PROMPTS_ROUND_14 } from './ownPromptsRound14.ts';
import { OWN_PROMPTS_ROUND_15 } from './ownPromptsRound15.ts';
import { OWN_PROMPTS_ROUND_16, type CaptionedPrompt } from './ownPromptsRound16.ts';
import { OWN_PROMPTS_ROUND_17 } from './ownPromptsRound17.ts';
import { OWN_PROMPTS_ROUND_18 } from './ownPromptsRound18.ts';
import { OWN_PROMPTS_ROUND_19 } from './ownPromptsRound19.ts';
import { OWN_PROMPTS_ROUND_20 } from './ownPromptsRound20.ts';
import { OWN_PROMPTS_ROUND_21 } from './ownPromptsRound21.ts';
import { OWN_PROMPTS_ROUND_22 } from './ownPromptsRound22.ts';
import { OWN_PROMPTS_ROUND_23 } from './ownPromptsRound23.ts';
import { OWN_PROMPTS_ROUND_24 } from './ownPromptsRound24.ts';
import { OWN_PROMPTS_ROUND_25 } from './ownPromptsRound25.ts';

const OWN_PROMPTS = [...FIRST_ROUND, ...OWN_PROMPTS_ROUND_2, ...OWN_PROMPTS_ROUND_3, ...OWN_PROMPTS_ROUND_4, ...OWN_PROMPTS_ROUND_5, ...OWN_PROMPTS_ROUND_6, ...OWN_PROMPTS_ROUND_7, ...OWN_PROMPTS_ROUND_8, ...OWN_PROMPTS_ROUND_9, ...OWN_PROMPTS_ROUND_10, ...OWN_PROMPTS_ROUND_11, ...OWN_PROMPTS_ROUND_12, ...OWN_PROMPTS_ROUND_13, ...OWN_PROMPTS_ROUND_14, ...OWN_PROMPTS_ROUND_15, ...OWN_PROMPTS_ROUND_16, ...OWN_PROMPTS_ROUND_17, ...OWN_PROMPTS_ROUND_18, ...OWN_PROMPTS_ROUND_19, ...OWN_PROMPTS_ROUND_20, ...OWN_PROMPTS_ROUND_21, ...OWN_PROMPTS_ROUND_22, ...OWN_PROMPTS_ROUND_23, ...OWN_PROMPTS_ROUND_24, ...OWN_PROMPTS_ROUND_25];

describe('illustration prompts nobody tuned the reader to', () => {
  test.each(OWN_PROMPTS.filter((p) => p.outcome === 'drawn').map((p) => [p.prompt, p] as const))('%s: drawn as asked', (_, p) => {
    const scene = readScene(p.prompt);
    // Things drawn apart from one counted noun take the listed captions in order ("three test tubes labelled ...").
    if ('captions' in p) expect(scene.subjects.map((s) => [s.noun, s.caption])).toEqual(p.expect.subjects.map((s, i) => [s, (p.captions as Array<string | null>)[i] ?? null]));
    else expect(sceneDifferences(scene, p.expect)).toEqual([]);
    // A counted thing is one subject drawn that many times; nothing else is counted (checked from round 16 on).
    const counts = (p as CaptionedPrompt).counts ?? {};
    if (!('captions' in p) && ([...OWN_PROMPTS_ROUND_16, ...OWN_PROMPTS_ROUND_17, ...OWN_PROMPTS_ROUND_18, ...OWN_PROMPTS_ROUND_19, ...OWN_PROMPTS_ROUND_20, ...OWN_PROMPTS_ROUND_21, ...OWN_PROMPTS_ROUND_22, ...OWN_PROMPTS_ROUND_23, ...OWN_PROMPTS_ROUND_24, ...OWN_PROMPTS_ROUND_25] as unknown[]).includes(p)) expect(Object.fromEntries(scene.subjects.filter((s) => s.count !== 1).map((s) => [s.noun, s.count]))).toEqual(counts);
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
    // Names are quoted as labels, a first letter raised ("Human" for "human").
    expect(quoted.some((q) => q.split(/\s+/).some((w) => p.prompt.toLowerCase().includes(w.toLowerCase())))).toBe(true);
  });

  test('most of them are drawn', () => {
    for (const round of [FIRST_ROUND, OWN_PROMPTS_ROUND_2, OWN_PROMPTS_ROUND_3, OWN_PROMPTS_ROUND_8, OWN_PROMPTS_ROUND_20]) {
      expect(round.length).toBeGreaterThanOrEqual(30);
      expect(round.filter((p) => p.outcome === 'drawn').length).toBeGreaterThanOrEqual(22);
    }
  });

  test('several things labelled with a list are drawn apart, one label each, or refused when the counts differ', () => {
    const scene = readScene("Four flasks labelled 'day 1', 'day 3', 'day 5' and 'day 7', in a row");
    expect(scene.layout).toBe('set');
    expect(scene.subjects.map((s) => [s.noun, s.caption])).toEqual([['flask', 'day 1'], ['flask', 'day 3'], ['flask', 'day 5'], ['flask', 'day 7']]);
    expect(readScene('Three beakers in a row labelled pH 3, pH 7 and pH 11').subjects.map((s) => s.caption)).toEqual(['pH 3', 'pH 7', 'pH 11']);
    expect(() => readScene("Two beakers labelled 'acid', 'neutral' and 'base'")).toThrow(/3 labels for 2 things/);
  });
});
