import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../layout/ComingSoon';

// Placeholders until this feature ships; each becomes a lazy page.
export const routes: RouteObject[] = [
  { path: '/admin', element: <ComingSoon titleKey="admin" /> },
];
