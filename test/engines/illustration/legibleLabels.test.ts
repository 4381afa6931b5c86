// The rendering defects seen in earlier rounds, checked on prompts written for rounds 14 and 16 at every
// aspect ratio: a name is never hyphenated inside a word ("Chlor-oplast") and no callout's dot
// lands on any text (a label, another callout, the title), so every word drawn stays readable.
import { planSchematic } from '../../../engines/illustration/schematic/index.ts';
import { ASPECT_RATIOS } from '../../../engines/shared/aspectRatios.ts';
import type { Rect } from '../../../engines/illustration/schematic/geometry.ts';
import { OWN_PROMPTS_ROUND_14 } from './ownPromptsRound14.ts';
import { OWN_PROMPTS_ROUND_16 } from './ownPromptsRound16.ts';

const onText = (p: { x: number; y: number }, r: Rect) => p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;
const drawn = [...OWN_PROMPTS_ROUND_14, ...OWN_PROMPTS_ROUND_16].filter((p) => p.outcome === 'drawn');

describe('labels stay legible at every aspect ratio', () => {
  test.each(ASPECT_RATIOS.map((r) => [r]))('%s: no word broken, no dot on text', (ratio) => {
    for (const { prompt } of drawn) {
      const plan = planSchematic({ prompt, aspectRatio: ratio, quality: 'standard', style: 'flat', palette: null, references: [] });
      const texts: Rect[] = plan.elements.flatMap((e) => [e.labelRect, ...e.callouts.map((c) => c.rect)]);
      if (plan.title) texts.push(plan.title.rect);
      for (const e of plan.elements) {
        // A line may end in a hyphen only where the name itself has one ("antibiotic-treated").
        const broken = e.lines.slice(0, -1).filter((l) => /\p{L}-$/u.test(l) && !e.label.includes(l.split(/\s+/).at(-1)!));
        expect({ prompt, label: e.label, broken }).toEqual({ prompt, label: e.label, broken: [] });
        const covered = e.callouts.filter((c) => texts.some((t) => onText(c.to, t)));
        expect({ prompt, covered: covered.map((c) => c.text) }).toEqual({ prompt, covered: [] });
      }
    }
  });
});
