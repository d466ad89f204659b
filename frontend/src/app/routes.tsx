import { Navigate, useLocation, useParams, useRoutes, type RouteObject } from 'react-router';
import { routes as account } from '../features/account';
import { routes as basket } from '../features/basket';
import { routes as catalogue } from '../features/catalogue';
import { routes as content } from '../features/content';
import { routes as distributors } from '../features/distributors';
import { routes as home } from '../features/home';
import { routes as info } from '../features/info';
import { routes as myAccount } from '../features/my-account';
import { routes as ordering } from '../features/ordering';
import { routes as reviews } from '../features/reviews';
import { routes as savedLists } from '../features/saved-lists';
import { routes as staff } from '../features/staff';
import { NotFound } from '../shared/ui/NotFound';
import { ShopLayout } from '../layout/ShopLayout';

/** The spec's /goods parent: its children live at their own paths, so /goods/x leads to /x. */
function GoodsChild() {
  const { '*': rest } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest ?? ''}${search}`} replace />;
}

/** Every page of the shop: the browser's router and the server's renderer use the same tree. */
export const shopRoutes: RouteObject[] = [
  {
    element: <ShopLayout />,
    children: [
      ...home,
      ...catalogue,
      ...account,
      ...basket,
      ...ordering,
      ...myAccount,
      ...savedLists,
      ...reviews,
      ...distributors,
      ...content,
      ...info,
      ...staff,
      { path: '/goods/*', element: <GoodsChild /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * The shop's pages under the router the caller gives (BrowserRouter in the browser, StaticRouter on
 * the server). Declarative routing rather than a data router: no page uses loaders or actions (data
 * comes through RTK Query), and the data router's code is ~17 kB gzipped of the entry.
 */
export function ShopRoutes() {
  return useRoutes(shopRoutes);
}
