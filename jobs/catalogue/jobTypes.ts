// The job catalogue: one entry per type of job a client can ask for. An entry says what the
// request is called (the operation that scopes its Idempotency-Key, names its route's audit
// rows and its workflow), what kind of job it makes, which engine runs it (and so which
// activity and time budget, jobs/catalogue/engines.ts), what it costs and which plan it needs
// (computed from the validated request), and what job_inputs keeps of it. A route or tool
// hands an entry and the request to jobs/requests/admit.ts; nothing else classifies jobs.
import type { z } from 'zod';
import { config } from '../../core/config.ts';
import { policyRefusal, type PolicyRefusal } from '../../core/contentPolicy.ts';
import type { JobKind } from '../../core/jobKinds.ts';
import { PLANS } from '../../core/plans.ts';
import { isFreeConversion, PRICES } from '../../core/prices.ts';
import { CREDIT_PACK_PLAN, UPSCALE_SCALES, type UpscaleScale } from '../../core/upscaleScales.ts';
import type { EngineName, LateDelivery } from './engines.ts';
import { type ParamsOf, AskedEditParams, ConversionParams, DrawnChartParams, FlowchartParams, IllustrationParams, ImageEditParams, UpscaleParams, VectorizeParams } from './params.ts';

export interface JobType<Operation extends string = string, Request = never, Params extends object = object> {
  /** Scopes Idempotency-Key (with the account), names the route's audit rows and the workflow id. */
  operation: Operation;
  kind: JobKind;
  engine: EngineName;
  /** What job_inputs keeps of a request of this type when it is admitted, checked before it is stored. */
  params: z.ZodType<Params>;
  /** Credits reserved at admission and charged on success (core/prices.ts). */
  price(request: Request): number;
  /** Lowest plan level that may run the request (PLAN_REQUIRED below it); 0 when absent. */
  planLevel?(request: Request): number;
  /** Where a rule says so (upscales), a positive credit-pack balance counts as this plan level. */
  creditPackLevel?: number;
  /** The job counts against the daily allowance of free conversions. */
  freeConversion?(request: Request): boolean;
  /** The content policy's refusal of the request's words, kept for the key (CONTENT_REJECTED). */
  contentRefusal?(request: Request): PolicyRefusal | null;
  /** The engine's result may arrive after this deadline, until the window closes (SPEC, late delivery). */
  lateDelivery?(): LateDelivery;
  /** The earlier job of its kind this one is a new version of (admission checks the edit-chain rules). */
  editOf?(request: Request): string;
}

/**
 * Keeps an entry's literal operation, and checks that what it stores is what its engine's
 * activity reads (jobs/catalogue/params.ts ENGINE_PARAMS).
 */
function jobType<const Operation extends string, Request, const Engine extends EngineName, Params extends ParamsOf<Engine>>(
  entry: JobType<Operation, Request, Params> & { engine: Engine },
): JobType<Operation, Request, Params> & { engine: Engine } {
  return entry;
}

/** Premium quality and reference images need a paid plan (decisions.md). */
const PAID = PLANS.starter.level;

type Quality = 'standard' | 'advanced' | 'premium';

/** A request whose fields the rules read are `Fields`; its other fields are the route's. */
type Reads<Fields> = Fields & Record<string, unknown>;

/** What an image edit's price and policy rules read of its request (the API's EditBody). */
type ImageEditRequest =
  | { operation: 'instruct'; instruction: string; mask?: string | undefined; quality: Quality }
  | { operation: 'white_background' | 'aspect_ratio' | 'recolor'; quality: Quality }
  | { operation: 'replace_text' };

/** A chart or flowchart edit: the version it edits and what to change. */
export interface EditRequest {
  job: string;
  instruction: string;
}

export const JOB_TYPES = {
  /** A PNG, JPEG or a flowchart's SVG drawn as PNG, PDF, TIFF or PPTX: free, counted per day. */
  conversion: jobType({
    operation: 'images.conversions',
    kind: 'image_conversion',
    engine: 'conversion',
    params: ConversionParams,
    price: (r: Reads<{ format: ConversionParams['format'] }>) => PRICES.image_conversion[r.format],
    freeConversion: (r) => isFreeConversion(r.format),
  }),
  /** An image traced into an SVG: the same operation as other conversions, another engine. */
  vectorize: jobType({
    operation: 'images.conversions',
    kind: 'image_conversion',
    engine: 'vectorize',
    params: VectorizeParams,
    price: (_: Reads<{ format: 'svg' }>) => PRICES.image_conversion.svg,
  }),
  upscale: jobType({
    operation: 'images.upscales',
    kind: 'image_upscale',
    engine: 'upscale',
    params: UpscaleParams,
    price: (r: Reads<{ scale: UpscaleScale }>) => PRICES.image_upscale[r.scale],
    planLevel: (r) => PLANS[UPSCALE_SCALES[r.scale].plan].level,
    creditPackLevel: PLANS[CREDIT_PACK_PLAN].level,
  }),
  illustration: jobType({
    operation: 'images.generations',
    kind: 'image_generation',
    engine: 'illustration',
    params: IllustrationParams,
    price: (r: Reads<{ prompt: string; quality: Quality; reference_file_ids?: string[] | undefined }>) => PRICES.image_generation[r.quality],
    planLevel: (r) => (r.quality === 'premium' || (r.reference_file_ids ?? []).length > 0 ? PAID : 0),
    contentRefusal: (r) => policyRefusal(r.prompt),
    lateDelivery: () => ({ deadlineSeconds: config().illustrationDeadlineSeconds, windowSeconds: config().lateDeliveryWindowSeconds }),
  }),
  imageEdit: jobType({
    operation: 'images.edits',
    kind: 'image_edit',
    engine: 'image_edit',
    params: ImageEditParams,
    // A mask or replace_text always runs the premium model (SPEC, Credit prices).
    price: (r: Reads<ImageEditRequest>) =>
      r.operation === 'replace_text' || (r.operation === 'instruct' && r.mask) ? PRICES.image_edit.mask_or_replace_text : PRICES.image_edit[r.quality],
    contentRefusal: (r) => (r.operation === 'instruct' ? policyRefusal(r.instruction) : null),
  }),
  chartGeneration: jobType({
    operation: 'charts.generations',
    kind: 'chart',
    engine: 'chart',
    params: DrawnChartParams,
    price: (_: object) => PRICES.chart.generation,
  }),
  chartEdit: jobType({
    operation: 'charts.edits',
    kind: 'chart',
    engine: 'chart',
    params: AskedEditParams,
    price: (_: EditRequest) => PRICES.chart.edit,
    editOf: (r) => r.job,
  }),
  flowchartGeneration: jobType({
    operation: 'flowcharts.generations',
    kind: 'flowchart',
    engine: 'flowchart',
    params: FlowchartParams,
    price: (_: object) => PRICES.flowchart.generation,
  }),
  flowchartEdit: jobType({
    operation: 'flowcharts.edits',
    kind: 'flowchart',
    engine: 'flowchart',
    params: AskedEditParams,
    price: (_: EditRequest) => PRICES.flowchart.edit,
    editOf: (r) => r.job,
  }),
};

export type JobTypeName = keyof typeof JOB_TYPES;

/** The operations a create request may name: the catalogue's, and no other. */
export type Operation = (typeof JOB_TYPES)[JobTypeName]['operation'];
