import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../layout/ComingSoon';

// Placeholders until this feature ships; each becomes a lazy page.
export const routes: RouteObject[] = [
  { path: '/login', element: <ComingSoon titleKey="login" /> },
  { path: '/register', element: <ComingSoon titleKey="register" /> },
  { path: '/forget', element: <ComingSoon titleKey="forget" /> },
  { path: '/reset', element: <ComingSoon titleKey="reset" /> },
  { path: '/verifysuccess', element: <ComingSoon titleKey="verifysuccess" /> },
];
