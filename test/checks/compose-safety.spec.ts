import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { environment, mergeCompose, parseCompose, readCompose, startedByDefault, type Service } from './support/compose-files';
import { replicatedDatabaseProblems } from './support/replicated-database';

/**
 * infra/docker-compose.yml is safe by default: no database port published (only the web port), no password
 * written in the file, Redis behind a password, Elasticsearch secured and only in the `search` profile.
 * Development ports live in docker-compose.dev.yml, bound to 127.0.0.1. The replicated database
 * (docker-compose.ha.yml over it) is checked as compose merges the two, the same way, and as a cluster.
 */
const INFRA = join(__dirname, '../../infra');
const DATABASE_PORTS = [5432, 6379, 9200, 9300, 2379, 2380, 5000, 7000, 8008];

function compose(file: string): { services: Record<string, Service> } {
  return readCompose(join(INFRA, file));
}

/** Published ports as { host ip, host port, container port }. */
function published(service: Service) {
  return (service.ports ?? []).map((p) => {
    if (typeof p !== 'string') return { ip: p.host_ip ?? '', host: String(p.published ?? ''), container: p.target };
    const parts = p.split(':');
    const container = Number(parts.pop()?.split('/')[0]);
    const host = parts.pop() ?? '';
    return { ip: parts.join(':'), host, container };
  });
}

// Named like secrets, but none: etcd's token only keeps a new cluster from joining another one's members.
const NOT_SECRETS = new Set(['ETCD_INITIAL_CLUSTER_TOKEN']);

const interpolatedOnly = (value: string) => /^\$\{[A-Z0-9_]+(:?\?[^}]*|:-)?\}$/.test(value);

