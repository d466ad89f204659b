import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const LinkPage = lazy(() => import('./LinkPage'));

export const routes: RouteObject[] = [{ path: '/link', element: <LinkPage /> }];
