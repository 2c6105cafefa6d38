import type { RouteObject } from 'react-router';
import { PAGE_PATHS } from '@safari/contract';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { prefetchLoader, type Prefetch, type Preload } from '@/lib/prefetch';

type PageModule = { default: React.ComponentType; prefetch?: Prefetch; preload?: Preload };

/**
 * One lazily loaded module per route, so each page ships only its own code. A module that exports `prefetch`
 * (catalogue pages) gets a loader from it, which is how the server renders those pages with their data; one that
 * exports `preload` (code its first render needs beyond its chunk) has navigations wait for that code too.
 */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { default: Component, prefetch, preload } = await load();
    return { Component, ...(prefetch || preload ? { loader: prefetchLoader(prefetch, preload) } : {}) };
  },
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
          { path: PAGE_PATHS.onboarding, ...page(() => import('@/features/onboarding/routes/onboarding-page')) },
          { path: PAGE_PATHS.onboardingAi, ...page(() => import('@/features/ai-chat/routes/onboarding-ai-page')) },
          { path: PAGE_PATHS.search, ...page(() => import('@/features/search/routes/search-page')) },
          { path: PAGE_PATHS.recommendations, ...page(() => import('@/features/search/routes/recommendations-page')) },
          { path: PAGE_PATHS.experience, ...page(() => import('@/features/experiences/routes/experience-page')) },
          { path: PAGE_PATHS.agency, ...page(() => import('@/features/agents/routes/agency-page')) },
          { path: PAGE_PATHS.agents, ...page(() => import('@/features/agents/routes/agents-page')) },
          { path: PAGE_PATHS.tours, ...page(() => import('@/features/tours/routes/tours-page')) },
          { path: PAGE_PATHS.destination, ...page(() => import('@/features/destinations/routes/destination-page')) },
          { path: PAGE_PATHS.enquiryConfirmation, ...page(() => import('@/features/enquiry/routes/enquiry-confirmation-page')) },
          { path: PAGE_PATHS.preferences, ...page(() => import('@/features/preferences/routes/preferences-page')) },
          { path: PAGE_PATHS.shared, ...page(() => import('@/features/sharing/routes/shared-page')) },
          { path: PAGE_PATHS.sharedWithoutToken, ...page(() => import('@/features/sharing/routes/shared-page')) },
          { path: PAGE_PATHS.trip, ...page(() => import('@/features/trip/routes/trip-page')) },
          { path: PAGE_PATHS.howItWorks, ...page(() => import('@/features/info/routes/how-it-works-page')) },
          { path: PAGE_PATHS.values, ...page(() => import('@/features/info/routes/values-page')) },
          { path: PAGE_PATHS.aboutUs, ...page(() => import('@/features/info/routes/about-us-page')) },
          { path: PAGE_PATHS.cookiePolicy, ...page(() => import('@/features/info/routes/cookie-policy-page')) },
          { path: PAGE_PATHS.privacyPolicy, ...page(() => import('@/features/info/routes/privacy-policy-page')) },
          { path: PAGE_PATHS.imprint, ...page(() => import('@/features/info/routes/imprint-page')) },
          { path: PAGE_PATHS.signup, ...page(() => import('@/features/info/routes/agent-recruitment-page')) },
          { path: PAGE_PATHS.agencySignupPage, ...page(() => import('@/features/info/routes/agent-recruitment-page')) },
          { path: PAGE_PATHS.login, ...page(() => import('@/features/info/routes/login-page')) },
          { path: PAGE_PATHS.agentSignup, ...page(() => import('@/features/agent-application/routes/agent-signup-page')) },
          { path: PAGE_PATHS.agentSignupConfirmation, ...page(() => import('@/features/agent-application/routes/agent-signup-confirmation-page')) },
          { path: PAGE_PATHS.agencyTerms, ...page(() => import('@/features/agent-application/routes/agency-terms-page')) },
          { path: PAGE_PATHS.agentLogin, ...page(() => import('@/features/agent-auth/routes/login-page')) },
          { path: PAGE_PATHS.agentSetupPassword, ...page(() => import('@/features/agent-auth/routes/setup-password-page')) },
          { path: PAGE_PATHS.agentForgotPassword, ...page(() => import('@/features/agent-auth/routes/forgot-password-page')) },
          { path: PAGE_PATHS.agentResetPassword, ...page(() => import('@/features/agent-auth/routes/reset-password-page')) },
          { path: PAGE_PATHS.agentResetPasswordToken, ...page(() => import('@/features/agent-auth/routes/reset-password-page')) },
          { path: PAGE_PATHS.admin, ...page(() => import('@/features/admin/routes/admin-page')) },
          { path: PAGE_PATHS.adminApplications, ...page(() => import('@/features/admin/routes/admin-page')) },
          { path: PAGE_PATHS.adminImageUpload, ...page(() => import('@/features/admin/routes/image-upload-page')) },
          { path: PAGE_PATHS.adminAgents, ...page(() => import('@/features/admin/routes/console-page')) },
          { path: PAGE_PATHS.adminExperiences, ...page(() => import('@/features/admin/routes/console-page')) },
          { path: PAGE_PATHS.adminHealth, ...page(() => import('@/features/admin/routes/console-page')) },
          { path: PAGE_PATHS.adminAudit, ...page(() => import('@/features/admin/routes/console-page')) },
          { path: PAGE_PATHS.devOutbox, ...page(() => import('@/features/admin/routes/outbox-page')) },
          { path: '*', ...page(() => import('./not-found-page')) },
        ],
      },
    ],
  },
  {
    // The agent portal has its own shell (sidebar, top bar) and an auth guard instead of the public header.
    path: PAGE_PATHS.agentPortal,
    errorElement: <RouteErrorBoundary />,
    ...page(() => import('@/features/agent-portal/routes/portal-layout-route')),
    children: [
      { path: PAGE_PATHS.agentDashboard, ...page(() => import('@/features/agent-portal/routes/dashboard-page')) },
      { path: PAGE_PATHS.agentAgencyProfile, ...page(() => import('@/features/agent-portal/routes/agency-profile-page')) },
      { path: PAGE_PATHS.agentExperiences, ...page(() => import('@/features/agent-portal/routes/experiences-page')) },
      { path: PAGE_PATHS.agentExperiencesNew, ...page(() => import('@/features/agent-portal/routes/experience-new-page')) },
      { path: PAGE_PATHS.agentExperienceNew, ...page(() => import('@/features/agent-portal/routes/experience-new-page')) },
      { path: PAGE_PATHS.agentExperienceEdit, ...page(() => import('@/features/agent-portal/routes/experience-edit-page')) },
      { path: PAGE_PATHS.agentLeads, ...page(() => import('@/features/agent-portal/routes/leads-page')) },
      { path: PAGE_PATHS.agentLead, ...page(() => import('@/features/agent-portal/routes/lead-page')) },
      { path: PAGE_PATHS.agentProposals, ...page(() => import('@/features/agent-portal/routes/proposals-page')) },
      { path: PAGE_PATHS.agentProposalNew, ...page(() => import('@/features/agent-portal/routes/proposal-new-page')) },
      { path: PAGE_PATHS.agentProposal, ...page(() => import('@/features/agent-portal/routes/proposal-page')) },
    ],
  },
];

