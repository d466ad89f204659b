import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const BasketPage = lazy(() => import('./BasketPage'));

export const routes: RouteObject[] = [{ path: '/shopcar', element: <BasketPage /> }];
