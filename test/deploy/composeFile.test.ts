// docker-compose.yml is the one description of the scale-out layout (`npm run scale` runs it
// as processes). No Docker engine runs in CI, so the file is checked here: read as Compose
// reads it (scripts/scale/compose.ts), every variable it sets on the service is one
// core/config.ts reads, the services the scale run needs are there, and every API and worker
// shares one signing secret, one set of payload keys, one database and one file volume.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { environmentOf, interpolate, mountsOf, portsOf, readCompose, readComposeRaw, replicasOf, startSteps, type ComposeFile } from '../../scripts/scale/compose.ts';
import { imageEnv, nodeInstances, publishedAddresses, roleOf, servicesWithRole, type Placement } from '../../scripts/scale/layout.ts';
import { ROOT } from '../../scripts/stack.ts';

const VARS = { SIGNING_SECRET: 'one-secret-for-all', PAYLOAD_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}` };
const compose: ComposeFile = readCompose(VARS);

/** Every environment variable core/config.ts reads (`env.NAME` or `process.env.NAME`). */
function configVariables(): Set<string> {
  const source = readFileSync(join(ROOT, 'core', 'config.ts'), 'utf8');
  return new Set([...source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1] as string));
}

const nodeServices = servicesWithRole(compose, 'node');
const commandOf = (name: string) => compose.services[name]?.command?.[1];
const apis = nodeServices.filter((n) => commandOf(n) === 'server/main.ts');
const workers = nodeServices.filter((n) => commandOf(n) === 'worker/main.ts');

describe('docker-compose.yml', () => {
  it('sets on the API and the worker only variables core/config.ts reads', () => {
    const read = configVariables();
    // The reader itself must find the variables, or this test would pass on nothing.
    for (const name of ['DATABASE_URL', 'TEMPORAL_ADDRESS', 'SIGNING_SECRET', 'PAYLOAD_KEYS', 'FILES_DIR']) expect(read).toContain(name);
    for (const name of nodeServices) {
      const unknown = Object.keys(environmentOf(compose.services[name]!)).filter((v) => !read.has(v));
      expect({ service: name, unknown }).toEqual({ service: name, unknown: [] });
    }
  });

  it('sets what the scale-out layout needs on every API and worker', () => {
    const everywhere = ['TEMPORAL_ADDRESS', 'DATABASE_URL', 'DATA_DIR', 'FILES_DIR', 'SIGNING_SECRET', 'PAYLOAD_KEYS', 'HOST'];
    for (const name of [...apis, ...workers]) expect(Object.keys(environmentOf(compose.services[name]!))).toEqual(expect.arrayContaining(everywhere));
    for (const name of apis) expect(Object.keys(environmentOf(compose.services[name]!))).toEqual(expect.arrayContaining(['PORT', 'PUBLIC_BASE_URL']));
  });

  it('has two APIs on different ports and at least three workers, after Temporal and the database', () => {
    expect(apis.length).toBeGreaterThanOrEqual(2);
    const ports = apis.map((n) => portsOf(compose.services[n]!)[0]?.host);
    expect(new Set(ports).size).toBe(apis.length);
    for (const n of apis) expect(Number(environmentOf(compose.services[n]!).PORT)).toBe(portsOf(compose.services[n]!)[0]?.container);
    expect(workers.reduce((sum, n) => sum + replicasOf(compose.services[n]!), 0)).toBeGreaterThanOrEqual(3);
    const steps = startSteps(compose);
    const stepOf = (name: string) => steps.findIndex((s) => s.includes(name));
    const [temporal] = servicesWithRole(compose, 'temporal');
    for (const n of [...apis, ...workers]) expect(stepOf(n)).toBeGreaterThan(stepOf(temporal as string));
  });

  it('runs Temporal on a PostgreSQL service', () => {
    const [temporal] = servicesWithRole(compose, 'temporal');
    const env = environmentOf(compose.services[temporal as string]!);
    expect(env.DB).toBe('postgres12');
    expect(roleOf(compose.services[env.POSTGRES_SEEDS as string]!)).toBe('postgres');
    expect(compose.services[temporal as string]!.depends_on).toContain(env.POSTGRES_SEEDS);
  });

  it('gives every API and worker one secret, one set of payload keys, one database, one Temporal and one file volume', () => {
    const shared = ['SIGNING_SECRET', 'PAYLOAD_KEYS', 'DATABASE_URL', 'TEMPORAL_ADDRESS', 'DATA_DIR', 'FILES_DIR'];
    const views = [...apis, ...workers].map((n) => {
      const env = environmentOf(compose.services[n]!);
      const settings: Record<string, string | undefined> = Object.fromEntries(shared.map((k) => [k, env[k]]));
      return { settings, mounts: mountsOf(compose.services[n]!) };
    });
    for (const view of views) expect(view).toEqual(views[0]);
    expect(views[0]?.settings.SIGNING_SECRET).toBe(VARS.SIGNING_SECRET);
    expect(views[0]?.settings.PAYLOAD_KEYS).toBe(VARS.PAYLOAD_KEYS);
    // The files are on the shared volume, and the database is a service of this file.
    expect(views[0]?.mounts.some(([, path]) => views[0]?.settings.FILES_DIR?.startsWith(path))).toBe(true);
    const dbHost = new URL(views[0]?.settings.DATABASE_URL as string).hostname;
    expect(roleOf(compose.services[dbHost]!)).toBe('postgres');
  });

  it('will not start without a signing secret', () => {
    expect(() => readCompose({})).toThrow(/SIGNING_SECRET/);
    expect(JSON.stringify(readComposeRaw())).not.toMatch(/change-me/);
  });

  it('becomes processes whose addresses are all loopback ones (what npm run scale starts)', () => {
    const place: Placement = { addresses: new Map(), volumes: new Map([['files', '/tmp/scale-files']]), ports: new Map() };
    for (const name of servicesWithRole(compose, 'postgres')) place.addresses.set(`${name}:5432`, '127.0.0.1:15432');
    place.addresses.set('temporal:7233', '127.0.0.1:17233');
    apis.forEach((n, i) => place.ports.set(n, new Map([[portsOf(compose.services[n]!)[0]?.container as number, 18080 + i]])));
    for (const [from, to] of publishedAddresses(compose, place.ports)) place.addresses.set(from, to);
    const instances = nodeServices.flatMap((n) => nodeInstances(compose, n, place));
    expect(instances.filter((i) => i.base).map((i) => i.env.PORT)).toEqual(['18080', '18081']);
    expect(instances.filter((i) => !i.base)).toHaveLength(3);
    const hosts = Object.keys(compose.services);
    for (const instance of instances) {
      for (const value of Object.values(instance.env)) for (const host of hosts) expect(value).not.toMatch(new RegExp(`[/@]${host}:\\d`));
      expect(instance.env.FILES_DIR).toBe('/tmp/scale-files/files');
      expect(instance.env.DATABASE_URL).toBe('postgres://figures:figures@127.0.0.1:15432/figures');
      expect(instance.env.HOST).toBe('127.0.0.1');
    }
    expect(imageEnv().MODELS_DIR).toBe(join(ROOT, '.data', 'models'));
  });
});

describe('Compose interpolation', () => {
  it('fills variables as Compose does', () => {
    expect(interpolate('${A}', { A: 'x' })).toBe('x');
    expect(interpolate('${A}', {})).toBe('');
    expect(interpolate('${A:-d}', { A: '' })).toBe('d');
    expect(interpolate('${A-d}', { A: '' })).toBe('');
    expect(interpolate('${A-d}', {})).toBe('d');
    expect(interpolate('$${A}', { A: 'x' })).toBe('${A}');
    expect(() => interpolate('${A:?needed}', { A: '' })).toThrow(/A: needed/);
    expect(interpolate('${A?needed}', { A: '' })).toBe('');
  });
});
