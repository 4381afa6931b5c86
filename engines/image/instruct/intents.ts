// Typed intents read from a clause's words by their roles (lexicon.ts), one reader an
// operation: an adjustment (quality + direction + intensity or amount), a white background, an
// aspect ratio, a recolouring, a crop to panels. Each reader claims the words it used; grammar
// and light verbs are free. A reading that leaves a word unclaimed is not taken: the clause is
// refused naming that word, never half-applied.
import { ASPECT_RATIOS } from '../../shared/aspectRatios.ts';
import { palettes, type PaletteName } from '../../shared/palettes.ts';
import type { EditAspectRatio } from '../types.ts';
import { parseColour } from './colours.ts';
import { isWord, MARKS, roleOf, vocabulary, type Quality, type Word } from './lexicon.ts';
import type { Clause } from './normalise.ts';
import type { Horizontal, PanelSelection, Vertical } from '../panels/select.ts';
import type { Step } from './steps.ts';
import type { Rgba } from '../color/edgeColour.ts';

/** A clause that has the shape of an instruction but a value out of range. */
export class OutOfRange extends Error {}

/** What one reader made of a clause: its step, and the words it used (by index). */
export interface Reading {
  step: Step;
  used: Set<number>;
}

type Reader = (words: Word[], clause: Clause) => Reading | null;

const DEFAULT_TONE = 0.2;
type Level = 'slight' | 'normal' | 'strong';

/** "a light touch", "with a light hand": light said of a touch is how much, slight, and no brightness. */
export function isLightDegree(words: readonly Word[], i: number): boolean {
  const next = words[i + 1];
  return i >= 0 && words[i]?.lower === 'light' && next !== undefined && ['touch', 'hand'].includes(next.lemma);
}

/** Whether the word at i says only how much: a degree word ("slightly", "a lot") or a part of "a light touch". */
export function saysDegree(words: readonly Word[], i: number): boolean {
  return roleOf(words[i]!)?.kind === 'intensity' || isLightDegree(words, i) || isLightDegree(words, i - 1);
}

function level(words: Word[], used: Set<number>): Level {
  let found: Level | null = null;
  words.forEach((w, i) => {
    if (isLightDegree(words, i)) {
      used.add(i).add(i + 1);
      if (found === null || found === 'normal') found = 'slight';
      return;
    }
    const role = roleOf(w);
    if (role?.kind !== 'intensity') return;
    used.add(i);
    // "very slightly": a degree word before another strengthens it, and says no degree of its own.
    const next = words[i + 1] ? roleOf(words[i + 1]!) : null;
    if (/^(?:very|really|super|extremely|way)$/.test(w.lower) && next?.kind === 'intensity') return;
    // "a little bit", "a lot more": the strongest word says it, unless they disagree outright.
    if (found === null || found === 'normal') found = role.level;
    else if (role.level !== 'normal' && role.level !== found) found = 'normal';
  });
  return found ?? 'normal';
}

function percent(n: number, max: number, what: string): number {
  const value = Math.abs(n) / 100;
  if (!(value > 0 && value <= max)) throw new OutOfRange(`${what} changes go from 1% to ${Math.round(max * 100)}%`);
  return value;
}

