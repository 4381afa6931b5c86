// The prompt read into a scene (sceneTypes.ts): its title, its layout, the things it names
// with their quantities, parts and captions, and the arrows between them in order. The order of
// reading: a heading before a colon is the title; a sequence named alone, without its stages,
// is refused; "X vs Y" is a comparison; steps joined by arrows, "then", "followed by", semicolons or
// numbers are a flow (a cycle when the prompt says so); anything else is one clause (clause.ts).
import { EngineError } from '../../shared/errors.ts';
import { said, saidEach } from '../../shared/said.ts';
import { denials, isCourtesy, isDenial, isNarrative, listItems, nounKind, nounSenseKinds, protectSpans, purposeInfinitives, quantityOf, restoreSpans, spellOutSharedNouns, sentences, singular, splitRequest, undictate, verbKind, withoutHedges } from '../../language/index.ts';
import { capitalise, namedAsPart, readTokens } from './words.ts';
import { readClause, refuseUnplaced, type ClauseReading } from './clause.ts';
import { checkScene } from './accounting.ts';
import { refuseDoubtfulMentions } from './mentions.ts';
import { takeAsking } from './asking.ts';
import { ADDING, statesWhatHappens, tellsStory } from './story.ts';
import { applyInstruction, BETWEEN, bracketLabels, isInstruction, splitInstructions } from './instructions.ts';
import { droppedWords, isAccountable } from './wordAccount.ts';
import { announcesList, figureFrame, isAboutFigure, namesVenue, isAboutLook, layoutAskedFor, sideOfHeading, splitSides, VIEW_OF, viewsAfterNames, withoutPurpose, withoutVenueNames } from './framing.ts';
import { comparison, COMPARING, MAX_ELEMENTS, toPhrase, type Phrase } from './prompt.ts';
import { FIGURE_WORDS, LOOK_WORDS } from './vocabulary.ts';
import type { Scene, SceneArrow, SceneLayout, SceneSubject, SceneWord } from './sceneTypes.ts';

