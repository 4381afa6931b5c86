// The upscale scales (SPEC, POST /images/upscales): what each means in pixels and which plan
// it needs. Prices are in prices.ts.
import type { PlanName } from './plans.ts';

export const UPSCALE_SCALES = {
  '2k': { longEdge: 2048, plan: 'free' },
  '4k': { longEdge: 4096, plan: 'starter' },
  '8k': { longEdge: 8192, plan: 'plus' },
} as const satisfies Record<string, { longEdge: number; plan: PlanName }>;

export type UpscaleScale = keyof typeof UPSCALE_SCALES;

export const UPSCALE_SCALE_NAMES = Object.keys(UPSCALE_SCALES) as UpscaleScale[];

/** For upscales a positive credit-pack balance counts as this plan (SPEC). */
export const CREDIT_PACK_PLAN: PlanName = 'pro';
