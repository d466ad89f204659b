import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const BasketPage = lazy(() => import('./BasketPage'));
const QuickOrderPage = lazy(() => import('./QuickOrderPage'));

export const routes: RouteObject[] = [
  { path: '/shopcar', element: <BasketPage /> },
  { path: '/quickorder', element: <QuickOrderPage /> },
];
