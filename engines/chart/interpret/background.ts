// Sentences that tell the story around a request, not what to draw: "Our hospital pharmacist is
// nervous about hepatotoxicity with the NSAIDs.", "It's for a grant report." Such a sentence names
// nothing of the data or the chart, asks nothing (no imperative, no question), and sits beside
// sentences that do ask. Its words are set aside as background. A sentence with any word the
// reader knows, a number, a negation, or a word of the chart's own vocabulary (colour, size,
// outliers ...) may carry a wish the reader missed: it stays to be read, and refused if unread.
import { isNarrative, opensAsStatement, sentences, splitRequest, type Token } from '../../language/index.ts';
import type { Bindings } from './reading.ts';
import { GRAMMAR_WORDS } from './vocabulary.ts';

/** Words that, said anywhere, may be a wish about the figure: never background. */
const FIGURE_WORDS = new Set(
  (
    'chart plot graph figure panel panels axis axes scale log legend title label labels colour colours color colors coloured colored ' +
    'font size bigger larger smaller bold grey gray black white red blue green theme style dpi width height wide tall ' +
    'sort sorted order ordered outlier outliers exclude excluding remove drop hide ignore skip only except without not no never ' +
    'highlight mark marked annotate annotated line lines bar bars point points dot dots box boxes error errors mean median average ' +
    'test significance significant p fit trend filter subset separate split compare comparison versus vs'
  ).split(' '),
);

/** Whether a sentence's words are a story: none bound, none the reader knows, no number, no wish about the figure. */
function isBackground(sentence: { start: number; text: string; end: string }, words: readonly Token[], bindings: Bindings, known: (word: string) => boolean, chartNamedElsewhere: boolean): boolean {
  if (words.length === 0 || words.some((t) => bindings.covers(t))) return false;
  if (words.some((t) => FIGURE_WORDS.has(t.lower) || FIGURE_WORDS.has(t.lemma) || t.negated || /\d/.test(t.text))) return false;
  // A question asks what the chart should show, unless another sentence names the chart that answers
  // it ("Did the new treatment keep people alive longer? Kaplan-Meier of overall survival, ...") and
  // the question names nothing of the data.
  if (sentence.end === '?' || /\?\s*$/.test(sentence.text)) return chartNamedElsewhere && !words.some((t) => known(t.lower) && !GRAMMAR_WORDS.has(t.lower));
  if (words.some((t) => known(t.lower))) return false;
  const { rest } = splitRequest(sentence.text);
  if (isNarrative(rest)) return true;
  // An imperative asks for something; a statement ("It's for a grant report") tells.
  const restStart = sentence.start + sentence.text.length - rest.length;
  return opensAsStatement(words.filter((t) => t.start >= restStart));
}

/** Binds each background sentence of a request that has other sentences read. */
export function bindBackground(text: string, words: readonly Token[], bindings: Bindings, known: (word: string) => boolean): void {
  const all = sentences(text);
  if (all.length < 2) return;
  const inside = (s: { start: number; text: string }) => words.filter((t) => t.start >= s.start && t.end <= s.start + s.text.length);
  const typed = (s: { start: number; text: string }) => bindings.list.some((b) => b.part.startsWith('chart type: ') && b.start >= s.start && b.end <= s.start + s.text.length);
  const background = all.filter((s) => isBackground(s, inside(s), bindings, known, all.some((o) => o !== s && typed(o))));
  // The other sentences must ask for a chart of something the data holds.
  if (background.length === all.length || !bindings.list.some((b) => /^(?:column |x: |y: |filter: )/.test(b.part))) return;
  for (const s of background) bindings.add(s.start, s.start + s.text.length, 'background: a sentence that asks for nothing in the chart');
}
