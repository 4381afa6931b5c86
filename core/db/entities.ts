// Database tables. Ids are uuids; relations are plain id columns so that every query is explicit.
import { defineEntity, p } from '@mikro-orm/core';
import type { JobKind } from '../jobKinds.ts';
import type { JobStatus } from '../jobStatuses.ts';

export const Account = defineEntity({
  name: 'Account',
  tableName: 'accounts',
  properties: {
    id: p.uuid().primary(),
    name: p.string(),
    plan: p.string(),
    /** active | disabled | deleting (any but active answers 401 ACCOUNT_UNAVAILABLE, its signed links 404) */
    status: p.string(),
    createdAt: p.datetime(3),
  },
});

export const ApiKey = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: p.uuid().primary(),
    accountId: p.uuid().index(),
    /** SHA-256 of the whole key; the key itself is shown once and never stored. */
    keyHash: p.string().length(64).unique(),
    /** The first characters of the key, so an operator can tell keys apart. */
    keyPrefix: p.string(),
    name: p.string(),
    scopes: p.json<string[]>(),
    expiresAt: p.datetime(3).nullable(),
    revokedAt: p.datetime(3).nullable(),
    createdAt: p.datetime(3),
  },
});

export interface StoredOutput {
  fileId: string;
  format: string;
  width?: number;
  height?: number;
}

export interface StoredJobError {
  code: string;
  message: string;
  details: Record<string, unknown>;
}

export const Job = defineEntity({
  name: 'Job',
  tableName: 'jobs',
  uniques: [{ properties: ['accountId', 'operation', 'idempotencyKey'] }],
  indexes: [{ properties: ['accountId', 'createdAt'] }, { properties: ['accountId', 'status'] }],
  properties: {
    id: p.uuid().primary(),
    accountId: p.uuid(),
    kind: p.string().$type<JobKind>(),
    /** The endpoint that created the job; idempotency keys are scoped to it. */
    operation: p.string(),
    idempotencyKey: p.string().length(255),
    /** SHA-256 of the canonical request, to tell a replay from a conflicting reuse of a key. */
    requestHash: p.string().length(64),
    /** Written by jobs/transitions.ts alone. */
    status: p.string().$type<JobStatus>(),
    /** Set on refusals: the request was answered with `error` and no job ran. */
    refused: p.boolean(),
    workflowId: p.string(),
    /** The one workflow run that owns the job: only it runs and settles it. */
    runId: p.string().nullable(),
    /** Charts and flowcharts: the job this one edits, and the first job of its line of versions. */
    parentJobId: p.uuid().nullable(),
    /** The job's row in job_inputs (what it was asked, and for charts the spec it drew). */
    inputId: p.uuid().nullable(),
    chartId: p.uuid().nullable().index(),
    error: p.json<StoredJobError>().nullable(),
    outputs: p.json<StoredOutput[]>(),
    lateDeliveryUntil: p.datetime(3).nullable(),
    createdAt: p.datetime(3),
    updatedAt: p.datetime(3),
  },
});

/**
 * Double-entry ledger. Each row moves `amount` credits from one bucket of an account to another;
 * a bucket's balance is what flowed in minus what flowed out. `entryKey` is unique, so a
 * retried activity cannot post the same movement twice.
 */
export const LedgerEntry = defineEntity({
  name: 'LedgerEntry',
  tableName: 'ledger_entries',
  indexes: [{ properties: ['accountId'] }, { properties: ['jobId'] }],
  properties: {
    id: p.uuid().primary(),
    entryKey: p.string().unique(),
    accountId: p.uuid(),
    jobId: p.uuid().nullable(),
    /** top_up | reserve | charge | refund */
    kind: p.string(),
    fromBucket: p.string(),
    toBucket: p.string(),
    amount: p.integer(),
    createdAt: p.datetime(3),
  },
});

export const StoredFile = defineEntity({
  name: 'StoredFile',
  tableName: 'files',
  uniques: [{ properties: ['accountId', 'purpose', 'idempotencyKey'] }],
  indexes: [{ properties: ['accountId'] }],
  properties: {
    id: p.uuid().primary(),
    accountId: p.uuid(),
    /** image | mask | flowchart_attachment for uploads; output for job results */
    purpose: p.string(),
    contentType: p.string(),
    sizeBytes: p.integer(),
    sha256: p.string().length(64),
    idempotencyKey: p.string().length(255).nullable(),
    jobId: p.uuid().nullable(),
    /** For job outputs: the output's format and, for rasters, its pixel size. */
    format: p.string().nullable(),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    expiresAt: p.datetime(3).nullable(),
    createdAt: p.datetime(3),
  },
});

/**
 * What a job was asked to do (prompt, files, options). Kept out of the workflow's input so
 * that prompts never appear in Temporal's history or UI; the workflow carries only this id.
 */
export const JobInput = defineEntity({
  name: 'JobInput',
  tableName: 'job_inputs',
  properties: {
    id: p.uuid().primary(),
    accountId: p.uuid(),
    params: p.json<Record<string, unknown>>(),
    createdAt: p.datetime(3),
  },
});

/**
 * A text detection (POST /images/text-detections): what OCR read in one of the account's
 * images. Its id is what a `replace_text` edit names; the key's record is this row.
 */
export const TextDetection = defineEntity({
  name: 'TextDetection',
  tableName: 'text_detections',
  uniques: [{ properties: ['accountId', 'idempotencyKey'] }],
  properties: {
    id: p.uuid().primary(),
    accountId: p.uuid(),
    fileId: p.uuid(),
    idempotencyKey: p.string().length(255),
    /** SHA-256 of the validated body: the same key with another body is a conflict. */
    requestHash: p.string().length(64),
    width: p.integer(),
    height: p.integer(),
    texts: p.json<Array<{ index: number; text: string; corners: Array<{ x: number; y: number }> }>>(),
    createdAt: p.datetime(3),
  },
});

