// Word rules of the plain-language grammar (docs/flowchart-requests.md): which steps are starts
// and ends, which words give a step its shape, which words only join steps, and directions.
import type { Direction, NodeRole } from '../model.ts';

const TERMINATOR = /^(?:start|begin|end|stop|finish|done|exit)(?:\s+(?:of\s+)?(?:the\s+)?(?:process|protocol|procedure|workflow|pipeline|study|flow))?$/i;

/** "Start", "End", "Stop", "Finish" (optionally "of the process"): the flow's start and end marks. */
export function isTerminatorWords(label: string): boolean {
  return TERMINATOR.test(label.trim().replace(/[.!]+$/, ''));
}

/** "Start: patient with suspected infection", "End: discharge home": a start or end that says what it is. */
const NAMED_TERMINATOR = /^(?:start|begin|end|stop|finish)\s*[:=]\s*\S/i;

const SUBPROCESS = /\bsub-?process\b|\bsubroutine\b|\((?:see|cf\.?)\s[^)]{1,80}\)/i;
const DATABASE = /\b(?:database|registry|data\s?store|data warehouse|LIMS|REDCap)\b/i;
const DOCUMENT = /\b(?:report|document|form|questionnaire|certificate|letter|record sheet|case report form|CRF)s?\b/i;
const DATA_VERB = /\b(?:input|output|read|reads|load|loads|import|imports|export|exports|save|saves|write|writes|upload|download)\b/i;
const DATA_NOUN = /\b(?:files?|data|dataset|datasets|table|tables|csv|spreadsheet|FASTQ|BAM|VCF)\b/i;

/** A step's shape from its words (the grammar's table); a plain step is a process. */
export function roleFromWords(label: string): NodeRole {
  if (isTerminatorWords(label) || NAMED_TERMINATOR.test(label)) return 'terminator';
  if (SUBPROCESS.test(label)) return 'subprocess';
  if (DATABASE.test(label)) return 'database';
  if (DOCUMENT.test(label)) return 'document';
  if ((DATA_VERB.test(label) && DATA_NOUN.test(label)) || /^(?:input|output)s?\s*:/i.test(label) || /\b(?:files|data|dataset)$/i.test(label)) return 'data';
  return 'process';
}

/** Words that only join a step to the one before; a step's label starts after them. */
export const LEADING = /^(?:(?:and|so|but|then|next(?!\s+(?:morning|day|week|month|year|evening|night|visit|session|time|cycle|dose)\b)|first(?:\s+(?:thing|things|of\s+all|up))?|firstly|second|secondly|third|thirdly|finally|lastly|afterwards|subsequently|after that|after this|once done|once complete|and then|to (?:start|begin) with|to (?:start|begin))\b[\s,:]*)+/i;


export function capitalise(text: string): string {
  const first = text[0];
  if (!first || first !== first.toLowerCase()) return text;
  // "pH", "qPCR", "mRNA": a word with a capital inside keeps its case.
  const word = /^\S+/.exec(text)![0];
  if (/[A-Z]/.test(word.slice(1))) return text;
  return first.toUpperCase() + text.slice(1);
}

/** "left to right", "horizontal", ...: the direction asked for, and the words that asked. */
// "Top to bottom." opens a sentence with a capital; "Horizontal gel" and "Top-down proteomics"
// with one are the names of methods, so only the "X to Y" phrases are read in either case.
const DIRECTIONS: ReadonlyArray<[RegExp, Direction]> = [
  [/\b(?:[Ll]eft[\s-]+to[\s-]+right|horizontal(?:ly)?)\b/g, 'LR'],
  [/\b[Rr]ight[\s-]+to[\s-]+left\b/g, 'RL'],
  [/\b(?:[Tt]op[\s-]+to[\s-]+bottom|top[\s-]+down|vertical(?:ly)?)\b/g, 'TB'],
  [/\b(?:[Bb]ottom[\s-]+to[\s-]+top|bottom[\s-]+up)\b/g, 'BT'],
];

