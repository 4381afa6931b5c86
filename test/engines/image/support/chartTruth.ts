// Real figures with known text: a chart type drawn by our chart engine from its sample data, as
// a PNG at a chosen resolution, with the scene's text nodes as the truth (what each says, and
// where its ink landed: each node drawn alone, in black, at the same resolution and bounded).
// And the measure the OCR evaluation uses: which of those lines a detection read exactly.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ChartType } from '../../../../engines/chart/chartTypes.ts';
import { CHARTS } from '../../../../engines/chart/charts/index.ts';
import { specFromRequest } from '../../../../engines/chart/index.ts';
import { themeFor } from '../../../../engines/chart/plot/theme.ts';
import { toPng } from '../../../../engines/chart/render/raster.ts';
import { singleLine, textNodes, type Scene, type TextNode } from '../../../../engines/chart/render/scene.ts';
import { samples } from '../../../../engines/chart/samples.ts';
import type { FigureWidth, JournalStyleName } from '../../../../engines/chart/style/journals.ts';
import type { DetectedText, Point } from '../../../../engines/image/types.ts';
import type { InkBox } from '../../../support/textImage.ts';

export interface TruthText {
  text: string;
  /** Where its ink is in the PNG's pixels (x1, y1 exclusive). */
  box: InkBox;
  /** Degrees clockwise, as in the scene (-90 reads bottom to top). */
  rotate: number;
  /** Font size in pixels. */
  sizePx: number;
}

export interface ChartFigure {
  name: string;
  png: Buffer;
  width: number;
  height: number;
  texts: TruthText[];
}

const all = samples();

/** Bounds of the pixels darker than mid-grey: anti-aliasing fringes are not ink OCR would bound. */
async function inkBox(png: Buffer): Promise<InkBox | null> {
  const { data, info } = await sharp(png).flatten({ background: '#FFFFFF' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (let y = 0; y < info.height; y++) {
    const row = y * info.width;
    for (let x = 0; x < info.width; x++) {
      if ((data[row + x] as number) < 160) {
        if (x < box.x0) box.x0 = x;
        if (x >= box.x1) box.x1 = x + 1;
        if (y < box.y0) box.y0 = y;
        if (y >= box.y1) box.y1 = y + 1;
      }
    }
  }
  return box.x0 === Infinity ? null : box;
}

/** The chart type's sample drawn for a journal width at `dpi`, with its texts as the truth. */
export async function chartFigure(type: ChartType, journal: JournalStyleName, width: FigureWidth, dpi: number): Promise<ChartFigure> {
  const sample = all[type];
  const spec = specFromRequest(sample.table, sample.request, [type]);
  const scene = CHARTS[type]({ table: sample.table, spec, theme: themeFor(journal, width, 'okabe_ito') });
  const image = await toPng(scene, dpi);
  const nodes = textNodes(scene.nodes).filter((t) => singleLine(t.text).trim() !== '' && t.opacity !== 0);
  const texts: TruthText[] = [];
  for (const node of nodes) {
    const alone: Scene = { width: scene.width, height: scene.height, background: '#FFFFFF', nodes: [{ ...node, color: '#000000', opacity: 1 } satisfies TextNode] };
    const box = await inkBox((await toPng(alone, dpi)).bytes);
    if (box) texts.push({ text: singleLine(node.text).trim(), box, rotate: node.rotate ?? 0, sizePx: (node.size / 72) * dpi });
  }
  return { name: `${type} ${journal} ${width} ${dpi}dpi`, png: image.bytes, width: image.width, height: image.height, texts };
}

/** Figures drawn by matplotlib (fixtures/matplotlib/make.py), committed with their truth files. */
export const MATPLOTLIB_FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'matplotlib');

interface MatplotlibTruth {
  image: string;
  width: number;
  height: number;
  texts: Array<{ text: string; box: InkBox; rotate: number; sizePx: number }>;
}

/**
 * The matplotlib figures with their texts as the truth (`png` holds the image's bytes, PNG or
 * JPEG). matplotlib turns anticlockwise; the truth here turns clockwise like our scenes.
 */
export function matplotlibFigures(): ChartFigure[] {
  return readdirSync(MATPLOTLIB_FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const truth = JSON.parse(readFileSync(join(MATPLOTLIB_FIXTURES, f), 'utf8')) as MatplotlibTruth;
      return {
        name: truth.image,
        png: readFileSync(join(MATPLOTLIB_FIXTURES, truth.image)),
        width: truth.width,
        height: truth.height,
        texts: truth.texts.map((t) => ({ text: t.text, box: t.box, rotate: t.rotate === 0 ? 0 : -t.rotate, sizePx: t.sizePx })),
      };
    });
}

