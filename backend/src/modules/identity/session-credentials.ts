import type { Request } from 'express';
import { SESSION_COOKIE } from './session-cookies';

export interface SessionCredentials {
  token: string;
  /** Set when the caller named its uid (Authorization header); the session must belong to it. */
  uid?: number;
  from: 'header' | 'cookie';
}

/**
 * Two ways to present a session:
 *  - `Authorization: <uid>:<token>` — the spec's "string made from the uid and password cookie values",
 *    where token is islogin.password from login/register (API clients, scripts);
 *  - the HttpOnly `password` cookie the browser got at login.
 * The header wins when both are present.
 */
export function sessionCredentials(req: Request): SessionCredentials | null {
  const header = req.headers.authorization;
  if (typeof header === 'string' && header.trim() !== '') {
    const match = /^(\d{1,10}):(\S+)$/.exec(header.trim());
    if (!match) return { token: '', from: 'header' };
    return { uid: Number(match[1]), token: match[2], from: 'header' };
  }
  const cookie = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  if (typeof cookie === 'string' && cookie !== '') return { token: cookie, from: 'cookie' };
  return null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cookie rides along on requests other sites trigger; a custom header cannot be added cross-site
 * without a CORS preflight, which this server never grants. So a state-changing call authenticated
 * by cookie must also carry X-Requested-With (the SPA always sends it); the Authorization form is
 * itself such a header.
 */
export function isCrossSiteRisk(req: Request, credentials: SessionCredentials): boolean {
  if (credentials.from === 'header' || SAFE_METHODS.has(req.method)) return false;
  return !req.headers['x-requested-with'];
}
