import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** What the login page shows when another page sent the visitor there (spec: 请您先登录). */
export interface LoginNotice {
  notice: 'pleaseLogin';
  from?: string;
}

export const PLEASE_LOGIN: LoginNotice = { notice: 'pleaseLogin' };

/**
 * For pages and actions that need a session (add to basket, review form): sends the visitor to
 * /login, which shows 请您先登录 / "Please log in first" and returns them afterwards.
 */
export function useRedirectToLogin(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const state: LoginNotice = { notice: 'pleaseLogin', from: `${location.pathname}${location.search}` };
    navigate('/login', { state });
  }, [navigate, location.pathname, location.search]);
}