/** "brighten slightly", "a touch darker", "increase the contrast by 30%", "less blurry", "sharpen a lot", "blur by 3px". */
const adjust: Reader = (words, clause) => {
  const used = new Set<number>();
  let quality: Quality | null = null;
  let sign = 1;
  let directed = false;
  let amount: { n: number; unit: '%' | 'px' | '' ; signed: boolean } | null = null;
  let polarSign = 0;
  /** The way a level said as a percentage of the present one points: 1 above 100%, -1 below, 0 when none is said. */
  let toLevel = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const number = /^([+-]?)(\d+(?:\.\d+)?)(%|px)?$/.exec(w.lower);
    if (number && !amount) {
      amount = { n: Number(number[2]) * (number[1] === '-' ? -1 : 1), unit: (number[3] ?? '') as '%' | 'px' | '', signed: number[1] !== '' };
      // "raise the brightness to 120%", "contrast to 80%": a level of the present one, so a change of the difference.
      if (amount.unit === '%' && !amount.signed && i > 0 && words[i - 1]!.lower === 'to') {
        if (amount.n === 100) return null;
        toLevel = Math.sign(amount.n - 100);
        amount = { ...amount, n: Math.abs(amount.n - 100) };
      }
      used.add(i);
      continue;
    }
    const role = roleOf(w);
    // "a light sharpen", "a gentle blur": light said of a sharpening or a blur is how much.
    const nextRole = words[i + 1] ? roleOf(words[i + 1]!) : null;
    if (w.lower === 'light' && nextRole?.kind === 'quality' && (nextRole.quality === 'sharpness' || nextRole.quality === 'blur')) continue;
    if (isLightDegree(words, i)) continue;
    if (role?.kind === 'quality') {
      if (quality && quality !== role.quality) return null;
      // "dark on light", "light and dark": two ends of one quality name a scheme, not a change.
      if (quality && role.polar && polarSign !== 0 && role.sign !== polarSign) return null;
      if (role.polar) polarSign = role.sign;
      quality = role.quality;
      sign *= role.sign;
      directed ||= role.polar;
      used.add(i);
    } else if (role?.kind === 'direction') {
      // "brighten up", "tone down the darkness": a particle after a word that already points is emphasis.
      const before = i > 0 ? roleOf(words[i - 1]!) : null;
      if (/^(?:up|down)$/.test(w.lower) && before?.kind === 'quality' && before.polar) {
        used.add(i);
        continue;
      }
      sign *= role.sign;
      directed = true;
      used.add(i);
    }
  }
  if (!quality) return null;
  if (amount?.signed) {
    sign *= Math.sign(amount.n);
    directed = true;
  }
  if (toLevel !== 0) {
    // The words' way must agree with the level's: "reduce the brightness to 120%" is not read.
    if (directed && sign !== toLevel) return null;
    sign = toLevel;
    directed = true;
  }
  if (!directed) return null;
  const strength = level(words, used);
  let lightly = false;
  words.forEach((w, i) => {
    const next = words[i + 1] ? roleOf(words[i + 1]!) : null;
    if (w.lower === 'light' && next?.kind === 'quality' && (next.quality === 'sharpness' || next.quality === 'blur')) {
      used.add(i);
      lightly = true;
    }
  });
  const by = (slight: number, normal: number, strong: number) => (strength === 'slight' || (lightly && strength === 'normal') ? slight : strength === 'strong' ? strong : normal);
  const inMask = clause.namesMask;
  if (quality === 'brightness' || quality === 'contrast') {
    if (amount && amount.unit !== '%') return null;
    const max = quality === 'brightness' ? 1 : sign > 0 ? 5 : 0.99;
    const value = amount ? percent(amount.n, quality === 'brightness' ? 1 : max, quality) : by(DEFAULT_TONE / 2, DEFAULT_TONE, DEFAULT_TONE * 2);
    return { step: { op: quality, amount: sign * value, inMask }, used };
  }
  // Less sharp is blurred, less blurry sharpened.
  const blurs = (quality === 'blur') === sign > 0;
  if (blurs) {
    if (amount && amount.unit === '%') return null;
    const sigma = amount ? Math.abs(amount.n) : by(1, 2, 5);
    if (!(sigma > 0 && sigma <= 100)) throw new OutOfRange('a blur is between 0.1 and 100 px');
    return { step: { op: 'blur', sigma, inMask }, used };
  }
  if (amount) return null;
  return { step: { op: 'sharpen', amount: by(0.5, 1, 2), inMask }, used };
};

/** Words that may stand in any reading of this family without changing it. */
function claimAll(words: Word[], used: Set<number>, entries: readonly string[]): void {
  words.forEach((w, i) => {
    if (isWord(w, entries)) used.add(i);
  });
}

const BACKGROUND = vocabulary('background', 'backdrop', 'bg', 'backgrounds', 'backround');
/** A gradient, shading or vignette behind a figure is its background, named by what it is: "remove the gradient, make it plain white". */
const BACKGROUND_KINDS = vocabulary('gradient', 'shading', 'vignette');
const REMOVE_BACKGROUND = vocabulary('remove', 'rid', 'delete', 'strip', 'erase', 'clear', 'lose', 'ditch', 'drop', 'kill', 'bin');
/** What a background is now, said to name the one to replace: "the gradient background", "the default ggplot panel background". */
const CURRENT_BACKGROUND = vocabulary('gradient', 'panel', 'plot', 'chart', 'graph', 'figure', 'default', 'ggplot', 'shaded', 'tinted', 'coloured', 'colored', 'dark', 'light', 'pale', 'current', 'existing', 'old', 'busy', 'textured', 'noisy', 'uneven', 'dull', 'dirty', 'cluttered', 'grid');
const PAINT = vocabulary('paint', 'fill', 'replace', 'convert', 'clean', 'pure', 'plain', 'solid', 'color', 'flat', 'uniform', 'switch', 'swap', 'whiten', 'white', 'instead');

