import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ImportPage = lazy(() => import('./ImportPage'));
const ProductListPage = lazy(() => import('./ProductListPage'));
const ProductEditorPage = lazy(() => import('./ProductEditorPage'));

/** Staff catalogue operations: sheet import/export and the product editor (staff only; the server guards). */
export const routes: RouteObject[] = [
  { path: '/admin/catalogue', element: <ImportPage /> },
  { path: '/admin/catalogue/products', element: <ProductListPage /> },
  // Covers /admin/catalogue/products/new too: the page tells the two apart.
  { path: '/admin/catalogue/products/:pid', element: <ProductEditorPage /> },
];
