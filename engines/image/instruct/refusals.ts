// What no step of the local interpreter can do, said plainly with the operation or mask that
// would: a clause no reader could read is checked against these kinds of request before it is
// refused as not understood. Each answer names the operation (SPEC "POST /images/edits") or
// the endpoint that does it, so the researcher knows where to go.
import { ownWords } from '../../shared/said.ts';
import { isWord, MARKS, vocabulary, type Word } from './lexicon.ts';

const ADD = vocabulary('add', 'draw', 'insert', 'put', 'place', 'overlay', 'annotate', 'include', 'write', 'paste', 'create', 'superimpose', 'sketch', 'label', 'mark', 'highlight', 'circle', 'point', 'attach');
const TEXT = vocabulary('label', 'labels', 'text', 'title', 'word', 'words', 'caption', 'legend', 'axis', 'axes', 'tick', 'ticks', 'typo', 'spelling', 'name', 'heading', 'units', 'unit', 'font', 'letter', 'letters', 'number', 'numbers', 'annotation');
const REWORD = vocabulary('change', 'say', 'rename', 'replace', 'edit', 'fix', 'correct', 'update', 'translate', 'reword', 'relabel', 'retitle', 'rewrite', 'swap', 'spell', 'capitalise', 'capitalize');
const RENAME = vocabulary('rename', 'relabel', 'retitle', 'reword', 'misspelt', 'misspelled', 'typo');
const MOVE = vocabulary('move', 'shift', 'drag', 'reposition', 'align', 'rearrange', 'reorder', 'swap', 'enlarge', 'bigger', 'larger', 'smaller', 'bold', 'italic', 'thicker', 'thinner', 'size');
const BACKGROUND = vocabulary('background', 'backdrop', 'bg');
const CROP = vocabulary('crop', 'trim', 'cut', 'clip');
const RESOLUTION = vocabulary('resolution', 'upscale', 'upsample', 'super-resolution', 'superresolution', 'hi-res', 'hires', 'dpi', 'pixelated', 'quality');
const CONVERT = vocabulary('svg', 'vector', 'vectorise', 'vectorize', 'pdf', 'eps', 'tiff', 'tif', 'pptx', 'powerpoint');
const DATA = vocabulary('outlier', 'outliers', 'datapoint', 'data', 'point', 'points', 'errorbar', 'error', 'bars', 'peak', 'peaks', 'band', 'bands', 'value', 'values', 'measurement', 'measurements', 'dot', 'dots', 'sample', 'samples');
const TONE = vocabulary('saturation', 'saturate', 'saturated', 'vivid', 'vibrant', 'sepia', 'hue', 'warmer', 'cooler', 'warm', 'cool', 'tint', 'pastel', 'desaturated', 'colourful', 'colorful', 'pseudocolor', 'pseudo-color', 'false-color', 'lut');
const COLOUR_WORDS = vocabulary('color', 'colors', 'red', 'green', 'blue', 'orange', 'purple', 'yellow', 'pink', 'brown', 'cyan', 'magenta', 'teal');

function has(words: Word[], entries: readonly string[]): boolean {
  return words.some((w) => isWord(w, entries));
}

/**
 * Why no operation of the local interpreter does this clause, naming the one that would; null
 * when it is simply not understood. `quoted` is the clause as a message gives it (marked, engines/shared/said.ts).
 */
