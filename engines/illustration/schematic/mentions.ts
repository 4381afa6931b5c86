// Whether two things of a scene may be one thing named twice in different words. A prompt that
// names "a smartphone" and later "phone", or "a cloud server" and later "cloud", most likely means
// the same thing; but the reader cannot be sure ("a tumour cell line ... the tumour" are two), and
// drawing both would add a thing the prompt did not ask for while its arrows miss the one it did.
// So a later, shorter name that lies inside an earlier one (not as its head, which mergeSame in
// scene.ts settles) is refused, naming both, unless the two are told apart by count or caption,
// or an arrow joins them ("microscope slide → microscope": one thing would point at itself), or
// the shorter name comes with an indefinite article ("a pipette tip box, a pipette": a new thing).
import { saidEach } from '../../shared/said.ts';
import { EngineError } from '../../shared/errors.ts';
import type { SceneArrow, SceneSubject } from './sceneTypes.ts';

/** Shortest word that is taken as a shortening of a longer compound ("phone" in "smartphone"). */
const MIN_SHORTENING = 4;

/** Whether `word` is the end of a longer word written as one ("phone" of "smartphone", "cyte" is too short). */
function endsCompound(longer: string, word: string): boolean {
  return word.length >= MIN_SHORTENING && longer.length > word.length + 2 && longer.endsWith(word);
}

/** Whether the later name `s` may be a shorter mention of the earlier `o`. */
function mayBeShorterMention(o: SceneSubject, s: SceneSubject): boolean {
  if (s.step || o.step || s.count !== o.count || s.words.length === 0 || s.words.length > o.words.length) return false;
  if (s.caption !== null && o.caption !== null && s.caption !== o.caption) return false;
  // The same words as the end of the longer name: a head, which mergeSame has already weighed.
  const tail = o.words.slice(-s.words.length).join(' ') === s.words.join(' ');
  if (tail) return false;
  return s.words.every((w) => o.words.includes(w) || o.words.some((x) => endsCompound(x, w)));
}

/** Whether the prompt introduces `label` as a new thing: "a pipette", "an eye", "another flask". */
function introducedAsNew(prompt: string, label: string): boolean {
  const name = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(?:^|[^\\p{L}])(?:a|an|another|one)\\s+${name}(?![\\p{L}\\p{N}])`, 'iu').test(prompt);
}

/**
 * "A pregnant woman, a fetus and a placenta, with arrows from the mother to the placenta": a thing
 * named with "the" that nothing named before bears the name of, on an arrow, while a thing named
 * before is on none, is most likely that thing in other words; which one cannot be told.
 */
function refuseStrayDefinite(subjects: readonly SceneSubject[], arrows: readonly SceneArrow[]): void {
  const onArrow = (i: number) => arrows.some((a) => a.from === i || a.to === i);
  for (const [j, s] of subjects.entries()) {
    if (s.definite !== true || j === 0 || !onArrow(j)) continue;
    const left = subjects.slice(0, j).filter((_, i) => !onArrow(i));
    if (left.length === 0) continue;
    throw new EngineError(
      'SCHEMATIC_UNPLACED',
      `The schematic engine cannot tell whether ${saidEach([s.label], 'a thing of the prompt')} is ${saidEach(left.map((x) => x.label), 'a thing named before')} named again or one more thing: name each thing the same way every time.`,
    );
  }
}

/** Refuses a scene in which a thing named later may be one named before in other words. */
export function refuseDoubtfulMentions(prompt: string, subjects: readonly SceneSubject[], arrows: readonly SceneArrow[]): void {
  refuseStrayDefinite(subjects, arrows);
  const joined = (i: number, j: number) => arrows.some((a) => (a.from === i && a.to === j) || (a.from === j && a.to === i));
  for (const [j, s] of subjects.entries()) {
    const o = subjects.slice(0, j).find((x, i) => mayBeShorterMention(x, s) && !joined(i, j));
    if (!o || introducedAsNew(prompt, s.label)) continue;
    throw new EngineError(
      'SCHEMATIC_UNPLACED',
      `The schematic engine cannot tell whether ${saidEach([s.label, o.label], 'two things of the prompt')} are one thing named twice or two things: name each thing the same way every time, or tell them apart ("the tumour cell line", "the removed tumour").`,
    );
  }
}