/** Verbs that set a thing on a ground: what is set there is the foreground, kept as it is. */
const PUT = vocabulary('put', 'place', 'set', 'show', 'present', 'isolate', 'paste');

/** "make the background white", "whiten the background", "white background", "set the backdrop to pure white". */
const whiteBackground: Reader = (words, clause) => {
  const used = new Set<number>();
  let background = words.findIndex((w) => isWord(w, BACKGROUND));
  if (background < 0) background = words.findIndex((w) => isWord(w, BACKGROUND_KINDS));
  // "put the instrument on white", "isolate it against plain white": white is the ground it is put on.
  if (background < 0) {
    const put = words.findIndex((w) => isWord(w, PUT));
    const on = words.findIndex((w, i) => i > put && /^(?:on|against|onto)$/.test(w.lower));
    const rest = words.slice(on + 1);
    if (put < 0 || on < 0 || rest.length === 0 || !isWord(rest.at(-1)!, ['white']) || !rest.every((w) => isWord(w, PAINT))) return null;
    background = words.length - 1;
  }
  used.add(background);
  const white = words.findIndex((w) => isWord(w, ['white', 'whiten']) || /^#f{3}(?:f{3})?$/.test(w.lower));
  // Taking the background away leaves white: the one background this operation gives (never transparent).
  // "turn off the grey background", "without the grey background": a background said as it is now, turned off or done without.
  const saidAsNow = words.some((w, i) => i < background && (parseColour(w.lower) !== null || isWord(w, CURRENT_BACKGROUND)));
  const off = words.findIndex((w, i) => (w.lower === 'off' && i > 0 && isWord(words[i - 1]!, ['turn', 'switch'])) || (/^(?:without|no)$/.test(w.lower) && saidAsNow));
  if (off >= 0) used.add(off);
  const removed = off >= 0 || words.some((w) => isWord(w, REMOVE_BACKGROUND));
  if (white < 0 && !removed) return null;
  if (words.some((w) => isWord(w, ['transparent', 'transparency']))) return null;
  // A colour named beside a removal is the background's colour now ("the grey background"); beside white it would be another target.
  words.forEach((w, i) => {
    if (parseColour(w.lower) && ((removed && white < 0) || i === background - 1)) used.add(i);
  });
  // Words before "background" that say which background it is now: "the gradient background", "the grey panel background".
  for (let i = background - 1; i >= 0 && i >= background - 3; i--) {
    const w = words[i]!;
    if (isWord(w, ['white', 'whiten', 'transparent']) || (parseColour(w.lower) && white >= 0 && !removed && i !== background - 1)) break;
    if (isWord(w, CURRENT_BACKGROUND) || parseColour(w.lower)) used.add(i);
    else break;
  }
  // "put the apparatus on a white background": what is put there is the foreground, kept as it is.
  const put = words.findIndex((w) => isWord(w, PUT));
  const on = words.findIndex((w, i) => i > put && /^(?:on|against|onto|over)$/.test(w.lower));
  if (put >= 0 && on > put && on <= background) for (let i = put; i <= on; i++) used.add(i);
  // "the background of the plot area": which background, said after it.
  if (words[background + 1]?.lower === 'of') {
    for (let i = background + 1; i < words.length && (i === background + 1 || isWord(words[i]!, [...CURRENT_BACKGROUND, 'area', 'region'])); i++) used.add(i);
  }
  // "pure white (#ffffff)": white's own code said beside it.
  words.forEach((w, i) => {
    if (/^#f{3}(?:f{3})?$/.test(w.lower)) used.add(i);
  });
  // "more white", as some write "whiter": a background made white is as white as it gets.
  if (white > 0 && /^(?:more)$/.test(words[white - 1]!.lower)) used.add(white - 1);
  // "for a white one".
  if (white >= 0 && /^(?:one)$/.test(words[white + 1]?.lower ?? '')) used.add(white + 1);
  claimAll(words, used, [...PAINT, ...REMOVE_BACKGROUND, 'get', 'of']);
  return { step: { op: 'white_background', inMask: clause.namesMask }, used };
};

// The whole picture said as what it shows ("make the plot square"): a ratio is of the whole canvas.
const RATIO_WORDS = vocabulary('aspect', 'ratio', 'format', 'shape', 'canvas', 'frame', 'reframe', 'extend', 'pad', 'fit', 'post', 'proportion', 'proportions', 'into', 'as', 'for', 'up', 'convert', 'switch', 'reformat', 'orientation', 'version', 'copy', 'plot', 'chart', 'graph');
/** How the canvas grows to the ratio: "square by adding white space", "16:9 with white bars", "letterbox it". */
const RATIO_HOW = vocabulary('adding', 'add', 'padding', 'padded', 'whitespace', 'space', 'bars', 'borders', 'fill', 'filled', 'filling', 'letterbox', 'letterboxed', 'letterboxing', 'pillarbox', 'margins', 'margin', 'sides', 'edges', 'empty', 'blank', 'by', 'with', 'extra');
/** Where a ratio given is for: "16:9 for PowerPoint", "phone wallpaper format (9:16)". They name no ratio of their own. */
const RATIO_PLACES = vocabulary('powerpoint', 'ppt', 'keynote', 'slide', 'slides', 'deck', 'projector', 'screen', 'monitor', 'presentation', 'talk', 'poster', 'phone', 'mobile', 'wallpaper', 'website', 'web', 'thumbnail', 'youtube', 'banner', 'header', 'cover', 'tv', 'display');
/** Shapes named by a word: each is one ratio. */
const NAMED_RATIOS: ReadonlyArray<readonly [readonly string[], EditAspectRatio]> = [
  [vocabulary('square', 'squared'), '1:1'],
  // A YouTube video or thumbnail has one shape, 16:9.
  [vocabulary('widescreen', 'youtube'), '16:9'],
  // An ultrawide screen is 21:9.
  [vocabulary('ultrawide', 'ultra-wide'), '21:9'],
  [vocabulary('story', 'stories', 'reel', 'reels', 'tiktok', 'shorts'), '9:16'],
];
/** Where a picture is posted: a ratio of its own only with the shape said ("Instagram" is square, "Instagram portrait" 4:5); beside a ratio given, it is where that ratio is for. */
const PLATFORMS = vocabulary('instagram', 'insta', 'facebook', 'twitter', 'linkedin', 'mastodon', 'bluesky', 'social', 'media', 'feed');
const PLATFORM_SHAPES: Record<string, EditAspectRatio> = { none: '1:1', portrait: '4:5', landscape: '16:9' };
/** Words of orientation: they agree with a ratio taller or wider than square, and alone name none. */
const TALL = vocabulary('portrait', 'vertical', 'tall', 'upright');
const WIDE = vocabulary('landscape', 'horizontal', 'wide');

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** "make it 16:9", "square it up for Instagram", "change the aspect ratio to 4:3". Cropping to a ratio is not this: see refusals.ts. */
const aspectRatio: Reader = (words) => {
  const used = new Set<number>();
  let ratio: EditAspectRatio | null = null;
  for (let i = 0; i < words.length; i++) {
    const m = /^(\d+)(?::|x|\u00d7|by|times)(\d+)$/.exec(words[i]!.lower);
    if (m) {
      const w = Number(m[1]);
      const h = Number(m[2]);
      // A size in pixels whose ratio is one aspect_ratio makes is read before (requirements.ts); this one is not.
      if (w > 32 || h > 32) throw new OutOfRange(`a width and a height in pixels are read only said alone, in a ratio aspect_ratio makes (${ASPECT_RATIOS.join(', ')}): give one side ("800 px wide"), or such a size ("1920x1080")`);
      const d = gcd(w, h) || 1;
      const reduced = `${w / d}:${h / d}`;
      // Ratios are named as written (21:9 is not reduced to 7:3).
      const named = (ASPECT_RATIOS as readonly string[]).find((r) => r === `${w}:${h}`) ?? reduced;
      if (!(ASPECT_RATIOS as readonly string[]).includes(named)) throw new OutOfRange(`aspect_ratio extends the canvas to ${ASPECT_RATIOS.join(', ')}`);
      if (ratio && ratio !== named) return null;
      ratio = named as EditAspectRatio;
      used.add(i);
      continue;
    }
    const named = NAMED_RATIOS.find(([names]) => isWord(words[i]!, names));
    if (named) {
      if (ratio && ratio !== named[1]) return null;
      ratio = named[1];
      used.add(i);
    }
  }
  const tall = words.findIndex((w) => isWord(w, TALL));
  const wide = words.findIndex((w) => isWord(w, WIDE));
  const platform = words.findIndex((w) => isWord(w, PLATFORMS));
  // A platform's shape without one said: only Instagram's post is one shape (square); a header, banner or cover of any platform is another shape again.
  const square = platform >= 0 && isWord(words[platform]!, ['instagram', 'insta']);
  const strip = words.some((w) => isWord(w, ['header', 'banner', 'cover', 'profile', 'avatar']));
  if (!ratio && platform >= 0 && !strip && (square || tall >= 0 || wide >= 0)) ratio = PLATFORM_SHAPES[tall >= 0 ? 'portrait' : wide >= 0 ? 'landscape' : 'none']!;
  // "make it portrait": a page's orientation asked alone names no ratio; the canvas could be 4:5, 3:4 or 9:16.
  const orientation = words.find((w) => isWord(w, ['portrait', 'landscape']));
  if (!ratio && orientation && words.every((w) => w === orientation || isFree(w) || isWord(w, [...RATIO_WORDS, 'format', 'orientation', 'mode']))) {
    throw new OutOfRange(`"${orientation.lower}" names no ratio: aspect_ratio extends the canvas to ${ASPECT_RATIOS.join(', ')}; say which ("make it ${orientation.lower === 'portrait' ? '4:5' : '16:9'}")`);
  }
  if (!ratio) return null;
  const [w, h] = ratio.split(':').map(Number) as [number, number];
  // An orientation that disagrees with the ratio ("a portrait 16:9") is not read.
  if ((tall >= 0 && !(h > w)) || (wide >= 0 && !(w > h))) return null;
  for (const i of [tall, wide]) if (i >= 0) used.add(i);
  words.forEach((word, i) => {
    if (isWord(word, PLATFORMS)) used.add(i);
  });
  claimAll(words, used, RATIO_WORDS);
  claimAll(words, used, RATIO_PLACES);
  claimAll(words, used, RATIO_HOW);
  // A white margin said ("with white", "white padding") is checked when applied (operations.ts).
  const white = words.findIndex((w) => isWord(w, ['white']) || w.lower === 'whitespace');
  if (white >= 0) used.add(white);
  return { step: { op: 'aspect_ratio', ratio, ...(white >= 0 ? { fill: 'white' as const } : {}) }, used };
};

const DISTINCT = vocabulary('different', 'distinct', 'distinguishable', 'contrasting', 'separate', 'varied', 'apart', 'distinguish', 'differentiate');
const COLOUR_BLIND = vocabulary('colorblind', 'accessible', 'okabe', 'ito', 'okabe-ito', 'deuteranopia', 'protanopia', 'tritanopia', 'daltonism');
const RECOLOR_WORDS = vocabulary('recolor', 'palette', 'colors', 'color', 'scheme', 'safe', 'friendly', 'proof', 'accessible', 'people', 'readers', 'reader', 'viewers', 'audience', 'colorblind', 'switch', 'swap', 'replace', 'convert', 'new', 'following', 'these', 'category', 'categories', 'series', 'friendlier', 'safer',
  // Who is to tell the colours apart: "colours that colour-blind people can see", "so colourblind readers can tell them apart".
  'see', 'tell', 'apart', 'distinguish', 'differentiate', 'read', 'work', 'works', 'suitable', 'easy', 'easily', 'clearly',
  // "make the chart readable for colour-blind readers": what is made readable is the whole figure.
  'readable', 'legible', 'plot', 'chart', 'graph',
  // "these hex codes: #112233, ...", "something more accessible".
  'hex', 'code', 'codes', 'hexes', 'something', 'more', 'one', 'ones',
  // "apply these colours in order: navy, orange, teal".
  'order', 'apply');

function hex(rgba: Rgba): string {
  return `#${[rgba[0], rgba[1], rgba[2]].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Published palettes by the names people give them, each its colours in order (engines/shared/palettes.ts). */
const PUBLISHED: ReadonlyArray<{ names: readonly string[]; with?: readonly string[]; also?: readonly string[]; palette: PaletteName; needsNoun?: boolean }> = [
  { names: vocabulary('okabe-ito', 'okabe', 'ito', 'okabeito'), palette: 'okabe_ito' },
  { names: vocabulary('wong'), palette: 'wong' },
  { names: vocabulary('tol'), with: vocabulary('muted'), also: vocabulary('paul'), palette: 'tol_muted' },
  { names: vocabulary('tol'), also: vocabulary('paul', 'bright'), palette: 'tol_bright' },
  { names: vocabulary('nejm'), palette: 'nejm', needsNoun: true },
  { names: vocabulary('lancet'), palette: 'lancet', needsNoun: true },
  { names: vocabulary('jama'), palette: 'jama', needsNoun: true },
  { names: vocabulary('npg', 'nature'), also: vocabulary('publishing', 'group', 'like'), palette: 'nature', needsNoun: true },
];

/** Whose colours these are not: a recolour never paints the background or the text. */
const NOT_OWNERS = vocabulary('background', 'backdrop', 'bg', 'text', 'font', 'fonts', 'label', 'labels', 'title', 'axis', 'axes', 'border', 'frame', 'grid', 'gridlines');

/** "make it colour-blind safe", "use a colour-blind-friendly palette", "recolour with #1b9e77, #d95f02", "the Okabe-Ito palette", "make the bars navy". */
const recolor: Reader = (words, clause) => {
  const used = new Set<number>();
  const nouns = ['recolor', 'palette', 'colors', 'color', 'scheme', 'hex', 'codes'];
  const names = words.some((w) => isWord(w, nouns));
  const published = PUBLISHED.find((p) => words.some((w) => isWord(w, p.names)) && (!p.with || words.some((w) => isWord(w, p.with!))) && (!p.needsNoun || names));
  if (published) {
    words.forEach((w, i) => {
      if (isWord(w, published.names) || (published.with && isWord(w, published.with)) || (published.also && isWord(w, published.also))) used.add(i);
    });
  }
  const blindSafe = words.some((w, i) => isWord(w, COLOUR_BLIND) && !published && used.add(i));
  const palette: string[] = [];
  words.forEach((w, i) => {
    const colour = parseColour(w.lower);
    if (colour && colour[3] === 255) {
      palette.push(hex(colour));
      used.add(i);
    }
  });
  const marks = words.findIndex((w) => isWord(w, MARKS));
  // "the three groups", "all 4 lines": how many marks there are.
  if (marks > 0 && (/^\d+$/.test(words[marks - 1]!.lower) || /^(?:two|three|four|five|six|seven|eight|both|all)$/.test(words[marks - 1]!.lower))) used.add(marks - 1);
  // "make them different colours", "colours that are easier to tell apart": the service's palette, chosen to be told apart.
  if (blindSafe) words.forEach((w, i) => isWord(w, DISTINCT) && used.add(i));
  const distinct = !blindSafe && !published && palette.length === 0 && names && words.some((w, i) => isWord(w, DISTINCT) && used.add(i));
  if (!blindSafe && !published && !distinct && !((names || marks >= 0) && palette.length > 0)) return null;
  // "change the red to blue" names a mapping recolor does not make (refusals.ts says so), as does "make the red bars blue".
  if (!blindSafe && words.some((w) => w.lower === 'to' || w.lower === 'into') && palette.length === 2 && !words.some((w) => isWord(w, ['palette', 'recolor', 'colors']))) return null;
  if (marks > 0 && parseColour(words[marks - 1]!.lower) && palette.length > 1) return null;
  if (marks >= 0) used.add(marks);
  // Whose palette or colours: "our lab palette", "the cluster colours".
  words.forEach((w, i) => {
    const next = words[i + 1];
    if (next && isWord(next, nouns) && !isWord(w, NOT_OWNERS) && !parseColour(w.lower) && !/\d/.test(w.lower) && roleOf(w) === null) used.add(i);
  });
  claimAll(words, used, RECOLOR_WORDS);
  if ((blindSafe || published) && palette.length > 0) return null;
  const chosen = published ? [...palettes[published.palette].colors] : blindSafe || distinct ? null : palette;
  return { step: { op: 'recolor', palette: chosen, inMask: clause.namesMask }, used };
};

// "the bottom two figures", "the pictures on the left": figures in the plural, inside the one image sent, are its panels.
const PANEL_NOUNS = vocabulary('panel', 'panels', 'subplot', 'subplots', 'subpanel', 'subfigure', 'plot', 'plots', 'graph', 'graphs', 'chart', 'charts', 'figures', 'pictures', 'images');
const KEEP = vocabulary('corner', 'crop', 'keep', 'show', 'isolate', 'extract', 'select', 'zoom', 'retain', 'leave', 'save', 'export', 'only', 'just', 'cut', 'out', 'down', 'in', 'into', 'separate', 'alone', 'single', 'one', 'own', 'standalone', 'stand-alone', 'individual', 'everything', 'else', 'rest', 'discard', 'except', 'but', 'around', 'from', 'others', 'without');
const DISCARD = vocabulary('remove', 'delete', 'drop', 'hide', 'rid', 'lose', 'bin', 'discard', 'ditch', 'trash', 'scrap', 'anymore', 'longer');
const CUTTING = vocabulary('cut', 'chop', 'crop', 'trim', 'lop', 'snip', 'clip', 'take', 'shave', 'slice');
const SEPARATING = vocabulary('split', 'break', 'separate', 'pull', 'tear', 'peel');
const ORDINALS: Record<string, number> = { first: 0, '1st': 0, second: 1, '2nd': 1, third: 2, '3rd': 2, fourth: 3, '4th': 3, fifth: 4, '5th': 4, sixth: 5, '6th': 5, last: -1, final: -1 };
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, both: 2 };
const PLACES: Record<string, { vertical?: Vertical; horizontal?: Horizontal }> = {
  top: { vertical: 'top' },
  upper: { vertical: 'top' },
  bottom: { vertical: 'bottom' },
  lower: { vertical: 'bottom' },
  left: { horizontal: 'left' },
  leftmost: { horizontal: 'left' },
  right: { horizontal: 'right' },
  rightmost: { horizontal: 'right' },
  topleft: { vertical: 'top', horizontal: 'left' },
  topright: { vertical: 'top', horizontal: 'right' },
  bottomleft: { vertical: 'bottom', horizontal: 'left' },
  bottomright: { vertical: 'bottom', horizontal: 'right' },
  topmost: { vertical: 'top' },
  bottommost: { vertical: 'bottom' },
};

type PanelUnit = 'panel' | 'row' | 'column' | 'panels' | null;

/** "crop to panel B", "keep only the top row", "the left two panels", "crop to the top-left panel", "the second panel". */
const panels: Reader = (words) => {
  const used = new Set<number>();
  let letters: string[] | null = null;
  let unit = null as PanelUnit;
  let ordinal: number | null = null;
  let count: number | null = null;
  let vertical: Vertical | undefined;
  let horizontal: Horizontal | undefined;
  let middle = false;
  let removes = false;
  /** Rows and columns by number: "the second row", "row 2, column 1". */
  const lines: { row?: number; column?: number } = {};
  /** Places in reading order that are not one run: "panels 1 and 3". */
  let orders: number[] | null = null;
  words.forEach((w, i) => {
    const lettered = /^panel((?:_[a-z])+)$/.exec(w.lower);
    if (lettered) {
      letters = [...(letters ?? []), ...lettered[1]!.split('_').filter(Boolean).map((l) => l.toUpperCase())];
      used.add(i);
      return;
    }
    if (w.lower === 'one' && words.some((o) => o.lower in PLACES || o.lower in ORDINALS)) unit ??= 'panel';
    else if (/^(?:rows?|columns?|cols?)$/.test(w.lower)) {
      const line = /^rows?$/.test(w.lower) ? 'row' : 'column';
      unit = line;
      const before = words[i - 1]?.lower ?? '';
      const after = words[i + 1]?.lower ?? '';
      if (before in ORDINALS) lines[line] = ORDINALS[before]!;
      else if (/^[1-9]$/.test(after)) {
        lines[line] = Number(after) - 1;
        used.add(i + 1);
      }
    } else if (/^[1-9]$/.test(w.lower) && /^(?:rows?|columns?|cols?)$/.test(words[i - 1]?.lower ?? '')) return;
    else if (PANEL_NOUNS.includes(w.lower) || isWord(w, ['panel', 'subplot', 'subfigure'])) unit ??= w.lower.endsWith('s') ? 'panels' : 'panel';
    else if (w.lower in ORDINALS) ordinal = ORDINALS[w.lower]!;
    else if (/^[a-z0-9]+(?:\+[a-z0-9]+)+$/.test(w.lower) && w.lower.split('+').every((o) => o in ORDINALS && ORDINALS[o]! >= 0)) {
      // "the first and second panels": places next to each other in reading order are a run of them.
      const places = w.lower.split('+').map((o) => ORDINALS[o]!);
      if (places.every((p, k) => k === 0 || p === places[k - 1]! + 1)) {
        ordinal = places[0]!;
        count = places.length;
      } else orders = places;
    }
    else if (w.lower in COUNTS) count = COUNTS[w.lower]!;
    else if (w.lower in PLACES) {
      vertical = PLACES[w.lower]!.vertical ?? vertical;
      horizontal = PLACES[w.lower]!.horizontal ?? horizontal;
    } else if (/^(?:middle|center|central|centre)$/.test(w.lower)) middle = true;
    else if (isWord(w, DISCARD) || /^(?:don't|dont|not|no)$/.test(w.lower)) removes = true;
    // "cut off panel B", "crop away the right panel": cutting it off throws it away; "split off the second plot" keeps it apart.
    else if ((/^(?:off|away)$/.test(w.lower) && i > 0 && isWord(words[i - 1]!, CUTTING)) || (w.lower === 'out' && i > 0 && isWord(words[i - 1]!, ['take', 'leave', 'throw']))) {
      removes = true;
      used.add(i - 1);
    }
    else if (/^(?:off|apart)$/.test(w.lower) && i > 0 && isWord(words[i - 1]!, SEPARATING)) return used.add(i - 1).add(i), undefined;
    else return;
    used.add(i);
  });
  // "only show the bottom two", "the left two": a count of places, like "the bottom right one", is of panels.
  if (!letters && !unit && count !== null && (vertical || horizontal) && ordinal === null) unit = 'panels' as PanelUnit;
  if (!letters && !unit) return null;
  const numbered = lines.row !== undefined || lines.column !== undefined;
  // "the first row", "the last column": the row or column at that end.
  if ((unit === 'row' || unit === 'column') && (ordinal === 0 || ordinal === -1) && !vertical && !horizontal && !(lines.row !== undefined && lines.column !== undefined)) {
    if (unit === 'row') vertical = ordinal === 0 ? 'top' : 'bottom';
    else horizontal = ordinal === 0 ? 'left' : 'right';
    ordinal = null;
  }
  if (middle) {
    if (unit === 'column' || (horizontal === undefined && vertical !== undefined)) horizontal = 'middle';
    else vertical ??= 'middle';
  }
  let selection: PanelSelection;
  if (letters) selection = { by: 'letters', letters };
  else if (orders && (unit === 'panel' || unit === 'panels')) selection = { by: 'orders', indices: orders };
  else if (numbered && !vertical && !horizontal && (ordinal === null || lines.row !== undefined || lines.column !== undefined)) selection = { by: 'grid', ...lines };
  else if (ordinal !== null && (unit === 'panel' || unit === 'panels')) selection = { by: 'order', index: ordinal, ...(count !== null && count > 1 ? { count } : {}) };
  else if (vertical || horizontal) {
    selection = { by: 'place', unit: count !== null ? 'panels' : unit!, ...(vertical ? { vertical } : {}), ...(horizontal ? { horizontal } : {}), ...(count !== null ? { count } : {}) };
    // "The top panels", "the left panels": a whole row or column.
    if (selection.by === 'place' && selection.unit === 'panels' && count === null) selection.unit = vertical && !horizontal ? 'row' : horizontal && !vertical ? 'column' : 'panels';
  } else return null;
  claimAll(words, used, KEEP);
  // "everything except panel A", "all but the top row": the rest of the figure; "delete everything but panel C" keeps C.
  const exceptWord = words.findIndex((w, i) => /^(?:except|excluding|besides)$/.test(w.lower) || (w.lower === 'but' && i > 0 && /^(?:everything|all|anything|every|others)$/.test(words[i - 1]!.lower)));
  if (exceptWord >= 0) used.add(exceptWord);
  if (removes !== exceptWord >= 0) selection = { by: 'except', selection: selection as Exclude<PanelSelection, { by: 'except' }> };
  return { step: { op: 'crop', region: { kind: 'panels', selection } }, used };
};

/** How the canvas grows to a ratio, said after it: "make it 1:1, fill with white". */
export { RATIO_HOW };

export const READERS: readonly Reader[] = [panels, whiteBackground, aspectRatio, recolor, adjust];

/** Words no reader needs to claim: grammar and verbs that carry no meaning here. */
export function isFree(word: Word): boolean {
  const role = roleOf(word);
  return role?.kind === 'grammar' || role?.kind === 'light verb';
}

/** The best reading of a clause: a complete one, else the one that used the most words (to name what it left). */
export function readIntent(words: Word[], clause: Clause): { step: Step | null; unused: string[]; partial: Step | null } {
  let best: { step: Step; unused: string[] } | null = null;
  for (const read of READERS) {
    const reading = read(words, clause);
    if (!reading) continue;
    const unused = words.filter((w, i) => !reading.used.has(i) && !isFree(w)).map((w) => w.text);
    if (unused.length === 0) return { step: reading.step, unused, partial: null };
    if (!best || unused.length < best.unused.length) best = { step: reading.step, unused };
  }
  return best ? { step: null, unused: best.unused, partial: best.step } : { step: null, unused: [], partial: null };
}
