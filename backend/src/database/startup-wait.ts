/**
 * How long the app waits for PostgreSQL at start. Containers started together (podman-compose ignores
 * `condition: service_healthy`, and a database's first start runs initdb) reach a database that is not
 * listening yet; waiting here avoids a crash-and-restart loop. Only "not reachable yet" is retried: a
 * wrong password, a missing database or a failing migration stops the start at once, with its message.
 */
export const STARTUP_RETRY_ATTEMPTS = 30;
export const STARTUP_RETRY_DELAY_MS = 2000;

/** Socket errors of a server not (yet) there, and PostgreSQL's "starting up" / "shutting down" answers. */
const NOT_REACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P03', '57P01']);

export function databaseNotReachableYet(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && NOT_REACHABLE.has(code)) return true;
  // pg reports its own connect timeout without a code.
  return error instanceof Error && /timeout expired|Connection terminated/i.test(error.message);
}
