// docker-compose.yml read as Docker Compose reads it: YAML with anchors and merge keys, then
// `${VAR}`, `${VAR:-default}` and `${VAR:?message}` filled from the operator's environment.
// `npm run scale` and the deployment test both take the layout from here, so the compose file
// stays the one description of it.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

export const COMPOSE_FILE = join(resolve(import.meta.dirname, '..', '..'), 'docker-compose.yml');

export interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  depends_on?: string[];
  environment?: Record<string, string | number | boolean | null>;
  volumes?: string[];
  ports?: string[];
  deploy?: { replicas?: number };
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*)|(:?\?)([^}]*))?\}/g;

/** Compose's interpolation of one string; `$$` is a literal dollar. */
export function interpolate(text: string, vars: Record<string, string | undefined>): string {
  return text
    .split('$$')
    .map((part) =>
      part.replace(VARIABLE, (_whole, name: string, dashOp?: string, fallback?: string, askOp?: string, message?: string) => {
        const value = vars[name];
        const unset = value === undefined || ((dashOp === ':-' || askOp === ':?') && value === '');
        if (!unset) return value;
        if (dashOp) return fallback ?? '';
        if (askOp) throw new Error(`docker-compose.yml needs ${name}: ${message || 'not set'}`);
        return '';
      }),
    )
    .join('$');
}

function interpolateAll(value: unknown, vars: Record<string, string | undefined>): unknown {
  if (typeof value === 'string') return interpolate(value, vars);
  if (Array.isArray(value)) return value.map((v) => interpolateAll(v, vars));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateAll(v, vars)]));
  return value;
}

/** The file as parsed, before interpolation (`${...}` left as written). */
export function readComposeRaw(path = COMPOSE_FILE): ComposeFile {
  const parsed = parse(readFileSync(path, 'utf8'), { merge: true }) as ComposeFile;
  if (!parsed?.services) throw new Error(`${path}: no services`);
  return parsed;
}

export function readCompose(vars: Record<string, string | undefined>, path = COMPOSE_FILE): ComposeFile {
  return interpolateAll(readComposeRaw(path), vars) as ComposeFile;
}

/** A service's environment as strings (Compose passes numbers and booleans as their text). */
export function environmentOf(service: ComposeService): Record<string, string> {
  return Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

export function replicasOf(service: ComposeService): number {
  return service.deploy?.replicas ?? 1;
}

/** Services in start order: each after everything it depends on; those of one step may start together. */
export function startSteps(file: ComposeFile): string[][] {
  const left = new Map(Object.entries(file.services).map(([name, s]) => [name, new Set(s.depends_on ?? [])]));
  for (const [name, deps] of left) {
    for (const dep of deps) if (!left.has(dep)) throw new Error(`docker-compose.yml: ${name} depends on ${dep}, which is not a service`);
  }
  const steps: string[][] = [];
  const started = new Set<string>();
  while (left.size > 0) {
    const ready = [...left].filter(([, deps]) => [...deps].every((d) => started.has(d))).map(([name]) => name);
    if (ready.length === 0) throw new Error(`docker-compose.yml: depends_on has a cycle among ${[...left.keys()].join(', ')}`);
    for (const name of ready) {
      left.delete(name);
      started.add(name);
    }
    steps.push(ready);
  }
  return steps;
}

/** `name:/path` volume mounts of a service, as [volume, mount path]. */
export function mountsOf(service: ComposeService): Array<[string, string]> {
  return (service.volumes ?? []).map((v) => {
    const [volume, path] = v.split(':');
    if (!volume || !path) throw new Error(`docker-compose.yml: volume ${v} is not name:/path`);
    return [volume, path];
  });
}

/** `host:container` port mappings of a service, as numbers. */
export function portsOf(service: ComposeService): Array<{ host: number; container: number }> {
  return (service.ports ?? []).map((p) => {
    const [host, container] = String(p).split(':').map(Number);
    if (!host || !container) throw new Error(`docker-compose.yml: port ${p} is not host:container`);
    return { host, container };
  });
}
