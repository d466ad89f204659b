import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';

const HomePage = lazy(() => import('./HomePage'));

export const routes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/shouye', element: <HomePage /> },
  { path: '/first', element: <Navigate to="/" replace /> },
];
