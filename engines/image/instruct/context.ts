// Clauses that say how the image is rather than what to do: "the photo came out a bit dark",
// "it looks slightly out of focus", "there's a stray caption from the draft", "the camera was
// tilted". They are never read as an edit ("dark" there is no request to darken). Such a
// clause is context, set aside, when it names nothing an edit acts on, or when what it is
// about is what another clause of the request changes: its state is the one a step corrects
// ("came out a bit dark" beside "brighten it"), or the things it names are the ones a step acts
// on ("the grey background looks dated" beside a white background, "the camera was tilted"
// beside a rotation, "there's too much empty margin" beside a trim). Otherwise it is refused
// with the rest of what was not understood: "the labels are too small" beside a crop asks for
// something no step does.
//
// A description also lends what it is about to the clause after it ("The grey background
// looks dated, white please": white is the background's; "Journal max is 1024 px on the long
// edge, scale it down to that"), and a state that has one correction is that correction when
// the request says nothing else ("it's upside down").
import { tokens, verbKind } from '../../language/index.ts';
import { parseColour } from './colours.ts';
import { takesBack } from './selfCorrection.ts';
import { readIntent } from './intents.ts';
import { isWord, MARKS, roleOf, vocabulary, wordsOf, type Word } from './lexicon.ts';
import type { Clause } from './normalise.ts';
import type { Step } from './steps.ts';

const DESCRIBES = new RegExp(
  String.raw`^(?:(?:but|and|so|well|ok|okay|also|because|since)\s+)?(?:there's|theres|there is|there are|it's|its|it is|it was|it looks|it seems|this is|that's|that is|i know|i think|i (?:realise|realize|understand|appreciate|get|see|assume|guess|suppose|noticed|notice)|(?:my|our|the) (?:pi|boss|supervisor|advisor|reviewers?|editor|journal|co-?authors?) (?:hates?|dislikes?|loves?|likes?|wants?|prefers?|said|says|asked|thinks?)|i'm|im|i am|we're|they're|(?:the|this|that|my|our|your|all the|these|those) (?:[\w'-]+ ){0,4}(?:is|are|was|were|looks?|seems?|came|comes|charges?|has(?! to\b)|have(?! to\b)|got|gets|appears?|prints?|printed|uses|requires|accepts|allows|only takes|limits|costs?|(?:wants|needs|expects|demands|asks for)(?= \d)))\b`,
);

/**
 * "the bottom panels aren't needed", "this shouldn't be there": what is not wanted, said as a
 * state. It asks that the thing go when that reads as an edit (normalise.ts says it as a removal);
 * otherwise it tells why a step is made ("keep the left half, the right side is not needed").
 */
export const UNWANTED = /\b(?:(?:is|are)(?:n't| not) (?:needed|necessary|wanted|required)|(?:should(?:n't| not)|does(?:n't| not)|do(?:n't| not)) (?:be there|be here|belong))\b/;

/**
 * What the writer grants the editor cannot do, or takes back, beside what it asks: "I know you
 * can't redraw charts", "since you can't move the legend", "forget the arrows", "never mind the
 * scale bar". Beside a step it is set aside; alone it asks for nothing and is refused.
 */