const STEP = '\u0001';
/** The word between things compared: "A vs B vs C". */
const VERSUS = /\s+(?:vs\.?|versus)\s+/i;
/** "(just icons of a mouse and a person)": a bracket naming the things to draw instead, as icons or pictures. */
const DRAW_INSTEAD = /\s*\((?:just|only|simply)\s+(?:(?:an?|the|two|simple)\s+)?(?:icons?|pictures?|drawings?|cartoons?|silhouettes?|pictograms?)\s+of\s+([^()]+)\)/i;
/** A time a thing is shown at: "24 hpf", "3 months", "day 7". */
const TIME_VALUE = String.raw`(?:\d+(?:\.\d+)?\s*(?:h|hrs?|hours?|hpf|dpf|hpi|dpi|days?|weeks?|months?|years?|min|mins|minutes?)|(?:day|week|month|year|hour)\s+\d+)`;
/** Things counted, then "at" a list of times: "three flasks at day 1, day 3 and day 5". */
const COUNTED_AT_TIMES = new RegExp(String.raw`\b((?:two|three|four|five|six|seven|eight|\d+)\s+[^,.;:]+?)\s+at\s+(${TIME_VALUE}(?:\s*,\s*${TIME_VALUE})*\s*,?\s+(?:and|&)\s+${TIME_VALUE})(?=\s*(?:[,.;:]|$))`, 'gi');
/** Most things compared side by side, one panel each. */
const MAX_SIDES = 4;
/** A double-headed arrow written as a sign: "↔", "<->", "<=>". */
const BOTH_WAYS = /\s*(?:<-{1,2}>|<=+>|[↔⟷⇄⇆⇔⟺])\s*/;
const ARROWS = /\s*(?:-{1,2}>|=+>|[→⟶➔➜➝⇒⟹]|\s>\s)\s*/g;
const STYLE_WORDS = /\b(?:in|with)\s+the\s+(?:style|look)\s+of\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,3}[\w-]+|\b(?:in|with)\s+(?:an?\s+|the\s+)?[a-z0-9. -]{1,24}?\s+(?:style|look|aesthetic)\b|\b[a-z0-9.-]+\s+style\b/gi;
/** A sequence named and then listed: "X cycle with A, B and C (going round)", "X pathway (A, B, C)". */
const STAGED = /^((?:[\w'’-]+\s+){0,5}?(?:cycle|loop|pathway|chain|cascade|workflow|pipeline|process))\s*(?:\(([^()]+)\)|\s+with\s+(.+?)(?:\s+(?:going|going round|in a (?:circle|loop|ring)|round and round))?)$/i;
/** "as three icons", "drawn as simple pictograms": the figure's manner of drawing the things named before. */
const AS_FIGURE = /,?\s*\b(?:(?:drawn|shown)\s+)?as\s+(?:(?:a|an|one|two|three|four|five|six|simple|separate|flat|small|little)\s+)*(?:icons?|pictograms?|symbols?|cartoons?)\b/gi;
/** A passage that only names a sequence: "the carbon cycle", "a diagram of the MAPK signalling pathway". */
const SEQUENCE_ALONE = /^(?:(?:the|a|an)\s+)?(?:(?:[\w-]+\s+){0,3}(?:of|showing)\s+(?:the\s+|a\s+)?)?((?:[\w'’-]+\s+){1,4}(?:cycle|pathway|cascade)|(?:food|feedback)\s+(?:chain|web|loop))$/i;
/** Words that make a set of things a sequence. */
const FLOW_WORDS = /\b(?:workflow|pipeline|steps?|process|protocol|procedure|timeline)\b/i;
/** Where one step ends and the next begins. */
const SEQUENCE = /\s*(?:;|\n|,?\s*\band then\b|(?<!\b(?:which|that|who)\s*),?\s*\bthen\b|,?\s*\bfollowed by\b|,?\s*\b(?:and )?(?:next(?!\s+to\b)|finally|afterwards|subsequently|lastly)\b,?)\s*/i;
/** A word that opens a sequence told in time: "first", "firstly", "to begin with". */
const SEQUENCE_OPENING = /^(?:first(?:ly)?|first of all|at first|initially|to (?:begin|start)(?: with)?)\b,?\s+(?=\S)/i;
/** A step named by its place in the order: "second trimester", "the third wash". */
const ORDINAL_HEAD = /^(?:the\s+)?(?:second|third|fourth|fifth|sixth|last|final)\b/i;
const NUMBERED = /(?:^|\s)\(?\d{1,2}[.)]\s+/g;
/** The text with its numbered items' numbers ("1. ", "(2) ", "3) ") as step marks; a number closing a bracket ("(n = 40) ") is no item's. */
function markNumbered(text: string): string {
  return text.replace(NUMBERED, (m, at: number) => {
    const before = text.slice(0, at);
    const open = (before.match(/\(/g) ?? []).length - (before.match(/\)/g) ?? []).length;
    return open > 0 && !m.trim().startsWith('(') && m.trim().endsWith(')') ? m : ` ${STEP} `;
  });
}
/** The figure asked for in a count of panels: "in four panels", "as two panels". */
const PANELS_COUNTED = /\b(?:in|as|across|over|into)\s+(two|three|four|five|six|2|3|4|5|6)\s+(?:separate\s+)?panels\b/i;
/** Words and signs that name an arrow. */
const ARROW_WORDS = /->|→|⟶|=>|↔|\barrows?\b/i;
const CYCLE_WORDS = /\b(?:cycle|loop|circular|cyclic)\b/i;
/** A step that is an action ("transfected with siRNA", "Patients randomised to drug") is one element labelled by its words. */
const RELATION_WORDS = /\b(?:arrows?|label(?:l?ed|s)?|annotated|captioned|with|showing|including|containing)\b|['"‘“]/i;


function subjectOfPhrase(p: Phrase): SceneSubject {
  return { label: p.label, noun: p.words.join(' '), words: p.words, lookup: p.lookup, count: 1, parts: [], caption: null, ...(p.side !== undefined ? { side: p.side } : {}) };
}

/** One stage of a listed sequence, named exactly as written. */
function stageSubject(item: string): SceneSubject {
  const words = item.toLowerCase().split(/[\s-]+/).filter(Boolean).map(singular);
  return { label: capitalise(item), noun: words.join(' '), words, lookup: [...words].reverse(), count: 1, parts: [], caption: null, step: true };
}

/** WordNet's kinds of nouns that name things one can draw. */
const THING_KINDS: ReadonlySet<string> = new Set(['animal', 'artifact', 'body', 'food', 'group', 'location', 'object', 'person', 'plant', 'substance']);

/** "healthy vs diseased lung": the lone adjective borrows the other side's noun. */
function shareHeadNoun(a: SceneSubject[], b: SceneSubject[]): void {
  const [x, y] = [a[0], b[0]];
  if (a.length !== 1 || b.length !== 1 || !x || !y) return;
  const size = (s: SceneSubject) => s.label.split(' ').length;
  // What the other side's first word qualifies is shared: "mutant zebrafish embryo" lends "zebrafish embryo".
  const lend = (to: SceneSubject, from: SceneSubject): SceneSubject => {
    const shared = from.label.split(' ').slice(1).join(' ');
    const added = shared.toLowerCase().split(/[\s-]+/).filter(Boolean).map(singular);
    // "normal blood vessel vs one with plaque": "one" stands for the other side's name, which takes its place.
    const one = /^one\s+(.+)$/i.exec(to.label);
    if (one) return { ...to, label: capitalise(`${shared} ${one[1]!}`), noun: shared.toLowerCase().replace(/\S+$/, (w) => singular(w)), words: added, lookup: [...added].reverse() };
    return { ...to, label: `${to.label} ${shared}`, noun: `${to.noun} ${shared.toLowerCase().replace(/\S+$/, (w) => singular(w))}`, words: [...to.words, ...added], lookup: [...[...added].reverse(), ...to.lookup] };
  };
  // "wild type vs knockout mouse": a side whose last word names no kind of thing first (a type, a control) qualifies the other's noun.
  const borrows = (s: SceneSubject) => {
    const kind = nounKind(s.lookup[0]!);
    return size(s) === 1 || (kind !== undefined && !THING_KINDS.has(kind));
  };
  // The other side lends a name that is a thing in some sense ("heart" is a feeling first, an organ too) or one WordNet does not know ("zebrafish").
  const lends = (s: SceneSubject) => {
    const kinds = nounSenseKinds(s.lookup[0]!);
    return size(s) >= 2 && (kinds.length === 0 || kinds.some((k) => THING_KINDS.has(k)));
  };
  // Either way possible ("wild type vs knockout zebrafish heart"): the longer name lends.
  if (borrows(x) && lends(y) && (!(borrows(y) && lends(x)) || size(y) > size(x))) a[0] = lend(x, y);
  else if (borrows(y) && lends(x) && (!(borrows(x) && lends(y)) || size(x) > size(y))) b[0] = lend(y, x);
}

/** Whether a thing's one-word name opens the text with no article and names no kind of thing ("wild-type and knockout mice"). */
function qualifiesNext(text: string, s: SceneSubject): boolean {
  const name = s.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/-/g, '\\s*-\\s*');
  if (s.label.split(/\s+/).length !== 1 || s.parts.length > 0 || s.caption !== null || s.count !== 1) return false;
  const lead = new RegExp(`^${name}\\s+(?:and|or|&)\\s+(?!(?:an?|the|one|two|three)\\b)`, 'i');
  // "a control and a treated mouse", "a wild-type and a mutant fly": with an article each, the second
  // thing's state word (an adjective or participle before its noun) shows the first is a state of the same noun.
  const stated = new RegExp(`^(?:an?)\\s+${name}\\s+(?:and|or)\\s+an?\\s+\\S+\\s+\\S`, 'i').test(text.trim());
  const toks = readTokens(text.trim());
  const joint = toks.findIndex((t) => t.pos === 'CCONJ');
  const stateWord = stated && joint > 0 ? toks[joint + 2] : undefined;
  const kind = nounKind(s.label.toLowerCase());
  const noKind = kind === undefined || !THING_KINDS.has(kind);
  if (stateWord && (stateWord.pos === 'ADJ' || (stateWord.pos === 'VERB' && /ed$/.test(stateWord.lower)))) return noKind;
  return lead.test(text.trim()) && (noKind || readTokens(text)[0]?.pos === 'ADJ');
}

/** Every word of a piece of text marked with one use (the title, style words, a cycle's name). */
function wordsAs(text: string, use: SceneWord['use']): SceneWord[] {
  return readTokens(text)
    .filter((t) => t.pos !== 'PUNCT' && t.pos !== 'SPACE')
    .map((t) => ({ text: t.text, use: t.pos === 'DET' || t.pos === 'ADP' || t.pos === 'CCONJ' ? 'function' : use }));
}

/** Longest headline, in words: a longer sentence, or one with a list, describes the figure rather than titling it. */
const MAX_HEADLINE_WORDS = 12;
function isHeadline(text: string): boolean {
  // "What I want drawn: an elephant → an acacia tree.": arrows draw things, never a headline.
  return text.trim().split(/\s+/).length <= MAX_HEADLINE_WORDS && !/[,;]/.test(protectSpans(text)) && !ARROW_WORDS.test(text);
}

/** "side by side", "shown side-by-side": how things are placed, never a thing. */
const SIDE_BY_SIDE = /,?\s*\b(?:(?:shown|drawn|placed|set)\s+)?side[- ]by[- ]side\b,?/i;
/** "next to each other", "facing each other": things placed together, a set rather than a contrast. */
const EACH_OTHER = /,?\s*\b(?:(?:shown|drawn|placed|set)\s+)?(?:next to|beside|alongside|near|facing|opposite) (?:each other|one another)\b,?/i;

/** "a cycle of A, B and C", "the loop of A and B": a loop named by its listed stages. */
const LOOP_OF = /^(?:(?:a|an|the)\s+)?((?:[\w'’-]+\s+){0,2}?(?:cycle|loop|circle|ring))\s+of\s+(?:the\s+)?(.+(?:,|\band\b).+)$/i;
/** "..., as a loop", "drawn in a circle": the figure's shape said after the things, no thing of its own. */
const LOOP_TAIL = /,?\s*\b(?:(?:drawn|shown|arranged|laid out)\s+)?(?:as|in|into)\s+(?:an?\s+)?(?:closed\s+|continuous\s+)?(?:cycle|loop|circle|ring)\s*[.!]?$/i;

/** A cycle word that names the figure's shape: "in a loop", "as a cycle", "back to", "round and round", "cyclic". */
const LOOP_SHAPE = /\b(?:(?:in|as|into|forming|forms?|makes?|closing)\s+(?:an?\s+|the\s+)?(?:closed\s+|continuous\s+|feedback\s+|full\s+)?(?:cycle|loop|circle|ring)|back\s+to|round and round|circular|cyclic(?:al)?)\b/i;

/** Whether the first `length` characters of a text end in a verb, read in the whole text: "Carbon moves (from ...)" names a move, not a thing. */
function endsInVerb(text: string, length = text.length): boolean {
  const last = readTokens(restoreSpans(text)).filter((t) => t.pos !== 'PUNCT' && t.pos !== 'SPACE' && t.end <= restoreSpans(text.slice(0, length)).trimEnd().length).at(-1);
  return last !== undefined && (last.pos === 'VERB' || last.pos === 'AUX');
}

/**
 * "from A to B, from B to C, and from C to D", "from A through B to C": the places a move
 * passes, in order, as steps; null when the text is not only such stretches, each starting where
 * the one before ended.
 */
function movesBetween(text: string): string | null {
  const stretches = text.trim().split(/\s*,?\s*(?:\band\s+)?(?=\bfrom\s)/i).filter((x) => x.trim());
  const places: string[] = [];
  for (const stretch of stretches) {
    const m = /^from\s+(.+?)((?:\s+(?:through|via)\s+.+?)*)\s+(?:to|into|until)\s+(.+?)[,;]?$/i.exec(stretch.trim());
    if (!m) return null;
    const via = m[2] ? m[2].split(/\s+(?:through|via)\s+/i).map((x) => x.trim()).filter(Boolean) : [];
    // "to the freezer to the sequencer": each "to" one more place; a place holding more words of relation is no place.
    const onward = m[3]!.split(/\s+(?:to|into)\s+/i);
    const all = [m[1]!, ...via, ...onward];
    if (all.some((place) => /[,;]|\b(?:then|and|which|that)\b/i.test(place) || endsInVerb(place))) return null;
    // Each stretch starts where the one before ended ("to plants, from plants"): the place named twice is one thing (mergeSame).
    if (places.length > 0 && places.at(-1)!.toLowerCase() !== all[0]!.toLowerCase()) return null;
    places.push(...all);
  }
  return places.length >= 2 ? places.join(` ${STEP} `) : null;
}

/** "the data going to the cloud": a thing moving on to a place; the verb and the place. */
const MOVES_ON = /^(?:(?:the|a|an|its|their)\s+)?(?:[\w-]+\s+){0,3}?(\w+ing|\w+s)\s+(?:on\s+|onwards?\s+)?(?:to|into|onto)\s+((?:the|a|an)\s+[^,;]+?)[.!]?$/i;

/** Whether `word` is read in `phrase` as a verb of motion ("going", "moves", "flows"), by its first sense in WordNet. */
function isMotion(phrase: string, word: string): boolean {
  const t = readTokens(phrase).find((x) => x.lower === word.toLowerCase());
  return t !== undefined && t.pos === 'VERB' && verbKind(t.lemma) === 'motion';
}

/** A quoted caption. */
const QUOTED = /["“'‘][^"”'’]{1,60}["”'’]/g;
/** ", one labelled 'A' and one labelled 'B'", "..., the other marked 'B'": each of things counted before takes one caption. */
const ONE_LABELLED_EACH = /\s*,?\s*\bone\s+(?:labell?ed|marked|captioned)\s+["“'‘][^"”'’]{1,60}["”'’](?:\s*(?:,|and|,\s*and)\s*(?:one|another|the other|the second|the third|the fourth)\s+(?:labell?ed|marked|captioned)\s+["“'‘][^"”'’]{1,60}["”'’])+/gi;

/** Whether a step reads as one action rather than things and relations. */
function isAction(step: string): boolean {
  const toks = readTokens(step);
  const first = toks.find((t) => t.pos !== 'PUNCT' && t.pos !== 'ADV' && t.pos !== 'CCONJ');
  // "transfected with siRNA", "are imaged": a step that starts with its verb is an action.
  if (first && (first.pos === 'VERB' || first.pos === 'AUX') && !/^(?:draw|show|depict|illustrate)$/.test(first.lemma)) return true;
  if (RELATION_WORDS.test(step)) return false;
  return toks.some((t) => (t.pos === 'VERB' || t.pos === 'AUX') && !/ing$/.test(t.lower)) || toks.some((t, i) => t.pos === 'VERB' && i > 0 && (toks[i + 1]?.pos === 'DET' || toks[i + 1]?.pos === 'ADP'));
}

/**
 * Whether a step is a sentence with its own doer: a thing, then a verb in its present -s form
 * or its -ing form, then more words ("Patient goes to GP", "the enzyme binds the substrate", "a
 * honeybee visiting a flower"). It relates things, and is read as a clause, not drawn as one action.
 */
function hasOwnDoer(step: string): boolean {
  const toks = readTokens(step).filter((t) => t.pos !== 'SPACE');
  let i = 0;
  while (i < toks.length && toks[i]!.pos === 'DET') i++;
  if (!/^(?:NOUN|PROPN)$/.test(toks[i]?.pos ?? '')) return false;
  while (i < toks.length && /^(?:NOUN|PROPN|ADJ|NUM)$/.test(toks[i]!.pos)) i++;
  const verb = toks[i];
  // "a honeybee visiting a flower": a thing doing something to another is a relation too; so is
  // a passive with its doer ("Plants are eaten by caterpillars").
  // "a bioreactor feeding into a column": or moving something into another thing.
  const doing = verb !== undefined && /ing$/.test(verb.lower) && (/^(?:DET|NOUN|PROPN|ADJ)$/.test(toks[i + 1]?.pos ?? '') || (/^(?:into|onto|to|towards?|through)$/.test(toks[i + 1]?.lower ?? '') && /^(?:DET|NOUN|PROPN|ADJ)$/.test(toks[i + 2]?.pos ?? '')));
  const passive = verb !== undefined && /^(?:is|are|was|were|gets?)$/.test(verb.lower) && /(?:ed|en)$/.test(toks[i + 1]?.lower ?? '') && /^(?:by|into|to|onto|on|in|at|from|with)$/.test(toks[i + 2]?.lower ?? '');
  return verb !== undefined && (passive || (verb.pos === 'VERB' && (/[^s]s$/.test(verb.lower) || doing))) && i + 1 < toks.length;
}

/** One step of a flow: an action step is one element; any other is read as a clause. */
function readStep(step: string): ClauseReading {
  // "progenitor cell, which gives rise to A and B": a thing, then what it does, is a clause with its doer.
  const relative = /^[^,;]+,\s*which\s/i.test(step);
  if (!relative && isAction(step) && !hasOwnDoer(step)) {
    const phrase = toPhrase(step, true);
    if (!phrase) return { subjects: [], arrows: [], words: wordsAs(step, 'function'), exit: -1 };
    return { subjects: [{ ...subjectOfPhrase(phrase), step: true }], arrows: [], words: wordsAs(step, 'subject'), exit: 0 };
  }
  const read = readClause(step);
  refuseApart(step, read);
  return read;
}

/** Steps joined in order: each step's exit leads to the next step's first thing. */
function joinSteps(readings: ClauseReading[], words: SceneWord[], listLeads = false): { subjects: SceneSubject[]; arrows: SceneArrow[]; words: SceneWord[] } {
  const subjects: SceneSubject[] = [];
  const arrows: SceneArrow[] = [];
  let previousExits: number[] = [];
  let previous: ClauseReading | null = null;
  for (const r of readings) {
    words.push(...r.words);
    if (r.subjects.length === 0) continue;
    const base = subjects.length;
    // "A donor gives blood; the blood bag goes to a hospital": two steps that each relate their
    // own things, the second not starting from where the first ended, leave their link unsaid.
    const [exit, first] = [subjects[previousExits[0] ?? -1], r.subjects[0]!];
    const same = exit !== undefined && (exit.noun === first.noun || (first.definite === true && first.words.every((w) => exit.words.includes(w))));
    if (previous && previous.arrows.length > 0 && r.arrows.length > 0 && previousExits.length === 1 && !same) {
      refuseUnplaced(`${subjects[previousExits[0]!]!.label}, ${r.subjects[0]!.label}`, 'each step relates its own things, and the prompt does not say how one step leads to the next; write the steps as "A → B → C".');
    }
    subjects.push(...r.subjects);
    arrows.push(...r.arrows.map((a) => ({ ...a, from: a.from + base, to: a.to + base })));
    // "blood sample, plasma, then mass spectrometry": things opening the sequence only set apart
    // by commas, led on by "then", are its first steps, each leading to the next ("A, B → C" merges).
    const chained = listLeads && previous === null && listOnly(r) && !r.words.some((w) => /^(?:and|or|&|\/)$/i.test(w.text)) && readings.length > 1;
    if (chained) for (let i = 1; i < r.subjects.length; i++) arrows.push({ from: base + i - 1, to: base + i, label: null });
    // "high-fat diet or chow": a step of several things, none related, is entered and left by each.
    const branches = listOnly(r) && !chained;
    const entries = branches ? r.subjects.map((_, i) => base + i) : [base];
    for (const from of previousExits) for (const to of entries) arrows.push({ from, to, label: null });
    // A reading with no exit (the things listed before a chain of arrows) leads to nothing.
    previousExits = r.exit < 0 ? [] : branches ? entries : chained ? [base + r.subjects.length - 1] : [base + r.exit];
    previous = r;
  }
  return { subjects, arrows, words };
}

/** Whether a step is only several things side by side ("high-fat diet or chow"), with no relation or part. */
function listOnly(r: ClauseReading): boolean {
  // "a home labelled 'pass' and a clinic labelled 'refer'": a caption relates nothing.
  return r.subjects.length >= 2 && r.arrows.length === 0 && r.subjects.every((x) => x.parts.length === 0 && !x.step);
}

/**
 * A thing named again is the same thing: "virus → host cell → nucleus, and an arrow from the
 * nucleus to new virions" has one nucleus. Things told apart by their captions stay apart.
 */
function mergeSame(subjects: SceneSubject[], arrows: SceneArrow[]): { subjects: SceneSubject[]; arrows: SceneArrow[] } {
  const out: SceneSubject[] = [];
  const to = new Map<number, number>();
  const sources = new Map<number, number[]>();
  subjects.forEach((s, i) => {
    // "the pulse generator" after "an implanted pulse generator": a definite mention of fewer words
    // is the same thing; "sequencing" after "single-cell sequencing", its head alone, too, when
    // one thing only has that head and no arrow joins the two (an arrow would then go nowhere).
    const linked = (j: number) => arrows.some((a) => (a.from === i && sources.get(j)?.includes(a.to)) || (a.to === i && sources.get(j)?.includes(a.from)));
    const headOf = (o: SceneSubject) => s.words.length < o.words.length && o.words.slice(-s.words.length).join(' ') === s.words.join(' ');
    const shorter = (o: SceneSubject) => (s.definite === true ? s.words.every((w) => o.words.includes(w)) : headOf(o)) && s.words.length < o.words.length;
    // "a neuron with tau tangles" is not "a neuron" named again, though "the neuron" after it is.
    const described = (o: SceneSubject) => (o.described ?? '') === (s.described ?? '') || (s.definite === true && s.described === undefined);
    // "a stressed cell, ... and the stressed cell with HSP70 labelled": named again with "the", a thing may bring its parts.
    const fits = (o: SceneSubject) => o.side === s.side && (s.caption === null || o.caption === s.caption) && (s.parts.length === 0 || (s.definite === true && o.parts.length === 0)) && described(o);
    let k = s.indefinite === true ? -1 : out.findIndex((o) => o.noun === s.noun && fits(o));
    if (k < 0) {
      const candidates = out.map((o, j) => j).filter((j) => shorter(out[j]!) && fits(out[j]!) && !linked(j));
      if (candidates.length === 1 && (s.definite === true || out.filter(headOf).length === 1)) k = candidates[0]!;
    }
    if (k >= 0) {
      to.set(i, k);
      if (s.parts.length > 0) out[k] = { ...out[k]!, parts: [...s.parts] };
    }
    else {
      to.set(i, out.length);
      out.push(s);
    }
    sources.set(to.get(i)!, [...(sources.get(to.get(i)!) ?? []), i]);
  });
  const seen = new Set<string>();
  const kept: SceneArrow[] = [];
  for (const a of arrows) {
    const m = { ...a, from: to.get(a.from)!, to: to.get(a.to)! };
    const key = `${m.from}>${m.to}`;
    if (m.from === m.to || seen.has(key)) continue;
    seen.add(key);
    kept.push(m);
  }
  return { subjects: out, arrows: kept };
}

/** Words for the normal state of a thing, against which another state is contrasted. */
const NORMAL_STATE = /\b(?:healthy|normal|control|wild[- ]type|untreated|uninfected|unaffected|uninjured|intact|naive|naïve|sham)\b/i;

/** Whether two things are one kind of thing, one in its normal state and one not: "healthy liver" and "cirrhotic liver". */
function contrastsStates(subjects: SceneSubject[]): boolean {
  if (subjects.length !== 2) return false;
  const [a, b] = subjects as [SceneSubject, SceneSubject];
  if (a.lookup[0] !== b.lookup[0] || a.noun === b.noun || NORMAL_STATE.test(a.label) === NORMAL_STATE.test(b.label)) return false;
  // "a dendritic cell next to a naive T cell": the normal one's name without its state word
  // ("T cell") must name the other too, or they are two kinds of thing, not two states of one.
  const [normal, other] = NORMAL_STATE.test(a.label) ? [a, b] : [b, a];
  const kind = normal.noun.replace(new RegExp(NORMAL_STATE.source, 'gi'), ' ').split(/[\s-]+/).filter(Boolean);
  return kind.every((w) => other.words.includes(w));
}

/** Arrows round every subject in the order named, the last back to the first: a cycle. */
function isLoop(subjects: SceneSubject[], arrows: SceneArrow[], least = 3): boolean {
  const n = subjects.length;
  return n >= least && arrows.length === n && arrows.every((a) => a.to === (a.from + 1) % n) && new Set(arrows.map((a) => a.from)).size === n;
}

/**
 * "Larvae hatch from eggs, larvae become pupae, ..., and adults lay eggs again": arrows that go
 * round every subject once, though not in the order named, are a cycle too. The subjects are put
 * in the order the arrows go round, from the first named, so the cycle is drawn without crossings;
 * nothing changes when the arrows do not go round.
 */
function orderRound(subjects: SceneSubject[], arrows: SceneArrow[]): void {
  const n = subjects.length;
  if (n < 3 || arrows.length !== n || isLoop(subjects, arrows)) return;
  const next = new Map(arrows.map((a) => [a.from, a.to]));
  if (next.size !== n || new Set(arrows.map((a) => a.to)).size !== n) return;
  const order = [0];
  while (order.length < n && next.get(order.at(-1)!) !== 0) order.push(next.get(order.at(-1)!)!);
  if (order.length !== n || next.get(order.at(-1)!) !== 0) return;
  const place = new Map(order.map((old, k) => [old, k]));
  const reordered = order.map((old) => subjects[old]!);
  subjects.splice(0, n, ...reordered);
  const moved = arrows.map((a) => ({ ...a, from: place.get(a.from)!, to: place.get(a.to)! })).sort((a, b) => a.from - b.from);
  arrows.splice(0, n, ...moved);
}

/** A relation that says a thing is given off, by nothing named: "ejected towards", "released into". */
const GIVEN_OFF = /^(?:ejected|released|emitted|expelled|secreted|excreted|liberated|discharged|given off|shed)\b/i;

/** Whether the arrows lead through every subject once, in the order named: a flow. */
function isChain(subjects: SceneSubject[], arrows: SceneArrow[]): boolean {
  return subjects.length >= 2 && arrows.length === subjects.length - 1 && arrows.every((a, i) => a.from === i && a.to === i + 1);
}

function tooMany(subjects: SceneSubject[], layout: SceneLayout): void {
  const max = layout === 'comparison' ? MAX_ELEMENTS.compare : layout === 'flow' ? MAX_ELEMENTS.flow : layout === 'cycle' ? MAX_ELEMENTS.cycle : MAX_ELEMENTS.grid;
  if (subjects.length > max) {
    const rest = saidEach(subjects.slice(max).map((s) => s.label), `the last ${subjects.length - max} named`);
    throw new EngineError('SCHEMATIC_TOO_MANY_THINGS', `The prompt names ${subjects.length} things; a ${layout === 'set' ? 'set' : layout} schematic draws at most ${max}, so these would be left out: ${rest}. Split the figure or name fewer.`);
  }
}

/**
 * One passage read, then checked: "A and B, each with X labelled" gives X to every thing named
 * (read onto one, copied to the rest); parts given to only some of several things otherwise
 * were misread, and are refused.
 */
function readPassage(passage: string, words: SceneWord[], known: { title: string | null }): Scene {
  const scene = readPassageOnce(passage, words, known);
  const each = /\b(?:each|both|all)(?:\s+of\s+them)?\s+(?:with|has|have|having|showing)\b(?!\s+(?:an?\s+|the\s+)?arrows?\b).*$/i.exec(passage);
  const bare = scene.subjects.filter((x) => x.parts.length === 0);
  const owner = bare.length === scene.subjects.length - 1 ? scene.subjects.find((x) => x.parts.length > 0) : undefined;
  // The "each" clause must end the passage with its parts: "..., and X on the plant cell" after it is something else.
  const ending = each ? each[0].replace(/[.\s]+$/, '') : '';
  const onlyParts = owner !== undefined && owner.caption === null && (/\blabel(?:l?ed|s)?$/i.test(ending) || ending.toLowerCase().endsWith(owner.parts.at(-1)!.toLowerCase()));
  // "A and B, each with X and Y labelled": the parts, read onto one of the things, are every thing's.
  if (each && owner && onlyParts && bare.length > 0 && scene.arrows.length === 0) {
    for (const x of bare) x.parts = [...owner.parts];
  } else if (each && scene.subjects.length > 1 && bare.length > 0) {
    refuseUnplaced(each[0], 'the schematic engine cannot tell which parts each of the things named has; name each thing\'s parts after it ("A with X and Y, B with Z").');
  }
  // "An animal cell and a plant cell with organelles labelled": parts after things joined by "and"
  // may be the last one's or all of theirs.
  const joined = /^(?:(?:an?|the|two|three|one)\s+)?[^,;]+?\s+and\s+(?:(?:an?|the|two|three|one)\s+)?[^,;]+?\s+with\s+(?:(?:its|their|the)\s+)?[^,;]+?\s+label(?:l?ed)\s*$/i;
  if (!each && owner !== undefined && owner === scene.subjects.at(-1) && scene.subjects.length === 2 && scene.arrows.length === 0 && joined.test(passage.trim()) && !/\b(?:next to|beside|by)\b/i.test(passage)) {
    refuseUnplaced(passage, `the prompt does not say whether the parts are for ${said(owner.label, 'the last thing')} only or for every thing named; write "each with ..." or put them after their thing.`);
  }
  return scene;
}

/** One passage of the prompt (a sentence, its framing set aside) read into things, arrows and a layout. */
function readPassageOnce(passage: string, words: SceneWord[], known: { title: string | null }): Scene {
  // "A and B side by side": the figure's layout; two things so placed are compared.
  const beside = SIDE_BY_SIDE.exec(passage);
  if (beside) {
    words.push(...wordsAs(beside[0], 'layout'));
    const scene = readPassage(`${passage.slice(0, beside.index)} ${passage.slice(beside.index + beside[0].length)}`.replace(/\s+/g, ' ').trim(), words, known);
    if (scene.subjects.length === 2 && scene.arrows.length === 0 && scene.subjects.every((x) => x.side === undefined)) {
      return { ...scene, layout: 'comparison', subjects: scene.subjects.map((x, i) => ({ ...x, side: i as 0 | 1 })) };
    }
    return scene;
  }
  const together = EACH_OTHER.exec(passage);
  if (together) {
    words.push(...wordsAs(together[0], 'layout'));
    passage = `${passage.slice(0, together.index)} ${passage.slice(together.index + together[0].length)}`.replace(/\s+/g, ' ').trim();
  }
  const placed = splitSides(passage);
  if (placed.sides) {
    // "on the left X, on the right Y": each side read on its own, then set side by side.
    const read = placed.sides.map((side) => readPassage(side, words, known));
    if (read.every((r) => r.subjects.length > 0)) {
      words.push(...placed.marks.flatMap((m) => wordsAs(m, 'layout')));
      const [a, b] = read.map((r, i) => r.subjects.map((s) => ({ ...s, side: i as 0 | 1 })));
      const arrows = [...read[0]!.arrows, ...read[1]!.arrows.map((x) => ({ ...x, from: x.from + a!.length, to: x.to + a!.length }))];
      return { title: known.title, layout: 'comparison', subjects: [...a!, ...b!], arrows, words };
    }
  }
  if (placed.reversed) refuseUnplaced(passage, 'things are drawn in the order they are named, and this row is not named from left to right; name them from the left ("A on the left, B in the middle, C on the right").');
  if (placed.marks.length > 0) {
    words.push(...placed.marks.flatMap((m) => wordsAs(m, 'layout')));
    passage = placed.rest;
  }
  // "the Krebs cycle with citrate, isocitrate, ... going round", "the PDCA cycle (plan, do, check, act)": the list is the stages.
  const staged = STAGED.exec(passage.trim());
  const stages = staged ? listItems(staged[2] ?? staged[3]!) : [];
  if (staged && stages.length >= 3) {
    // Each stage as written: "plan, do, check, act" are stages though "do" is a verb.
    const read = { subjects: stages.map(stageSubject), arrows: [] as SceneArrow[], words: wordsAs(stages.join(' '), 'subject') };
    {
      words.push(...wordsAs(staged[1]!, 'layout'), ...read.words);
      // "going round", "in a circle" after the list: the layout, like the sequence's name.
      words.push(...droppedWords(staged[0], `${staged[1]!} ${stages.join(' ')}`).map((w) => ({ text: w, use: 'layout' as const })));
      const loop = CYCLE_WORDS.test(staged[1]!);
      const n = read.subjects.length;
      const arrows = read.subjects.slice(loop ? 0 : 1).map((_, i) => (loop ? { from: i, to: (i + 1) % n, label: null } : { from: i, to: i + 1, label: null }));
      return { title: known.title, layout: loop ? 'cycle' : 'flow', subjects: read.subjects, arrows, words };
    }
  }
  // "a cycle of nitrogen fixation, nitrification and denitrification": a loop of the listed stages.
  const loopOf = LOOP_OF.exec(passage.trim().replace(/[.\s]+$/, ''));
  const loopStages = loopOf ? listItems(loopOf[2]!) : [];
  if (loopOf && loopStages.length >= 2 && loopStages.every((x) => !RELATION_WORDS.test(x) && !ARROWS.test(x))) {
    ARROWS.lastIndex = 0;
    const subjects = loopStages.map(stageSubject);
    words.push(...wordsAs(loopOf[1]!, 'layout'), ...wordsAs(loopStages.join(' '), 'subject'));
    return { title: known.title, layout: 'cycle', subjects, arrows: subjects.map((_, i) => ({ from: i, to: (i + 1) % subjects.length, label: null })), words };
  }
  ARROWS.lastIndex = 0;
  // "photosynthesis and respiration as a loop": the shape asked for, said after a plain list of things.
  let shaped = LOOP_TAIL.exec(passage);
  const listed = shaped ? passage.slice(0, shaped.index) : '';
  if (shaped && (listItems(listed).length < 2 || ARROWS.test(listed) || readTokens(listed).some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'ADP'))) shaped = null;
  ARROWS.lastIndex = 0;
  if (shaped) {
    words.push(...wordsAs(shaped[0], 'layout'));
    passage = `${passage.slice(0, shaped.index)} ${passage.slice(shaped.index + shaped[0].length)}`.trim();
  }
  let text = passage.replace(ARROWS, ` ${STEP} `).replace(/[ \t]+/g, ' ').trim();
  let title: string | null = known.title;
  // A colon left inside a passage introduces a list ("mitochondrion, label: outer membrane, ...").
  // "randomised 1:1": a ratio keeps its colon.
  text = text.replace(/(?<!\d):(?!\d)\s*|:\s+/g, ' ');
  const body = text.replace(/[.\s]+$/, '');

  // "Can you draw the carbon cycle?": a sequence named without its stages. Which stages a figure
  // of it shows is the writer's choice (a carbon cycle for a class is not one for a review), and
  // the prompt names none: drawing a textbook's would draw things nobody asked for.
  const sequenceOnly = SEQUENCE_ALONE.exec(body);
  if (sequenceOnly && !new RegExp(`[,;${STEP}]`).test(body)) {
    refuseUnplaced(sequenceOnly[1]!, 'the prompt names this sequence but not its stages, and the schematic engine draws only the stages a prompt names; list them ("the water cycle: evaporation, condensation, precipitation, collection").');
  }

  // "a comparison of a cat, a dog and a horse", "compare a convex lens, a concave lens and a prism":
  // each thing listed is a side of its own, up to four; more are refused.
  const compared = new RegExp(`${COMPARING.source}(.+)$`, 'i').exec(body);
  // "compare the three types of muscle tissue — skeletal, cardiac and smooth muscle": a counted kind, then the things.
  const announced = compared ? /^((?:the|these|our)\s+(\w+)\s+[^—–:]+?)\s*(?:[—–:]|\s-)\s+(.+)$/i.exec(compared[1]!) : null;
  if (compared && announced && quantityOf(announced[2]!.toLowerCase()) !== null) {
    if (quantityOf(announced[2]!.toLowerCase()) !== listItems(announced[3]!).length) refuseUnplaced(compared[1]!, `it announces ${announced[2]} things and lists ${listItems(announced[3]!).length}; name each thing once.`);
    words.push(...wordsAs(announced[1]!, 'layout'));
    compared[1] = announced[3]!;
  }
  const comparedCount = compared ? listItems(compared[1]!).length : 0;
  if (compared && comparedCount > MAX_SIDES) refuseUnplaced(body, `a comparison is drawn as up to ${MAX_SIDES} sides; name fewer things (or groups, "on the left ..., on the right ...").`);
  if (compared && (comparedCount > 2 || (announced && comparedCount === 2))) {
    const read = readClause(compared[1]!);
    if (read.subjects.length !== comparedCount || read.arrows.length > 0) refuseUnplaced(body, 'the schematic engine cannot tell the things compared apart; name each one ("A, B and C").');
    words.push(...wordsAs(COMPARING.exec(body)![0], 'layout'), ...read.words);
    return { title, layout: 'comparison', subjects: read.subjects.map((x, i) => ({ ...x, side: i })), arrows: [], words };
  }
  // "healthy lung vs asthmatic lung vs COPD lung": each thing between the "vs" is a side of its own, up to four.
  const versus = body.replace(new RegExp(STEP, 'g'), ',').split(VERSUS);
  if (versus.length >= 3) {
    if (versus.length > MAX_SIDES) refuseUnplaced(body, `a comparison is drawn as up to ${MAX_SIDES} sides; name fewer things (or groups, "on the left ..., on the right ...").`);
    const read = versus.map((side) => readClause(side));
    if (read.some((r) => r.subjects.length !== 1 || r.arrows.length > 0)) refuseUnplaced(body, 'the schematic engine cannot tell the things compared apart; name one thing between each "vs" ("A vs B vs C").');
    const last = [read.at(-1)!.subjects[0]!];
    // "wild type vs heterozygous vs knockout mouse": a side that names no kind of thing borrows the last side's noun.
    const subjects = read.map((r, i) => {
      const own = [r.subjects[0]!];
      if (i < read.length - 1) shareHeadNoun(own, [...last]);
      return { ...own[0]!, side: i };
    });
    words.push(...read.flatMap((r) => r.words), ...droppedWords(body, versus.join(' ')).map((w) => ({ text: w, use: 'layout' as const })));
    return { title, layout: 'comparison', subjects, arrows: [], words };
  }
  const sides = comparison(body.replace(new RegExp(STEP, 'g'), ','));
  // "Young vs old mice, with their hippocampus labelled": parts set off by a comma after the last
  // side are every side's when "their", "each" or "both" says so; otherwise whose is not said.
  const setOff = sides ? /,\s*(with\s+(.+?)\s+label(?:l?ed)|label(?:l?ed)\s+.+)$/i.exec(sides[1]) : null;
  let sharedParts: string[] = [];
  if (sides && setOff) {
    if (!/\b(?:their|each|both|all)\b/i.test(setOff[1]!)) refuseUnplaced(setOff[0].replace(/^,\s*/, ''), 'the prompt does not say whether these parts are the last side\'s or every side\'s; write "each with ..." or put them right after their thing.');
    sharedParts = readClause(`a thing ${setOff[1]!.replace(/\b(?:each|both|all)\s+/gi, '')}`).subjects[0]?.parts ?? [];
    if (sharedParts.length === 0) refuseUnplaced(setOff[0].replace(/^,\s*/, ''), 'the schematic engine cannot tell which parts are to be labelled; name them ("with their X and Y labelled").');
    sides[1] = sides[1].slice(0, setOff.index);
    words.push(...wordsAs(setOff[1]!, 'part'));
  }
  if (sides) {
    const read = sides.map((side) => readClause(side));
    for (const r of read) for (const x of r.subjects) if (sharedParts.length > 0) x.parts = [...sharedParts];
    // "Untreated tumour vs tumour treated with immunotherapy": a side that relates the other side's kind of
    // thing to something is that thing in a state, one thing named by the whole side.
    read.forEach((r, i) => {
      const other = read[1 - i]!;
      // "rats exposed to noise vs quiet controls": so is a side whose thing is followed by a participle, whatever the other side names.
      const participle = /^\S+\s+(?:\S+\s+)?(?:\p{L}+(?:ed|en)|fed|given|kept|grown|held)\s+(?:to|with|by|in|on|a|an|the|no)\s/iu.test(restoreSpans(sides[i]!).replace(/^(?:an?|the)\s+/i, ''));
      if (r.subjects.length !== 2 || r.arrows.length !== 1 || other.subjects.length !== 1 || (r.subjects[0]!.lookup[0] !== other.subjects[0]!.lookup[0] && !participle)) return;
      const name = restoreSpans(sides[i]!).replace(/\s*\([^()]*\)\s*$/, '').replace(/^(?:an?|the)\s+/i, '').trim();
      const caption = r.subjects.map((x) => x.caption).find((c) => c !== null) ?? null;
      read[i] = { ...r, subjects: [{ ...stageSubject(name), step: false, caption }], arrows: [], exit: 0 };
    });
    if (read[0]!.subjects.length > 0 && read[1]!.subjects.length > 0) {
      const [a, b] = read.map((r, i) => r.subjects.map((s) => ({ ...s, side: i as 0 | 1 })));
      // "a fish gill and a human lung": a side with its own article is a whole name and borrows no noun.
      if (!sides.every((x) => /^(?:an?|the)\s/i.test(x.trim()))) shareHeadNoun(a!, b!);
      const subjects = [...a!, ...b!];
      const arrows = [...read[0]!.arrows, ...read[1]!.arrows.map((x) => ({ ...x, from: x.from + a!.length, to: x.to + a!.length }))];
      // "vs", "compared with", "a comparison of": the words that make the two sides.
      words.push(...read[0]!.words, ...droppedWords(body, sides.join(' ')).map((w) => ({ text: w, use: 'layout' as const })), ...read[1]!.words);
      tooMany(subjects, 'comparison');
      return { title, layout: 'comparison', subjects, arrows, words };
    }
  }

  // Steps: arrows, "then", semicolons, numbers; "X from A to B" names the figure before "from".
  let stepText = protectSpans(body);
  const fromTo = /^(.*?)\bfrom\s+(.+?)\s+(?:to|until|into|through)\s+(.+)$/i.exec(stepText);
  const flowWords = FLOW_WORDS.test(`${title ?? ''} ${body}`);
  // "..., and an arrow from the condenser back to the reactor": an arrow named from one thing to another is that arrow, in a process too.
  if (fromTo && !/\barrows?\s*$/i.test(fromTo[1]!) && (flowWords || !/\barrows?\b/i.test(fromTo[1]!))) {
    const lead = fromTo[1]!.trim().replace(/[,;:]$/, '');
    const leadPhrase = lead ? toPhrase(restoreSpans(lead)) : null;
    if (leadPhrase && title === null && (flowWords || /\b(?:journey|path|route|course|progression|transition|change|development)\b/i.test(lead))) {
      title = capitalise(restoreSpans(lead));
      words.push(...wordsAs(restoreSpans(lead), 'title'));
      stepText = `${fromTo[2]!} ${STEP} ${fromTo[3]!}`;
    } else if (!leadPhrase || (endsInVerb(stepText, fromTo[1]!.length) && movesBetween(stepText.slice(fromTo[1]!.length)) !== null)) {
      // "going from A to B", "Carbon moves from A to B, from B to C": the words before "from" name the move, an arrow.
      words.push(...wordsAs(restoreSpans(lead), 'arrow'));
      stepText = movesBetween(stepText.slice(fromTo[1]!.length)) ?? `${fromTo[2]!} ${STEP} ${fromTo[3]!}`;
    } else if (endsInVerb(stepText, fromTo[1]!.length)) {
      // "a sample going from the patient to the freezer to the sequencer, and then the data going to the cloud": a move
      // between places, then another thing moving on to one more place; the things moved name the moves, the places are the steps.
      const moves = stepText.slice(fromTo[1]!.length);
      const next = new RegExp(SEQUENCE.source, 'i').exec(moves);
      const places = next ? movesBetween(moves.slice(0, next.index)) : null;
      const onward = next ? MOVES_ON.exec(restoreSpans(moves.slice(next.index + next[0].length))) : null;
      if (places !== null && onward && isMotion(onward[0]!, onward[1]!)) {
        words.push(...wordsAs(restoreSpans(lead), 'arrow'), ...wordsAs(onward[0]!.slice(0, onward[0]!.length - onward[2]!.length), 'arrow'));
        stepText = `${places} ${STEP} ${protectSpans(onward[2]!)}`;
      }
    }
    else if (flowWords) stepText = `${fromTo[1]!} ${STEP} ${fromTo[2]!} ${STEP} ${fromTo[3]!}`;
  }
  const numbered = /(?:^|\s)\(?1[.)]\s/.test(stepText);
  let steps = markNumbered(stepText)
    .split(new RegExp(`\\s*${STEP}\\s*|${SEQUENCE.source}`, 'i'))
    .map((s) => restoreSpans(s).trim().replace(/^(?:and|,)\s+|[,;:]$/g, '').trim())
    // "a thermometer, then an arrow to leaf litter": the arrow is the step's link to the one before.
    // "then arrows to a home and to a clinic": each "and to" is one more arrow from the step before, its end one of the step's things.
    .map((s) => {
      const link = /^(?:an?\s+)?(?:[\w-]+\s+)?arrows?\s+(?:(?:up|down|back|across|on)\s+)?(?:to|towards|into|onto)\s+/i.exec(s);
      if (!link) return s;
      const rest = s.slice(link[0].length);
      return /\barrows\b/i.test(link[0]) ? rest.replace(/\s*,?\s+(and|or)\s+(?:to|towards|into|onto)\s+/gi, ' $1 ') : rest;
    })
    // "..., then to red blood cells, then back to the mosquito": the way on is the link; the place is the step.
    .map((s) => s.replace(/^(?:(?:back|on|onwards?|down|up|out)\s+)?(?:to|into|onto)\s+(?=\p{L})/iu, ''))
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
  // "first haemostasis, then inflammation, ...": the word that opens the sequence is no part of
  // the first step's name, unless later steps are named by ordinals too ("first trimester → second trimester").
  if (steps.length >= 2 && !steps.slice(1).some((x) => ORDINAL_HEAD.test(x))) steps[0] = steps[0]!.replace(SEQUENCE_OPENING, '');
  // "light + water + CO2 → glucose + oxygen": things added together at one step are listed ("and").
  if (steps.length >= 2) steps = steps.map((x) => (/['"‘“]/.test(x) ? x : x.replace(/\s+\+\s+/g, ' and ')));
  // The words between steps ("then", "followed by", "an arrow to") are the arrows between them.
  words.push(...droppedWords(restoreSpans(stepText), steps.join(' ')).map((w) => ({ text: w, use: 'arrow' as const })));
  // "grass, rabbit, fox, decomposers, back to grass": a list that ends back at its first item goes round, in the order named.
  // "..., animals, return to air": a return to the first item is the way back, as "back to" is.
  const backTo = steps.length === 1 ? /^(.+?),\s*(?:and\s+)?(?:then\s+)?((?:back|returns?|returning)\s+to)\s+(?:the\s+|an?\s+)?([^,]+)$/i.exec(steps[0]!) : null;
  if (backTo) {
    const items = restoreSpans(protectSpans(backTo[1]!).split(/\s*,\s*(?:and\s+)?|\s+and\s+(?=[^,]*$)/).join(STEP)).split(STEP).map((x) => x.trim()).filter(Boolean);
    const first = items[0]?.replace(/^(?:the|a|an)\s+/i, '').toLowerCase();
    if (items.length >= 2 && items.every((x) => !RELATION_WORDS.test(x)) && first !== undefined && singular(first) === singular(backTo[3]!.trim().toLowerCase())) {
      words.push(...wordsAs(backTo[2]!, 'arrow'));
      steps = [...items, backTo[3]!.trim()];
    }
  }
  // A workflow named with commas only ("pipeline: extraction, sequencing, alignment") is a flow of its items.
  if (steps.length === 1 && flowWords && !numbered) {
    const items = restoreSpans(protectSpans(steps[0]!).split(/\s*,\s*(?:and\s+)?|\s+and\s+(?=[^,]*$)/).join(STEP)).split(STEP).map((s) => s.trim()).filter(Boolean);
    if (items.length >= 2 && items.every((s) => !RELATION_WORDS.test(s))) steps = items;
  }

  // A cycle word asks for a cycle in the title or as the figure's shape ("in a loop"), not inside a thing's name ("inoculating loop").
  const cyclic = CYCLE_WORDS.test(title ?? '') || LOOP_SHAPE.test(body) || shaped !== null;
  // "a recycle arrow from the condenser back to the reactor": "back to" says where one arrow
  // returns, a loop only when the arrows close one; it never adds an arrow back to the start.
  const backOnly = cyclic && !CYCLE_WORDS.test(title ?? '') && shaped === null && !LOOP_SHAPE.test(body.replace(/\bback\s+to\b/gi, ' '));
  // "A bat, a pangolin and a human, with arrows bat → pangolin → human": the things, then the chain the arrows draw between them.
  const introduced = steps.length >= 2 ? /^(.+?),?\s+(?:with\s+)?(?:the\s+)?arrows?\s*:?\s+([^,;]+)$/i.exec(steps[0]!) : null;
  let things: ClauseReading | null = null;
  if (introduced && !/\b(?:to|from|towards?|at)\b/i.test(introduced[2]!)) {
    things = readClause(introduced[1]!);
    words.push(...droppedWords(steps[0]!, `${introduced[1]!} ${introduced[2]!}`).map((w) => ({ text: w, use: 'arrow' as const })));
    steps = [introduced[2]!, ...steps.slice(1)];
  }
  if (steps.length >= 2) {
    // "A, B, then C" opens with a list led on by a word of sequence; "A, B → C" merges its list into C.
    const listLeads = new RegExp(`^[^${STEP}→>]*?(?:${SEQUENCE.source})`, 'i').test(stepText.replace(ARROWS, STEP));
    const read = steps.map(readStep);
    // "plan -> do -> check -> act": a step that gives no thing (a word read as an auxiliary) would drop out of the chain unsaid.
    const lost = steps.find((x, i) => read[i]!.subjects.length === 0 && /\p{L}/u.test(x));
    if (lost !== undefined) refuseUnplaced(lost, 'it is a step between arrows that the schematic engine did not read as a thing or an action; name it as a thing ("a ...") or write the steps as a list ("plan, do, check, act").');
    const joined = { ...joinSteps(things && things.arrows.length === 0 ? [{ ...things, exit: -1 }, ...read] : read, words, listLeads), words };
    Object.assign(joined, mergeSame(joined.subjects, joined.arrows));
    orderRound(joined.subjects, joined.arrows);
    // "day → night → day": a chain that ends on its first step, named again, goes round, even with two things.
    const norm = (x: string) => x.toLowerCase().replace(/^(?:the|a|an)\s+/, '').split(/\s+/).map(singular).join(' ');
    const returns = steps.length >= 3 && norm(steps[0]!) === norm(steps.at(-1)!) && isLoop(joined.subjects, joined.arrows, 2);
    const closed = isLoop(joined.subjects, joined.arrows) || returns;
    const layout: SceneLayout = closed || (cyclic && !backOnly && joined.subjects.length >= 3) ? 'cycle' : 'flow';
    if (joined.subjects.length === 0) return { title, layout: 'set', subjects: [], arrows: [], words };
    // "nitrogen cycle: nitrogen gas → bacteria → ammonium → ... → animals → back to ammonium": a chain
    // that already goes back to an earlier step closes its loop there; no arrow back to the first is added.
    const goesBack = joined.arrows.some((a) => a.to < a.from);
    if (layout === 'cycle' && !closed && !goesBack) joined.arrows.push({ from: joined.subjects.length - 1, to: 0, label: null });
    tooMany(joined.subjects, layout);
    return { title, layout: joined.subjects.length === 1 ? 'single' : layout, subjects: joined.subjects, arrows: joined.arrows, words: joined.words };
  }

  const reading = readClause(steps[0] ?? body);
  words.push(...reading.words);
  const { subjects, arrows } = mergeSame(reading.subjects, reading.arrows);
  // "a photon hits a metal plate and an electron is ejected towards the collector": a thing said to
  // be given off, by nothing named, comes from something the prompt leaves unsaid (the plate); when
  // its relation meets no other, which thing gives it off is a guess, and refused.
  const givenOff = arrows.filter((a) => GIVEN_OFF.test(a.label ?? '') && !arrows.some((b) => b.to === a.from));
  if (givenOff.length > 0 && arrows.length > givenOff.length) refuseApart(body, { ...reading, subjects, arrows });
  orderRound(subjects, arrows);
  // "sends ... to the pulse generator, and the pulse generator sends ... back": two things in a loop the prompt names as one.
  // "A activates B, and B inhibits A": two relations named apart that come back to the start are a loop.
  const named = arrows.length === 2 && arrows.every((a) => a.label !== null);
  let layout: SceneLayout = subjects.length === 1 ? 'single' : isLoop(subjects, arrows, cyclic || named ? 2 : 3) ? 'cycle' : isChain(subjects, arrows) || arrows.length > 0 ? 'flow' : 'set';
  // "A and B as a loop": two things asked for as a loop go round each other.
  if (cyclic && subjects.length >= (shaped ? 2 : 3) && arrows.length === 0) {
    layout = 'cycle';
    arrows.push(...subjects.map((_, i) => ({ from: i, to: (i + 1) % subjects.length, label: null })));
  }
  // "wild-type and knockout mice", "control and treated mice": a lone word that names no kind of
  // thing, listed before a named thing with no article of its own, qualifies the same noun.
  if (layout === 'set' && subjects.length === 2 && qualifiesNext(steps[0] ?? body, subjects[0]!)) {
    const [a, b] = [[subjects[0]!], [subjects[1]!]];
    shareHeadNoun(a, b);
    subjects[0] = a[0]!;
  }
  // "A healthy alveolus and, beside it, an alveolus with pneumonia": one kind of thing in its
  // normal state beside another state of it is a contrast, drawn as a comparison.
  if (layout === 'set' && contrastsStates(subjects)) {
    layout = 'comparison';
    subjects.forEach((x, i) => (x.side = i as 0 | 1));
  }
  // "carbon cycle - plants take up CO2, ..., respiration returns CO2 to the air": a cycle asked
  // for whose relations never come back round cannot be drawn as either a cycle or a plain flow.
  if (cyclic && !backOnly && layout === 'flow') refuseUnplaced(body, 'the prompt asks for a cycle, but the relations it names do not lead back to where they start; write them in order round the cycle, "A → B → C → back to A".');
  tooMany(subjects, layout);
  return { title, layout, subjects, arrows, words };
}

/** "titled 'X'", "The title is «X»", "Title: X", "Title - X", "Heading: 'X'": the title as the prompt quotes it. */
const TITLED = /(?:^|[\s,;])(?:(?:titled|entitled|headed|with the title|the title is|title is|call it|called)\s*:?\s*["“«'‘]([^"”»'’]{2,100})["”»'’]|^(?:title|heading|headline)\s*(?::|\s[-–—]{1,2})\s*["“«'‘]?(.{2,100}?)["”»'’]?$)/i;
/** Nouns that name a whole sequence: "the cell cycle", "DNA replication", "the MAPK pathway". */
const SEQUENCE_NAME = /\b(?:cycle|pathway|cascade|process|replication|division|transcription|translation|chain|loop|web|workflow|pipeline|mechanism|life cycle)\b/i;
/** A numbered step heading: "Step 1", "Stage 2", "Phase 3". */
const STEP_HEAD = /^(?:step|stage|phase)\s*(\d{1,2})$/i;
/** Heads of headings that name the story behind a figure, not what it shows: "The story:", "Some background:". */
const STORY_HEADS = /\b(?:story|background|context|idea|message|point|summary|gist|premise|motivation|rationale|findings?|results?|hypothesis|aim|goal|conclusions?|take-?away|take-home)\b/i;
/** A heading before a colon or a spaced dash: "Graphical abstract: X", "nitrogen cycle - X". */
/** "Label the parts of a bacterium", "please label these structures on the eye": a heading asking for a thing's parts to be labelled. */
const LABEL_PARTS_OF = /^((?:please\s+)?label\s+(?:the|these|its|following)?\s*(?:(?:main|key|following)\s+)?(?:parts|structures|components|organelles|features|regions|layers)\s+(?:of|on|in))\s+(.+)$/i;
/** A heading naming a thing's parts: "the parts of a flower", "Layers of the Earth". */
const PARTS_OF = /^(?:(?:the|its)\s+)?(?:(?:main|key)\s+)?(?:parts|structures|components|organelles|features|regions|layers|structure|anatomy)\s+of\s+\S/i;
const ARROWS_IN = /->|→|⟶|=>|\bthen\b|\barrows?\b/i;
/** "The Earth with its atmosphere layers", "a plant cell with the following organelles": a thing, then the kind of its parts a list names. */
const WITH_PARTS = /^(.+?)\s+(with\s+(?:(?:its|their|the|these|following|main|key)\s+)*(?:[\w-]+\s+)?(?:parts|structures|components|organelles|features|regions|layers|zones|chambers|bones|organs|horizons|sections|compartments))$/i;
// "Fig. 3 | Study design": a journal's bar after a figure's number heads as a colon does.
const HEADING = /^([^:\n]{2,120}?)(?:\s*:\s+|\s+[—–-]{1,2}\s+|\s+\|\s+)([\s\S]+)$/;

interface Fragment {
  scene: Scene;
  /** The layout this sentence's heading or framing asks for ("Side by side:", "as a circle"). */
  asked: SceneLayout | null;
  /** The number of a step heading ("Step 2: blood sampling."), when the sentence has one. */
  step?: number;
  /** Whether the sentence asks for the drawing ("Draw a hospital, ...", "Please show ..."). */
  requested?: boolean;
  /** Whether the request adds to what was described before ("Please also show ..."). */
  adding?: boolean;
  /** Whether the sentence states what happens, with no word of a drawing ("Wild bees have declined ..."). */
  stated?: boolean;
  /** The sentence's place in the prompt. */
  at: number;
  /** Whether the prompt opens with this sentence, a name with no verb ("Carbon storage in peatlands."). */
  headline?: boolean;
  /** Whether the sentence points back at things named before it ("Draw a lung next to it"). */
  refersBack?: boolean;
}

/** What a request asks to draw ("Draw ...", "Please show ...", "I'd like ..."). */
const REQUESTING = /\b(?:draw|show|depict|illustrate|sketch|make|create|render|picture|like|want|need)\b/i;

/** Whether a later sentence asks for a drawing of its own things, which the sentence at `at` then only tells the background of. */
function askedAfter(fragments: Fragment[], at: number, least = 2): boolean {
  return fragments.some((f) => f.at > at && f.requested && !f.adding && f.scene.subjects.length >= least);
}

/**
 * "Resistant bacteria leave the hospital, pass through the treatment plant and reach the river.
 * Draw a hospital, an arrow to a treatment plant, and an arrow to a river.": a sentence that
 * relates things, before one that asks for a drawing of at least two of the same things, tells
 * what happens; the asked sentence says what to draw, and the telling is the story behind it.
 */
function toldBeforeAsking(fragments: Fragment[]): Set<Fragment> {
  // "Microplastic pollution is now found in every ocean. ... Please show a harbour, an arrow to a
  // mussel, ...": a statement of what happens, with no word of a drawing, before a request that
  // names the things to draw is the background it illustrates.
  const told = new Set<Fragment>(fragments.filter((f) => f.stated && askedAfter(fragments, f.at, 1)));
  fragments.forEach((f, k) => {
    if (!f.requested) return;
    const asked = new Set(f.scene.subjects.map((s) => s.noun));
    // "Carbon storage in peatlands. ... Please draw a peat bog with ...": a name opening the prompt,
    // before a request that names other things and points back at none, is the topic, not a thing to draw.
    const topic = fragments[0]!;
    if (k > 0 && !f.adding && !f.refersBack && topic.headline && topic.scene.arrows.length === 0 && !topic.scene.subjects.some((s) => asked.has(s.noun))) told.add(topic);
    for (const u of fragments.slice(0, k)) {
      if (u.requested || u.scene.arrows.length === 0) continue;
      if (u.scene.subjects.filter((s) => asked.has(s.noun)).length >= 2) told.add(u);
    }
  });
  return told;
}

/** The things a denial names ("the brain", "map of Switzerland") as lower-case head words. */
function deniedHeads(denied: string[]): string[] {
  // "No, leave the hospital out": the words of refusing go before the thing refused.
  const refusing = /^(?:(?:no|not|never|actually|please|just|but|then|so|leave|skip|omit|drop|remove|exclude|lose|forget|without)\b[\s,]*)+/i;
  return denied.map((d) => d.replace(refusing, '').replace(/\b(?:the|a|an|any|all|other|more|actually|please|icons?|pictures?)\b/gi, ' ').replace(/[,.;!?]/g, ' ').trim().split(/\s+/)[0] ?? '').filter((w) => w.length > 1).map((w) => w.toLowerCase());
}

/** Subjects and arrows of several sentences as one scene: a thing named again is the same thing. */
function mergeFragments(fragments: Fragment[], title: string | null, words: SceneWord[]): Scene {
  const subjects: SceneSubject[] = [];
  const arrows: SceneArrow[] = [];
  let asked: SceneLayout | null = null;
  for (const f of fragments) {
    const base = subjects.length;
    subjects.push(...f.scene.subjects);
    arrows.push(...f.scene.arrows.map((a) => ({ ...a, from: a.from + base, to: a.to + base })));
    asked ??= f.asked;
  }
  const merged = mergeSame(subjects, arrows);
  orderRound(merged.subjects, merged.arrows);
  // "Step 1: recruitment. Step 2: sampling. Step 3: genotyping.": sentences numbered 1, 2, 3 in order, one thing each, are a flow.
  const numbered = fragments.map((f) => f.step);
  if (fragments.length >= 2 && numbered.every((n, i) => n === i + 1) && fragments.every((f) => f.scene.subjects.length === 1 && f.scene.arrows.length === 0) && merged.subjects.length === fragments.length) {
    return { title, layout: 'flow', subjects: merged.subjects, arrows: merged.subjects.slice(1).map((_, i) => ({ from: i, to: i + 1, label: null })), words };
  }
  if (numbered.some((n) => n !== undefined)) refuseUnplaced(fragments.map((f) => f.scene.subjects.map((x) => x.label).join(', ')).join('; '), 'the steps are not numbered 1, 2, 3 ... in order, one thing each, so the schematic engine cannot tell the sequence; write them as "A → B → C".');
  if (fragments.length === 1 && !asked) return { ...fragments[0]!.scene, title: fragments[0]!.scene.title ?? title, subjects: merged.subjects, arrows: merged.arrows, words };
  const own = fragments.map((f) => f.scene.layout);
  let layout: SceneLayout;
  const sided = merged.subjects.some((s) => s.side !== undefined);
  if (asked === 'comparison' || own.includes('comparison') || sided) layout = 'comparison';
  else if (merged.arrows.length > 0) layout = isLoop(merged.subjects, merged.arrows) || own.includes('cycle') ? 'cycle' : 'flow';
  else if (asked === 'cycle' && merged.subjects.length >= 3) {
    layout = 'cycle';
    merged.arrows.push(...merged.subjects.map((_, i) => ({ from: i, to: (i + 1) % merged.subjects.length, label: null })));
  } else if (asked === 'flow' && merged.subjects.length >= 2 && fragments.length === 1) {
    // "Mitosis in four stages: prophase, metaphase, ...": stages listed are a sequence, in the order named.
    layout = 'flow';
    merged.arrows.push(...merged.subjects.slice(1).map((_, i) => ({ from: i, to: i + 1, label: null })));
  } else layout = merged.subjects.length === 1 ? 'single' : 'set';
  if (layout === 'comparison') {
    const subjectsSided = merged.subjects.some((s) => s.side !== undefined);
    if (!subjectsSided) {
      // Two to four things compared, with no sides said: each is a side, in the order named.
      if (merged.subjects.length < 2 || merged.subjects.length > MAX_SIDES || merged.arrows.length > 0) {
        throw new EngineError('SCHEMATIC_UNPLACED', `The schematic engine cannot place a comparison of ${merged.subjects.length} things (${saidEach(merged.subjects.map((s) => s.label), 'as named')}): it draws two to ${MAX_SIDES} sides of one thing each; say which things stand on the left and which on the right.`);
      }
      merged.subjects.forEach((s, i) => (s.side = i));
    } else {
      // Things named with no side follow the thing an arrow links them to.
      for (const a of merged.arrows) {
        const [x, y] = [merged.subjects[a.from]!, merged.subjects[a.to]!];
        if (x.side === undefined && y.side !== undefined) x.side = y.side;
        if (y.side === undefined && x.side !== undefined) y.side = x.side;
      }
      const lost = merged.subjects.filter((s) => s.side === undefined);
      if (lost.length > 0) refuseUnplaced(lost.map((s) => s.label).join(', '), 'the comparison does not say on which side these stand.');
    }
  }
  return { title, layout, subjects: merged.subjects, arrows: merged.arrows, words };
}

/**
 * "mosquito bites human, parasites go to the liver, then ...": one step whose relations never
 * meet tells two stories, and which of its things the next step goes on from is not said: refused,
 * naming the first thing of each group.
 */
function refuseApart(step: string, r: ClauseReading): void {
  const group = r.subjects.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i]!)));
  for (const a of r.arrows) group[root(a.from)] = root(a.to);
  const linked = [...new Set(r.arrows.flatMap((a) => [a.from, a.to]))];
  const heads = [...new Set(linked.map(root))].map((g) => linked.find((i) => root(i) === g)!);
  if (heads.length > 1) refuseUnplaced(step, `it names relations that do not meet (${heads.map((i) => r.subjects[i]!.label).join(', ')}), so how one leads to the next is not said; write each as a step, "A → B → C".`);
}

/** Most words of one stage in a listed sequence: a longer item may relate things of its own. */
const MAX_STAGE_WORDS = 4;

/** The items of a plain list of at least three short stages ("plan, do, check, act"), or null: no arrows, relations, captions or brackets. */
function plainStages(text: string): string[] | null {
  if (/[→>()'"‘“]|\b(?:with|from|to|into|then|which|that|label(?:l?ed)?|arrows?|back)\b/i.test(text)) return null;
  const items = listItems(text);
  return items.length >= 3 && items.every((x) => x.split(/\s+/).length <= MAX_STAGE_WORDS) ? items : null;
}

/** "two arrows: one to A, one to B": a count of arrows, then each one's end. */
const COUNTED_ARROWS = /\b(two|three|four|2|3|4)\s+arrows\s*[:,—–-]?\s*((?:one|the first)\s+(?:to|into|towards)\s+[^,;]+?(?:\s*[,;]\s*(?:and\s+)?(?:one|another|the other|the second|the third)\s+(?:to|into|towards)\s+[^,;]+?)+)(?=\s*(?:[,;.]|$))/gi;

/** A sentence naming what the figure is an overview of: "Overview of the cohort", "A schematic of the study design". */
const TOPIC_OF = /^(?:(?:an?|the)\s+)?(?:\w+\s+)?(?:overview|summary|schematic|outline|illustration|diagram)\s+of\s/i;
/** Most words of a figure's short name in a caption ("Conceptual model", "The proposed mechanism"). */
const MAX_CAPTION_NAME_WORDS = 5;

/**
 * "Figure 1. Conceptual model. ...", "Fig. 2. Study design. ...": a caption pasted from a paper
 * names its figure first, a short noun phrase whose head names no kind of thing one draws (a
 * model, a design, a mechanism); a thing named so ("A mouse.", "Two flasks.") is drawn instead.
 */
function namesFigureShortly(text: string): boolean {
  const toks = readTokens(text).filter((t) => t.pos !== 'SPACE');
  if (toks.length === 0 || toks.length > MAX_CAPTION_NAME_WORDS || /^(?:a|an|one|two|three|four|five|\d+)$/i.test(toks[0]!.lower)) return false;
  if (!toks.every((t) => /^(?:NOUN|PROPN|ADJ|DET)$/.test(t.pos) || (t.pos === 'VERB' && /ed$/.test(t.lower) && t !== toks.at(-1)))) return false;
  const head = toks.at(-1)!;
  return /^(?:NOUN|PROPN)$/.test(head.pos) && !THING_KINDS.has(nounKind(singular(head.lower)) ?? 'object');
}

/** The thing a heading draws ("lever" of "Simple diagram of a lever"), when it names a drawing of one thing with an article; else null. */
function figureOfThing(head: string): string | null {
  const m = /^(?:(?:an?|the)\s+)?(?:[\w-]+\s+)?([\w-]+)\s+of\s+(?:an?|the)\s+([\w\s-]+)$/i.exec(head.trim());
  const thing = m?.[2]!.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
  return m && FIGURE_WORDS.has(m[1]!.toLowerCase()) && THING_KINDS.has(nounKind(thing) ?? '') ? m[2]!.trim() : null;
}

/** Things named in the plural that are one thing: "a pair of scissors" is one pair. */
const PAIRED_THINGS = /^(?:scissors|tweezers|forceps|pliers|tongs|glasses|spectacles|goggles|binoculars|trousers|pants|shorts|jeans|headphones|earphones|clippers|shears|calipers|callipers|gloves|socks|shoes|boots)$/i;

/** Reads the prompt into the scene to draw; EngineError SCHEMATIC_UNPLACED names words it cannot place. */
export function readScene(prompt: string): Scene {
  const words: SceneWord[] = [];
  // "w/" and "w/o", the note-taker's with and without, read as the words.
  // "pls", "plz": the chat spelling of please, an asking word like it.
  const source = undictate(prompt.normalize('NFC'))
    .replace(/(?<![\p{L}\p{N}])w\/o(?=\s)/giu, 'without')
    .replace(/(?<![\p{L}\p{N}])w\/(?=\s)/giu, 'with')
    .replace(/(?<![\p{L}\p{N}])(?:pls|plz|plse)(?![\p{L}\p{N}])/giu, 'please');
  // "an elephant → an acacia tree, and separately a fenced plot → a thicket": what follows
  // "separately" is a scene of its own, unlinked to what came before, as a new sentence is.
  let text = source.replace(/\s*,?\s*\b(?:and\s+)?separately\s*,?\s+(?=(?:an?|the|one|two|three)\s)/gi, '. ');
  for (const m of text.matchAll(STYLE_WORDS)) words.push(...wordsAs(m[0], 'style'));
  text = text.replace(STYLE_WORDS, ' ').replace(/[ \t]+/g, ' ').trim();
  // "a pair of hydrophones": two of them, counted as "two" would count them; "a pair of scissors" is one thing.
  text = text.replace(/\b(?:a|one)\s+(?:pair|couple)\s+of\s+(?=([\p{L}-]+))/giu, (m, next: string) => {
    if (singular(next.toLowerCase()) === next.toLowerCase() || PAIRED_THINGS.test(next)) return m;
    words.push(...wordsAs(m, 'quantity'));
    return 'two ';
  });
  // "mouse vs human immune system (just icons of a mouse and a person)": a bracket saying to draw
  // only icons of some things names the things drawn on the two sides in place of the topics before it.
  const instead = DRAW_INSTEAD.exec(text);
  const insteadOf = instead ? text.slice(0, instead.index).split(VERSUS) : [];
  const drawnInstead = instead ? listItems(instead[1]!) : [];
  if (instead && insteadOf.length === 2 && drawnInstead.length === 2 && text.slice(instead.index + instead[0].length).trim() === '') {
    words.push(...wordsAs(text.slice(0, instead.index), 'context'), ...wordsAs(instead[0].slice(0, instead[0].indexOf(instead[1]!)), 'figure'));
    text = `${drawnInstead[0]} vs ${drawnInstead[1]}`;
  }
  // "three zebrafish embryos at 24 hpf, 48 hpf and 72 hpf": things counted, shown at as many times, are captioned one time each, as "labelled" does.
  text = text.replace(COUNTED_AT_TIMES, '$1 labelled $2');
  // "a cross-section of the Earth": the view is how the thing is drawn, the thing is what is named.
  for (const m of text.matchAll(VIEW_OF)) words.push(...wordsAs(m[1]!.replace(/^(?:an?|the)\s+/i, ''), 'style'));
  text = text.replace(VIEW_OF, '');
  const venued = withoutVenueNames(text);
  for (const v of venued.venues) words.push(...wordsAs(v, 'context'));
  text = venued.text;
  // "in four panels": how many panels the figure has, its layout; checked against the things drawn at the end.
  const panels = PANELS_COUNTED.exec(text);
  if (panels) {
    words.push(...wordsAs(panels[0], 'layout'));
    text = text.replace(PANELS_COUNTED, ' ').replace(/[ \t]+/g, ' ').replace(/\s+,/g, ',').trim();
  }
  const viewed = viewsAfterNames(text);
  for (const v of viewed.views) words.push(...wordsAs(v, 'style'));
  text = viewed.text;
  // "mitochondria, chloroplasts and nuclei as three icons": how the things are drawn, not one more thing.
  for (const m of text.matchAll(AS_FIGURE)) words.push(...wordsAs(m[0], 'figure'));
  text = text.replace(AS_FIGURE, ' ').replace(/[ \t]+/g, ' ').trim();
  // "the experimental chamber (left) and the recording setup (right)": things placed left and
  // right by brackets, with no relation between them, stand on the two sides as "X on the left,
  // Y on the right" do; with a relation ("a donor (left) gives blood to a patient (right)") the
  // brackets only say where each goes.
  const placedBy = [...text.matchAll(/\s*\((left|right)\)/gi)];
  if (placedBy.length === 2 && placedBy[0]![1]!.toLowerCase() !== placedBy[1]![1]!.toLowerCase() && !ARROW_WORDS.test(text) && !VERSUS.test(text) && !readTokens(text.replace(/\blabel\w*|\((?:left|right)\)/gi, ' ')).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) {
    text = text.replace(/\s*\((left|right)\)/gi, (_m, side: string) => ` on the ${side.toLowerCase()}`);
  }
  // "Tumour cells (red) next to T cells (blue)", "a donor (left)": a bracket of look or place words only is how or where the thing before it is drawn, not its caption.
  text = text.replace(/\s*\(([^()]{1,40})\)/g, (m, inner: string) => {
    const inside = inner.toLowerCase().split(/[\s,/-]+/).filter((w) => w && !/^(?:in|and|or|a|an)$/.test(w));
    // "A donor (left) gives blood": a bracket of places in the figure says where the thing goes.
    if (inside.length === 0 || !inside.every((w) => LOOK_WORDS.has(w) || /^(?:left|right|top|bottom|centre|center|middle)$/.test(w))) return m;
    words.push(...wordsAs(inner, 'style'));
    return '';
  });
  let title: string | null = null;
  const denied: string[] = [];
  const fragments: Fragment[] = [];
  const instructions: string[] = [];
  /** How many things were named before each instruction sentence ("A virus particle. Label: capsid, ... Also show a host cell."). */
  const namedBefore = new Map<string, number>();
  /** Sentences read as the story behind the figure ("The idea is that ..."). */
  const stories: string[] = [];
  /** Statements the reader could not place, each with its refusal: background when a request follows, refused otherwise. */
  const unread: Array<{ at: number; body: string; error: EngineError }> = [];
  const list = sentences(text);
  // A heading made only of figure words ("Graphical abstract: X.") before more sentences: X is the title.
  let headline = false;
  /** The layout a sentence naming only the sequence asks of the list after it. */
  let topic: SceneLayout | null = null;
  /** Whether the prompt opens with a sentence only about the figure ("Figure 1.", "Graphical abstract."). */
  let figureFirst = false;
  list.forEach((sentence, k) => {
    let body = sentence.text;
    const titled = TITLED.exec(body);
    if (titled) {
      title = capitalise((titled[1] ?? titled[2]!).trim().replace(/[.]$/, ''));
      words.push(...wordsAs(titled[0], 'title'));
      body = body.replace(titled[0], ' ').trim();
    }
    // "Right half: a sedentary mouse.": a side heading, though "right" may also open a request ("Right, so draw ...").
    const framed = /^(?:left|right|top|bottom)(?:[- ](?:half|side|panel|hand side|column))?\s*:/i.test(body) ? { frame: '', rest: body } : splitRequest(body);
    words.push(...wordsAs(framed.frame, 'request'));
    body = framed.rest.replace(/[?!.]+$/, '').trim();
    // "I need a figure showing X": the figure asked for is no thing in it.
    const figure = figureFrame(body);
    words.push(...wordsAs(figure.frame, 'figure'));
    body = figure.rest;
    // "a lion, a tiger and a bear, each labelled with its name": every thing is drawn with its name already.
    body = body.replace(/,?\s*(?:each|all|both)\s+(?:labell?ed|named)\s+(?:with\s+)?(?:its|their)\s+(?:common\s+)?names?\b/gi, (m) => {
      words.push(...wordsAs(m.replace(/^,/, ''), 'layout'));
      return '';
    });
    // "a flask, a beaker and a test tube, each labelled with its volume": a label asked for whose text is not given.
    const unsaid = /\b(?:each|all|both)\s+(?:labell?ed|marked|annotated)\s+with\s+(?:its\s+|their\s+)?((?!names?\b)[\w-]+(?:\s+[\w-]+)?)\s*$/i.exec(body);
    if (unsaid) refuseUnplaced(unsaid[0], `the prompt asks for each thing's ${said(unsaid[1]!, 'label')} but does not give it; write the labels ("labelled '...'").`);
    // "a recycle arrow", "a dashed red arrow", "a zoom-in arrow": words between an article and
    // "arrow" say how the arrow looks or what it stands for, never a thing; a double-headed or
    // two-way arrow says its heads, which the arrow rules read.
    body = body.replace(/\b(an?|the|one|two|three)\s+((?:[\p{L}]+(?:-[\p{L}]+)?\s+){1,2})(arrows?)\b/giu, (m, article: string, manner: string, arrow: string) => {
      if (/\b(?:double|two|bi|reciprocal|headed|way|single|more|other|another|next|last|first|second|third|with|and|or|of|to|from|in|on|at|by|for|then|plus)\b/i.test(manner)) return m;
      words.push(...wordsAs(manner, 'style'));
      return `${/^an?$/i.test(article) ? 'an' : article} ${arrow}`;
    });
    // "an arrow pointing from the sun to a plant", "an arrow going to a cow": the participle only says the arrow's way.
    body = body.replace(/\b(arrows?)\s+(pointing|going|leading|running|heading)\s+(?=(?:from|to|towards?|into|back)\b)/gi, (_m, arrow: string, way: string) => {
      words.push({ text: way, use: 'arrow' });
      return `${arrow} `;
    });
    // "then two arrows: one to a home labelled 'pass', one to a clinic labelled 'refer'": counted
    // arrows, each said after "one", are arrows from the same thing; as many as counted or refused.
    body = body.replace(COUNTED_ARROWS, (m: string, count: string, list: string) => {
      const ends = list.split(/\s*[,;]\s*(?:and\s+)?(?=(?:one|another|the other|the second|the third)\s)/i).map((x) => x.replace(/^(?:one|another|the other|the second|the third)\s+/i, '').trim());
      if (quantityOf(count.toLowerCase()) !== ends.length) refuseUnplaced(m, `it counts ${count} arrows and names ${ends.length}; name each arrow's end once ("one to A, one to B").`);
      words.push(...wordsAs(count, 'arrow'), ...droppedWords(m, `arrows ${ends.join(' and ')}`).map((w) => ({ text: w, use: 'arrow' as const })));
      return `arrows ${ends.join(' and ')}`;
    });
    // "a neuron together with an astrocyte", "a fox along with a rabbit", "a reef as well as a
    // meadow": two things, as "and" names them ("with" alone may describe; "alongside" places).
    body = body.replace(/,?\s+(?:together\s+with|along\s+with|as\s+well\s+as)\s+(?=(?:an?|the|one|two|three|four|some|several)\s)/gi, (m) => {
      words.push(...wordsAs(m.replace(/^,/, ''), 'layout'));
      return /^,/.test(m) ? ', and ' : ' and ';
    });
    // "an arrow from the heart to the lung and back": one arrow each way.
    body = body.replace(/\bfrom\s+((?:the\s+|an?\s+)?[^,;]+?)\s+to\s+((?:the\s+|an?\s+)?[^,;]+?)\s+and\s+back(?:\s+again)?(?=\s*(?:[,;.]|$))/gi, (_m, a: string, b: string) => {
      words.push(...wordsAs('back', 'arrow'));
      return `from ${a} to ${b} and from ${b.replace(/^(?:an?)\s+/i, 'the ')} to ${a.replace(/^(?:an?)\s+/i, 'the ')}`;
    });
    // "a beaker with the caption 'Solution A'", "a mouse, with 'WT' written under it": a caption asked for in other words.
    body = body.replace(/\s*,?\s*\bwith\s+(?:the\s+|a\s+)?(caption|text|words?|label)\s+((['"‘“])[^'"‘’“”]+['"’”])(\s+(?:below|underneath|beneath|above|under it|below it|beneath it|above it))?/gi, (_m, word: string, quoted: string, _q: string, where: string | undefined) => {
      words.push(...wordsAs(`${word}${where ?? ''}`, 'labelling'));
      return ` labelled ${quoted}`;
    });
    body = body.replace(/\s*,?\s*\bwith\s+((['"‘“])[^'"‘’“”]+['"’”])\s+((?:written|printed|shown)\s+(?:under|below|beneath|above|on|beside|next to)\s+(?:it|them))/gi, (_m, quoted: string, _q: string, where: string) => {
      words.push(...wordsAs(where, 'labelling'));
      return ` labelled ${quoted}`;
    });
    // "a mouse brain with the hippocampus highlighted": a schematic points a part out by labelling it.
    body = body.replace(/(\bwith\s+(?:the\s+|its\s+|their\s+)?[^,;]+?\s+)(highlighted|indicated|pointed out|circled)(?=\s*(?:[,;.]|$))/gi, (_m, lead: string, word: string) => {
      words.push(...wordsAs(word, 'labelling'));
      return `${lead}labelled`;
    });
    // "the brain with the four lobes labelled, plus the cerebellum and brainstem": more parts, named
    // with "the" after "plus", join the labelled list; "plus an optic nerve ..." names a thing, and stays.
    body = body.replace(/(\bwith\s+[^;]+?)\s+(label(?:l?ed)|annotated)\s*,?\s+plus\s+(the\s+[^;]+?)\s*$/i, (m, list: string, word: string, more: string) => {
      if (/\b(?:an?|with|which|that|going|to|from)\b/i.test(more)) return m;
      words.push({ text: 'plus', use: 'labelling' });
      return `${list}, ${more} ${word}`;
    });
    // "SARS-CoV-2 virion, spike protein and envelope labelled": one thing, then its parts to label after a comma.
    body = body.replace(/^((?:(?:an?|the)\s+)?[^,;]+?),\s+((?:the\s+|its\s+)?[^,;]+?(?:,\s*[^,;]+?)*)\s+(label(?:l?ed)|annotated)\s*$/i, (m, thing: string, parts: string, word: string) =>
      /\b(?:and|or|with|showing|including|containing|having)\b/i.test(thing) || /^(?:an?|one|two|three)\s/i.test(parts) || /\b(?:with|showing|all|each|both|every)\b/i.test(parts) || endsInVerb(`${thing}, ${parts.split(/\s*,\s*/)[0]}`) ? m : `${thing} with ${parts} ${word}`);
    // "an X-ray tube, with a detector behind it": a thing named with "a" after ", with", placed by
    // the thing before, stands by it as a thing of its own; it is no part.
    body = body.replace(/,\s*with\s+((?:an?|one|two|three)\s+[^,;]+?)\s+(?:behind|beside|next to|in front of|alongside|near)\s+(it|them)(?=\s*(?:[,;.]|$))/gi, ', and next to $2 $1');
    // "a soil core with an earthworm inside", "a cake with a candle on top": a thing named with
    // "a" and where it sits in or on the thing before is a thing of its own drawn with it, no
    // description and no part.
    body = body.replace(/\s*,?\s*\bwith\s+((?:an?|one|two|three)\s+[^,;]+?)\s+(inside|within|on top|in it|inside it|within it|on top of it|on it)(?=\s*(?:[,;.]|$))/gi, (_m, thing: string, where: string) => {
      // Where it sits is how the two are drawn together.
      words.push(...wordsAs(where, 'style'));
      return `, and next to it ${thing}`;
    });
    // "a 3D printer ...; next to it, a finished bracket": a semicolon before a place by the thing named
    // before sets the next thing beside it, as ", and next to it" does; it is no step after it.
    body = body.replace(/\s*;\s*(?:and\s+)?((?:next to|beside|alongside|near|above|below|under|over)\s+(?:it|them))\s*,?\s+(?=(?:an?|the|one|two|three)\s)/gi, ', and $1 ');
    // "..., and a glass slide next to it": the thing placed by the one named before, read as "and next to it a glass slide".
    body = body.replace(/([,;]\s*(?:and\s+)?)((?:an?|the|one|two|three)\s+[^,;]+?)\s+(next to|beside|alongside|near|above|below|under|over)\s+(it|them)(?=\s*(?:[,;.]|$))/gi, (_m, lead: string, thing: string, place: string, it: string) => {
      // "an EEG trace above it": a thing placed above or below the one before stands by it in the figure's row.
      if (!/^(?:next to|beside|alongside|near)$/i.test(place)) words.push({ text: place, use: 'layout' });
      return `${lead}next to ${it} ${thing}`;
    });
    // "from a blood sample, isolate plasma, then ...": a thing after an opening "from" is where the steps start.
    body = body.replace(/^from\s+((?:an?|the|each|every)\s+[^,;]+?),\s+(?=\S)/i, (m, start: string) => (/\b(?:to|into|through|via|left|right|top|bottom)\b/i.test(start) ? m : `${start} → `));
    // "The cell cycle goes through G1, S, G2 and M": a sequence that goes through its stages heads them, as "The cell cycle: G1, ..." does; it is no thing with arrows to each.
    body = body.replace(/^((?:the\s+)?(?:[\w'’-]+\s+){0,3}(?:cycle|loop|pathway|cascade|process|pipeline|workflow))\s+((?:goes|runs|proceeds|passes|moves)(?:\s+(?:through|via|from))?)\s+(?=\S)/i, (m, name: string, going: string, at: number, all: string) => {
      // Only before the stages it lists ("goes quickly" lists none).
      if (!/[,→]|\b(?:and|then|to)\b/i.test(all.slice(at + m.length))) return m;
      words.push(...wordsAs(going, 'layout'));
      return `${name}: `;
    });
    // "..., nothing fancy, thx": a thank-you closing the sentence after a comma, as one standing alone.
    for (let tail = /,\s*([^,]+)$/.exec(body); tail && isCourtesy(tail[1]!.replace(/[?!.]+$/, '')); tail = /,\s*([^,]+)$/.exec(body)) {
      words.push(...wordsAs(tail[1]!, 'request'));
      body = body.slice(0, tail.index).trim();
    }
    if (!/[\p{L}\p{N}]/u.test(body)) return;
    if (tellsStory(body)) {
      stories.push(body);
      return void words.push(...wordsAs(body, 'context'));
    }
    if (isCourtesy(body)) return void words.push(...wordsAs(body, 'request'));
    // "No text: an earthworm in the soil": a denial heading a colon denies only its own words; what follows is drawn.
    if (isDenial(body) && !(/:\s*[\p{L}\p{N}]/u.test(body) && /[\p{L}\p{N}]/u.test(denials(body).rest))) {
      denied.push(...(denials(body).denied.length > 0 ? denials(body).denied : [body]));
      return void words.push(...wordsAs(body, 'denied'));
    }
    const d = denials(body);
    if (d.denied.length > 0) {
      denied.push(...d.denied);
      for (const x of d.denied) words.push(...wordsAs(x, 'denied'));
      body = d.rest;
    }
    // "Label them 'Before' and 'After'", "Between them a double-headed arrow": about things already named.
    if (isInstruction(body) && fragments.length > 0) {
      instructions.push(body);
      namedBefore.set(body, fragments.reduce((n, f) => n + f.scene.subjects.length, 0));
      return void words.push(...wordsAs(body, BETWEEN.test(body.trim()) ? 'arrow' : 'part'));
    }
    if (isAboutLook(body)) return void words.push(...wordsAs(body, 'style'));
    let asked: SceneLayout | null = null;
    let side: 0 | 1 | null = null;
    let stepNumber: number | null = null;
    let figureHeaded = false;
    /** A heading naming a sequence ("PDCA cycle", "the life cycle of a frog"), whose list is its stages. */
    let sequenceHead: string | null = null;
    const heading = HEADING.exec(protectSpans(body));
    if (heading) {
      const [head, rest] = [restoreSpans(heading[1]!), restoreSpans(heading[2]!)];
      // "The story: antibiotics kill gut bacteria, ...": a heading that names the story behind the figure heads more of it.
      // "Our model: A → B" heads the figure itself; only a heading naming the story, the background or the idea is context.
      if (k + 1 < list.length && (isNarrative(`${head.trim()} is`) || head.trim().split(/\s+/).length <= 3) && STORY_HEADS.test(head)) return void words.push(...wordsAs(body, 'context'));
      if (sideOfHeading(head) !== null) {
        // "Left half: a running mouse.": the sentence is one side of a comparison; "left: an
        // oligotrophic lake, right: a eutrophic lake" names both sides, cut apart as a passage.
        if (splitSides(body).sides === null) {
          side = sideOfHeading(head);
          words.push(...wordsAs(head, 'layout'));
          body = rest;
        }
      } else if (/\b(?:label(?:l?ed)?|labels|for|with|of|showing|including)\s*$/i.test(head)) {
        // "mitochondrion, label: outer membrane, ...": the colon introduces a list.
      } else if (STEP_HEAD.test(head.trim())) {
        // "Step 2: blood sampling.": one numbered step of a sequence.
        stepNumber = Number(STEP_HEAD.exec(head.trim())![1]);
        words.push(...wordsAs(head, 'layout'));
        body = rest;
      } else if (isAboutFigure(head) || namesVenue(head)) {
        // "Figure: a honeybee next to a flower": what follows a heading of figure words is what to draw, as "Draw ..." asks.
        // So does one naming where the figure is shown ("Teaching slide: ..."): it is no title.
        figureHeaded = true;
        asked = layoutAskedFor(head);
        words.push(...wordsAs(head, 'figure'));
        body = rest;
        // "Slide for year 9: the parts of a flower - petal, sepal, ...": under a heading of figure words, a heading naming a thing's
        // parts before their list titles the list, as it does heading the prompt ("Parts of a hydrothermal vent: chimney, plume").
        const parts = HEADING.exec(rest);
        if (parts && title === null && PARTS_OF.test(parts[1]!.trim()) && !ARROWS_IN.test(parts[2]!) && listItems(parts[2]!).length >= 2) {
          title = capitalise(parts[1]!.trim());
          words.push(...wordsAs(parts[1]!, 'title'));
          body = parts[2]!;
        }
        // "Graphical abstract: Gut microbes transfer anxiety. A donor mouse ...": a one-sentence headline.
        if (title === null && k === 0 && list.length > 1 && asked === null && isHeadline(rest)) {
          // "Graphical abstract: Title 'Microbes and mood'.": the word "title" and the quotes only say it is one.
          const quoted = /^(?:title|heading|headline)\s*:?\s*["“«'‘](.{2,100}?)["”»'’]$/i.exec(rest.trim());
          title = capitalise(quoted ? quoted[1]!.trim() : rest.trim());
          words.push(...wordsAs(rest, 'title'));
          headline = true;
          return;
        }
      } else if (/^(?:and\s+)?(?:please\s+)?label(?:\s+the|\s+its)?\s+(?=\S)/i.test(rest.trim()) && !ARROWS_IN.test(rest) && !isAboutFigure(head) && listItems(head).length === 1) {
        // "the human skull: label the mandible, maxilla and cranium": the heading is the thing, the list its parts.
        const asking = /^(?:and\s+)?(?:please\s+)?label(?:\s+the|\s+its)?\s+/i.exec(rest.trim())![0];
        words.push(...wordsAs(asking, 'labelling'));
        body = `${head} with labelled ${rest.trim().slice(asking.length)}`;
      } else if (isInstruction(rest.trim()) && !isAboutFigure(head) && listItems(head).length >= 2) {
        // "A test tube and a beaker: label the tube 'control' and the beaker 'waste'": the heading
        // names the things, and what follows the colon is said of them; no title.
        body = `${head}; ${rest}`;
      } else if (WITH_PARTS.test(head.trim()) && !ARROWS_IN.test(rest) && listItems(rest).length >= 2) {
        // "The Earth with its atmosphere layers: troposphere, stratosphere, ...": the list is the thing's parts, of the kind the heading names.
        const m = WITH_PARTS.exec(head.trim())!;
        words.push(...wordsAs(m[2]!, 'labelling'));
        body = `${m[1]!} with labelled ${rest}`;
      } else if (LABEL_PARTS_OF.test(head.trim()) && !ARROWS_IN.test(rest)) {
        // "Label the parts of a bacterium: cell wall, ribosomes, plasmid": the list is the thing's parts, asked to be labelled.
        const m = LABEL_PARTS_OF.exec(head.trim())!;
        words.push(...wordsAs(m[1]!, 'labelling'));
        body = `${m[2]!} with labelled ${rest}`;
      } else if (/^(?:a|an)\s/i.test(head.trim()) && !announcesList(head) && !isAboutFigure(head) && layoutAskedFor(head) === null && listItems(rest).length >= 2 && !ARROWS_IN.test(rest) && !SEQUENCE.test(rest)) {
        // "A patch-clamp rig: microscope, amplifier, digitiser": a thing named with "a" before a
        // list may own the list as its parts, or head a set of things drawn apart.
        refuseUnplaced(`${head}: ${rest}`, `the prompt does not say whether the things after the colon are parts of ${said(capitalise(head.trim().replace(/^(?:a|an)\s+/i, '')), 'the thing named')} to label or things to draw under that title; write "X with labelled A, B and C" or "Title: X. A, B and C".`);
      } else if (figureOfThing(head) && !SEQUENCE_NAME.test(head) && !ARROWS_IN.test(rest) && !SEQUENCE.test(rest) && listItems(rest).length >= 2 && !/\b(?:an?|the|one|two|three|four)\s/i.test(rest)) {
        // "Simple diagram of a lever: fulcrum, load and effort": bare names after a drawing of one
        // thing may be its parts to label or things drawn under that title, as after "A lever:".
        const thing = figureOfThing(head)!;
        // "Drawing of a flower: petals, sepals and stamens": names WordNet gives, every one, as parts of the thing are its parts.
        if (listItems(rest).every((x) => namedAsPart(x, thing))) {
          words.push(...wordsAs(head.slice(0, head.toLowerCase().lastIndexOf(thing.toLowerCase())), 'figure'));
          body = `the ${thing} with labelled ${rest}`;
        } else refuseUnplaced(`${head}: ${rest}`, `the prompt does not say whether the things after the colon are parts of ${said(capitalise(thing), 'the thing named')} to label or things to draw under that title; write "X with labelled A, B and C" or "Title: X. A, B and C".`);
      } else if (announcesList(head)) {
        asked = layoutAskedFor(head);
        words.push(...wordsAs(head, 'layout'));
        body = rest;
      } else if (framed.frame && SEQUENCE_NAME.test(head) && !/\b(?:a|an|with)\b/i.test(head.replace(/\b(?:of|as|in)\s+an?\b/gi, ' ')) && head.split(/\s+/).length <= 10) {
        // "Draw the cell cycle as a circle: G1 → S ...", "please show DNA replication: ...", "the life
        // cycle of a frog as a loop: ...": the name after the asking words says what the list is,
        // inside the request; it is no title.
        sequenceHead = head;
        asked = layoutAskedFor(head);
        words.push(...wordsAs(head, 'layout'));
        body = rest;
      } else if (title === null && head.split(/\s+/).length <= 8) {
        if (SEQUENCE_NAME.test(head)) sequenceHead = head;
        title = capitalise(head.trim());
        asked = layoutAskedFor(head) === 'comparison' ? 'comparison' : null;
        words.push(...wordsAs(head, 'title'));
        body = rest;
      }
    } else if (isAboutFigure(body) || namesVenue(body)) {
      // "Graphical abstract.", "Please make graphic abstract for our paper.", "Teaching slide on the immune response.": no thing in it.
      if (k === 0) figureFirst = true;
      return void words.push(...wordsAs(body, 'figure'));
    } else if (figureFirst && k === 1 && title === null && list.length > 2 && ((TOPIC_OF.test(body) && !readTokens(body).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) || namesFigureShortly(body))) {
      // "Figure 1. Overview of the cohort. ...": after the figure's name, the sentence naming what it is an overview of is its title, as after "Figure 1:".
      title = capitalise(body.trim());
      return void words.push(...wordsAs(body, 'title'));
    }
    void headline;
    // "the three states of matter, solid, liquid and gas": a counted kind set off before as many
    // short names announces them; the names are the things, the kind only says what they are.
    const counted = /^(?:the\s+|these\s+)?(two|three|four|five|six|seven|eight)\s+([^,:;()]+?)\s*[,:—–]\s*(.+)$/i.exec(body);
    // Bare names only: "Two mice, a rat and a cat" lists more things, "three tubes labelled A, B and C" captions.
    const raw = counted ? counted[3]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter((x) => !isAboutFigure(x)) : [];
    if (counted && !RELATION_WORDS.test(counted[2]!) && raw.every((x) => !/^(?:an?|the|one|two|three)\s/i.test(x))) {
      const items = listItems(counted[3]!).filter((x) => !isAboutFigure(x));
      if (items.length === quantityOf(counted[1]!.toLowerCase()) && items.every((x) => x.split(/\s+/).length <= MAX_STAGE_WORDS && !RELATION_WORDS.test(x) && !ARROW_WORDS.test(x))) {
        words.push(...wordsAs(body.slice(0, body.length - counted[3]!.length), 'layout'));
        body = counted[3]!;
      }
    }
    // "PDCA cycle: plan, do, check, act", "the life cycle of a frog as a loop: spawn, tadpole, ...":
    // a plain list after a heading that names a sequence is its stages, each as written ("do" and
    // "spawn" are stages here, though verbs), round a cycle or along a flow.
    const stages = sequenceHead !== null ? plainStages(body) : null;
    if (sequenceHead !== null && stages) {
      const subjects = stages.map(stageSubject);
      const round = CYCLE_WORDS.test(sequenceHead);
      const arrows = subjects.slice(round ? 0 : 1).map((_, i) => (round ? { from: i, to: (i + 1) % subjects.length, label: null } : { from: i, to: i + 1, label: null }));
      words.push(...wordsAs(stages.join(' '), 'subject'));
      fragments.push({ scene: { title, layout: round ? 'cycle' : 'flow', subjects, arrows, words: [] }, at: k, asked: round ? 'cycle' : 'flow', ...(REQUESTING.test(framed.frame) ? { requested: true } : {}) });
      return;
    }
    // "Can you draw the water cycle? Evaporation, ...": a sentence naming only the sequence, before its list.
    if (k + 1 < list.length && /^(?:the\s+|a\s+)?(?:[\w'’-]+\s+){0,4}(?:cycle|loop|pathway|chain|cascade|workflow|pipeline|process)\b/i.test(body) && readTokens(withoutPurpose(body)).filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').length <= 4 && !/[,;:]/.test(withoutPurpose(body))) {
      topic = layoutAskedFor(body);
      return void words.push(...wordsAs(body, 'layout'));
    }
    // "for my Year 8s", "of our wearable": who the figure is for, not what it shows; ", basically": how sure the writer is.
    const core = withoutHedges(withoutPurpose(body));
    if (core !== body.replace(/\s+/g, ' ').trim()) words.push({ text: body, use: 'context' });
    body = core;
    // "a chloroplast, want the thylakoids ... labelled thx": asking words after the thing asked for.
    const asking = takeAsking(body);
    for (const x of asking.asking) words.push(...wordsAs(x, 'request'));
    body = asking.rest;
    // "its north and south poles": a north pole and a south pole, each name whole.
    body = spellOutSharedNouns(body);
    // "a thermometer to measure water temperature": what the thing is for, no thing or arrow of its own.
    for (const p of purposeInfinitives(readTokens(body)).reverse()) {
      words.push(...wordsAs(body.slice(p.start, p.end), 'context'));
      body = `${body.slice(0, p.start).trimEnd()}${body.slice(p.end)}`;
    }
    // "a flask connected by an arrow to a condenser": the arrow names the link; the participle only says it joins.
    body = body.replace(/\b(connected|linked|joined|attached)\s+(?:by|with|via)\s+(an?\s+arrows?|arrows)\s+(to|with)\b/gi, (_m, verb: string, arrow: string) => {
      words.push({ text: verb, use: 'arrow' });
      return `with ${arrow} to`;
    });
    // "a heart, the organ that pumps blood, with ...": a kind and what it does, set off after a thing, says what the thing is; nothing more to draw.
    body = body.replace(/(\p{L})\s*,\s*(the\s+(?:[\w-]+\s+)?[\w-]+\s+(?:that|which|who)\s+[^,;:→]+?)\s*,(?=\s*\S)/giu, (_all: string, end: string, gloss: string) => {
      words.push({ text: gloss, use: 'context' });
      return `${end},`;
    });
    // "two petri dishes, one labelled 'control' and one labelled 'treated'": one caption each, in order, as "labelled 'control' and 'treated'" gives.
    body = body.replace(ONE_LABELLED_EACH, (all: string) => {
      const quotes = [...all.matchAll(QUOTED)].map((m) => m[0]);
      words.push(...wordsAs(all.replace(QUOTED, ' '), 'labelling'));
      return ` labelled ${quotes.slice(0, -1).join(', ')} and ${quotes.at(-1)!}`;
    });
    // "arrows from the battery to the switch and from the switch to the bulb": each "and from" after an arrow is one more arrow.
    // Only after a whole "from X to Y": "arrows from a cow and from a pig to a slaughterhouse" share their end.
    if (/\barrows?\s+from\b/i.test(body)) body = body.replace(/(,?\s+and\s+)(from\s)/gi, (m, and: string, from: string, at: number) => (/\bto\s/i.test(body.slice(body.slice(0, at).toLowerCase().lastIndexOf('from '), at)) ? `${and}an arrow ${from}` : m));
    // "predator ↔ prey", "lungs <-> blood": a double-headed arrow between two things is an arrow each way;
    // inside a longer chain which way the rest runs is not said.
    const both = BOTH_WAYS.exec(body);
    if (both) {
      const sides = body.split(BOTH_WAYS).map((x) => x.trim());
      if (sides.length !== 2 || sides.some((x) => !x || new RegExp(ARROWS.source).test(x) || /[,;]/.test(x))) refuseUnplaced(body, 'a double-headed arrow is drawn between two things only; write "A ↔ B" alone, or each arrow as "A → B".');
      words.push(...wordsAs(both[0], 'arrow'));
      body = `${sides[0]} and ${sides[1]}, with arrows both ways`;
    }
    if (!/[\p{L}\p{N}]/u.test(body)) return;
    const relabelled = bracketLabels(body);
    // "each with its receptor labelled (...)", "each with its name under it": words of asking for labels.
    words.push(...droppedWords(body, relabelled).map((w) => ({ text: w, use: 'labelling' as const })));
    const split = splitInstructions(relabelled);
    body = split.rest;
    instructions.push(...split.instructions);
    for (const x of split.instructions) words.push(...wordsAs(x, BETWEEN.test(x.trim()) ? 'arrow' : 'part'));
    const requested = REQUESTING.test(framed.frame) || figureHeaded;
    const stated = !requested && statesWhatHappens(body, readTokens(body));
    let scene: Scene;
    try {
      scene = readPassage(body, words, { title });
    } catch (e) {
      // A statement the reader cannot place may be background to a request after it: decided once every sentence is read.
      if (!stated || !(e instanceof EngineError)) throw e;
      unread.push({ at: k, body, error: e });
      return;
    }
    if (scene.title && title === null) title = scene.title;
    if (side !== null) for (const s of scene.subjects) s.side = side;
    // "A snake, a lizard and a turtle. Reptiles for my Year 5 class.": a bare plural after several things may name their kind or one more thing.
    const lone = scene.subjects.length === 1 && scene.arrows.length === 0 ? scene.subjects[0]! : null;
    const before = fragments.flatMap((f) => f.scene.subjects);
    if (lone && before.length >= 2 && lone.parts.length === 0 && lone.caption === null && lone.count === 1 && /^\p{Lu}?\p{Ll}+s$/u.test(lone.label) && singular(lone.label.toLowerCase()) !== lone.label.toLowerCase() && !before.some((x) => x.noun === lone.noun)) {
      refuseUnplaced(lone.label, 'it may name the kind of the things named before it or one more thing to draw; write it as the title ("Title: ...") or name it as a thing ("a ...").');
    }
    const adding = ADDING.test(`${framed.frame} ${body.split(/\s+/)[0]}`);
    // A thing named with "a" or a count ("A mouse.", "Two flasks.") is one to draw, never a topic.
    const opening = k === 0 && !requested && !heading && split.instructions.length === 0 && !/^(?:an?|one|two|three|four|five|\d+)\s/i.test(body) && !readTokens(body).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
    const refersBack = /\b(?:it|them|they|its|their|this|these|those|both)\b/i.test(body);
    if (scene.subjects.length > 0) fragments.push({ scene, at: k, asked: asked ?? topic ?? layoutAskedFor(framed.frame), ...(stepNumber !== null ? { step: stepNumber } : {}), ...(requested ? { requested } : {}), ...(adding ? { adding } : {}), ...(stated ? { stated } : {}), ...(opening ? { headline: true } : {}), ...(refersBack ? { refersBack } : {}) });
    else if (split.instructions.length === 0 && scene.title === null && readTokens(body).some(isAccountable)) {
      // A sentence read for things that gave none, and that no rule sets aside: the prompt was not understood.
      refuseUnplaced(body, 'this sentence names nothing the schematic engine could draw and is not a request, a story or a look it sets aside.');
    }
    topic = null;
  });
  // Things the prompt says not to draw, though it named them ("a small brain icon? No, skip the brain").
  const heads = deniedHeads(denied);
  for (const f of fragments) {
    const keep = f.scene.subjects.map((s) => !heads.some((h) => s.words.includes(singular(h))));
    if (keep.every(Boolean)) continue;
    f.scene.subjects.forEach((s, i) => keep[i] || words.push(...wordsAs(s.label, 'denied')));
    const index = new Map<number, number>();
    keep.forEach((k, i) => k && index.set(i, index.size));
    f.scene = { ...f.scene, subjects: f.scene.subjects.filter((_, i) => keep[i]), arrows: f.scene.arrows.filter((a) => keep[a.from] && keep[a.to]).map((a) => ({ ...a, from: index.get(a.from)!, to: index.get(a.to)! })) };
  }
  for (const u of unread) {
    // A statement the reader could not read, before a request that names even one thing to draw, is its background.
    if (!askedAfter(fragments, u.at, 1)) throw u.error;
    stories.push(u.body);
    words.push(...wordsAs(u.body, 'context'));
  }
  const told = toldBeforeAsking(fragments);
  for (const f of told) {
    words.push(...f.scene.words.map((w) => ({ ...w, use: w.use === 'function' ? w.use : ('context' as const) })));
    stories.push(f.scene.subjects.map((s) => s.label).join(', '));
  }
  const live = fragments.filter((f) => f.scene.subjects.length > 0 && !told.has(f));
  // "So the idea is that the patient gives a sample, ...": a story with nothing else to draw; which of its things the figure shows is not said.
  if (live.length === 0 && stories.length > 0) refuseUnplaced(stories[0]!, 'it reads as the story behind the figure, and the prompt names nothing else to draw; name the things to draw, with arrows between them ("patient → saliva sample → lab").');
  if (live.length === 0) return { title, layout: 'set', subjects: [], arrows: [], words };
  const scene = mergeFragments(live, title, words);
  for (const x of instructions) applyInstruction(x, scene.subjects, scene.arrows, namedBefore.get(x));
  // "A hen and an egg, with arrows both ways": a set given arrows by an instruction is a flow, or a loop when they come back.
  if ((scene.layout === 'set' || scene.layout === 'single') && scene.arrows.length > 0) scene.layout = isLoop(scene.subjects, scene.arrows, 2) ? 'cycle' : 'flow';
  // "a cylinder ..., in four panels showing intake, compression, power and exhaust": the figure
  // asked for in so many panels, when as many things are not drawn, shows something else in each.
  if (panels && quantityOf(panels[1]!.toLowerCase()) !== scene.subjects.length) refuseUnplaced(panels[0].trim(), `it asks for ${panels[1]} panels, and the prompt names ${scene.subjects.length} things to draw; name one thing for each panel ("Panel A: ...").`);
  refuseDoubtfulMentions(source, scene.subjects, scene.arrows);
  checkScene(scene, source);
  tooMany(scene.subjects, scene.layout);
  return scene;
}
