// The words around what a request asks for: the asking itself ("Can you draw", "I'd like:",
// "What I picture:", "Figure 1 should show", "Please make"), the story told for context ("We
// sampled 40 plots...", "The key message is that..."), and what the request says not to do
// ("No arrows please", "skip the brain", "no map of Switzerland"). Readers of charts,
// flowcharts and figures set these aside, by rule, before they read the content.

/** Verbs that ask for a picture, not a relation in it. */
export const ASKING_VERBS = 'draw|show|depict|illustrate|create|make|generate|render|sketch|produce|design|give|visuali[sz]e|put together|prepare|do';

/** Greetings and fillers a request may open with. */
const OPENERS = String.raw`(?:(?:ok(?:ay)?|so|hi|hello|hey|dear \w+|well|honestly|basically|right|alright|um+|uh+|erm)\b[,!.]?\s*)*`;
/** Softeners before the asking: "also please", "just", "maybe". */
const SOFTENERS = String.raw`(?:(?:also|and|then|now|maybe|perhaps|just|simply|please|kindly|ideally)\b,?\s+)*`;
/** A leading purpose: "For the grant overview:", "For the Figure 1 overview". */
const PURPOSE = String.raw`(?:for\s+(?:the|my|our|a|an)\s+[^:,;.]{1,60}?(?:\s*[:,]\s*|\s+(?=(?:we|i)\s)))?`;

const FRAMES = [
  String.raw`(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?(?:${ASKING_VERBS})(?:\s+(?:me|us))?`,
  String.raw`(?:i|we)(?:'d|’d|\s+would|\s+will)?\s+(?:really\s+)?(?:like|love|want|need|require)(?:\s+(?:you\s+)?to\s+(?:${ASKING_VERBS}|have|see|get))?`,
  String.raw`(?:i|we)\s+(?:${ASKING_VERBS})`,
  String.raw`what\s+(?:i|we)\s+(?:picture|imagine|want|need|envision|envisage|have in mind|see)(?:\s+is)?`,
  String.raw`(?:figure\s+\d+[a-z]?|the\s+(?:figure|image|picture|graphic|schematic)|it)\s+should\s+(?:show|have|contain|depict|include|be)`,
  String.raw`(?:${ASKING_VERBS})(?:\s+(?:me|us))?`,
];
const FRAME = new RegExp(String.raw`^${OPENERS}${SOFTENERS}${PURPOSE}${SOFTENERS}(?:${FRAMES.join('|')})\b(?:\s+please)?\s*:?\s*`, 'i');
const OPENING = new RegExp(String.raw`^${OPENERS}${SOFTENERS}`, 'i');

export interface Framed {
  /** The asking words ("Can you draw"), or '' when the sentence has none. */
  frame: string;
  /** What is asked for. */
  rest: string;
}

/** A sentence split into its asking words and what it asks for ("Show a sample going ..." -> "a sample going ..."). */
export function splitRequest(sentence: string): Framed {
  const m = FRAME.exec(sentence);
  if (m && m[0].trim() && /[\p{L}\p{N}]/u.test(sentence.slice(m[0].length))) return { frame: m[0].trim(), rest: sentence.slice(m[0].length).trim() };
  const open = OPENING.exec(sentence);
  const lead = open ? open[0] : '';
  return { frame: lead.trim(), rest: sentence.slice(lead.length).trim() };
}

/** Nouns that introduce the story behind a request: "The key message is that ...". */
const DISCOURSE = String.raw`(?:story|message|key message|take-home message|main message|point|idea|aim|goal|hypothesis|finding|main finding|result|conclusion|background|context|gist|premise|narrative)`;
const NARRATIVE = [
  // "We sampled ...", "We're submitting ...", "I think ...": the writer's own story.
  new RegExp(String.raw`^(?:we|i|we're|we’re|we've|i'm|i’m|i've|our|my|us)\b`, 'i'),
  new RegExp(String.raw`^(?:the|our|my|a|some)\s+(?:\w+\s+)?${DISCOURSE}\s+(?:is|was|being|here is|would be)\b`, 'i'),
  new RegExp(String.raw`^(?:some|a (?:bit of|little))\s+(?:background|context)\b`, 'i'),
  new RegExp(String.raw`^(?:for|as)\s+(?:background|context)\b`, 'i'),
];