/**
 * The comparison of a read text with a drawn one: exact, except that a minus sign may read as a
 * hyphen, kappa as k, and spaces beside symbols do not count (tesseract drops some).
 */
export function normaliseForComparison(text: string): string {
  return text
    .replace(/[−–]/g, '-')
    .replace(/κ/g, 'k')
    .replace(/\s+/g, ' ')
    .replace(/\s*([<>=±×%(),[\]/:;+\-–])\s*/g, '$1')
    .trim();
}

export function bounds(corners: Point[]): InkBox {
  return { x0: Math.min(...corners.map((c) => c.x)), y0: Math.min(...corners.map((c) => c.y)), x1: Math.max(...corners.map((c) => c.x)), y1: Math.max(...corners.map((c) => c.y)) };
}

export interface LineScore {
  truth: TruthText;
  /** The detected text that reads it, if any. */
  match: DetectedText | null;
  /** The largest distance between matching box edges, in pixels (null when not read). */
  boxError: number | null;
}

const boxError = (a: InkBox, b: InkBox) => Math.max(Math.abs(a.x0 - b.x0), Math.abs(a.y0 - b.y0), Math.abs(a.x1 - b.x1), Math.abs(a.y1 - b.y1));
const overlaps = (a: InkBox, b: InkBox) => Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0);

/**
 * Each drawn line against the detection: read when a detected text says the same (as compared
 * above) and its box overlaps the drawn ink; each detection reads at most one line, the nearest.
 */
export function scoreLines(truth: TruthText[], texts: DetectedText[]): LineScore[] {
  const used = new Set<DetectedText>();
  return truth.map((t) => {
    const want = normaliseForComparison(t.text);
    const candidates = texts
      .filter((d) => !used.has(d) && normaliseForComparison(d.text) === want && overlaps(bounds(d.corners), t.box))
      .sort((a, b) => boxError(bounds(a.corners), t.box) - boxError(bounds(b.corners), t.box));
    const match = candidates[0] ?? null;
    if (match) used.add(match);
    return { truth: t, match, boxError: match ? boxError(bounds(match.corners), t.box) : null };
  });
}

/** A figure's reading scored: each drawn line matched or missed, box errors, texts matching nothing. */
export interface FigureScore {
  scores: LineScore[];
  /** Box errors (px) of the lines read. */
  errors: number[];
  /** Detected texts that match no drawn line. */
  extra: DetectedText[];
  /** Each line missed: what was drawn, and what was read where it was. */
  missed: string[];
}

export function scoreFigure(truth: TruthText[], texts: DetectedText[]): FigureScore {
  const scores = scoreLines(truth, texts);
  const errors = scores.flatMap((s) => (s.boxError === null ? [] : [s.boxError]));
  const matched = new Set(scores.map((s) => s.match));
  const overlaps = (a: InkBox, b: InkBox) => Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0);
  const missed = scores
    .filter((s) => !s.match)
    .map((s) => {
      const there = texts.filter((d) => overlaps(bounds(d.corners), s.truth.box));
      return `${JSON.stringify(s.truth.text)} -> ${there.length ? there.map((d) => JSON.stringify(d.text)).join(' ') : '(nothing)'}`;
    });
  return { scores, errors, extra: texts.filter((d) => !matched.has(d)), missed };
}
