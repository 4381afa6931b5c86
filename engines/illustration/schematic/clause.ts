// One clause of a prompt read into things and relations: the noun phrases it names (the shared
// language layer's chunker), and what the words between them make of each: "X with an arrow to
// Y" an arrow, "X with labelled A, B and C" three parts of X drawn as callouts, "X labelled
// 'treated'" a caption, "X attacking Y" an arrow named by its verb, "X, Y and Z" siblings,
// "X in Y" two things. A part of nothing or an arrow to nothing is refused, naming its words.
import { unitOf } from '../../language/quantities.ts';
import { EngineError } from '../../shared/errors.ts';
import { said, saidWords } from '../../shared/said.ts';
import { isContent, isNamingToken, isPassiveParticiple, isTypo, nounKind, nounPhrases, nounVerbUses, PREPOSITIONS, quantityOf, singular, verbKind, type NounPhrase, type Token } from '../../language/index.ts';
import { capitalise, gerundOf, namedAsPart, readTokens } from './words.ts';
import type { SceneArrow, SceneSubject, SceneWord, WordUse } from './sceneTypes.ts';
import { ALSO_THINGS, FIGURE_WORDS, HOLDING, LOOK_WORDS, STAYING_VERBS } from './vocabulary.ts';

/** WordNet's kinds of nouns that name things one can draw. */
const THING_KINDS: ReadonlySet<string> = new Set(['animal', 'artifact', 'body', 'food', 'object', 'plant', 'substance']);
/** Nouns that draw a relation, not a thing: "with an arrow to". */
const ARROW_NOUNS = new Set(['arrow', 'arrows']);
/** Words that ask for text by a thing: its parts (a list) or its caption (one name or a quote). */
const LABEL_WORDS = new Set('label labels labelled labeled labelling labeling annotated annotate marked captioned titled tagged named called reading'.split(' '));
/** A word asking for labels, as written or misspelt ("lablled"). */
function isLabelWord(word: string): boolean {
  const lower = word.toLowerCase();
  return LABEL_WORDS.has(lower) || (/^la/.test(lower) && ['labelled', 'labeled'].some((w) => isTypo(lower, w)));
}
/** Words after which the phrases are parts of the thing before them. */
const PART_WORDS = new Set('with showing including containing comprising featuring having has have highlighting displaying'.split(' '));
/** Verbs that only ask for the figure wherever they stand ("Below the heart, draw the kidneys"): never a relation between things. */
const ASKING_VERBS = new Set('draw depict illustrate sketch'.split(' '));
/** Participles that place one thing by another ("an egg cell surrounded by sperm cells"): no arrow between them. */
const PLACING_PARTICIPLES = new Set('surrounded flanked encircled ringed bordered lined covered filled coated'.split(' '));
/** Verbs that ask for the figure, not a relation in it. */
const REQUEST_VERBS = new Set('draw show depict illustrate create make generate render sketch produce design visualise visualize want need please include add'.split(' '));
/** Prepositions that set one thing in or by another, with no arrow between them. */
const PLACE_WORDS = new Set('in inside within on at near beside next under over above below around among between behind surrounded amid'.split(' '));
/** Words of presentation, never of a thing's name; colours are left out ("red blood cell", "white matter"), and so are words that also tell a thing's state ("a clean river", "a flat worm", "a modern hospital"). */
const PRESENTATION = new Set('cute cartoon cartoonish photorealistic realistic hyperrealistic isometric minimal minimalist simple detailed watercolor watercolour vector cinematic dramatic stylised stylized fancy nice pastel muted beautiful pretty'.split(' '));
/** Places in the figure itself: "in a row", "in a circle". */
const LAYOUT_PLACES = new Set('row rows column columns grid line circle ring panel panels left right top bottom middle centre center'.split(' '));
/** A name of a whole sequence: "food chain", "marine food web", "lytic cycle". */
const SEQUENCE_NAME = /^(?:[\w'’-]+\s+){0,3}(?:chain|web|cycle|loop|pathway|cascade|workflow|pipeline|process)$/i;
/** Heads of phrases that say from where or in what light the figure is seen: "lateral view", "soft lighting". */
const VIEW_HEADS = new Set(['view', 'views', 'lighting', 'perspective']);
/** Image resolutions: "4k", "8K", "1080p". */
const RESOLUTION = /^(?:\d{1,2}\s?k|\d{3,4}p)$/i;
/** Prepositions that say where a thing is: its setting, written with it rather than drawn apart. */
const SETTING_WORDS = new Set('in inside within on at amid among under'.split(' '));
/** Units of time after a number: "at 24 hours", "at 5 dpf", "at day 7" is not one (a day is no unit after a number). */
const TIME_UNITS = /^(?:h|hr|hrs|hours?|hpf|dpf|hpi|dpi|days?|weeks?|months?|years?|min|mins|minutes?|s|sec|seconds?)$/;
/** Verb forms that are passive participles though they do not end in -ed. */
const PARTICIPLES = new Set('fed given bound taken grown kept held seen shown made driven eaten born built caught done drawn found hit led put run set spun struck swum thrown worn written stained infected'.split(' '));


/** Verbs by which a thing is given another: "were given the drug", "are fed a diet". */
const GIVING = /^(?:give|feed|offer|serve)$/;

/**
 * "a zebrafish larva mounted in agarose", "an insulin pump, worn on the abdomen": a participle
 * right after a thing, with no form of "be" before it, or a verb of staying ("sits", "lives"),
 * and then a word of where (in, on, under) says where the thing rests, its setting. "Cells are grown in medium" (a step) and "injected
 * into a mouse" (a move) stay relations.
 */
function restsIn(toks: readonly Token[], i: number): boolean {
  const t = toks[i]!;
  const participle = (t.pos === 'VERB' && /(?:ed|en)$/.test(t.lower)) || PARTICIPLES.has(t.lower);
  // "a frog sits on a lily pad", "bacteria live in the soil": a verb of where a thing stays says where it is, no move.
  const staying = t.pos === 'VERB' && STAYING_VERBS.has(t.lemma);
  if (!(participle || staying) || !toks.slice(0, i).every((x) => x.text === ',')) return false;
  if (SETTING_WORDS.has(toks[i + 1]?.lower ?? '') && toks.slice(i + 2).every((x) => x.pos === 'DET')) return true;
  // "a cat sitting next to a dog", "an astronaut floating near the ISS": a verb of staying before a word that places one thing by another says where the thing is, no move.
  return staying && BESIDE_WORDS.test(toks[i + 1]?.lower ?? '') && toks.slice(i + 2).every((x) => x.pos === 'DET' || /^(?:to|of)$/.test(x.lower));
}

/** Kinds of nouns (WordNet's) that name no place a thing can be in: "in contrast", "in practice", "at times". */
const ABSTRACT_KINDS: ReadonlySet<string> = new Set(['relation', 'attribute', 'cognition', 'communication', 'act', 'feeling', 'motive', 'time', 'possession', 'quantity', 'shape', 'event', 'process']);

/** Kinds of verbs (WordNet's) by which a thing sends or carries another to a third: "sends", "carries", "gives". */
const SENDING_KINDS: ReadonlySet<string> = new Set(['motion', 'contact', 'possession', 'social', 'body']);

/** Adjectives that make a preposition of the "to" after them: "next to", "close to". */
const PREPOSITION_ADJECTIVES = new Set('next close adjacent prior due similar opposite'.split(' '));
/** Nouns that belong to the verb before them: "gives rise to", "takes place in". */
const VERB_NOUNS: Readonly<Record<string, string>> = { rise: 'give', place: 'take', way: 'make', part: 'take' };

/** A word that is part of a verb or preposition though tagged otherwise: "next" of "next to", "rise" of "gives rise to". */
function isVerbWord(toks: readonly Token[], i: number): boolean {
  const t = toks[i]!;
  if (PREPOSITION_ADJECTIVES.has(t.lower) && toks[i + 1]?.lower === 'to') return true;
  const verb = VERB_NOUNS[t.lower];
  return verb !== undefined && toks[i - 1]?.lemma === verb;
}

export interface ClauseReading {
  subjects: SceneSubject[];
  arrows: SceneArrow[];
  words: SceneWord[];
  /** The subject a following step continues from: the last one an arrow reached, else the first. */
  exit: number;
}

interface Unit {
  kind: 'np' | 'quote' | 'state';
  first: number;
  last: number;
  np?: NounPhrase;
  text: string;
}

const QUOTE = /(^|[\s(:,])(['‘"“«(])([^'"‘’“”«»()\n]{1,80}?)(['’"”»)])(?=$|[\s,.;:)!?])/g;


/** `why` may quote words of the prompt only marked (engines/shared/said.ts). */
export function refuseUnplaced(words: string, why: string): never {
  throw new EngineError('SCHEMATIC_UNPLACED', `The schematic engine cannot place ${saidWords(words, 'the prompt')}: ${why}`);
}

/** The subject a noun phrase names. */
/** Words of an unsaid number ("many T cells", "dozens of ants"): the thing is drawn as several, its name without them. */
const VAGUE_COUNT = /^(?:many|several|numerous|multiple|few|various|lots|dozens|hundreds|thousands|countless|some)$/;
/** How many icons an unsaid number draws: more than one, as a small group. */
const SEVERAL = 3;

/** An article, not the capital letter "A" read as a name ("blood groups A, B, AB and O"). */
const isArticle = (t: Token) => /^(?:a|an|the)$/.test(t.lower) && !(t.pos === 'PROPN' && /^[A-Z]$/.test(t.text));

function subjectOf(text: string, toks: Token[], np: NounPhrase): SceneSubject {
  // "a 50 mL Falcon tube", "a 10 µm scale bar": a number before a unit gives the thing's size, not how many.
  const unitAtToken = (i: number) => toks[i] !== undefined && (unitOf(toks[i]!.text) !== undefined || (toks[i + 1] !== undefined && toks[i + 1]!.start === toks[i]!.end && unitOf(toks[i]!.text + toks[i + 1]!.text) !== undefined));
  if (np.count !== null && unitAtToken(np.first)) np = { ...np, count: null, first: np.first - 1 };
  // "two 1.5 mL tubes": a count before a size counts the things of that size.
  if (np.count === null && quantityOf(toks[np.first]!.lower) !== null && /^\d/.test(toks[np.first + 1]?.text ?? '') && unitAtToken(np.first + 2)) {
    np = { ...np, first: np.first + 1, count: quantityOf(toks[np.first]!.lower) };
  }
  let span = toks.slice(np.first, np.last + 1);
  // The label keeps the words ("Many T cells"); the name and the icon's words leave them out.
  let vague = 0;
  while (vague < span.length - 1 && (VAGUE_COUNT.test(span[vague]!.lower) || (vague > 0 && span[vague]!.lower === 'of'))) vague++;
  if (vague > 0 && np.count === null) span = span.slice(vague);
  else vague = 0;
  const from = np.count !== null ? np.first - 1 : np.first;
  const label = capitalise(text.slice(toks[from]!.start, toks[np.last]!.end).replace(/\s+/g, ' '));
  const words: string[] = [];
  const main: string[] = [];
  const rest: string[] = [];
  let inMain = true;
  for (const t of span) {
    if (PREPOSITIONS.has(t.lower)) inMain = false;
    if (!/[\p{L}\p{N}]/u.test(t.text) || PREPOSITIONS.has(t.lower) || isArticle(t)) continue;
    for (const part of t.lower.split(/[-'/]/).filter((p) => p.length > 0)) {
      const word = singular(part.replace(/\.$/, ''));
      words.push(word);
      (inMain ? main : rest).push(word);
    }
  }
  // The name as a thing: singular head, lower case, without the quantity.
  const noun = span
    .filter((t) => !isArticle(t))
    .map((t, k, all) => (t === all.at(-1) || (all[k + 1] && PREPOSITIONS.has(all[k + 1]!.lower)) ? singular(t.lower) : t.lower))
    .join(' ')
    .replace(/\s*([-/])\s*/g, '$1');
  const definite = toks[np.first - 1]?.lower === 'the';
  const indefinite = np.count === null && /^(?:a|an)$/.test(toks[np.first - 1]?.lower ?? '');
  // "a patient with asthma": what follows "with" describes the thing, written in its label; its name stays "patient".
  const w = noun.indexOf(' with ');
  const described = w > 0 ? { noun: noun.slice(0, w).replace(/(\p{L}+)$/u, (x) => singular(x)), described: noun.slice(w + 1) } : { noun };
  return { label, ...described, words, lookup: [...main.reverse(), ...rest], count: np.count ?? (vague > 0 ? SEVERAL : 1), parts: [], caption: null, ...(definite ? { definite } : {}), ...(indefinite ? { indefinite } : {}) };
}

/**
 * "model of sepsis", "cross-section of a leaf", "Bowman's capsule", "a hen's egg": a phrase and
 * the one after "of" or a possessive name one thing. A common noun's possessive before a list
 * ("a neuron's dendrites, soma and axon") may own every item or only the first: not joined, it
 * is refused as words the reader cannot relate.
 */
function joinOf(toks: Token[], phrases: NounPhrase[], labelsAsked: boolean): NounPhrase[] {
  const out: NounPhrase[] = [];
  phrases.forEach((np, k) => {
    const prev = out.at(-1);
    const between = prev ? toks.slice(prev.last + 1, np.first).filter((t) => !/^(?:a|an|the)$/.test(t.lower)) : [];
    const possessive = between.length === 1 && isPossessive(between[0]!) && prev!.last + 1 === np.first - 1 && !ownsList(toks, prev!, np, phrases[k + 1]);
    // "a lab bench with a pH meter, a balance and ...": "with" before a list joins no one thing to the first.
    // "a healthy gut with diverse bacteria, and a dysbiotic gut with few bacteria": a next item with its own "with" is another thing.
    const after = phrases[k + 1];
    const listed = after !== undefined && toks.slice(np.last + 1, after.first).some((t) => t.text === ',' || t.lower === 'and') && toks.slice(np.last + 1, after.first).every((t) => /^(?:,|and|or|a|an|the)$/.test(t.lower)) && toks[after.last + 1]?.lower !== 'with';
    const joins = possessive || (between.length === 1 && (between[0]!.lower === 'of' || (between[0]!.lower === 'with' && !labelsAsked && !listed)));
    if (prev && joins && np.count === null) out[out.length - 1] = { ...prev, last: np.last };
    else out.push(np);
  });
  return out;
}

function isPossessive(t: Token): boolean {
  return /^['’]s$/.test(t.lower);
}

/** Whether a common noun's possessive may own a list: "a neuron's dendrites, soma and axon". */
function ownsList(toks: readonly Token[], owner: NounPhrase, owned: NounPhrase, after: NounPhrase | undefined): boolean {
  if (toks[owner.last]!.pos === 'PROPN' || after === undefined) return false;
  const gap = toks.slice(owned.last + 1, after.first);
  // "a smoker's lung and a healthy lung": an article opens a new thing, owned by no one.
  return gap.length > 0 && gap.every((t) => t.text === ',' || /^(?:and|or|the|its)$/.test(t.lower)) && gap.some((t) => t.text === ',' || t.lower === 'and');
}

/**
 * ", cut open,", ", boiled,": participles (with their adjectives) set off by commas right after
 * a thing, before more of its description, say the state it is shown in, not a thing or a relation.
 */
function stateSpans(toks: readonly Token[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 2; i < toks.length; i++) {
    if (toks[i - 1]!.text !== ',' || !/^(?:NOUN|PROPN)$/.test(toks[i - 2]!.pos)) continue;
    let j = i;
    while (j < toks.length && j - i < 3 && (toks[j]!.pos === 'ADJ' || toks[j]!.pos === 'ADV' || (toks[j]!.pos === 'VERB' && !/(?:ing|[^s]s)$/.test(toks[j]!.lower)))) j++;
    // The thing's description goes on after it ("with ... labelled", "next to ..."); a step after
    // it ("..., purified, then injected") makes the participle an action in a sequence.
    const after = toks[j + 1];
    const closed = j < toks.length && toks[j]!.text === ',' && after !== undefined && (PART_WORDS.has(after.lower) || PLACE_WORDS.has(after.lower) || isLabelWord(after.lower) || /^(?:next|beside|alongside)$/.test(after.lower));
    if (j > i && closed && toks.slice(i, j).some((t) => t.pos === 'VERB')) out.push([i, j - 1]);
  }
  return out;
}

interface Gap {
  toks: Token[];
  arrow: boolean;
  /** "an arrow from X": the phrase after is the arrow's source. */
  arrowFrom: boolean;
  label: boolean;
  parts: boolean;
  list: boolean;
  verbs: Token[];
  passive: boolean;
  place: boolean;
  to: boolean;
  /** "which", "that": the clause continues from the thing named just before. */
  relative: boolean;
  /** "by", "with" after a passive verb: the thing after is the agent. */
  agent: boolean;
  /** "back", "up", "out": particles of the verb. */
}

/** A Latin binomial as a thing's name ("Mus musculus", "E. coli"): a capitalised genus, then a species no English text WordNet was tagged on uses. */
function isLatinName(label: string): boolean {
  const m = /^[A-Z][a-z]*\.?\s([a-z]{3,})$/.exec(label);
  if (!m) return false;
  const uses = nounVerbUses(m[1]!);
  return uses.noun === 0 && uses.verb === 0;
}

/** Whether `short` is the initials of `name` ("PBMCs" of "peripheral blood mononuclear cells", "MRI" of "magnetic resonance imaging"). */
function abbreviates(short: string, name: string): boolean {
  const letters = short.replace(/s$/, '').replace(/[^A-Za-z]/g, '');
  if (!/^[A-Z][A-Za-z0-9+-]{1,9}$/.test(short) || letters.length < 2 || letters !== letters.toUpperCase()) return false;
  const initials = name.split(/[\s-]+/).filter(Boolean).map((w) => w[0]!.toUpperCase()).join('');
  return initials.includes(letters) || initials.startsWith(letters[0]!) && letters.length <= initials.length && [...letters].every((c) => name.toUpperCase().includes(c));
}

/** Verbs by which a thing takes another in: "eats", "consumes", "absorbs", and "hunts", as "preys on" does. */
const TAKING_IN = /^(?:eat|consume|ingest|swallow|drink|devour|graze|absorb|digest|engorge|receive|inhale|engulf|phagocytose|hunt)$/;

/**
 * Whether a gap's verb takes its object in ("eats", "is absorbed by", "takes up", "feeds on",
 * "preys on"): matter goes from the thing taken to the taker, the way food chains and cycles draw
 * their arrows. "feeds" alone gives food.
 */
function takesIn(g: Gap): boolean {
  return g.verbs.some((v) => {
    const next = g.toks[g.toks.indexOf(v) + 1]?.lower;
    // "grazing", read as a noun first, keeps its own spelling as lemma: its verb is "graze".
    const lemma = v.lemma === v.lower && /ing$/.test(v.lower) ? (gerundOf(v.lower) ?? v.lemma) : v.lemma;
    if (lemma === 'feed' || lemma === 'prey') return next === 'on' || next === 'upon';
    if (lemma === 'take') return next === 'up' || next === 'in';
    return TAKING_IN.test(lemma);
  });
}

/** `opening`: the gap before the clause's first thing, where "draw", "make" or "produce" ask for the figure; after a thing they say what it does ("T cells produce IL-2"). */
function gapOf(toks: Token[], opening = false): Gap {
  const lower = toks.map((t) => t.lower);
  // "one from X to Y, another from Y to Z": a pronoun for an arrow, before "from".
  const arrowAt = lower.findIndex((w, i) => ARROW_NOUNS.has(w) || ((w === 'one' || w === 'another') && lower[i + 1] === 'from'));
  const verbs = toks.filter((t, i) => (t.pos === 'VERB' || isPassiveParticiple(toks, i) || (t.pos === 'AUX' && /^(?:is|are|was|were|has|have|be|being|been)$/.test(t.lower) === false)) && !isLabelWord(t.lower) && !PART_WORDS.has(t.lower) && !(opening && REQUEST_VERBS.has(t.lemma)) && !ASKING_VERBS.has(t.lemma) && !PLACING_PARTICIPLES.has(t.lower) && !restsIn(toks, i));
  // "being cut by", "is split into": a verb right after a form of "be" is its passive participle, whatever its ending.
  const afterBe = (v: Token) => /^(?:is|are|was|were|be|being|been|gets?|got)$/.test(toks[toks.indexOf(v) - 1]?.lower ?? '');
  const list = toks.length > 0 && toks.some((t) => t.pos === 'PUNCT' || t.pos === 'CCONJ') && toks.every((t) => t.pos === 'PUNCT' || t.pos === 'CCONJ' || t.pos === 'DET' || /^(?:and|or|plus|&|,|also|both|its|their)$/.test(t.lower));
  return {
    toks,
    arrow: arrowAt >= 0,
    arrowFrom: arrowAt >= 0 && lower.slice(arrowAt).includes('from'),
    label: lower.some(isLabelWord),
    parts: lower.some((w) => PART_WORDS.has(w)),
    list,
    verbs,
    passive: verbs.length > 0 && verbs.every((v) => /ed$|en$/.test(v.lower) || PARTICIPLES.has(v.lower) || afterBe(v)),
    place: lower.some((w) => PLACE_WORDS.has(w) || PLACING_PARTICIPLES.has(w)),
    to: lower.some((w) => w === 'to' || w === 'into' || w === 'towards' || w === 'toward' || w === 'onto'),
    relative: toks.some((t) => /^(?:which|that|who)$/.test(t.lower) && (t.pos === 'PRON' || t.pos === 'DET' || t.pos === 'SCONJ')),
    agent: lower.some((w) => w === 'by' || w === 'with'),
  };
}

/**
 * "The hypothalamus signals to the pituitary": in a clause (or its part between commas) with no verb, a thing whose name ends
 * in a plural that is also a verb's -s form, after a singular noun and before the preposition an
 * arrow leaves it by, may be one thing ("nerve signals") or a thing and what it does
 * ("hypothalamus → pituitary"); which is not said, so it is refused, naming the words.
 */
function refuseVerbInName(toks: readonly Token[], subjects: readonly SceneSubject[], arrows: readonly SceneArrow[], spans: ReadonlyArray<[number, number]>): void {
  // The clause's part from the comma before the thing to the comma after it: "..., the pituitary signals to the adrenal gland, ...".
  const boundary = (t: Token) => t.text === ',' || t.text === ';' || t.pos === 'CCONJ';
  for (const a of arrows) {
    const end = spans[a.from]?.[1];
    if (end === undefined || end < 1) continue;
    let [from, to] = [spans[a.from]![0], end + 1];
    while (from > 0 && !boundary(toks[from - 1]!)) from--;
    while (to < toks.length && !boundary(toks[to]!)) to++;
    if (toks.slice(from, to).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) continue;
    const [before, word, after] = [toks[end - 1]!, toks[end]!, toks[end + 1]];
    const verbForm = word.pos === 'NOUN' && /^[a-z]+[^s]s$/.test(word.lower) && nounVerbUses(singular(word.lower)).verb > 0;
    if (verbForm && before.pos === 'NOUN' && singular(before.lower) === before.lower && /^(?:to|into|onto|on|towards?)$/.test(after?.lower ?? '')) {
      refuseUnplaced(`${subjects[a.from]!.label} ${after!.text}`, `the prompt does not say whether ${said(word.text, 'the last word')} is part of the thing's name or what ${said(before.text, 'the thing')} does; write "A → B" or use a verb only the thing can do ("sends signals to").`);
    }
  }
}

/** Most words of a bracketed name read as a caption. */
const MAX_BRACKET_NAME = 4;

/**
 * Whether bracketed words are one short name of a thing ("electoral register", "the 2019 cohort"):
 * nouns and their modifiers only, ending in a noun, with no verb, list, figure or look word. Such
 * a bracket says what the thing before it is, and is written as its caption.
 */
function namesWhatItIs(text: string): boolean {
  const toks = readTokens(text).filter((t) => t.text !== '-');
  const last = toks.at(-1);
  return toks.length > 0 && toks.length <= MAX_BRACKET_NAME && last !== undefined && /^(?:NOUN|PROPN)$/.test(last.pos) && toks.every((t) => /^(?:NOUN|PROPN|ADJ|DET|NUM)$/.test(t.pos) && !FIGURE_WORDS.has(t.lower) && !LOOK_WORDS.has(t.lower) && !/^(?:and|or|e\.g|i\.e|etc)$/.test(t.lower));
}

/** Planes a section is cut in: "a sagittal section" is a view, "a thin section" a thing. */
const VIEW_PLANES = /^(?:sagittal|coronal|transverse|cross|longitudinal|horizontal|frontal|axial|oblique|median|midsagittal)$/;

/** Words that place one thing by another: "above the Earth", "next to a cage". */
const BESIDE_WORDS = /^(?:above|below|beneath|under|over|beside|next|near|behind|alongside|around|orbiting)$/;

/** Prepositions of a way passed: "flows through the filter into the tank". */
const PASSING = /^(?:through|via|across|past|along)$/;

/** Verbs of joining: what does the joining ("connected by a synapse") is no doer. */
const JOINING = /^(?:connect|link|join|bridge|couple|attach|fuse)$/;

/** Reads one clause; offsets of `words` are the clause's own. */
export function readClause(text: string): ClauseReading {
  // "marked -80 °C", "labelled 37 °C": a value after a label word is one caption, as written.
  // The value ends where the sentence relates or places a thing ("labelled 50 mL next to a flask").
  text = text.replace(/\b(marked|label(?:l?ed)|captioned|tagged|reading)\s+([-+−±~<>]?\d[^,;'"‘’“”]*?)(?=\s*(?:[,;]|$|\b(?:and|next|beside|alongside|near|with|then|to|from|in|on|at|under|above|below|behind|which|that|while|→)\b))/gi, "$1 '$2'");
  const toks = readTokens(text);
  const quotes: Array<[number, number, string]> = [];
  for (const m of text.matchAll(QUOTE)) {
    const start = m.index + m[1]!.length;
    quotes.push([start, start + m[2]!.length + m[3]!.length + m[4]!.length, m[3]!.trim()]);
  }
  const inQuote = (t: Token) => quotes.some(([s, e]) => t.start >= s && t.end <= e);
  // A figure word ends a phrase only as its head ("a diagram of", "screening workflow"), not inside one ("step names").
  // "a solar panel", "a microscope slide", "a glass slide": after the name of an object or a
  // material, or with the word before it a thing WordNet names, a figure word is a thing.
  // "a light microscope and a stained slide": the last item of a list of things is a thing too.
  const listedThing = (i: number) => (toks[i + 1] === undefined || /^(?:PUNCT|CCONJ)$/.test(toks[i + 1]!.pos)) && toks.slice(Math.max(0, i - 4), i).some((t) => /^(?:,|and|or)$/.test(t.lower)) && toks.slice(Math.max(0, i - 3), i).some((t) => /^(?:a|an|the)$/.test(t.lower)) && !toks.slice(Math.max(0, i - 3), i).some((t) => /^(?:for|of)$/.test(t.lower));
  // "Satellite image → ...": a common noun the tagger took for a name only because it opens the text.
  const capitalisedToOpen = (i: number) => toks[i]!.pos === 'PROPN' && i === 0 && /^\p{Lu}\p{Ll}+$/u.test(toks[i]!.text);
  const figureHead = (i: number) => FIGURE_WORDS.has(toks[i]!.lower) && !listedThing(i) && !(toks[i + 1] && isNamingToken(toks[i + 1]!) && !FIGURE_WORDS.has(toks[i + 1]!.lower)) && !(i > 0 && (toks[i - 1]!.pos === 'NOUN' || capitalisedToOpen(i - 1)) && /^(?:artifact|substance)$/.test(nounKind(toks[i - 1]!.lower) ?? '')) && !(i > 0 && /^(?:NOUN|ADJ|PROPN)$/.test(toks[i - 1]!.pos) && THING_KINDS.has(nounKind(`${toks[i - 1]!.lower}_${singular(toks[i]!.lower)}`) ?? ''));
  // "a tadpole turning into a frog": an -ing verb before the way of a change ends the thing before it.
  // So does one before its particle ("a fungus breaking down a log"), an infinitive ("glucose and
  // fructose joining to make sucrose") or the place it acts on ("rain falling on a mountain").
  const changing = (t: Token, i: number) => t.pos === 'VERB' && /ing$/.test(t.lower) && (/^(?:into|onto|towards?|through|across|down|up|out|off|apart)$/.test(toks[i + 1]?.lower ?? '') || (toks[i + 1]?.lower === 'to' && toks[i + 2]?.pos === 'VERB') || (/^(?:on|over|at|from)$/.test(toks[i + 1]?.lower ?? '') && i > 0 && toks[i - 1]!.pos === 'NOUN'));
  // "which makes the muscle contract": the verb of what is made to act is no part of its name.
  const caused = (t: Token, i: number) => t.pos === 'VERB' && i >= 3 && /^(?:make|let|help|cause)$/.test(toks[i - 3]!.lemma) && /^(?:the|a|an|its|their)$/.test(toks[i - 2]!.lower);
  const stop = (t: Token, i: number) => inQuote(t) || changing(t, i) || caused(t, i) || ARROW_NOUNS.has(t.lower) || isLabelWord(t.lower) || figureHead(i) || isVerbWord(toks, i) || ((t.lower === 'one' || t.lower === 'another') && toks[i + 1]?.lower === 'from') || (t.pos === 'VERB' && REQUEST_VERBS.has(t.lemma) && !(i > 0 && isNamingToken(toks[i - 1]!)));
  // "with" names parts only when the clause asks for labels ("with the heart and eye labelled",
  // "with its parts"); otherwise it describes the thing ("an alveolus with pneumonia").
  const labelsAsked = toks.some((t) => isLabelWord(t.lower) || t.lower === 'parts' || t.lower === 'its');
  // "showing", "including", "highlighting" name parts; only "with" may describe instead.
  const partWord = (g: Gap) => g.parts && (labelsAsked || g.toks.some((t) => PART_WORDS.has(t.lower) && !/^(?:with|has|have|having)$/.test(t.lower)));
  const phrases = joinOf(toks, nounPhrases(toks, stop), labelsAsked);
  const states = stateSpans(toks);
  const read: Unit[] = [
    ...phrases.map((np) => ({ kind: 'np' as const, first: np.count !== null ? np.first - 1 : np.first, last: np.last, np, text: '' })),
    ...quotes.map(([s, e, q]) => {
      const inside = toks.map((t, i) => ({ t, i })).filter(({ t }) => t.start >= s && t.end <= e);
      return { kind: 'quote' as const, first: inside[0]?.i ?? 0, last: inside.at(-1)?.i ?? 0, text: q };
    }),
  ];
  const units: Unit[] = read
    .filter((u) => u.kind === 'np' || u.last >= u.first)
    .filter((u) => !states.some(([a, b]) => u.first >= a && u.last <= b))
    .concat(states.map(([first, last]): Unit => ({ kind: 'state', first, last, text: '' })))
    .sort((a, b) => a.first - b.first);

  const use: WordUse[] = toks.map(() => 'function');
  const subjects: SceneSubject[] = [];
  const arrows: SceneArrow[] = [];
  let anchor: number | null = null;
  let exit: number | null = null;
  let mode: 'subject' | 'parts' | 'caption' | 'arrow' | 'relation' = 'subject';
  let source: number | null = null;
  /** Where the arrows started whose end was just given a caption ("arrows to A labelled 'x' and to B"). */
  let captionedArrowSource: number | null = null;
  /** Whether the caption just read is on the end of a relation's arrow ("split into an arm (n = 160) and ..."), whose list of ends goes on after it. */
  let captionedRelationEnd = false;
  let pendingFrom: number | null = null;
  let relLabel: string | null = null;
  let relReverse = false;
  /** "arrows from a cow, a pig and a chicken, all pointing to": more sources waiting for the target. */
  const moreFrom: number[] = [];
  /** Whether the relation just read is a relative clause ("that receives the data"). */
  let inRelative = false;
  /** The thing a relation just passed through ("passes through a prism"), from which a verb joined by "and" goes on. */
  let passedThrough: number | null = null;
  /** Whether the relation just read sent a thing on to another ("pumps blood to the lungs"), so "and to" sends again. */
  let sending = false;
  /** Whether the arrow just read was named as one ("an arrow to"), not several ("arrows to"). */
  let oneArrow = false;
  /** Whether a list after that arrow's end has already been read as more of its ends. */
  let arrowListed = false;
  /** Bare things named one after another as a list ("A, B and C"): together the doers of a verb after them. */
  let group: number[] = [];
  /** The thing named last: what "which" refers to. */
  let last: number | null = null;
  /** Most words of one part's name written with no separator: "skin temperature sensor" is one part. */
const MAX_RUN_WORDS = 3;

/**
 * One phrase in a list of parts, as the parts it names: "cortex hippocampus cerebellum olfactory
 * bulb labeled" lists four parts without commas. A run of more words than a name holds is cut
 * into names WordNet knows, all of one kind (parts of a body, of an animal, of a device); a run
 * that cannot be so cut is refused rather than drawn as one part.
 */
function partsOf(span: readonly Token[], text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const plain = span.every((t) => /^(?:NOUN|PROPN|ADJ|DET|PRON)$/.test(t.pos) || /^(?:its|their)$/.test(t.lower));
  if (words.length <= MAX_RUN_WORDS || !plain || words.some((w) => /[^\p{L}]/u.test(w))) return [text];
  const names = nameRun(words.map((w) => w.toLowerCase()));
  if (names === null) refuseUnplaced(text, 'these words read as one part, longer than a part\'s name, and not as names of one kind; separate the parts with commas.');
  let at = 0;
  return names.map((n) => words.slice(at, (at += n)).join(' '));
}

/** WordNet files parts of animals ("wing", "swim bladder") and plants with them, apart from parts of the body: all are parts of living things. */
function family(kind: string | undefined): string | undefined {
  return kind === 'body' || kind === 'animal' || kind === 'plant' ? 'living' : kind;
}

/** Lengths of the names a run of words cuts into, each a WordNet noun of one same kind, at least three; null when none does. */
function nameRun(words: string[]): number[] | null {
  const cut = (from: number, kind: string | undefined): number[] | null => {
    if (from === words.length) return [];
    for (let n = Math.min(3, words.length - from); n >= 1; n--) {
      // "wings" is a name of its own (a badge); the singular is the part.
      const name = words.slice(from, from + n);
      const own = family(nounKind([...name.slice(0, -1), singular(name.at(-1)!)].join('_')) ?? nounKind(name.join('_')));
      if (own === undefined || (kind !== undefined && own !== kind)) continue;
      const rest = cut(from + n, own);
      if (rest) return [n, ...rest];
    }
    return null;
  };
  const out = cut(0, undefined);
  return out && out.length >= 3 ? out : null;
}

/**
 * "outer and inner membranes", "upper, middle and lower layers": adjectives listed before one
 * noun each name that noun, one each ("outer membrane", "inner membrane"), not a bare adjective.
 */
function shareListedNoun(items: string[]): string[] {
  const out = [...items];
  const shared = new Set<number>();
  const words = (x: string) => readTokens(x).filter((t) => t.pos !== 'PUNCT' && t.pos !== 'SPACE');
  // "F0 and F1 subunits", "CD4 and CD8 receptors": a code listed before another code with a noun shares the noun.
  const code = (x: string) => /^(?=.*[A-Z0-9])[A-Za-z]{0,4}\d*[A-Za-z]{0,2}\d*\+?$/.test(x) && /[A-Z]/.test(x) && (/\d/.test(x) || x === x.toUpperCase());
  for (let i = out.length - 2; i >= 0; i--) {
    const [mine, next] = [out[i]!.trim(), out[i + 1]!.trim().split(/\s+/)];
    if (code(mine) && next.length >= 2 && code(next[0]!)) {
      out[i] = `${mine} ${next.slice(1).join(' ')}`;
      shared.add(i).add(i + 1);
    }
  }
  for (let i = out.length - 2; i >= 0; i--) {
    const own = words(out[i]!);
    const next = words(out[i + 1]!);
    // "frontal, parietal, temporal and occipital lobes", "left and right ventricles": one word whose
    // name with the noun after it WordNet knows ("frontal lobe", "left ventricle") takes that noun,
    // whatever the tagger made of the word alone.
    const head = next.at(-1);
    if (own.length === 1 && next.length >= 2 && head && /^(?:NOUN|PROPN)$/.test(head.pos) && nounKind(`${own[0]!.lower}_${singular(head.lower)}`) !== undefined) {
      out[i] = `${out[i]} ${out[i + 1]!.slice(head.start)}`;
      shared.add(i).add(i + 1);
      continue;
    }
    if (own.length === 0 || !own.every((t) => t.pos === 'ADJ')) continue;
    const lead = next.findIndex((t) => t.pos !== 'ADJ');
    if (lead <= 0 || !next.slice(lead).every((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) continue;
    out[i] = `${out[i]} ${out[i + 1]!.slice(next[lead]!.start)}`;
    shared.add(i).add(i + 1);
  }
  // One each: "outer membranes" shared out is one outer membrane.
  return out.map((x, i) => (shared.has(i) ? x.replace(/(\p{L}+)$/u, (w) => (w === w.toLowerCase() ? singular(w) : w)) : x));
}

/** Things named only as the doer of a move between other things ("denitrification takes nitrate to N2"). */
  const doers = new Set<number>();
  const verbLabel = (g: Gap, extra = '') => [g.toks.filter((t) => g.verbs.includes(t) || (t.pos === 'ADP' && !(t === g.toks.at(-1) && /^(?:to|into|onto|towards?)$/.test(t.lower))) || VERB_NOUNS[t.lower] !== undefined).map((t) => t.text).join(' '), extra].filter(Boolean).join(' ') || null;

  const captions = new Map<number, string[]>();
  const addCaption = (host: number, caption: string) => {
    captions.set(host, [...(captions.get(host) ?? []), caption]);
    subjects[host]!.caption = captions.get(host)!.join(', ');
  };
  const mark = (from: number, to: number, as: WordUse) => {
    for (let k = from; k <= to; k++) use[k] = as;
  };
  /** The tokens each subject was read from, so a subject dropped later gives its words another role. */
  const spans: Array<[number, number]> = [];
  const newSubject = (u: Unit): number => {
    // "a cute cartoon E. coli", "photorealistic mouse": words of presentation before a name are its look.
    while (u.kind === 'np' && u.np && u.np.count === null && u.np.first < u.np.head && PRESENTATION.has(toks[u.np.first]!.lower)) {
      use[u.np.first] = 'style';
      u = { ...u, first: u.first + 1, np: { ...u.np, first: u.np.first + 1 } };
    }
    spans.push([u.first, u.last]);
    const s = u.kind === 'np' ? subjectOf(text, toks, u.np!) : { label: u.text, noun: u.text.toLowerCase(), words: [u.text.toLowerCase()], lookup: [u.text.toLowerCase()], count: 1, parts: [], caption: null };
    mark(u.first, u.last, 'subject');
    if (u.np?.count !== null && u.np) use[u.first] = 'quantity';
    // The clause's opening setting is written with its first thing ("Aptamer in buffer").
    if (openingSetting !== null) {
      s.label = `${s.label} ${openingSetting}`;
      s.setting = openingSetting;
      openingSetting = null;
    }
    subjects.push(s);
    last = subjects.length - 1;
    return last;
  };
  /** A place set off before the clause's first thing ("In buffer, ..."), until that thing is named. */
  let openingSetting: string | null = null;
  const unitText = (u: Unit) => (u.kind === 'quote' ? u.text : text.slice(toks[u.first]!.start, toks[u.last]!.end).replace(/\s+/g, ' '));
  const gapWords = (g: Gap) => g.toks.map((t) => t.text).join(' ');

  /** The object a verb just reached ("A binds B"), while nothing else has been named after it. */
  let lastObject: number | null = null;
  let prevEnd = -1;
  /** A relation that ran on through `through` to the next unit: the words between are the relation's, and the clause goes on from `target`. */
  const ranOnTo = (through: Unit, next: Unit, from: number, target: number, keepRelation = false): void => {
    for (let m = through.last + 1; m < next.first; m++) if (use[m] === 'function') use[m] = 'relation';
    prevEnd = next.last;
    source = from;
    anchor = target;
    exit = target;
    mode = 'relation';
    if (keepRelation) return;
    relLabel = null;
    relReverse = false;
  };
  for (let k = 0; k < units.length; k++) {
    const u = units[k]!;
    // "... and EDA electrode each labelled, and next to it a smartphone": label words closing a list of parts end it; what follows the comma relates the next thing.
    // "a fish with gills and fins labelled and a frog": so does "and" before a thing named with "a".
    const between = toks.slice(prevEnd + 1, u.first);
    const comma = between.findIndex((t, i) => t.text === ',' || (t.lower === 'and' && i > 0 && /^(?:a|an)$/.test(between[i + 1]?.lower ?? '')));
    const closing = toks.slice(prevEnd + 1, prevEnd + 1 + comma);
    // So do words of marking them ("with the hippocampus highlighted, and next to it ...").
    const marking = (t: Token) => t.pos === 'VERB' && /^(?:highlighted|shaded|coloured|colored|circled|outlined|marked|indicated|shown)$/.test(t.lower);
    if (mode === 'parts' && comma > 0 && closing.some((t) => isLabelWord(t.lower) || marking(t)) && closing.every((t) => isLabelWord(t.lower) || marking(t) || /^(?:each|all|both|are|is|be|should|must|clearly)$/.test(t.lower))) {
      mark(prevEnd + 1, prevEnd + comma, 'part');
      prevEnd += comma;
      mode = 'subject';
    }
    const g = gapOf(toks.slice(prevEnd + 1, u.first), k === 0);
    const afterObject = lastObject !== null && lastObject === last;
    lastObject = null;
    const gapStart = prevEnd + 1;
    prevEnd = u.last;
    for (let m = gapStart; m < u.first; m++) {
      const t = toks[m]!;
      if (figureHead(m)) use[m] = 'figure';
      else if (ARROW_NOUNS.has(t.lower) || (g.arrow && (t.pos === 'ADP' || t.pos === 'PART'))) use[m] = 'arrow';
      else if (isLabelWord(t.lower)) use[m] = mode === 'caption' || u.kind === 'quote' ? 'caption' : 'part';
      else if (LOOK_WORDS.has(t.lower)) use[m] = 'style';
      // "arrows from A and B, all pointing to C": a verb of the arrow's way is the arrow's word.
      else if ((g.verbs.includes(t) || isVerbWord(toks, m)) && mode === 'arrow' && pendingFrom !== null && g.to) use[m] = 'arrow';
      else if (ASKING_VERBS.has(t.lemma) && t.pos === 'VERB') use[m] = 'request';
      else if (PLACING_PARTICIPLES.has(t.lower)) use[m] = 'arrow';
      else if (g.verbs.includes(t) || isVerbWord(toks, m)) use[m] = 'relation';
      else if (PART_WORDS.has(t.lower)) use[m] = 'labelling';
    }
    // "a chicken egg, cut open, with ...": the state the thing is shown in, as it looks.
    if (u.kind === 'state') {
      mark(gapStart, u.last, 'style');
      continue;
    }
    const nextGap = k + 1 < units.length ? gapOf(toks.slice(u.last + 1, units[k + 1]!.first)) : null;
    // "In buffer, the aptamer binds thrombin", "On the forest floor, ...": a place set off before the
    // clause's first thing is where the whole clause happens, the figure's setting, no thing in it.
    // "In contrast, ...", "In practice, ...": a word of thought, talk or measure opens no place.
    if (anchor === null && u.kind === 'np' && g.toks.length > 0 && g.toks.every((t) => SETTING_WORDS.has(t.lower) || t.pos === 'DET') && SETTING_WORDS.has(g.toks[0]!.lower) && nextGap?.toks[0]?.text === ',' && !ABSTRACT_KINDS.has(nounKind(toks[u.last]!.lower) ?? '')) {
      mark(gapStart, u.last, 'setting');
      openingSetting = text.slice(toks[gapStart]!.start, toks[u.last]!.end).replace(/\s+/g, ' ').replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase());
      continue;
    }
    // "a quick sketch of", "a rough diagram of": adjectives before a figure word describe the figure.
    if (u.kind === 'np' && toks.slice(u.first, u.last + 1).every((t) => t.pos === 'ADJ') && u.last + 2 < toks.length && figureHead(u.last + 1) && toks[u.last + 2]!.lower === 'of') {
      mark(u.first, u.last, 'style');
      continue;
    }
    // "side view", "muted colours", "4k": how the figure looks, not a thing in it.
    // One such word in a list of parts is a part: "the yolk and white".
    const listedPart = mode === 'parts' && g.list && u.first === u.last;
    // "a prism splitting white light into a spectrum": what a verb moves or turns into something else is a thing, whatever its words.
    // So is one of them in a list of things ("light, water and CO2 → glucose").
    const moved = (g.verbs.length > 0 && anchor !== null && nextGap !== null && nextGap.verbs.length === 0 && nextGap.toks.some((t) => /^(?:into|to|onto)$/.test(t.lower))) || (ALSO_THINGS.has(toks[u.last]!.lower) && !VIEW_PLANES.test(toks[u.last - 1]?.lower ?? '') && (g.list || nextGap?.list === true));
    // "lateral view", "bird's-eye view": a view of any kind says how the figure looks.
    // "Arabidopsis thaliana, whole plant, with ...": a whole view set off by commas is a look too.
    // "full" is not among them: "full moon", "full-length protein" name things.
    const extent = u.kind === 'np' && /^(?:whole|entire|complete)$/.test(toks[u.first]!.lower) && u.last > u.first && toks[u.first - 1]?.text === ',' && toks[u.last + 1]?.text === ',';
    const view = extent || (u.kind === 'np' && VIEW_HEADS.has(toks[u.last]!.lower) && toks.slice(u.first, u.last).every((t) => t.pos === 'ADJ' || t.pos === 'NOUN' || t.pos === 'PUNCT' || t.pos === 'PART'));
    if (u.kind === 'np' && !listedPart && !moved && (view || RESOLUTION.test(unitText(u)) || toks.slice(u.first, u.last + 1).every((t) => LOOK_WORDS.has(t.lower) || FIGURE_WORDS.has(t.lower) || !/[\p{L}\p{N}]/u.test(t.text)))) {
      mark(u.first, u.last, 'style');
      continue;
    }
    // "patients (n = 120)", "Mus musculus (mouse)": words in brackets or quotes right after a thing are its caption.
    // "grass → rabbit → fox (food chain)": a bracketed name of a sequence names the figure, not the thing before it.
    if (u.kind === 'quote' && toks[u.first]!.text === '(' && SEQUENCE_NAME.test(u.text)) {
      mark(u.first, u.last, 'layout');
      continue;
    }
    if (u.kind === 'quote' && anchor !== null && g.toks.length === 0) {
      const bracketed = toks[u.first]!.text === '(';
      // "a cow (n = 12) next to a sheep (n = 8)": the bracket is the thing's just before it.
      const at = last ?? anchor;
      const host = subjects[at]!;
      // "peripheral blood mononuclear cells (PBMCs)": the thing's short name is its name again, written with it.
      if (bracketed && abbreviates(u.text, host.label)) {
        host.label = `${host.label} (${u.text})`;
        mark(u.first, u.last, 'subject');
        continue;
      }
      // A bracket is a caption when it gives a count, a time or a value ("n = 120", "day 7"), a
      // Latin name's common name ("Mus musculus (mouse)", "wild mouse (Mus musculus)") or one short
      // name of what the thing is ("sampling frame (electoral register)"); any other may be a caption, another
      // name, a note or one more thing, and is refused rather than guessed.
      // A number standing as a word gives a value ("n = 120", "day 7", "24 hpf"), and one code alone names a
      // strain or a sample ("C57BL/6"); a number inside a longer description does not ("Cas9 protein plus guide RNA").
      const value = /(?:^|[\s=<>~≈±(])[-+−]?\p{N}/u.test(u.text) || (/\p{N}/u.test(u.text) && !/\s/.test(u.text.trim()));
      if (bracketed && !value && !isLatinName(host.label) && !isLatinName(u.text) && !namesWhatItIs(u.text)) {
        refuseUnplaced(`${host.label} (${u.text})`, 'the prompt does not say whether the words in brackets are a caption to write by the thing, another name for it, a note or one more thing; write "labelled \'...\'" for a caption.');
      }
      addCaption(at, u.text);
      mark(u.first, u.last, 'caption');
      captionedArrowSource = mode === 'arrow' && arrows.at(-1)?.to === at ? source : null;
      captionedRelationEnd = mode === 'relation' && !relReverse && source !== null && arrows.at(-1)?.to === at;
      mode = 'caption';
      continue;
    }

    if (g.arrow) {
      // "an arrow to a river, and E. coli in the river": one arrow named ends at its one thing.
      oneArrow = g.toks.some((t) => t.lower === 'arrow') && !g.toks.some((t) => t.lower === 'arrows');
      arrowListed = false;
      // "an arrow labelled 'heat' to a stressed cell": the quote names the arrow, not a thing it points at.
      if (g.label && u.kind === 'quote') refuseUnplaced(`${gapWords(g)} '${u.text}'`, 'an arrow\'s label is read after both its ends: write "an arrow from A to B labelled \'...\'".');
      if (g.arrowFrom) {
        pendingFrom = newSubject(u);
        anchor ??= pendingFrom;
        mode = 'arrow';
        source = pendingFrom;
        continue;
      }
      const from = anchor;
      if (from === null) refuseUnplaced(`${gapWords(g)} ${unitText(u)}`.trim(), 'the arrow starts at nothing the prompt names before it.');
      const to = newSubject(u);
      // "A, B and C, all with arrows to D": every thing of the list has its arrow.
      const all = g.toks.some((t) => /^(?:all|each|both|every)$/.test(t.lower)) && group.length >= 2 && group.at(-1) === from;
      for (const f of all ? group : [from]) arrows.push({ from: f, to, label: null });
      source = from;
      anchor = to;
      exit = to;
      mode = 'arrow';
      continue;
    }
    if (mode === 'arrow' && pendingFrom !== null && g.to) {
      const to = newSubject(u);
      for (const from of [pendingFrom, ...moreFrom.splice(0)]) arrows.push({ from, to, label: null });
      anchor = to;
      exit = to;
      pendingFrom = null;
      continue;
    }
    // Without labels asked for, "with Y" describes the thing: "an alveolus with pneumonia"; so
    // does one followed by another "with" that names the parts ("a retina with macular degeneration with the drusen labelled").
    const describes = !partWord(g) || (g.toks.every((t) => t.lower === 'with' || t.pos === 'DET') && nextGap?.parts === true && nextGap.toks.some((t) => t.lower === 'with') && !nextGap.list && mode !== 'parts');
    if (g.parts && !g.label && describes && anchor !== null && g.verbs.length === 0 && !g.list) {
      const host = subjects[anchor]!;
      // "a lab bench with a pH meter, a balance and a fume hood": several things after "with", none asked to be labelled.
      if (nextGap?.list && units[k + 1]?.kind === 'np' && !labelsAsked) {
        // "a honeybee with head, thorax, abdomen, wings and stinger": things WordNet names, every one,
        // as parts of the thing (or of a kind it is) are its parts, labelled as if asked.
        const listed = [u];
        for (let j = k + 1; j < units.length && units[j]!.kind === 'np' && gapOf(toks.slice(units[j - 1]!.last + 1, units[j]!.first)).list; j++) listed.push(units[j]!);
        const names = listed.map((x) => unitText(x).replace(/^(?:the|a|an|its|their)\s+/i, ''));
        const ends = listed.at(-1)!.last + 1 >= toks.length || /^[,;.]$/.test(toks[listed.at(-1)!.last + 1]!.text);
        if (ends && names.every((n) => namedAsPart(n, host.label))) {
          host.parts.push(names[0]!);
          mark(u.first, u.last, 'part');
          mode = 'parts';
          continue;
        }
        // "a eutrophic lake with an algal bloom, and a restored lake with clear water and fish": beside
        // the same kind of thing named in another state, what one has "with" it describes its state.
        const sameKind = subjects.some((x, i) => i !== anchor && x.lookup[0] === host.lookup[0] && x.label !== host.label);
        if (ends && sameKind) {
          const extra = text.slice(g.toks[0]!.start, toks[listed.at(-1)!.last]!.end).replace(/\s+/g, ' ');
          subjects[anchor] = { ...host, label: `${host.label} ${extra}`, described: `${host.described ? `${host.described} ` : ''}${extra.toLowerCase()}` };
          mark(gapStart, listed.at(-1)!.last, 'subject');
          k += listed.length - 1;
          prevEnd = listed.at(-1)!.last;
          continue;
        }
        refuseUnplaced(`${host.label} ${gapWords(g)} ${unitText(u)}${gapWords(nextGap)} ${unitText(units[k + 1]!)}`, `the prompt does not say whether the things after "with" are parts of ${said(host.label, 'the thing named first')} to label or things to draw beside it; write "X with A, B and C labelled" or "X, A, B and C".`);
      }
      // "a queen, workers and drones, with the queen in the middle": set off after a list, it may tell of the last thing or of all.
      if (g.toks[0]?.text === ',' && group.length >= 2 && group.at(-1) === anchor) {
        refuseUnplaced(`${gapWords(g)} ${unitText(u)}`, 'the prompt does not say whether this tells of the last thing named or of all of them; put it right after its thing ("a queen in the middle").');
      }
      const extra = text.slice(g.toks[0]!.start, toks[u.last]!.end).replace(/\s+/g, ' ');
      // The description is written with the thing; the thing's name stays its own ("eutrophic lake" of "a eutrophic lake with an algal bloom").
      subjects[anchor] = { ...host, label: `${host.label} ${extra}`, described: `${host.described ? `${host.described} ` : ''}${extra.toLowerCase()}` };
      mark(gapStart, u.last, 'subject');
      continue;
    }
    // "a virus with spike proteins on its surface", "spikes labelled on their surface": where a part
    // sits on its own thing is not drawn, and the place is no thing, part or caption.
    const ownPlace = g.toks.some((t) => SETTING_WORDS.has(t.lower)) && [...g.toks, toks[u.first]!].some((t) => /^(?:its|their)$/.test(t.lower));
    if (anchor !== null && u.kind === 'np' && (mode === 'parts' || mode === 'caption' || g.label) && ownPlace) {
      refuseUnplaced(`${gapWords(g)} ${unitText(u)}`, `it says where a part of ${said(subjects[anchor]!.label, 'the thing')} sits, which a schematic's labels do not show; leave it out, or name it as a part ("X with A and B labelled").`);
    }
    // "treated with Y" is a relation by its verb; "with Y", "labelled Y" give parts or a caption.
    if ((g.label || g.parts) && !(g.verbs.length > 0 && !g.label)) {
      if (anchor === null) {
        // "a labelled diagram of a cell", "labelled neurons": the label words lead, the thing follows.
        if (!g.parts) {
          anchor = newSubject(u);
          mode = 'subject';
          continue;
        }
        refuseUnplaced(`${gapWords(g)} ${unitText(u)}`.trim(), 'these are labels or parts of nothing the prompt names before them.');
      }
      // "Mitochondria with labelled cristae and matrix, and a nucleus with labelled nucleolus": a part that takes parts of its own is a second thing.
      const previous = units[k - 1];
      if (mode === 'parts' && g.parts && g.toks.some((t) => /^(?:with|showing|having)$/.test(t.lower)) && previous?.kind === 'np') {
        const owner = subjects[anchor]!;
        if (owner.parts.at(-1)?.toLowerCase() === unitText(previous).replace(/^(?:the|a|an|its|their)\s+/i, '').toLowerCase()) {
          // "label the dendrites and the axon terminal with its vesicles": a part named as the owner's ("the", "its") that takes
          // parts of its own is a part with parts, which labels do not nest; "and a nucleus with ..." is a second thing.
          // ("the leaf with stomata and the root with root hairs labelled": "the root" names a thing drawn already.)
          const partName = unitText(previous).replace(/^(?:the|a|an|its|their)\s+/i, '').toLowerCase();
          const drawnAlready = subjects.some((x) => x.label.toLowerCase() === partName || x.noun === partName || x.noun === singular(partName));
          if (!drawnAlready && (/^(?:the|its|their)$/i.test(toks[previous.first - 1]?.lower ?? '') || /^(?:the|its|their)\s/i.test(unitText(previous)))) {
            refuseUnplaced(`${unitText(previous)} ${gapWords(g).trim()} ${unitText(u)}`, `it names a part of ${said(owner.label, 'the thing')} with parts or things of its own, and a schematic labels one level of parts; name it as a thing of its own ("a Y with A and B labelled").`);
          }
          owner.parts.pop();
          anchor = newSubject(previous);
          last = anchor;
          mode = 'subject';
        }
      }
      // "a brain, and next to it a neuron with its dendrites labelled": parts go to the thing just named, not to the one it stands by.
      // So does a caption: "a beaker labelled 50 mL next to a flask labelled 250 mL".
      if (mode === 'subject' && last !== null && last !== anchor && group.length === 0 && (g.parts || g.label)) anchor = last;
      // "stem cells differentiate into neurons labelled 'N'": right after what a relation reaches, the label is that thing's;
      // set off by a comma ("a T cell binding a tumour cell, with the MHC labelled") it may be either one's.
      // (A relation of taking in, "a macrophage engulfing a bacterium", is drawn from what is taken, its arrow reversed.)
      const lastRelation = mode === 'relation' ? arrows.at(-1) : undefined;
      const reached: number | null = lastRelation === undefined ? null : !relReverse && lastRelation.from === anchor ? lastRelation.to : relReverse && lastRelation.to === anchor ? lastRelation.from : null;
      // "An ice core drilled from the ice sheet, with the layers labelled": set off after where the thing came from, they are the thing's.
      if (reached !== null && reached !== anchor && (g.parts || g.label) && !(relReverse && g.toks[0]?.text === ',')) {
        if (g.toks[0]?.text === ',' && !relReverse) refuseUnplaced(`${subjects[reached]!.label}${gapWords(g)} ${unitText(u)}`, `the prompt does not say whether this is for ${said(subjects[anchor]!.label, 'the thing that acts')} or for ${said(subjects[reached]!.label, 'the thing it acts on')}; put it right after its thing, before the verb for the first.`);
        anchor = reached;
      }
      const host = subjects[anchor]!;
      const many = nextGap?.list === true;
      // "An arrow from the kidney to the bladder, labelled 'urine'": set off after the arrow that heads the clause, the text is the arrow's.
      const arrowLed = ARROW_NOUNS.has(toks.find((t) => isContent(t))?.lower ?? '');
      const lastArrow = arrows.at(-1);
      // So is one after an arrow's end that is a thing named before ("an arrow from the mother to the baby labelled 'breast milk'").
      const again = lastArrow !== undefined && lastArrow.to === anchor && subjects[anchor]!.definite === true && subjects.some((x, i) => i < anchor! && x.noun === subjects[anchor!]!.noun);
      if ((arrowLed && g.toks[0]?.text === ',' || again) && u.kind === 'quote' && g.label && lastArrow && lastArrow.to === anchor && lastArrow.label === null && mode === 'arrow') {
        lastArrow.label = u.text;
        mark(gapStart, u.last, 'arrow');
        continue;
      }
      // "a glass of milk, a block of cheese and a pot of yoghurt, labelled 'dairy'": set off after a list, the label may be the last thing's or all of theirs;
      // so may parts ("an endothelial cell, a pericyte and an astrocyte end-foot, with tight junctions labelled"), unless "each" or "both" says.
      const distributed = g.toks.some((t) => /^(?:each|both|all|every)$/.test(t.lower));
      if ((g.label || g.parts) && !distributed && g.toks[0]?.text === ',' && mode === 'subject' && group.length >= 2 && group.at(-1) === anchor) {
        refuseUnplaced(`${gapWords(g)} ${unitText(u)}`, 'the prompt does not say whether this label is for the last thing named or for all of them; put it right after its thing, or write "Title: ..." for the whole figure.');
      }
      // "an eye with the lens labelled 'focuses light'": a caption on a part, which a part's label cannot carry.
      const namedThing = subjects.some((x) => x.noun === singular((host.parts.at(-1) ?? '').toLowerCase()));
      if (u.kind === 'quote' && mode === 'parts' && g.label && g.toks.length > 0 && !g.toks.some((t) => t.text === ',') && !namedThing) {
        refuseUnplaced(`${host.parts.at(-1) ?? ''} ${gapWords(g)} '${u.text}'`.trim(), `it gives a part of ${said(host.label, 'the thing')} a caption of its own, and a part is labelled by its name only; write the caption for the whole thing ("X labelled '...'") or name the part so.`);
      }
      // "a CubeSat in orbit above the Earth with its solar panels labelled": "its" after a thing placed by
      // another may be either one's; which is not said.
      const placedBy = anchor > 0 && spans[anchor - 1] !== undefined && spans[anchor] !== undefined ? toks.slice(spans[anchor - 1]![1] + 1, spans[anchor]![0]) : [];
      if (g.parts && !distributed && u.kind === 'np' && g.toks.some((t) => /^(?:its|their)$/.test(t.lower)) && placedBy.some((t) => BESIDE_WORDS.test(t.lower)) && !placedBy.some((t) => /^(?:and|or|,|;)$/.test(t.lower))) {
        refuseUnplaced(`${placedBy.map((t) => t.text).join(' ')} ${host.label} ${gapWords(g)} ${unitText(u)}`, `the prompt does not say whether these are parts of ${said(host.label, 'the thing named last')} or of ${said(subjects[anchor - 1]!.label, 'the thing it is placed by')}; put the parts right after their thing.`);
      }
      // "three beakers labelled pH 3, pH 7 and pH 11": several things labelled with a list take one label each.
      if (u.kind === 'quote' || (g.label && !g.parts && (!many || host.count > 1))) {
        addCaption(anchor, unitText(u));
        mark(u.first, u.last, 'caption');
        captionedArrowSource = mode === 'arrow' && arrows.at(-1)?.to === anchor ? source : null;
        captionedRelationEnd = mode === 'relation' && !relReverse && source !== null && arrows.at(-1)?.to === anchor;
        mode = 'caption';
      } else {
        host.parts.push(...partsOf(toks.slice(u.first, u.last + 1), unitText(u).replace(/^(?:the|a|an|its|their)\s+/i, '')));
        mark(u.first, u.last, 'part');
        mode = 'parts';
      }
      continue;
    }
    // "A honeybee, the model pollinator, on a flower", "The patient, a 65-year-old man, is scanned": a phrase set off by commas after a thing, the
    // sentence going on past it with no "and", may be another name for the thing or one more thing.
    const setOff = g.list && u.kind === 'np' && g.toks[0]?.text === ',' && g.toks.length === 2 && /^(?:the|a|an)$/.test(g.toks[1]!.lower) && mode === 'subject' && last !== null && group.length <= 1;
    const goesOn = nextGap !== null && nextGap.toks[0]?.text === ',' && nextGap.toks.length > 1 && /^(?:ADP|VERB|AUX|ADV)$/.test(nextGap.toks[1]!.pos);
    if (setOff && goesOn) {
      refuseUnplaced(`${subjects[last!]!.label}, ${unitText(u)},`, `it may be another name for ${said(subjects[last!]!.label, 'the thing before it')} or one more thing to draw; write "X labelled '...'" for a caption, or "X and Y" for two things.`);
    }
    if (g.list && anchor !== null) {
      // "which split into an intervention arm (n = 160) and a control arm": a caption on one end of a relation does not end its list of ends.
      if (mode === 'caption' && captionedRelationEnd) mode = 'relation';
      // "..., ammonium is nitrified to nitrate": a thing followed by its verb starts a new clause.
      // "A wind turbine and a solar panel feeding a battery": after bare things listed, it is one more of the doers.
      if (nextGap && nextGap.verbs.length > 0 && !nextGap.relative && !nextGap.label && !nextGap.parts && mode !== 'parts' && pendingFrom === null) {
        const more = mode === 'subject' && group.at(-1) === anchor;
        anchor = newSubject(u);
        group = more ? [...group, anchor] : [anchor];
        mode = 'subject';
        continue;
      }
      if (mode === 'arrow' && pendingFrom !== null) {
        moreFrom.push(newSubject(u));
        continue;
      }
      // "a tree with labelled roots, trunk and canopy, and a bird sitting on a branch": a listed item that goes on to do
      // something is a thing of its own, not a part; which of the two the writer meant is not said.
      if (mode === 'parts' && nextGap !== null && nextGap.verbs.length > 0 && !nextGap.label && !nextGap.toks.some((t) => isLabelWord(t.lower) || marking(t))) {
        refuseUnplaced(`${unitText(u)} ${gapWords(nextGap).trim()}`, `it is listed with the parts of ${said(subjects[anchor]!.label, 'the thing named')} but does something of its own; name it as a thing of its own in another sentence.`);
      }
      if (mode === 'parts') {
        subjects[anchor]!.parts.push(...partsOf(toks.slice(u.first, u.last + 1), unitText(u).replace(/^(?:the|a|an|its|their)\s+/i, '')));
        mark(u.first, u.last, 'part');
        continue;
      }
      if (mode === 'caption' && (u.kind === 'quote' || subjects[anchor]!.count > 1)) {
        addCaption(anchor, unitText(u));
        mark(u.first, u.last, 'caption');
        continue;
      }
      // "an arrow to a leaf, a root and a stem" lists its ends; "an arrow to a river, and E. coli" goes on to the next thing drawn
      // ("..., and the reef labelled 'x'" names its end again).
      if (mode === 'arrow' && source !== null && !(oneArrow && !arrowListed && g.toks.some((t) => t.text === ',') && g.toks.some((t) => t.lower === 'and') && !g.toks.some((t) => t.lower === 'the'))) {
        arrowListed = true;
        const to = newSubject(u);
        arrows.push({ from: source, to, label: null });
        exit = to;
        continue;
      }
      // "a smartphone that receives the data, and a cloud server": a relative clause ends at its comma; what follows is one more thing.
      if (mode === 'relation' && inRelative && g.toks.some((t) => t.text === ',')) {
        anchor = newSubject(u);
        group = [anchor];
        mode = 'subject';
        inRelative = false;
        continue;
      }
      if (mode === 'relation' && source !== null) {
        // "magma ... cools into igneous rock, and weathers into sediment": one more object would go on "into" something with no verb saying how.
        if (nextGap && nextGap.to && !nextGap.arrow && nextGap.verbs.length === 0 && !nextGap.list && units[k + 1]) {
          refuseUnplaced(`${gapWords(g)} ${unitText(u)} ${gapWords(nextGap)} ${unitText(units[k + 1]!)}`, `the prompt does not say what ${said(unitText(u), 'this')} does or what leads it on; write "A → B".`);
        }
        const other = newSubject(u);
        arrows.push(relReverse ? { from: other, to: source, label: relLabel } : { from: source, to: other, label: relLabel });
        continue;
      }
      const sibling = mode === 'subject' && group.at(-1) === anchor;
      anchor = newSubject(u);
      group = sibling ? [...group, anchor] : [anchor];
      mode = 'subject';
      continue;
    }
    // "the organelle that makes ATP", "the cell that carries oxygen": a thing named with "the" and a clause right after it, no comma
    // between, is named by what it does; the clause says which thing is meant, not an arrow to draw.
    const before = k > 0 ? units[k - 1]! : undefined;
    if (g.relative && g.verbs.length > 0 && /^(?:that|which|who)$/.test(g.toks[0]?.lower ?? '') && before?.kind === 'np' && [toks[before.first]?.lower, toks[before.first - 1]?.lower].includes('the')) {
      refuseUnplaced(`${unitText(before)} ${gapWords(g)} ${unitText(u)}`, 'it names a thing by what it does, and the schematic engine draws things by their names; name the thing itself, or write "A → B" for an arrow.');
    }
    if (g.verbs.length > 0 && (anchor !== null || (g.relative && last !== null))) {
      // "X, which then gives rise to Y": the clause continues from the thing named just before.
      // "a borehole connected to a pump connected to a tank": a participle right after the thing a
      // relation reached, with no comma, describes that thing, as it would any noun before it.
      const postmodifies = afterObject && g.passive && !g.agent && g.verbs[0] === g.toks[0] && last !== null;
      // "the sun, which heats the land and warms the air": a verb joined by "and" inside a relative clause has the relative's doer.
      const sharesDoer: boolean = mode === 'relation' && inRelative && !g.relative && source !== null && g.toks[0]?.pos === 'CCONJ' && g.verbs[0] === g.toks[1];
      // "light passes through a prism and splits into a red beam": what passed through a thing goes on from there.
      const goesOnFrom = mode === 'relation' && passedThrough !== null && g.toks[0]?.pos === 'CCONJ' && g.verbs[0] === g.toks[1] ? passedThrough : null;
      passedThrough = null;
      const subject: number = sharesDoer ? source! : goesOnFrom ?? ((g.relative || postmodifies) && last !== null ? last : anchor!);
      // "two neurons connected by a synapse": what joins things is between them, neither their source nor their end.
      if (g.passive && g.agent && u.kind === 'np' && g.verbs.some((v) => JOINING.test(v.lemma))) {
        refuseUnplaced(`${unitText(units[k - 1]!)} ${gapWords(g)} ${unitText(u)}`, `what joins things stands between them, and the prompt does not say which way an arrow would run; write "A → B → C" or "A, B and C".`);
      }
      const next = units[k + 1];
      const onward = nextGap !== null && next !== undefined && nextGap.to && nextGap.verbs.length === 0 && !nextGap.list && !nextGap.arrow;
      // "Water flows through a filter into the tank", "seeps via the soil to the aquifer": a thing
      // after "through" or "via" is one the move passes on its way, drawn between the two.
      if (onward && u.kind === 'np' && !g.passive && PASSING.test([...g.toks].reverse().find((t) => t.pos !== 'DET')?.lower ?? '')) {
        const passed = newSubject(u);
        const target = newSubject(next!);
        arrows.push({ from: subject, to: passed, label: verbLabel(g) }, { from: passed, to: target, label: null });
        ranOnTo(u, next!, passed, target);
        k += 1;
        continue;
      }
      // "A sends O (back) to D": O travels to D. When O is a thing named before ("takes nitrate
      // back to N2"), the arrow is O's and A only names the move; otherwise O is what A sends.
      if (!g.passive && !g.to && onward && u.kind === 'np') {
        const moved = subjectOf(text, toks, u.np!).noun;
        const named = subjects.findIndex((x) => x.noun === moved);
        // "a ribosome translating mRNA into a polypeptide", "rhizobia convert N2 to ammonia": O
        // becomes D, and A, which does it, stays a thing; "sends O to D", "carries O to D": A sends.
        const verb = g.verbs.at(-1)!;
        const kind = verbKind(verb.lemma);
        // "carries fertiliser into the river": a verb of motion moves O; "into" makes a change only for other verbs.
        const becomes = named < 0 && ((nextGap!.toks.some((t) => t.lower === 'into') && !SENDING_KINDS.has(kind ?? '')) || kind === 'change');
        if (named < 0 && !becomes && !SENDING_KINDS.has(kind ?? '')) {
          refuseUnplaced(`${gapWords(g)} ${unitText(u)} ${gapWords(nextGap!)} ${unitText(next!)}`, `the prompt does not say whether ${said(unitText(u), 'the thing moved')} goes to ${said(unitText(next!), 'the place')} or becomes it; write "A → B".`);
        }
        const made = becomes ? newSubject(u) : -1;
        const target = newSubject(next!);
        if (!becomes) mark(u.first, u.last, 'relation');
        if (becomes) {
          arrows.push({ from: made, to: target, label: verbLabel(g) });
          source = made;
        } else if (named >= 0) {
          // The doer is dropped as a thing: its words name the move.
          arrows.push({ from: named, to: target, label: `${subjects[subject]!.label} ${verbLabel(g) ?? ''}`.trim() });
          doers.add(subject);
          source = named;
        } else {
          arrows.push({ from: subject, to: target, label: verbLabel(g, unitText(u)) });
          source = subject;
        }
        ranOnTo(u, next!, source, target);
        sending = !becomes;
        k += 1;
        continue;
      }
      // "seawater samples were filtered, DNA was extracted, ...": a verb closed by a comma has no
      // object; the thing after the comma starts a clause of its own with its own verb.
      // "Cells are lysed, and the lysate is split into ...": so is one closed by a comma and "and".
      const comma = g.toks.map((t) => t.text).lastIndexOf(',');
      const closed = comma >= 0 && g.toks.slice(comma + 1).every((t) => /^(?:CCONJ|DET|ADV)$/.test(t.pos)) && g.verbs.every((v) => g.toks.indexOf(v) < comma);
      if (closed && nextGap !== null && nextGap.verbs.length > 0 && !nextGap.relative && !nextGap.list && g.verbs.length > 0 && !g.to) {
        refuseUnplaced(`${unitText(units[k - 1]!)} ${gapWords(g)} ${unitText(u)} ${gapWords(nextGap)}`.trim(), 'each clause names its own thing and what is done to it, and the prompt does not say how one leads to the next; write the steps as "A → B → C".');
      }
      // "A binds B activating C": whether A or B does the second verb cannot be told; nor in
      // "melt raises sea level, flooding coastal towns" (A, B or what A did to B).
      const ingAfterComma = g.toks[0]?.text === ',' && g.verbs[0] === g.toks[1] && /ing$/.test(g.verbs[0]!.lower);
      if (afterObject && !g.relative && (g.verbs[0] === g.toks[0] || ingAfterComma) && !g.passive) {
        refuseUnplaced(`${unitText(units[k - 1]!)} ${gapWords(g)} ${unitText(u)}`, `the prompt does not say whether ${said(subjects[subject]!.label, 'the thing named first')} or ${said(subjects[last!]!.label, 'the thing named after it')} does this; join them with "and", or write "A → B".`);
      }
      // "A reacts with B to form C": A and B are partners, and both lead to C; without a C, A leads to B.
      const partnered = !g.passive && g.toks.at(-1)?.lower === 'with' && u.kind === 'np' && nextGap !== null && next !== undefined && next.kind === 'np' && nextGap.toks[0]?.lower === 'to' && nextGap.verbs.length > 0 && !nextGap.list;
      if (partnered) {
        const partner = newSubject(u);
        const target = newSubject(next!);
        // "reacts with B to produce": both verbs name the arrows, the first one's preposition left out.
        const label = [...g.verbs, ...nextGap!.verbs].map((t) => t.text).join(' to ');
        arrows.push({ from: subject, to: target, label }, { from: partner, to: target, label });
        for (let m = g.toks.length > 0 ? toks.indexOf(g.toks[0]!) : u.first; m < u.first; m++) if (use[m] === 'function' || use[m] === 'labelling') use[m] = 'relation';
        ranOnTo(u, next!, subject, target, true);
        k += 1;
        continue;
      }
      const other = newSubject(u);
      inRelative = g.relative;
      sending = false;
      if (!g.passive && PASSING.test([...g.toks].reverse().find((t) => t.pos !== 'DET')?.lower ?? '')) passedThrough = other;
      relLabel = verbLabel(g);
      if (!(g.passive && g.agent)) lastObject = other;
      // "treated with cisplatin", "deposited by fibroblasts": the agent acts on the subject; "is converted to Y", "is grown in Y": the subject goes on to Y.
      // A verb of taking in runs the other way: what is eaten or taken up goes into the taker ("rabbits eat grass": grass → rabbits).
      const passiveAgent = g.passive && g.agent;
      // Taken in without a taker named ("is taken up into an endosome", "is absorbed into the blood"), it goes on to the place.
      relReverse = passiveAgent ? !takesIn(g) : takesIn(g) && !g.passive;
      // "Mice were given the drug", "were fed a high-fat diet": what is given goes to the thing given it.
      if (g.passive && !g.agent && !g.to && g.verbs.some((v) => GIVING.test(v.lemma) || /^(?:given|fed|offered|served)$/.test(v.lower))) relReverse = true;
      // "water evaporates from the ocean", "insulin is released from the pancreas": what comes
      // from a place comes out of it, so the arrow runs from the place.
      if (!passiveAgent && [...g.toks].reverse().find((t) => t.pos === 'ADP' || t.lower === 'to')?.lower === 'from') relReverse = true;
      source = subject;
      // "A, B and C feeding D": each of the things listed before the verb does it.
      const bare = (i: number) => !arrows.some((a) => a.from === i || a.to === i) && subjects[i]!.parts.length === 0 && !captions.has(i);
      const doing = mode === 'subject' && !g.relative && group.length >= 2 && group.at(-1) === subject && group.every(bare) ? group : [subject];
      // "a diver holding a sediment core", "a mouse wearing a head-mounted camera": what a thing holds or wears is drawn with it; nothing moves.
      const holds = !g.to && g.verbs.length > 0 && g.verbs.every((v) => HOLDING.test(v.lemma));
      if (!holds) for (const d of doing) arrows.push(relReverse ? { from: other, to: d, label: relLabel } : { from: d, to: other, label: relLabel });
      if (!passiveAgent) {
        exit = other;
        anchor = g.relative ? other : anchor;
      } else if (relReverse === false) exit = other;
      mode = 'relation';
      continue;
    }
    if (g.to && anchor !== null && !g.place) {
      const other = newSubject(u);
      // "arrows to a drug group and to a placebo group": "and to" is another arrow from the same source.
      // So after a relation: "pyruvate, which is converted to lactate or to acetyl-CoA" sends both from pyruvate; "and then to", "and after to", "and later to" go on.
      const later = g.toks.some((t) => /^(?:then|after|afterwards|later|subsequently|finally)$/.test(t.lower));
      const joined = g.toks.some((t) => t.pos === 'CCONJ' || t.text === ',') && !later;
      // "the sample going to the extraction and after to the PCR machine": what came to the last place goes on from there.
      const goesOnFrom = later && mode === 'relation' && !relReverse && exit !== null ? exit : null;
      // So after a thing sent: "the heart pumps blood to the lungs and to the body" sends both from the heart.
      const fromRelation = mode === 'relation' && (inRelative || sending) && !relReverse && source !== null;
      // "arrows to a home labelled 'pass' and to a clinic": a caption on the arrow's end does not end the arrows.
      const afterCaption = mode === 'caption' && captionedArrowSource !== null;
      if (afterCaption) source = captionedArrowSource;
      const again = (mode === 'arrow' || fromRelation || afterCaption) && source !== null && joined;
      arrows.push({ from: again ? source! : goesOnFrom ?? anchor, to: other, label: fromRelation && again ? relLabel : null });
      if (afterCaption && again) mode = 'arrow';
      if (again) continue;
      anchor = other;
      exit = other;
      mode = 'arrow';
      source = null;
      continue;
    }
    // "a patient in a hospital bed", "a CO2 cloud in the atmosphere": where the thing is, written with it.
    // "a beehive frame covered in honeycomb": a participle of placing before the setting word belongs to it.
    // "a rat, a mouse and a guinea pig, each in its own cage": a setting said of each thing listed is every one's.
    // "a graph of temperature over time": a span of time says what the thing covers, written with it.
    const each = g.toks.some((t) => /^(?:each|all|both)$/.test(t.lower)) && group.length >= 2 && group.at(-1) === anchor;
    const span = toks[u.last]!.lower;
    const overTime = g.toks.length === 1 && g.toks[0]!.lower === 'over' && (/^(?:time|seasons?|decades?|centuries|generations?)$/.test(span) || TIME_UNITS.test(span) || nounKind(span) === 'time');
    if (anchor !== null && u.kind === 'np' && g.toks.length > 0 && (overTime || (g.toks.every((t, i) => SETTING_WORDS.has(t.lower) || PLACING_PARTICIPLES.has(t.lower) || restsIn(g.toks, i) || t.pos === 'DET' || t.text === ',' || (each && /^(?:each|all|both|its|their)$/.test(t.lower))) && g.toks.some((t) => SETTING_WORDS.has(t.lower)))) && mode !== 'parts') {
      // "in a row", "in a grid": where the figure places things, not where a thing is.
      if (toks.slice(u.first, u.last + 1).every((t) => !isContent(t) || LAYOUT_PLACES.has(t.lower))) {
        mark(gapStart, u.last, 'layout');
        continue;
      }
      // "a zebrafish embryo at 24 hours post fertilisation": a time is a caption, not a place.
      if (toks[u.first]!.pos === 'NUM' && TIME_UNITS.test(toks[u.first + 1]?.lower ?? '') && captions.size === 0) {
        addCaption(last ?? anchor, unitText(u));
        mark(gapStart, u.last, 'caption');
        continue;
      }
      // The place is the thing named just before it ("..., and rain falling on a mountain" is not the first thing's).
      const where = text.slice(g.toks.find((t) => t.text !== ',' && !/^(?:each|all|both)$/i.test(t.lower))!.start, toks[u.last]!.end).replace(/\s+/g, ' ');
      for (const h of each ? group : [last ?? anchor]) {
        const host = subjects[h]!;
        host.label = `${host.label} ${where}`;
        host.setting = host.setting ? `${host.setting} ${where}` : where;
      }
      mark(gapStart, u.last, 'setting');
      continue;
    }
    // "a chicken egg, cut open,": the state a thing is shown in.
    if (u.kind === 'np' && g.verbs.length > 0 && toks.slice(u.first, u.last + 1).every((t) => t.pos === 'ADJ' || t.pos === 'ADV')) {
      mark(gapStart, u.last, 'style');
      continue;
    }
    // A new thing: the clause's first, one beside another ("next to a B cell"), or one after
    // words that relate nothing.
    // Words between two things that no rule above reads ("A through B", "A, as a B", "A the B")
    // would leave the second thing drawn apart with no relation: refused, naming them.
    if (anchor !== null && !g.place) refuseUnplaced(`${unitText(units[k - 1]!)} ${gapWords(g)} ${unitText(u)}`, `the schematic engine does not know how ${said(gapWords(g) || 'nothing', 'the words between')} relates these; write "A → B", "A next to B" or "A, B and C".`);
    // "a cat sitting next to a dog": the verb of staying before the placing words says where the cat is.
    if (g.place && anchor !== null && g.toks.some((t) => BESIDE_WORDS.test(t.lower))) for (let m = gapStart; m < u.first; m++) if (toks[m]!.pos === 'VERB' && STAYING_VERBS.has(toks[m]!.lemma)) use[m] = 'layout';
    const index = newSubject(u);
    if (anchor === null || !g.place) anchor = index;
    group = anchor === index ? [index] : [];
    mode = 'subject';
  }
  const tail = gapOf(toks.slice(prevEnd + 1));
  if (tail.arrow && (pendingFrom !== null || !tail.toks.some((t) => t.lower === 'from'))) {
    refuseUnplaced(tail.toks.map((t) => t.text).join(' ').trim(), 'the arrow points to nothing the prompt names after it.');
  }
  if (tail.arrow) refuseUnplaced(tail.toks.map((t) => t.text).join(' ').trim(), 'the arrow starts at nothing the prompt names.');
  for (let m = prevEnd + 1; m < toks.length; m++) {
    const t = toks[m]!;
    if (isLabelWord(t.lower)) use[m] = subjects.some((s) => s.parts.length > 0) ? 'part' : 'caption';
    else if (FIGURE_WORDS.has(t.lower)) use[m] = 'figure';
  }
  // A doer dropped below only names the move: its words are the arrow's.
  doers.forEach((d) => {
    if (!arrows.some((a) => a.from === d || a.to === d)) mark(spans[d]![0], spans[d]![1], 'relation');
  });
  const words = toks.filter((t) => t.pos !== 'PUNCT' && t.pos !== 'SPACE').map((t) => ({ text: t.text, use: use[toks.indexOf(t)]! }));
  // A word that names a thing and became nothing would be dropped silently: refuse instead.
  const lost = toks.filter((t, i) => use[i] === 'function' && (t.pos === 'NOUN' || t.pos === 'PROPN') && isContent(t) && !REQUEST_VERBS.has(t.lemma) && quantityOf(t.lower) === null);
  if (lost.length > 0) refuseUnplaced(lost.map((t) => t.text).join(' '), 'the schematic engine read these words as naming a thing it could not place.');
  // "label: light source": punctuation that introduced a list is no part of its first name.
  for (const x of subjects) x.parts = shareListedNoun(x.parts.map((p) => p.replace(/^[\s:;,.]+|[\s:;,]+$/g, '')).filter(Boolean));
  // "the four lobes labelled: right lobe, left lobe, ...": a counted part before as many more announces them, no part of its own.
  for (const x of subjects) {
    const counted = x.parts.findIndex((p) => (quantityOf(p.split(/\s+/)[0]!.toLowerCase()) ?? 0) >= 2);
    // "the delocalised ring and the six hydrogens": a counted part after other parts names parts of its own; only one before them announces them.
    if (counted !== 0) continue;
    const n = quantityOf(x.parts[counted]!.split(/\s+/)[0]!.toLowerCase())!;
    const others = x.parts.filter((_, i) => i !== counted);
    if (others.length === n) x.parts = others;
    else if (others.length > 0) refuseUnplaced(x.parts[counted]!, `it announces ${n} parts, and the prompt names ${others.length}; name each part once.`);
  }
  // "A cell with its nucleus, and the nucleus with its nucleolus labelled": a part named twice was not read as written.
  for (const x of subjects) {
    const twice = x.parts.find((p, i) => x.parts.findIndex((q) => q.toLowerCase() === p.toLowerCase()) !== i);
    if (twice) refuseUnplaced(twice, `it is read twice as a part of ${said(x.label, 'the thing named')}; name each part once, or say which thing each part belongs to.`);
  }
  // "Male and female mosquito": an adjective listed before a thing of one noun names that noun too.
  for (let i = 0; i + 1 < subjects.length; i++) {
    const [a, b] = [subjects[i]!, subjects[i + 1]!];
    const own = readTokens(a.label.toLowerCase()).filter((t) => isContent(t));
    const next = readTokens(b.label.toLowerCase()).filter((t) => isContent(t));
    const lead = next.findIndex((t) => t.pos !== 'ADJ');
    if (own.length === 0 || !own.every((t) => t.pos === 'ADJ') || lead <= 0 || !next.slice(lead).every((t) => t.pos === 'NOUN' || t.pos === 'PROPN') || arrows.length > 0 || a.parts.length > 0) continue;
    const shared = b.label.slice(next[lead]!.start);
    const added = shared.toLowerCase().split(/[\s-]+/).filter(Boolean).map(singular);
    subjects[i] = { ...a, label: `${a.label} ${shared}`, noun: `${a.noun} ${b.noun.split(' ').slice(-added.length).join(' ')}`, words: [...a.words, ...added], lookup: [...[...added].reverse(), ...a.lookup] };
  }
  // "muscle and fat cells": a noun listed right before a name that ends in another noun shares that
  // noun when WordNet knows the two as one name ("muscle cell"), as "fat cell" is.
  for (let i = 0; i + 1 < subjects.length && spans.length === subjects.length; i++) {
    const [a, b] = [subjects[i]!, subjects[i + 1]!];
    const between = text.slice(toks[spans[i]![1]]!.end, toks[spans[i + 1]![0]]!.start).trim().toLowerCase();
    const head = b.words.at(-1);
    if (!/^(?:and|or|&)$/.test(between) || a.words.length !== 1 || b.words.length < 2 || a.parts.length > 0 || a.caption !== null || head === undefined || nounKind(`${a.words[0]}_${head}`) === undefined) continue;
    const shared = b.label.split(/\s+/).at(-1)!;
    subjects[i] = { ...a, label: `${a.label} ${shared}`, noun: `${a.noun} ${head}`, words: [...a.words, head], lookup: [head, ...a.lookup] };
  }
  if (spans.length === subjects.length) refuseVerbInName(toks, subjects, arrows, spans);
  const kept = dropDoers(subjects, arrows, doers);
  const exitAt = exit === null ? null : kept.index.get(exit) ?? null;
  return { ...oneCaptionEach(kept.subjects, kept.arrows, new Map([...captions].flatMap(([i, c]) => (kept.index.has(i) ? [[kept.index.get(i)!, c] as const] : [])))), words, exit: exitAt ?? (kept.subjects.length > 0 ? 0 : -1) };
}

/** Things named only as the doer of a move between two others ("denitrification takes nitrate back to N2") are the arrow's words, not things. */
function dropDoers(subjects: SceneSubject[], arrows: SceneArrow[], doers: Set<number>): { subjects: SceneSubject[]; arrows: SceneArrow[]; index: Map<number, number> } {
  const index = new Map<number, number>();
  const out: SceneSubject[] = [];
  subjects.forEach((s, i) => {
    if (doers.has(i) && !arrows.some((a) => a.from === i || a.to === i)) return;
    index.set(i, out.length);
    out.push(s);
  });
  return { subjects: out, arrows: arrows.map((a) => ({ ...a, from: index.get(a.from)!, to: index.get(a.to)! })), index };
}

/**
 * "two petri dishes labelled 'control' and 'treated'": as many captions as things is one
 * caption on each, so the dishes are drawn apart, each with its own.
 */
function oneCaptionEach(subjects: SceneSubject[], arrows: SceneArrow[], captions: Map<number, string[]>): { subjects: SceneSubject[]; arrows: SceneArrow[] } {
  const out: SceneSubject[] = [];
  const moved = new Map<number, number>();
  subjects.forEach((s, i) => {
    const list = captions.get(i) ?? [];
    moved.set(i, out.length);
    if (list.length > 1 && s.count > 1 && s.count !== list.length) refuseUnplaced(s.label, `${list.length} labels for ${s.count} things; give one label to each.`);
    if (list.length > 1 && (s.count === list.length || (s.count === 1 && s.noun !== s.label.toLowerCase() && /s$/i.test(s.label)))) {
      const label = capitalise(s.noun);
      for (const caption of list) out.push({ ...s, label, count: 1, caption, parts: [...s.parts] });
    } else out.push(s);
  });
  return { subjects: out, arrows: arrows.map((a) => ({ ...a, from: moved.get(a.from)!, to: moved.get(a.to)! })) };
}
