import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { ServerRenderedRoute } from '../../shared/seo/pageHead';
import { hotHead } from './hot/hotHead';
import { productHead } from './product/productHead';

// Each page is its own chunk, loaded when first visited.
const HotPage = lazy(() => import('./hot/HotPage'));
const ProductPage = lazy(() => import('./product/ProductPage'));
const ComparePage = lazy(() => import('./compare/ComparePage'));
const LoadingControlPage = lazy(() => import('./productsel/LoadingControlPage'));
const TagPage = lazy(() => import('./productsel/TagPage'));
const CategoryPage = lazy(() => import('./productsel/CategoryPage'));
const CoaLookupPage = lazy(() => import('./coa/CoaLookupPage'));

export const routes: RouteObject[] = [
  { path: '/hot', element: <HotPage />, handle: { head: hotHead, chunk: 'src/features/catalogue/hot/HotPage.tsx' } satisfies ServerRenderedRoute },
  {
    path: '/production/:pid',
    element: <ProductPage />,
    handle: { head: productHead, chunk: 'src/features/catalogue/product/ProductPage.tsx' } satisfies ServerRenderedRoute,
  },
  { path: '/productsel/loadingcontrolanti', element: <LoadingControlPage /> },
  { path: '/productsel/taganti', element: <TagPage /> },
  { path: '/category', element: <CategoryPage /> },
  { path: '/compare', element: <ComparePage /> },
  // A lot's certificate of analysis by catalogue number and lot number (issue 35).
  { path: '/coa', element: <CoaLookupPage /> },
];
