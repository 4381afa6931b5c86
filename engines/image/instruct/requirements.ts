// A size the figure must have, said with the figure, the journal or the editor as its subject
// rather than as an order: "Figure must be 85 mm wide at 600 dpi", "journal asks for 8 cm width
// at 300 dpi", "height of 6 cm at 600 dpi required", "single column (89 mm) at 300 dpi", "must
// not be wider than 174 mm". A requirement of the result is the resize that meets it. Printed
// sizes are in pixels by now (normalise.ts). Only a clause that says nothing but the size, what
// it measures and who requires it is read so: a clause that names anything an edit acts on
// (a border, a margin, a panel) is left to the readers of those edits, and a least size ("at
// least 1000 px") is not a size to make it, so it is not read.
import { tokens } from '../../language/index.ts';

/** Words that make a size a requirement rather than a description of the image as it is. */
const REQUIRING = new Set(['should', 'must', 'need', 'needs', 'needed', 'require', 'requires', 'required', 'requirement', 'requirements', 'ask', 'asks', 'asked', 'want', 'wants', 'wanted', 'expect', 'expects', 'accept', 'accepts', 'allow', 'allows', 'max', 'maximum', 'most', 'limit', 'has', 'have']);

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
]);

/** The resize a clause requiring a size asks for ("resize to 945px wide"), or null when it is no such clause; `alone`: the request says nothing else. */
export function requiredSize(core: string, alone: boolean): string | null {
  const sizes = core.match(/\b\d+(?:\.\d+)?px\b/g) ?? [];
  if (sizes.length !== 1 || /\b(?:least|minimum|min|more than|bigger than|larger than)\b/.test(core)) return null;
  const words = tokens(core.replace(sizes[0]!, ' '))
    .filter((t) => t.pos !== 'PUNCT' && t.pos !== 'SPACE')
    .flatMap((t) => t.lower.split('-'))
    .filter((w) => w !== '');
  const measured = new Set(words.flatMap((w) => MEASURES.filter(([pattern]) => pattern.test(w)).map(([, measure]) => measure)));
  if (measured.size !== 1) return null;
  // Said alone, a size is what the request asks for ("single column 1051px"); beside other edits, only a word that requires it makes it one.
  if (!alone && !words.some((w) => REQUIRING.has(w))) return null;
  if (!words.every((w) => REQUIRING.has(w) || AROUND.has(w) || MEASURES.some(([pattern]) => pattern.test(w)))) return null;
  return `resize to ${sizes[0]} ${[...measured][0]}`;
}
