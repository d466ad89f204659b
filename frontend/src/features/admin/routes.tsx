import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';

const ReviewQueuePage = lazy(() => import('./ReviewQueuePage'));
const PromotionListPage = lazy(() => import('./PromotionListPage'));
const RequirementInboxPage = lazy(() => import('./RequirementInboxPage'));
const DistributorDeskPage = lazy(() => import('./DistributorDeskPage'));
const CarouselDeskPage = lazy(() => import('./CarouselDeskPage'));

/** The staff area. /admin/orders (order desk) and /admin/queues (Bull Board) belong to other features. */
export const routes: RouteObject[] = [
  { path: '/admin', element: <Navigate to="/admin/reviews" replace /> },
  { path: '/admin/reviews', element: <ReviewQueuePage /> },
  { path: '/admin/promotions', element: <PromotionListPage /> },
  { path: '/admin/requirements', element: <RequirementInboxPage /> },
  { path: '/admin/distributors', element: <DistributorDeskPage /> },
  { path: '/admin/carousel', element: <CarouselDeskPage /> },
];
