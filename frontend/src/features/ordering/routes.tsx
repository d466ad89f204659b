import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../layout/ComingSoon';

// Placeholders until this feature ships; each becomes a lazy page.
export const routes: RouteObject[] = [
  { path: '/shopcar1', element: <ComingSoon titleKey="shopcar1" /> },
  { path: '/shopcar2', element: <ComingSoon titleKey="shopcar2" /> },
  { path: '/shopcar3', element: <ComingSoon titleKey="shopcar3" /> },
  { path: '/detail', element: <ComingSoon titleKey="detail" /> },
  { path: '/order', element: <ComingSoon titleKey="order" /> },
  { path: '/address', element: <ComingSoon titleKey="address" /> },
];
