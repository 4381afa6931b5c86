// The words of a prompt as the scene reader reads them: the shared language layer's tokens, with
// the verbs its tagger takes for nouns read as verbs again. Researchers write relations as
// present-tense verbs ("Carbon moves from the air to plants", "a photon hits a metal plate",
// "ATP, which powers the pump", "place the quadrat, count the species"), and a verb read as a
// noun would make "Carbon moves" one thing and lose the relation. A word is re-read only where
// English allows no noun: right after "which"/"that", right before an article, or as a clause's
// second word before a preposition when WordNet meets it mostly as a verb.
import { isAdjective, isPartOf, nounKind, nounSenseKinds, nounVerbUses, singular, tokens, verbKind, type Token } from '../../language/index.ts';
import { FIGURE_WORDS, LOOK_WORDS } from './vocabulary.ts';

const RELATIVE = /^(?:which|that|who)$/;
/** WordNet's kinds of nouns that name things one draws: objects, materials, living things. */
const DRAWN_KINDS: ReadonlySet<string> = new Set(['artifact', 'object', 'substance', 'plant', 'animal', 'food']);
/** Words that open a noun phrase: a noun right before one is a verb taking it as its object. */
const ARTICLE = /^(?:a|an|the|its|their|this|these|those|our|his|her)$/;
/** Prepositions a verb of movement or relation takes: "moves from", "flows into", "binds to". */
const VERB_PREPOSITIONS = /^(?:from|to|into|onto|through|across|along|towards?|out|back|up|down|with|via)$/;

function hasVerbSense(t: Token): boolean {
  return /^[a-z]+$/.test(t.lower) && nounVerbUses(t.lemma).verb > 0;
}

/** Whether the tokens before `i` are one noun phrase opening a clause: "Carbon", "the hot gas", "Heat". */
function opensClause(toks: readonly Token[], i: number): boolean {
  let j = i - 1;
  if (j < 0 || !(toks[j]!.pos === 'NOUN' || toks[j]!.pos === 'PROPN')) return false;
  while (j >= 0 && /^(?:NOUN|PROPN|ADJ|DET|NUM)$/.test(toks[j]!.pos) && !RELATIVE.test(toks[j]!.lower)) j--;
  return j < 0 || /^[,;:]$/.test(toks[j]!.text) || toks[j]!.pos === 'CCONJ' || RELATIVE.test(toks[j]!.lower);
}

