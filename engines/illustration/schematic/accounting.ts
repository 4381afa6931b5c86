// The last check before a scene is drawn: every subject must be a thing, named as a noun
// phrase, and every word of the prompt must have become something. A label that reads as a
// clause ("Gives rise to both neurons and astrocytes", "A sample going from the patient to the
// freezer"), a pronoun ("One", "it"), or a look word ("8k", "Blue") drawn as a thing would be a
// silent substitute for what was asked; the request is refused instead, naming those words.
import { isContent, isPartOf, nounKind, nounVerbUses, quantityOf, type Token } from '../../language/index.ts';
import { unitOf } from '../../language/quantities.ts';
import { isPluralOfNoun, readTokens } from './words.ts';
import { EngineError } from '../../shared/errors.ts';
import { said, saidEach } from '../../shared/said.ts';
import { refuseUnplaced } from './clause.ts';
import type { Scene, SceneSubject } from './sceneTypes.ts';
import { ALSO_THINGS, FIGURE_WORDS, LOOK_WORDS } from './vocabulary.ts';
import { unplacedWords } from './wordAccount.ts';

/** What the schematic engine can draw, said in every refusal of unplaced words. */
const CAN_DRAW = 'the schematic engine draws things named as nouns, their labelled parts and captions, arrows named by "arrow", "→", "then" or a verb between two things, a title, and sets words about the figure\'s look aside';

/** Words that only place things in the figure; unlike "collection" or "loop", never the name of a thing on their own. */
const PLACING_WORDS = new Set('row rows column columns grid box boxes panel panels half halves left right top bottom side sides arrow arrows versus vs'.split(' '));
/** Words for a drawing itself: a caption holding one speaks of the picture, not of the thing. */
const DRAWING_WORDS = new Set('icon icons drawing drawings picture pictures cartoon cartoons sketch render image images illustration clipart pictogram pictograms symbol symbols'.split(' '));
/** Verbs of wanting or hoping: the writer's wish, never a relation between things drawn. */
const WANTING_VERBS = /^(?:want|wants|wanted|need|needs|like|likes|love|loves|wish|wishes|hope|hopes|prefer|prefers)\b/i;
/** WordNet's kinds of the things one draws beside another: a thing "with a Y" of these kinds holds one more thing, not a state of itself ("a mouse with a tumour"). */
const COMPANION_KINDS: ReadonlySet<string> = new Set(['artifact', 'animal', 'plant', 'person']);
/** Longest name of a thing, in words; longer is a description. */
const MAX_THING_WORDS = 7;
/**
 * Longest action step, in written words: "transfected with siRNA", "cells are lysed". A longer
 * one ("isolated from the blood of patients") holds things of its own, and whether the writer
 * means them as things to draw or as words of one step cannot be told.
 */
const MAX_STEP_WORDS = 3;

/** The words of an action step, a time or an amount ("for 12 months", "after 48 h", "at 37 °C") counted as none: it says when or how much, never a thing. */
function stepWords(label: string): number {
  return label.replace(/\b(?:for|after|at|over|within|in|every|per|to|of)?\s*[~≈<>]?\d[\d.,:/]*\s*(?:°\s*C|[\p{L}µ%]+)?/giu, ' ').split(/\s+/).filter(Boolean).length;
}

/** -ing and -ed forms that name or describe a thing: "hit calling", "transduced cells", "activated fibroblast". */
function isNamingVerb(toks: Token[], i: number): boolean {
  const t = toks[i]!;
  const next = toks[i + 1];
  const prev = toks[i - 1];
  // "Beaker of seawater evaporating": an -ing word after a phrase with "of" or "in" says what the thing does.
  if (/ing$/.test(t.lower) && !next && toks.slice(0, i).some((x) => /^(?:of|in|on|with|from)$/.test(x.lower))) return false;
  if (/ing$/.test(t.lower)) return !next || next.pos === 'NOUN' || next.pos === 'PROPN' || next.pos === 'ADJ' || (prev !== undefined && (prev.pos === 'NOUN' || prev.pos === 'PROPN' || prev.pos === 'ADJ'));
  // "Fly": a name of one word, read from a noun phrase, is the noun WordNet knows it as.
  if (toks.length === 1 && nounVerbUses(t.lemma).noun + nounVerbUses(t.lower).noun > 0) return true;
  // "Map of antibiotic resistance genes", "Block of cheese": a word before "of" opening a name is a noun.
  if (i === 0 && next?.lower === 'of') return true;
  // "Dead leaves": a plural noun the tagger, reading the name alone, took for a verb.
  if (prev !== undefined && /^(?:ADJ|NOUN|PROPN)$/.test(prev.pos) && isPluralOfNoun(t)) return true;
  // "Data goes wristband": a verb in its present -s form says what a thing does; no name holds one.
  if (/[^s]s$/.test(t.lower) && t.pos === 'VERB') return false;
  // A participle before the noun it describes: "transduced cells", "irradiated recipient mouse", "elevated plus maze".
  if (next && (next.pos === 'NOUN' || next.pos === 'PROPN' || next.pos === 'ADJ' || next.pos === 'VERB' || (next.lower === 'plus' && /^(?:NOUN|PROPN)$/.test(toks[i + 2]?.pos ?? '')))) return true;
  // A word the tagger took for a verb at the end of a name: "Fc stem", "patient blood draw"; one
  // WordNet knows only as a verb says what the thing does ("immune cells arrive").
  return !next && prev !== undefined && (prev.pos === 'NOUN' || prev.pos === 'PROPN' || prev.pos === 'ADJ' || prev.text === '-') && nounKind(t.lower) !== undefined;
}


