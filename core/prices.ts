// The one price table. Every credit figure the service shows or charges comes from here.
import { LIMITS } from './limits.ts';

export const PRICES = {
  image_generation: { standard: 50, advanced: 75, premium: 100 },
  image_edit: { standard: 50, advanced: 75, premium: 100, mask_or_replace_text: 100 },
  text_detection: 0,
  image_upscale: { '2k': 50, '4k': 100, '8k': 150 },
  image_conversion: { svg: 150, png: 0, pdf: 0, tiff: 0, pptx: 0 },
  chart: { generation: 100, edit: 100 },
  flowchart: { generation: 100, edit: 100 },
  file_upload: 0,
  /** Every GET endpoint: reads, downloads, the price list and the description. */
  read: 0,
} as const;

export type ConversionFormat = keyof typeof PRICES.image_conversion;

/** Free conversions count against the daily allowance instead of credits. */
export function isFreeConversion(format: ConversionFormat): boolean {
  return PRICES.image_conversion[format] === 0;
}

/**
 * The public price list of GET /pricing, one row per operation and option. `getEndpoints`
 * ("GET /jobs", ...) comes from the route table, which knows which reads exist; `illustrations`
 * says whether generations are drawn by a configured model or by the local schematic engine.
 */
/** What an illustration generation is drawn by, said on its price rows: an operator reads here whether a model is configured. */
export const ILLUSTRATION_NOTES = {
  model: 'drawn by the configured image model',
  schematic:
    'no image model configured (set ILLUSTRATION_PROVIDER or ILLUSTRATION_PROVIDER_URL): drawn locally as a schematic of icons and labels, not a generated picture; same price (docs/illustration-schematic.md)',
} as const;

export function priceList(getEndpoints: readonly string[], illustrations: keyof typeof ILLUSTRATION_NOTES = 'model'): Array<{ endpoint: string; option: string | null; credits: number; note?: string }> {
  return [
    ...Object.entries(PRICES.image_generation).map(([q, c]) => ({ endpoint: 'POST /images/generations', option: `quality=${q}`, credits: c, note: ILLUSTRATION_NOTES[illustrations] })),
    ...Object.entries(PRICES.image_edit).map(([q, c]) => ({
      endpoint: 'POST /images/edits',
      option: q === 'mask_or_replace_text' ? 'mask or operation=replace_text' : `quality=${q}`,
      credits: c,
    })),
    { endpoint: 'POST /images/text-detections', option: null, credits: PRICES.text_detection },
    ...Object.entries(PRICES.image_upscale).map(([s, c]) => ({ endpoint: 'POST /images/upscales', option: `scale=${s}`, credits: c })),
    ...Object.entries(PRICES.image_conversion).map(([f, c]) => ({
      endpoint: 'POST /images/conversions',
      option: `format=${f}`,
      credits: c,
      ...(c === 0 ? { note: `free, limited to ${LIMITS.freeConversionsPerDay} per day` } : {}),
    })),
    { endpoint: 'POST /charts/generations', option: null, credits: PRICES.chart.generation },
    { endpoint: 'POST /charts/edits', option: null, credits: PRICES.chart.edit },
    { endpoint: 'POST /flowcharts/generations', option: null, credits: PRICES.flowchart.generation },
    { endpoint: 'POST /flowcharts/edits', option: null, credits: PRICES.flowchart.edit },
    { endpoint: 'POST /files', option: null, credits: PRICES.file_upload },
    ...getEndpoints.map((endpoint) => ({ endpoint, option: null, credits: PRICES.read })),
  ];
}
