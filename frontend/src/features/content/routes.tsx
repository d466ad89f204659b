import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const PromotionPage = lazy(() => import('./PromotionPage'));
const RequirementPage = lazy(() => import('./RequirementPage'));

export const routes: RouteObject[] = [
  { path: '/texttemp/:textid', element: <PromotionPage /> },
  { path: '/xuqiu', element: <RequirementPage /> },
];
