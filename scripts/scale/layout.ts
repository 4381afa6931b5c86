// docker-compose.yml turned into local processes: what each container would be, with
// container names and ports replaced by loopback addresses, named volumes by directories of
// the run, and the image's ENV (Dockerfile, WORKDIR /app = this checkout) under each
// service's environment. Only HOST is changed on purpose: 127.0.0.1, not 0.0.0.0, on a
// machine shared with others.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../stack.ts';
import { environmentOf, mountsOf, portsOf, replicasOf, type ComposeFile, type ComposeService } from './compose.ts';

export type Role = 'postgres' | 'temporal' | 'temporal-ui' | 'node';

export function roleOf(service: ComposeService): Role {
  if (service.build !== undefined) return 'node';
  const image = service.image ?? '';
  if (/^postgres:/.test(image)) return 'postgres';
  if (/^temporalio\/(auto-setup|server):/.test(image)) return 'temporal';
  if (/^temporalio\/ui:/.test(image)) return 'temporal-ui';
  throw new Error(`docker-compose.yml: no local stand-in for image ${image}`);
}

export function servicesWithRole(file: ComposeFile, role: Role): string[] {
  return Object.entries(file.services)
    .filter(([, s]) => roleOf(s) === role)
    .map(([name]) => name);
}

/** One process of a `build: .` service. */
export interface NodeInstance {
  /** `api-a`, `worker-2` (replicas numbered from 1, as Compose names containers). */
  name: string;
  service: string;
  entry: string;
  env: Record<string, string>;
  /** Where this API answers, when the service publishes a port. */
  base?: string;
}

/** ENV of the Dockerfile, with paths under its WORKDIR moved to this checkout. */
export function imageEnv(dockerfile = join(ROOT, 'Dockerfile')): Record<string, string> {
  const text = readFileSync(dockerfile, 'utf8');
  const workdir = text.match(/^WORKDIR\s+(\S+)/m)?.[1];
  const env: Record<string, string> = {};
  for (const line of text.matchAll(/^ENV\s+(.+)$/gm)) {
    for (const pair of (line[1] ?? '').trim().split(/\s+/)) {
      const at = pair.indexOf('=');
      if (at > 0) env[pair.slice(0, at)] = pair.slice(at + 1);
    }
  }
  if (workdir) for (const [k, v] of Object.entries(env)) if (v === workdir || v.startsWith(`${workdir}/`)) env[k] = ROOT + v.slice(workdir.length);
  return env;
}

export interface Placement {
  /** `service:containerPort` (and `localhost:hostPort` of published ports) to `127.0.0.1:port`. */
  addresses: Map<string, string>;
  /** Named volume to a directory of the run. */
  volumes: Map<string, string>;
  /** Local port of each published port of a node service: service -> container port -> local port. */
  ports: Map<string, Map<number, number>>;
}

function replaceAddresses(value: string, addresses: Map<string, string>): string {
  let out = value;
  for (const [from, to] of addresses) out = out.replace(new RegExp(`(?<![\\w.-])${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`, 'g'), to);
  return out;
}

/** The processes of one `build: .` service: its replicas, each with its translated environment. */
export function nodeInstances(file: ComposeFile, service: string, place: Placement): NodeInstance[] {
  const s = file.services[service];
  if (!s || roleOf(s) !== 'node') throw new Error(`docker-compose.yml: ${service} is not a service built from this repository`);
  const [runtime, entry] = s.command ?? [];
  if (runtime !== 'node' || !entry) throw new Error(`docker-compose.yml: ${service}'s command is not ["node", "<entry>.ts"]`);
  const env: Record<string, string> = { ...imageEnv(), ...environmentOf(s) };
  for (const [volume, mount] of mountsOf(s)) {
    const dir = place.volumes.get(volume);
    if (!dir) throw new Error(`docker-compose.yml: volume ${volume} of ${service} has no directory`);
    for (const [k, v] of Object.entries(env)) if (v === mount || v.startsWith(`${mount}/`)) env[k] = dir + v.slice(mount.length);
  }
  for (const [k, v] of Object.entries(env)) env[k] = replaceAddresses(v, place.addresses);
  const published = portsOf(s);
  let base: string | undefined;
  if (published.length > 0) {
    const { container } = published[0] as { container: number };
    const local = place.ports.get(service)?.get(container);
    if (!local) throw new Error(`docker-compose.yml: ${service}'s port ${container} has no local port`);
    if (env.PORT !== undefined && Number(env.PORT) !== container) throw new Error(`docker-compose.yml: ${service} publishes ${container} but sets PORT ${env.PORT}`);
    env.PORT = String(local);
    base = `http://127.0.0.1:${local}/api/v1`;
  }
  env.HOST = '127.0.0.1';
  const replicas = replicasOf(s);
  return Array.from({ length: replicas }, (_, i) => ({
    name: replicas > 1 ? `${service}-${i + 1}` : service,
    service,
    entry,
    env: { ...env },
    ...(base ? { base } : {}),
  }));
}

/** Published ports of node services become `localhost:host` -> local address entries. */
export function publishedAddresses(file: ComposeFile, ports: Placement['ports']): Map<string, string> {
  const out = new Map<string, string>();
  for (const [service, byContainer] of ports) {
    for (const { host, container } of portsOf(file.services[service] as ComposeService)) {
      const local = byContainer.get(container);
      if (local) out.set(`localhost:${host}`, `127.0.0.1:${local}`);
    }
  }
  return out;
}
