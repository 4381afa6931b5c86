// A job's kinds, the one list every layer reads: the API's schema, the job catalogue
// (jobs/catalogue/), the store. Each is a family of outputs a client tells apart.
export const JOB_KINDS = ['image_generation', 'image_edit', 'image_upscale', 'image_conversion', 'chart', 'flowchart'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** Kinds whose jobs are versions of one figure: edits chain them (SPEC, edit-chain rules). */
export const VERSIONED_KINDS = ['chart', 'flowchart'] as const satisfies readonly JobKind[];
export type VersionedKind = (typeof VERSIONED_KINDS)[number];

export function isVersioned(kind: string): kind is VersionedKind {
  return (VERSIONED_KINDS as readonly string[]).includes(kind);
}
