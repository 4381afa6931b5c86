// The local interpreter: reads an English edit instruction into steps, deterministically.
// A clause is read by the shapes of the canvas edits below (crop, rotate, flip, border,
// padding, resize, grayscale, invert, remove), else by the typed intents of intents.ts
// (adjustments, white background, aspect ratio, recolour, panels), where every word must be
// used. One clause it cannot read fails the whole instruction, so a half-understood request
// never turns into a partial edit: INSTRUCTION_NOT_SUPPORTED when each such clause asks for
// what no step does (refusals.ts names the operation or mask that would),
// INSTRUCTION_NOT_UNDERSTOOD otherwise. The grammar is documented in docs/image-edits.md.
import { isNarrative, tokens } from '../../language/index.ts';
import { EngineError } from '../../shared/errors.ts';
import { ordinal, ownWords, said as quoting, saidEach } from '../../shared/said.ts';
import { parseColour } from './colours.ts';
import { askedByDescription, asksCorrection, completed, CONCEDED, correctionOf, FORBIDS, forbiddenByWords, KEEPS, describes, isContext, referentOf, undoesTilt, UNWANTED } from './context.ts';
import { isFree, OutOfRange, RATIO_HOW, readIntent, saysDegree } from './intents.ts';
import { isWord, MARKS, vocabulary, wordsOf } from './lexicon.ts';
import { clauses, normalise, stripFillers, type Clause } from './normalise.ts';
import { onObject } from './objects.ts';
import { remedyOf, whyNot } from './refusals.ts';
import { reportedRequest } from './reported.ts';
import { requiredModeAndSize, requiredPixelSize, requiredSize } from './requirements.ts';
import { takesBack } from './selfCorrection.ts';
import { mendSpelling } from './spelling.ts';
import { UNDERSTOOD, type CropRegion, type Side, type Step } from './steps.ts';
import type { Rgba } from '../color/edgeColour.ts';

type Parser = (core: string, clause: Clause) => Step | null;

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const SIDE_WORDS = String.raw`(left|right|top|bottom|(?:left|right|top|bottom)(?:\+(?:left|right|top|bottom))+|(?:each|every|all|both|four) (?:sides?|edges?)|all (?:a)?round|around|sides|edges|borders?)`;
function sides(word: string): Side[] {
  if (/^(?:left|right|top|bottom)/.test(word)) return [...new Set(word.split('+') as Side[])];
  if (word === 'sides' || word === 'both sides') return ['left', 'right'];
  return ['left', 'right', 'top', 'bottom'];
}

const FRACTIONS: Record<string, number> = {
  half: 1 / 2,
  '1/2': 1 / 2,
  third: 1 / 3,
  '1/3': 1 / 3,
  'two thirds': 2 / 3,
  '2/3': 2 / 3,
  quarter: 1 / 4,
  fourth: 1 / 4,
  '1/4': 1 / 4,
  'three quarters': 3 / 4,
  '3/4': 3 / 4,
};
const FRACTION_WORDS = String.raw`(half|1/2|third|1/3|two thirds|2/3|quarter|fourth|1/4|three quarters|3/4|\d+(?:\.\d+)?%)`;

function fractionOf(word: string): number {
  if (word.endsWith('%')) {
    const f = Number(word.slice(0, -1)) / 100;
    if (!(f > 0 && f < 1)) throw new OutOfRange('a part to keep is between 0% and 100% of the image');
    return f;
  }
  return FRACTIONS[word]!;
}

function keepFromSide(side: Side, f: number): CropRegion {
  if (side === 'left') return { kind: 'fraction', left: 0, top: 0, right: f, bottom: 1 };
  if (side === 'right') return { kind: 'fraction', left: 1 - f, top: 0, right: 1, bottom: 1 };
  if (side === 'top') return { kind: 'fraction', left: 0, top: 0, right: 1, bottom: f };
  return { kind: 'fraction', left: 0, top: 1 - f, right: 1, bottom: 1 };
}

const OPPOSITE: Record<Side, Side> = { left: 'right', right: 'left', top: 'bottom', bottom: 'top' };

const QUADRANTS: Record<string, CropRegion> = {
  topleft: { kind: 'fraction', left: 0, top: 0, right: 0.5, bottom: 0.5 },
  topright: { kind: 'fraction', left: 0.5, top: 0, right: 1, bottom: 0.5 },
  bottomleft: { kind: 'fraction', left: 0, top: 0.5, right: 0.5, bottom: 1 },
  bottomright: { kind: 'fraction', left: 0.5, top: 0.5, right: 1, bottom: 1 },
};

const cropToContent: Parser = (c) => {
  const content = /^(?:crop|trim|cut|clip|fit|zoom)(?: (?:in|down|tightly|tight))?(?: (?:to|around|on))? (?:content|contents|subject|drawing|object|objects|non-white area|non-background area|bounding box|ink)$/;
  // "crop tightly around the data": what is drawn, with the margin around it cut.
  const around = /^(?:crop|trim|cut|clip)(?: (?:tightly|tight|closely|close))? (?:around|round) (?:data|plot|chart|graph|figure|drawing|everything)$/;
  const bare = /^(?:auto ?-?crop|trim|crop tight|crop tightly|tight crop|crop to fit)$/;
  // "cut the white around": a colour of nothing said around the content is the margin.
  const margins = /^(?:trim|crop|cut|strip|remove|delete|get rid of|eliminate)(?: off| away| out)? (?:(?:surrounding|extra|excess|empty|blank|outer|unnecessary|unused|white|all) )*(whitespace|margins?|empty space|blank space|padding|space|borders?|edges?|(?:white|empty|blank)(?= (?:around|round|surrounding)\b))(?: (?:around|round|surrounding)(?: (?:plot|chart|graph|figure|content|contents|data|drawing|panels?|image|edges?|outside))?)?$/;
  const m = margins.exec(c);
  // "remove the border" may mean a frame drawn round the figure; "the empty border" is its margin.
  if (m && /^(?:remove|delete|get rid of|eliminate)/.test(c) && /^(?:borders?|edges?)$/.test(m[1]!) && !/\b(?:empty|blank|white|extra|excess|unused)\b/.test(c)) return null;
  return content.test(c) || around.test(c) || bare.test(c) || m ? { op: 'crop', region: { kind: 'content' } } : null;
};

const cropRegion: Parser = (c) => {
  const region = String.raw`(?:(left|right|top|bottom)(?:most)? ${FRACTION_WORDS}|(topleft|topright|bottomleft|bottomright)(?: (?:quadrant|quarter|corner))?)`;
  // A part named without a verb ("top half", "just the left third") is the part to keep.
  const m = new RegExp(`^(?:(crop|cut|clip|trim|keep|retain|leave|isolate|extract|select|zoom|chop|remove|delete|discard|drop|lose|ditch|bin|scrap|eliminate|get rid of|throw|take)( in| down| off| away| out)?((?: (?:to|into|in to|on|only))*) )?(?:only |just )?${region}(?: only)?(?: (?:part|portion|section|side|area|region))?(?: only)?$`).exec(c);
  if (!m) return null;
  const [, verb, particle, to, side, fraction, quadrant] = m;
  const removes = /off|away|out/.test(particle ?? '') || (!to && /^(?:cut|trim|chop|remove|delete|discard|drop|lose|ditch|bin|scrap|eliminate|get rid of)$/.test(verb ?? ''));
  // "take off the left quarter" takes it away; "leave only the top 70%" keeps it; either without its particle or "only" says neither.
  if ((verb === 'throw' || verb === 'take') && !removes) return null;
  if (verb === 'leave' && (removes || !/\b(?:only|just)\b/.test(c))) return null;
  if (quadrant) return removes ? null : { op: 'crop', region: QUADRANTS[quadrant]! };
  // "crop the top 10%", like "crop the top 30px": an amount named after "crop" without "to" is what is cut off.
  const amountCut = !to && /^(?:crop|clip)$/.test(verb ?? '') && fraction!.endsWith('%') && !/\b(?:only|just)\b/.test(c);
  if (amountCut) return { op: 'crop', region: { kind: 'trim', sides: [side as Side], amount: Number(fraction!.slice(0, -1)), unit: 'percent' } };
  const f = fractionOf(fraction!);
  if (!removes) return { op: 'crop', region: keepFromSide(side as Side, f) };
  // "cut off the bottom 20%": a percentage taken off an edge is a trim of that edge.
  if (fraction!.endsWith('%')) return { op: 'crop', region: { kind: 'trim', sides: [side as Side], amount: Number(fraction!.slice(0, -1)), unit: 'percent' } };
  return { op: 'crop', region: keepFromSide(OPPOSITE[side as Side], 1 - f) };
};

