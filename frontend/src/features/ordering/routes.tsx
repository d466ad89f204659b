import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const OrderFormPage = lazy(() => import('./OrderFormPage'));
const PaymentPage = lazy(() => import('./PaymentPage'));
const SubmittedPage = lazy(() => import('./SubmittedPage'));
const OrderDetailPage = lazy(() => import('./OrderDetailPage'));
const OrdersPage = lazy(() => import('./OrdersPage'));
const AddressPage = lazy(() => import('./AddressPage'));

export const routes: RouteObject[] = [
  { path: '/shopcar1', element: <OrderFormPage /> },
  { path: '/shopcar2', element: <PaymentPage /> },
  { path: '/shopcar3', element: <SubmittedPage /> },
  { path: '/detail', element: <OrderDetailPage /> },
  { path: '/order', element: <OrdersPage /> },
  { path: '/address', element: <AddressPage /> },
];
