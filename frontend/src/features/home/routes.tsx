import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { ServerRenderedRoute } from '../../shared/seo/pageHead';
import { homeHead } from './homeHead';

const HomePage = lazy(() => import('./HomePage'));

export const routes: RouteObject[] = [
  { path: '/', element: <HomePage />, handle: { head: homeHead, chunk: 'src/features/home/HomePage.tsx' } satisfies ServerRenderedRoute },
  { path: '/shouye', element: <HomePage /> },
  { path: '/first', element: <Navigate to="/" replace /> },
];