export function findDirection(text: string): { direction: Direction; pattern: RegExp } | null {
  let best: { direction: Direction; pattern: RegExp; index: number } | null = null;
  for (const [pattern, direction] of DIRECTIONS) {
    pattern.lastIndex = 0;
    const m = pattern.exec(text);
    if (m && (!best || m.index < best.index)) best = { direction, pattern, index: m.index };
  }
  return best;
}

/** Words a sentence about the drawing itself is made of ("Please lay it out left to right."). */
const DRAWING_WORDS = new Set(
  'please make it draw lay layout laid out the a an as in with flowchart flow chart diagram figure graph should be go run arrange arranged orient oriented orientation direction read reads reading and use display show it this that style'.split(' '),
);

/** True when a sentence, once its direction words are gone, says nothing but how to draw. */
export function onlyAboutDrawing(text: string): boolean {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.every((w) => DRAWING_WORDS.has(w));
}

/** Parts of the drawing a wish may name: "the boxes", "one column", "the font". */
const DRAWING_PARTS = new Set('box boxes arrow arrows line lines column columns row rows font fonts text label labels colour colours color colors shape shapes diamond diamonds page width spacing layout chart diagram flowchart figure'.split(' '));
/** Words that wish something of the drawing's look: "keep it simple", "small", "fit on one page". */
const WISHES = new Set('keep simple small smaller compact neat tidy clean minimal readable legible fit short narrow wide big bigger large larger plain'.split(' '));
/** Words a wish about the drawing is made of, besides its parts and wishes. */
const WISH_WORDS = new Set('please it its the a an to one single on only no too very so just and or as be is are in of each all same fancy bold thin thick fewer less more than words word per lines'.split(' '));

/**
 * "Please keep the boxes small", "Keep it to one column", "Keep it simple, boxes only": a sentence
 * made only of a wish about the drawing's look and the parts it names (both present), never a step.
 */
export function wishAboutDrawing(text: string): boolean {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  if (lookOfIt(words) || shapesForKinds(words)) return true;
  return (
    words.some((w) => DRAWING_PARTS.has(w)) &&
    words.some((w) => WISHES.has(w)) &&
    words.every((w) => DRAWING_PARTS.has(w) || WISHES.has(w) || WISH_WORDS.has(w) || DRAWING_WORDS.has(w))
  );
}

/** The shapes a flowchart draws its steps in. */
const SHAPES = new Set('diamond diamonds oval ovals rectangle rectangles parallelogram parallelograms rhombus box boxes shape shapes circle circles'.split(' '));
/** The kinds of step a shape is asked for. */
const STEP_KINDS = new Set('decision decisions question questions step steps start end starts ends action actions process processes outcome outcomes input inputs output outputs terminator terminators'.split(' '));
const SHAPE_WISH_WORDS = new Set('use using draw drawn show shown make please for the a an as with all each every and or rounded round should be are is in of other it them'.split(' '));

/**
 * "Use diamonds for the decisions", "Decisions should be diamonds and the start an oval": which
 * shape each kind of step takes, made only of shapes, kinds of step and the words between. The
 * reader gives those shapes already: the sentence is about the drawing, never a step.
 */
function shapesForKinds(words: string[]): boolean {
  return words.some((w) => SHAPES.has(w)) && words.some((w) => STEP_KINDS.has(w)) && words.every((w) => SHAPES.has(w) || STEP_KINDS.has(w) || SHAPE_WISH_WORDS.has(w));
}