/**
 * Why a subject's label is not the name of a thing, or null when it is. `related`: an arrow
 * leads to or from it, so a word that elsewhere says how the figure looks and is also a thing's
 * name ("pump → column", "white light into a spectrum") names the thing the writer relates.
 */
function notAThing(s: SceneSubject, related: boolean): string | null {
  // Where the thing rests ("mounted in agarose") is written after its name and is no part of it.
  const name = s.setting && s.label.endsWith(s.setting) ? s.label.slice(0, -s.setting.length).trim() : s.label;
  const toks = readTokens(name).filter((t) => t.pos !== 'SPACE');
  const content = toks.filter((t) => isContent(t) || t.pos === 'PRON');
  if (content.length === 0 && !(s.step && /\p{L}/u.test(name))) return 'it names nothing';
  const relatedThing = related && ALSO_THINGS.has(content.at(-1)?.lower ?? '');
  // A stage named by a word the tagger takes for an auxiliary ("plan, do, check, act") has no content word, and is no look.
  if (!relatedThing && content.length > 0 && content.every((t) => LOOK_WORDS.has(t.lower) || FIGURE_WORDS.has(t.lower) || /^\d+k$/.test(t.lower))) return 'it says how the figure should look, not a thing in it';
  // "Photorealistic 3D", "Three boxes", "Row": words of the figure's look or layout, whatever their tags.
  const written = name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (!s.step && !relatedThing && written.every((w) => LOOK_WORDS.has(w) || FIGURE_WORDS.has(w) || PLACING_WORDS.has(w) || quantityOf(w) !== null || /^\d+[a-z]?$/.test(w))) return 'it says how the figure should look or be laid out, not a thing in it';
  // "a chicken egg, cut open", "boiled dry", "and degraded by": a state or a description, wherever
  // it stands (alone, at an arrow's end or start), names no thing.
  const lowered = readTokens(name.toLowerCase()).filter((t) => isContent(t));
  const describing = (t: Token) => t.pos === 'ADJ' || t.pos === 'ADV' || (t.pos === 'VERB' && /(?:ed|en)$/.test(t.lower));
  // "white light into a spectrum": a look word WordNet knows as a noun, ending a related thing's name, names it.
  const lookNoun = relatedThing && lowered.length > 0 && LOOK_WORDS.has(lowered.at(-1)!.lower) && nounVerbUses(lowered.at(-1)!.lower).noun > 0;
  // "Well" in "a river, a lake and a well": a name of one word that WordNet knows as a noun is that noun.
  const oneNoun = lowered.length === 1 && toks.length === 1 && nounVerbUses(lowered[0]!.lower).noun > 0;
  if (!s.step && !lookNoun && !oneNoun && lowered.length > 0 && lowered.every(describing)) return 'it says what state a thing is in, not a thing';
  // "ELISA plate, with the result": a name never runs on past a comma.
  if (/,\s/.test(name)) return 'it runs on past a comma into more than one thing\'s name';
  if (toks.some((t) => t.pos === 'PRON' && !/^(?:its|their)$/.test(t.lower))) return 'it refers to something the schematic engine cannot tell';
  // "Want thylakoids": the writer's wish read into a thing's name.
  if (toks.some((t, i) => t.pos === 'VERB' && WANTING_VERBS.test(t.lower) && toks[i - 1]?.text !== '-')) return 'it says what the writer wants, not a thing';
  // "A sample going from the patient to the freezer": a movement between things, not one step.
  if (s.step && /\bfrom\b.+\b(?:to|into)\b/i.test(s.label)) return 'it describes a movement from one thing to another; write it as "A → B"';
  // "Mosquito bites human, parasites go to the liver", "treatment arm and placebo arm, each followed
  // for 12 months": things listed before the step's verb are several things and what they do.
  const verbAt = toks.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (s.step && verbAt > 0 && toks.some((t, i) => i !== verbAt && (t.text === ',' || t.text === ';' || (t.pos === 'CCONJ' && i < verbAt)))) return 'it names several things and what they do, not one step; write each as a step, "A → B → C"';
  if (s.step) return stepWords(s.label) > MAX_STEP_WORDS ? 'it is an action of more than three words, which may hold things to draw of its own; write it as a short step ("lysed", "stained with DAPI") or as things with arrows ("A → B")' : null;
  if (content.length > MAX_THING_WORDS) return 'it is a description, not the name of one thing';
  // "zebrafish embryos at 24 hpf and 48 hpf", "three flasks at day 1, day 3 and day 5": a time alone, drawn with no arrow, names no
  // thing; it is when the thing before it is shown (a timeline's "day 0 → day 7" are its steps).
  if (!related && /^(?:\d+(?:\.\d+)?\s*(?:h|hrs?|hours?|hpf|dpf|hpi|dpi|days?|weeks?|months?|years?|min|mins|minutes?)|(?:day|week|month|year|hour)\s+\d+)$/i.test(name.trim())) return 'it is a time, not a thing; write it as a caption ("labelled \'...\'")';
  // "a ruler, 30 cm": a measure alone names no thing; it is a caption.
  const measured = name.split(/\s+/).filter(Boolean);
  if (!s.step && measured.length >= 2 && /^[-+−~]?\d/.test(measured[0]!) && measured.slice(1).every((w) => unitOf(w) !== undefined || unitOf(w.replace(/^µ|^μ/, 'u')) !== undefined)) return 'it is a measure, not a thing; write it as a caption ("labelled \'...\'")';
  const finite = toks.findIndex((t, i) => (t.pos === 'AUX' && !/^(?:'s|’s)$/.test(t.lower)) || (t.pos === 'VERB' && !isNamingVerb(toks, i)));
  if (finite >= 0) return `${said(toks[finite]!.text, 'a word of it')} makes it a clause, not the name of a thing`;
  return null;
}

/** Refuses, naming the words, a scene with a subject that is not a thing or a content word of `prompt` it does not account for. */
export function checkScene(scene: Scene, prompt: string): void {
  for (const [i, s] of scene.subjects.entries()) {
    const why = notAThing(s, scene.arrows.some((a) => a.from === i || a.to === i));
    if (why) refuseUnplaced(s.label, `${why}; name the things to draw, with arrows between them.`);
  }
  // "an arrow of light coming into it from the sun": a name closed by an -ing word that goes on
  // into a place or from one says what the thing does, a movement, whatever was read around it.
  for (const s of scene.subjects) {
    if (s.step || !/ing$/i.test(s.label)) continue;
    const moving = new RegExp(`(?:^|[^\\p{L}])${s.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}\\s+(?:into|onto|from|towards?|through|across|out\\s+of)\\s`, 'iu');
    if (moving.test(prompt)) refuseUnplaced(s.label, 'it says what a thing does, a movement, not a thing to draw; write the movement as an arrow ("an arrow from the sun to the leaf").');
  }
  // "(just icons of a mouse and a person)": words about drawing are an instruction on what to draw, never text to write by a thing.
  const drawing = scene.subjects.find((s) => s.caption !== null && s.caption.toLowerCase().split(/[^\p{L}]+/u).some((w) => DRAWING_WORDS.has(w)));
  if (drawing) refuseUnplaced(drawing.caption!, `it says how to draw "${drawing.label}" or what to draw instead, not text to write by it; name the things to draw as things ("a mouse and a person").`);
  // "a heart; I'd like the aorta ... labelled" read as a part "I'd like the aorta": a part names a thing, never the writer.
  // "label the retina, lens and cornea, plus an optic nerve going to a brain": a part that goes on with "plus" or a thing that does something names more than a part.
  // So does "the synapse with a second neuron": a part's name holding one more thing after "with a".
  const runOn = scene.subjects.flatMap((s) => s.parts).find((p) => /^(?:plus|also|and|as well as)\s/i.test(p) || /\swith\s+(?:a|an|another|one|two|three|four|five)\s/i.test(p) || readTokens(p).some((t, i, all) => t.pos === 'VERB' && /ing$/.test(t.lower) && i > 0 && all[i + 1] !== undefined && !/^(?:NOUN|PROPN)$/.test(all[i + 1]!.pos)));
  if (runOn) refuseUnplaced(runOn, 'it reads as more than the name of a part: one more thing, or what a thing does; name it as a thing of its own in another sentence.');
  const speaking = scene.subjects.flatMap((s) => s.parts).find((p) => /(?:^|\s)(?:i|we|you|i['’]d|we['’]d|i['’]m|me|us|my|our)(?=\s|$)/i.test(p));
  if (speaking) refuseUnplaced(speaking, 'it speaks of the writer, not of a part; write "X with A, B and C labelled".');
  // "labelled on the follicle and corpus luteum": a thing drawn on its own is no part of another.
  for (const s of scene.subjects) {
    const drawn = s.parts.find((p) => scene.subjects.some((o) => o.noun === p.toLowerCase() || o.label.toLowerCase() === p.toLowerCase()));
    if (drawn) refuseUnplaced(drawn, `it is read both as a thing drawn and as a part of "${s.label}"; say which.`);
  }
  // "the Earth with a satellite, label the solar panels and the antenna": a thing drawn with one
  // more thing of its own ("with a satellite", "with a stir bar") is named with it, and labels
  // given to the pair may be of either; parts WordNet names as the host's are its own.
  for (const s of scene.subjects) {
    const companion = /^with\s+(?:[\p{L}-]+\s+)*?([\p{L}-]+)$/iu.exec(s.described ?? '')?.[1];
    if (companion === undefined || s.parts.length === 0 || !COMPANION_KINDS.has(nounKind(companion.toLowerCase()) ?? '')) continue;
    if (s.parts.every((p) => isPartOf(p.toLowerCase().split(/\s+/).at(-1)!, s.noun.split(/\s+/).at(-1)!))) continue;
    refuseUnplaced(s.parts.join(', '), `they may be parts of "${s.label.split(/\s+with\s+/i)[0]}" or of the ${companion} it is drawn with; name the ${companion} as a thing of its own ("X and a ${companion}, with A and B labelled on the ${companion}").`);
  }
  // "nanoparticles crossing the blood-brain barrier into a neuron": a thing crossed on the way, read into the arrow's words, is a thing left undrawn.
  const crossed = scene.arrows.find((a) => a.label !== null && /^(?:cross|crosses|crossing|crossed|traverse|traverses|traversing|penetrate|penetrates|penetrating|breach|breaches|breaching)\s+(?!(?:into|onto|to|through|over|from|towards?|across|back|out|in)\b)\p{L}/iu.test(a.label));
  if (crossed) refuseUnplaced(crossed.label!, 'it names a thing crossed on the way, which the arrow\'s words would hide; write it as a step ("A → B → C").');
  // "Blood flows from the right ventricle to the lungs": a place the arrow starts or ends at, read into the arrow's words, is a thing left undrawn.
  const placed = scene.arrows.find((a) => a.label !== null && /\b(?:from|into|onto|towards?|to\s+(?:the|a|an))\s+[\p{L}\p{N}]/iu.test(a.label));
  if (placed) refuseUnplaced(placed.label!, 'it names a place the arrow starts or ends at, which the schematic engine did not read as a thing; write "A → B → C".');
  // "Three mice: one wild type, one heterozygous, one knockout": "one" in each name stands for one
  // of the things named before, which the names do not say.
  // "two neurons, the first with the axon labelled and the second ...": an ordinal alone stands for one of the things named before, never a thing.
  const ordinal = scene.subjects.find((s) => /^(?:the\s+)?(?:first|second|third|fourth|fifth|last|former|latter|other|others)$/i.test(s.label.trim()));
  if (ordinal) refuseUnplaced(ordinal.label, 'it stands for one of the things named before it, which the schematic engine does not tell apart; name each thing in full ("a neuron with the axon labelled and a neuron with the dendrites labelled").');
  const ones = scene.subjects.filter((s) => /^(?:one|another|the other)\s/i.test(s.label));
  if (ones.length >= 2) refuseUnplaced(ones.map((s) => s.label).join(', '), 'each reads as "one of them", and the prompt does not name the thing each one is; name each thing in full ("a wild-type mouse, a heterozygous mouse").');
  // "a chloroplast, want the thylakoids": a verb of wanting is the writer asking, never what one drawn thing does to another.
  const wish = scene.arrows.find((a) => WANTING_VERBS.test(a.label ?? ''));
  if (wish) refuseUnplaced(wish.label!, `it says what the writer wants, not how "${scene.subjects[wish.from]!.label}" relates to "${scene.subjects[wish.to]!.label}"; name the things to draw and the arrows between them ("A with X, Y and Z labelled", "A → B").`);
  const unplaced = unplacedWords(prompt, scene);
  if (unplaced.length > 0) {
    const list = saidEach(unplaced.map((u) => u.word), `${unplaced.length} ${unplaced.length === 1 ? 'word' : 'words'} of the prompt`);
    const how = [...new Set(unplaced.map((u) => u.why))].join('; ');
    throw new EngineError('SCHEMATIC_UNPLACED', `The schematic engine cannot place ${list} (${how}): ${CAN_DRAW}. Name the things to draw, with arrows between them, or leave these words out.`);
  }
}
