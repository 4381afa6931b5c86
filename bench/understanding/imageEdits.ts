// The `instruct` interpreter (no image model configured) on the corpus of image edit requests
// written blind (test/corpora/image-edits): each request is read, then run on a figure of the
// kind the writer had in mind (matplotlib fixtures the project did not draw: a lettered 2x2
// figure, a single chart, a micrograph, a photograph), with a mask when the writer sent one,
// so refusals that come from the pixels (no such panel, a mask needed) count as the client sees
// them. Verdicts: right (the expected steps, or a refusal where one is expected), refused,
// silently wrong (other steps, or an edit where a refusal is expected).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { editLocally, interpretInstruction, type Step } from '../../engines/image/instruct/index.ts';
import type { CropRegion } from '../../engines/image/instruct/steps.ts';
import { closeOcr } from '../../engines/ocr/index.ts';
import { choosePanels, findPanels, namesLetters, type PanelLayout } from '../../engines/image/panels/index.ts';
import { decodeImage, type DecodedImage } from '../../engines/shared/raster.ts';
import { itemsOf, type Half } from '../../test/corpora/jsonl.ts';
import { stepDifferences, type EditVerdict, type Figure, type PixelBox } from './imageEditsJudge.ts';

const CORPUS = join(import.meta.dirname, '../../test/corpora/image-edits');
const FIXTURES = join(import.meta.dirname, '../../test/engines/image/fixtures/matplotlib');

/** The fixture standing for each kind of figure the corpus names. */
const FIGURES: Record<string, string> = { panels_2x2: 'panels_2x2', single_chart: 'whitegrid_lines', micrograph: 'micrograph', photo: 'photo_coffee' };

interface Item {
  id: string;
  figure: string;
  mask: boolean;
  instruction: string;
  expect: { steps: string[] } | { refuse: string; suggest: string };
}

function half(name: Half): Item[] {
  return itemsOf<Item>(CORPUS, name);
}

interface Loaded {
  bytes: Buffer;
  image: DecodedImage;
  figure: Figure;
  mask: Buffer;
  layouts: Map<boolean, PanelLayout>;
}

const loaded = new Map<string, Loaded>();
async function figureFor(kind: string): Promise<Loaded> {
  const cached = loaded.get(kind);
  if (cached) return cached;
  const name = FIGURES[kind];
  if (!name) throw new Error(`the corpus names a figure "${kind}" the bench has no fixture for`);
  const file = readdirSync(FIXTURES).find((f) => f.startsWith(`${name}.`) && !f.endsWith('.json'))!;
  const bytes = readFileSync(join(FIXTURES, file));
  const image = await decodeImage(bytes);
  const json = readdirSync(FIXTURES).includes(`${name}.json`) && kind === 'panels_2x2' ? (JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as { texts: Array<{ text: string; box: PixelBox }> }) : { texts: [] };
  const letters: Record<string, PixelBox> = {};
  for (const t of json.texts) if (/^[A-Z]$/.test(t.text)) letters[t.text] = t.box;
  const figure: Figure = {
    width: image.width,
    height: image.height,
    letters,
    texts: json.texts.map((t) => ({ text: t.text, x: (t.box.x0 + t.box.x1) / 2, y: (t.box.y0 + t.box.y1) / 2 })),
  };
  // The mask a writer "sent": the middle of the image.
  const mask = await sharp({ create: { width: image.width, height: image.height, channels: 3, background: '#000000' } })
    .composite([{ input: await sharp({ create: { width: Math.round(image.width / 3), height: Math.round(image.height / 3), channels: 3, background: '#ffffff' } }).png().toBuffer(), left: Math.round(image.width / 3), top: Math.round(image.height / 3) }])
    .png()
    .toBuffer();
  const entry = { bytes, image, figure, mask, layouts: new Map<boolean, PanelLayout>() };
  loaded.set(kind, entry);
  return entry;
}

async function cropBoxOn(fig: Loaded, region: CropRegion): Promise<PixelBox | null> {
  const { width: w, height: h } = fig.image;
  if (region.kind === 'fraction') return { x0: region.left * w, y0: region.top * h, x1: region.right * w, y1: region.bottom * h };
  if (region.kind !== 'panels') return null;
  const letters = namesLetters(region.selection);
  if (!fig.layouts.has(letters)) fig.layouts.set(letters, await findPanels(fig.image, letters));
  try {
    const b = choosePanels(fig.layouts.get(letters)!, region.selection);
    return { x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1 };
  } catch {
    return null;
  }
}

export interface EditJudgement {
  verdict: EditVerdict;
  why: string[];
  /** For an expected refusal met: whether the refusal named the suggested operation or input. */
  suggested?: boolean;
}

function names(message: string, reason: string, suggest: string): boolean {
  if (suggest === 'none') return true;
  if (suggest === 'mask') return reason.startsWith('MASK_') || /\bmask\b/i.test(message);
  return message.includes(suggest);
}

export async function judgeEditItem(item: Item): Promise<EditJudgement> {
  const fig = await figureFor(item.figure);
  let steps: Step[];
  try {
    steps = interpretInstruction(item.instruction);
    await editLocally({ operation: 'instruct', image: fig.bytes, instruction: item.instruction, mask: item.mask ? fig.mask : null, quality: 'standard' });
  } catch (error) {
    const reason = (error as { reason?: string }).reason ?? 'error';
    const message = (error as Error).message;
    const said = `${reason}: ${message.split(' The local editor understands')[0]!.slice(0, 200)}`;
    if ('refuse' in item.expect) return { verdict: 'right', why: [said], suggested: names(message, reason, item.expect.suggest) };
    return { verdict: 'refused', why: [said] };
  }
  if ('refuse' in item.expect) return { verdict: 'silently wrong', why: [`edited (${steps.map((s) => s.op).join(', ')}) where it should refuse: ${item.expect.refuse}`] };
  const why = await stepDifferences(item.expect.steps, steps, fig.figure, (region) => cropBoxOn(fig, region));
  return { verdict: why.length === 0 ? 'right' : 'silently wrong', why };
}

export async function imageEditSection(show: boolean, devOnly: boolean): Promise<void> {
  for (const name of devOnly ? (['dev'] as const) : (['dev', 'heldout'] as const)) {
    const items = half(name);
    const counts: Record<EditVerdict, number> = { right: 0, refused: 0, 'silently wrong': 0 };
    let refusalsExpected = 0;
    let suggestionsNamed = 0;
    const started = performance.now();
    for (const item of items) {
      const { verdict, why, suggested } = await judgeEditItem(item);
      counts[verdict] += 1;
      if ('refuse' in item.expect && verdict === 'right') {
        refusalsExpected += 1;
        if (suggested) suggestionsNamed += 1;
      }
      if (show && name === 'dev') console.log(`${item.id.padEnd(26)} ${verdict.padEnd(15)} ${item.instruction.slice(0, 100)}${verdict !== 'right' || show ? `\n        ${why.join('\n        ')}` : ''}`);
    }
    const pct = (n: number) => `${n} (${((100 * n) / Math.max(1, items.length)).toFixed(1)}%)`;
    console.log(`image edits ${name}: ${items.length} requests; right ${pct(counts.right)}, refused ${pct(counts.refused)}, silently wrong ${pct(counts['silently wrong'])}`);
    console.log(`image edits ${name}: refusals that named the operation or mask suggested: ${suggestionsNamed} of ${refusalsExpected}; ${((performance.now() - started) / Math.max(1, items.length)).toFixed(0)} ms a request, edit included`);
  }
  await closeOcr();
}
