// Whether the schematic engine read an illustration prompt as its writer meant (test/corpora/
// illustrations): the same layout, the same things (named as the prompt names them, in any
// form: "mice" is "mouse"), the same parts, captions and arrows, and the title when one is
// expected. What differs is listed, so a silently wrong reading says where it went wrong.
import { singular } from '../../engines/language/index.ts';
import type { Scene } from '../../engines/illustration/schematic/sceneTypes.ts';

export interface ExpectedScene {
  layout: Scene['layout'];
  title?: string | null;
  subjects: string[];
  parts?: Record<string, string[]>;
  arrows?: Array<[string, string]>;
  labels?: Record<string, string>;
  refuse?: string;
}

export type IllustrationVerdict = 'right' | 'refused' | 'silently wrong';

/** A name as comparable words: lower case, singular, without articles and punctuation. */
export function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/[‘’'"“”«»().,:;]/g, ' ')
    .split(/[\s]+/)
    .filter((w) => w && !/^(?:a|an|the|its|their)$/.test(w))
    .map((w) => w.split('-').map(singular).join('-'));
}

const same = (a: string, b: string) => nameWords(a).join(' ') === nameWords(b).join(' ');

/** The scene subject an expected name stands for: the same words, or the label's words. */
function findSubject(scene: Scene, name: string, taken: Set<number>): number {
  for (const test of [(i: number) => same(scene.subjects[i]!.noun, name), (i: number) => same(scene.subjects[i]!.label, name)]) {
    for (let i = 0; i < scene.subjects.length; i++) if (!taken.has(i) && test(i)) return i;
  }
  return -1;
}

function sameSet(a: string[], b: string[]): boolean {
  const x = a.map((s) => nameWords(s).join(' ')).sort();
  const y = b.map((s) => nameWords(s).join(' ')).sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

/** What differs between the scene and what the prompt's writer expects; empty when right. */
export function sceneDifferences(scene: Scene, expect: ExpectedScene): string[] {
  const why: string[] = [];
  if (scene.layout !== expect.layout) why.push(`layout: ${scene.layout}, expected ${expect.layout}`);
  if (expect.title && !(scene.title && same(scene.title, expect.title))) why.push(`title: ${JSON.stringify(scene.title)}, expected ${JSON.stringify(expect.title)}`);
  const index = new Map<string, number>();
  const taken = new Set<number>();
  for (const name of expect.subjects) {
    const i = findSubject(scene, name, taken);
    if (i < 0) why.push(`subject missing: ${name}`);
    else {
      index.set(name, i);
      taken.add(i);
    }
  }
  const extra = scene.subjects.filter((_, i) => !taken.has(i)).map((s) => s.label);
  if (extra.length > 0) why.push(`subject not asked for: ${extra.join(', ')}`);
  for (const name of expect.subjects) {
    const i = index.get(name);
    if (i === undefined) continue;
    const s = scene.subjects[i]!;
    const parts = expect.parts?.[name] ?? [];
    if (!sameSet(s.parts, parts)) why.push(`parts of ${name}: [${s.parts.join(', ')}], expected [${parts.join(', ')}]`);
    const caption = expect.labels?.[name] ?? null;
    if ((caption === null) !== (s.caption === null) || (caption !== null && s.caption !== null && !same(caption, s.caption))) why.push(`caption of ${name}: ${JSON.stringify(s.caption)}, expected ${JSON.stringify(caption)}`);
  }
  const names = new Map([...index].map(([name, i]) => [i, name]));
  const drawn = scene.arrows.map((a) => `${names.get(a.from) ?? scene.subjects[a.from]?.label} -> ${names.get(a.to) ?? scene.subjects[a.to]?.label}`);
  const wanted = (expect.arrows ?? []).map(([a, b]) => `${a} -> ${b}`);
  const missing = wanted.filter((w) => !drawn.includes(w));
  const unasked = drawn.filter((d) => !wanted.includes(d));
  if (missing.length > 0) why.push(`arrow missing: ${missing.join('; ')}`);
  if (unasked.length > 0) why.push(`arrow not asked for: ${unasked.join('; ')}`);
  return why;
}
