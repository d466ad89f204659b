/** The account feature's public entry: what the shell and other features may use of it. */
export { routes } from './routes';
export { useLogoutMutation, useVerifyUserQuery } from './accountApi';
export { PLEASE_LOGIN, useRedirectToLogin } from './loginRedirect';
export type { LoginNotice } from './loginRedirect';
export { forgetSessionAndReload, hasUidCookie } from './session';
