// Sentences and clauses that tell what to do with things already named, rather than name new
// ones: "label the centromere and telomeres on the normal one, and the breakpoint on the
// translocated one", "Label them 'Before' and 'After'", "cortex, medulla and ureter should be
// labelled", "Between them a double-headed arrow". A thing is found by the words the prompt
// used for it ("the normal one" is the normal chromosome, "the translocated one" the chromosome
// with a translocation, in another form of the word); an instruction about a thing that cannot
// be found is refused, naming it.
import { listItems, quantityOf, sameWord, singular } from '../../language/index.ts';
import { readTokens } from './words.ts';
import { said } from '../../shared/said.ts';
import { refuseUnplaced } from './clause.ts';
import type { SceneArrow, SceneSubject } from './sceneTypes.ts';

/** A clause that asks for labels on named things: "label ...", "please label ...", "... should be labelled". */
// "Caption them 'Before' and 'After'", "annotate them ...": other verbs of labelling ask the same.
const LABEL_FIRST = /^(?:and\s+|also\s+|please\s+)*(?:label|caption|annotate)(?:\s+(?:them|these|those|each|both|it))?\b\s*/i;
const LABEL_LAST = /\s+(?:should|must|need to|needs to|to)\s+be\s+label(?:l?ed)\s*$|\s+(?:all\s+)?label(?:l?ed)\s*$/i;
/** An arrow between the things just named: "Between them a double-headed arrow". */
export const BETWEEN = /^(?:(?:and\s+)?(?:between|linking|connecting)\s+(?:them|the two|both)\s*,?\s*(?:an?\s+)?((?:double|two)[- ]headed|two[- ]way|bidirectional|reciprocal)?\s*arrows?|(?:with\s+)?(?:an?\s+)?((?:double|two)[- ]headed|two[- ]way|bidirectional|reciprocal)?\s*arrows?\s+between\s+(?:them|the two|both)(?:\s*,?\s*(?:from\s+)?(?:left to right|top to bottom|in (?:that|this) order|in order))?|(?:with\s+)?(?:an?\s+)?arrows?\s+(?:going\s+|pointing\s+)?(both ways|in both directions))$/i;

export interface Instruction {
  /** Where the clause starts in the text it was found in. */
  kind: 'label' | 'arrow';
  text: string;
}

