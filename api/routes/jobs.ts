import { ApiError, invalidRequest, notFound } from '../../core/errors.ts';
import { Job } from '../../core/db/entities.ts';
import { em } from '../../core/db/orm.ts';
import { validationError } from '../body/validation.ts';
import { presentJobs } from '../../jobs/requests/present.ts';
import { JobListQuery, JobParams } from '../../contract/account.ts';
import { JobPageSchema, JobSchema } from '../../contract/common.ts';
import { callerOf } from '../../http/state.ts';
import { AUTH_ERRORS, route } from './route.ts';
import { withLiveStatus } from '../../jobs/requests/liveStatus.ts';
import { jobById, type JobRow } from '../../jobs/rows.ts';

/** A stored job that cannot be turned into its public shape: the read is retried, never faked. */
function unreadable(): ApiError {
  return new ApiError('SERVICE_UNAVAILABLE', 'A job could not be read right now. Retry the request.');
}

async function present(rows: JobRow[]) {
  const jobs = await withLiveStatus(rows);
  try {
    return await presentJobs(await em(), jobs);
  } catch (err) {
    console.error('unreadable job row:', err);
    throw unreadable();
  }
}

export const getJob = route({
  method: 'get',
  path: '/jobs/{id}',
  summary: 'Read a job',
  tag: 'jobs',
  auth: { scope: 'jobs:read', requestClass: 'read' },
  params: JobParams,
  responses: { 200: { description: 'The job', schema: JobSchema } },
  errors: [...AUTH_ERRORS, 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
  handler: async (ctx) => {
    // A uuid is case-insensitive (RFC 9562); ids are stored in lower case.
    const id = (ctx.params.id ?? '').toLowerCase();
    if (!JobParams.safeParse({ id }).success) throw notFound('job');
    const job = await jobById(await em(), id);
    if (!job || job.accountId !== callerOf(ctx).accountId) throw notFound('job');
    ctx.body = (await present([job]))[0];
  },
});

interface Cursor {
  t: string;
  id: string;
}

function decodeCursor(raw: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    if (typeof value.t === 'string' && !Number.isNaN(Date.parse(value.t)) && JobParams.safeParse({ id: value.id }).success) return value;
  } catch {
    // fall through
  }
  throw invalidRequest('INVALID_CURSOR', 'cursor is not a next_cursor this service gave.', 'cursor');
}

export const listJobs = route({
  method: 'get',
  path: '/jobs',
  summary: "List the caller's jobs, newest first",
  tag: 'jobs',
  auth: { scope: 'jobs:read', requestClass: 'read' },
  query: JobListQuery,
  responses: { 200: { description: 'A page of jobs', schema: JobPageSchema } },
  errors: [...AUTH_ERRORS, 'INVALID_REQUEST', 'SERVICE_UNAVAILABLE'],
  handler: async (ctx) => {
    const parsed = JobListQuery.safeParse(ctx.query);
    if (!parsed.success) throw validationError(parsed.error);
    const { limit, cursor } = parsed.data;
    const after = cursor ? decodeCursor(cursor) : undefined;
    const accountId = callerOf(ctx).accountId;
    const where = after
      ? { accountId, $or: [{ createdAt: { $lt: new Date(after.t) } }, { createdAt: new Date(after.t), id: { $lt: after.id } }] }
      : { accountId };
    const rows = await (await em()).find(Job, where, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: limit + 1 });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    ctx.body = {
      data: await present(page),
      next_cursor: rows.length > limit && last ? Buffer.from(JSON.stringify({ t: last.createdAt.toISOString(), id: last.id })).toString('base64url') : null,
    };
  },
});
