// Illustrations: submit to the provider, then wait for its result up to a given time.
// Waiting happens inside one heartbeating activity, so an hour of late-delivery window costs
// the workflow two events, not one per poll.
import { ApplicationFailure, Context } from '@temporalio/activity';
import { config } from '../../core/config.ts';
import { em as newEm } from '../../core/db/orm.ts';
import { accountFileOrFail } from '../../core/files.ts';
import { fileStorage } from '../../core/storage.ts';
import type { AwaitResult } from '../types.ts';
import { illustrationProvider, ProviderError, type IllustrationRequest } from '../../engines/illustration/index.ts';
import sharp from 'sharp';
import { probeImage } from '../../core/imageProbe.ts';
import { sniffContentType } from '../../core/sniff.ts';
import { EngineError } from '../../engines/shared/errors.ts';
import { loadParams } from '../inputs.ts';
import { existingOutputs, saveOutput } from './outputs.ts';
import { engineFailure } from './engineFailure.ts';

const POLL_MS = 1000;

function provider() {
  const cfg = config();
  return illustrationProvider({ protocol: cfg.illustrationProvider, url: cfg.illustrationProviderUrl, apiKey: cfg.illustrationProviderKey, model: cfg.illustrationModel });
}

async function requestFor(accountId: string, inputId: string): Promise<IllustrationRequest> {
  const em = await newEm();
  const params = await loadParams(em, 'illustration', inputId, accountId);
  const references = await Promise.all(
    params.referenceFileIds.map(async (id) => fileStorage().get((await accountFileOrFail(em, accountId, id)).id)),
  );
  return { prompt: params.prompt, aspectRatio: params.aspectRatio, quality: params.quality, style: params.style, palette: params.palette, references };
}

/** The request's words a failure's message must not repeat. */
function wordsOf(request: IllustrationRequest | undefined) {
  return request ? { prompt: request.prompt, style: request.style, palette: request.palette } : {};
}

function asFailure(err: unknown, request: IllustrationRequest | undefined): unknown {
  if (err instanceof ProviderError && !err.retryable) return engineFailure(err, wordsOf(request));
  if (err instanceof EngineError) return engineFailure(err, wordsOf(request));
  return err;
}

export async function submitIllustration(accountId: string, inputId: string): Promise<string> {
  let request: IllustrationRequest | undefined;
  try {
    request = await requestFor(accountId, inputId);
    return await provider().submit(request);
  } catch (err) {
    throw asFailure(err, request);
  }
}

/** The result if it arrives before `untilMs` (Unix ms), else `running`. */
export async function awaitIllustration(jobId: string, accountId: string, inputId: string, providerJobId: string, untilMs: number): Promise<AwaitResult> {
  const em = await newEm();
  const done = await existingOutputs(em, jobId);
  if (done.length > 0) return { state: 'succeeded', outputs: done };
  const ctx = Context.current();
  const request = await requestFor(accountId, inputId);
  for (;;) {
    let status;
    try {
      status = await provider().status(providerJobId, request);
    } catch (err) {
      throw asFailure(err, request);
    }
    if (status.state === 'failed') throw engineFailure(Object.assign(new Error(status.message), { reason: status.reason }), wordsOf(request));
    if (status.state === 'succeeded') {
      const probe = await probeImage(status.image);
      if (!probe.ok) throw ApplicationFailure.nonRetryable('The provider answered with an image that cannot be read.', 'EngineError', 'PROVIDER_BAD_IMAGE');
      // Outputs are PNG whatever the provider sends: lossless, and what figures are made of.
      const png = sniffContentType(status.image) === 'image/png' ? status.image : await sharp(status.image).png().toBuffer();
      return { state: 'succeeded', outputs: [await saveOutput(em, { jobId, accountId }, { bytes: png, contentType: 'image/png', format: 'png', ...probe })] };
    }
    const left = untilMs - Date.now();
    if (left <= 0) return { state: 'running' };
    ctx.heartbeat();
    await ctx.sleep(Math.min(POLL_MS, left));
  }
}