const cropTrim: Parser = (c) => {
  const verb = String.raw`(?:crop|trim|cut|clip|chop|shave|remove|take|delete|lose|drop|lop|snip|strip)(?: off| away)?`;
  const amount = String.raw`${NUM}(px|%)`;
  const edge = String.raw`(?: (?:side|sides|edge|edges|border))?`;
  // "cut 50px in the bottom": a side after "in", as some languages say it, is the side cut as after "at".
  // "remove 10% from both the left and right edges": "both" before the sides names them as the sides do.
  const first = new RegExp(`^${verb} ${amount}(?: (?:off|from|at|on|in|along|of|for))*(?: of)?(?: both)? ${SIDE_WORDS}${edge}$`).exec(c);
  const second = new RegExp(`^${verb}(?: (?:from|on|at))? ${SIDE_WORDS}${edge} (?:by )?${amount}(?: (?:each|apiece|per side|on each))?$`).exec(c);
  const hit = first ? { n: first[1]!, unit: first[2]!, where: first[3]! } : second ? { n: second[2]!, unit: second[3]!, where: second[1]! } : null;
  if (!hit) return null;
  const amountValue = Number(hit.n);
  if (!(amountValue > 0) || (hit.unit === '%' && amountValue >= 100)) throw new OutOfRange('a crop removes more than 0 and less than 100% of a side');
  return { op: 'crop', region: { kind: 'trim', sides: sides(hit.where), amount: amountValue, unit: hit.unit === '%' ? 'percent' : 'px' } };
};

function direction(word: string | undefined): number {
  if (!word) return 1;
  return /counterclockwise|left/.test(word) ? -1 : 1;
}

const rotate: Parser = (c) => {
  // "make it upside down": the state a turn gives, asked with the light verb.
  if (/^(?:turn|rotate|put|spin|make|set)(?: it)? upside down$|^upside down$/.test(c)) return { op: 'rotate', degrees: 180 };
  // "to the right", "towards the left", "on the right" (as some languages say it) name the direction.
  const dir = '(clockwise|counterclockwise|(?:(?:to|towards|toward|on) )?(?:left|right)(?: side)?)';
  // "by", "through", and "of" or "in" as some languages say it ("turn of 90 degrees", "turn it in 180 degrees").
  // "spin it round by 90 degrees", "turn it over 90": the particle of turning says no more than the verb.
  // "straighten it by 2 degrees clockwise": a straightening with its angle is that rotation.
  const verb = '(?:rotate|turn|spin|tilt|straighten|level|deskew)(?: (?:round|around|over))?';
  const byNumber = new RegExp(`^${verb}(?: ${dir})?(?: (?:by|through|of|on|in))? (-?${NUM})(?:deg)?(?: ${dir})?$`).exec(c);
  if (byNumber) {
    const degrees = Number(byNumber[2]) * direction(byNumber[1] ?? byNumber[4]);
    if (!(Math.abs(degrees) <= 360)) throw new OutOfRange('a rotation is between -360 and 360 degrees');
    return { op: 'rotate', degrees };
  }
  // A share of a turn in words or figures: "a quarter turn", "1/4 turn", "3/4 of a turn".
  const byTurn = new RegExp(`^${verb}(?: ${dir})?(?: (?:by|of))? (quarter|half|three quarters?|three-quarters?|1/4|1/2|3/4)(?:[- ](?:of )?turn)?(?: ${dir})?$`).exec(c) ?? new RegExp(`^(?:give|do|make|apply)(?: ${dir})? (quarter|half|three quarters?|three-quarters?|1/4|1/2|3/4)[- ](?:of )?turn(?: ${dir})?$`).exec(c);
  if (byTurn) {
    const amount = /^(?:quarter|1\/4)$/.test(byTurn[2]!) ? 90 : /^(?:half|1\/2)$/.test(byTurn[2]!) ? 180 : 270;
    return { op: 'rotate', degrees: amount * direction(byTurn[1] ?? byTurn[3]) };
  }
  const bare = new RegExp(`^(?:rotate|turn|spin)(?: (?:round|around|over))? ${dir}$`).exec(c);
  if (bare) return { op: 'rotate', degrees: 90 * direction(bare[1]) };
  return null;
};

const flip: Parser = (c) => {
  const horizontal = String.raw`horizontally|horizontal|horiz|h|left to right|right to left|left-right|left\+right|right\+left|sideways|(?:along|about|across|around|over|on|in) (?:vertical|y)(?: |-)?axis`;
  const vertical = String.raw`vertically|vertical|vert|v|top to bottom|bottom to top|upside down|up-down|top\+bottom|bottom\+top|(?:along|about|across|around|over|on|in) (?:horizontal|x)(?: |-)?axis`;
  let m = new RegExp(`^(?:flip|mirror|reflect|invert)(?: (${horizontal})| (${vertical}))$`).exec(c);
  if (m) return { op: 'flip', axis: m[1] ? 'horizontal' : 'vertical' };
  m = /^(?:do |apply |make )?(horizontal|vertical)(?:ly)? (?:flip|mirror|reflection)$/.exec(c);
  if (m) return { op: 'flip', axis: m[1] === 'horizontal' ? 'horizontal' : 'vertical' };
  if (/^(?:flip|mirror|reflect)$|^(?:make |create )?mirror image$|^(?:make|create|do|give me|produce) mirror(?: version| copy)?$/.test(c)) return { op: 'flip', axis: 'horizontal' };
  return null;
};

const grayscale: Parser = (c, clause) => {
  const words = '(?:grayscale|gray scale|gray-scale|blackwhite|monochrome|mono|monochromatic)';
  if (
    new RegExp(`^(?:(?:convert|change|turn|make|render|switch|transform|set|go|put|save|export|output|print|redo|have|get|give|produce|create|show|do|use)(?: (?:me|us|everything|all))?(?: (?:all )?colors)?(?: (?:to|into|in|as))? )?${words}(?: (?:mode|version|copy|output|format|palette|colors))?(?: only)?$`).test(c) ||
    /^(?:desaturate|decolorize|decolor)(?: fully| completely)?$/.test(c) ||
    /^(?:remove|strip|drop|lose|take out|get rid of) (?:all )?(?:color|colors|saturation|chroma)(?: information| info| data)?$/.test(c) ||
    /^(?:make |have |with )?(?:no|without|zero) (?:color|colors|colour)(?: at all| whatsoever)?$/.test(c) ||
    // "make it grey", "make everything gray": the whole picture in greys.
    // "change colour of image to gray": the whole picture's colour made grey.
    /^(?:make|turn|render|convert|change|switch)(?: everything| all)?(?: (?:its |the |all )?colou?rs?)?(?: to| into)? gray$/.test(c)
  ) {
    return { op: 'grayscale', inMask: clause.namesMask };
  }
  // "take the colour out of the background only": the colour of one part, which grayscale of the whole does not aim at.
  const part = /^(?:remove|strip|drop|lose|take|take out|get rid of|desaturate) (?:all )?(?:color|colors)?(?: out)? (?:of|from|in) (?!(?:everything|whole|all)\b)([a-z_ ]+?)(?: only)?$/.exec(c);
  if (part && !clause.namesMask) throw new OutOfRange(`grayscale takes the colour out of the whole image; out of ${part[1]} alone it needs a mask over it (white where the image may change), sent as "mask"`);
  return null;
};

const invert: Parser = (c, clause) =>
  /^(?:invert|negate|reverse)(?: (?:all )?colors?)?$|^(?:(?:make|convert to|turn into|convert into|get|give me|give|produce|create|show|do|apply)(?: (?:an?|the))? )?(?:negative|inverted|inverse|color negative|inverted colors|inverse colors|color inversion|inversion|negative image|inverted version|inverted image)$|^(?:swap|switch|exchange|reverse|flip|invert) blackwhite$|^(?:flip|swap|switch) (?:all )?colors$/.test(c)
    ? { op: 'invert', inMask: clause.namesMask }
    : null;

/** Reads the words of a border or padding clause: one amount, one colour, sides, and connecting words. */
function frameWords(words: string[], allowed: Set<string>, allowSides: boolean): { amount?: { n: number; unit: 'px' | 'percent' }; colour?: Rgba; sides?: Side[] } | null {
  const out: { amount?: { n: number; unit: 'px' | 'percent' }; colour?: Rgba; sides?: Side[] } = {};
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const amount = new RegExp(`^${NUM}(px|%)$`).exec(w);
    const colour = parseColour(w);
    if (amount && !out.amount) {
      const n = Number(amount[1]);
      if (!(n > 0) || (amount[2] === '%' && n > 100)) throw new OutOfRange('a width is more than 0 px and at most 100%');
      out.amount = { n, unit: amount[2] === '%' ? 'percent' : 'px' };
    } else if (colour && !out.colour) out.colour = colour;
    else if (allowSides && /^(?:left|right|top|bottom)(?:\+(?:left|right|top|bottom))*$/.test(w) && !out.sides) out.sides = sides(w);
    else if (allowSides && /^(?:each|every|all|both|four)$/.test(w) && /^(?:sides?|edges?)$/.test(words[i + 1] ?? '') && !out.sides) {
      out.sides = sides(`${w} ${words[i + 1]}`);
      i++;
    } else if (!allowed.has(w)) return null;
  }
  return out;
}

