/** Every URL of the web app, once (traveller-side.md §2, agent-side.md §2). */
export const paths = {
  home: '/',
  onboarding: (params?: { userId?: string; experienceId?: number | string; agentId?: number | string }) => withQuery('/onboarding', params),
  onboardingAi: '/onboarding-ai',
  search: (params?: Record<string, string | undefined>) => withQuery('/searchresultpage', params),
  recommendations: (travelerId: string) => `/searchresultpage/${encodeURIComponent(travelerId)}`,
  experience: (id: number | string) => `/experience/${id}`,
  agency: (id: number | string) => `/agency/${id}`,
  agents: (viewAll = false) => (viewAll ? '/agents?viewAll=true' : '/agents'),
  tours: '/tours',
  destination: (country: string) => `/destination/${country}`,
  enquiryConfirmation: '/enquiry-confirmation',
  preferences: '/preferences',
  shared: (token: string) => `/shared/${token}`,
  howItWorks: '/how-it-works',
  values: '/values',
  aboutUs: '/about-us',
  cookiePolicy: '/cookie-policy',
  privacyPolicy: '/privacy-policy',
  imprint: '/imprint',
  signup: '/signup',
  agencySignupPage: '/agencysignuppage',
  login: '/login',
  agentSignup: '/agent-signup',
  agentSignupConfirmation: '/agent-signup-confirmation',
  agencyTerms: '/agency-terms-conditions',
  agent: {
    login: '/agent/login',
    setupPassword: '/agent/setup-password',
    forgotPassword: '/agent/forgot-password',
    resetPassword: '/agent/reset-password',
    dashboard: '/agent/dashboard',
    agencyProfile: '/agent/agency-profile',
    experiences: '/agent/experiences',
    experienceNew: '/agent/experience/new',
    /** The dashboard's link target (agent-side.md §2 lists it among links outside the route table). */
    experiencesNew: '/agent/experiences/new',
    experienceEdit: (id: number | string) => `/agent/experience/${id}/edit`,
    leads: '/agent/leads',
    proposals: '/agent/proposals',
    proposal: (id: number | string) => `/agent/proposals/${id}`,
  },
  admin: {
    home: '/admin',
    applications: '/admin/applications',
    imageUpload: '/admin/image-upload',
  },
  devOutbox: '/dev/outbox',
} as const;

function withQuery(path: string, params?: Record<string, string | number | undefined>) {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