export function whyNot(words: Word[], quoted: string): string | null {
  const first = words[0];
  if (has(words, CONVERT) && has(words, ['convert', 'export', 'save', 'vectorise', 'vectorize', 'svg', 'vector', 'turn', 'make'])) {
    return `${quoted}${ownWords(`: converting to another file format is POST /images/conversions (SVG, PDF, TIFF, PPTX), not an edit`)}`;
  }
  if (has(words, RESOLUTION) && !has(words, ['lower', 'reduce', 'decrease', 'less'])) {
    return `${quoted}${ownWords(`: more resolution is POST /images/upscales, which adds detail a resize cannot; "resize to 200%" enlarges by resampling`)}`;
  }
  if (has(words, BACKGROUND)) {
    if (has(words, ['transparent', 'transparency', 'alpha'])) return `${quoted}${ownWords(`: no operation makes a background transparent; white_background makes it white ("make the background white")`)}`;
    if (has(words, COLOUR_WORDS) || has(words, ['black', 'gray', 'dark', 'beige'])) return `${quoted}${ownWords(`: no operation paints the background a colour other than white; white_background makes it white ("make the background white")`)}`;
  }
  if (words.some((w, i) => /^\d+(?:\.\d+)?(?:mm|cm|in|inch|inches)$/.test(w.lower) || (/^\d+(?:\.\d+)?$/.test(w.lower) && /^(?:mm|cm|inch|inches|millimetres?|centimetres?|millimeters?|centimeters?)$/.test(words[i + 1]?.lower ?? '')))) {
    return `${quoted}${ownWords(`: a length on paper becomes pixels only at a resolution: add one ("8.5 cm wide at 300 dpi") or give pixels ("1004 px wide")`)}`;
  }
  if (has(words, TONE)) {
    return `${quoted}${ownWords(`: no operation changes saturation, hue or colour tone; the colour edits are grayscale, invert and recolor (category colours onto a palette)`)}`;
  }
  if (has(words, ['remove', 'erase', 'delete', 'rid', 'hide', 'clean']) && has(words, DATA)) {
    return `${quoted}${ownWords(`: erasing data (a point, an outlier, a bar, an error bar) changes what the figure shows; no operation does it, with or without a mask`)}`;
  }
  if (has(words, CROP) && words.some((w) => /^\d+(?::|x)\d+$/.test(w.lower) || isWord(w, ['square', 'ratio', 'aspect']))) {
    return `${quoted}${ownWords(`: aspect_ratio extends the canvas to a ratio and never crops ("make it 16:9"); a crop to a ratio would have to choose what to cut away: crop to a part instead ("crop to the left half")`)}`;
  }
  // Words quoted in the request are a label's words ("replace 'Ctrl' with 'Control'"), and some verbs only ever change words ("rename", "relabel").
  const quotes = words.some((w) => /^["']/.test(w.text));
  if ((has(words, REWORD) && (has(words, TEXT) || quotes)) || has(words, RENAME)) {
    return `${quoted}${ownWords(`: changing the words of a label is replace_text (detect the text with POST /images/text-detections, then replace it by its index)`)}`;
  }
  if (first && isWord(first, ADD) && !has(words, ['border', 'frame', 'padding', 'margin', 'whitespace', 'space'])) {
    return `${quoted}${ownWords(`: no operation draws new content (shapes, arrows, text, scale bars) into an image; make the figure again with it (charts, flowcharts, illustrations)`)}`;
  }
  if (has(words, MOVE) && (has(words, TEXT) || has(words, ['panel', 'panels', 'arrow', 'bar', 'bars', 'line', 'lines', 'point', 'points', 'marker', 'markers', 'box', 'object']))) {
    return `${quoted}${ownWords(`: no operation moves, resizes or restyles one part of an image; replace_text rewrites a label at its own size, and a chart or flowchart is best edited at its source (POST /charts/edits, /flowcharts/edits)`)}`;
  }
  const colours = words.filter((w) => isWord(w, COLOUR_WORDS.slice(2))).length;
  // "change the red to blue", "make the red bars blue": one colour named onto another.
  const colourBeforeThing = words.some((w, i) => isWord(w, COLOUR_WORDS.slice(2)) && i + 1 < words.length && isWord(words[i + 1]!, MARKS));
  if (colours >= 2 && (colourBeforeThing || words.some((w) => w.lower === 'to' || w.lower === 'into'))) {
    return `${quoted}${ownWords(`: recolor gives each colour of the figure a colour of a palette, matched by nearness, not one named colour another; name the palette ("recolour with #0072b2, #e69f00") or ask for a colour-blind-safe one`)}`;
  }
  if (has(words, ['panel', 'panels', 'subplot', 'row', 'column']) && has(words, ['remove', 'delete', 'drop', 'hide', 'rid'])) {
    return `${quoted}${ownWords(`: a crop keeps panels rather than removing them: name the panels to keep ("keep panels A and B", "keep only the top row")`)}`;
  }
  return null;
}
