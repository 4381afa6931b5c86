// A size the figure must have, said with the figure, the journal or the editor as its subject
// rather than as an order: "Figure must be 85 mm wide at 600 dpi", "journal asks for 8 cm width
// at 300 dpi", "height of 6 cm at 600 dpi required", "single column (89 mm) at 300 dpi", "must
// not be wider than 174 mm". A requirement of the result is the resize that meets it. Printed
// sizes are in pixels by now (normalise.ts). Only a clause that says nothing but the size, what
// it measures and who requires it is read so: a clause that names anything an edit acts on
// (a border, a margin, a panel) is left to the readers of those edits, and a least size ("at
// least 1000 px") is not a size to make it, so it is not read.
import { tokens } from '../../language/index.ts';
import { ASPECT_RATIOS } from '../../shared/aspectRatios.ts';

/** Words that make a size a requirement rather than a description of the image as it is. */
const REQUIRING = new Set(['should', 'must', 'need', 'needs', 'needed', 'require', 'requires', 'required', 'requirement', 'requirements', 'ask', 'asks', 'asked', 'want', 'wants', 'wanted', 'expect', 'expects', 'accept', 'accepts', 'allow', 'allows', 'max', 'maximum', 'most', 'limit', 'has', 'have',
  // "please provide the figure at 1200 px wide": what the writer is to be given.
  'provide', 'supply', 'deliver']);

/** What a size measures, by the words that say it; a column of a journal page is a width. */
const MEASURES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:wide|width|wider|across|column|columns)$/, 'wide'],
  [/^(?:tall|height|high|taller|higher)$/, 'tall'],
  [/^(?:long|longest|longer)$/, 'on long side'],
];

/** Who requires a size, what of, and the words around them that ask nothing of their own. */
const AROUND = new Set([
  'figure', 'figures', 'fig', 'image', 'images', 'picture', 'photo', 'plot', 'chart', 'graph', 'file', 'version', 'journal', 'editor', 'editors', 'reviewer', 'reviewers', 'publisher',
  'template', 'guidelines', 'guide', 'format', 'submission', 'print', 'printed', 'final', 'single', 'double', 'one', 'full', 'page', 'side', 'edge', 'dimension', 'size', 'be', 'is', 'are', 'it',
  'its', 'the', 'a', 'an', 'our', 'their', 'of', 'for', 'to', 'at', 'in', 'on', 'with', 'and', 'so', 'that', 'this', 'please', 'pls', 'not', 'no', 'than', 'up', 'exactly', 'precisely', 'at',
  // How the file reaches the journal and the page: "submitted at a width of", "8 cm tall when printed".
  'submit', 'submitted', 'supplied', 'provided', 'delivered', 'upload', 'uploaded', 'send', 'sent', 'when', 'once', 'published', 'reproduced', 'appear', 'appears',
  // "the journal's single column": whose size it is.
  "'s", "journal's", "publisher's", "editor's",
]);

/** "1.5-column", "2 columns": a count of a journal page's columns, which the size in pixels already gives. */
function isColumnCount(words: string[], i: number): boolean {
  return /^\d+(?:\.\d+)?$/.test(words[i]!) && /^columns?$/.test(words[i + 1] ?? '');
}

/** Verbs of sizing, said beside a width and a height ("resize to 1920x1080"). */
const SIZING = new Set(['resize', 'rescale', 'scale', 'make', 'set', 'change', 'export', 'save', 'size', 'square', 'which', 'exactly', 'px', 'pixels']);

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function wordsOf(text: string): string[] {
  return tokens(text)
    .filter((t) => t.pos !== 'PUNCT' && t.pos !== 'SPACE')
    .flatMap((t) => t.lower.split('-'))
    .filter((w) => w !== '');
}

/**
 * "a square image 1200 x 1200 px", "resize to 1920x1080": a width and a height in pixels. Neither a
 * resize (which keeps the proportions) nor a ratio (which extends the canvas) gives that size, but
 * the two in turn do: the canvas extended to the ratio the size makes, then scaled to its width.
 * Read so only where the ratio is one aspect_ratio makes and the clause says nothing else: the two
 * clauses that ask for it; a ratio it does not make is left as one word for the ratio reader to refuse.
 */
export function requiredPixelSize(said: string): string[] | null {
  const pair = /\b(\d+)(?:times ?| ?x ?)(\d+)(?: ?px)?(?!\S)/.exec(said);
  if (!pair) return null;
  const width = Number(pair[1]);
  const height = Number(pair[2]);
  if (width <= 32 && height <= 32) return null;
  const d = gcd(width, height);
  const ratio = `${width / d}:${height / d}`;
  // A ratio no canvas extension makes: the pair as one word, which the ratio reader refuses naming the ratios it makes.
  if (!(ASPECT_RATIOS as readonly string[]).includes(ratio)) return [said.replace(pair[0], `${width}x${height}`)];
  const words = wordsOf(said.replace(pair[0], ' '));
  if (words.includes('square') && width !== height) return null;
  if (!words.every((w) => REQUIRING.has(w) || AROUND.has(w) || SIZING.has(w))) return null;
  return [`make it ${ratio}`, `${width}px wide`];
}

/** The resize a clause requiring a size asks for ("resize to 945px wide"), or null when it is no such clause; `alone`: the request says nothing else. */
export function requiredSize(core: string, alone: boolean): string | null {
  const sizes = core.match(/\b\d+(?:\.\d+)?px\b/g) ?? [];
  if (sizes.length !== 1 || /\b(?:least|minimum|min|more than|bigger than|larger than)\b/.test(core)) return null;
  const words = wordsOf(core.replace(sizes[0]!, ' '));
  const measured = new Set(words.flatMap((w) => MEASURES.filter(([pattern]) => pattern.test(w)).map(([, measure]) => measure)));
  if (measured.size !== 1) return null;
  // Said alone, a size is what the request asks for ("single column 1051px"); beside other edits, only a word that requires it makes it one.
  if (!alone && !words.some((w) => REQUIRING.has(w))) return null;
  if (!words.every((w, i) => REQUIRING.has(w) || AROUND.has(w) || isColumnCount(words, i) || MEASURES.some(([pattern]) => pattern.test(w)))) return null;
  return `resize to ${sizes[0]} ${[...measured][0]}`;
}

/**
 * "provide the figure in grayscale at 1200 px wide": a size required with the colours it is to be
 * in. Two requirements, as two clauses in the order said: the colours, then the size.
 */
export function requiredModeAndSize(said: string): string[] | null {
  const mode = /\s+(?:in|as) (grayscale|monochrome|blackwhite)(?= |$)/.exec(said);
  if (!mode) return null;
  const rest = said.replace(mode[0], '');
  return requiredSize(rest, true) ? [`convert to ${mode[1]}`, rest] : null;
}