/** Whether a token tagged as a noun is a verb in its place. */
function isVerbInPlace(toks: readonly Token[], i: number): boolean {
  const t = toks[i]!;
  // "a hen's egg, boiled, with ...": an -ed word no noun is spelt as is a verb's participle.
  if (t.pos === 'NOUN' && participleOf(t.lower) !== null) return true;
  // "a prism splitting white light": an -ing word after the thing that does it, before the
  // article or adjective of what it acts on, is that thing's verb ("cell sorting machine" keeps its noun).
  // "a tadpole turning into a frog": so is one before the preposition of a change or a move.
  if (t.pos === 'NOUN' && /ing$/.test(t.lower) && /^(?:NOUN|PROPN)$/.test(toks[i - 1]?.pos ?? '') && (/^(?:DET|ADJ)$/.test(toks[i + 1]?.pos ?? '') || /^(?:into|onto|towards?|through|across)$/.test(toks[i + 1]?.lower ?? '')) && gerundOf(t.lower) !== null) return true;
  // "Insulin binds its receptor, activating PI3K": an -ing word set off by a comma after a thing,
  // before the thing it acts on, is a verb ("including", "showing" name parts and stay as they are).
  if (t.pos !== 'VERB' && /ing$/.test(t.lower) && toks[i - 1]?.text === ',' && /^(?:NOUN|PROPN)$/.test(toks[i - 2]?.pos ?? '') && /^(?:NOUN|PROPN|DET|ADJ)$/.test(toks[i + 1]?.pos ?? '') && !/^(?:including|containing|comprising|featuring|having|showing|highlighting|displaying|depicting|using|following|according|regarding|concerning)$/.test(t.lower) && gerundOf(t.lower) !== null) return true;
  // "the sun heating the ocean": no noun stands between a noun and the article of another; "a
  // goat grazing on grass": nor before the place a thing acts on. "a mosquito biting an arm": nor
  // does an adjective ("biting" is one in WordNet) stand after its noun.
  if ((t.pos === 'NOUN' || t.pos === 'ADJ') && /ing$/.test(t.lower) && /^(?:NOUN|PROPN)$/.test(toks[i - 1]?.pos ?? '') && /^(?:the|a|an|on|over|onto|into)$/.test(toks[i + 1]?.lower ?? '') && /[^s]s$|[^s]$/.test(toks[i - 1]!.lower)) return true;
  if (actsOnLivingThing(toks, i)) return true;
  if (t.pos !== 'NOUN' || !hasVerbSense(t)) return false;
  const prev = toks[i - 1];
  const next = toks[i + 1];
  // "which makes the muscle contract", "lets the cell divide": after "make/let/help the N", a plain verb is what N does.
  if (t.lower === t.lemma && prev?.pos === 'NOUN' && /^(?:the|a|an|its|their)$/.test(toks[i - 2]?.lower ?? '') && /^(?:make|let|help|cause)$/.test(toks[i - 3]?.lemma ?? '') && (next === undefined || next.pos === 'PUNCT' || next.pos === 'CCONJ')) return true;
  if (prev && RELATIVE.test(prev.lower) && prev.pos !== 'NOUN') return true;
  if (next && ARTICLE.test(next.lower) && next.start > t.end && !(prev && (prev.pos === 'DET' || prev.pos === 'ADJ'))) return true;
  if (/[^s]s$/.test(t.lower) && next && (VERB_PREPOSITIONS.test(next.lower) || ARTICLE.test(next.lower)) && opensClause(toks, i)) {
    const uses = nounVerbUses(t.lemma);
    return uses.verb * 2 >= uses.noun;
  }
  // "Hurricanes form over warm oceans": a plain form after a plural opening the clause, before a
  // preposition, is its verb; English hardly names a thing with a plural before its noun.
  if (prev && next && next.pos === 'ADP' && t.lower === t.lemma && !/s$/.test(t.lower) && /^(?:NOUN|PROPN)$/.test(prev.pos) && singular(prev.lower) !== prev.lower && opensClause(toks, i)) {
    const uses = nounVerbUses(t.lemma);
    if (uses.verb > 0 && uses.verb * 4 >= uses.noun) return true;
  }
  // "Respiration returns CO2 to the air", "Mothers feed infants": a clause's second word that agrees
  // with the noun before it as a verb would (-s after one thing, the plain form after several),
  // before the words of a noun phrase, is its verb when WordNet meets it mostly as a verb.
  // "the lungs return oxygenated blood": a participle before a noun describes it, as an adjective would.
  const describing = next !== undefined && next.pos === 'VERB' && /(?:ed|en)$/.test(next.lower) && /^(?:NOUN|PROPN)$/.test(toks[i + 2]?.pos ?? '');
  if (prev && next && (/^(?:NOUN|PROPN|ADJ|NUM)$/.test(next.pos) || describing) && opensClause(toks, i)) {
    const several = singular(prev.lower) !== prev.lower;
    const agrees = several ? t.lower === t.lemma && !/s$/.test(t.lower) : /[^s]s$/.test(t.lower);
    const uses = nounVerbUses(t.lemma);
    // "obesity increases leptin, which ...": before one noun that ends the clause's object, a word
    // WordNet meets at least as often as a verb is the verb; a name would hardly hold a plural inside it.
    const objectEnds = /^(?:NOUN|PROPN)$/.test(next.pos) && (toks[i + 2] === undefined || /^(?:PUNCT|CCONJ|ADP)$/.test(toks[i + 2]!.pos));
    // "Greenhouse gases trap heat, ...": after several things, the plain form before one noun that ends the object is their verb when WordNet meets it half as often as a verb.
    return agrees && (uses.verb >= 2 * uses.noun || (objectEnds && /[^s]s$/.test(t.lower) && uses.verb >= uses.noun) || (objectEnds && several && 2 * uses.verb >= uses.noun));
  }
  return false;
}

/** WordNet's kinds of living things: the ones that act in a scene ("microglia", "bees", "neutrophils"). */
const LIVING_KINDS: ReadonlySet<string> = new Set(['animal', 'body', 'person', 'plant']);
/** WordNet's kinds of things a living thing acts on; an artifact or act after "N -ing" is what the compound names ("bird feeding station"). */
const ACTED_ON_KINDS: ReadonlySet<string> = new Set(['animal', 'body', 'plant', 'substance', 'food']);

/**
 * "microglia pruning synapses", "bees pollinating flowers": an -ing word between a living thing and
 * a bare living thing or material that ends the phrase (its adjectives before it) is what the first does to the second, even
 * where WordNet has a noun so spelt ("pruning"); a compound ends on an instrument or an act
 * ("cell sorting machine", "bird watching tour") and its first noun is seldom a living thing.
 */
