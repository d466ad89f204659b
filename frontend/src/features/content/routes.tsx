import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const PromotionPage = lazy(() => import('./PromotionPage'));
const PromotionEditPage = lazy(() => import('./PromotionEditPage'));
const RequirementPage = lazy(() => import('./RequirementPage'));

export const routes: RouteObject[] = [
  { path: '/texttemp/:textid', element: <PromotionPage /> },
  { path: '/textedit/:textid', element: <PromotionEditPage /> },
  { path: '/xuqiu', element: <RequirementPage /> },
];