/** Fixed-window counters: per-minute request windows, hourly tasks, daily free conversions. */
export const UsageCounter = defineEntity({
  name: 'UsageCounter',
  tableName: 'usage_counters',
  properties: {
    /** e.g. `create:cred:<key id>`, `conversions:acct:<account id>` */
    counterKey: p.string().primary(),
    windowStart: p.bigint('number').primary(),
    count: p.integer(),
  },
});

/** Credentials of the codec endpoint (api/routes/codec.ts): an operator reads decoded job payloads. */
export const OperatorToken = defineEntity({
  name: 'OperatorToken',
  tableName: 'operator_tokens',
  properties: {
    id: p.uuid().primary(),
    /** SHA-256 of the whole token; the token itself is shown once and never stored. */
    tokenHash: p.string().length(64).unique(),
    /** The first characters of the token, so an operator can tell tokens apart. */
    tokenPrefix: p.string(),
    name: p.string(),
    revokedAt: p.datetime(3).nullable(),
    createdAt: p.datetime(3),
  },
});

/**
 * Browser sign-ins of operators on the codec endpoint (api/routes/codecSession.ts): the cookie
 * holds a random value, this table its SHA-256. A session lives while it has not expired and
 * its operator token is not revoked.
 */
export const OperatorSession = defineEntity({
  name: 'OperatorSession',
  tableName: 'operator_sessions',
  properties: {
    id: p.uuid().primary(),
    sessionHash: p.string().length(64).unique(),
    operatorTokenId: p.uuid().index(),
    expiresAt: p.datetime(3).index(),
    createdAt: p.datetime(3),
  },
});

/**
 * What the OAuth authorization server (auth/) stores: one row per object of the library's
 * models (Client, Grant, AccessToken, RefreshToken, AuthorizationCode, Interaction, Session,
 * ReplayDetection...), its payload as the library wrote it. `accountId` and `clientId` are
 * copied out of Grant payloads so connected apps can be listed per account; `lastUsedAt` is
 * when a token of the grant last authenticated a request.
 */
export const OAuthModel = defineEntity({
  name: 'OAuthModel',
  tableName: 'oauth_models',
  indexes: [{ properties: ['kind', 'accountId'] }, { properties: ['grantId'] }, { properties: ['uid'] }, { properties: ['expiresAt'] }],
  properties: {
    kind: p.string().length(64).primary(),
    id: p.string().length(1024).primary(),
    payload: p.json<Record<string, unknown>>(),
    grantId: p.string().length(255).nullable(),
    userCode: p.string().length(255).nullable(),
    uid: p.string().length(255).nullable(),
    accountId: p.string().length(255).nullable(),
    clientId: p.string().length(1024).nullable(),
    expiresAt: p.datetime(3).nullable(),
    consumedAt: p.datetime(3).nullable(),
    lastUsedAt: p.datetime(3).nullable(),
    createdAt: p.datetime(3),
  },
});

/** A person who signs in to the website (web/): belongs to one account. */
export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    accountId: p.uuid().index(),
    /** Trimmed and lower-cased, so that one address is one user. */
    email: p.string().length(320).unique(),
    /** `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash (core/users.ts). */
    passwordHash: p.string(),
    createdAt: p.datetime(3),
  },
});

/**
 * Website sign-ins (web/session.ts): the cookie holds a random value, this table its SHA-256.
 * A session ends after a time without use, at `expiresAt`, or on sign-out.
 */
export const WebSession = defineEntity({
  name: 'WebSession',
  tableName: 'web_sessions',
  properties: {
    id: p.uuid().primary(),
    sessionHash: p.string().length(64).unique(),
    userId: p.uuid().index(),
    lastSeenAt: p.datetime(3),
    expiresAt: p.datetime(3).index(),
    createdAt: p.datetime(3),
    /** A just-created API key, sealed with the session cookie, until its one showing (web/newKeySlot.ts). */
    newKeySealed: p.string().length(512).nullable(),
  },
});

/**
 * One authenticated API call, as metadata only (core/audit.ts): never prompts, content, file
 * names, addresses, credentials or query strings. Credits are not stored: a history row shows
 * its job's settlement, read from the ledger. Rows older than 30 days are pruned.
 */
export const AuditEntry = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entries',
  indexes: [{ properties: ['accountId', 'createdAt', 'id'] }, { properties: ['createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    accountId: p.uuid(),
    createdAt: p.datetime(3),
    /** api_key | oauth, or null when a refused credential could not be told apart. */
    credentialKind: p.string().length(16).nullable(),
    /** The API key's id or the OAuth client's id; never the secret. */
    credentialId: p.string().length(255).nullable(),
    /** api | mcp */
    channel: p.string().length(8),
    /** The route as `GET /jobs/{id}`, never the raw path. */
    operation: p.string().length(128),
    status: p.integer(),
    errorCode: p.string().length(64).nullable(),
    errorReason: p.string().length(128).nullable(),
    requestId: p.uuid(),
    jobId: p.uuid().nullable(),
    replayed: p.boolean(),
  },
});

export const ENTITIES = [Account, ApiKey, Job, JobInput, LedgerEntry, StoredFile, TextDetection, UsageCounter, OperatorToken, OperatorSession, OAuthModel, User, WebSession, AuditEntry];