function actsOnLivingThing(toks: readonly Token[], i: number): boolean {
  const t = toks[i]!;
  const prev = toks[i - 1];
  if (t.pos !== 'NOUN' || !/^[a-z]{3,}ing$/.test(t.lower) || prev === undefined || !/^(?:NOUN|PROPN)$/.test(prev.pos)) return false;
  const stem = t.lower.slice(0, -3);
  if (![stem, `${stem}e`, /(.)\1$/.test(stem) ? stem.slice(0, -1) : stem].some((x) => x.length >= 2 && verbKind(x) !== undefined)) return false;
  let end = i + 1;
  while (toks[end]?.pos === 'ADJ') end++;
  const nouns = end;
  while (/^(?:NOUN|PROPN)$/.test(toks[end]?.pos ?? '')) end++;
  const head = toks[end - 1];
  const after = toks[end];
  if (end === nouns || head === undefined || !(after === undefined || /^(?:PUNCT|CCONJ|ADP)$/.test(after.pos))) return false;
  return LIVING_KINDS.has(nounKind(prev.lower) ?? '') && ACTED_ON_KINDS.has(nounKind(head.lower) ?? '');
}

/** WordNet's kinds of the nouns a compound "N -ing N" ends on: what the thing is for ("sequencing machine", "watching tour", "feeding ground"). */
const PURPOSE_HEAD_KINDS: ReadonlySet<string> = new Set(['artifact', 'act', 'process', 'event', 'communication', 'location', 'cognition', 'attribute', 'time']);

/** Whether the nouns from `from` on end the phrase on a noun that is only ever an instrument, act or place, never a living thing or material. */
function namesWhatItIsFor(toks: readonly Token[], from: number): boolean {
  let end = from;
  while (/^(?:NOUN|PROPN)$/.test(toks[end]?.pos ?? '')) end++;
  const head = toks[end - 1]!;
  const after = toks[end];
  if (!(after === undefined || /^(?:PUNCT|CCONJ|ADP|SYM)$/.test(after.pos) || (after.pos === 'VERB' && /(?:ed|en)$/.test(after.lower)))) return false;
  const kinds = nounSenseKinds(head.lower);
  return PURPOSE_HEAD_KINDS.has(nounKind(head.lower) ?? '') && !kinds.some((k) => ACTED_ON_KINDS.has(k) || k === 'Tops');
}

/** The verb an -ing word is formed from, by WordNet, when no noun is spelt so: "splitting" split, "translating" translate. */
export function gerundOf(word: string): string | null {
  if (!/^[a-z]{3,}ing$/.test(word) || nounVerbUses(word).noun > 0) return null;
  const stem = word.slice(0, -3);
  const stems = [stem, `${stem}e`, /(.)\1$/.test(stem) ? stem.slice(0, -1) : stem];
  return stems.find((x) => x.length >= 2 && nounVerbUses(x).verb > 0) ?? null;
}

/**
 * Whether an -s word is the plural of a noun rather than a verb's -s form: its singular is
 * another word than the verb (leaves: leaf, not leave) and WordNet meets it more as a noun.
 */
export function isPluralOfNoun(t: Token): boolean {
  if (!/[a-z]s$/.test(t.lower)) return false;
  const one = singular(t.lower);
  if (one === t.lower || one === t.lemma) return false;
  const uses = nounVerbUses(one);
  return uses.noun > uses.verb;
}

/** The verb an -ed word is the past participle of, by WordNet, when no noun is spelt so: "boiled" boil, "stopped" stop, "carried" carry. */
function participleOf(word: string): string | null {
  if (!/^[a-z]{3,}ed$/.test(word) || nounVerbUses(word).noun > 0) return null;
  const stems = [word.slice(0, -2), word.slice(0, -1), word.slice(0, -3), `${word.slice(0, -3)}y`];
  return stems.find((stem) => stem.length >= 2 && nounVerbUses(stem).verb > 0 && nounVerbUses(stem).noun === 0) ?? null;
}