export const CONCEDED = /^(?:(?:ok|okay|so|well|fine|anyway)[, ]+)?(?:(?:forget|never mind|nevermind|skip|ignore|scrap) (?:about )?(?:the |my |that |those )?|(?:(?:i know|i'm aware|i am aware|i realise|i realize|i understand|i guess|i get that|i suppose|since|as|given that)(?: that)? )?(?:you|u|this tool|the tool|this editor|the editor|it|i|we)(?: probably| likely| obviously| clearly)? (?:can't|cannot|can not|won't|couldn't)\b(?! (?:really |quite |easily )?(?:tell|distinguish|differentiate|make out)\b)|.*\b(?:isn't|is not|not|probably not) (?:possible|doable|an option)\b|.*\bout of the question\b)/;

/**
 * A clause that says what not to do: "no white background", "don't make it greyscale", "without
 * changing the colours", "no need to recolour". Its second group is what is forbidden. A limit
 * ("no more than 800 px") or a hedge ("not too much") forbids nothing.
 */
export const FORBIDS = /^(?:(?:but|and|please|just|so)\s+)?(?:(?:there's |there is )?no need to|(?:please )?(?:don't|do not|dont|never)|(?:i|we) (?:don't|do not|dont) want(?: you to| to)?|without|no|not|avoid)\s+(?!(?:more|larger|bigger|less|smaller|wider|taller|higher|fewer) than\b|too\b|much\b|only\b|just\b)(.+)$/;

/** A clause that keeps a thing as it is: "keep the colours as they are", "leave the background alone". */
export const KEEPS = /^(?:(?:and|but|please|just)\s+)?(?:keep|leave|preserve)\s+(.+?)\s+(?:as (?:it is|they are|is|before)|alone|unchanged|the same|intact|untouched|as they were|as it was)$/;

/** Edits forbidden by their own verb, said alone: "but don't resize", "no cropping". */
const OWN_VERBS: ReadonlyArray<readonly [RegExp, Step['op']]> = [
  [/^(?:resiz|rescal|scal|upscal|downscal|shrink|enlarg)\w*(?: (?:it|this|that|them|the (?:image|figure|photo|picture))| anything)?$/, 'resize'],
  [/^(?:crop|trim)\w*(?: (?:it|this|that|them|the (?:image|figure|photo|picture))| anything)?$/, 'crop'],
  [/^rotat\w*(?: (?:it|this|that|them|the (?:image|figure|photo|picture))| anything)?$/, 'rotate'],
];

/** What a forbidding or keeping clause names by its words when it reads as no step: the colours, the background. */
export function forbiddenByWords(rest: string, kept = false): Step['op'][] {
  const ops: Step['op'][] = [];
  // "don't resize", "no cropping": an edit's own verb forbids that edit.
  for (const [verb, op] of OWN_VERBS) if (verb.test(rest)) ops.push(op);
  // "no colours at all" asks for none (grayscale); only a verb of changing forbids ("without changing the colours").
  // A thing kept as it is (`kept`) is kept from every change.
  if (!kept && !/\b(?:chang\w*|touch\w*|alter\w*|modif\w*|recolou?r\w*|edit\w*|adjust\w*|mess\w*)\b/.test(rest)) return ops;
  // "don't recolour it" forbids the recolour; the colours named as a thing kept are kept from greyscale and inversion too.
  if (/\b(?:colou?rs?|palette|colou?r-?blind)\b/.test(rest) || (kept && /\brecolou?r/.test(rest))) ops.push('recolor', 'grayscale', 'invert');
  else if (/\brecolou?r/.test(rest)) ops.push('recolor');
  if (/\b(?:background|backdrop|bg)\b/.test(rest)) ops.push('white_background');
  if (/\b(?:text|labels?|title|words?|legend)\b/.test(rest)) ops.push('remove');
  return ops;
}

/** Verbs that ask rather than tell: "the background should be white" is a request. */
const ASKING = /^(?:should|must|shall|need|needs|has to|have to|ought|wants?)$/;
/** Verbs that say how a thing is or looks, in the forms that follow a plural subject too. */
const STATE_VERBS = /^(?:be|look|seem|appear|feel|come|get|have|stay|remain)$/;
/** The parts of speech a subject is made of. */
const SUBJECT = new Set(['DET', 'NOUN', 'PROPN', 'PRON', 'ADJ', 'NUM', 'ADV']);
/** "too much empty space", "way too many colours": an amount judged, said without a verb. */
const TOO_MUCH = /^(?:(?:way|far|much|a bit|a little|slightly|just) )?too (?:much|many|little|few)\b/;
/** "too dark", "a bit too sharp", "way too bright for print": a state judged, said without a subject or a verb. */
const TOO = /^(?:(?:but|and|also|well|hmm|ok|okay|yeah|ugh|sorry)[, ]+)?(?:(?:way|far|much|a bit|a little|slightly|just|bit|kinda|kind of|rather|somewhat|a tad|a touch|quite|really|still|a wee bit|little) )*too [a-z]+(?: (?:on|in|for|at) [a-z ]+)?[!?.]*$/;

/**
 * "sharpness increase a little", "brightness decrease 10%": a quality named, then the verb of
 * changing it in its bare form, the order some languages ask in. A description would tell
 * ("the sharpness increases", "has decreased").
 */
function isQualityFirst(said: string): boolean {
  const words = wordsOf(said).filter((w) => !/^(?:the|its|image|picture|photo)$/.test(w.lower));
  const quality = words[0] && roleOf(words[0]);
  const change = words[1] && roleOf(words[1]);
  return quality?.kind === 'quality' && !quality.polar && change?.kind === 'direction' && words[1]!.lower === words[1]!.lemma;
}

/** "Now is grey", "currently it's beige": how it is now, said with the time first and the subject often left out, as some languages say it. */
const NOW_IS = /^(?:(?:but|and)\s+)?(?:now|currently|at the moment|at present|right now|at this moment)(?: it| this| they)?(?:'s| is| are| looks?| seems?)\b/;

/**
 * Whether a clause says how the image is: a subject, then a verb that tells (is, looks, was
 * tilted, prints, says) rather than asks (should be, needs to be).
 */
export function describes(said: string): boolean {
  // "I mean the other way": a writer taking back what was said tells nothing of the image.
  if (takesBack(said)) return false;
  if (DESCRIBES.test(said) || isDestinationSaid(said) || NOW_IS.test(said)) return true;
  if (isQualityFirst(said)) return false;
  // "smear the bit I selected": the masked area named by what was done to it is no subject and verb.
  const unmasked = said.replace(/\b(?:the |this |that )?(?:bit|area|region|part|spot|thing|things|stuff|what|whatever|everything) (?:i|we|you)(?:'ve| have)? (?:masked|marked|selected|highlighted|painted)(?: out| in| off)?\b/g, 'it');
  const words = tokens(unmasked).filter((t) => t.pos !== 'PUNCT' && t.pos !== 'SPACE');
  // "colour costs extra", "the journal prints in black": a verb in -s the tagger took for a plural noun, after its subject.
  const toldAsNoun = (t: (typeof words)[number], i: number) =>
    (t.pos === 'NOUN' && i > 0 && /s$/.test(t.lower) && words[i - 1]!.pos === 'NOUN' && verbKind(t.lemma) !== undefined && /^(?:ADJ|ADV|ADP|NUM|DET)$/.test(words[i + 1]?.pos ?? '') && !/^(?:that|which|who)$/.test(words[i + 1]!.lower)) ||
    // "dark cells on white look better": a verb of state after a plural subject, before how it is.
    (t.pos === 'NOUN' && i > 0 && /^(?:look|seem|appear)$/.test(t.lower) && /^(?:NOUN|ADJ)$/.test(words[i - 1]!.pos) && /^(?:ADJ|ADV)$/.test(words[i + 1]?.pos ?? '')) ||
    // "the colours clash", "colour figures cost extra": a verb the tagger took for a noun, after a plural subject.
    (t.pos === 'NOUN' && i > 0 && words[i - 1]!.pos === 'NOUN' && /s$/.test(words[i - 1]!.lower) && verbKind(t.lower) !== undefined && (i === words.length - 1 || /^(?:ADJ|ADV)$/.test(words[i + 1]!.pos))) ||
    // "image tilted 2 degrees", a note's description without its "is": a participle the tagger took for a noun, after its subject.
    (t.pos === 'NOUN' && i > 0 && words[i - 1]!.pos === 'NOUN' && isParticiple(t.lower));
  const verb = words.findIndex((t, i) => t.pos === 'VERB' || t.pos === 'AUX' || toldAsNoun(t, i));
  if (verb < 0 && TOO_MUCH.test(said)) return true;
  if (TOO.test(said)) return true;
  if (toldOfThePast(said)) return true;
  if (isRequirement(said)) return true;
  // A subject may carry a place after its noun: "dark cells on white look better", "the text in panel B is blurry".
  // Two things joined are one subject: "the red and green are hard to tell apart".
  const inSubject = (t: (typeof words)[number], i: number) =>
    SUBJECT.has(t.pos) || ((t.pos === 'CCONJ' || (t.pos === 'ADP' && /^(?:on|in|at|of|under|behind|near|inside|within|from|with|along|across)$/.test(t.lower))) && i > 0 && SUBJECT.has(words[i - 1]!.pos) && words[i + 1] !== undefined && SUBJECT.has(words[i + 1]!.pos) && (t.pos === 'CCONJ' || words[i - 1]!.pos === 'NOUN'));
  if (verb < 1 || !words.slice(0, verb).every(inSubject)) return false;
  // "a palette that works for ...": a verb after a relative pronoun tells of the noun before it, inside a request.
  if (verb >= 2 && /^(?:that|which|who)$/.test(words[verb - 1]!.lower)) return false;
  // A colour is a thing said of: "the red and green are hard to tell apart".
  if (!words.slice(0, verb).some((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'PRON' || (t.pos === 'ADJ' && parseColour(t.lower) !== null && words[0]!.pos === 'DET'))) return false;
  const v = words[verb]!;
  if (ASKING.test(v.lower) || (v.lower === 'has' && words[verb + 1]?.lower === 'to')) return false;
  // A told verb: is, was, looks, came, prints; a base form only of a verb of state after a plural ("colours look washed out").
  // A negated statement tells too: "the colours don't work", "it doesn't print well"; "I don't need panel C" asks.
  const asker = /^(?:i|we|you)$/.test(words[verb - 1]!.lower);
  const negated = /^(?:do|does|did|can|could|will|would)$/.test(v.lemma) && /^(?:n't|not)$/.test(words[verb + 1]?.lower ?? '');
  if (!asker && negated) return true;
  // "I can't tell the lines apart": what the writer cannot see tells of the image, as "they look the same" does.
  if (negated && v.lemma === 'can' && /^(?:tell|distinguish|differentiate|separate)$/.test(words[verb + 2]?.lemma ?? '')) return true;
  if (!asker && /^(?:don't|doesn't|didn't|can't|won't|isn't|aren't|wasn't|weren't)$/.test(v.lower)) return true;
  // "colour figures cost extra", "the bars overlap": a verb's base form after a plural subject tells.
  const plural = words[verb - 1]!.pos === 'NOUN' && /s$/.test(words[verb - 1]!.lower) && (v.pos === 'VERB' || v.pos === 'NOUN') && v.lower === v.lemma;
  return plural || /^(?:is|are|was|were|'s|'re|has|had)$/.test(v.lower) || /(?:s|ed)$/.test(v.lower) || (STATE_VERBS.test(v.lemma) && v.lower !== 'be');
}

/** Whether a word in -ed is a verb's participle ("tilted"), as the tagger reads it after "it is". */
function isParticiple(word: string): boolean {
  if (!/ed$/.test(word)) return false;
  const t = tokens(`it is ${word}`)[2];
  return t !== undefined && t.pos === 'VERB' && t.lemma !== word;
}

/** "the website template needs that": a requirement of someone else's, pointing at what another clause gives. */
function isRequirement(said: string): boolean {
  return /^(?:the|this|that|my|our|their|his|her) (?:[\w'-]+ ){0,3}(?:needs|wants|requires|expects|demands) (?:that|this|it|those|these)(?: (?:width|height|size|ratio|shape|format|length))?$/.test(said) && !/^(?:the|this|that) (?:image|picture|photo|figure)\b/.test(said);
}

/** "I took it with the lights off", "we scanned it at 600 dpi": how the picture was made, told in the past. */
function toldOfThePast(said: string): boolean {
  const words = tokens(said).filter((t) => t.pos !== 'PUNCT' && t.pos !== 'SPACE');
  const v = words[1];
  return words.length > 2 && /^(?:i|we)$/.test(words[0]!.lower) && v !== undefined && v.pos === 'VERB' && v.lower !== v.lemma && !/ing$/.test(v.lower) && !/^(?:want|need|like|hope|wonder|prefer|love|wish)$/.test(v.lemma);
}

/** What a description or a step is about. */
type Topic = 'place' | 'text' | 'orientation' | 'size' | 'colour' | 'background' | 'ratio' | 'panel' | 'marks';

const TOPICS: ReadonlyArray<readonly [Topic, readonly string[]]> = [
  ['place', vocabulary('side', 'sides', 'edge', 'edges', 'corner', 'corners', 'half', 'margin', 'margins', 'whitespace', 'space', 'padding', 'border', 'room', 'top', 'bottom', 'left', 'right', 'empty', 'blank', 'strip', 'area', 'part')],
  ['text', vocabulary('label', 'labels', 'text', 'legend', 'axis', 'title', 'caption', 'annotation', 'watermark', 'note', 'heading', 'words', 'scale', 'logo', 'stamp', 'arrow', 'arrows', 'timestamp', 'date')],
  ['orientation', vocabulary('upside', 'sideways', 'tilted', 'tilt', 'crooked', 'rotated', 'skewed', 'level', 'straight', 'angle', 'mirrored', 'flipped', 'backwards', 'reversed', 'side', 'camera', 'orientation')],
  ['size', vocabulary('size', 'max', 'maximum', 'limit', 'big', 'bigger', 'large', 'larger', 'small', 'smaller', 'tiny', 'huge', 'long', 'wide', 'tall', 'high', 'file')],
  ['colour', vocabulary('color', 'colors', 'channel', 'print', 'printed', 'printing', 'ink', 'tint', 'hue', 'grayscale')],
  ['background', vocabulary('background', 'backgrounds', 'backdrop', 'bg')],
  ['ratio', vocabulary('ratio', 'format', 'shape', 'square', 'slide', 'slides', 'screen', 'widescreen', 'portrait', 'landscape', 'orientation')],
  ['panel', vocabulary('panel', 'panels', 'row', 'rows', 'column', 'columns', 'subplot', 'subplots')],
  ['marks', MARKS],
];

/** Words that say which way things run: a description using one is about orientation. */
const ORIENTED = ['vertically', 'vertical', 'horizontally', 'horizontal', 'sideways', 'upside', 'tilted', 'crooked', 'skewed', 'rotated', 'mirrored', 'flipped', 'backwards'];
const SIZE_WORDS = ['big', 'bigger', 'large', 'larger', 'huge', 'wide', 'wider', 'small', 'tiny', 'narrow', 'thin', 'thick'];

function topicsOfWord(word: Word): Topic[] {
  const out = TOPICS.filter(([, list]) => list.includes(word.lower) || list.includes(word.lemma)).map(([topic]) => topic);
  if (parseColour(word.lower) && word.lower !== 'transparent') out.push('colour');
  if (/^(?:topleft|topright|bottomleft|bottomright|panel_\w+)$/.test(word.lower)) out.push(word.lower.startsWith('panel') ? 'panel' : 'place');
  if (/^\d+(?:\.\d+)?px$/.test(word.lower)) out.push('size', 'place');
  return out;
}

/** What a step acts on: a crop on places and panels, and on the text of a strip it cuts away. */
function topicsOfStep(step: Step): Topic[] {
  switch (step.op) {
    case 'crop':
      // What a crop cuts away is often said as the background there ("the bottom is just empty background").
      return step.region.kind === 'panels' ? ['panel', 'place'] : ['place', 'text', 'panel', 'background'];
    case 'rotate':
    case 'flip':
      return ['orientation', 'place'];
    case 'resize':
      return ['size'];
    case 'pad':
    case 'border':
      return ['place', 'text'];
    case 'aspect_ratio':
      return ['ratio', 'place', 'size'];
    case 'white_background':
      return ['background', 'colour'];
    case 'grayscale':
    case 'invert':
    case 'recolor':
      return ['colour', 'marks', 'background'];
    default:
      return [];
  }
}

/**
 * Where the image is going or what it is for, said of the image itself: "it is going behind
 * text on a slide", "this will be printed in a journal", "the figure is for a poster". A verb
 * of going or use, then a place or purpose: what it says of text, colour or size there is the
 * destination's, not the image's. "It will be printed" is one too: its "at 300 dpi" went into
 * the lengths beside it.
 */
const DESTINATION = /^(?:(?:but|and|so|well)\s+)?(?:it|this|that|the (?:image|figure|photo|picture|plot|chart|graph|panel)|fig(?:ure)?\.? ?\d+[a-z]?)(?:'s|'ll| is| will| are)?(?: (?:be|get|being))?(?: going to be| going to go)? (?:going|goes|go|used|shown|printed|projected|placed|put|displayed|presented|sitting|sit|sits|meant|intended|destined|headed|ending up|end up)? ?(?:behind|on|in|into|onto|at|next to|beside|for|under|over|as part of|inside)\b|^(?:(?:but|and|so|well)\s+)?(?:it|this|that|the (?:image|figure|photo|picture|plot|chart|graph|panel))(?:'ll| will| is| is going to)? be (?:printed|published|projected|displayed)$/;

function isDestination(clause: Clause): boolean {
  return isDestinationSaid(clause.said);
}

function isDestinationSaid(said: string): boolean {
  // "it's going to be a slide background", "this will be the cover image": what the image is going to be used as.
  if (/^(?:(?:but|and|so|well)\s+)?(?:it|this|that|the (?:image|figure|photo|picture))(?:'s| is|'ll| will)(?: going to)? be (?:a|an|the|used as|part of|my|our)\b/.test(said)) return true;
  const m = DESTINATION.exec(said);
  // A bare "it is in/on ..." says how the image is ("it's on its side"): only a verb of going or use says where it goes.
  return m !== null && /\b(?:going|goes|go|used|shown|printed|projected|placed|put|displayed|presented|sitting|sit|sits|meant|intended|destined|headed|ending up|end up|for)\b/.test(m[0]);
}

/** Whether a describing clause is context for these steps (see the file's comment). */
export function isContext(clause: Clause, steps: Step[]): boolean {
  // "too bright on screen", "lost in print": where the picture is seen is not a thing of it.
  // "too much white around the plot": white said as an amount is empty space.
  const words = wordsOf(
    clause.core
      .replace(/\b(?:on|in|at) (?:screen|print|paper|projector|monitor|slides?|poster|web|phone|display)\b/g, ' ')
      .replace(/\b(much|more|lots of|lot of|plenty of|excess|extra) white\b/g, '$1 whitespace')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  // How the picture was made is the story behind the request, whatever words it uses ("with the lights off").
  if (toldOfThePast(clause.said) || isRequirement(clause.said)) return true;
  // "I have masked the old scale bar", "I've painted over the specks in the mask": what the mask marks, beside a step that uses it.
  if (clause.namesMask && steps.some((s) => s.op === 'remove' || ('inMask' in s && s.inMask))) return true;
  // "dark on white looks better in print", "it reads more clearly": how the result would be judged says why the edit is wanted.
  if (/\b(?:looks?|reads?|prints?|works?|shows?|comes? across)\s+(?:(?:much|a lot|way|far)\s+)?(?:better|nicer|cleaner|clearer|more clearly|easier)\b/.test(clause.said)) return true;
  // "it's washed out", "looks faded": too light and flat, which darkening or more contrast corrects.
  if (/\b(?:washed[- ]?out|faded|pale)\b/.test(clause.said) && steps.some((s) => (s.op === 'brightness' && s.amount < 0) || (s.op === 'contrast' && s.amount > 0))) return true;
  if (isDestination(clause) && !words.some((w) => roleOf(w)?.kind === 'quality')) return true;
  // "the red/green contrast", "colour contrast": how colours differ, not the image's contrast.
  const ofColours = (i: number) => i > 0 && (parseColour(words[i - 1]!.lower) !== null || /^colou?rs?$/.test(words[i - 1]!.lower) || words[i - 1]!.lower.split(/[/-]/).every((c) => parseColour(c) !== null));
  const qualities = words.filter((w, i) => roleOf(w)?.kind === 'quality' && !(isWord(w, ['contrast']) && ofColours(i)));
  // A scale bar is an annotation, not a bar of the data.
  const things = words.filter((w, i) => topicsOfWord(w).length > 0 && !(/^bars?$/.test(w.lower) && words[i - 1]?.lower === 'scale'));
  if (qualities.length === 0 && things.length === 0) return true;
  const covered = new Set(steps.flatMap(topicsOfStep));
  // "the text runs vertically" beside a rotation: what is turned is the orientation described, whatever it names.
  if (covered.has('orientation') && qualities.length === 0 && words.some((w) => ORIENTED.includes(w.lower))) return true;
  // "a big margin", "too much empty space": a size said of places is the places' own.
  const ofPlaces = things.some((w) => topicsOfWord(w).includes('place')) && things.every((w) => topicsOfWord(w).includes('place') || SIZE_WORDS.includes(w.lower));
  const thingsCovered = things.every((w) => topicsOfWord(w).some((t) => covered.has(t)) || (ofPlaces && SIZE_WORDS.includes(w.lower) && covered.has('place')));
  // "the edges are blurry, sharpen slightly": where a state shows (edges, cells, text) is context when a step undoes the state;
  // a state of the background or the marks is theirs, which an adjustment of the whole image does not aim at.
  if (!thingsCovered && (qualities.length === 0 || things.some((w) => topicsOfWord(w).some((t) => t === 'background' || t === 'marks' || t === 'colour')))) return false;
  if (qualities.length === 0) return true;
  // Qualities: the state described ("dark") is the opposite of a step's direction (brighten).
  const state = readIntent(qualities, clause).step;
  if (!state || !['brightness', 'contrast', 'sharpen', 'blur'].includes(state.op)) return false;
  const sign = (s: Step) => (s.op === 'brightness' || s.op === 'contrast' ? Math.sign(s.amount) : s.op === 'sharpen' ? 1 : s.op === 'blur' ? -1 : 0);
  const family = (s: Step) => (s.op === 'sharpen' || s.op === 'blur' ? 'sharpness' : s.op);
  return steps.some((s) => family(s) === family(state) && sign(s) === -sign(state));
}

/** Orientations said as a state that have one correction: upside down is half a turn, a mirror image is flipped back. */
const ORIENTATION_STATES: ReadonlyArray<readonly [RegExp, Step]> = [
  [/\bupside down\b/, { op: 'rotate', degrees: 180 }],
  // "mirrored top to bottom": a mirror said along the vertical is flipped back top to bottom.
  [/\b(?:mirrored|flipped|reversed|inverted) (?:top to bottom|bottom to top|vertically|upside down)\b/, { op: 'flip', axis: 'vertical' }],
  [/\b(?:mirrored(?: (?:left to right|right to left|horizontally))?|mirror image|back to front|flipped (?:left to right|horizontally)|reversed (?:left to right|horizontally|like in a mirror|as in a mirror))\b/, { op: 'flip', axis: 'horizontal' }],
];

/** The one correction of a description of how the image is oriented, or null. */
export function correctionOf(clause: Clause): Step | null {
  // The state as said: the clause's core reads a participle as its verb ("it's mirrored" -> "mirror").
  // "saved mirrored by the scope software": who or what made the fault is no part of it.
  const said = clause.said.replace(/[!.?]+$/, '').replace(/\s+by (?:the |my |our |a |an )?(?:[a-z-]+ ){0,3}(?:software|program|scanner|camera|microscope|scope|app|mistake|accident|default)$/, '');
  const words = wordsOf(said).filter((w) => !/^(?:its|it's|it|'s|is|was|has|been|got|gets|looks|seems|came|come|out|image|photo|picture|figure|scan|lol|haha|now|currently|all|totally|completely|somehow|accidentally|the|this|oops|ugh|saved|exported|scanned|captured|acquired|imported|came|like|in|a)$/.test(w.lower));
  for (const [pattern, step] of ORIENTATION_STATES) {
    if (!pattern.test(said)) continue;
    const rest = said.replace(pattern, ' ');
    const left = words.filter((w) => new RegExp(`\\b${w.lower.replace(/[^a-z0-9]/g, '')}\\b`).test(rest));
    if (left.length === 0) return step;
  }
  // "the photo is tilted 2 degrees clockwise": a tilt said with its angle and its way is undone by the opposite turn.
  // "it leans 3 degrees to the right": a lean to the right is a clockwise tilt. "it's 5 degrees anticlockwise": the tilt is the state said.
  const tilt = /\b(?:tilted|rotated|skewed|turned|crooked|askew|leaning|leans|tilts|slants|slanted|it's|it is|its)(?: (?:by|about|around))? (\d+(?:\.\d+)?)deg (clockwise|counterclockwise|(?:to |towards )?(?:the )?(?:right|left))\b/.exec(said);
  if (tilt) {
    const rest = said.replace(tilt[0], ' ');
    const left = words.filter((w) => new RegExp(`\\b${w.lower.replace(/[^a-z0-9]/g, '')}\\b`).test(rest));
    const degrees = Number(tilt[1]) * (/clockwise$|right$/.test(tilt[2]!) && !/counterclockwise$/.test(tilt[2]!) ? -1 : 1);
    if (left.length === 0 && Math.abs(degrees) <= 360) return { op: 'rotate', degrees };
  }
  return null;
}

/** "remove the tilt", "correct the skew", "undo the slant": a tilt taken away is a straightening. */
const TILT = vocabulary('tilt', 'tilting', 'skew', 'skewing', 'slant', 'lean', 'leaning', 'inclination', 'rotation');
const UNDO = vocabulary('remove', 'correct', 'fix', 'undo', 'rid', 'eliminate', 'compensate', 'counteract', 'repair', 'get', 'take', 'out', 'off', 'away');

/** Whether a clause asks that the image's tilt be taken away: what "straighten it" asks. */
export function undoesTilt(core: string): boolean {
  const words = wordsOf(core);
  return words.some((w) => isWord(w, TILT)) && words.some((w) => isWord(w, UNDO)) && words.every((w) => isWord(w, TILT) || isWord(w, UNDO) || isWord(w, THE_IMAGE) || roleOf(w)?.kind === 'grammar' || roleOf(w)?.kind === 'intensity' || /^(?:the|a|any|that|slight|small)$/.test(w.lower));
}

/** Words that stand for the whole image. */
const THE_IMAGE = vocabulary('it', 'image', 'photo', 'picture', 'figure', 'scan', 'micrograph', 'plot', 'chart', 'graph', 'this', 'that', 'everything', 'whole');

/** The verbs of each orientation's correction, said without its amount: "it's upside down, can you rotate it". */
const TURNING: Record<string, readonly string[]> = { rotate: vocabulary('rotate', 'turn', 'spin'), flip: vocabulary('flip', 'mirror') };

/**
 * Whether a clause asks for the correction of an orientation described before it, without
 * saying more: "fix it", "please correct that", "can you rotate it (back)".
 */
export function asksCorrection(core: string, correction: Step): boolean {
  const words = wordsOf(core);
  const own = TURNING[correction.op] ?? [];
  const asks = words.filter((w) => isWord(w, CORRECT) || own.some((v) => w.lower === v || w.lemma === v));
  return asks.length > 0 && words.every((w) => asks.includes(w) || /^(?:back|around|round|right|way|up|properly|correctly|that|this|please)$/.test(w.lower) || roleOf(w)?.kind === 'grammar' || (roleOf(w)?.kind === 'light verb' && !isWord(w, ['turn'])));
}

/** What a description is about, for a clause after it that leaves it unsaid. */
/**
 * The state a description says the image must reach, as an instruction: "the journal only
 * accepts greyscale figures" is "convert to grayscale", "the colours don't work for colour-blind
 * readers" is "make colorblind safe". Null when it names none.
 */
function targetOf(clause: Clause): string | null {
  const core = clause.core;
  if (/\b(?:grayscale|gray scale|blackwhite|monochrome)\b/.test(core)) return 'convert to grayscale';
  if (/\bcolorblind\b/.test(core)) return 'make colorblind safe';
  // "our lab colours are #264653, #2a9d8f and #e9c46a": the palette it lists.
  const listed = core.split(' ').filter((w) => /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/.test(w));
  if (listed.length > 0 && /\b(?:colors?|palette)\b/.test(core)) return `recolor with ${listed.join(' ')}`;
  const ratio = /\b(\d{1,2}:\d{1,2})\b/.exec(core);
  if (ratio) return `make ${ratio[1]}`;
  if (/\bwhite\b/.test(core) && /\b(?:background|backdrop|bg)\b/.test(core)) return 'make background white';
  // "the line colours are hard to distinguish", "the red and green look the same": colours to be told apart.
  // "can't tell the red and green apart", "cannot be told apart", "can't distinguish the lines": the same, said of the reader.
  if (/\b(?:hard|difficult|impossible|tricky) to (?:distinguish|tell apart|differentiate|separate)\b|\blook (?:the same|alike|identical|similar)\b|\b(?:can't|cannot|can not|couldn't|could not|unable to|not able to) (?:be )?(?:tell|told|distinguish|distinguished|differentiate|differentiated|separate|separated)\b/.test(clause.said) && /\b(?:colou?rs?|lines|bars|points|dots|markers|groups|clusters|series|red|green|blue|orange|purple|yellow)\b/.test(clause.said)) return 'use distinct colors';
  return null;
}

export interface Referent {
  /** The state it says the image must reach, as an instruction ("convert to grayscale"). */
  target: string | null;
  /** The head of its subject: "background" of "the grey background looks dated". */
  subject: string | null;
  /** An amount it gives, with the words after it: "1024px on long edge". */
  amount: string | null;
  /** The quality it says the image has too much or too little of, as a noun: "brightness" of "it is a bit too bright". */
  quality: string | null;
  /** What undoes the state it describes: "increase brightness" for "it came out too dark", "reduce blurriness" for "it looks blurry". */
  correction: string | null;
}


/** Words that ask the image to suit what was said of it: "make it suitable", "print-friendly please". */
const SUITS = vocabulary('suitable', 'suited', 'friendly', 'print-friendly', 'printer-friendly', 'compliant', 'ready', 'acceptable', 'appropriate', 'printable', 'print', 'printing', 'fit');

/** Verbs that undo a state described: "it came out dark, can you fix it". */
const CORRECT = vocabulary('fix', 'correct', 'compensate', 'counteract', 'repair', 'sort', 'revise', 'amend', 'rectify', 'restore', 'return');

/** Each quality by the noun that names it without pointing either way. */
const QUALITY_NOUNS: Record<string, string> = { brightness: 'brightness', contrast: 'contrast', sharpness: 'sharpness', blur: 'blurriness' };

/**
 * The edit that undoes a quality described: its words of quality and direction multiplied give
 * the way the image is off ("too dark", "contrast is too low"); a negation ("not bright
 * enough") is not read, so it lends none.
 */
function correctionOfState(clause: Clause, quality: string): string | null {
  if (/\b(?:not|n't|enough|lacks?|lacking|insufficient|without|no)\b/.test(clause.said)) return null;
  let sign = 1;
  for (const w of wordsOf(clause.core)) {
    const role = roleOf(w);
    if (role?.kind === 'quality') sign *= role.sign;
    else if (role?.kind === 'direction') sign *= role.sign;
  }
  return `${sign > 0 ? 'reduce' : 'increase'} ${QUALITY_NOUNS[quality]}`;
}

/**
 * What a request that only describes the image asks for: the state it must reach ("the journal
 * only accepts greyscale figures", "my reviewer can't tell the red and green apart"), or the
 * correction of a quality the whole image has too much or too little of ("it's a bit dark"). A
 * quality of one part ("the background is too dark", "the labels are blurry") is that part's,
 * which no adjustment of the whole image is aimed at: none.
 */
export function askedByDescription(clause: Clause): string | null {
  const referent = referentOf(clause);
  if (referent.target) return referent.target;
  const words = wordsOf(clause.core);
  if (!referent.correction || words.some((w) => topicsOfWord(w).length > 0)) return null;
  return `${referent.correction} ${words.filter((w) => roleOf(w)?.kind === 'intensity').map((w) => w.lower).join(' ')}`.trim();
}

export function referentOf(clause: Clause): Referent {
  const toks = tokens(clause.core).filter((t) => t.pos !== 'PUNCT');
  const verb = toks.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  const nouns = toks.slice(0, verb < 0 ? toks.length : verb).filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  const amount = /\b\d+(?:\.\d+)?(?:px|%)(?: [a-z ]+)?$/.exec(clause.core);
  const quality = wordsOf(clause.core).map((w) => roleOf(w)).find((r) => r?.kind === 'quality');
  const q = quality?.kind === 'quality' ? quality : null;
  // "My PI hates the grey background": the thing an edit acts on is what it is about, wherever it stands.
  const thing = toks.find((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && topicsOfWord({ text: t.text, lower: t.lower, lemma: t.lemma }).some((topic) => topic === 'background' || topic === 'marks'));
  // "the plot area is grey": the plot area's fill is the plot's background.
  if (!thing && /\b(?:plot|plotting|panel|chart) (?:area|region)\b/.test(clause.core)) return { target: targetOf(clause), subject: 'background', amount: null, quality: null, correction: null };
  return { target: targetOf(clause), subject: (thing ?? nouns.at(-1))?.lower ?? null, amount: amount ? amount[0] : null, quality: q ? QUALITY_NOUNS[q.quality]! : null, correction: q ? correctionOfState(clause, q.quality) : null };
}

/**
 * A clause completed by the description before it: a pronoun that stands for the amount
 * ("scale it down to that") or the thing ("make them navy"), an object left unsaid ("white
 * please"), or the quality a direction turns ("too bright, tone it down"). Null when the clause has nothing left unsaid.
 */
export function completed(core: string, referent: Referent): string | null {
  const said = wordsOf(core).map((w) => roleOf(w));
  // "The photo is a bit too bright, tone it down": a direction without a quality turns the quality described.
  if (referent.quality && said.some((r) => r?.kind === 'direction') && !said.some((r) => r?.kind === 'quality')) return `${core} ${referent.quality}`;
  const words = wordsOf(core);
  // "the journal only accepts greyscale figures, please convert": the state it must reach.
  // "..., make it suitable", "print-friendly please": the state said is what suits.
  if (referent.target && words.length > 0 && words.every((w) => isWord(w, [...CORRECT, ...SUITS, 'convert', 'change', 'switch', 'accordingly', 'adapt', 'adjust', 'recolor', 'color', 'colors', 'palette', 'them', 'it', 'those', 'these', 'apply']) || roleOf(w)?.kind === 'light verb' || roleOf(w)?.kind === 'grammar' || /^(?:that|this)$/.test(w.lower))) {
    return referent.target;
  }
  // "..., fix it": the state described, taken away.
  if (referent.correction && words.some((w) => isWord(w, CORRECT)) && words.every((w) => isWord(w, CORRECT) || roleOf(w)?.kind === 'light verb' || roleOf(w)?.kind === 'grammar' || roleOf(w)?.kind === 'intensity' || /^(?:that|this|up|out)$/.test(w.lower))) {
    return `${referent.correction} ${words.filter((w) => roleOf(w)?.kind === 'intensity').map((w) => w.lower).join(' ')}`.trim();
  }
  if (referent.amount && /\b(?:to|at|under|below|within) (?:that|this|it)$/.test(core)) return core.replace(/(?:that|this|it)$/, referent.amount);
  // "..., please resize accordingly": to the amount the description gave.
  if (referent.amount && /\b(?:accordingly|to match|to fit|to comply|to suit)$/.test(core)) return core.replace(/\s*\b(?:accordingly|to match|to fit|to comply|to suit)$/, ` to ${referent.amount}`);
  // "..., can you make it that size": the size the description gave.
  if (referent.amount && /\b(?:that|this|the same|said|required|right) size$/.test(core)) return core.replace(/\s*(?:to |at )?(?:that|this|the same|said|required|right) size$/, ` to ${referent.amount}`);
  if (!referent.subject) return null;
  if (/\b(?:them|they|it|those|these)\b/.test(core)) return core.replace(/\b(?:them|they|it|those|these)\b/, referent.subject);
  // An object left unsaid: the clause is only what to make it (a colour, a ratio), no thing of its own.
  if (words.length > 0 && words.every((w) => parseColour(w.lower) !== null || /^\d+:\d+$/.test(w.lower) || /^(?:plain|pure|solid|clean|flat)$/.test(w.lower) || roleOf(w)?.kind === 'light verb' || roleOf(w)?.kind === 'grammar' || roleOf(w)?.kind === 'intensity')) {
    return `${referent.subject} ${core}`;
  }
  return null;
}
