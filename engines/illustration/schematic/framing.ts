// The words of a prompt that speak about the figure rather than name what is in it: headings
// made only of figure words ("Graphical abstract:", "Comparison figure for my review
// article:"), the figure's purpose and owner ("for our Global Change Biology paper", "of our
// wearable"), headings that announce a list ("the four model organisms ...: A, B, C and D"),
// sentences that only say how it should look ("Earthy colours, please", "Square format"), and
// the layout such words ask for ("side by side", "as a circle").
import { isContent, nounKind, quantityOf, singular } from '../../language/index.ts';
import { readTokens } from './words.ts';
import { FIGURE_WORDS, LOOK_WORDS } from './vocabulary.ts';
import type { SceneLayout } from './sceneTypes.ts';

/** Words that ask for a layout, not a thing. */
const LAYOUT_WORDS = new Set('comparison compare comparing contrast versus vs side-by-side side by before after row column grid circle circular loop ring round set collection series panel panels half left right top bottom box boxes arrow arrows element elements item items overview summary'.split(' '));
/** Words that name where a figure goes or who it is for. */
const VENUES = /\b(?:figure|fig|overview|slide|slides|paper|talk|poster|grant|review|lecture|class|article|presentation|thesis|report|website|journal|manuscript|proposal|seminar|course|students?|audience|submission|abstract|methods|introduction|results|discussion|section|tomorrow|today|leaflet|brochure|handout|flyer|textbook|worksheet|exam|quiz|newsletter|brief|banner|outreach|book|storybook|children|children['’]s|kids|kids['’]|school|pupils|museum|exhibition|exhibit|blog|video|website|app)\b/i;

