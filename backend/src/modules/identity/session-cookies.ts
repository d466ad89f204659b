import type { CookieOptions, Request, Response } from 'express';
import { SESSION_LIFETIME_MS } from './session.service';

/**
 * The spec's two cookies. `password` carries the opaque session token (never the password) and is
 * HttpOnly, so page scripts cannot read it; `uid` stays readable because the route guard checks it.
 * SameSite=Lax keeps both off cross-site POSTs; Secure whenever the request came over HTTPS.
 */
export const UID_COOKIE = 'uid';
export const SESSION_COOKIE = 'password';
export const MDVE_COOKIE = 'mdve';

function base(req: Request): CookieOptions {
  return { path: '/', sameSite: 'lax', secure: req.secure };
}

/** Login keeps the cookies 7 days; registration sets browser-session cookies (spec section 9). */
export function setSessionCookies(req: Request, res: Response, uid: number, token: string, persistent: boolean): void {
  const lifetime = persistent ? { maxAge: SESSION_LIFETIME_MS } : {};
  res.cookie(SESSION_COOKIE, token, { ...base(req), ...lifetime, httpOnly: true });
  res.cookie(UID_COOKIE, String(uid), { ...base(req), ...lifetime, httpOnly: false });
}

export function clearSessionCookies(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { ...base(req), httpOnly: true });
  res.clearCookie(UID_COOKIE, base(req));
}

/** The resend countdown: readable by the page, gone after 60 seconds. */
export function setMdveCookie(req: Request, res: Response, token: string, seconds: number): void {
  res.cookie(MDVE_COOKIE, token, { ...base(req), maxAge: seconds * 1000, httpOnly: false });
}
