// Misspelt or shortened words of the edit grammar: "horizontaly", "pannel B", "grayscal",
// "roate", "blak", and a note's "pnl C", "img". The canvas edits are read by the shapes of their
// words (interpret.ts), so a typo in one of those words leaves the clause unread. An instruction
// that was not understood is read once more with each word no dictionary knows mended to the
// grammar word it misspells or shortens; a real English word is never mended ("progression" is
// not "regression", "rotated" is a form of "rotate", not a typo), unless it names a person
// ("boarder"), which no edit of a figure acts on.
import { isAbbreviation, isLetterDropped, isTypo, nounKind, tokens, verbKind } from '../../language/index.ts';
import { isListed, isWord } from './lexicon.ts';

/** The words the canvas edits' shapes and the panel letters are written with. */
const GRAMMAR_WORDS: readonly string[] = [
  'rotate', 'clockwise', 'counterclockwise', 'anticlockwise', 'degrees', 'horizontally', 'horizontal', 'vertically', 'vertical',
  'mirror', 'flip', 'upside', 'crop', 'trim', 'panel', 'panels', 'subplot', 'quadrant', 'quarter', 'third', 'thirds', 'half',
  'bottom', 'right', 'left', 'column', 'columns', 'grayscale', 'greyscale', 'monochrome', 'invert', 'negative', 'colours', 'colors',
  'border', 'frame', 'padding', 'margin', 'margins', 'whitespace', 'resize', 'enlarge', 'shrink', 'smaller', 'bigger', 'larger',
  'width', 'height', 'pixels', 'percent', 'background', 'white', 'square', 'remove', 'everything', 'except', 'content',
  'reduce', 'size', 'scale', 'please', 'brighten', 'darken', 'sharpen', 'contrast', 'brightness',
  // The colours a frame, margin or palette is said in: "a blak boarder".
  'black', 'gray', 'grey', 'blue', 'green', 'yellow', 'orange', 'purple', 'navy',
  // What a note shortens: "img", "pic".
  'image',
];

/**
 * The grammar word a note's short form stands for ("pnl" panel, "img" image, "horiz"
 * horizontal), when it stands for one word only, in any of its forms: "cnt" could be content or
 * contrast, and is no word.
 */
function expanded(short: string): string | undefined {
  const found = GRAMMAR_WORDS.filter((g) => isAbbreviation(short, g));
  return found.length > 0 && found.every((g) => g.slice(0, 5) === found[0]!.slice(0, 5)) ? found[0] : undefined;
}

/** Whether English has this word as it is written: a dictionary noun or verb (or a form of one), or a word the readers list. */
function isEnglish(word: string): boolean {
  const lemma = tokens(word)[0]?.lemma ?? word;
  return [word, lemma].some((w) => nounKind(w) !== undefined || verbKind(w) !== undefined) || isListed({ text: word, lower: word, lemma });
}

/**
 * A real word that is a grammar word misspelt: "boarder" for border. A person is never what an
 * edit of a figure adds, frames or trims, so a noun naming one, a typo away from a grammar word,
 * is that grammar word.
 */
function isPersonForGrammarWord(word: string): boolean {
  return nounKind(word) === 'person' && verbKind(word) === undefined;
}

/** The instruction with each misspelt grammar word mended, or null when none is. */
export function mendSpelling(text: string): string | null {
  let changed = false;
  const mended = text.replace(/\p{L}{3,}/gu, (written) => {
    const word = written.toLowerCase();
    if (GRAMMAR_WORDS.includes(word) || (isEnglish(word) && !isPersonForGrammarWord(word)) || isWord({ text: word, lower: word, lemma: word }, ['image', 'picture', 'photo'])) return written;
    const known = (word.length >= 4 ? GRAMMAR_WORDS.find((g) => isTypo(word, g)) ?? GRAMMAR_WORDS.find((g) => isLetterDropped(word, g)) : undefined) ?? expanded(word);
    if (!known) return written;
    changed = true;
    return known;
  });
  return changed ? mended : null;
}
