import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/**
 * Compose files read as Docker Compose reads them: YAML merge keys, the `!override` / `!reset` tags, and several
 * files merged in order (docs.docker.com/reference/compose-file/merge): mappings merged key by key, sequences
 * appended, command / entrypoint / healthcheck.test replaced, ports and volumes unique by their target. So a
 * check of `-f docker-compose.yml -f docker-compose.ha.yml` sees the services compose would start.
 */
export interface Service {
  image?: string;
  user?: string;
  hostname?: string;
  ports?: Array<string | { target: number; published?: string | number; host_ip?: string }>;
  expose?: string[];
  environment?: Record<string, unknown> | string[];
  command?: string | string[];
  entrypoint?: string | string[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  depends_on?: Record<string, { condition?: string }> | string[];
  profiles?: string[];
  deploy?: { replicas?: number };
  volumes?: string[];
  stop_grace_period?: string;
}

export interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

class Override {
  constructor(readonly value: unknown) {}
}
class Reset {}

const TAGS = [
  { tag: '!override', collection: 'map' as const, resolve: (node: { toJSON(): unknown }) => new Override(node.toJSON()) },
  { tag: '!override', collection: 'seq' as const, resolve: (node: { toJSON(): unknown }) => new Override(node.toJSON()) },
  { tag: '!reset', collection: 'map' as const, resolve: () => new Reset() },
  { tag: '!reset', collection: 'seq' as const, resolve: () => new Reset() },
  { tag: '!reset', resolve: () => new Reset() },
];

/** One file as written (tags kept as markers for merge()). */
export function parseCompose(text: string): ComposeFile {
  return parse(text, { merge: true, customTags: TAGS });
}

export function readCompose(path: string): ComposeFile {
  return parseCompose(readFileSync(path, 'utf8'));
}

const REPLACED = new Set(['command', 'entrypoint', 'test']);
const UNIQUE_BY_TARGET = new Set(['volumes', 'ports']);

/** A mount's or a port's target: what makes it unique within a service. */
function target(entry: unknown): string {
  if (typeof entry !== 'string') return JSON.stringify((entry as { target?: unknown }).target);
  const parts = entry.split(':');
  return parts.length === 1 ? parts[0] : parts[parts.length - (/^(ro|rw|z|Z)$/.test(parts[parts.length - 1]) ? 2 : 1)];
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Override) && !(value instanceof Reset);
}

function mergeValue(key: string, base: unknown, over: unknown): unknown {
  if (over instanceof Override) return over.value;
  if (over instanceof Reset) return undefined;
  if (isMap(base) && isMap(over)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [k, v] of Object.entries(over)) {
      const value = mergeValue(k, base[k], v);
      if (value === undefined) delete merged[k];
      else merged[k] = value;
    }
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(over) && !REPLACED.has(key)) {
    if (!UNIQUE_BY_TARGET.has(key)) return [...base, ...over];
    const replaced = new Set(over.map(target));
    return [...base.filter((entry) => !replaced.has(target(entry))), ...over];
  }
  return over;
}

/** Markers left in a file read alone (no base to apply them to) become their plain values. */
function plain(value: unknown): unknown {
  if (value instanceof Override) return plain(value.value);
  if (Array.isArray(value)) return value.map(plain);
  if (isMap(value)) return Object.fromEntries(Object.entries(value).filter(([, v]) => !(v instanceof Reset)).map(([k, v]) => [k, plain(v)]));
  return value;
}

/** The model compose builds from these files, in this order. */
export function mergeCompose(...files: ComposeFile[]): ComposeFile {
  const merged = files.reduce<unknown>((model, file) => (model === undefined ? plain(file) : mergeValue('', model, file)), undefined);
  return plain(merged) as ComposeFile;
}

/** The services `docker compose up` starts: those without a profile (none is asked for). */
export function startedByDefault(services: Record<string, Service>): Record<string, Service> {
  return Object.fromEntries(Object.entries(services).filter(([, s]) => !s.profiles?.length));
}

export function environment(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) return Object.fromEntries(env.map((e) => [e.split('=')[0], e.slice(e.indexOf('=') + 1)]));
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v ?? '')]));
}

export function dependencies(service: Service): Record<string, string> {
  const deps = service.depends_on ?? {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((d) => [d, 'service_started']));
  return Object.fromEntries(Object.entries(deps).map(([name, d]) => [name, d?.condition ?? 'service_started']));
}

/** Named volumes (not bind mounts) as { volume, path }. */
export function namedVolumes(service: Service): { volume: string; path: string }[] {
  return (service.volumes ?? [])
    .map((v) => v.split(':'))
    .filter(([from]) => !/^[./~]/.test(from))
    .map(([volume, path]) => ({ volume, path }));
}