/** Whether a token tagged as a verb can only be a noun or a noun's modifier in its place. */
function isNameInPlace(toks: readonly Token[], i: number): 'NOUN' | 'ADJ' | null {
  const t = toks[i]!;
  if (t.pos !== 'VERB') return null;
  const prev = toks[i - 1];
  const next = toks[i + 1];
  // A phrase ends at punctuation, a conjunction, a preposition or a participle after it ("... and collecting duct labelled").
  const closes = (x: Token | undefined) => x === undefined || x.pos === 'PUNCT' || x.pos === 'CCONJ' || x.pos === 'ADP' || x.lower === 'to' || (x.pos === 'VERB' && /(?:ed|en)$/.test(x.lower));
  // "an arrow to a map", "the record": an article is followed by a noun.
  if (prev && /^(?:a|an|the)$/.test(prev.lower) && !/(?:ing|ed|en)$/.test(t.lower) && closes(next)) return 'NOUN';
  // "capsid, reverse transcriptase and RNA genome", "yolk sac, swim bladder": a verb's plain form
  // between a list's comma and a noun that ends the item has no subject to agree with; it names the noun's kind.
  if (prev && /^(?:,|and|or)$/.test(prev.lower) && t.lower === t.lemma && !/(?:ing|ed)$/.test(t.lower) && next && (next.pos === 'NOUN' || next.pos === 'PROPN') && closes(toks[i + 2])) return 'ADJ';
  // "from sequencing to clustering": an -ing word right after a preposition, ending its phrase, is its object, a gerund.
  if (prev && /^(?:from|to|into|onto|towards?|after|before|via|through)$/.test(prev.lower) && /ing$/.test(t.lower) && closes(next)) return 'NOUN';
  // "trunk, branches and leaves", "dead leaves": a plural noun the tagger read as a verb, ending a list's item or after its adjective.
  if (prev && (/^(?:,|and|or)$/.test(prev.lower) || prev.pos === 'ADJ') && closes(next) && isPluralOfNoun(t)) return 'NOUN';
  // "a 96-well plate", "the patient blood draw": a verb's plain form right after one thing (which
  // would need "-s" of it), ending a compound of three words or more, is its last noun.
  const before = toks[i - 2];
  // The compound has a word before that one too ("patient blood draw", "96-well plate"): "the freezer store" may be a clause.
  // "blood draw" as a whole step between arrows: one thing and a plain verb that does not agree with it make no sentence.
  const whole = prev !== undefined && before === undefined && i === 1 && next === undefined && prev.pos === 'NOUN' && singular(prev.lower) === prev.lower;
  const single = whole || (prev !== undefined && before !== undefined && ((prev.pos === 'NOUN' && singular(prev.lower) === prev.lower && /^(?:NOUN|PROPN|ADJ)$/.test(before.pos)) || (before.text === '-' && before.end === prev.start)));
  if (single && t.lower === t.lemma && !/(?:ing|ed|s)$/.test(t.lower) && !/^(?:to|will|would|can|could|should|must|may|might)$/.test(before?.lower ?? '') && (next === undefined || next.pos === 'PUNCT' || next.pos === 'ADJ')) return 'NOUN';
  // "normal lung vs damaged lung", "dried leaf": a participle opening a phrase, right before its
  // noun, has no doer before it; it says the state of the thing, as an adjective would.
  if ((prev === undefined || /^(?:,|;|:|and|or)$/.test(prev.lower)) && /[a-z](?:ed|en)$/.test(t.lower) && t.lower !== t.lemma && next && /^(?:NOUN|PROPN)$/.test(next.pos) && (toks[i + 2] === undefined || /^(?:NOUN|PROPN|PUNCT|CCONJ|ADP)$/.test(toks[i + 2]!.pos))) return 'ADJ';
  // "a DNA sequencing machine", "a bird feeding station": an -ing word between a noun and the
  // instrument, act or place that ends the phrase names what that is for, not what the first noun does.
  if (prev && /^(?:NOUN|PROPN)$/.test(prev.pos) && /ing$/.test(t.lower) && next && /^(?:NOUN|PROPN)$/.test(next.pos) && namesWhatItIsFor(toks, i + 1)) return 'ADJ';
  // "a receiving flask", "condenser and receiving flask": an -ing word naming the kind of the noun it ends on.
  if (prev && /^(?:a|an|the|and|or|,)$/.test(prev.lower) && /ing$/.test(t.lower) && next && (next.pos === 'NOUN' || next.pos === 'PROPN') && closes(toks[i + 2])) return 'ADJ';
  return null;
}

/**
 * "Trees absorb CO2 and release O2", "evaporates from the ocean and forms clouds": after "and" or a
 * comma, a word that can be a verb, in the same form as a verb before it in the sentence, before
 * the noun it acts on, is a second verb of the same doer, not a noun ("release O2" is no thing).
 */
