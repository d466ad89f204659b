import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ReviewFormPage = lazy(() => import('./ReviewFormPage'));
const ReviewSuccessPage = lazy(() => import('./ReviewSuccessPage'));

export const routes: RouteObject[] = [
  { path: '/comment', element: <ReviewFormPage /> },
  { path: '/commentsuccess', element: <ReviewSuccessPage /> },
];
