// What a careful assistant would say of the `instruct` interpreter's reading of one request:
// are its steps the edits the corpus line expects (test/corpora/image-edits/README.md), in
// order, with the amounts, sides and colours said? Crops are compared by what they keep: on
// the lettered figure by which of its texts (from the fixture's .json) stay in, elsewhere by the
// part of the image kept, so "the top half" and "panels A and B" are one edit where they keep
// the same labels.
import { parseColour } from '../../engines/image/instruct/colours.ts';
import type { CropRegion, Step } from '../../engines/image/instruct/steps.ts';

export type EditVerdict = 'right' | 'refused' | 'silently wrong';

/** A box in pixels, end exclusive. */
export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Figure {
  width: number;
  height: number;
  /** The panel letters' boxes by letter, and every text's centre, from the fixture's .json; empty for figures without panels. */
  letters: Record<string, PixelBox>;
  texts: Array<{ text: string; x: number; y: number }>;
}

/** Where a crop of ours lands on the figure, given by the bench (a crop to panels needs the pixels). */
export type CropBox = (region: CropRegion) => Promise<PixelBox | null>;

const FRACTIONS: Record<string, number> = { half: 1 / 2, third: 1 / 3, 'two-thirds': 2 / 3, quarter: 1 / 4, 'three-quarters': 3 / 4 };

function keep(side: string, f: number, w: number, h: number): PixelBox {
  if (side === 'left') return { x0: 0, y0: 0, x1: f * w, y1: h };
  if (side === 'right') return { x0: (1 - f) * w, y0: 0, x1: w, y1: h };
  if (side === 'top') return { x0: 0, y0: 0, x1: w, y1: f * h };
  return { x0: 0, y0: (1 - f) * h, x1: w, y1: h };
}

const OPPOSITE: Record<string, string> = { left: 'right', right: 'left', top: 'bottom', bottom: 'top' };

/** The panel a letter stands for: from its letter to the next letters right and below (letters lead their panels). */
function panelRegion(figure: Figure, letter: string): PixelBox | null {
  const own = figure.letters[letter];
  if (!own) return null;
  const others = Object.values(figure.letters);
  const right = others.filter((b) => b.x0 > own.x1 && b.y0 < own.y1 + 40 && b.y1 > own.y0 - 40).map((b) => b.x0);
  const below = others.filter((b) => b.y0 > own.y1 && b.x0 < own.x1 + 40 && b.x1 > own.x0 - 40).map((b) => b.y0);
  return { x0: own.x0 - 30, y0: own.y0 - 10, x1: Math.min(figure.width, ...right) - 1, y1: Math.min(figure.height, ...below) - 1 };
}

/** The expected crop's box on the figure, or null when the step is not a crop of this kind. */
function expectedBox(step: string, figure: Figure): PixelBox | null {
  const [kind, a, b, c] = step.split(':');
  const { width: w, height: h } = figure;
  if (kind === 'crop' && (a === 'panel' || a === 'panels')) {
    const regions = b!.split(',').map((l) => panelRegion(figure, l));
    if (regions.some((r) => !r)) return null;
    return { x0: Math.min(...regions.map((r) => r!.x0)), y0: Math.min(...regions.map((r) => r!.y0)), x1: Math.max(...regions.map((r) => r!.x1)), y1: Math.max(...regions.map((r) => r!.y1)) };
  }
  if (kind === 'crop' && a === 'quadrant') {
    const [v, hz] = b!.split('-');
    return { x0: hz === 'left' ? 0 : w / 2, x1: hz === 'left' ? w / 2 : w, y0: v === 'top' ? 0 : h / 2, y1: v === 'top' ? h / 2 : h };
  }
  if (kind === 'crop' && a === 'percent') return keep(b!, Number(c) / 100, w, h);
  if (kind === 'crop' && a && a in FRACTIONS) return keep(b!, FRACTIONS[a]!, w, h);
  if (kind === 'cutoff' && a && a in FRACTIONS) return keep(OPPOSITE[b!]!, 1 - FRACTIONS[a]!, w, h);
  return null;
}

function textsIn(figure: Figure, box: PixelBox): Set<number> {
  const out = new Set<number>();
  figure.texts.forEach((t, i) => {
    if (t.x >= box.x0 && t.x < box.x1 && t.y >= box.y0 && t.y < box.y1) out.add(i);
  });
  return out;
}

function sameCrop(expected: PixelBox, got: PixelBox, figure: Figure): boolean {
  if (figure.texts.length > 0) {
    const want = textsIn(figure, expected);
    const have = textsIn(figure, got);
    return want.size === have.size && [...want].every((i) => have.has(i));
  }
  const inter = Math.max(0, Math.min(expected.x1, got.x1) - Math.max(expected.x0, got.x0)) * Math.max(0, Math.min(expected.y1, got.y1) - Math.max(expected.y0, got.y0));
  const area = (b: PixelBox) => (b.x1 - b.x0) * (b.y1 - b.y0);
  return inter / (area(expected) + area(got) - inter) >= 0.97;
}

function sameColour(name: string, rgba: readonly number[] | null): boolean {
  const want = name.startsWith('#') ? parseColour(name.toLowerCase()) : parseColour(name.replace(/grey/g, 'gray'));
  return want !== null && rgba !== null && want.slice(0, 3).every((v, i) => v === rgba[i]);
}

