import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';

const ReviewQueuePage = lazy(() => import('./reviews/ReviewQueuePage'));
const PromotionListPage = lazy(() => import('./promotions/PromotionListPage'));
const PromotionEditPage = lazy(() => import('./promotions/PromotionEditPage'));
const RequirementInboxPage = lazy(() => import('./requirements/RequirementInboxPage'));
const DistributorDeskPage = lazy(() => import('./siteContent/DistributorDeskPage'));
const CarouselDeskPage = lazy(() => import('./siteContent/CarouselDeskPage'));
const ImportPage = lazy(() => import('./catalogue/ImportPage'));
const ProductListPage = lazy(() => import('./catalogue/ProductListPage'));
const ProductEditorPage = lazy(() => import('./catalogue/ProductEditorPage'));
const VocabulariesPage = lazy(() => import('./catalogue/VocabulariesPage'));
const TargetNamesPage = lazy(() => import('./catalogue/TargetNamesPage'));
const OrderDeskPage = lazy(() => import('./orders/OrderDeskPage'));
const CarriersPage = lazy(() => import('./orders/CarriersPage'));
const SearchMissesPage = lazy(() => import('./searches/SearchMissesPage'));

/**
 * The staff area (staff only: the server guards every call; StaffShell decides what to show).
 * /admin/queues is Bull Board, served by the API itself.
 */
export const routes: RouteObject[] = [
  { path: '/admin', element: <Navigate to="/admin/reviews" replace /> },
  { path: '/admin/reviews', element: <ReviewQueuePage /> },
  { path: '/admin/promotions', element: <PromotionListPage /> },
  { path: '/textedit/:textid', element: <PromotionEditPage /> },
  { path: '/admin/requirements', element: <RequirementInboxPage /> },
  { path: '/admin/distributors', element: <DistributorDeskPage /> },
  { path: '/admin/carousel', element: <CarouselDeskPage /> },
  { path: '/admin/catalogue', element: <ImportPage /> },
  { path: '/admin/catalogue/products', element: <ProductListPage /> },
  // Covers /admin/catalogue/products/new too: the page tells the two apart.
  { path: '/admin/catalogue/products/:pid', element: <ProductEditorPage /> },
  { path: '/admin/catalogue/vocabularies', element: <VocabulariesPage /> },
  { path: '/admin/catalogue/targetnames', element: <TargetNamesPage /> },
  { path: '/admin/orders', element: <OrderDeskPage /> },
  { path: '/admin/carriers', element: <CarriersPage /> },
  { path: '/admin/searches', element: <SearchMissesPage /> },
];
