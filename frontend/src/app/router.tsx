import { createBrowserRouter, Navigate, useParams } from 'react-router';
import { routes as account } from '../features/account/routes';
import { routes as admin } from '../features/admin/routes';
import { routes as basket } from '../features/basket/routes';
import { routes as catalogue } from '../features/catalogue/routes';
import { routes as catalogueAdmin } from '../features/catalogueAdmin/routes';
import { routes as content } from '../features/content/routes';
import { routes as distributors } from '../features/distributors/routes';
import { routes as home } from '../features/home/routes';
import { routes as info } from '../features/info/routes';
import { routes as ordering } from '../features/ordering/routes';
import { routes as reviews } from '../features/reviews/routes';
import { NotFound } from '../layout/NotFound';
import { ShopLayout } from '../layout/ShopLayout';

/** The spec's /goods parent: its children live at their own paths, so /goods/x leads to /x. */
function GoodsChild() {
  const { '*': rest } = useParams();
  return <Navigate to={`/${rest ?? ''}${window.location.search}`} replace />;
}

export const router = createBrowserRouter([
  {
    element: <ShopLayout />,
    children: [
      ...home,
      ...catalogue,
      ...account,
      ...basket,
      ...ordering,
      ...reviews,
      ...distributors,
      ...content,
      ...info,
      ...admin,
      ...catalogueAdmin,
      { path: '/goods/*', element: <GoodsChild /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
