import { dependencies, environment, namedVolumes, type Service } from './compose-files';

/**
 * What makes the compose topology of the replicated database (infra/docker-compose.ha.yml over
 * docker-compose.yml) a cluster that fails over by itself, as a list of what is wrong (empty when nothing is).
 * Each entry names the service and what it does instead, so a failing check says what to fix.
 */
export interface ClusterFiles {
  /** infra/haproxy/postgres.cfg */
  balancerConfig: string;
  /** infra/patroni/pgbackrest.backup.conf */
  backupConfig: string;
}

const SHOP_SERVICES = ['app', 'worker', 'seed', 'backup'];
const ETCD_IMAGE = /(^|\/)etcd:v3\.[45]\.\d+$/;

function mountParent(service: Service, path: string): { volume: string; path: string } | undefined {
  return namedVolumes(service).find((v) => path === v.path || path.startsWith(`${v.path}/`));
}

function etcdProblems(services: Record<string, Service>, members: string[]): string[] {
  const problems: string[] = [];
  if (members.length !== 3) problems.push(`etcd: ${members.length} members (${members.join(', ')}), not 3`);
  const dataVolumes = new Map<string, string>();
  for (const name of members) {
    const service = services[name];
    const env = environment(service);
    if (!ETCD_IMAGE.test(service.image ?? '')) problems.push(`${name}: image ${service.image} is not etcd 3.4 or 3.5`);
    const cluster = (env.ETCD_INITIAL_CLUSTER ?? '').split(',').filter(Boolean);
    const expected = members.map((m) => `${m}=http://${m}:2380`);
    if ([...cluster].sort().join() !== [...expected].sort().join()) problems.push(`${name}: initial cluster ${env.ETCD_INITIAL_CLUSTER || '(none)'}`);
    if (env.ETCD_INITIAL_CLUSTER_STATE !== 'new') problems.push(`${name}: initial cluster state ${env.ETCD_INITIAL_CLUSTER_STATE}`);
    if (env.ETCD_NAME !== name || env.ETCD_ADVERTISE_CLIENT_URLS !== `http://${name}:2379` || env.ETCD_INITIAL_ADVERTISE_PEER_URLS !== `http://${name}:2380`) {
      problems.push(`${name}: named or advertised as ${env.ETCD_NAME} ${env.ETCD_ADVERTISE_CLIENT_URLS} ${env.ETCD_INITIAL_ADVERTISE_PEER_URLS}`);
    }
    const data = mountParent(service, env.ETCD_DATA_DIR ?? '');
    if (!data) problems.push(`${name}: data directory ${env.ETCD_DATA_DIR} on no volume`);
    else if (dataVolumes.has(data.volume)) problems.push(`${name}: shares volume ${data.volume} with ${dataVolumes.get(data.volume)}`);
    else dataVolumes.set(data.volume, name);
  }
  return problems;
}

function nodeProblems(services: Record<string, Service>, nodes: string[], members: string[]): string[] {
  const problems: string[] = [];
  if (nodes.length < 2) problems.push(`patroni: ${nodes.length} node(s), not 2 or more`);
  const owners = new Map<string, string>();
  const own = (node: string, volume: string, what: string) => {
    const owner = owners.get(volume);
    if (owner) problems.push(`${node}: ${what} on volume ${volume}, which ${owner} uses too`);
    else owners.set(volume, `${node} (${what})`);
  };
  for (const node of nodes) {
    const service = services[node];
    const env = environment(service);
    const hosts = (env.PATRONI_ETCD3_HOSTS ?? '').split(',').filter(Boolean);
    const missing = members.filter((m) => !hosts.includes(`${m}:2379`));
    if (missing.length) problems.push(`${node}: PATRONI_ETCD3_HOSTS=${env.PATRONI_ETCD3_HOSTS ?? ''} lacks ${missing.join(', ')}`);
    const deps = dependencies(service);
    const unwaited = members.filter((m) => deps[m] !== 'service_healthy');
    if (unwaited.length) problems.push(`${node}: does not wait for ${unwaited.join(', ')} to be healthy`);
    if (env.PATRONI_NAME !== node) problems.push(`${node}: PATRONI_NAME=${env.PATRONI_NAME}`);
    if (env.PATRONI_RESTAPI_CONNECT_ADDRESS !== `${node}:8008` || env.PATRONI_POSTGRESQL_CONNECT_ADDRESS !== `${node}:5432`) {
      problems.push(`${node}: other nodes reach it at ${env.PATRONI_RESTAPI_CONNECT_ADDRESS} / ${env.PATRONI_POSTGRESQL_CONNECT_ADDRESS}`);
    }
    for (const secret of ['PATRONI_SUPERUSER_PASSWORD', 'PATRONI_REPLICATION_PASSWORD', 'PATRONI_REWIND_PASSWORD', 'PATRONI_RESTAPI_PASSWORD']) {
      if (!/^\$\{[A-Z0-9_]+:\?[^}]+\}$/.test(env[secret] ?? '')) problems.push(`${node}: ${secret} is not required from infra/.env`);
    }
    const dataDir = env.PATRONI_POSTGRESQL_DATA_DIR ?? '';
    const data = mountParent(service, dataDir);
    if (!data) problems.push(`${node}: data directory ${dataDir || '(unset)'} on no volume`);
    else own(node, data.volume, 'data');
    const socket = namedVolumes(service).find((v) => v.path === '/var/run/postgresql');
    if (socket) own(node, socket.volume, 'socket');
    if (env.PGBACKREST_PG1_PATH !== dataDir) problems.push(`${node}: PGBACKREST_PG1_PATH=${env.PGBACKREST_PG1_PATH} is not its data directory`);
    const repository = mountParent(service, env.PGBACKREST_REPO1_PATH ?? '');
    if (repository?.volume !== 'backups') problems.push(`${node}: pgBackRest repository ${env.PGBACKREST_REPO1_PATH} not on the backups volume`);
    if (env.PGBACKREST_STANZA !== 'shop') problems.push(`${node}: stanza ${env.PGBACKREST_STANZA}`);
  }
  return problems;
}

