import type { IncomingMessage } from 'node:http';

/** The caller's own X-Request-Id when it is a sane one (letters, digits, _ and -, up to 64), else null. */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string | null {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : null;
}