const SIDES = ['left', 'right', 'top', 'bottom'];
function sides(list: string): string[] {
  return list === 'all' ? SIDES : list.split('+');
}
function sameSides(a: string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((s) => b.includes(s));
}

/** Why our step is not the expected one, or null when it is. */
async function stepDifference(expected: string, got: Step, figure: Figure, cropBox: CropBox): Promise<string | null> {
  const inMask = expected.endsWith('@mask');
  const want = expected.replace(/@mask$/, '');
  const [kind, a, b, c] = want.split(':');
  const wrong = (why: string) => `${expected}: ${why}`;
  if ('inMask' in got && got.inMask !== inMask) return wrong(`read ${got.op} ${got.inMask ? 'in the mask' : 'on the whole image'}`);
  const expectedCrop = expectedBox(want, figure);
  if (expectedCrop || kind === 'crop' || kind === 'cutoff' || kind === 'trim') {
    if (got.op !== 'crop') return wrong(`read ${got.op}`);
    if (kind === 'crop' && a === 'content') return got.region.kind === 'content' ? null : wrong(`read a crop of kind ${got.region.kind}`);
    if (kind === 'trim') {
      if (got.region.kind !== 'trim') return wrong(`read a crop of kind ${got.region.kind}`);
      const unit = a === 'px' ? 'px' : 'percent';
      return got.region.unit === unit && got.region.amount === Number(b) && sameSides(sides(c!), got.region.sides) ? null : wrong(`read ${JSON.stringify(got.region)}`);
    }
    if (!expectedCrop) return wrong('the expected crop is not on this figure');
    const box = await cropBox(got.region);
    if (!box) return wrong('the crop read keeps no part of this figure');
    return sameCrop(expectedCrop, box, figure) ? null : wrong(`kept ${Math.round(box.x0)},${Math.round(box.y0)}-${Math.round(box.x1)},${Math.round(box.y1)}`);
  }
  if (got.op !== kind) return wrong(`read ${got.op}`);
  switch (got.op) {
    case 'rotate':
    case 'flip':
      return String(got.op === 'rotate' ? got.degrees : got.axis) === a ? null : wrong(`read ${got.op === 'rotate' ? got.degrees : got.axis}`);
    case 'brightness':
    case 'contrast': {
      const sign = a!.startsWith('-') ? -1 : 1;
      const amount = a!.length > 1 ? Number(a!.slice(1)) / 100 : null;
      if (Math.sign(got.amount) !== sign) return wrong(`read ${got.amount}`);
      return amount === null || Math.abs(Math.abs(got.amount) - amount) < 1e-9 ? null : wrong(`read ${got.amount}`);
    }
    case 'sharpen': {
      const amount = a === 'slight' ? 0.5 : a === 'strong' ? 2 : 1;
      return got.amount === amount ? null : wrong(`read amount ${got.amount}`);
    }
    case 'blur': {
      const sigma = a === undefined ? 2 : a === 'slight' ? 1 : a === 'strong' ? 5 : Number(a);
      return got.sigma === sigma ? null : wrong(`read sigma ${got.sigma}`);
    }
    case 'border': {
      const width = a && /^\d/.test(a) ? Number(a) : null;
      const colour = width === null ? a : b;
      if (width !== null && got.width !== width) return wrong(`read width ${got.width}`);
      return colour === undefined || sameColour(colour, got.colour) ? null : wrong(`read colour ${got.colour.join(',')}`);
    }
    case 'pad': {
      if (!a) return null;
      const m = /^(\d+(?:\.\d+)?)(px|%)$/.exec(a)!;
      if (got.amount !== Number(m[1]) || got.unit !== (m[2] === '%' ? 'percent' : 'px')) return wrong(`read ${got.amount} ${got.unit}`);
      if (b && !sameSides(sides(b), got.sides)) return wrong(`read sides ${got.sides.join('+')}`);
      return c === undefined || sameColour(c, got.colour) ? null : wrong(`read colour ${got.colour?.join(',') ?? 'the background'}`);
    }
    case 'resize': {
      if (a!.endsWith('%')) return got.by === 'scale' && Math.abs(got.factor - Number(a!.slice(0, -1)) / 100) < 1e-9 ? null : wrong(`read ${JSON.stringify(got)}`);
      const by = a === 'long' ? 'longest' : a;
      return got.by === by && 'pixels' in got && got.pixels === Number(b) ? null : wrong(`read ${JSON.stringify(got)}`);
    }
    case 'aspect_ratio':
      return got.ratio === `${a}:${b}` ? null : wrong(`read ${got.ratio}`);
    case 'recolor': {
      const palette = want.slice('recolor:'.length);
      if (want === 'recolor') return got.palette === null ? null : wrong(`read the palette ${got.palette.join(',')}`);
      return got.palette !== null && got.palette.join(',').toLowerCase() === palette.toLowerCase() ? null : wrong(`read the palette ${got.palette?.join(',') ?? 'chosen by the service'}`);
    }
    default:
      return null;
  }
}

/** Every difference between the expected steps and ours; empty when the reading is right. */
export async function stepDifferences(expected: string[], got: Step[], figure: Figure, cropBox: CropBox): Promise<string[]> {
  if (expected.length !== got.length) return [`expected ${expected.join(', ')}; read ${got.map((s) => s.op).join(', ')}`];
  const out: string[] = [];
  for (let i = 0; i < expected.length; i++) {
    const why = await stepDifference(expected[i]!, got[i]!, figure, cropBox);
    if (why) out.push(why);
  }
  return out;
}
