// The schematic engine's reader on illustration prompts written blind (test/corpora/
// illustrations): each prompt planned as a job would plan it, then judged (illustrationsJudge.ts):
// right, refused (a job that fails with its reason, refunded), or silently wrong. `--show`
// lists each dev item's verdict and why; the held-out half is only counted.
import { join } from 'node:path';
import { planSchematic } from '../../engines/illustration/schematic/index.ts';
import { itemsOf, type Half } from '../../test/corpora/jsonl.ts';
import { sceneDifferences, type ExpectedScene, type IllustrationVerdict } from './illustrationsJudge.ts';

const CORPUS = join(import.meta.dirname, '../../test/corpora/illustrations');

interface Item {
  id: string;
  prompt: string;
  expect: ExpectedScene;
}

function half(name: Half): Item[] {
  return itemsOf<Item>(CORPUS, name);
}

export function judgeIllustration(item: Item): { verdict: IllustrationVerdict; why: string[] } {
  try {
    const plan = planSchematic({ prompt: item.prompt, aspectRatio: '16:9', quality: 'standard', style: 'flat', palette: null, references: [] });
    if (item.expect.refuse) return { verdict: 'silently wrong', why: ['drawn, where the prompt should be refused'] };
    const why = sceneDifferences(plan.scene, item.expect);
    return { verdict: why.length === 0 ? 'right' : 'silently wrong', why };
  } catch (error) {
    const reason = `${(error as { reason?: string }).reason ?? 'error'}: ${(error as Error).message.slice(0, 160)}`;
    return { verdict: item.expect.refuse ? 'right' : 'refused', why: [reason] };
  }
}

export async function illustrationSection(show: boolean): Promise<void> {
  for (const name of ['dev', 'heldout'] as const) {
    const items = half(name);
    const counts: Record<IllustrationVerdict, number> = { right: 0, refused: 0, 'silently wrong': 0 };
    const kinds = new Map<string, number>();
    for (const item of items) {
      const { verdict, why } = judgeIllustration(item);
      counts[verdict] += 1;
      if (verdict === 'silently wrong') for (const k of new Set(why.map((w) => w.split(/[:(]/)[0]!.replace(/ of .*/, '')))) kinds.set(k, (kinds.get(k) ?? 0) + 1);
      if (show && name === 'dev') console.log(`${item.id.padEnd(17)} ${verdict.padEnd(15)} ${item.prompt.replace(/\s+/g, ' ').slice(0, 110)}${why.length > 0 ? `\n        ${why.slice(0, 6).join('\n        ')}` : ''}`);
    }
    const pct = (n: number) => `${n} (${((100 * n) / Math.max(1, items.length)).toFixed(1)}%)`;
    console.log(`illustrations ${name}: ${items.length} prompts; right ${pct(counts.right)}, refused ${pct(counts.refused)}, silently wrong ${pct(counts['silently wrong'])}`);
    if (kinds.size > 0) console.log(`illustrations ${name}: silently wrong in: ${[...kinds].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  }
}
