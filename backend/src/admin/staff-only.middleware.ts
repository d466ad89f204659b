import type { NextFunction, Request, Response } from 'express';
import { sessionCredentials } from '../modules/identity/session-credentials';
import type { SessionService } from '../modules/identity/session.service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The browser says where a request came from; a state change must come from this same site. */
function sameOrigin(req: Request): boolean {
  if (req.headers['x-requested-with']) return true;
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite === 'same-origin';
  const origin = req.headers.origin;
  return typeof origin === 'string' && new URL(origin).host === req.headers.host;
}

/**
 * Express middleware in front of Bull Board: staff session only. Bull Board's own UI does not send
 * X-Requested-With, so its retries are accepted on Sec-Fetch-Site / Origin proving same origin.
 */
export function staffOnly(sessions: SessionService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const credentials = sessionCredentials(req);
    if (!credentials || (!SAFE_METHODS.has(req.method) && credentials.from === 'cookie' && !sameOrigin(req))) {
      res.status(credentials ? 403 : 401).type('text').send(credentials ? 'Forbidden' : 'Please log in as staff first');
      return;
    }
    sessions
      .resolve(credentials.token, credentials.uid)
      .then((user) => {
        if (!user) res.status(401).type('text').send('Please log in as staff first');
        else if (user.role !== 'staff') res.status(403).type('text').send('Staff only');
        else next();
      })
      .catch(next);
  };
}