/** A caption given to a thing named before: "the cactus labelled 'desert'", "the mouse marked 'KO'". */
const CAPTION_ON = /^(?:and\s+)?(the\s+[^"“'‘«]+?)\s+(?:is\s+|should be\s+)?(?:label(?:l?ed)|marked|captioned)\s+["“'‘«]([^"”'’»]{1,60})["”'’»]$/i;

/** "Label the donor kidney 'living donor'": a caption for one thing named before. */
const LABEL_WITH = /^(?:and\s+|also\s+|please\s+)*(?:label|caption)\s+(the\s+[^"“'‘«]+?)\s+(?:as\s+)?["“'‘«]([^"”'’»]{1,60})["”'’»]$/i;

/** Two or more quoted captions closing a passage after a label word: ", labelled 'WT', 'KO' and 'HET' respectively". */
const CAPTIONS_AFTER = /\s*,?\s+(?:label(?:l?ed)|marked|captioned)\s+((?:["“'‘«][^"”'’»]{1,60}["”'’»]\s*(?:,\s*(?:and\s+)?|and\s+|&\s+)?){2,})(?:\s*,?\s*respectively)?\s*$/i;

/** Whether a clause is an instruction about things named before it. */
export function isInstruction(text: string): boolean {
  const t = text.trim();
  return CAPTION_ON.test(t) || LABEL_FIRST.test(t) || (LABEL_LAST.test(t) && !/\b(?:with|showing)\b/i.test(t)) || BETWEEN.test(t);
}

/** A passage with its trailing instructions cut off: "A and B; label X on the A one" -> ["A and B", ["label X on the A one"]]. */
export function splitInstructions(text: string): { rest: string; instructions: string[] } {
  // "a green roof and a conventional roof, labelled '28 °C' and '41 °C'": quoted captions listed
  // after several things are one each, in the order named, as "label them '...' and '...'" asks.
  const listed = CAPTIONS_AFTER.exec(text);
  if (listed && listItems(text.slice(0, listed.index)).length >= 2) {
    const split = splitInstructions(text.slice(0, listed.index));
    return { rest: split.rest, instructions: [...split.instructions, listed[0].replace(/^[\s,]+/, '')] };
  }
  // "A hen and an egg, with arrows both ways": the arrows between the two things named.
  const pieces = text.split(/\s*;\s*|\s*,\s*(?=(?:and\s+|also\s+|please\s+)*label\b)|\s*,\s*(?=with\s+(?:an?\s+)?arrows?\s+(?:going\s+|pointing\s+)?(?:both ways|in both directions)\s*$)|\s*,\s*(?=with\s+(?:an?\s+)?arrows?\s+between\s+(?:them|the two|both)\b)/i);
  const rest: string[] = [];
  const instructions: string[] = [];
  for (const p of pieces) (isInstruction(p) && rest.length > 0 ? instructions : rest).push(p);
  return { rest: rest.join('; '), instructions };
}

/** The subject a reference names: "the normal one", "the skeletal one", "the T cell", "it". */
export function findReferent(reference: string, subjects: readonly SceneSubject[]): number {
  const words = readTokens(reference.replace(/\b(?:the|a|an|one|ones|its|their|side|panel)\b/gi, ' ')).filter((t) => /[\p{L}\p{N}]/u.test(t.text));
  if (words.length === 0) return subjects.length === 1 ? 0 : -1;
  const own = subjects.map((s) => readTokens(s.label).filter((t) => /[\p{L}\p{N}]/u.test(t.text)));
  // "the e-cig" after "an e-cigarette": a word clipped to its start (three letters or more) names the word.
  const clipped = (w: { lower: string }, o: { lower: string }) => w.lower.length >= 3 && o.lower.length > w.lower.length && o.lower.startsWith(w.lower);
  for (const fits of [(w: (typeof words)[0], o: (typeof words)[0]) => sameWord(w, o), (w: (typeof words)[0], o: (typeof words)[0]) => sameWord(w, o) || clipped(w, o)]) {
    const matches = own.map((o, i) => ({ i, o })).filter(({ o }) => words.every((w) => o.some((x) => fits(w, x))));
    // "the cigarette" beside "an e-cigarette": the thing named by exactly these words, when several hold them.
    const exact = matches.filter(({ o }) => o.length === words.length && o.every((x, k) => singular(x.lower) === singular(words[k]!.lower)));
    if (matches.length === 1) return matches[0]!.i;
    if (matches.length > 1) return exact.length === 1 ? exact[0]!.i : -1;
  }
  return -1;
}

/** Applies one instruction to the subjects and arrows named so far; refuses what it cannot place. */
export function applyInstruction(text: string, subjects: SceneSubject[], arrows: SceneArrow[], namedBefore = subjects.length): void {
  const between = BETWEEN.exec(text.trim());
  if (between) {
    const both = between[1] ?? between[2] ?? between[3];
    // "a seed, a seedling and a tree, with arrows between them": one arrow from each to the next, in the order named.
    if (!both && subjects.length >= 2 && /\barrows\b/i.test(text)) {
      for (let i = 0; i + 1 < subjects.length; i++) arrows.push({ from: i, to: i + 1, label: null });
      return;
    }
    if (subjects.length !== 2) refuseUnplaced(text, `"them" must be two things; the prompt names ${subjects.length}.`);
    arrows.push({ from: 0, to: 1, label: null });
    if (both) arrows.push({ from: 1, to: 0, label: null });
    return;
  }
  const captioned = CAPTION_ON.exec(text.trim()) ?? LABEL_WITH.exec(text.trim());
  if (captioned) {
    const host = findReferent(captioned[1]!, subjects);
    if (host < 0) refuseUnplaced(captioned[1]!, 'no one thing named before is the one this label is for.');
    subjects[host]!.caption = captioned[2]!.trim();
    return;
  }
  // "label: A, B": the colon only introduces the list.
  const body = text.trim().replace(LABEL_FIRST, '').replace(LABEL_LAST, '').replace(/^[:\s]+/, '').trim();
  const quotes = [...body.matchAll(/["“'‘«]([^"”'’»]{1,60})["”'’»]/g)].map((m) => m[1]!);
  if (quotes.length > 0) {
    // "Label them 'Before' and 'After'": one caption each, in the order the things were named.
    if (quotes.length !== subjects.length) refuseUnplaced(text, `${quotes.length} labels for ${subjects.length} things.`);
    quotes.forEach((q, i) => (subjects[i]!.caption = q));
    return;
  }
  // "the nucleus on both", "the nucleus in each", "the ribosomes in all three": every thing named has them; a count says how many things that is.
  const every = /^(.+?)\s+(?:on|in|of|for)\s+(?:both|each|all(?:\s+(two|three|four|2|3|4))?)(?:\s+(?:of them|ones?|cells?|sides?|panels?))?$/i.exec(body);
  if (every) {
    if (every[2] !== undefined && quantityOf(every[2].toLowerCase()) !== subjects.length) refuseUnplaced(text, `it gives labels to all ${every[2]} things, and ${subjects.length} are named before it.`);
    for (const x of subjects) x.parts.push(...listItems(every[1]!));
    return;
  }
  // "A and B on the skeletal one and C on the cardiac one": groups, each ending at "on the X".
  const groups = [...body.matchAll(/(.+?)\s+(?:on|in|of|for)\s+(the\s+.+?)(?=\s*,\s*|\s+and\s+|\s*$)/gi)];
  if (groups.length > 0 && groups.map((g) => g[0]).join('').replace(/[\s,]/g, '').length >= body.replace(/[\s,]/g, '').length - 8) {
    for (const g of groups) {
      const host = findReferent(g[2]!, subjects);
      if (host < 0) refuseUnplaced(g[0]!.trim(), `no one thing named before is ${said(g[2]!.trim(), 'the one it names')}.`);
      subjects[host]!.parts.push(...listItems(g[1]!.replace(/^[\s,]*(?:and\s+)?/i, '')));
    }
    return;
  }
  // "A virus particle. Label: capsid, envelope, spikes. Also show a host cell": the one thing named before it.
  const host = subjects.length === 1 || namedBefore === 1 ? 0 : -1;
  if (host < 0) refuseUnplaced(text, 'it does not say which of the things named these labels belong to.');
  subjects[host]!.parts.push(...listItems(body));
}

/**
 * Labels asked for in brackets, written as the reader reads labels elsewhere: "X (label the A, B
 * and C)" and "X (with A, B, C)" are "X with labelled A, B and C"; "the four chambers labelled (A, B, C, D)" (or "labelled: A, B, C, D") names the
 * chambers, so the list is the parts; "each with its receptor labelled (TCR on the T cell, BCR
 * on the B cell)" gives each thing its own, an instruction on things named before.
 */
export function bracketLabels(text: string): string {
  return text
    // "with amyloid plaques labelled on the Alzheimer one", "... labelled on both", "with the
    // display labelled on the counter": an instruction on things named before.
    // A list of parts runs on over commas ("with the roots, xylem and needles labelled on both"), never over another thing ("a", "with").
    .replace(/,?\s*with\s+(?:the\s+)?((?:(?!\b(?:with|an?|label\w*|each|both)\b)[^;()])+?)\s+label(?:l?ed)\s+((?:on|in)\s+(?:the\s+[^,;()]+?|both|each))\s*$/i, '; label $1 $2')
    // "each with its name under it": every thing is drawn with its name already.
    .replace(/,?\s*(?:each\s+)?(?:with|and)\s+(?:its|their)\s+(?:common\s+)?names?\s+(?:under|underneath|below|beneath|beside|next to|by)(?:\s+(?:it|them|each))?/gi, '')
    .replace(/,?\s*(?:each\s+)?(?:with\s+)?(?:(?:its|their|the)\s+)?(?:[\w-]+\s+){0,3}?label(?:l?ed)\s*\(([^()]*\b(?:on|of|for)\s+the\s[^()]*)\)/gi, '; label $1')
    // "earthworms (label 'ecosystem engineers')": a quoted label in brackets is the thing's caption.
    .replace(/\s*\(\s*(?:label(?:l?ed)?|caption(?:ed)?)\s*:?\s*((['"‘“])[^'"‘’“”()]+['"’”])\s*\)/gi, ' labelled $1')
    .replace(/\(\s*(?:please\s+)?label(?:\s+the)?\s+([^()]+)\)/gi, ' with labelled $1')
    // "a soil core (with topsoil, subsoil, bedrock)": a list set in brackets after a thing is held by it, its parts.
    .replace(/\(\s*(?:with|showing|including)\s+((?:the\s+)?[^()]+?(?:,|\band\b)[^()]+)\)/gi, ' with labelled $1')
    .replace(/\b(?:with\s+)?(?:the\s+|its\s+|their\s+)?(?:\w+\s+)?[\w-]+\s+label(?:l?ed)\s*\(([^()]+,[^()]+)\)/gi, 'with labelled $1')
    // "a heart with its chambers labelled: left atrium, right atrium, ...": a list after a colon names the chambers, as a bracket does.
    .replace(/\bwith\s+(?:the\s+|its\s+|their\s+)(?:\w+\s+)?[\w-]+\s+label(?:l?ed)\s*:\s*([^;.()'"‘’“”:]+,[^;.()'"‘’“”:]+)/gi, 'with labelled $1')
    .replace(/\bwith\s+(?:its|their|the)\s+(?:parts|components|structures|features|labels)\s*:?\s*/gi, 'with labelled ');
}
