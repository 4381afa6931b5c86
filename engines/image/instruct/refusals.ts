// What no step of the local interpreter can do, said plainly with the operation or mask that
// would: a clause no reader could read is checked against these kinds of request before it is
// refused as not understood. Each answer names the operation (SPEC "POST /images/edits") or
// the endpoint that does it, so the researcher knows where to go.
import { ownWords } from '../../shared/said.ts';
import { parseColour } from './colours.ts';
import { isWord, MARKS, roleOf, vocabulary, type Word } from './lexicon.ts';

const ADD = vocabulary('add', 'draw', 'insert', 'put', 'place', 'overlay', 'annotate', 'include', 'write', 'paste', 'create', 'superimpose', 'sketch', 'label', 'mark', 'highlight', 'circle', 'point', 'attach');
const TEXT = vocabulary('label', 'labels', 'text', 'title', 'word', 'words', 'caption', 'legend', 'axis', 'axes', 'tick', 'ticks', 'typo', 'spelling', 'name', 'heading', 'units', 'unit', 'font', 'letter', 'letters', 'number', 'numbers', 'annotation');
const REWORD = vocabulary('change', 'say', 'rename', 'replace', 'edit', 'fix', 'correct', 'update', 'translate', 'reword', 'relabel', 'retitle', 'rewrite', 'swap', 'spell', 'capitalise', 'capitalize');
const RENAME = vocabulary('rename', 'relabel', 'retitle', 'reword', 'misspelt', 'misspelled', 'misspelling', 'spelling', 'typo');
/** Verbs of hiding a thing from view: "pixelate the face", "redact the name". */
const HIDE = /^(?:pixel+(?:ate|i[sz]e)|obscure|anonymi[sz]e|censor|redact|blank)$/;
const MOVE = vocabulary('move', 'shift', 'drag', 'reposition', 'position', 'narrower', 'wider', 'align', 'rearrange', 'reorder', 'swap', 'enlarge', 'bigger', 'larger', 'smaller', 'bold', 'italic', 'thicker', 'thinner', 'size');
const BACKGROUND = vocabulary('background', 'backdrop', 'bg');
const CROP = vocabulary('crop', 'trim', 'cut', 'clip');
const RESOLUTION = vocabulary('resolution', 'upscale', 'upsample', 'super-resolution', 'superresolution', 'hi-res', 'hires', 'dpi', 'pixelated', 'quality');
const CONVERT = vocabulary('svg', 'vector', 'vectorise', 'vectorize', 'pdf', 'eps', 'tiff', 'tif', 'pptx', 'powerpoint', 'png', 'jpg', 'jpeg', 'webp');
const DATA = vocabulary('outlier', 'outliers', 'datapoint', 'data', 'point', 'points', 'errorbar', 'error', 'bars', 'peak', 'peaks', 'band', 'bands', 'value', 'values', 'measurement', 'measurements', 'dot', 'dots', 'sample', 'samples');
const TONE = vocabulary('saturation', 'saturate', 'saturated', 'vivid', 'vibrant', 'vibrance', 'vibrancy', 'muted', 'punchy', 'punchier', 'dull', 'duller', 'richer', 'sepia', 'hue', 'warmer', 'cooler', 'warm', 'cool', 'tint', 'pastel', 'desaturated', 'colourful', 'colorful', 'pseudocolor', 'pseudo-color', 'false-color', 'lut');
const SCALES = vocabulary('viridis', 'magma', 'inferno', 'plasma', 'cividis', 'turbo', 'jet', 'rainbow', 'spectral', 'coolwarm', 'heatmap');
const TONES = ['white', 'black', 'light', 'dark', 'bright', 'gray'];
const NOISE = vocabulary('noise', 'noisy', 'denoise', 'de-noise', 'grain', 'grainy', 'graininess', 'speckle', 'speckles', 'speckled', 'artifacts', 'artefacts', 'jpeg');
const COLOUR_WORDS = vocabulary('color', 'colors', 'red', 'green', 'blue', 'orange', 'purple', 'yellow', 'pink', 'brown', 'cyan', 'magenta', 'teal');

/** A colour a background could be painted, other than white: "darkgray", "lightblue", "#333". */
function isPaint(word: string): boolean {
  const c = parseColour(word);
  return c !== null && c[3] === 255 && !(c[0] === 255 && c[1] === 255 && c[2] === 255);
}

