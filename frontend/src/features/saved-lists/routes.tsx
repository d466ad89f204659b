import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const SavedListsPage = lazy(() => import('./SavedListsPage'));

export const routes: RouteObject[] = [{ path: '/lists', element: <SavedListsPage /> }];
