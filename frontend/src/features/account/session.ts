import { readCookie, removeCookie } from '../../shared/api/cookies';

/** The spec's guard only looks for the readable uid cookie; the server checks the real session. */
export function hasUidCookie(): boolean {
  return Boolean(readCookie('uid'));
}

/** Logout removes both cookies and reloads (spec section 4). */
export function forgetSessionAndReload(): void {
  removeCookie('uid');
  removeCookie('password');
  window.location.assign('/');
}
