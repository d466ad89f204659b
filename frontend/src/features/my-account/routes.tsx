import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const MyAccountPage = lazy(() => import('./MyAccountPage'));

export const routes: RouteObject[] = [{ path: '/account', element: <MyAccountPage /> }];