function isCoordinatedVerb(toks: readonly Token[], i: number): boolean {
  const t = toks[i]!;
  if (!/^(?:NOUN|PROPN|ADJ)$/.test(t.pos) || !/^[a-z]+$/.test(t.lower) || !/^(?:and|or|,)$/.test(toks[i - 1]?.lower ?? '')) return false;
  if (!/^(?:NOUN|PROPN|DET|ADJ|NUM)$/.test(toks[i + 1]?.pos ?? '') || nounVerbUses(t.lemma).verb === 0) return false;
  // "plants absorbing CO2 and releasing O2": an -ing word after "and", where an -ing verb relates the things before, is a second such verb.
  if (/ing$/.test(t.lower) && gerundOf(t.lower) !== null && toks.slice(0, i - 1).some((x, j) => x.pos === 'VERB' && /ing$/.test(x.lower) && j > 0 && /^(?:NOUN|PROPN)$/.test(toks[j - 1]!.pos))) return true;
  const earlier = toks.slice(0, i - 1).filter((x) => x.pos === 'VERB' && !/(?:ed|en|ing)$/.test(x.lower));
  const sForm = (x: Token) => /[^s]s$/.test(x.lower);
  // A plain form must be mostly a verb ("release"); "light chains" keeps its noun.
  const uses = nounVerbUses(t.lemma);
  return earlier.length > 0 && earlier.every((x) => sForm(x) === sForm(t)) && (sForm(t) || (t.lower === t.lemma && uses.verb >= uses.noun));
}

/**
 * "Wolves reduce elk, elk browse willows": a clause opened after a comma or "and" by a noun, then a
 * word that is mostly a verb in the form of an earlier verb that stood between two things, then
 * the noun it acts on, repeats the earlier clause's shape: the word is its verb ("elk browse
 * willows" is no thing). "The aptamer folds and binds thrombin": an -s word after a noun, joined
 * by "and" to a verb of the same form, is a verb too.
 */
function isParallelVerb(toks: readonly Token[], i: number): boolean {
  const t = toks[i]!;
  const prev = toks[i - 1];
  const next = toks[i + 1];
  if (t.pos !== 'NOUN' || !/^[a-z]+$/.test(t.lower) || !/^(?:NOUN|PROPN)$/.test(prev?.pos ?? '')) return false;
  const sForm = (x: Token) => /[^s]s$/.test(x.lower);
  const uses = nounVerbUses(t.lemma);
  if (verbKind(t.lemma) === undefined) return false;
  if (sForm(t) && /^(?:and|or)$/.test(next?.lower ?? '') && toks[i + 2]?.pos === 'VERB' && sForm(toks[i + 2]!)) return true;
  if (!/^(?:,|and)$/.test(toks[i - 2]?.lower ?? '') || !/^(?:NOUN|PROPN|DET|ADJ|NUM)$/.test(next?.pos ?? '')) return false;
  const earlier = toks.slice(0, i - 2).filter((x, j) => x.pos === 'VERB' && !/(?:ed|en|ing)$/.test(x.lower) && /^(?:NOUN|PROPN)$/.test(toks[j - 1]?.pos ?? '') && /^(?:NOUN|PROPN|DET|ADJ|NUM)$/.test(toks[j + 1]?.pos ?? ''));
  return earlier.length > 0 && earlier.every((x) => sForm(x) === sForm(t)) && (sForm(t) || (t.lower === t.lemma && uses.verb >= uses.noun));
}

/**
 * "3D", "2D", "4K", "8k": a digit and a letter written together, split apart by the tagger, are one word. Before a word of
 * the figure or its look ("3D render", "3D rendered icon"), or standing alone (", 8k"), it says how the figure looks; before
 * any other noun it is part of the thing's name ("3D printer", "3D cell culture").
 */
function joinDimensions(toks: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < toks.length; i++) {
    const [t, next] = [toks[i]!, toks[i + 1]];
    if (/^\d$/.test(t.text) && next !== undefined && next.start === t.end && /^[dk]$/i.test(next.text)) {
      const text = `${t.text}${next.text}`;
      const after = toks[i + 2];
      const look = after === undefined || !/^(?:NOUN|PROPN|ADJ|VERB)$/.test(after.pos) || FIGURE_WORDS.has(after.lower) || LOOK_WORDS.has(after.lower);
      out.push({ ...t, text, lower: text.toLowerCase(), end: next.end, pos: look ? 'ADJ' : 'NOUN', lemma: text.toLowerCase() });
      i += 1;
    } else out.push(t);
  }
  return out;
}

/** Whether a word is shaped as a noun of a doer ("clarifier", "separator") and is no adjective or comparative WordNet knows. */
function isAgentNoun(word: string): boolean {
  if (!/^[a-z]{4,}(?:er|or)$/.test(word) || isAdjective(word)) return false;
  const stems = [word.slice(0, -2), word.slice(0, -1), word.slice(0, -3), `${word.slice(0, -3)}y`];
  return !stems.some((x) => x.length >= 2 && isAdjective(x));
}