/**
 * Words that set a story in its study or its time before the teller ("In this work, we ...",
 * "Here we ...", "Recently, we ..."): said before "we" or "I", the sentence is still the writer's story.
 */
const STORY_OPENING = /^(?:(?:in|for|during|across|throughout)\s+(?:this|our|my|the present|the current|a recent|a new|a previous|an earlier)\s+(?:\w+\s+)?(?:work|study|studies|paper|project|thesis|trial|review|lab|group|analysis|experiment|experiments|survey|cohort|manuscript)|here|recently|previously|first|then|next|finally|however|briefly|in short|in brief|to date|so far|to this end|to test this|in addition)\s*,?\s+(?=(?:we|i|our|my)\b)/i;

/** Whether a sentence (its asking words already split off) tells the story behind the request rather than what to draw. */
export function isNarrative(rest: string): boolean {
  const text = rest.trim().replace(STORY_OPENING, '');
  return NARRATIVE.some((p) => p.test(text));
}

/**
 * Whether a sentence's words (its asking words split off) state rather than ask: the first is no
 * verb. A verb first is an imperative ("Draw ...", "Label ...", "Plot ..."), which asks for something;
 * a statement ("Wild bees have declined", "It's for a grant report") tells.
 */
export function opensAsStatement(words: ReadonlyArray<{ pos: string }>): boolean {
  const first = words[0];
  return first !== undefined && first.pos !== 'VERB' && first.pos !== 'AUX';
}

/** Hedges a writer puts before what they mean, after a comma or a colon: "a pic for the brief, basically A → B". */
const HEDGES = /([,:;]\s*)(?:basically|essentially|literally|roughly|more or less|in short|in a nutshell)\b,?\s+/gi;

/** The text without hedges set off by a comma or a colon, which say how sure or how short the writer is, never what to draw. */
export function withoutHedges(text: string): string {
  return text.replace(HEDGES, '$1');
}

/** A sentence that says what not to do: "No arrows please", "Don't draw any people", "No, actually skip the brain". */
const REFUSING = /^(?:no|not|never|nothing|don['’]t|do not|please don['’]t|skip|omit|leave out|without|avoid)\b/i;

export function isDenial(rest: string): boolean {
  return REFUSING.test(rest.trim());
}

/**
 * What a request says not to show, as written ("skip the brain" -> "the brain", "no map of
 * Switzerland" -> "map of Switzerland"), and the text without those phrases. A phrase runs from
 * "no", "skip", "don't draw", "omit", "leave out", "not" to the next comma, semicolon, colon or end
 * ("no text: an earthworm" denies the text, and the colon then introduces what to draw).
 */
