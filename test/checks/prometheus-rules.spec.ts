import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { environment, readCompose } from './support/compose-files';

/**
 * The alert rules in infra/prometheus are checked and unit-tested with Debian's promtool, the
 * balancer's configuration with Debian's haproxy (scripts/test.sh installs `prometheus` and `haproxy`
 * when missing, without starting their services), and every alert has its runbook section.
 */
const PROMETHEUS = join(__dirname, '../../infra/prometheus');
const RUNBOOK = join(__dirname, '../../docs/runbook.md');

function promtool(args: string[], cwd = PROMETHEUS): string {
  const run = spawnSync('promtool', args, { cwd, encoding: 'utf8' });
  if (run.error) throw new Error(`promtool not found (apt-get install prometheus; npm test installs it): ${run.error.message}`);
  if (run.status !== 0) throw new Error(`promtool ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

interface Rule {
  alert: string;
  annotations: { runbook?: string; summary?: string };
}

describe('infra/prometheus', () => {
  const rules: Rule[] = parse(readFileSync(join(PROMETHEUS, 'alerts.yml'), 'utf8')).groups.flatMap((g: { rules: Rule[] }) => g.rules);

  it('alert rules pass promtool check and their unit tests (promtool test rules)', () => {
    expect(promtool(['check', 'rules', 'alerts.yml'])).toContain(`SUCCESS: ${rules.length} rules found`);
    const tested = promtool(['test', 'rules', 'alerts.test.yml']);
    expect(tested).toContain('SUCCESS');
  });

  it('tests every alert both firing and silent', () => {
    const tests = parse(readFileSync(join(PROMETHEUS, 'alerts.test.yml'), 'utf8')).tests as { alert_rule_test: { alertname: string; exp_alerts: unknown[] }[] }[];
    const cases = tests.flatMap((t) => t.alert_rule_test);
    for (const { alert } of rules) {
      expect([alert, cases.some((c) => c.alertname === alert && c.exp_alerts.length > 0)]).toEqual([alert, true]);
      expect([alert, cases.some((c) => c.alertname === alert && c.exp_alerts.length === 0)]).toEqual([alert, true]);
    }
  });

  it('covers the alerts operators asked for, each with a runbook section', () => {
    expect(rules.map((r) => r.alert).sort()).toEqual(
      [
        ...['DatabasePoolExhausted', 'EventLoopDelayHigh', 'HighServerErrorRate', 'InstanceNotReady', 'MailQueueBackingUp', 'MailQueueStalled', 'QueueJobFailed', 'SearchIndexBehind'],
        // The replicated database (infra/docker-compose.ha.yml)
        ...['PatroniNoLeader', 'PatroniFailover', 'PatroniNoSynchronousStandby', 'PatroniReplicaLagging', 'PatroniReplicaNotStreaming', 'PatroniPostgresDown', 'DatabaseBalancerNoPrimary'],
      ].sort(),
    );
    const runbook = readFileSync(RUNBOOK, 'utf8');
    for (const rule of rules) {
      expect(rule.annotations.runbook).toBe(`docs/runbook.md#${rule.alert.toLowerCase()}`);
      const section = runbook.split(/^## /m).find((s) => s.startsWith(`${rule.alert}\n`)) ?? '';
      for (const part of ['**Means.**', '**Confirm.**', '**Do.**']) expect([rule.alert, section.includes(part)]).toEqual([rule.alert, true]);
    }
  });

  it('scrape config is valid and scrapes /api/metrics of each instance with the token', () => {
    // promtool wants the token file to exist; operators write their own (git ignores it).
    const dir = mkdtempSync(join(tmpdir(), 'prometheus-check-'));
    try {
      for (const file of ['prometheus.yml', 'alerts.yml']) copyFileSync(join(PROMETHEUS, file), join(dir, file));
      writeFileSync(join(dir, 'metrics-token'), 'a-token-of-sixteen-chars');
      expect(promtool(['check', 'config', 'prometheus.yml'], dir)).toContain('is valid prometheus config file');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const config = parse(readFileSync(join(PROMETHEUS, 'prometheus.yml'), 'utf8'));
    const shop = config.scrape_configs.find((c: { job_name: string }) => c.job_name === 'shop');
    expect(shop.metrics_path).toBe('/api/metrics');
    expect(shop.dns_sd_configs[0]).toMatchObject({ names: ['app'], type: 'A', port: 3000 });
    // The replicated database: every Patroni node's REST API and the database balancer's exporter, by the compose
    // names the HA file gives them (none resolves with the single server: no targets, no alerts).
    const job = (name: string) => config.scrape_configs.find((c: { job_name: string }) => c.job_name === name);
    const compose = readCompose(join(__dirname, '../../infra/docker-compose.ha.yml'));
    const nodes = Object.keys(compose.services).filter((name) => 'PATRONI_NAME' in environment(compose.services[name]));
    expect(job('patroni').metrics_path).toBe('/metrics');
    expect(job('patroni').dns_sd_configs[0]).toMatchObject({ names: nodes, type: 'A', port: 8008 });
    expect(job('patroni').relabel_configs).toContainEqual({ source_labels: ['__meta_dns_name'], target_label: 'node' });
    expect(job('database-balancer').dns_sd_configs[0]).toMatchObject({ names: ['database-balancer'], type: 'A', port: 7000 });
    expect(compose.services['database-balancer'].expose).toEqual(expect.arrayContaining(['7000']));
    expect(readFileSync(join(__dirname, '../../infra/haproxy/postgres.cfg'), 'utf8')).toMatch(/^\s*http-request use-service prometheus-exporter if \{ path \/metrics \}$/m);
  });

  it("the balancers' configurations are valid for HAProxy (Debian's, the version of the compose image)", () => {
    expect(execFileSync('haproxy', ['-c', '-f', join(__dirname, '../../infra/haproxy/haproxy.cfg')], { encoding: 'utf8' })).toContain('Configuration file is valid');
    // The database balancer's nodes (pg1, pg2) resolve only on the compose network: it starts without them
    // (init-addr none), so the file is checked as it is.
    // (HAProxy warns that it disables them until they resolve: stderr is not shown.)
    const check = execFileSync('haproxy', ['-c', '-f', join(__dirname, '../../infra/haproxy/postgres.cfg')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(check).toContain('Configuration file is valid');
  });
});