/** The text's tokens, verbs the tagger read as nouns read as verbs, and nouns it read as verbs read as nouns. */
export function readTokens(text: string): Token[] {
  const toks = joinDimensions(tokens(text));
  const read = toks.map((t, i) => {
    if (isVerbInPlace(toks, i) || isCoordinatedVerb(toks, i) || isParallelVerb(toks, i)) return { ...t, pos: 'VERB' };
    const next = toks[i + 1];
    // "... and degraded by macrophages": an -ed word before "by" names its doer, a passive verb.
    if (t.pos === 'ADJ' && /[a-z]ed$/.test(t.lower) && next?.lower === 'by') return { ...t, pos: 'VERB' };
    // "tubes labelled A, B and C": a capital letter that no noun follows is a name, not an article.
    // "the A chain": after an article or a possessive, a capital letter is a name, never a second article.
    if (t.pos === 'DET' && /^[A-Z]$/.test(t.text) && (next === undefined || next.pos === 'PUNCT' || next.pos === 'CCONJ' || /^(?:the|its|their|this|that)$/i.test(toks[i - 1]?.lower ?? ''))) return { ...t, pos: 'PROPN' };
    const name = isNameInPlace(toks, i);
    return name ? { ...t, pos: name } : t;
  });
  // "Bacteria live in the soil and fix nitrogen": a verb found above ("live", tagged an adjective) makes the word after "and" its second verb.
  read.forEach((t, i) => {
    if (t.pos !== 'VERB' && isCoordinatedVerb(read, i)) read[i] = { ...t, pos: 'VERB' };
  });
  // "soil → aquifer → drinking water well": an adverb ending a name after a noun, that WordNet
  // knows first as a thing one draws, is that thing; "well" is an adverb only by a verb or an adjective.
  read.forEach((t, i) => {
    const [prev, next] = [read[i - 1], read[i + 1]];
    // "gives rise to red blood cells": a word after "to" that WordNet knows as no verb, before a noun, describes the noun.
    if (t.pos === 'VERB' && prev?.lower === 'to' && /^(?:NOUN|PROPN)$/.test(next?.pos ?? '') && /^[a-z]+$/.test(t.lower) && verbKind(t.lemma) === undefined && verbKind(t.lower) === undefined) read[i] = { ...t, pos: 'ADJ' };
    // "a flipped-classroom group", "a drug-resistant strain": a word hyphened to the next is part of one name, never a verb.
    if (t.pos === 'VERB' && next?.text === '-' && next.start === t.end && read[i + 2]?.start === next.end && /^(?:NOUN|PROPN|ADJ)$/.test(read[i + 2]!.pos)) read[i] = { ...t, pos: 'ADJ' };
    // "a no-till field", "an in-situ probe", "an off-road vehicle": a function word hyphened to the
    // next word, with no space, before a name's head, describes the head with it; no article or preposition.
    const joinedTo = read[i + 2];
    if (/^(?:DET|ADP|ADV|PART|SCONJ|CCONJ)$/.test(t.pos) && next?.text === '-' && next.start === t.end && joinedTo?.start === next.end && /^(?:NOUN|PROPN|ADJ)$/.test(read[i + 3]?.pos ?? '') && read[i + 3]!.start > joinedTo.end) {
      read[i] = { ...t, pos: 'ADJ' };
      read[i + 2] = { ...joinedTo, pos: 'ADJ' };
    }
    // "test tubes with increasing concentrations of dye": an -ing word after "with" or "of", before a noun, describes it.
    if (t.pos === 'VERB' && /ing$/.test(t.lower) && /^(?:with|of)$/.test(prev?.lower ?? '') && /^(?:NOUN|PROPN|ADJ)$/.test(next?.pos ?? '')) read[i] = { ...t, pos: 'ADJ' };
    // "treatment → follow-up", "check-in", "run-off", "follow-up of non-responders": a word hyphened to a particle, with no space, is one noun.
    const particle = read[i + 2];
    if (/^(?:VERB|NOUN)$/.test(t.pos) && next?.text === '-' && next.start === t.end && particle?.start === next.end && /^(?:ADP|ADV|PART)$/.test(particle.pos) && /^(?:up|in|off|out|down|over|back|on)$/.test(particle.lower) && (read[i + 3] === undefined || /^(?:PUNCT|CCONJ|NOUN|X)$/.test(read[i + 3]!.pos) || read[i + 3]!.lower === 'of')) {
      read[i] = { ...t, pos: 'NOUN' };
      read[i + 2] = { ...particle, pos: 'NOUN' };
    }
    const ends = next === undefined || /^(?:PUNCT|CCONJ)$/.test(next.pos) || (next.pos === 'X' && !/[\p{L}\p{N}]/u.test(next.text));
    // So is one standing alone as a step, or after an arrow sign or an article ("→ well", "a well").
    const opens = prev === undefined || /^(?:NOUN|PROPN|DET)$/.test(prev.pos) || (prev.pos === 'X' && !/[\p{L}\p{N}]/u.test(prev.text));
    // "a tube well with an arrow to a filter", "a well labelled 'W1'": so is one after a noun or an article before a preposition or a label word.
    const goesOn = next !== undefined && (next.pos === 'ADP' || /^label(?:l?ed)$|^marked$/.test(next.lower)) && prev !== undefined && /^(?:NOUN|DET)$/.test(prev.pos);
    if (t.pos === 'ADV' && opens && (ends || goesOn) && DRAWN_KINDS.has(nounKind(t.lower) ?? '')) read[i] = { ...t, pos: 'NOUN' };
    // "satellite images and field surveys both feed into a model", "rivers all flow into the sea": "both", "all" or "each" after
    // plural things, before a word WordNet knows as a verb and a preposition, floats from the things; the word is their verb.
    const floated = read[i + 1];
    // "rivers and streams all flow": a plural after "and" that the tagger took for a verb is one of the things.
    const listedPlural = prev !== undefined && prev.pos === 'VERB' && read[i - 2]?.pos === 'CCONJ' && nounVerbUses(singular(prev.lower)).noun > 0;
    if (/^(?:both|all|each)$/.test(t.lower) && prev !== undefined && (/^(?:NOUN|PROPN)$/.test(prev.pos) || listedPlural) && /s$/.test(prev.lower) && floated !== undefined && floated.pos === 'NOUN' && read[i + 2]?.pos === 'ADP' && verbKind(floated.lower) !== undefined && nounVerbUses(floated.lower).verb > 0) {
      if (listedPlural) read[i - 1] = { ...prev, pos: 'NOUN' };
      read[i] = { ...t, pos: 'ADV' };
      read[i + 1] = { ...floated, pos: 'VERB' };
    }
    // "settling tank → clarifier → river": a word ending in -er or -or that heads a name, which WordNet knows neither as an
    // adjective nor as the comparative of one ("larger", "hotter"), names a thing that does something, a noun.
    if (t.pos === 'ADJ' && (ends || goesOn) && (prev === undefined || /^(?:DET|ADJ|NOUN|PROPN)$/.test(prev.pos) || (prev.pos === 'X' && !/[\p{L}\p{N}]/u.test(prev.text))) && isAgentNoun(t.lower)) read[i] = { ...t, pos: 'NOUN' };
  });
  // "the lungs return oxygenated blood", "an elevated plus maze": a participle between a verb or an
  // article and a noun describes the noun; so does "plus" between such a word and a noun.
  const out = read.map((t, i) => {
    const [before, next] = [read[i - 1], read[i + 1]];
    // So does one after a preposition: "a vial of purified protein", "cells from infected mice".
    // And one after "and" or "or" that ends a phrase with its noun: "control and treated mice".
    const listed = before !== undefined && /^(?:and|or)$/.test(before.lower) && next !== undefined && (read[i + 2] === undefined || /^(?:PUNCT|CCONJ)$/.test(read[i + 2]!.pos));
    const opens = before !== undefined && ((before.pos === 'VERB' && !/(?:ed|en|ing)$/.test(before.lower)) || /^(?:a|an|the)$/.test(before.lower) || /^(?:of|from|with|without)$/.test(before.lower) || listed);
    const describes = t.pos === 'VERB' && /[a-z](?:ed|en)$/.test(t.lower) && opens && (next?.pos === 'NOUN' || next?.pos === 'PROPN' || next?.lower === 'plus');
    return describes ? { ...t, pos: 'ADJ' } : t;
  });
  return out.map((t, i) => {
    const [before, next] = [out[i - 1], out[i + 1]];
    if (t.lower === 'plus' && before?.pos === 'ADJ' && next?.pos === 'NOUN') return { ...t, pos: 'ADJ' };
    // "patients randomised 1:1 to drug", "then randomized to drug": an -ed word after the noun it tells of (or opening a step), before where it leads, is its verb.
    if (t.pos === 'ADJ' && /[a-z]ed$/.test(t.lower) && (before === undefined || /^(?:NOUN|PROPN|PUNCT|CCONJ|ADV)$/.test(before.pos)) && (/^(?:to|into)$/.test(next?.lower ?? '') || (next?.pos === 'NUM' && /^(?:to|into)$/.test(out[i + 2]?.lower ?? '')))) return { ...t, pos: 'VERB' };
    // "a river, a lake and a well": a word after an article that ends its phrase is a noun, whatever else it can be.
    if ((t.pos === 'ADV' || t.pos === 'ADP' || t.pos === 'AUX') && /^(?:a|an|the)$/.test(before?.lower ?? '') && (next === undefined || /^(?:PUNCT|CCONJ)$/.test(next.pos)) && nounVerbUses(t.lower).noun > 0) return { ...t, pos: 'NOUN' };
    // "labelled left atrium, right atrium": a side word right before a noun, with no article between, names which of a pair the noun is.
    if (/^(?:left|right)$/.test(t.lower) && t.pos !== 'ADJ' && /^(?:NOUN|PROPN)$/.test(next?.pos ?? '') && (before === undefined || /^(?:VERB|ADJ|PUNCT|CCONJ|ADP|DET)$/.test(before.pos))) return { ...t, pos: 'ADJ' };
    // "a heat map next to", "the blood draw": after an article and a singular noun, a verb's bare form cannot be that noun's verb (it would be "maps"), so it ends the name.
    // Not after a verb that makes another act: "which makes the muscle contract".
    if (t.pos === 'VERB' && !/(?:s|ed|en|ing)$/.test(t.lower) && (before?.pos === 'NOUN' || before?.pos === 'PROPN') && !/s$/.test(before!.lower) && /^(?:a|an|the)$/.test(out[i - 2]?.lower ?? '') && !/^(?:make|let|help|cause|have|see|watch|hear|get)$/.test(out[i - 3]?.lemma ?? '') && (next === undefined || /^(?:PUNCT|ADP|CCONJ)$/.test(next.pos) || next.lower === 'next') && nounVerbUses(t.lower).noun > 0) return { ...t, pos: 'NOUN' };
    // "labelled lid, block and display": a lone word between a comma and "and" (or another comma), among nouns, is a listed noun.
    if (t.pos === 'VERB' && before?.text === ',' && (next?.lower === 'and' || next?.text === ',') && /^(?:NOUN|PROPN)$/.test(out[i - 2]?.pos ?? '') && (nounVerbUses(t.lower).noun > 0 || nounVerbUses(t.lemma).noun > 0 || nounKind(t.lower) !== undefined)) return { ...t, pos: 'NOUN' };
    // "leads to soil erosion", "causes water pollution": a word read as a verb that makes, with the noun
    // after it, a noun WordNet knows ("soil erosion") names that noun's kind ("to form crystals" does not).
    if (t.pos === 'VERB' && t.lower === t.lemma && next !== undefined && next.pos === 'NOUN' && nounKind(`${t.lower}_${singular(next.lower)}`) !== undefined && nounVerbUses(t.lower).noun > 0) return { ...t, pos: 'NOUN' };
    // "its arms, mantle and siphon labelled": the last item of a list of nouns, closed by a word of labelling or the end, is a noun.
    if (t.pos === 'VERB' && t.lower === t.lemma && before?.lower === 'and' && /^(?:NOUN|PROPN)$/.test(out[i - 2]?.pos ?? '') && (next === undefined || next.pos === 'PUNCT' || /^(?:label(?:l?ed|s)?|marked|annotated|highlighted|shown)$/.test(next.lower)) && out.slice(0, i - 1).some((x) => x.text === ',') && (nounVerbUses(t.lower).noun > 0 || nounKind(t.lower) !== undefined)) return { ...t, pos: 'NOUN' };
    // "to drug or placebo": a word after "to" joined by "or"/"and" to a noun is a noun too.
    if (t.pos === 'VERB' && before?.lower === 'to' && /^(?:or|and)$/.test(next?.lower ?? '') && /^(?:NOUN|PROPN)$/.test(out[i + 2]?.pos ?? '')) return { ...t, pos: 'NOUN' };
    return t;
  });
}

/**
 * A label with its first letter raised, as written under an icon. Only a Latin first word written
 * all in small letters is raised: "α-ketoglutarate" keeps its alpha, "mRNA" and "pH" their case.
 */
export function capitalise(text: string): string {
  return /^[a-z][a-z]*(?![\p{L}\p{N}])/u.test(text) || /^[a-z]+[-'’][a-z]/.test(text) ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** Whether WordNet names a part (by its whole name or its last word) as a part of a thing (by its whole name or its last word). */
export function namedAsPart(part: string, thing: string): boolean {
  const last = (x: string) => x.trim().split(/\s+/).at(-1)!;
  return [part, last(part)].some((p) => [thing, last(thing)].some((t) => isPartOf(p.toLowerCase(), t.toLowerCase())));
}
