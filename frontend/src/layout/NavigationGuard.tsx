import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasUidCookie, PLEASE_LOGIN } from '../features/account';

/**
 * Spec section 2: only the basket and checkout routes (and the quick order, which fills the basket) need
 * the uid cookie, and my account and saved lists (issue 31), which are nobody's without it; /login is always allowed.
 */
const NEEDS_UID_COOKIE = new Set(['/shopcar', '/shopcar1', '/shopcar2', '/shopcar3', '/quickorder', '/account', '/lists']);

export function NavigationGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  if (NEEDS_UID_COOKIE.has(path) && !hasUidCookie()) return <Navigate to="/login" replace state={PLEASE_LOGIN} />;
  return <>{children}</>;
}