const CONNECTORS = ['with', 'of', 'in', 'on', 'to', 'at', 'around', 'round', 'by', 'wide', 'thick', 'width', 'colored', 'color', 'solid', 'all', 'edges', 'sides', 'side', 'edge', 'outside', 'whole'];
const BORDER_NOUNS = new Set(['border', 'borders', 'frame', 'outline', 'keyline', 'stroke', 'edge', 'edging']);
/** How wide a border said only in words is: "a thin border", "a thick frame". */
const BORDER_WIDTH_WORDS: Record<string, number> = { thin: 2, fine: 2, hairline: 1, narrow: 2, slim: 2, thick: 20, heavy: 20, wide: 20, fat: 20, bold: 20 };
const BORDER_WORDS = new Set(['add', 'draw', 'put', 'give', 'place', 'create', 'apply', 'surround', 'frame', 'line', ...BORDER_NOUNS, ...Object.keys(BORDER_WIDTH_WORDS), ...CONNECTORS]);
/** The whole picture, named where room goes beside it: "below the plot", "around the chart". */
const PICTURE_NOUNS = ['plot', 'chart', 'graph', 'diagram'];
const PAD_WORDS = new Set(['add', 'pad', 'extend', 'expand', 'put', 'give', 'me', 'us', 'leave', 'make', 'padding', 'margin', 'margins', 'whitespace', 'space', 'canvas', 'room', 'breathing', 'extra', 'more', 'some', 'bit', 'little', 'empty', 'blank', 'background', 'bigger', 'larger', 'wider', 'taller', ...PICTURE_NOUNS, ...CONNECTORS]);
/** Where room is added said from the picture: "room above it", "some white space below". */
const PAD_PLACES: Record<string, Side> = { above: 'top', over: 'top', below: 'bottom', beneath: 'bottom', under: 'bottom', underneath: 'bottom', downward: 'bottom', downwards: 'bottom', upward: 'top', upwards: 'top', leftward: 'left', leftwards: 'left', rightward: 'right', rightwards: 'right' };

const DEFAULT_BORDER_PX = 10;
const DEFAULT_PAD_PERCENT = 5;

const border: Parser = (c) => {
  const words = c.split(' ');
  // Without a verb, the border as a thing wanted: "3 px black border", "thin grey frame".
  const verbless = !/^(?:add|draw|put|give|place|create|apply|surround|border|frame|outline)$/.test(words[0]!);
  // Said as the thing wanted: what comes before the noun is its width and colour, what follows says where ("a 1px grey outline around").
  const noun = words.findIndex((w) => BORDER_NOUNS.has(w));
  if (verbless && (noun < 0 || !words.slice(0, noun).every((w) => /^\d+(?:\.\d+)?px$/.test(w) || parseColour(w) || w in BORDER_WIDTH_WORDS) || !words.slice(noun + 1).every((w) => CONNECTORS.includes(w) || /^\d+(?:\.\d+)?px$/.test(w) || parseColour(w)))) return null;
  // One border: named once after the verb, or the verb itself ("frame it in black", "border it with 2 px of red"); a line around the edge is one.
  const nouns = words.slice(verbless ? 0 : 1).filter((w, i, all) => BORDER_NOUNS.has(w) || (w === 'line' && /^(?:around|round)$/.test(all[i + 1] ?? '')));
  // "a line around the edge": the edge is where the border goes when something else is the border.
  const named = nouns.length > 1 ? nouns.filter((w) => !/^edg(?:e|ing)$/.test(w)).length : nouns.length;
  if (BORDER_NOUNS.has(words[0]!) && !verbless ? named > 1 : named !== 1) return null;
  const read = frameWords(words, BORDER_WORDS, false);
  if (!read) return null;
  if (read.amount?.unit === 'percent') throw new OutOfRange('a border width is given in pixels');
  const said = words.map((w) => BORDER_WIDTH_WORDS[w]).find((n) => n !== undefined);
  return { op: 'border', width: read.amount?.n ?? said ?? DEFAULT_BORDER_PX, colour: read.colour ?? [0, 0, 0, 255] };
};

const pad: Parser = (c) => {
  let words = c.split(' ').map((w) => PAD_PLACES[w] ?? w);
  // Said as the thing wanted: "30px white padding on the left side".
  const noun = words.findIndex((w) => /^(?:padding|margins?|whitespace)$/.test(w));
  if (noun > 0 && words.slice(0, noun).every((w) => /^\d+(?:\.\d+)?(?:px|%)$/.test(w) || parseColour(w) || /^(?:extra|more|some|empty|blank)$/.test(w))) words = ['add', ...words];
  else if (/^(?:more|extra) (?:space|room|canvas)\b/.test(c)) words = ['add', ...words];
  // "widen the canvas by 100px on the right": the canvas made bigger is room added.
  if (/^(?:widen|heighten|enlarge|grow|lengthen)$/.test(words[0]!) && words.includes('canvas')) words[0] = 'extend';
  if (!/^(?:add|pad|extend|expand|put|give|leave|make)$/.test(words[0]!)) return null;
  // Without a noun of room, pixels added on a named side are room there: "add 50px on the right".
  const named = words.some((w) => /^(?:padding|margins?|whitespace|space|canvas|room)$/.test(w));
  const bySide = /^(?:add|extend|expand)$/.test(words[0]!) && words.some((w) => /^\d+(?:\.\d+)?(?:px|%)$/.test(w)) && words.some((w) => /^(?:left|right|top|bottom)(?:\+(?:left|right|top|bottom))*$/.test(w));
  if (words[0] !== 'pad' && !named && !bySide) return null;
  const read = frameWords(words, PAD_WORDS, true);
  if (!read) return null;
  const colour = read.colour ?? (words.includes('whitespace') ? parseColour('white') : null);
  const amount = read.amount ?? { n: DEFAULT_PAD_PERCENT, unit: 'percent' as const };
  return { op: 'pad', sides: read.sides ?? ['left', 'right', 'top', 'bottom'], amount: amount.n, unit: amount.unit, colour };
};

