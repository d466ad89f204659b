import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../layout/ComingSoon';

// Placeholders until this feature ships; each becomes a lazy page.
export const routes: RouteObject[] = [
  { path: '/help', element: <ComingSoon titleKey="help" /> },
  { path: '/safe', element: <ComingSoon titleKey="safe" /> },
  { path: '/goumai', element: <ComingSoon titleKey="goumai" /> },
  { path: '/pinlun', element: <ComingSoon titleKey="pinlun" /> },
  { path: '/protocol/detail', element: <ComingSoon titleKey="protocols" /> },
  { path: '/protocol/:kind', element: <ComingSoon titleKey="protocol" /> },
  { path: '/techfaq', element: <ComingSoon titleKey="techfaq" /> },
  { path: '/packingreuse', element: <ComingSoon titleKey="packingreuse" /> },
  { path: '/rewardcomment', element: <ComingSoon titleKey="rewardcomment" /> },
  { path: '/qualityassurance', element: <ComingSoon titleKey="qualityassurance" /> },
  { path: '/customerguide', element: <ComingSoon titleKey="customerguide" /> },
  { path: '/feedback', element: <ComingSoon titleKey="feedback" /> },
  { path: '/contactus', element: <ComingSoon titleKey="contactus" /> },
  { path: '/jobget', element: <ComingSoon titleKey="jobget" /> },
];
