// Words of a text with their place, part of speech, lemma and negation, from wink-nlp's English
// model. Every reader of people's words (charts, flowcharts, image edits, illustrations) starts
// here, so that "films", "colours" and "don't" are read the same way everywhere.
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export interface Token {
  /** The word as written. */
  text: string;
  lower: string;
  /** Offsets in the text given to `tokens`, end exclusive. */
  start: number;
  end: number;
  /** Universal POS tag: NOUN, VERB, ADJ, ADV, NUM, PROPN, DET, ADP, PRON, AUX, CCONJ, SCONJ, PART, PUNCT, SYM, INTJ, X, SPACE. */
  pos: string;
  /** The dictionary form ("films" -> "film", "colours" -> "color"). */
  lemma: string;
  /** Inside the scope of a negation ("don't show the legend"). */
  negated: boolean;
}

// One pipeline for the process: loading the model takes about 100 ms.
let pipeline: ReturnType<typeof winkNLP> | undefined;
function nlp(): ReturnType<typeof winkNLP> {
  pipeline ??= winkNLP(model, ['sbd', 'pos', 'negation']);
  return pipeline;
}

/** The parts of speech that carry meaning of their own; the others are grammar. */
const CONTENT = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV', 'NUM', 'X']);

export function isContent(token: Token): boolean {
  return CONTENT.has(token.pos) && /[\p{L}\p{N}]/u.test(token.text);
}

/**
 * A word's shape: capitals "A", small letters "a", digits "9", each run written once, other
 * characters left out ("IL-10" and "CXCL8" are "A9", "Qn1" is "Aa9", "rs1234" is "a9"). Two
 * codes of one shape are of one kind: a gene's name beside the genes of a table.
 */
export function wordShape(word: string): string {
  return word
    .replace(/\p{Lu}+/gu, 'A')
    .replace(/\p{Ll}+/gu, 'a')
    .replace(/\p{N}+/gu, '9')
    .replace(/[^Aa9]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** The text's words in order. wink-nlp keeps every character, so offsets are exact. */
export function tokens(text: string): Token[] {
  const its = nlp().its;
  const doc = nlp().readDoc(text);
  const out: Token[] = [];
  let at = 0;
  doc.tokens().each((t: { out: (f: unknown) => unknown }) => {
    const value = t.out(its.value) as string;
    // Spaces the model folded away are found again in the text itself.
    const start = text.indexOf(value, at);
    if (start < 0) return;
    const end = start + value.length;
    at = end;
    out.push({
      text: value,
      lower: value.toLowerCase(),
      start,
      end,
      pos: t.out(its.pos) as string,
      lemma: ((t.out(its.lemma) as string) || value).toLowerCase(),
      negated: Boolean(t.out(its.negationFlag)),
    });
  });
  return out;
}
