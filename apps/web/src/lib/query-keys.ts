/**
 * Every TanStack Query key of the web app, from one factory. Keys are hierarchical (area, kind, arguments), so
 * invalidating `queryKeys.experiences.all` or `queryKeys.travelers.detail(id)` reaches every query built on that
 * data, whichever page or feature asked for it. Never write a key by hand.
 */
type Id = number | string;

export const queryKeys = {
  experiences: {
    all: ['experiences'] as const,
    detail: (id: Id) => ['experiences', 'detail', String(id)] as const,
    byIds: (ids: readonly number[]) => ['experiences', 'by-ids', ids] as const,
    search: (filters: object) => ['experiences', 'search', filters] as const,
    facets: (filters: object) => ['experiences', 'facets', filters] as const,
    suggestions: (typed: string) => ['experiences', 'suggestions', typed] as const,
    samples: (destination: string) => ['experiences', 'samples', destination] as const,
    featured: () => ['experiences', 'featured'] as const,
    recommendations: (travelerId: string) => ['experiences', 'recommendations', travelerId] as const,
    forDestinations: (destinations: readonly string[]) => ['experiences', 'for-destinations', destinations] as const,
    tours: () => ['experiences', 'tours'] as const,
  },
  agents: {
    all: ['agents'] as const,
    list: (options: { all: boolean }) => ['agents', 'list', options] as const,
    search: (q: string) => ['agents', 'search', q] as const,
    home: () => ['agents', 'home'] as const,
    detail: (id: Id) => ['agents', 'detail', String(id)] as const,
  },
  destinations: {
    all: ['destinations'] as const,
    detail: (name: string) => ['destinations', name.toLowerCase()] as const,
    /** A country page's editorial text (static, from the web app's own modules). */
    details: (id: string) => ['destinations', 'details', id] as const,
  },
  company: {
    details: () => ['company'] as const,
  },
  travelers: {
    all: ['travelers'] as const,
    detail: (id: string | null) => ['travelers', 'detail', id] as const,
  },
  trip: {
    /** Everything one trip link shows: its traveller's enquiries and proposals. */
    page: (token: string) => ['trip', token] as const,
    messages: (token: string, proposalId: number) => ['trip', token, 'messages', proposalId] as const,
  },
  shares: {
    detail: (token: string | undefined) => ['shares', token] as const,
  },
  admin: {
    /** Everything behind the admin session: dropped on sign-out. */
    all: ['admin'] as const,
    applications: () => ['admin', 'applications'] as const,
    applicationsWithStatus: (status: string) => ['admin', 'applications', status] as const,
    /** The development outbox holds password links: admin data, dropped on sign-out with the rest. */
    outbox: () => ['admin', 'outbox'] as const,
    console: () => ['admin', 'console'] as const,
    agents: (q: string, status: string, page: number) => ['admin', 'console', 'agents', q, status, page] as const,
    experiences: (q: string, hidden: string, page: number) => ['admin', 'console', 'experiences', q, hidden, page] as const,
    health: (days: number) => ['admin', 'console', 'health', days] as const,
    audit: (page: number) => ['admin', 'console', 'audit', page] as const,
  },
  agentPortal: {
    /** Everything behind the agent session: dropped on sign-out. */
    all: ['agent-portal'] as const,
    me: () => ['agent-portal', 'me'] as const,
    recentLeads: () => ['agent-portal', 'leads', 'recent'] as const,
    recentProposals: () => ['agent-portal', 'proposals', 'recent'] as const,
    /** The dashboard's figures (counts and the 90-day win rate). */
    stats: () => ['agent-portal', 'stats'] as const,
    /** The agent's own experiences, drafts included. */
    experiences: () => ['agent-portal', 'experiences'] as const,
    /** One own experience as its owner sees it (drafts, every field). */
    experience: (id: Id) => ['agent-portal', 'experiences', String(id)] as const,
    leads: (filters: object = {}) => ['agent-portal', 'leads', 'list', filters] as const,
    lead: (id: Id) => ['agent-portal', 'leads', 'detail', String(id)] as const,
    proposals: (filters: object = {}) => ['agent-portal', 'proposals', 'list', filters] as const,
    proposal: (id: Id) => ['agent-portal', 'proposals', 'detail', String(id)] as const,
    /** The thread with the traveller of one proposal. */
    proposalMessages: (id: Id) => ['agent-portal', 'proposals', 'detail', String(id), 'messages'] as const,
  },
} as const;