export function denials(text: string): { denied: string[]; rest: string } {
  const denied: string[] = [];
  const pattern = /(^|[\s,;(])(?:and\s+|but\s+)?(?:no|skip|omit|leave out|don['’]t (?:draw|show|include|add)(?: any)?|do not (?:draw|show|include|add)(?: any)?|not|without any)\s+([^,;:.!?)]+)/gi;
  const rest = text.replace(pattern, (_all, lead: string, what: string) => {
    denied.push(what.trim());
    return lead;
  });
  return { denied, rest: rest.replace(/\s*,\s*(?:,\s*)+/g, ', ').replace(/[\s,;]+:/g, ':').replace(/^[\s,;:]+|[\s,;]+$/g, '') };
}

/** A sentence that only thanks or signs off: "Thanks so much!", "Thank you in advance", "Cheers". */
const COURTESY = /^(?:many\s+)?(?:thanks?|thank\s+you|thx|ty|ta|cheers|much appreciated|appreciate it|best(?:\s+regards)?|regards|kind regards|all the best)\b(?:\s+(?:so|very)\s+much|\s+a lot|\s+in advance|\s+a (?:bunch|ton)|\s+again|\s+all)*[\s!.]*$/i;

export function isCourtesy(rest: string): boolean {
  return COURTESY.test(rest.trim());
}

/** Words that greet or thank ("hi!", "Hello Priya,", "Dear colleague,", "thanks!", "Kind regards"). */
const GREETING_WORDS =
  '(?:(?:hi|hello|hey|hiya)(?:\\s+\\p{Lu}[\\p{L}\'-]*)?|greetings|dear\\s+\\w+(?:\\s+\\p{L}[\\p{L}.\'-]*)?|good\\s+(?:morning|afternoon|evening)|(?:thanks*|thx|thank\\s+you)(?:\\s+you)?(?:\\s+(?:so|very)\\s+much)?(?:\\s+in\\s+advance)?|cheers|many thanks|best\\s+wishes|all\\s+the\\s+best|(?:kind|best|warm)\\s+regards|regards|sincerely|yours\\s+sincerely)(?:\\s+(?:there|all|team|everyone|folks|guys|again))?';
const GREETING = new RegExp(`^(?:${GREETING_WORDS}|best)\\s*[,!.:]*$`, 'iu');
/** A sign-off with the writer's name: "Many thanks, Tom", "Cheers — Priya", "Best, Ana Lopez", "Thanks Priya", "Best, J. Smith". */
const SIGN_OFF = new RegExp(`^(?:${GREETING_WORDS}|best)\\s*[,—–-]?\\s*((?:\\p{Lu}\\.\\s?)?\\p{L}[\\p{L}'-]*(?:\\s+\\p{L}[\\p{L}'-]*)?)\\s*[!.]*$`, 'iu');

/** A greeting or a sign-off, alone on its line or sentence: nothing to draw. A name after a sign-off is capitalised. */
export function isGreeting(text: string): boolean {
  const t = text.trim();
  if (GREETING.test(t)) return true;
  const name = SIGN_OFF.exec(t)?.[1];
  return name !== undefined && name.split(/\s+/).every((w) => /^\p{Lu}/u.test(w));
}

/** A span of a request that frames it as a letter or a figure legend, and what it is. */
export interface Framing {
  start: number;
  end: number;
  what: 'greeting' | 'sign-off' | 'figure number' | 'attachment';
}

/** "Figure 2.", "Fig. 3b:", "Supp. Fig. 4 |", "Supplementary Figure S2 -": a figure's number in a paper. */
const FIGURE_NUMBER = /(?<![\p{L}\p{N}])(?:(?:supp(?:l(?:ementary)?)?\.?|extended\s+data)\s+)?fig(?:ure|\.)?\s*S?\d+[a-z]?\s*(?:[.:|\u2013\u2014-](?=\s)|(?=\s*\n))/giu;
/** A sentence pointing at the data sent: "please find the export attached", "attached is the DESeq2 output". */
const ATTACHMENT = /\b(?:attached|enclosed|please\s+find)\b/i;

/**
 * The parts of a request that only frame it, as a letter or a figure legend frames it: the
 * greeting line, the sign-off and the name after it, a figure's number, sentences about the data
 * attached. A reader sets them aside; a sentence about an attachment that also names something
 * to draw (`names` says whether it does) is kept.
 */
export function letterFraming(text: string, names: (sentence: string) => boolean): Framing[] {
  const found: Framing[] = [];
  const lines = [...text.matchAll(/[^\n]+/g)].map((m) => ({ text: m[0], start: m.index ?? 0 }));
  const [first] = lines;
  if (first && lines.length > 1 && isGreeting(first.text)) found.push({ start: first.start, end: first.start + first.text.length, what: 'greeting' });
  // A sign-off ends the letter: after it, at most the writer's name on a line of its own.
  for (let i = 1; i < lines.length; i++) {
    const after = lines.slice(i + 1);
    if (isGreeting(lines[i]!.text) && (after.length === 0 || (after.length === 1 && /^\s*(?:\p{Lu}[\p{L}.'-]*\s*){1,4}$/u.test(after[0]!.text)))) {
      found.push({ start: lines[i]!.start, end: text.length, what: 'sign-off' });
      break;
    }
  }
  for (const m of text.matchAll(FIGURE_NUMBER)) found.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, what: 'figure number' });
  // A full stop inside a word ("Petal.Length", "e.g") ends no sentence.
  for (const m of text.matchAll(/(?:[^.!?\n]|[.!?](?=[^\s.!?]))+[.!?]*/g)) {
    const start = m.index ?? 0;
    if (ATTACHMENT.test(m[0]) && !names(m[0]) && !found.some((f) => start >= f.start && start < f.end)) found.push({ start, end: start + m[0].length, what: 'attachment' });
  }
  return found.sort((a, b) => a.start - b.start);
}
