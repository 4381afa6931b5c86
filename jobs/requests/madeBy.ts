// Who made a job, stored with its parameters (job_inputs) when it is admitted: the website's
// version history names each version's maker. Ids only: names are looked up when shown, so a
// renamed key reads under its new name.
export type MadeBy = { kind: 'api_key'; id: string } | { kind: 'oauth'; clientId: string } | { kind: 'web'; userId: string };

/** The maker stored in a job's parameters, when it was recorded (jobs admitted before were not). */
export function madeByOf(params: Record<string, unknown> | undefined): MadeBy | undefined {
  const m = params?.madeBy as Partial<Record<string, unknown>> | undefined;
  if (!m || typeof m !== 'object') return undefined;
  if (m.kind === 'api_key' && typeof m.id === 'string') return { kind: 'api_key', id: m.id };
  if (m.kind === 'oauth' && typeof m.clientId === 'string') return { kind: 'oauth', clientId: m.clientId };
  if (m.kind === 'web' && typeof m.userId === 'string') return { kind: 'web', userId: m.userId };
  return undefined;
}