const resize: Parser = (core, clause) => {
  // "resize so it is 600 px wide": the size it should come out at.
  // "to 50% of its current dimensions", "a quarter of the size": of the size it has now.
  let c = core.replace(/ (?:of )?(?:its |the |their )?(?:current |original |present |existing )?(?:size|dimensions|resolution)$/, (m: string) => (/\b(?:half|third|quarter|thirds|quarters|\d+(?:\.\d+)?%) (?:of )?(?:its |the |their )?(?:current |original |present |existing )?(?:size|dimensions|resolution)$/.test(core) ? '' : m));
  c = c.replace(/^(make|resize|scale|shrink|reduce|downscale|downsize)(?: to)? (half|third|quarter|two thirds|three quarters)$/, '$1 to $2');
  // "make it 50% of the size": a share of the size is a resize, whatever the verb.
  // "25% size": the share alone, said of the size.
  if (c !== core) c = c.replace(/^(?:(?:make|set|change|get)(?: to)? )?(?=\d+(?:\.\d+)?%$)/, 'resize to ');
  // "scale it by 0.5", "make it 0.75x": a factor.
  const bare = /^(?:scale|resize|rescale|make|size)(?: by)? (\d*\.?\d+)(?:times)?$/.exec(c);
  if (bare && (/times$/.test(c) || /^(?:scale|resize|rescale)/.test(c)) && Number(bare[1]) > 0 && Number(bare[1]) <= 10) return { op: 'resize', by: 'scale', factor: Number(bare[1]) };
  // "set width to 800": pixels, with the side they measure named.
  c = c.replace(/^((?:make|set|change) (?:width|height)(?: to)? \d+)$/, '$1px').replace(/^(width|height) (?=\d+px$)/, 'set $1 ');
  // "save it at 1200 px width", "export it 900 px wide": the pixels a file is saved at are the size it is made; a
  // format or a dpi saved at stays a conversion, refused (refusals.ts).
  c = c.replace(/^(?:save|export|output|deliver|send|give me)(?: (?:it|this|that|them|the (?:image|figure|photo|picture|file)))?(?: (?:at|as|in|with))? (?=\d+(?:\.\d+)?px (?:wide|tall|high|across|in width|in height)$)/, 'resize to ');
  c = c.replace(/^(resize|scale|rescale|size|shrink|enlarge|downscale|upscale|reduce) so(?: that)?(?: it)?(?: is| becomes| will be| ends up| comes out)?(?: at)? (?=\d)/, '$1 to ');
  // "scale it down so the width is 1200 px": the side the size is said of.
  c = c.replace(/^(resize|scale|rescale|size|shrink|enlarge|downscale|upscale|reduce)(?: down| up)? so(?: that)? (?:its? )?(width|height) (?:is|becomes|will be|ends up|comes out)(?: at)? (\d+(?:\.\d+)?px)$/, (_m: string, verb: string, side: string, n: string) => `${verb} to ${n} ${side === 'width' ? 'wide' : 'tall'}`);
  // "I need it 512px tall", "it should be 800 px wide": a size wished for is the size to make it. Said after
  // another edit without a wish ("add a border, 20px wide") it is that edit's size, not a resize.
  if (clause.alone || /\b(?:need|want|like|should|must|has to|have to|needs to|ought to)\b/.test(clause.said)) {
    c = c.replace(/^(?=\d+(?:\.\d+)?px (?:wide|tall|high|across|in width|in height|(?:on |along )?(?:long|longest|longer) (?:side|edge|dimension|axis))$)/, 'resize to ');
  }
  // "do it smaller", "get it bigger", "put it bigger": the light verb as other languages use it.
  const verbs = String.raw`(resize|scale|rescale|size|shrink|reduce|downscale|downsize|downsample|subsample|scale down|(?:make|do|get|put) smaller|enlarge|upscale|upsize|scale up|blow up|(?:make|do|get|put) (?:bigger|larger)|grow|magnify|make|set|change)`;
  const halfDouble = /^(?:(?:make|resize|scale|shrink|reduce|resize to|scale to) )?(half|double|twice|halve)(?: (?:size|as big|as large|resolution|dimensions))?$|^(halve|double) (?:in )?(?:size|resolution|dimensions)$/.exec(c);
  if (halfDouble) return { op: 'resize', by: 'scale', factor: /half|halve/.test(halfDouble[1] ?? halfDouble[2]!) ? 0.5 : 2 };
  const times = new RegExp(`^(?:(?:make|scale|resize|enlarge|grow|blow up|shrink|reduce) )?${NUM}times (bigger|larger|smaller|as big|as large|size|the size|original size)$`).exec(c);
  if (times) {
    const n = Number(times[1]);
    if (!(n > 0)) throw new OutOfRange('a size is more than zero');
    return { op: 'resize', by: 'scale', factor: times[2] === 'smaller' ? 1 / n : n };
  }
  // "make it 50% smaller", "20% bigger": the size changed by that share.
  const share0 = new RegExp(`^(?:(?:make|do|get|scale|resize) )?${NUM}% (bigger|larger|smaller)$`).exec(c);
  if (share0) {
    const f = Number(share0[1]) / 100;
    const factor = share0[2] === 'smaller' ? 1 - f : 1 + f;
    if (!(factor > 0) || f === 0) throw new OutOfRange('a resize keeps more than 0% of the image');
    return { op: 'resize', by: 'scale', factor };
  }
  // "shrink it by a third", "reduce to a quarter", "enlarge by half": a share of the size.
  const share = new RegExp(`^${verbs}(?: (?:size|dimensions))? (to|by|down to|down by|up by) (half|third|quarter|two thirds|three quarters)(?: (?:of )?(?:size|original size|original|its size|current size))?$`).exec(c);
  if (share) {
    const f = FRACTIONS[share[3]!]!;
    const shrinking = /shrink|reduce|down|smaller/.test(share[1]!);
    const growing = /enlarge|upscale|upsize|up$|bigger|larger|grow|magnify/.test(share[1]!);
    if (/by/.test(share[2]!)) return shrinking ? { op: 'resize', by: 'scale', factor: 1 - f } : growing ? { op: 'resize', by: 'scale', factor: 1 + f } : null;
    return growing ? null : { op: 'resize', by: 'scale', factor: f };
  }
  // "resize so the width is 1000 px".
  const so = new RegExp(`^(?:(?:resize|scale|rescale|size|shrink|enlarge|downscale|upscale|reduce)(?: down| up)?(?: so(?: that)?)?(?: the| its)? (width|height|long side|longest side|long edge|longest edge|longer side|longer edge) (?:is|becomes|=)|(?:make|set|change) (width|height|long side|longest side|long edge|longest edge|longer side|longer edge)(?: to)?) ${NUM}px$`).exec(c);
  if (so) {
    const side = so[1] ?? so[2]!;
    return { op: 'resize', by: side === 'width' ? 'width' : side === 'height' ? 'height' : 'longest', pixels: Math.round(Number(so[3])) };
  }
  const m = new RegExp(`^${verbs}(?: (?:width|height|size|dimensions))?(?: (to|by|down to|up to|down by|up by|to fit|to fit in|to fit within))?(?: (width|height|size)(?: of)?)? ${NUM}(px|%|times)?(?: (wide|width|across|in width|tall|high|height|in height|(?:on |along )?(?:long|longest|longer) (?:side|edge|dimension|axis)))?$`).exec(c);
  if (!m) return null;
  const [, verb, preposition, dimensionBefore, n, written, dimensionAfter] = m;
  // A bare number is pixels only beside the side it measures ("resize to 1024 on the long side").
  if (!written && !(dimensionAfter || (dimensionBefore && dimensionBefore !== 'size'))) return null;
  const unit = written ?? 'px';
  const value = Number(n);
  if (!(value > 0)) throw new OutOfRange('a size is more than zero');
  const shrinking = /shrink|reduce|down|smaller|subsample/.test(verb!);
  const growing = /enlarge|upscale|upsize|up$|bigger|larger|grow|magnify/.test(verb!);
  if (unit === 'px') {
    const words = `${c.split(' ')[1] ?? ''} ${dimensionBefore ?? ''} ${dimensionAfter ?? ''}`;
    const by = /wide|width|across/.test(words) ? 'width' : /tall|high|height/.test(words) ? 'height' : 'longest';
    if (/by/.test(preposition ?? '') || value > 100_000) return null;
    return { op: 'resize', by, pixels: Math.round(value) };
  }
  if (verb === 'make' || verb === 'set' || verb === 'change' || dimensionBefore || dimensionAfter) return null;
  const isBy = /by/.test(preposition ?? '');
  let factor: number;
  if (unit === 'times') factor = shrinking ? 1 / value : value;
  else if (isBy && shrinking) factor = 1 - value / 100;
  else if (isBy && growing) factor = 1 + value / 100;
  else factor = value / 100;
  if (!(factor > 0)) throw new OutOfRange('a resize keeps more than 0% of the image');
  return { op: 'resize', by: 'scale', factor };
};

/** Words that say the clause is about something other than an object under the mask. */
const NOT_AN_OBJECT = new Set([
  'color', 'colors', 'background', 'backdrop', 'backgrounds', 'bg', 'gradient', 'shading', 'vignette', 'noise', 'brightness', 'contrast', 'saturation', 'blur', 'blurriness', 'sharpness',
  'half', 'third', 'thirds', 'quarter', 'quadrant', 'side', 'sides', 'edges', 'everything', 'whole', 'entire', 'rest',
  'outside', 'except', 'but', 'with', 'to', 'by', 'from', 'into', 'margin', 'margins', 'whitespace', 'padding', 'not', 'space', 'empty', 'blank',
]);


const DATA_WORDS: ReadonlySet<string> = new Set(['outlier', 'outliers', 'data', 'datapoint', 'point', 'points', 'error', 'peak', 'peaks', 'band', 'bands', 'value', 'values', 'measurement', 'measurements']);

