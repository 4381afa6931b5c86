// The one table of limits. Sizes are binary megabytes (decisions.md: "MB").

const MB = 1024 * 1024;

export const LIMITS = {
  jsonBodyBytes: 256 * 1024,
  /** All text fields of one multipart body together (a chart request is at most 16,000 characters). */
  multipartFieldsBytes: 64 * 1024,
  upload: {
    image: { maxBytes: 20 * MB, types: ['image/png', 'image/jpeg', 'image/webp'] },
    mask: { maxBytes: 8 * MB, types: ['image/png'] },
    flowchart_attachment: {
      maxBytes: 32 * MB,
      types: [
        'application/pdf',
        'application/msword',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'text/markdown',
        'text/plain',
        'image/svg+xml',
        'image/png',
        'image/jpeg',
        'image/webp',
      ],
    },
  },
  uploadUsableSeconds: 24 * 3600,
  conversionSourceBytes: 20 * MB,
  /** Decoded pixels any image engine accepts: a 20 MB PNG can claim far more than it holds. */
  maxInputPixels: 12000 * 12000,
  downloadLinkSeconds: 3600,
  perMinute: { createsPerCredential: 20, createsPerAccount: 40, readsPerCredential: 120 },
  tasksPerHour: 200,
  freeConversionsPerDay: 200,
  /** Text detections per account in a fixed 15-minute window, shared with the website. */
  textDetections: { perWindow: 20, windowSeconds: 15 * 60 },
  editInstructionChars: { min: 1, max: 2000 },
  replacements: { min: 1, max: 256, maxIndex: 255, textChars: { min: 1, max: 500 } },
  recolorPaletteColors: { min: 1, max: 8 },
  preferWaitSeconds: { min: 1, max: 30 },
  jobPage: { min: 1, max: 20, default: 10 },
  idempotencyKey: /^[\x21-\x7e]{1,255}$/,
  apiKeyExpiryDays: [30, 90, 365],
  /** How long the audit trail keeps a call's metadata. */
  requestMetadataDays: 30,
} as const;

export type UploadPurpose = keyof typeof LIMITS.upload;
export const UPLOAD_PURPOSES = Object.keys(LIMITS.upload) as UploadPurpose[];

/**
 * The website's upload limits, which the spec does not give (decisions.md). Replays of an
 * upload by Idempotency-Key do not count.
 */
export const UPLOAD_LIMITS = {
  perMinutePerAccount: 60,
  /** Flowchart attachments and chart data files per day. */
  documentsPerDay: 500,
} as const;

/**
 * Failed authentications (a credential presented and refused) allowed per client address in
 * a fixed window, counted in the API process's memory only (decisions.md). Past them the
 * address is answered 429 without a database lookup, except for keys this process has seen
 * succeed recently. Both tables are bounded so that many addresses cannot grow memory.
 */
export const AUTH_FAILURES = {
  perWindow: 30,
  windowSeconds: 60,
  trackedAddresses: 10_000,
  knownGoodKeys: 10_000,
} as const;
