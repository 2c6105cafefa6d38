import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

type PageModule = { default: React.ComponentType };

/** One lazily loaded module per route, so each page ships only its own code. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, ...page(() => import('@/features/home/routes/home-page')) },
          { path: 'onboarding', ...page(() => import('@/features/onboarding/routes/onboarding-page')) },
          { path: 'onboarding-ai', ...page(() => import('@/features/ai-chat/routes/onboarding-ai-page')) },
          { path: 'searchresultpage', ...page(() => import('@/features/search/routes/search-page')) },
          { path: 'searchresultpage/:travelerId', ...page(() => import('@/features/search/routes/recommendations-page')) },
          { path: 'experience/:id', ...page(() => import('@/features/experiences/routes/experience-page')) },
          { path: 'agency/:id', ...page(() => import('@/features/agents/routes/agency-page')) },
          { path: 'agents', ...page(() => import('@/features/agents/routes/agents-page')) },
          { path: 'tours', ...page(() => import('@/features/tours/routes/tours-page')) },
          { path: 'destination/:country', ...page(() => import('@/features/destinations/routes/destination-page')) },
          { path: 'enquiry-confirmation', ...page(() => import('@/features/enquiry/routes/enquiry-confirmation-page')) },
          { path: 'preferences', ...page(() => import('@/features/preferences/routes/preferences-page')) },
          { path: 'shared/:token', ...page(() => import('@/features/sharing/routes/shared-page')) },
          { path: 'shared', ...page(() => import('@/features/sharing/routes/shared-page')) },
          { path: 'how-it-works', ...page(() => import('@/features/info/routes/how-it-works-page')) },
          { path: 'values', ...page(() => import('@/features/info/routes/values-page')) },
          { path: 'about-us', ...page(() => import('@/features/info/routes/about-us-page')) },
          { path: 'cookie-policy', ...page(() => import('@/features/info/routes/cookie-policy-page')) },
          { path: 'privacy-policy', ...page(() => import('@/features/info/routes/privacy-policy-page')) },
          { path: 'imprint', ...page(() => import('@/features/info/routes/imprint-page')) },
          { path: 'signup', ...page(() => import('@/features/info/routes/agent-recruitment-page')) },
          { path: 'agencysignuppage', ...page(() => import('@/features/info/routes/agent-recruitment-page')) },
          { path: 'login', ...page(() => import('@/features/info/routes/login-page')) },
          { path: 'agent-signup', ...page(() => import('@/features/agent-application/routes/agent-signup-page')) },
          { path: 'agent-signup-confirmation', ...page(() => import('@/features/agent-application/routes/agent-signup-confirmation-page')) },
          { path: 'agency-terms-conditions', ...page(() => import('@/features/agent-application/routes/agency-terms-page')) },
          { path: 'agent/login', ...page(() => import('@/features/agent-auth/routes/login-page')) },
          { path: 'agent/setup-password', ...page(() => import('@/features/agent-auth/routes/setup-password-page')) },
          { path: 'agent/forgot-password', ...page(() => import('@/features/agent-auth/routes/forgot-password-page')) },
          { path: 'agent/reset-password', ...page(() => import('@/features/agent-auth/routes/reset-password-page')) },
          { path: 'agent/reset-password/:token', ...page(() => import('@/features/agent-auth/routes/reset-password-page')) },
          { path: 'admin', ...page(() => import('@/features/admin/routes/admin-page')) },
          { path: 'admin/applications', ...page(() => import('@/features/admin/routes/admin-page')) },
          { path: 'admin/image-upload', ...page(() => import('@/features/admin/routes/image-upload-page')) },
          { path: 'dev/outbox', ...page(() => import('@/features/dev/routes/outbox-page')) },
          { path: '*', ...page(() => import('./not-found-page')) },
        ],
      },
    ],
  },
  {
    // The agent portal has its own shell (sidebar, top bar) and an auth guard instead of the public header.
    path: 'agent',
    errorElement: <RouteErrorBoundary />,
    ...page(() => import('@/features/agent-portal/routes/portal-layout-route')),
    children: [
      { path: 'dashboard', ...page(() => import('@/features/agent-portal/routes/dashboard-page')) },
      { path: 'agency-profile', ...page(() => import('@/features/agent-portal/routes/agency-profile-page')) },
      { path: 'experiences', ...page(() => import('@/features/agent-portal/routes/experiences-page')) },
      { path: 'experiences/new', ...page(() => import('@/features/agent-portal/routes/experience-new-page')) },
      { path: 'experience/new', ...page(() => import('@/features/agent-portal/routes/experience-new-page')) },
      { path: 'experience/:id/edit', ...page(() => import('@/features/agent-portal/routes/experience-edit-page')) },
      { path: 'leads', ...page(() => import('@/features/agent-portal/routes/leads-page')) },
      { path: 'proposals', ...page(() => import('@/features/agent-portal/routes/proposals-page')) },
      { path: 'proposals/:id', ...page(() => import('@/features/agent-portal/routes/proposals-page')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