/** Every place a secret could be written down in a service, and what is written there. */
function passwordLiterals(services: Record<string, Service>): string[] {
  const found: string[] = [];
  for (const [name, service] of Object.entries(services)) {
    for (const [key, value] of Object.entries(environment(service))) {
      if (/PASSWORD|SECRET|TOKEN/i.test(key) && !NOT_SECRETS.has(key) && value !== '' && !interpolatedOnly(value)) found.push(`${name}.environment.${key}=${value}`);
    }
    const strings = [
      ...Object.values(environment(service)),
      ...[service.command, service.entrypoint, service.healthcheck?.test].filter(Boolean).map((c) => [c].flat().join(' ')),
    ];
    for (const text of strings) {
      // scheme://user:secret@host with the secret written out
      for (const m of text.matchAll(/[a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:([^@\s]+)@/gi)) if (!interpolatedOnly(m[1])) found.push(`${name}: ${m[0]}`);
      for (const m of text.matchAll(/requirepass\s+("?)([^\s"'\\]+)\1/g)) if (!/^(%s|\$\$?\{?[A-Z_]+\}?)$/.test(m[2])) found.push(`${name}: ${m[0]}`);
      for (const m of text.matchAll(/(?:-u|--user)\s+"?[\w-]+:([^\s"]+)/g)) if (!/^\$\$?\{?[A-Z_]+\}?$/.test(m[1])) found.push(`${name}: ${m[0]}`);
    }
  }
  return found;
}

function publishedDatabasePorts(services: Record<string, Service>): string[] {
  return Object.entries(services).flatMap(([name, service]) =>
    published(service)
      .filter((p) => name !== 'balancer' || DATABASE_PORTS.includes(p.container))
      .map((p) => `${name}: ${p.ip ? `${p.ip}:` : ''}${p.host}:${p.container}`),
  );
}

describe('infra/docker-compose.yml', () => {
  const { services } = compose('docker-compose.yml');

  it("publishes the balancer's port and nothing else", () => {
    expect(publishedDatabasePorts(services)).toEqual([]);
    expect(published(services.balancer).map((p) => p.container)).toEqual([8080]);
    expect(published(services.app)).toEqual([]);
  });

  it('runs two web instances behind the balancer, which sends traffic on readiness and retries only idempotent requests', () => {
    expect(services.app.deploy?.replicas).toBe(2);
    expect([services.app.healthcheck?.test].flat().join(' ')).toContain('/api/health/live');
    expect(Object.keys(services.balancer.depends_on ?? {})).toContain('app');
    const mounted = (services.balancer.volumes ?? []).map((v) => v.split(':'));
    expect(mounted.map(([from]) => from)).toContain('./haproxy/haproxy.cfg');
    const cfg = readFileSync(join(INFRA, 'haproxy/haproxy.cfg'), 'utf8');
    expect(cfg).toMatch(/^\s*option httpchk GET \/api\/health\/ready$/m);
    expect(cfg).toMatch(/^\s*bind :8080$/m);
    expect(cfg).toMatch(/^\s*server-template app \d+ app:3000 /m);
    expect(cfg).toMatch(/^\s*http-request disable-l7-retry unless METH_GET$/m);
    // With no instance ready (the database away for all at once), the live ones answer, not HAProxy's 503 page.
    expect(cfg).toMatch(/^\s*use_backend shop_alive if \{ nbsrv\(shop\) lt 1 \}$/m);
    expect(cfg.slice(cfg.indexOf('backend shop_alive'))).toMatch(/^\s*option httpchk GET \/api\/health\/live$/m);
    // Every instance shares one uploads volume and drains (5 s) well within its stop grace period.
    expect(services.app.volumes).toContain('uploads:/data/uploads');
    expect(services.worker.volumes).toContain('uploads:/data/uploads');
    expect(Number(environment(services.app).SHUTDOWN_DRAIN_SECONDS)).toBeLessThan(parseInt(services.app.stop_grace_period ?? '10', 10));
  });

  it('holds no password, token or secret: they come from infra/.env, with a message when one is missing', () => {
    expect(passwordLiterals(services)).toEqual([]);
    const file = readFileSync(join(INFRA, 'docker-compose.yml'), 'utf8');
    expect(file).toMatch(/\$\{POSTGRES_PASSWORD:\?[^}]+\}/);
    expect(file).toMatch(/\$\{REDIS_PASSWORD:\?[^}]+\}/);
  });

  it('puts Redis behind a password and the shop uses it', () => {
    expect([services.redis.command].flat().join(' ')).toMatch(/requirepass/);
    expect(environment(services.app).REDIS_URL).toMatch(/^redis:\/\/:\$\{REDIS_PASSWORD\}@redis:6379$/);
    expect(environment(services.postgres).POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
  });

  it('runs Elasticsearch only in the search profile, secured, and the shop does not wait for it', () => {
    expect(services.elasticsearch.profiles).toEqual(['search']);
    expect(environment(services.elasticsearch)['xpack.security.enabled']).toBe('true');
    for (const name of ['app', 'worker', 'seed']) {
      const deps = services[name].depends_on ?? {};
      expect(Array.isArray(deps) ? deps : Object.keys(deps)).not.toContain('elasticsearch');
    }
  });

  it('finds the problems of the former file (open ports, written passwords, Redis without one)', () => {
    const former = parse(`
services:
  postgres: { image: postgres:15, environment: { POSTGRES_PASSWORD: postgres }, ports: ["5432:5432"] }
  redis: { image: redis:7, command: ["redis-server", "--requirepass", "hunter2"], ports: ["6379:6379"] }
  elasticsearch: { image: es, ports: ["0.0.0.0:9200:9200"] }
  balancer:
    ports: ["3000:8080", "127.0.0.1:5433:5432"]
  app:
    environment: { DATABASE_URL: "postgres://postgres:postgres@postgres:5432/shop", METRICS_TOKEN: "\${METRICS_TOKEN:-changeme-changeme}" }
    ports: ["3000:3000"]
`).services as Record<string, Service>;
    expect(publishedDatabasePorts(former)).toEqual(['postgres: 5432:5432', 'redis: 6379:6379', 'elasticsearch: 0.0.0.0:9200:9200', 'balancer: 127.0.0.1:5433:5432', 'app: 3000:3000']);
    expect(passwordLiterals(former)).toEqual([
      'postgres.environment.POSTGRES_PASSWORD=postgres',
      'redis: requirepass hunter2',
      'app.environment.METRICS_TOKEN=${METRICS_TOKEN:-changeme-changeme}',
      'app: postgres://postgres:postgres@',
    ]);
  });
});

describe('infra/docker-compose.dev.yml', () => {
  it('publishes ports on 127.0.0.1 only', () => {
    const { services } = compose('docker-compose.dev.yml');
    const ports = Object.values(services).flatMap(published);
    expect(ports.length).toBeGreaterThan(0);
    expect(ports.filter((p) => p.ip !== '127.0.0.1')).toEqual([]);
  });
});

describe('infra/docker-compose.ha.yml over docker-compose.yml (the replicated database)', () => {
  const ha = compose('docker-compose.ha.yml');
  const { services: all } = mergeCompose(compose('docker-compose.yml'), ha);
  const services = startedByDefault(all);
  const files = {
    balancerConfig: readFileSync(join(INFRA, 'haproxy/postgres.cfg'), 'utf8'),
    backupConfig: readFileSync(join(INFRA, 'patroni/pgbackrest.backup.conf'), 'utf8'),
  };

  it("still publishes the shop's balancer port and nothing else", () => {
    expect(publishedDatabasePorts(services)).toEqual([]);
    expect(published(services.balancer).map((p) => p.container)).toEqual([8080]);
    expect(Object.values(ha.services).flatMap(published)).toEqual([]);
  });

  it('holds no password: each comes from infra/.env, with a message naming it when missing', () => {
    expect(passwordLiterals(services)).toEqual([]);
    expect(passwordLiterals(ha.services)).toEqual([]);
    const file = readFileSync(join(INFRA, 'docker-compose.ha.yml'), 'utf8');
    for (const name of ['POSTGRES_PASSWORD', 'PATRONI_SUPERUSER_PASSWORD', 'PATRONI_REPLICATION_PASSWORD', 'PATRONI_REWIND_PASSWORD', 'PATRONI_RESTAPI_PASSWORD']) {
      expect([name, new RegExp(`\\$\\{${name}:\\?[^}]*${name} is not set[^}]*\\}`).test(file)]).toEqual([name, true]);
      expect([name, readFileSync(join(INFRA, '.env.example'), 'utf8').includes(`${name}=`)]).toEqual([name, true]);
    }
  });

  it('is a cluster: three etcd members, Patroni nodes naming all of them with a volume each, the shop through the database balancer', () => {
    expect(replicatedDatabaseProblems(all, files)).toEqual([]);
    expect(Object.keys(services).filter((name) => 'PATRONI_NAME' in environment(services[name]))).toEqual(['pg1', 'pg2']);
    // The single server is there for `docker compose -f infra/docker-compose.yml` alone (and npm run demo's
    // set-up), not started with the override.
    expect(Object.keys(services)).not.toContain('postgres');
    expect(compose('docker-compose.yml').services.postgres.profiles).toBeUndefined();
  });

  it("builds the nodes from Debian's Patroni on postgres:15 with the shared patroni.yml", () => {
    const dockerfile = readFileSync(join(INFRA, 'patroni/Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^FROM postgres:15-bookworm$/m);
    expect(dockerfile).toMatch(/install -y --no-install-recommends patroni pgbackrest/);
    expect(dockerfile).toMatch(/^COPY infra\/patroni\/patroni.yml \/etc\/patroni\/patroni.yml$/m);
    expect(dockerfile).toMatch(/^CMD \["patroni", "\/etc\/patroni\/patroni.yml"\]$/m);
    const patroni = parse(readFileSync(join(INFRA, 'patroni/patroni.yml'), 'utf8'));
    expect(patroni.bootstrap.dcs.synchronous_mode).toBe(true);
    expect(patroni.restapi.listen).toMatch(/:8008$/);
  });

  it('finds what would break the cluster: a node naming two etcd members, nodes sharing a volume, the shop straight to a node, a written password', () => {
    const broken = mergeCompose(
      compose('docker-compose.yml'),
      ha,
      parseCompose(`
services:
  etcd3: { environment: { ETCD_INITIAL_CLUSTER: "etcd1=http://etcd1:2380,etcd2=http://etcd2:2380" } }
  pg2:
    environment: { PATRONI_ETCD3_HOSTS: "etcd1:2379,etcd2:2379", PATRONI_REPLICATION_PASSWORD: hunter2 }
    volumes: !override [pg1-data:/var/lib/postgresql/pg2, backups:/backups]
  app:
    environment: { DATABASE_URL: "postgres://shop:\${POSTGRES_PASSWORD}@pg1:5432/shop" }
  backup:
    depends_on: { postgres: { condition: service_healthy } }
`),
    );
    expect(replicatedDatabaseProblems(broken.services, files)).toEqual([
      'etcd3: initial cluster etcd1=http://etcd1:2380,etcd2=http://etcd2:2380',
      'pg2: PATRONI_ETCD3_HOSTS=etcd1:2379,etcd2:2379 lacks etcd3',
      'pg2: PATRONI_REPLICATION_PASSWORD is not required from infra/.env',
      'pg2: data on volume pg1-data, which pg1 (data) uses too',
      'app: DATABASE_URL postgres://shop:${POSTGRES_PASSWORD}@pg1:5432/shop does not go through database-balancer:5000',
      "backup: does not mount pg2's data where pg2 has it",
      'backup: depends on postgres',
    ]);
    expect(passwordLiterals(startedByDefault(broken.services))).toEqual(['pg2.environment.PATRONI_REPLICATION_PASSWORD=hunter2']);
  });
});
