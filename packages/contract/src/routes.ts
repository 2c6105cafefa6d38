/**
 * Every page of the web app, once (traveller-side.md §2, agent-side.md §2). `PAGE_PATHS` holds the patterns the
 * web router declares and the server matches for page meta; `routes` builds concrete links from them for the web
 * app, the sitemap and e-mails (`publicBaseUrl + routes.x(...)`).
 */
export const PAGE_PATHS = {
  home: '/',
  onboarding: '/onboarding',
  onboardingAi: '/onboarding-ai',
  search: '/searchresultpage',
  recommendations: '/searchresultpage/:travelerId',
  experience: '/experience/:id',
  agency: '/agency/:id',
  agents: '/agents',
  tours: '/tours',
  destination: '/destination/:country',
  enquiryConfirmation: '/enquiry-confirmation',
  preferences: '/preferences',
  shared: '/shared/:token',
  /** The traveller's private trip page (issue 11): enquiries, proposals, messages; the token is the credential. */
  trip: '/trip/:token',
  /** The shared page without a token shows its 'not found' state. */
  sharedWithoutToken: '/shared',
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
  agentLogin: '/agent/login',
  agentSetupPassword: '/agent/setup-password',
  agentForgotPassword: '/agent/forgot-password',
  agentResetPassword: '/agent/reset-password',
  agentResetPasswordToken: '/agent/reset-password/:token',
  /** The agent portal's shell (sidebar, top bar, auth guard); its pages follow. */
  agentPortal: '/agent',
  agentDashboard: '/agent/dashboard',
  agentAgencyProfile: '/agent/agency-profile',
  agentExperiences: '/agent/experiences',
  /** The dashboard's link target (agent-side.md §2 lists it among links outside the route table). */
  agentExperiencesNew: '/agent/experiences/new',
  agentExperienceNew: '/agent/experience/new',
  agentExperienceEdit: '/agent/experience/:id/edit',
  agentLeads: '/agent/leads',
  agentLead: '/agent/leads/:id',
  agentProposals: '/agent/proposals',
  /** The builder for a new proposal; `?lead={id}` names the lead it answers. */
  agentProposalNew: '/agent/proposals/new',
  agentProposal: '/agent/proposals/:id',
  admin: '/admin',
  adminApplications: '/admin/applications',
  adminImageUpload: '/admin/image-upload',
  adminAgents: '/admin/agents',
  adminExperiences: '/admin/experiences',
  adminHealth: '/admin/health',
  adminAudit: '/admin/audit',
  devOutbox: '/dev/outbox',
} as const;

export type PageName = keyof typeof PAGE_PATHS;
export type PagePath = (typeof PAGE_PATHS)[PageName];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type PathParams<P extends string> = Record<ParamNames<P>, string | number>;

/** A pattern with its `:params` filled in (each encoded as one path segment). */
function buildPath<P extends string>(pattern: P, params: PathParams<P>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String((params as Record<string, string | number>)[name])));
}

/** The constant part of a pattern before its first parameter: '/shared/:token' → '/shared/'. */
export function pathPrefix(pattern: string): string {
  const i = pattern.indexOf(':');
  return i === -1 ? pattern : pattern.slice(0, i);
}

/**
 * The pattern's parameters when `pathname` is one of its pages, otherwise null. Empty segments are ignored
 * ('/experience//5/' is '/experience/5'); parameters come back as they appear in the path.
 */
export function matchPagePath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    if (w.startsWith(':')) params[w.slice(1)] = got[i]!;
    else if (w !== got[i]) return null;
  }
  return params;
}

