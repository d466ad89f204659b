import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../layout/ComingSoon';

// Placeholders until this feature ships; each becomes a lazy page.
export const routes: RouteObject[] = [
  { path: '/hot', element: <ComingSoon titleKey="hot" /> },
  { path: '/production/:pid', element: <ComingSoon titleKey="production" /> },
  { path: '/productsel/loadingcontrolanti', element: <ComingSoon titleKey="loadingcontrol" /> },
  { path: '/productsel/taganti', element: <ComingSoon titleKey="tag" /> },
  { path: '/category', element: <ComingSoon titleKey="category" /> },
  { path: '/compare', element: <ComingSoon titleKey="compare" /> },
];