/** The text without its purpose and owner phrases: "for my review article", "of our wearable". */
export function withoutPurpose(text: string): string {
  return text
    // The owner's noun ends where what is drawn begins: "for my homework of a plant cell", "for my class with the petals labelled".
    .replace(/\b(?:for|of|from|in|about)\s+(?:my|our|your|his|her|their)\b(?:(?!\s(?:of|with|showing|depicting|labell?ed)\s)[^,:;])*/gi, ' ')
    // "for first years", "for 2nd year organic chem students": who the figure is for, by their year too.
    .replace(/\bfor\s+(?:the|a|an|first|second|third|fourth|final|\d+(?:st|nd|rd|th))\s+[^,:;]*/gi, (m) => (VENUES.test(m) ? ' ' : m))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * "a graphical abstract for Nature Communications showing ...", "a figure for PNAS of ...": "for"
 * right after a figure word, up to what the figure shows, names where the figure goes, whatever
 * the name; so does "like in a textbook" where a figure like it is seen. The venue's words are
 * returned apart, to be accounted as context.
 */
export function withoutVenueNames(text: string): { text: string; venues: string[] } {
  const venues: string[] = [];
  const out = text.replace(/\b([\p{L}]+)\s+(for\s+(?!(?:a|an|the|each|every|all|both)\s)[^,:;.]*?)(?=\s+(?:showing|of|depicting|illustrating)\s|\s*[,:;])/giu, (m, word: string, venue: string) => {
    if (!FIGURE_WORDS.has(word.toLowerCase())) return m;
    venues.push(venue);
    return word;
  });
  // "Draw a heart like in a textbook", "a cell, as in our last paper": where a figure like it is seen, not one more thing.
  const seen = out.replace(/,?\s+(?:just\s+|exactly\s+)?(?:like|as)\s+(?:in|on)\s+(?:a|an|the|my|our|your|this|that|most)\s+[^,.;:]*/gi, (m) => {
    venues.push(m.replace(/^,?\s+/, ''));
    return '';
  });
  return { text: seen, venues };
}

/** Whether every content word is a figure, look or layout word (after purpose phrases go). */
function onlyAbout(text: string, extra: ReadonlySet<string> = new Set()): boolean {
  const toks = readTokens(text).filter((t) => isContent(t) || t.pos === 'PRON');
  return toks.every((t) => FIGURE_WORDS.has(t.lower) || LOOK_WORDS.has(t.lower) || LAYOUT_WORDS.has(t.lower) || extra.has(t.lower) || quantityOf(t.lower) !== null || /^\d+[a-z]?$/i.test(t.lower) || t.pos === 'PRON');
}

/** A heading or sentence that only speaks of the figure: "Graphical abstract", "Comparison figure for my review article", "an overview of our wearable for the methods figure". */
export function isAboutFigure(text: string): boolean {
  const core = withoutPurpose(text);
  return !/[\p{L}]/u.test(core) || onlyAbout(core);
}

/** Nouns of where a figure is shown: "Teaching slide", "Conference poster on ...". */
const VENUE_HEADS = new Set('slide slides poster posters talk lecture presentation handout worksheet leaflet flyer banner seminar'.split(' '));
/** Kinds of nouns that name a thing one holds: a "microscope slide" is a thing, a "teaching slide" a venue. */
const HELD_KINDS = new Set(['artifact', 'object', 'substance']);

/**
 * "Teaching slide on the immune response.", "Conference poster.": a sentence with no verb
 * that names only where the figure is shown, and maybe its topic after "on", "about" or "for".
 * The topic is what the figure is about, drawn only as the things the request names.
 */
export function namesVenue(text: string): boolean {
  const toks = readTokens(text).filter((t) => t.pos !== 'PUNCT' && t.pos !== 'SPACE');
  if (toks.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return false;
  const at = toks.findIndex((t) => VENUE_HEADS.has(t.lower));
  if (at < 0) return false;
  const after = toks[at + 1];
  if (after !== undefined && !/^(?:on|about|for|of|covering|explaining|introducing)$/.test(after.lower)) return false;
  // Every word before the venue describes it: no thing one holds ("microscope slide", "glass slide").
  return toks.slice(0, at).every((t) => t.pos === 'DET' || t.pos === 'NUM' || t.pos === 'ADJ' || t.pos === 'PRON' || ((t.pos === 'NOUN' || t.pos === 'PROPN') && !HELD_KINDS.has(nounKind(singular(t.lower)) ?? '')));
}

/** Words that only say how to draw: "keep it simple", "please", "make". */
const MANNER = new Set('please use keep it simple make nothing fancy just thick thin bold large small big tiny clear clean colours colors colour color style styled format arrows arrow text labels label other than only plain minimal'.split(' '));

/** A sentence that only says how the figure should look: "Earthy colours, please", "Make the arrows thick and blue", "Square format". */
export function isAboutLook(text: string): boolean {
  // "A and B side by side" places things; its "side" is no side view.
  text = text.replace(/\bside[- ]by[- ]side\b/gi, ' ');
  const toks = readTokens(text).filter((t) => isContent(t));
  if (toks.length === 0) return true;
  // A phrase whose head is a look word is a look: "ocean-blue background", "dramatic lighting";
  // not when a thing's name comes before its head ("a lens labelled 'focuses light'", "a mouse in soft light").
  // Words in quotes are a caption, never a look.
  const pieces = text.replace(/(['"‘“«])[^'"‘’“”«»]*(['"’”»])/g, ' ').split(/[,;]/).map((p) => readTokens(p));
  const heads = pieces.map((p) => p.filter((t) => isContent(t)).at(-1)?.lower);
  // A noun before the head names a thing, unless it is a look word or half of a compound ("ocean-blue").
  const lookPhrase = (p: ReturnType<typeof readTokens>) => {
    const content = p.map((t, i) => ({ t, i })).filter(({ t }) => isContent(t));
    return content.slice(0, -1).every(({ t, i }) => !/^(?:NOUN|PROPN)$/.test(t.pos) || LOOK_WORDS.has(t.lower) || MANNER.has(t.lower) || FIGURE_WORDS.has(t.lower) || p[i + 1]?.text === '-' || p[i - 1]?.text === '-');
  };
  if (heads.every((h) => h === undefined || LOOK_WORDS.has(h) || MANNER.has(h)) && heads.some((h) => h !== undefined && LOOK_WORDS.has(h)) && pieces.every(lookPhrase)) return true;
  // "a mouse with an arrow" names things; a look sentence has a look word, not only words of manner.
  return onlyAbout(text, MANNER) && toks.some((t) => LOOK_WORDS.has(t.lower) || t.lower === 'simple' || t.lower === 'fancy');
}

/** The layout a heading or framing asks for, or null. */
export function layoutAskedFor(text: string): SceneLayout | null {
  if (/\b(?:comparison|compare|comparing|contrast(?:ing)?|versus|vs\.?|side[- ]by[- ]side|before\s*(?:\/|and|vs\.?)\s*after)\b/i.test(text)) return 'comparison';
  if (/\b(?:cycle|loop|circle|circular|cyclic|ring|going round|round and round)\b/i.test(text)) return 'cycle';
  if (/\b(?:workflow|pipeline|steps?|stages?|phases?|process|protocol|procedure|timeline|sequence|flow)\b/i.test(text)) return 'flow';
  if (/\b(?:row|set|collection|grid|icons)\b/i.test(text)) return 'set';
  return null;
}

/**
 * A heading that announces the list after it: a quantity or a collective ("the four model
 * organisms used ...", "A row of the five vertebrate classes", "three elements"), so the list
 * is the things and the heading's words are layout.
 */
export function announcesList(heading: string): boolean {
  const toks = readTokens(heading);
  return toks.some((t) => quantityOf(t.lower) !== null && t.lower !== 'one' && t.lower !== 'single') || /\b(?:set|row|list|series|collection|column|grid|types|kinds|classes)\s+of\b/i.test(heading) || /\b(?:elements|items|things|icons|steps|stages|phases)\s*$/i.test(heading);
}

/**
 * "on the left", "Left half:", "right,", "at the top", "right a mouse": where one side of a
 * comparison begins. A bare side word goes before a comma, a colon or an article; before a noun
 * it names which of a pair the noun is ("left atrium, right atrium").
 */
const SIDE = /(^|[,;]\s*|\band\s+)(?:(?:on|in|at)\s+the\s+(left|right|top|bottom)(?:[- ](?:half|side|panel|hand side|column))?(?![- ]views?\b)\s*[,:]?\s+|(left|right|top|bottom)(?:[- ](?:half|side|panel|hand side|column))?(?![- ]views?\b)(?:\s*[,:]\s*|\s+(?=(?:a|an|the|one|two|three|four|five|six|some|\d)\b)))/gi;
const MIDDLE = /(?:^|\s+)(?:in|at)\s+the\s+(?:middle|centre|center)\b(?:\s*[,:](?=\s))?/gi;
const SIDE_AFTER = /\s+(?:on|in|at)\s+the\s+(left|right|top|bottom)(?:[- ](?:half|side|panel|hand side))?\b/gi;

export interface Sides {
  /** The text of each side, left (or top) first. */
  sides: [string, string] | null;
  /** The text without side words, when it names only one side. */
  rest: string;
  /** The side words found. */
  marks: string[];
  /** A row of three named from the right ("A on the right, B in the middle, C on the left"). */
  reversed?: boolean;
}

/** A passage cut at its side words: "on the left X, on the right Y" is two sides; one side word alone is dropped. */
export function splitSides(text: string): Sides {
  const marks: Array<{ at: number; end: number; side: 0 | 1; word: string }> = [];
  for (const m of text.matchAll(SIDE)) {
    const side = /left|top/i.test(m[2] ?? m[3]!) ? 0 : 1;
    marks.push({ at: m.index + m[1]!.length, end: m.index + m[0].length, side, word: m[0].slice(m[1]!.length).trim() });
  }
  const after = [...text.matchAll(SIDE_AFTER)];
  // "A on the left, B in the middle and C on the right": places in a row of three, read in order, not two sides.
  const middle = [...text.matchAll(MIDDLE)];
  if (middle.length > 0 && marks.length + after.length >= 1) {
    // "On the left, A; in the middle, B; on the right, C": the places go, and what parted them is a list's comma.
    const rest = text
      .replace(SIDE, (_m, lead: string) => lead.replace(';', ','))
      .replace(MIDDLE, '')
      .replace(SIDE_AFTER, '')
      .replace(/\s*;\s*/g, ', ')
      .replace(/,(?:\s*,)+/g, ',')
      .replace(/^[\s,]+/, '');
    // Named right first, or the middle before the left, the row runs against the order of reading, which is the order things are drawn in.
    const places = [...marks.map((m) => ({ at: m.at, rank: m.side * 2 })), ...after.map((m) => ({ at: m.index, rank: /left|top/i.test(m[1]!) ? 0 : 2 })), ...middle.map((m) => ({ at: m.index, rank: 1 }))].sort((x, y) => x.at - y.at);
    const reversed = places.some((p, i) => i > 0 && p.rank < places[i - 1]!.rank);
    return { sides: null, rest: rest.replace(/\s+/g, ' ').trim(), marks: [...marks.map((m) => m.word), ...[...after, ...middle].map((m) => m[0].trim())], ...(reversed ? { reversed: true } : {}) };
  }
  if (marks.length === 2 && marks[0]!.side !== marks[1]!.side) {
    const [a, b] = marks as [(typeof marks)[0], (typeof marks)[0]];
    const first = text.slice(a.end, b.at).replace(/[\s,;]+$/, '');
    const second = text.slice(b.end).replace(/[\s,;]+$/, '');
    const sides: [string, string] = a.side === 0 ? [first, second] : [second, first];
    return { sides, rest: text, marks: [a.word, b.word] };
  }
  // "X on the left, Y on the right".
  if (after.length === 2 && marks.length === 0 && /left|top/i.test(after[0]![1]!) !== /left|top/i.test(after[1]![1]!)) {
    const cut = after[0]!.index + after[0]![0].length;
    const first = text.slice(0, after[0]!.index).replace(/[\s,;]+$/, '');
    const second = text.slice(cut, after[1]!.index).replace(/^[\s,;]+|[\s,;]+$/g, '').replace(/^and\s+/i, '');
    const sides: [string, string] = /left|top/i.test(after[0]![1]!) ? [first, second] : [second, first];
    return { sides, rest: text, marks: after.map((m) => m[0].trim()) };
  }
  let rest = text;
  const found: string[] = [];
  for (const m of [...marks].reverse()) {
    found.push(m.word);
    rest = rest.slice(0, m.at) + rest.slice(m.end);
  }
  for (const m of after) found.push(m[0].trim());
  rest = rest.replace(SIDE_AFTER, '');
  return { sides: null, rest: rest.replace(/\s+/g, ' ').trim(), marks: found };
}

/** The side a heading names ("Left half", "Right"), or null. */
export function sideOfHeading(heading: string): 0 | 1 | null {
  const m = /^(?:(?:on|in|at)\s+the\s+)?(left|right|top|bottom|before|after)(?:[- ](?:half|side|panel|hand side|column))?$/i.exec(heading.trim());
  // "Before: ... After: ...": a before/after pair is a comparison, before on the left.
  return m ? (/left|top|before/i.test(m[1]!) ? 0 : 1) : null;
}

/** A figure named before what it shows: "a figure showing", "a simple diagram that shows", "an illustration depicting". */
const FIGURE_FRAME = new RegExp(String.raw`^(?:(?:a|an|the|one)\s+)?(?:[\w-]+\s+){0,2}?(?:${[...FIGURE_WORDS].join('|')})\s+(?:(?:that|which)\s+(?:shows|depicts|illustrates)|showing|depicting|illustrating)\s+`, 'i');

/**
 * "I need a figure showing a seismometer ...": the figure asked for, then what it shows. Only
 * at the start of what is asked for, and only when its words before the figure word are look
 * or figure words: "a mouse showing ..." names a thing.
 */
export function figureFrame(text: string): { frame: string; rest: string } {
  const m = FIGURE_FRAME.exec(text);
  if (!m || !/[\p{L}\p{N}]/u.test(text.slice(m[0].length))) return { frame: '', rest: text };
  const lead = m[0].replace(/\s+(?:(?:that|which)\s+\w+|showing|depicting|illustrating)\s+$/i, '').split(/\s+/).slice(0, -1);
  if (!lead.every((w) => /^(?:a|an|the|one)$/i.test(w) || LOOK_WORDS.has(w.toLowerCase()) || FIGURE_WORDS.has(w.toLowerCase()) || /^(?:quick|little|nice|clear|labell?ed|single)$/i.test(w))) return { frame: '', rest: text };
  return { frame: m[0].trim(), rest: text.slice(m[0].length).trim() };
}

/**
 * "a cross-section of a volcano", "a cutaway of the Earth", "a side view of a wind turbine", "the structure of the skin",
 * "a ribbon diagram of a protein": a
 * view of a thing is how the thing is drawn, and the thing is what the figure names. A structure before a colon
 * ("The structure of a neuron: dendrites, ...") heads the figure instead, a title over its list.
 */
export const VIEW_OF = /(?:^|\b)((?:(?:an?|the)\s+|(?<=^)|(?<=[.:;]\s*))(?:(?:simple|detailed|labell?ed|schematic|vertical|horizontal)\s+)*(?:cross[- ]?sections?(?:al\s+views?)?|(?:longitudinal|transverse|sagittal|coronal|vertical)\s+sections?|cut-?aways?(?:\s+views?)?|(?:side|top|front|exploded|aerial|bird['’]s[- ]eye)\s+views?|close-?ups?|(?:ribbon|cartoon|space-filling|ball-and-stick|wireframe|line|3D|2D)\s+(?:diagram|model|drawing|rendering|render|sketch)s?|(?:internal\s+)?(?:structure|anatomy)(?=\s+of\s+(?:an?|the)\s+[^,.;:—–]*(?:[,.;]|$)))\s+(?:of|through)\s+)(?=(?:an?|the)\s+)/gi;

/** Words of a view said after a thing's name: "cross-section", "cutaway", "side view", "exploded view". */
const VIEW_WORDS = String.raw`(?:cross[- ]?sections?|cut-?aways?|(?:side|top|front|rear|exploded|aerial|lateral|dorsal|ventral|sagittal|isometric)\s+views?)`;
/** Words before which a view names no thing's view: "in cross-section", "a side view of". */
const NOT_A_NAME = /^(?:a|an|the|in|of|as|into|through|for|with|and|or|its|their|from|by)$/i;

/**
 * "Hydroelectric dam cross-section with ...", "a zebrafish side view": a view said right after a
 * thing's name is how the thing is drawn, as "a cross-section of a dam" is; the thing is what is
 * named. The view words are returned apart so they are accounted as style.
 */
export function viewsAfterNames(text: string): { text: string; views: string[] } {
  const views: string[] = [];
  const out = text.replace(new RegExp(String.raw`([\p{L}\p{N}'’-]+)\s+(${VIEW_WORDS})(?=\s*(?:[,;:.(]|$)|\s+(?:with|showing|labell?ed|and|next|beside|,)\b)`, 'giu'), (m, before: string, view: string) => {
    if (NOT_A_NAME.test(before)) return m;
    views.push(view);
    return before;
  });
  return { text: out, views };
}

