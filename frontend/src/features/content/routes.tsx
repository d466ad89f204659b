import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../layout/ComingSoon';

// Placeholders until this feature ships; each becomes a lazy page.
export const routes: RouteObject[] = [
  { path: '/texttemp/:textid', element: <ComingSoon titleKey="texttemp" /> },
  { path: '/textedit/:textid', element: <ComingSoon titleKey="textedit" /> },
  { path: '/xuqiu', element: <ComingSoon titleKey="xuqiu" /> },
];