function balancerProblems(services: Record<string, Service>, nodes: string[], config: string): string[] {
  const problems: string[] = [];
  const balancers = Object.entries(services).filter(([, s]) => (s.volumes ?? []).some((v) => v.startsWith('./haproxy/postgres.cfg:')));
  if (balancers.length !== 1) return [`database balancer: ${balancers.length} services mount haproxy/postgres.cfg`];
  const [balancer, service] = balancers[0];
  if (!/^\s*option httpchk GET \/primary$/m.test(config)) problems.push('postgres.cfg: the check is not GET /primary');
  const servers = [...config.matchAll(/^\s*server (\S+) (\S+):5432 .*\bcheck port 8008\b/gm)].map((m) => m[2]);
  if ([...servers].sort().join() !== [...nodes].sort().join()) problems.push(`postgres.cfg: servers ${servers.join(', ')} against nodes ${nodes.join(', ')}`);
  if ((service.ports ?? []).length) problems.push(`${balancer}: publishes ${JSON.stringify(service.ports)}`);
  for (const name of SHOP_SERVICES) {
    const url = environment(services[name] ?? {}).DATABASE_URL ?? '';
    const host = /@([^:/]+):(\d+)\//.exec(url);
    if (!host || host[1] !== balancer || host[2] !== '5000') problems.push(`${name}: DATABASE_URL ${url} does not go through ${balancer}:5000`);
  }
  return problems;
}

/** Each node's data directory is in the backup configuration and mounted in the backup service at the same path. */
function backupProblems(services: Record<string, Service>, nodes: string[], config: string): string[] {
  const problems: string[] = [];
  const backup = services.backup;
  if (!backup) return ['backup: no service'];
  const paths = [...config.matchAll(/^pg\d+-path=(.+)$/gm)].map((m) => m[1].trim());
  const repository = /^repo1-path=(.+)$/m.exec(config)?.[1].trim();
  for (const node of nodes) {
    const dataDir = environment(services[node]).PATRONI_POSTGRESQL_DATA_DIR ?? '';
    if (!paths.includes(dataDir)) problems.push(`backup: configuration names no pg path ${dataDir} (${node})`);
    const onNode = mountParent(services[node], dataDir);
    const inBackup = mountParent(backup, dataDir);
    if (!onNode || inBackup?.volume !== onNode.volume || inBackup.path !== onNode.path) problems.push(`backup: does not mount ${node}'s data where ${node} has it`);
    if (environment(services[node]).PGBACKREST_REPO1_PATH !== repository) problems.push(`${node}: archives into ${environment(services[node]).PGBACKREST_REPO1_PATH}, the backups read ${repository}`);
  }
  if (mountParent(backup, repository ?? '')?.volume !== 'backups') problems.push(`backup: repository ${repository} not on the backups volume`);
  return problems;
}

/** Nothing started depends on the single server, which is not started. */
function singleServerProblems(services: Record<string, Service>): string[] {
  const problems: string[] = [];
  if (services.postgres && !services.postgres.profiles?.length) problems.push('postgres: the single server still starts');
  for (const [name, service] of Object.entries(services)) {
    if (service.profiles?.length && name === 'postgres') continue;
    if ('postgres' in dependencies(service)) problems.push(`${name}: depends on postgres`);
  }
  return problems;
}

export function replicatedDatabaseProblems(services: Record<string, Service>, files: ClusterFiles): string[] {
  const members = Object.keys(services).filter((name) => ETCD_IMAGE.test(services[name].image ?? '') || /^etcd\d*$/.test(name));
  const nodes = Object.keys(services).filter((name) => 'PATRONI_NAME' in environment(services[name]));
  return [
    ...etcdProblems(services, members),
    ...nodeProblems(services, nodes, members),
    ...balancerProblems(services, nodes, files.balancerConfig),
    ...backupProblems(services, nodes, files.backupConfig),
    ...singleServerProblems(services),
  ];
}
