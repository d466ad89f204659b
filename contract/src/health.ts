/**
 * The health probes' answers (GET /api/health, /health/ready, /health/live): balancers, orchestrators, the demo's start
 * and the fault scripts read them, not the app's pages. Terminus's result, with the shop's code beside it.
 */

/** One dependency as a probe found it (database, redis, search, lifecycle…): up or down, with what it saw. */
export interface DependencyState {
  status: 'up' | 'down';
  [detail: string]: unknown;
}

/** A probe's answer: code 200 when everything it asks is up, 503 (the HTTP status too) with `message` naming what is down. */
export interface HealthAnswer {
  code: 200 | 503;
  message?: string;
  status?: 'ok' | 'error' | 'shutting_down';
  /** The dependencies up, and those down; `details` holds both. Keyed by the dependency's name. */
  info?: Partial<Record<string, DependencyState>>;
  error?: Partial<Record<string, DependencyState>>;
  details?: Record<string, DependencyState>;
}