const QUOTED = `['"‘“]([^'"‘’“”]{1,80})['"’”]`;
const SHAPE_BEFORE = `(?:an?\\s+)?(?:(?:rounded|round|oval)\\s+)?(?:box|oval|shape|terminator|node|pill|rectangle)?\\s*(?:saying|labell?ed|called|reading|that\\s+says|with)?\\s*`;
/** "Start with a rounded box 'Referral received'", "Begin with 'Sample in'": the start mark, named. */
const START_NAMED = new RegExp(`^(?:please\\s+)?(?:start|begin)\\s+(?:with|at|from)\\s+${SHAPE_BEFORE}${QUOTED}[.!]?$`, 'i');
/** "End with 'Seen in clinic'", "Finish with an oval saying 'Done'": the end mark, named. */
const END_NAMED = new RegExp(`^(?:and\\s+)?(?:please\\s+)?(?:end|finish|stop)\\s+(?:with|at|on)\\s+${SHAPE_BEFORE}${QUOTED}[.!]?$`, 'i');
/** "The chart starts at 'Specimen received' and ends at 'Report issued'": both marks, named by the figure. */
const FIGURE_STARTS_ENDS = new RegExp(`^(?:the\\s+|this\\s+)?(?:flow\\s?chart|chart|diagram|figure|flow|process)\\s+(?:should\\s+)?(?:starts?|begins?)\\s+(?:at|with|from)\\s+${SHAPE_BEFORE}${QUOTED},?\\s+and\\s+(?:should\\s+)?(?:ends?|finish(?:es)?)\\s+(?:at|with|on)\\s+${SHAPE_BEFORE}${QUOTED}[.!]?$`, 'i');

/** The start and end marks a sentence about the drawing names, with their words; undefined for any other sentence. */
export function namedEnds(sentence: string): { start?: string; end?: string } | undefined {
  const text = sentence.trim();
  const both = FIGURE_STARTS_ENDS.exec(text);
  if (both) return { start: both[1]!.trim(), end: both[2]!.trim() };
  const start = START_NAMED.exec(text);
  if (start) return { start: start[1]!.trim() };
  const end = END_NAMED.exec(text);
  if (end) return { end: end[1]!.trim() };
  return undefined;
}

/** Words that can only describe how a drawing looks, never the state of a sample: "simple", "neat", "readable". */
const LOOKS = new Set('simple neat tidy minimal readable legible uncluttered'.split(' '));

/**
 * "Keep it simple", "Please make it neat and readable": "it" (the figure) kept or made to look a
 * way, with words that describe only a drawing's look ("Keep it on ice" keeps a sample).
 */
function lookOfIt(words: string[]): boolean {
  const at = words.findIndex((w) => w === 'keep' || w === 'make');
  if (at < 0 || words[at + 1] !== 'it' || !words.slice(at + 2).some((w) => LOOKS.has(w))) return false;
  return words.slice(0, at).every((w) => w === 'please' || w === 'just') && words.slice(at + 2).every((w) => LOOKS.has(w) || w === 'and' || w === 'very' || w === 'please' || w === 'nice');
}

/**
 * A sentence asking for a drawing: "Draw a flowchart of ...", "Make a diagram for:", "Can you
 * draw the qPCR workflow from our methods?". A flow's name ("workflow", "pipeline") after a
 * drawing verb asks for its drawing only with a determiner before it: "make up the buffer and
 * process samples" is a step.
 */
export const REQUEST_WORDS =
  /\b(?:draw|sketch|map out|make|create|generate|produce|render|build|design|give me|show|turn|convert|visuali[sz]e|please|need|want|like|write|put together|draw up|as a|into a)\b[^.:\n]{0,80}?(?:\b(?:flow\s?charts?|flow diagrams?|diagrams?|figures?|charts?|graphs?)\b|\b(?:a|an|the|our|my|this|their|his|her)\s+(?:[\w-]+\s+){0,3}(?:workflow|pipeline|protocol|process|procedure|pathway|algorithm|steps)\b)/i;

/** Words naming the figure itself: a sentence holding them is about the drawing, never a step. */
export const FIGURE_WORDS = /\b(?:flow\s?charts?|flow diagrams?|diagrams?|swim\s?lane (?:charts?|diagrams?))\b/i;

/**
 * "The figure should show how a sample moves through the core", "This diagram illustrates ...",
 * "Figure 1 summarises the workflow":
 * a sentence whose subject is the figure itself says what the figure is for, never a step.
 */
