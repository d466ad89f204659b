import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const HelpPage = lazy(() => import('./HelpPage'));
const SafePage = lazy(() => import('./SafePage'));
const GoumaiPage = lazy(() => import('./GoumaiPage'));
const PinlunPage = lazy(() => import('./PinlunPage'));
const ProtocolIndexPage = lazy(() => import('./ProtocolIndexPage'));
const ProtocolPage = lazy(() => import('./ProtocolPage'));
const TechFaqPage = lazy(() => import('./TechFaqPage'));
const PackingReusePage = lazy(() => import('./PackingReusePage'));
const RewardCommentPage = lazy(() => import('./RewardCommentPage'));
const QualityAssurancePage = lazy(() => import('./QualityAssurancePage'));
const CustomerGuidePage = lazy(() => import('./CustomerGuidePage'));
const FeedbackPage = lazy(() => import('./FeedbackPage'));
const ContactUsPage = lazy(() => import('./ContactUsPage'));
const JobGetPage = lazy(() => import('./JobGetPage'));

export const routes: RouteObject[] = [
  { path: '/help', element: <HelpPage /> },
  { path: '/safe', element: <SafePage /> },
  { path: '/goumai', element: <GoumaiPage /> },
  { path: '/pinlun', element: <PinlunPage /> },
  { path: '/protocol/detail', element: <ProtocolIndexPage /> },
  { path: '/protocol/:kind', element: <ProtocolPage /> },
  { path: '/techfaq', element: <TechFaqPage /> },
  { path: '/packingreuse', element: <PackingReusePage /> },
  { path: '/rewardcomment', element: <RewardCommentPage /> },
  { path: '/qualityassurance', element: <QualityAssurancePage /> },
  { path: '/customerguide', element: <CustomerGuidePage /> },
  { path: '/feedback', element: <FeedbackPage /> },
  { path: '/contactus', element: <ContactUsPage /> },
  { path: '/jobget', element: <JobGetPage /> },
];