function withQuery(path: string, params?: Record<string, string | number | undefined>) {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

const P = PAGE_PATHS;
type Id = number | string;

/** Links to every page, built from `PAGE_PATHS`. */
export const routes = {
  home: P.home,
  onboarding: (params?: { userId?: string; experienceId?: Id; agentId?: Id }) => withQuery(P.onboarding, params),
  onboardingAi: P.onboardingAi,
  search: (params?: Record<string, string | undefined>) => withQuery(P.search, params),
  recommendations: (travelerId: string) => buildPath(P.recommendations, { travelerId }),
  experience: (id: Id) => buildPath(P.experience, { id }),
  agency: (id: Id) => buildPath(P.agency, { id }),
  agents: (viewAll = false) => withQuery(P.agents, viewAll ? { viewAll: 'true' } : undefined),
  tours: P.tours,
  destination: (country: string) => buildPath(P.destination, { country }),
  enquiryConfirmation: P.enquiryConfirmation,
  preferences: P.preferences,
  shared: (token: string) => buildPath(P.shared, { token }),
  trip: (token: string) => buildPath(P.trip, { token }),
  howItWorks: P.howItWorks,
  values: P.values,
  aboutUs: P.aboutUs,
  cookiePolicy: P.cookiePolicy,
  privacyPolicy: P.privacyPolicy,
  imprint: P.imprint,
  signup: P.signup,
  agencySignupPage: P.agencySignupPage,
  login: P.login,
  agentSignup: P.agentSignup,
  agentSignupConfirmation: P.agentSignupConfirmation,
  agencyTerms: P.agencyTerms,
  agent: {
    login: P.agentLogin,
    setupPassword: P.agentSetupPassword,
    /** The e-mailed set-up link: the token and the account's e-mail in the query. */
    setupPasswordLink: (token: string, email: string) =>
      `${P.agentSetupPassword}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`,
    forgotPassword: P.agentForgotPassword,
    resetPassword: P.agentResetPassword,
    /** The e-mailed reset link. */
    resetPasswordLink: (token: string) => buildPath(P.agentResetPasswordToken, { token }),
    dashboard: P.agentDashboard,
    agencyProfile: P.agentAgencyProfile,
    experiences: P.agentExperiences,
    experienceNew: P.agentExperienceNew,
    experiencesNew: P.agentExperiencesNew,
    experienceEdit: (id: Id) => buildPath(P.agentExperienceEdit, { id }),
    leads: P.agentLeads,
    lead: (id: Id) => buildPath(P.agentLead, { id }),
    proposals: P.agentProposals,
    proposalNew: (leadId?: Id) => withQuery(P.agentProposalNew, leadId === undefined ? undefined : { lead: String(leadId) }),
    proposal: (id: Id) => buildPath(P.agentProposal, { id }),
  },
  admin: {
    home: P.admin,
    applications: P.adminApplications,
    imageUpload: P.adminImageUpload,
    agents: P.adminAgents,
    experiences: P.adminExperiences,
    health: P.adminHealth,
    audit: P.adminAudit,
  },
  devOutbox: P.devOutbox,
} as const;

/** Areas with their own shell instead of the public header; crawlers stay out of them. */
export const DEV_SECTION = '/dev';
const PRIVATE_SECTIONS = [P.agentPortal, P.admin, DEV_SECTION] as const;

export function isPrivateSectionPath(pathname: string): boolean {
  return PRIVATE_SECTIONS.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}

/**
 * Pages whose URL carries a credential (a traveller id, a share token, a password link token): the server
 * sends them with `Referrer-Policy: no-referrer`, and analytics sees only their pattern.
 */
export const CREDENTIAL_PAGE_PATHS: readonly string[] = [
  PAGE_PATHS.recommendations,
  PAGE_PATHS.shared,
  PAGE_PATHS.trip,
  PAGE_PATHS.agentResetPassword,
  PAGE_PATHS.agentResetPasswordToken,
  PAGE_PATHS.agentSetupPassword,
];

/** The credential page pattern `pathname` belongs to, or null for every other page. */
export function credentialPagePattern(pathname: string): string | null {
  return CREDENTIAL_PAGE_PATHS.find((pattern) => matchPagePath(pattern, pathname)) ?? null;
}