export const FIGURE_SUBJECT =
  /^(?:(?:the|this|our|my|your|a|an|that)\s+(?:final\s+|whole\s+|resulting\s+)?(?:figure|chart|diagram|flow\s?chart|schematic|graphic|drawing|overview figure)|(?:supplementary\s+|extended\s+data\s+)?(?:figure|fig\.?)\s+S?\d{1,2}[a-z]?)\s+(?:should|must|needs?\s+to|has\s+to|is\s+to|will|would|can|could|shows?|illustrates?|depicts?|summari[sz]es?|outlines?|is\s+meant\s+to|is\s+for|aims?\s+to|is\s+supposed\s+to)\b/i;

/** "Draw this", "please redraw it neatly", "digitise my sketch": a request that only points at the attachment. */
export const REQUEST_ALONE =
  /^(?:(?:can|could|would) you\s+|please\s+)?(?:draw|redraw|make|render|convert|digiti[sz]e|clean up|tidy up|recreate|reproduce|turn)\s+(?:this|it|that|these|the attached(?: \w+)?|my (?:sketch|drawing|scan|photo))(?:\s+(?:up|neatly|properly|please|for me|into a flow\s?chart|as a flow\s?chart))*\s*[.!?]*$/i;

const GENERIC_WORDS = new Set(
  'here is are the our my this a an of for as follows following below steps step protocol pipeline workflow procedure process processes method methods study we it its these those flowchart diagram sop it goes is looks like stages'.split(' '),
);

/** "Here is our protocol:", "Steps:": a line that introduces a list without naming a group. */
export function isGenericIntro(text: string): boolean {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.every((w) => GENERIC_WORDS.has(w));
}

/** Words that make a short first line the flowchart's name ("Sample handling SOP", "RNA-seq pipeline:"). */
export const TITLE_WORDS = /\b(?:SOP|flow\s?chart|diagram|protocol|pipeline|workflow|procedure|algorithm|flow|pathway|process|design|triage|rule|overview|review|experiment|steps)\b/i;

/** "PCR optimisation flowchart" -> "PCR optimisation": the figure's own kind is not part of its name. */
export function withoutDrawingNoun(title: string): string {
  // Only the word for the request itself: "PRISMA flow diagram" is the figure's name.
  const name = title.replace(/\s+flow\s?chart$/i, '').trim();
  return name === '' ? title : name;
}

/** Lower case, punctuation as spaces: how two wordings of a step are compared. */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').replace(/\s+/g, ' ').trim();
}

/** Figures of other kinds than a flow of steps: a reaction's curly arrows, who reports to whom, overlapping sets, parts of a whole, a circuit, kinship, descent, a schedule. */
const OTHER_FIGURE = /\b(curly[\s-]arrows?|arrow[\s-]pushing|org(?:ani[sz]ational)?\s+chart|organogram|venn\s+diagrams?|pie\s+charts?|circuit(?:\s+diagram)?|wiring\s+diagram|pedigree|family\s+tree|phylogenetic\s+tree|gantt\s+chart)\b/i;
/** The figure asked for: "a flowchart of <kind>", "draw our <kind>", "<kind> as a flowchart". */
const ASKED_AS = /\b(?:flow\s?chart|diagram)\s+(?:of|for|showing)\s+(?:the\s+|our\s+|my\s+|a\s+|an\s+)?$|\b(?:draw|make|create|sketch|render|turn|convert|redo|produce|flow\s?chart)\s+(?:me\s+)?(?:the\s+|our\s+|my\s+|a\s+|an\s+|this\s+)?$/i;

/**
 * "Can you make a flowchart of the curly arrows for ...", "Please draw our org chart as a
 * flowchart": the kind of figure a request asks for when it is not a flowchart, or undefined.
 * Only the thing asked for counts: "then make a bar chart" in a pipeline is a step.
 */
export function otherFigureAsked(text: string): string | undefined {
  const m = OTHER_FIGURE.exec(text);
  if (!m) return undefined;
  const before = text.slice(Math.max(0, m.index - 60), m.index);
  const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
  return ASKED_AS.test(before) || /^\s+as\s+a\s+(?:flow\s?chart|diagram)\b/i.test(after) ? m[1]!.toLowerCase() : undefined;
}
