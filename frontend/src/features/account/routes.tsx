import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const LoginPage = lazy(() => import('./LoginPage'));
const RegisterPage = lazy(() => import('./RegisterPage'));
const ForgetPage = lazy(() => import('./ForgetPage'));
const ResetPage = lazy(() => import('./ResetPage'));
const VerifySuccessPage = lazy(() => import('./VerifySuccessPage'));

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/forget', element: <ForgetPage /> },
  { path: '/reset', element: <ResetPage /> },
  { path: '/verifysuccess', element: <VerifySuccessPage /> },
];
