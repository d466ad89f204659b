import type { NextFunction, Request, Response } from 'express';
import { requestLanguage } from '../http/request-language';
import { STAFF_ONLY } from '../modules/identity/staff.guard';
import { sessionCredentials } from '../modules/identity/session-credentials';
import type { SessionService } from '../modules/identity/session.service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Bull Board is no page of the app (no i18next there): its refusals in the caller's language, as the API's are. */
const REFUSALS = {
  login: { zh: '请先以工作人员身份登录', en: 'Please log in as staff first' },
  staff: STAFF_ONLY,
  crossSite: { zh: '拒绝来自其他网站的请求', en: 'Requests from other sites are refused' },
} as const;

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
    const language = requestLanguage(req);
    const refuse = (status: 401 | 403, why: keyof typeof REFUSALS) => void res.status(status).type('text').send(REFUSALS[why][language]);
    const credentials = sessionCredentials(req);
    if (!credentials) return refuse(401, 'login');
    if (!SAFE_METHODS.has(req.method) && credentials.from === 'cookie' && !sameOrigin(req)) return refuse(403, 'crossSite');
    sessions
      .resolve(credentials.token, credentials.uid)
      .then((user) => {
        if (!user) refuse(401, 'login');
        else if (user.role !== 'staff') refuse(403, 'staff');
        else next();
      })
      .catch(next);
  };
}
