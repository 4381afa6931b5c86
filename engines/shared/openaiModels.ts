// What an OpenAI-compatible images model accepts, by model name, for illustrations and edits alike. OpenAI's own models take a
// few fixed sizes and their own quality words; a model this table does not know is taken to
// be a compatible server that accepts any WIDTHxHEIGHT (LocalAI and similar), so it is asked
// for the job's exact size.
type Quality = 'standard' | 'advanced' | 'premium';

export interface ModelProfile {
  /** Fixed sizes, or null when the server takes any WIDTHxHEIGHT. */
  sizes: ReadonlyArray<readonly [number, number]> | null;
  /** The `quality` sent for each of ours; absent when the model has no such field. */
  quality: Readonly<Record<Quality, string>> | null;
  /** GPT image models always answer base64 and refuse `response_format`; DALL-E answers a URL unless asked. */
  responseFormat: boolean;
  /** GPT image models take `output_format` (png). */
  outputFormat: boolean;
  /** How many reference images its edits endpoint takes (`image[]`); 0: none. */
  maxReferences: number;
}

// Standard is medium, not low: low draws labels and thin structures too roughly for a figure.
// Premium differs from advanced by the delivered size (2048 against 1536 on the long edge).
const GPT_IMAGE: ModelProfile = {
  sizes: [
    [1024, 1024],
    [1536, 1024],
    [1024, 1536],
  ],
  quality: { standard: 'medium', advanced: 'high', premium: 'high' },
  responseFormat: false,
  outputFormat: true,
  maxReferences: 16,
};

const DALL_E_3: ModelProfile = {
  sizes: [
    [1024, 1024],
    [1792, 1024],
    [1024, 1792],
  ],
  quality: { standard: 'standard', advanced: 'hd', premium: 'hd' },
  responseFormat: true,
  outputFormat: false,
  maxReferences: 0,
};

// DALL-E 2 edits take one square image with a mask, which is not a reference image.
const DALL_E_2: ModelProfile = { sizes: [[1024, 1024]], quality: null, responseFormat: true, outputFormat: false, maxReferences: 0 };

const ANY_SIZE: ModelProfile = {
  sizes: null,
  quality: { standard: 'medium', advanced: 'high', premium: 'high' },
  responseFormat: true,
  outputFormat: false,
  maxReferences: 16,
};

export function modelProfile(model: string): ModelProfile {
  if (/^gpt-image/i.test(model)) return GPT_IMAGE;
  if (/^dall-e-3$/i.test(model)) return DALL_E_3;
  if (/^dall-e-2$/i.test(model)) return DALL_E_2;
  return ANY_SIZE;
}

/** The size to ask for: the job's own when any is accepted, else the accepted one closest in shape. */
export function requestedSize(profile: Pick<ModelProfile, 'sizes'>, width: number, height: number): { width: number; height: number } {
  if (!profile.sizes) return { width, height };
  const shape = Math.log(width / height);
  const distance = ([w, h]: readonly [number, number]) => Math.abs(Math.log(w / h) - shape);
  const [w, h] = profile.sizes.reduce((best, size) => (distance(size) < distance(best) ? size : best));
  return { width: w, height: h };
}