function has(words: Word[], entries: readonly string[]): boolean {
  return words.some((w) => isWord(w, entries));
}

/**
 * Why no operation of the local interpreter does this clause, naming the one that would; null
 * when it is simply not understood. `quoted` is the clause as a message gives it (marked, engines/shared/said.ts).
 */
export function whyNot(words: Word[], quoted: string): string | null {
  const first = words[0];
  // "a PowerPoint slide" is a shape, not a file.
  const slide = words.some((w, i) => /^(?:powerpoint|pptx)$/.test(w.lower) && /^(?:slides?|presentation|deck|format|shape)$/.test(words[i + 1]?.lower ?? ''));
  if (!slide && has(words, CONVERT) && (has(words, ['convert', 'export', 'save', 'vectorise', 'vectorize', 'svg', 'vector', 'turn', 'make']) || words.some((w, i) => /^(?:as|into|in)$/.test(w.lower) && isWord(words[i + 1] ?? w, CONVERT)))) {
    return `${quoted}${ownWords(`: converting to another file format is POST /images/conversions (SVG, PDF, TIFF, PPTX), not an edit`)}`;
  }
  // "convert to CMYK for the printer": a colour space is how a file stores its colours, not an edit of them.
  if (has(words, ['cmyk', 'rgb', 'srgb', 'pantone'])) {
    return `${quoted}${ownWords(`: no operation converts colour spaces (CMYK, RGB): images are given back in sRGB, which a printer or the journal converts; "convert to grayscale" is the one colour conversion`)}`;
  }
  // "pixelate the face", "redact the name on the label": hiding a thing, which the mask marks.
  if (first && HIDE.test(first.lower)) {
    return `${quoted}${ownWords(`: no operation pixelates or redacts; to hide a thing, mark it with a mask and blur it ("blur the masked area a lot") or remove it ("remove the masked area")`)}`;
  }
  // "export it at 300 dpi", "make it 600 dpi": a density alone is the file's metadata, which a conversion writes.
  const density = words.some((w, i) => /^(?:dpi|ppi)$/.test(w.lower) && /^\d+(?:\.\d+)?$/.test(words[i - 1]?.lower ?? '')) || words.some((w) => /^\d+(?:dpi|ppi)$/.test(w.lower));
  if (density && !has(words, ['upscale', 'upsample', 'super-resolution', 'superresolution', 'sharper', 'detail'])) {
    return `${quoted}${ownWords(`: a dpi is a number the file carries, not pixels: POST /images/conversions writes it (dpi 300, 600 or 1000, pixels not resampled); more pixels are POST /images/upscales, and a size on paper becomes pixels at that dpi ("8.5 cm wide at 300 dpi")`)}`;
  }
  if (has(words, RESOLUTION) && !has(words, ['lower', 'reduce', 'decrease', 'less'])) {
    return `${quoted}${ownWords(`: more resolution is POST /images/upscales, which adds detail a resize cannot; "resize to 200%" enlarges by resampling`)}`;
  }
  if (has(words, BACKGROUND)) {
    if (has(words, ['transparent', 'transparency', 'alpha'])) return `${quoted}${ownWords(`: no operation makes a background transparent; white_background makes it white ("make the background white")`)}`;
    if (has(words, COLOUR_WORDS) || has(words, ['black', 'gray', 'dark', 'beige']) || words.some((w) => isPaint(w.lower))) return `${quoted}${ownWords(`: no operation paints the background a colour other than white; white_background makes it white ("make the background white")`)}`;
  }
  if (words.some((w, i) => /^\d+(?:\.\d+)?(?:mm|cm|in|inch|inches)$/.test(w.lower) || (/^\d+(?:\.\d+)?$/.test(w.lower) && /^(?:mm|cm|inch|inches|millimetres?|centimetres?|millimeters?|centimeters?)$/.test(words[i + 1]?.lower ?? '')))) {
    return `${quoted}${ownWords(`: a length on paper becomes pixels only at a resolution: add one ("8.5 cm wide at 300 dpi") or give pixels ("1004 px wide")`)}`;
  }
  if (has(words, SCALES)) {
    return `${quoted}${ownWords(`: a continuous colour scale (viridis, magma, jet) is not a palette of categories; recolor maps the figure's colours onto a palette of distinct colours (Okabe-Ito, Wong, Tol, or colours named)`)}`;
  }
  // "white on black", "dark on light": a scheme of ink on ground.
  const scheme = words.findIndex((w, i) => w.lower === 'on' && i > 0 && TONES.includes(words[i - 1]!.lower) && TONES.includes(words[i + 1]?.lower ?? ''));
  if (scheme > 0) {
    return `${quoted}${ownWords(`: the local editor does not choose which way round the colours go; "invert the colours" swaps light and dark, and white_background makes the background white`)}`;
  }
  if (has(words, NOISE)) {
    return `${quoted}${ownWords(`: no operation removes noise; a blur softens it along with the detail ("blur slightly")`)}`;
  }
  // "tone down the colours", "make the colours pop": how strong the colours are is their saturation.
  if (has(words, TONE) || (has(words, ['color', 'colors']) && words.some((w) => w.lower === 'pop' || w.lower === 'tone' || roleOf(w)?.kind === 'direction' || roleOf(w)?.kind === 'quality'))) {
    return `${quoted}${ownWords(`: no operation changes saturation, hue or colour tone; the colour edits are grayscale, invert and recolor (category colours onto a palette)`)}`;
  }
  if (has(words, ['remove', 'erase', 'delete', 'rid', 'hide', 'clean']) && has(words, DATA)) {
    return `${quoted}${ownWords(`: erasing data (a point, an outlier, a bar, an error bar) changes what the figure shows; no operation does it, with or without a mask`)}`;
  }
  if (has(words, CROP) && words.some((w) => /^\d+(?::|x)\d+$/.test(w.lower) || isWord(w, ['square', 'ratio', 'aspect']))) {
    return `${quoted}${ownWords(`: aspect_ratio extends the canvas to a ratio and never crops ("make it 16:9"); a crop to a ratio would have to choose what to cut away: crop to a part instead ("crop to the left half")`)}`;
  }
  // "add a title saying ...", "insert a label": new text is new content, whatever words it would say.
  if (first && /^(?:add|draw|insert|overlay|superimpose|paste|annotate)$/.test(first.lemma) && !has(words, ['border', 'frame', 'padding', 'margin', 'whitespace', 'space'])) {
    return `${quoted}${ownWords(`: no operation draws new content (shapes, arrows, text, scale bars) into an image; make the figure again with it (charts, flowcharts, illustrations)`)}`;
  }
  // Words quoted in the request are a label's words ("replace 'Ctrl' with 'Control'"), and some verbs only ever change words ("rename", "relabel").
  const quotes = words.some((w) => /^["']/.test(w.text));
  // "'Expresion' should be 'Expression'": quoted words said to be others.
  // "the label reads 'Contrl'", "it should be 'Control'": a label's words, said or wished for.
  if (quotes && (words.some((w) => /^(?:should|instead|not|into|reads?|says?|spelt|spelled)$/.test(w.lower)) || words.every((w) => /^["']|["']$/.test(w.text)))) {
    return `${quoted}${ownWords(`: changing the words of a label is replace_text (detect the text with POST /images/text-detections, then replace it by its index)`)}`;
  }
  // "it should say 20 µm", "the title should be Figure 2": the words a label is wished to have, quoted or not.
  const wished = words.some((w, i) => /^(?:should|must|to)$/.test(w.lower) && /^(?:say|read)$/.test(words[i + 1]?.lower ?? '')) || (has(words, TEXT) && !has(words, MOVE) && words.some((w, i) => w.lower === 'should' && words[i + 1]?.lower === 'be'));
  if (wished || (has(words, REWORD) && (has(words, TEXT) || quotes)) || has(words, RENAME)) {
    return `${quoted}${ownWords(`: changing the words of a label is replace_text (detect the text with POST /images/text-detections, then replace it by its index)`)}`;
  }
  if (first && isWord(first, ADD) && !has(words, ['border', 'frame', 'padding', 'margin', 'whitespace', 'space'])) {
    return `${quoted}${ownWords(`: no operation draws new content (shapes, arrows, text, scale bars) into an image; make the figure again with it (charts, flowcharts, illustrations)`)}`;
  }
  if (has(words, MOVE) && (has(words, TEXT) || has(words, ['panel', 'panels', 'arrow', 'bar', 'bars', 'band', 'bands', 'ribbon', 'interval', 'colorbar', 'line', 'lines', 'point', 'points', 'dot', 'dots', 'marker', 'markers', 'symbol', 'symbols', 'box', 'object', 'legend']))) {
    return `${quoted}${ownWords(`: no operation moves, resizes or restyles one part of an image; replace_text rewrites a label at its own size, and a chart or flowchart is best edited at its source (POST /charts/edits, /flowcharts/edits)`)}`;
  }
  const colours = words.filter((w) => isWord(w, COLOUR_WORDS.slice(2))).length;
  // "change the red to blue", "make the red bars blue": one colour named onto another.
  const colourBeforeThing = words.some((w, i) => isWord(w, COLOUR_WORDS.slice(2)) && i + 1 < words.length && isWord(words[i + 1]!, MARKS));
  if (colours >= 2 && (colourBeforeThing || words.some((w) => w.lower === 'to' || w.lower === 'into' || w.lower === 'instead' || isWord(w, ['swap', 'switch', 'exchange', 'interchange'])))) {
    return `${quoted}${ownWords(`: recolor gives each colour of the figure a colour of a palette, matched by nearness, not one named colour another; name the palette ("recolour with #0072b2, #e69f00") or ask for a colour-blind-safe one`)}`;
  }
  // "make the background cream", "change the background to off-white": a background coloured, other than white.
  if (has(words, BACKGROUND) && has(words, ['make', 'turn', 'change', 'set', 'paint', 'colour', 'color', 'tint', 'shade'])) {
    return `${quoted}${ownWords(`: no operation paints the background a colour other than white; white_background makes it white ("make the background white")`)}`;
  }
  // "stretch it to 16:9", "squash it to fit": changing the shape by distorting it.
  if (has(words, ['stretch', 'squash', 'squeeze', 'distort', 'skew'])) {
    return `${quoted}${ownWords(`: no operation distorts the image; aspect_ratio extends the canvas to a ratio ("make it 16:9") and a resize keeps the proportions ("resize to 800 px wide")`)}`;
  }
  // "make the text black", "the bars darker red", "change the colours", "recolour just the legend": colours said of a part, or wanted without being named.
  // "colour the bars by group": colour as the verb, first; "the colours are fine" asks for nothing.
  const colourVerb = has(words, ['make', 'turn', 'change', 'recolour', 'recolor', 'paint', 'swap', 'new', 'different', 'shade', 'darker', 'lighter']) || (first !== undefined && /^colou?r$/.test(first.lower));
  if (has(words, ['recolor', 'recolour']) || (colourVerb && (has(words, COLOUR_WORDS) || has(words, ['black', 'gray', 'grey', 'white']) || words.some((w) => isPaint(w.lower))))) {
    return `${quoted}${ownWords(`: recolor maps every colour of the figure onto a palette at once, by nearness, never one part alone; name the palette in order ("recolour with #0072b2, #e69f00, #009e73") or ask for a colour-blind-safe one ("make it colour-blind safe")`)}`;
  }
  // "save each panel as a separate image": several images, where an edit gives one.
  if (words.some((w) => /^(?:each|every|all|individual|separate|separately|individually)$/.test(w.lower)) && has(words, ['panel', 'panels', 'subplot', 'subplots']) && !has(words, ['except', 'but'])) {
    return `${quoted}${ownWords(`: an edit gives one image; crop to each panel in an edit of its own ("crop to panel A")`)}`;
  }
  if (has(words, ['panel', 'panels', 'subplot', 'row', 'column']) && has(words, ['remove', 'delete', 'drop', 'hide', 'rid'])) {
    return `${quoted}${ownWords(`: a crop keeps panels rather than removing them: name the panels to keep ("keep panels A and B", "keep only the top row")`)}`;
  }
  return null;
}

/** Words that say colours or marks are hard to tell apart: "too similar", "hard to distinguish". */
const ALIKE = vocabulary('similar', 'alike', 'apart', 'distinguish', 'distinguishable', 'indistinguishable', 'same', 'confusing', 'colorblind', 'colourblind', 'deuteranopia', 'protanopia');

/**
 * The operation that answers a description of a problem, said after "(it says how the image is"
 * so the researcher knows what to ask: "the colours are too similar" is what recolor is for.
 */
export function remedyOf(words: Word[]): string {
  if (has(words, ALIKE) && (has(words, COLOUR_WORDS) || has(words, MARKS) || has(words, ['groups', 'categories', 'lines', 'colours']))) return '; recolor makes the colours easier to tell apart ("make it colour-blind safe")';
  if (has(words, BACKGROUND)) return '; white_background makes the background white ("make the background white")';
  return '';
}
