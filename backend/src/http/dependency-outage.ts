/**
 * Recognises errors that mean "a backing service is down" (PostgreSQL restarting, Redis gone), so the
 * API answers 503 — retry later — instead of 500, and the client can tell an outage from a bug.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);

function codeOf(error: unknown): string | undefined {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isDependencyOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = codeOf(error);
  // SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, crash, cannot connect now), and 25006: a
  // write reached a node that is no longer the leader (demoted in a failover, still behind a pooled connection).
  if (code && (NETWORK_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code) || code === '25006')) return true;
  const message = error.message;
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    // TypeORM's word for a transaction whose connection PostgreSQL closed under it (a switchover's shutdown): the
    // transaction's next statement finds its connection given back. Nothing of it was committed.
    /^QueryRunner(Provider)?AlreadyReleasedError$/.test(error.name) ||
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|terminating connection due to administrator command/i.test(message) ||
    /Connection is closed|Stream isn't writeable|enableOfflineQueue/i.test(message)
  );
}