const remove: Parser = (core, clause) => {
  // "clean them up": things pointed back at, tidied away, are removed ("clean it up" alone tidies the image: below).
  const c = core.replace(/^clean (them|those|these|it)(?: all)? up$/, 'clean up $1').replace(/^clean up it$/, 'clean up');
  // Things pointed back at are what the mask marks: the clause names nothing more.
  if (/^(?:remove|erase|delete|get rid of|clean up|clear|take out|wipe out|eliminate|edit out) (?:them|those|these)(?: all)?$/.test(c)) return { op: 'remove', what: 'an object' };
  const m = /^(?:remove|erase|delete|get rid(?: of)?|clean up|clear|clear out|inpaint|fill in|fill|retouch|hide|take out|take away|paint out|paint over|cover up|wipe|wipe out|eliminate|cut out|edit out|blot out|scrub out)(?: (.*))?$/.exec(c);
  if (!m) return null;
  const words = (m[1] ?? '').split(' ').filter(Boolean);
  if (words.length > 8) return null;
  // "clean it up", "clear it": tidying, with nothing named to take away.
  if (words.length === 0 && /^(?:clean up|clear|clear out|fill|fill in)$/.test(c) && !clause.namesMask) return null;
  // A colour alone ("can the grey go") names no object: what has it is not said.
  if (words.length > 0 && words.every((w) => parseColour(w) !== null)) return null;
  // Data are not objects to erase: refusals.ts says why.
  if (words.some((w) => DATA_WORDS.has(w))) return null;
  // A panel named beside an object says where it is ("the arrow in panel B"); a panel alone is a crop (intents.ts).
  if (words.some((w) => NOT_AN_OBJECT.has(w) || !/^(?:[a-z][a-z'-]*|\d+|panel(?:_[a-z])+)$/.test(w))) return null;
  if (words.length > 0 && words.every((w) => /^panel(?:_[a-z])+$/.test(w) || /^(?:and|or|&)$/.test(w))) return null;
  const what = words.map((w) => w.replace(/^panel((?:_[a-z])+)$/, (_m, l: string) => `panel ${l.slice(1).toUpperCase().split('_').join(', ')}`));
  return { op: 'remove', what: what.length > 0 ? `the ${what.join(' ')}` : 'an object' };
};

/** A part of the image named without a verb: "top half", "the left third". */
const BARE_PART = /^(?:only |just )?(?:left|right|top|bottom|topleft|topright|bottomleft|bottomright)(?:most)?(?: |$)/;

/** The writer asking, not telling: "we need ...", "I'd like ...", "we must have ...". */
const WISHED = /^(?:i|we|i'd|we'd|i'm|we're|i've|we've)(?: (?:would|will|really|just|only|also|still|do|all|both|now))* (?:want|wanna|need|like|love|prefer|wish|hope|require|must|have to|has to|should|can|could|would|am|are|looking|trying|asking|hoping|wondering|going)\b/;

/** A rotation said by its purpose, without its angle. */
const STRAIGHTEN = /^(?:straighten|level|deskew|de-skew)(?: (?:up|out|off))?(?: (?!by\b)[a-z]+){0,3}$|^make (?:level|straight)$|^make (?:[a-z]+ ){1,3}(?:level|straight)$/;

/**
 * "straighten the horizon by rotating 2 degrees", "brighten it by raising the exposure": the
 * edit is the means, said with a gerund after "by"; what comes before is its purpose.
 */
function byMeans(core: string): { purpose: string; means: string } | null {
  const m = /^(.+?) by ([a-z]+ing)\b(.*)$/.exec(core);
  if (!m) return null;
  const gerund = tokens(`${m[2]}${m[3]}`)[0];
  if (!gerund || gerund.pos !== 'VERB' || gerund.lemma === gerund.lower) return null;
  return { purpose: m[1]!, means: `${gerund.lemma}${m[3]}` };
}

/**
 * "rotate it 2 degrees anticlockwise to level it", "boost the contrast so as to see the bands":
 * the edit, then its purpose said with an infinitive. The purpose is a verb's infinitive (a
 * destination after "to" is not: "crop to panel B", "resize to 800 px").
 */
function byPurpose(core: string): { edit: string; purpose: string } | null {
  const m = /^(.+?) (?:in order to|so as to|to) ([a-z]+)\b(.*)$/.exec(core);
  if (!m || parseColour(m[2]!) || /^(?:left|right|top|bottom|square|half|fit)$/.test(m[2]!)) return null;
  const at = m[0].length - m[2]!.length - m[3]!.length;
  const verb = tokens(core).find((t) => t.start === at);
  if (!verb || verb.pos !== 'VERB' || verb.lower !== verb.lemma) return null;
  return { edit: m[1]!, purpose: `${m[2]}${m[3]}` };
}

/** A size said alone: "600 px wide", "1024px on the long side". */
/** Takes step `i` out, keeping the indices of the steps reported as passed on in step with the list. */
function removeStep(steps: Step[], reported: Set<number>, i: number): void {
  steps.splice(i, 1);
  for (const at of [...reported].filter((at) => at >= i).sort((a, b) => a - b)) {
    reported.delete(at);
    if (at > i) reported.add(at - 1);
  }
}

/** A part named, then the size it comes out at: "panel D alone 640px wide", "panel C on its own at 1004px wide". */
const SIZED_PART = /^(.+?)(?: at| to)? (\d+(?:\.\d+)?px (?:wide|tall|high|across|in width|in height|width|height))$/;
/** A resize asked for without a size: "resize please", "scale it accordingly". */
// "Please resupply the figure accordingly", a production office's words after the size it requires: the size is to be met.
const BARE_RESIZE = /^(?:resize|rescale|scale|size|(?:(?:re)?supply|(?:re)?submit|provide|send|upload|prepare|revise|amend|adjust|change)(?: (?:it|this|that|(?:the )?(?:image|figure|photo|picture|fig)(?: \d+[a-z]?)?|(?:figure|fig) \d+[a-z]?))? accordingly)(?: (?:it|this|that|the (?:image|figure|photo|picture)))?(?: accordingly)?$/;
const SIZE_SAID = /^\d+(?:\.\d+)?px (?:wide|tall|high|across|in width|in height|width|height|(?:on |along )?(?:long|longest|longer) (?:side|edge|dimension))$/;

/** Edits of the whole picture, whatever it shows: what "them" stands for after a crop to panels is the picture. */
const WHOLE_IMAGE_OPS: ReadonlySet<string> = new Set(['rotate', 'flip', 'grayscale', 'invert', 'brightness', 'contrast', 'sharpen', 'blur', 'resize', 'border', 'pad', 'aspect_ratio', 'white_background']);

/** Steps that act on the whole canvas: a clause aiming one of them at the mask is not something they can do. */
/** Edits whose result made twice is the result made once. */
const IDEMPOTENT: ReadonlySet<string> = new Set(['aspect_ratio', 'grayscale', 'white_background', 'recolor']);
/** Sharpening and blurring act on one quality: a fault of it is corrected by either, never by both. */
const SHARPNESS: ReadonlySet<string> = new Set(['sharpen', 'blur']);
const CANVAS_OPS: ReadonlySet<string> = new Set(['crop', 'rotate', 'flip', 'border', 'pad', 'resize', 'aspect_ratio']);

const PARSERS: Parser[] = [cropToContent, cropRegion, cropTrim, rotate, flip, grayscale, invert, border, pad, resize, remove];

/** A clause of colour names only, after a recolour with a palette: the rest of its list ("recolour with red, blue and green"). */
function paletteContinues(steps: Step[], core: string): string[] | null {
  const last = steps[steps.length - 1];
  if (last?.op !== 'recolor' || last.palette === null) return null;
  const colours = core.split(' ').map((w) => parseColour(w));
  if (colours.length === 0 || colours.some((c) => !c || c[3] !== 255)) return null;
  return colours.map((c) => `#${[c![0], c![1], c![2]].map((v) => v.toString(16).padStart(2, '0')).join('')}`);
}

/** Steps whose strength a following "strongly", "a little" may still set. */
const ADJUSTABLE: ReadonlySet<string> = new Set(['brightness', 'contrast', 'sharpen', 'blur']);

/** One clause's step, or why not: the words no reader used, or what no step does. */
/** Verbs of throwing away, and what a crop throws away. */
const DISCARD = vocabulary('lose', 'bin', 'discard', 'drop', 'ditch', 'remove', 'delete', 'trash', 'scrap', 'cut', 'rid', 'throw', 'chuck', 'toss', 'dump', 'without');
const REST = vocabulary('rest', 'else', 'everything', 'others', 'remaining', 'them', 'those', 'these', 'other', 'panels', 'parts');

function readClause(clause: Clause, kind: string, steps: Step[], lastVerb: string | null, lastCore: string | null): { step: Step | null; problem?: string; supported?: boolean; amends?: boolean } {
  const last = steps[steps.length - 1];
  const read = (core: string) => PARSERS.reduce<Step | null>((found, parse) => found ?? parse(core, clause), null);
  const more = paletteContinues(steps, clause.core);
  if (more) {
    (steps[steps.length - 1] as Extract<Step, { op: 'recolor' }>).palette!.push(...more);
    return { step: null };
  }
  const words = wordsOf(clause.core);
  // "keep the proportions" beside a resize: every resize keeps them.
  const KEEPING = ['keep', 'maintain', 'preserve', 'retain', 'same', 'unchanged', 'locked', 'constrained'];
  const PROPORTION = ['proportions', 'proportion', 'proportional', 'proportionally', 'aspect', 'ratio', 'shape'];
  if (steps.some((s) => s.op === 'resize') && words.some((w) => isWord(w, KEEPING) || isWord(w, ['proportional', 'proportionally'])) && words.some((w) => isWord(w, PROPORTION)) && words.every((w) => isWord(w, [...KEEPING, ...PROPORTION]) || isFree(w))) return { step: null };
  // "colour-blind safe and still distinguishable if printed in greyscale": what the palette chosen must also do is the recolour's own aim.
  if (last?.op === 'recolor' && last.palette === null && /^(?:(?:and|but) )?(?:still |also |even |yet )?(?:distinguishable|distinct|readable|legible|visible|clear|separable)(?: (?:if|when|in|on|after)\b.*)?$/.test(clause.core)) return { step: null };
  // "..., please resize accordingly": the size the clause before required, asked for again.
  if (last?.op === 'resize' && /^(?:resize|rescale|scale|size|shrink|reduce|enlarge|adjust|change|make|do)(?: (?:it|that|this|them))?(?: down| up)? (?:accordingly|to (?:match|fit|comply|suit)|to (?:that|this|it)(?: size)?|(?:to |at )?(?:that|this|the same|said|required|right) size)$/.test(clause.core)) return { step: null };
  // "..., lose the rest", "..., and delete them": what a crop to panels already does.
  if (last?.op === 'crop' && words.some((w) => isWord(w, DISCARD)) && words.every((w) => isWord(w, DISCARD) || isWord(w, REST) || /^(?:away|out|off)$/.test(w.lower) || isFree(w))) return { step: null };
  // "drop the right two panels and keep the rest": what a crop that removes panels keeps, said.
  if (last?.op === 'crop' && last.region.kind === 'panels' && last.region.selection.by === 'except' && /^(?:keep|leave|retain|save)(?: all)? (?:rest|others|remaining(?: panels?| ones?| plots?)?|everything else|other (?:panels?|ones?|plots?))(?: as (?:it is|they are))?$/.test(clause.core)) return { step: null };
  // "..., we don't need them": the same, said as not needing what goes.
  if (last?.op === 'crop' && /^(?:(?:we|i) )?(?:don't|dont|do not|no longer) (?:need|want|use)(?: them| those| these| it| that)?(?: anymore| any more)?$/.test(clause.core)) return { step: null };
  // "a plain white background, no gradient", "greyscale, no colour": what the step before takes away, denied, is that step said again.
  const denied = /^(?:no|without|not|minus) (.+?)(?: at all| whatsoever| anywhere)?$/.exec(clause.core);
  if (denied && last) {
    const removal = `remove ${denied[1]}`;
    if (JSON.stringify(read(removal) ?? readIntent(wordsOf(removal), clause).step) === JSON.stringify(last)) return { step: null };
    // "white background, no grey": the colour denied beside a white background is the old background's.
    if (last.op === 'white_background' && denied[1]!.split(' ').every((w) => parseColour(w) !== null || /^(?:tint|tone|shade|one|background|backdrop|bg)$/.test(w))) return { step: null };
  }
  // "make it 1:1, fill with white": how the canvas grows, said after the ratio ("make it 1:1, white padding" is that, not padding of its own).
  if (last?.op === 'aspect_ratio' && words.length > 0 && words.every((w) => isWord(w, RATIO_HOW) || isWord(w, ['white', 'whitespace', 'padding']) || isFree(w))) {
    return words.some((w) => isWord(w, ['white', 'whitespace'])) ? { step: { ...last, fill: 'white' }, amends: true } : { step: null };
  }
  // "make it greyscale but not inverted": an edit denied that no step makes asks nothing.
  const notThis = /^(?:but )?(?:not|no|don't|do not) ([a-z]+(?: [a-z]+)?)$/.exec(clause.core);
  if (notThis && steps.length > 0) {
    const denied = read(notThis[1]!) ?? readIntent(wordsOf(notThis[1]!), clause).step;
    if (denied && !steps.some((s) => s.op === denied.op)) return { step: null };
  }
  let step = read(clause.core);
  // A panel, row or column removed, where the panel reader reads every word, is a crop to the rest, not an object under a mask.
  if (step?.op === 'remove') {
    const asPanels = readIntent(words, clause).step;
    if (asPanels?.op === 'crop') return { step: asPanels };
  }
  if (step) return { step };
  // "remove the gradient, make it plain white": the white a background removal already leaves, said again.
  if (last?.op === 'white_background' && words.length > 0 && words.some((w) => isWord(w, ['white'])) && words.every((w) => isWord(w, ['white', 'plain', 'pure', 'solid', 'clean', 'flat', 'instead']) || isFree(w))) return { step: null };
  // A clause of degree words only ("..., strongly") says how much of the step before it.
  if (lastCore && last && ADJUSTABLE.has(last.op) && words.length > 0 && words.every((w, i) => saysDegree(words, i) || isFree(w))) {
    const amended = readIntent(wordsOf(`${lastCore} ${clause.core}`), clause).step;
    if (amended && amended.op === last.op) return { step: { ...amended, ...('inMask' in last ? { inMask: last.inMask } : {}) } as Step, amends: true };
  }
  const verbless = !tokens(clause.core).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  // A clause without a verb may finish the step before it: "add a black outline, 3 px thick", "border 3px, colour
  // #333333". Read with that step first, so a colour said of a frame never recolours the figure. Panels named after
  // panels are more panels, not a place within them: they are read alone first.
  const finishes = (): { step: Step; amends: true } | null => {
    if (!verbless || !lastCore || !last || last.op === 'remove') return null;
    const joined = `${lastCore} ${clause.core}`;
    const amended = read(joined) ?? readIntent(wordsOf(joined), clause).step;
    // Every word of the clause was read with the step's, so it says the step again or more of it ("a tad brighter, maybe 10%").
    return amended && amended.op === last.op ? { step: amended, amends: true } : null;
  };
  if (last?.op !== 'crop') {
    const amended = finishes();
    if (amended) return amended;
  }
  const intent = readIntent(words, clause);
  if (intent.step) return { step: intent.step };
  const aimed = onObject(intent.partial, intent.unused, words, clause.core, clause.said);
  if (aimed) return { step: aimed };
  // "..., with a 1 px black border": what comes with the edit before is added to it.
  const withWhat = /^(?:with|plus) (.+)$/.exec(clause.core);
  if (withWhat && last) {
    step = read(`add ${withWhat[1]}`);
    if (step && (step.op === 'border' || step.op === 'pad')) return { step };
  }
  const amended = last?.op === 'crop' ? finishes() : null;
  if (amended) return amended;
  // Only a clause without a verb of its own borrows one ("... and 20 px from the top").
  if (lastVerb && verbless) {
    const lent = `${lastVerb} ${clause.core}`;
    step = read(lent) ?? readIntent(wordsOf(lent), clause).step;
    if (step) return { step };
  }
  // "panel D alone, 600 px wide": a size said after an edit that takes none is the size of the result.
  if (verbless && last && last.op !== 'border' && last.op !== 'pad' && SIZE_SAID.test(clause.core)) {
    step = read(`resize to ${clause.core}`);
    if (step) return { step };
  }
  // "crop to the left panels and then invert them": the panels a crop keeps are the image the next edit is of.
  if (last?.op === 'crop' && last.region.kind === 'panels' && /\b(?:them|those|these|both)\b/.test(clause.core)) {
    const whole = clause.core.replace(/\s*\b(?:them|those|these|both)\b/g, '').trim();
    const again = read(whole) ?? readIntent(wordsOf(whole), clause).step;
    if (again && WHOLE_IMAGE_OPS.has(again.op)) return { step: again };
  }
  // "remove the background, keep the apparatus": the thing a background removal keeps is its foreground, said.
  if (last?.op === 'white_background' && /^(?:keep|leave|preserve|retain)(?: only| just)? [a-z][a-z' -]*$/.test(clause.core) && !words.some((w) => /^(?:panel_|left|right|top|bottom|half|third|quarter|row|column)/.test(w.lower))) return { step: null };
  const why = whyNot(words, quoting(clause.said, kind));
  if (why) return { step: null, problem: why, supported: false };
  const n = intent.unused.length;
  const unused = n > 0 ? ` (not understood: ${saidEach(intent.unused, `${n} of its words`)})` : '';
  return { step: null, problem: `${quoting(clause.said, kind)}${unused}` };
}

/**
 * "panel D alone 640 px wide": a part kept and the size it comes out at, said in one clause
 * without a comma, as "panel D alone, 640 px wide" is two: the crop, then the resize.
 */
function sizedPart(clause: Clause, kind: string, steps: Step[], lastVerb: string | null, lastCore: string | null): [Step, Step] | null {
  const sized = SIZED_PART.exec(clause.core);
  const kept = sized ? readClause({ ...clause, core: sized[1]! }, kind, steps, lastVerb, lastCore) : null;
  if (!kept?.step || kept.step.op !== 'crop' || kept.amends) return null;
  const resized = readClause({ ...clause, core: `resize to ${sized![2]!.replace(/ width$/, ' wide').replace(/ height$/, ' tall')}` }, kind, [...steps, kept.step], null, null).step;
  return resized?.op === 'resize' ? [kept.step, resized] : null;
}

/**
 * Reads an instruction into steps, in the order written. Throws EngineError naming every
 * part it could not read: INSTRUCTION_NOT_SUPPORTED when each asks for what no step does,
 * INSTRUCTION_NOT_UNDERSTOOD otherwise. An instruction not understood is read once more with
 * its misspelt grammar words mended (spelling.ts), and so is one refused as asking what no step does
 * ("add a boarder"); the refusal, if any, is of the words as written.
 */
export function interpretInstruction(text: string): Step[] {
  try {
    return readInstruction(text);
  } catch (err) {
    // A refusal of what no step does may be of a misspelt word too: "add a 10px boarder" is no person drawn in.
    const mended = err instanceof EngineError && (err.reason === 'INSTRUCTION_NOT_UNDERSTOOD' || err.reason === 'INSTRUCTION_NOT_SUPPORTED') ? mendSpelling(text) : null;
    if (!mended) throw err;
    try {
      return readInstruction(mended);
    } catch {
      throw err;
    }
  }
}

function readInstruction(text: string): Step[] {
  const steps: Step[] = [];
  const unread: string[] = [];
  let unsupportedOnly = true;
  /** The verb of the last clause read, lent to a clause without one: "remove the arrow and the label", "crop 10 px from the left and 20 px from the top". */
  let lastVerb: string | null = null;
  let lastCore: string | null = null;
  /** Clauses that describe the image, judged once every step is known. */
  const descriptions: Array<{ clause: Clause; kind: string; lent?: boolean; at: number }> = [];
  /** What the writer grants cannot be done, or takes back: set aside beside a step. */
  const conceded: Array<{ clause: Clause; kind: string }> = [];
  /** What the request says not to do, by operation, with the clause that says it. */
  const forbidden = new Map<Step['op'], string>();
  /** Headings over a list of edits: set aside beside them. */
  const headings: Array<{ clause: Clause; kind: string }> = [];
  /** Steps read from requests passed on ("Reviewer 2 asks that ..."): dropped where another clause makes the same edit. */
  const reported = new Set<number>();
  // "a square image 1200 x 1200 px": the ratio, then the width, as two clauses.
  // "provide the figure in grayscale at 1200 px wide": the colours, then the size.
  const written = clauses(normalise(text)).flatMap((said) => requiredPixelSize(said) ?? requiredModeAndSize(said) ?? [said]);
  // "500px wide, keep the proportions": a size is alone when every other clause asks for nothing.
  const asking = written.filter((said) => stripFillers(said).core !== '').length;
  for (const [i, said] of written.entries()) {
    // What a job's message says in place of the clause's words (engines/shared/said.ts).
    const kind = written.length === 1 ? 'the instruction' : `the ${ordinal(i + 1)} of its ${written.length} clauses`;
    let clause: Clause = { ...stripFillers(said), alone: asking === 1 };
    if (!clause.core) continue;
    if (CONCEDED.test(said)) {
      conceded.push({ clause, kind });
      continue;
    }
    // "keep the colours as they are", "leave the background alone": what is kept is never changed; set aside, and checked against the steps.
    const keeps = KEEPS.exec(clause.core);
    if (keeps && forbiddenByWords(keeps[1]!, true).length > 0) {
      for (const op of forbiddenByWords(keeps[1]!, true)) forbidden.set(op, clause.said);
      conceded.push({ clause, kind });
      continue;
    }
    // "no white background", "don't make it greyscale": what not to do is never done; set aside, and checked against the steps.
    const forbids = FORBIDS.exec(clause.core);
    if (forbids) {
      const stepOf = (c: Clause): Step | null => {
        try {
          return c.core ? readClause(c, kind, [...steps], lastVerb, lastCore).step : null;
        } catch {
          return null;
        }
      };
      const rest: Clause = { ...stripFillers(forbids[1]!), alone: false };
      const reading = stepOf(rest);
      const whole = stepOf(clause);
      // "without the grey background" reads whole as a removal the rest does not say: that reading stands.
      // A crop said in the negative ("not panel A", "I don't want panel C") is read by the crop readers, which know what is left.
      const negationIgnored = reading !== null && reading.op !== 'crop' && (whole === null || whole.op === reading.op);
      const byWords = whole === null && reading === null ? forbiddenByWords(rest.core) : [];
      if (negationIgnored || byWords.length > 0) {
        for (const op of negationIgnored && reading ? [reading.op] : byWords) forbidden.set(op, clause.said);
        conceded.push({ clause, kind });
        continue;
      }
    }
    // "Reviewer 2 asks that the background be removed": the request passed on is the edit, once, when it reads as one.
    const asked = reportedRequest(said);
    if (asked !== null) {
      const request: Clause = { ...stripFillers(asked), alone: clause.alone };
      const reading = request.core ? readClause(request, kind, steps, lastVerb, lastCore) : null;
      // "the editor wants panel B on its own at 709px wide": a part passed on with its size.
      const sized = reading?.problem ? sizedPart(request, kind, steps, lastVerb, lastCore) : null;
      if (sized) {
        reported.add(steps.length);
        reported.add(steps.length + 1);
        steps.push(...sized);
        lastVerb = null;
        lastCore = null;
        continue;
      }
      if (reading?.step && !reading.amends) {
        reported.add(steps.length);
        steps.push(reading.step);
        lastVerb = /^\S+(?: (?:off|away|out|down|in)\b)?/.exec(request.core)?.[0] ?? null;
        lastCore = request.core;
        continue;
      }
      // What no step does, passed on, is refused naming what would ("Reviewer 2 asks that we add asterisks").
      if (reading?.problem && reading.supported === false) {
        unread.push(reading.problem);
        continue;
      }
    }
    // "Figure must be 85 mm wide at 600 dpi", "journal asks for 8 cm width": a size required of the result is the resize that meets it.
    // "remove the tilt": what straightening asks, and read as it is (never a removal under a mask).
    if (undoesTilt(clause.core)) clause = { ...clause, core: 'straighten it' };
    // A size said after a border or a margin is that one's width ("add a border, 10px wide").
    // "The column is 89 mm at 300 dpi. Resize please.": a size said before a bare resize is the size asked.
    const resizeFollows = BARE_RESIZE.test(stripFillers(written[i + 1] ?? '').core);
    const size = steps.at(-1)?.op === 'border' || steps.at(-1)?.op === 'pad' ? null : requiredSize(clause.core, clause.alone === true || resizeFollows);
    if (size) clause = { ...clause, core: size };
    const unwantedGoes = UNWANTED.test(said) && readClause(clause, kind, steps, lastVerb, lastCore).step !== null;
    if (!size && ((describes(said) && !unwantedGoes) || STRAIGHTEN.test(clause.core))) {
      descriptions.push({ clause, kind, at: steps.length });
      continue;
    }
    try {
      // The means of a purpose: read when the purpose is a straightening or the same edit.
      const split = byMeans(clause.core);
      if (split) {
        const means = readClause({ ...clause, core: split.means }, kind, steps, lastVerb, lastCore);
        const purpose = STRAIGHTEN.test(split.purpose) ? means.step : readClause({ ...clause, core: split.purpose }, kind, steps, lastVerb, lastCore).step;
        if (means.step && !means.amends && purpose?.op === means.step.op) clause = { ...clause, core: split.means };
      }
      let reading = readClause(clause, kind, steps, lastVerb, lastCore);
      const sized = reading.problem ? sizedPart(clause, kind, steps, lastVerb, lastCore) : null;
      if (sized) {
        steps.push(...sized);
        lastVerb = null;
        lastCore = null;
        continue;
      }
      // "89 mm wide at 300 dpi. Resize please.": the verb of the resize just read, said again, asks for it once.
      if (reading.problem && steps.at(-1)?.op === 'resize' && BARE_RESIZE.test(clause.core)) continue;
      // An edit said with its purpose: the purpose is set aside when it asks for no edit of its own, or for the same one
      // ("... to level it", "... to make it brighter"); a purpose that asks for another edit is not guessed at.
      // A purpose is no thing to aim at either: "increase the contrast to make the bands visible".
      const why = reading.problem || (reading.step && 'object' in reading.step && reading.step.object) ? byPurpose(clause.core) : null;
      if (why) {
        const edit = readClause({ ...clause, core: why.edit }, kind, steps, lastVerb, lastCore);
        const purpose = STRAIGHTEN.test(why.purpose) ? null : readClause({ ...clause, core: why.purpose }, kind, steps, lastVerb, lastCore).step;
        if (edit.step && !edit.amends && (!purpose || purpose.op === edit.step.op) && !(STRAIGHTEN.test(why.purpose) && edit.step.op !== 'rotate')) {
          reading = edit;
          clause = { ...clause, core: why.edit };
        }
      }
      // What the description before it was about, where this clause leaves it unsaid ("..., white please").
      const before = descriptions.at(-1);
      // "it's upside down, fix it": the one correction of the orientation described.
      const fix = reading.problem && before ? correctionOf(before.clause) : null;
      if (fix && asksCorrection(clause.core, fix)) {
        reading = { step: fix };
        before!.lent = true;
      }
      const whole = reading.problem && before ? completed(clause.core, referentOf(before.clause)) : null;
      if (whole) {
        const again = readClause({ ...clause, core: whole }, kind, steps, lastVerb, lastCore);
        if (again.step) {
          reading = again;
          clause = { ...clause, core: whole };
          // Its words are now part of the edit.
          before!.lent = true;
        }
      }
      // "the masked area is too dark, brighten it": the edit is of what the description before it named, the masked area.
      if (before && before.clause.namesMask && !clause.namesMask && reading.step && 'inMask' in reading.step && !reading.step.inMask && /\b(?:it|that|them|this)\b/.test(said)) {
        reading = { ...reading, step: { ...reading.step, inMask: true } as Step };
        clause = { ...clause, namesMask: true };
      }
      // "graphical abstract: 16:9": what comes before a colon, naming no edit, heads what is asked after it.
      // A heading that names a part ("panel B: greyscale") aims the edit at it, and is not set aside.
      const headed = reading.problem ? /^([a-z][a-z' -]*):\s+(.+)$/.exec(clause.said) : null;
      const namesPart = (heading: string) => {
        const words = wordsOf(heading);
        return readIntent(words, clause).partial !== null || words.some((w) => /^(?:panel|fig|figure|row|column|left|right|top|bottom|half|third|quarter)/.test(w.lower) || isWord(w, MARKS)) || whyNot(words, heading) !== null;
      };
      const rest: Clause | null = headed && !namesPart(headed[1]!) ? { ...stripFillers(headed[2]!), alone: clause.alone } : null;
      const asked = rest?.core ? readClause(rest, kind, steps, lastVerb, lastCore) : null;
      if (rest && asked?.step && !asked.amends) {
        headings.push({ clause: { ...clause, core: headed![1]!, said: `${headed![1]}:` }, kind });
        reading = asked;
        clause = rest;
      }
      const { step, problem, supported, amends } = reading;
      if (step && amends) {
        steps[steps.length - 1] = step;
        continue;
      }
      // "Changes:", "Two things:", "A few small things for Fig 2:": a heading over the list that follows names no edit.
      if (problem && /:$/.test(said)) {
        headings.push({ clause, kind });
        continue;
      }
      // "we print in black and white, so ...": the writer's own story (the shared layer's) is a description, judged as one.
      if (problem && supported !== false && isNarrative(said) && !WISHED.test(said) && !takesBack(said)) {
        descriptions.push({ clause, kind, at: steps.length });
        continue;
      }
      if (problem) {
        unread.push(problem);
        if (supported !== false) unsupportedOnly = false;
        continue;
      }
      if (!step) continue;
      // A part named without a verb is the part to keep only when the request is that part alone or says it wants it
      // ("top half", "I want the top half"); beside other clauses, "the right half, brighter" may aim them at that part.
      // A bare part after a crop is the crop's next part ("... and the right 5%"): the verb before it is lent.
      const lent = step.op === 'crop' && BARE_PART.test(clause.core) && lastVerb && steps.at(-1)?.op === 'crop' ? readClause({ ...clause, core: `${lastVerb} ${clause.core}` }, kind, steps, null, null).step : null;
      if (lent) {
        steps.push(lent);
        continue;
      }
      if (step.op === 'crop' && step.region.kind === 'fraction' && BARE_PART.test(clause.core) && written.length > 1 && !/\b(?:want|need|like|only|just|keep)\b/.test(said)) {
        unread.push(`${quoting(said, kind)}${ownWords(' (a part named alone: say "crop to" it, or name the edit it is for)')}`);
        unsupportedOnly = false;
        continue;
      }
      // The verb with its particle: "crop away the bottom 10% and the right 5%" lends "crop away".
      lastVerb = /^\S+(?: (?:off|away|out|down|in)\b)?/.exec(clause.core)?.[0] ?? null;
      lastCore = clause.core;
      // A second object under the same mask is the same removal.
      if (step.op === 'remove' && steps[steps.length - 1]?.op === 'remove') continue;
      if (clause.namesMask && CANVAS_OPS.has(step.op)) {
        unread.push(`${quoting(said, kind)} (${step.op === 'aspect_ratio' ? 'aspect_ratio' : step.op} applies to the whole image, not to the masked area)`);
        unsupportedOnly = false;
      } else steps.push(step);
    } catch (err) {
      if (!(err instanceof OutOfRange)) throw err;
      unread.push(`${quoting(said, kind)} (${err.message})`);
      unsupportedOnly = false;
    }
  }
  // "it's upside down and mirrored", "it's upside down, also greyscale please": an orientation described whose one
  // correction no step makes is corrected, where it was said (the shift keeps the requests passed on in their places).
  // "rotate 90 degrees; the photo is also a bit bright": a fault of the whole picture said beside edits is corrected
  // with them, where it was said, as it is when said alone; a fault of one part is no edit of the whole (askedByDescription),
  // and a state the image must reach said beside edits ("it's for a 16:9 slide") is left to them.
  if (unread.length === 0) {
    for (const d of [...descriptions].reverse()) {
      // "it's upside down and too dark": an orientation corrected is a step beside the fault said with it.
      if (d.lent || (steps.length === 0 && !descriptions.some((o) => o !== d && !o.lent && correctionOf(o.clause)))) continue;
      const asked = correctionOf(d.clause) || referentOf(d.clause).target ? null : askedByDescription(d.clause);
      const correction = correctionOf(d.clause) ?? (asked ? readClause({ ...d.clause, core: asked }, d.kind, steps, null, null).step : null);
      if (!correction || steps.some((s) => s.op === correction.op || (SHARPNESS.has(s.op) && SHARPNESS.has(correction.op)))) continue;
      if (!correctionOf(d.clause)) d.lent = true;
      steps.splice(d.at, 0, correction);
      for (const i of [...reported].filter((i) => i >= d.at).sort((a, b) => b - a)) {
        reported.delete(i);
        reported.add(i + 1);
      }
    }
  }
  // "keep A and B, drop C and D": panels taken away that the crop before already left out say that crop again.
  for (let i = steps.length - 1; i > 0; i--) {
    const [kept, dropped] = [steps[i - 1]!, steps[i]!];
    if (kept.op !== 'crop' || dropped.op !== 'crop' || kept.region.kind !== 'panels' || dropped.region.kind !== 'panels') continue;
    const keeps = kept.region.selection;
    const drops = dropped.region.selection;
    if (keeps.by !== 'letters' || drops.by !== 'except' || drops.selection.by !== 'letters') continue;
    const away = drops.selection.letters;
    if (away.some((l) => keeps.letters.includes(l))) continue;
    removeStep(steps, reported, i);
  }
  // "square, 800 by 800 pixels": the same state asked twice in a row is made once.
  for (let i = steps.length - 1; i > 0; i--) {
    if (IDEMPOTENT.has(steps[i]!.op) && JSON.stringify(steps[i]) === JSON.stringify(steps[i - 1])) {
      removeStep(steps, reported, i);
    }
  }
  // "The journal wants a white background, please make the background white": the request passed on, said again.
  for (const at of [...reported].sort((a, b) => b - a)) {
    if (steps.some((s, i) => i !== at && !reported.has(i) && s.op === steps[at]!.op)) steps.splice(at, 1);
  }
  // A request that only says how the image is oriented, where that has one correction ("it's upside down").
  if (steps.length === 0 && unread.length === 0) {
    for (const { clause } of descriptions) {
      const correction = correctionOf(clause);
      if (correction) steps.push(correction);
    }
  }
  // "my reviewer can't tell the red and green apart", "the journal only accepts greyscale figures", "it's a bit dark": a
  // request that only says the state the image must reach, or a fault of the whole image, asks for it, as the same words
  // followed by "fix it" do. Sent to an editor, a fault of the picture is there to be corrected.
  if (steps.length === 0 && unread.length === 0) {
    for (const d of descriptions) {
      const target = correctionOf(d.clause) ? null : askedByDescription(d.clause);
      const reached = target ? readClause({ ...d.clause, core: target }, d.kind, steps, null, null).step : null;
      if (!reached) continue;
      steps.push(reached);
      d.lent = true;
    }
  }
  for (const { clause, kind, lent } of descriptions) {
    if (lent || correctionOf(clause)) continue;
    // "Straighten it" says why a rotation is made; alone it gives no angle.
    if (STRAIGHTEN.test(clause.core)) {
      if (steps.some((s) => s.op === 'rotate')) continue;
      unread.push(`${quoting(clause.said, kind)}${ownWords(' (straightening needs its angle: "rotate 3 degrees clockwise")')}`);
      unsupportedOnly = false;
      continue;
    }
    // Beside no step at all, a description is all the request says: it is answered, never dropped.
    if (steps.length > 0 && isContext(clause, steps)) continue;
    // A description of what no operation changes says which would ("the y label says 'Contorl'").
    const why = whyNot(wordsOf(clause.core), quoting(clause.said, kind));
    if (why) {
      unread.push(why);
      continue;
    }
    unread.push(`${quoting(clause.said, kind)} (it says how the image is, not what to change${ownWords(remedyOf(wordsOf(clause.core)))})`);
    unsupportedOnly = false;
  }
  // Granted or taken back, beside nothing else: the request asks for nothing, and says so.
  if (steps.length === 0) {
    for (const { clause, kind } of headings) unread.push(`${quoting(clause.said, kind)}${ownWords(' (a heading: no edit follows it)')}`);
    if (headings.length > 0) unsupportedOnly = false;
    for (const { clause, kind } of conceded) unread.push(`${quoting(clause.said, kind)}${ownWords(' (it says what not to do, not what to change)')}`);
    if (conceded.length > 0) unsupportedOnly = false;
  }
  // The editor's own examples: never taken for the request's words, whatever it said.
  const can = ownWords(`The local editor understands: ${UNDERSTOOD.join('; ')}.`);
  if (unread.length > 0) {
    if (unsupportedOnly) throw new EngineError('INSTRUCTION_NOT_SUPPORTED', `Nothing was changed: no operation of the local editor does this. ${unread.join('. ')}.`);
    throw new EngineError('INSTRUCTION_NOT_UNDERSTOOD', `The instruction could not be read in full, so nothing was changed. Not understood: ${unread.join(', ')}. ${can}`);
  }
  if (steps.length === 0) throw new EngineError('INSTRUCTION_NOT_UNDERSTOOD', `The instruction asks for no change the local editor can make. ${can}`);
  // "the bars in blue and the line in red": colours for several things, where recolor maps every colour at once.
  if (steps.filter((s) => s.op === 'recolor').length > 1) {
    throw new EngineError('INSTRUCTION_NOT_SUPPORTED', `Nothing was changed: no operation of the local editor does this. ${ownWords('recolor maps every colour of the figure onto one palette at once, by nearness, not a colour to each named part; name the palette in one list ("recolour with #0072b2, #e69f00") or ask for a colour-blind-safe one')}.`);
  }
  // "no white background, just crop": a step the request also says not to make is a contradiction, never made.
  const contradicted = steps.find((s) => forbidden.has(s.op));
  if (contradicted) {
    throw new EngineError('INSTRUCTION_NOT_SUPPORTED', `Nothing was changed: ${quoting(forbidden.get(contradicted.op)!, 'a clause')}${ownWords(` says what not to do, and another clause asks for ${contradicted.op}; say which one is wanted`)}.`);
  }
  // A background taken away leaves white; one asked to become see-through anywhere in the request ("... so it's transparent") is not that.
  if (steps.some((s) => s.op === 'white_background') && /\btranspar|\bsee[- ]through\b|\balpha\b/i.test(text)) {
    throw new EngineError('INSTRUCTION_NOT_SUPPORTED', `Nothing was changed: no operation of the local editor does this. ${ownWords('No operation makes a background transparent; white_background makes it white ("make the background white")')}.`);
  }
  return steps;
}
