// The eight scopes of the spec. None includes another.

export const SCOPES = [
  'images:generate',
  'images:edit',
  'images:convert',
  'charts:generate',
  'flowcharts:generate',
  'files:write',
  'jobs:read',
  'credits:read',
] as const;

export type Scope = (typeof SCOPES)[number];

export const READ_SCOPES: ReadonlySet<Scope> = new Set(['jobs:read', 'credits:read']);

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

export function hasWriteScope(scopes: readonly Scope[]): boolean {
  return scopes.some((s) => !READ_SCOPES.has(s));
}
