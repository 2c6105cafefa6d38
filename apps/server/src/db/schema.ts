/**
 * The whole data model (traveller-side.md §3, agent-side.md §3). One dialect for PGlite and PostgreSQL.
 * Money is integer cents; ids of public entities are serial integers, travellers are UUIDs (their only credential).
 * Secrets (passwords, session/reset/setup tokens) are stored only as hashes.
 */
import { sql } from 'drizzle-orm';
import {
  boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- catalogue

export const destinations = pgTable(
  'destinations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    country: text('country'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('destinations_name_lower_uq').on(sql`lower(${t.name})`)],
);

export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    agencyName: text('agency_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    address: text('address'),
    country: text('country'),
    website: text('website'),
    agencyDescription: text('agency_description'),
    /** A one-paragraph personal note from the agent, shown on cards when present. */
    agentDescription: text('agent_description'),
    specializations: text('specializations').array().notNull().default(sql`'{}'::text[]`),
    socialMedia: jsonb('social_media').$type<{ instagram?: string | null; facebook?: string | null; [k: string]: unknown }>(),
    logotypeUrl: text('logotype_url'),
    /** active | inactive | past_due: a non-active subscription still lets the agent in (agent-side.md §4). */
    subscriptionStatus: text('subscription_status').notNull().default('active'),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Hidden agents (e.g. suspended) are not listed publicly. */
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agents_contact_email_lower_uq').on(sql`lower(${t.contactEmail})`),
    index('agents_name_trgm_idx').using('gin', sql`${t.agencyName} gin_trgm_ops`),
    // Hidden agents are few: the public-visibility rule's NOT EXISTS probes this tiny index instead of scanning agents.
    index('agents_hidden_idx').on(t.id).where(sql`not ${t.isPublished}`),
  ],
);

export const agentDestinations = pgTable(
  'agent_destinations',
  {
    agentId: integer('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
    destinationId: integer('destination_id').notNull().references(() => destinations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.destinationId] }), index('agent_destinations_dest_idx').on(t.destinationId)],
);

/** image_type: profile | logo | office | gallery (agent-side.md §3). */
export const agentImages = pgTable(
  'agent_images',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    imageDescription: text('image_description'),
    imageType: text('image_type').notNull().default('gallery'),
    isPrimary: boolean('is_primary').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    /** Storage key of the stored variants, so a delete can remove the files. Null for external URLs. */
    storageKey: text('storage_key'),
    createdAt: createdAt(),
  },
  (t) => [index('agent_images_agent_idx').on(t.agentId, t.displayOrder)],
);

export const experiences = pgTable(
  'experiences',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    experienceName: text('experience_name').notNull(),
    experienceType: text('experience_type'),
    description: text('description'),
    priceCents: integer('price_cents'),
    durationDays: integer('duration_days'),
    location: text('location'),
    destinationName: text('destination_name'),
    country: text('country'),
    /** Named places the experience visits, shown on cards ('+N more' after 3). */
    destinations: text('destinations').array().notNull().default(sql`'{}'::text[]`),
    /** Ready-made tours appear on /tours. */
    isTour: boolean('is_tour').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    /** What an agent fills beyond the spec's form (issue 10): shown on the public experience page. */
    itinerary: jsonb('itinerary').$type<Array<{ day: number; place: string; description: string; lodging: string | null }>>().notNull().default(sql`'[]'::jsonb`),
    included: text('included').array().notNull().default(sql`'{}'::text[]`),
    excluded: text('excluded').array().notNull().default(sql`'{}'::text[]`),
    /** private | small_group; null when not stated. */
    groupStyle: text('group_style'),
    groupMaxSize: integer('group_max_size'),
    /** Month numbers 1-12. */
    bestMonths: integer('best_months').array().notNull().default(sql`'{}'::integer[]`),
    /**
     * Lower-cased name, type, description, location and agency name, kept by the service layer so the
     * text search is one trigram-indexed ILIKE instead of a five-column OR across a join.
     */
    searchText: text('search_text').notNull().default(''),
    /** The agency's name, lower-cased, which search_doc leaves out of the description's words (search-text.ts searchColumns). */
    searchAgency: text('search_agency').notNull().default(''),
    /**
     * Weighted full-text document (issue 14), computed by PostgreSQL from the row: name and places (A), type and
     * location (B), description without the agency's name (C: search_agency), everything else in search_text such as the
     * agency name (D). The safari_search configuration (its migration) stems English and ignores accents, so 'gorillas'
     * meets 'gorilla', 'Nosy Bé' 'nosy be'.
     */
    searchDoc: tsvector('search_doc').generatedAlwaysAs(
      sql`setweight(to_tsvector('safari_search'::regconfig, coalesce(experience_name, '') || ' ' || search_join(destinations)), 'A') || setweight(to_tsvector('safari_search'::regconfig, coalesce(experience_type, '') || ' ' || coalesce(location, '') || ' ' || coalesce(destination_name, '') || ' ' || coalesce(country, '')), 'B') || setweight(to_tsvector('safari_search'::regconfig, replace(lower(coalesce(description, '')), search_agency, ' ')), 'C') || setweight(to_tsvector('safari_search'::regconfig, search_text), 'D')`,
    ),
    /**
     * The experience's title: its name and its destination (the place it is listed under), without the other places it
     * visits, which share weight A with the name in search_doc, or the location's words ('Diani Beach' is no beach
     * holiday's name). A search for the cheaper trips lists first those whose titles say its words (text-search.ts
     * namedMatch `titled`): 'cheap kilimanjaro' had led with an Arusha coffee tour that visits Kilimanjaro, while the
     * Stone Town walks, listed under Zanzibar, stay first for 'cheap zanzibar'.
     */
    titleDoc: tsvector('title_doc').generatedAlwaysAs(
      sql`to_tsvector('safari_search'::regconfig, coalesce(experience_name, '') || ' ' || coalesce(destination_name, ''))`,
    ),
    /** Set when an administrator hides the experience (moderation); holds even if the agent publishes it. */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
    moderationReason: text('moderation_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('experiences_agent_idx').on(t.agentId),
    index('experiences_country_idx').on(t.country),
    index('experiences_tour_idx').on(t.isTour, t.id),
    index('experiences_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('experiences_search_doc_idx').using('gin', t.searchDoc),
    index('experiences_type_trgm_idx').using('gin', sql`lower(${t.experienceType}) gin_trgm_ops`),
    // The catalogue's orders (the SQL window's, modules/experiences/matching/search-window.ts), so a page is read from an index and stops at its last row.
    index('experiences_mixed_order_idx').on(sql`((${t.id}::bigint * 7919) % 10007)`, t.id),
    index('experiences_price_asc_idx').on(sql`${t.priceCents} asc nulls last`, sql`((${t.id}::bigint * 7919) % 10007)`, t.id),
    index('experiences_price_desc_idx').on(sql`${t.priceCents} desc nulls last`, sql`((${t.id}::bigint * 7919) % 10007)`, t.id),
    index('experiences_days_asc_idx').on(sql`${t.durationDays} asc nulls last`, sql`((${t.id}::bigint * 7919) % 10007)`, t.id),
    index('experiences_days_desc_idx').on(sql`${t.durationDays} desc nulls last`, sql`((${t.id}::bigint * 7919) % 10007)`, t.id),
    // The destination filter's places as one lower-cased text (filters.ts), so '%serengeti%' is a trigram lookup.
    index('experiences_country_lower_idx').on(sql`lower(${t.country})`),
    index('experiences_places_trgm_idx').using('gin', sql`search_places(${t.destinationName}, ${t.location}, ${t.destinations}) gin_trgm_ops`),
  ],
);

export const experienceImages = pgTable(
  'experience_images',
  {
    id: serial('id').primaryKey(),
    experienceId: integer('experience_id').notNull().references(() => experiences.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    imageDescription: text('image_description'),
    isPrimary: boolean('is_primary').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    storageKey: text('storage_key'),
    createdAt: createdAt(),
  },
  (t) => [index('experience_images_exp_idx').on(t.experienceId, t.displayOrder)],
);

export const experienceActivities = pgTable(
  'experience_activities',
  {
    id: serial('id').primaryKey(),
    experienceId: integer('experience_id').notNull().references(() => experiences.id, { onDelete: 'cascade' }),
    activityName: text('activity_name').notNull(),
    activityDescription: text('activity_description'),
    location: text('location'),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [index('experience_activities_exp_idx').on(t.experienceId)],
);

export const experienceFoodBeverages = pgTable(
  'experience_food_beverages',
  {
    id: serial('id').primaryKey(),
    experienceId: integer('experience_id').notNull().references(() => experiences.id, { onDelete: 'cascade' }),
    mealType: text('meal_type').notNull(),
    mealDetails: text('meal_details'),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [index('experience_food_exp_idx').on(t.experienceId)],
);

// ---------------------------------------------------------------- travellers

export const travelers = pgTable(
  'travelers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    /** Human-friendly reference shown to the traveller and the agent, e.g. SAF-7KQ4-M2XD. */
    inquiryNumber: text('inquiry_number').notNull(),
    source: text('source').notNull().default('onboarding'),
    onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('travelers_inquiry_number_uq').on(t.inquiryNumber), index('travelers_email_idx').on(sql`lower(${t.email})`)],
);

export const travelerPreferences = pgTable('traveler_preferences', {
  travelerId: uuid('traveler_id').primaryKey().references(() => travelers.id, { onDelete: 'cascade' }),
  preferredTripType: text('preferred_trip_type'),
  idealBudget: integer('ideal_budget'),
  preferredDestinations: text('preferred_destinations').array().notNull().default(sql`'{}'::text[]`),
  preferredDepartureAirport: text('preferred_departure_airport'),
  numberOfTravelers: integer('number_of_travelers'),
  numberOfAdults: integer('number_of_adults').notNull().default(1),
  numberOfChildren: integer('number_of_children').notNull().default(0),
  travelYear: integer('travel_year'),
  travelMonth: text('travel_month'),
  travelWindow: text('travel_window'),
  lengthOfStay: integer('length_of_stay'),
  whatsappContact: text('whatsapp_contact'),
  instagramUsername: text('instagram_username'),
  experienceId: integer('experience_id'),
  selectedExperiences: integer('selected_experiences').array().notNull().default(sql`'{}'::int[]`),
  agentId: integer('agent_id'),
  lastEnquiryDate: timestamp('last_enquiry_date', { withTimezone: true }),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
});

export const shares = pgTable(
  'shares',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the share token: the link is the credential, the database never holds it. */
    tokenHash: text('token_hash').notNull(),
    shareType: text('share_type').notNull().default('itinerary'),
    sharedBy: text('shared_by'),
    shareData: jsonb('share_data').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shares_token_hash_uq').on(t.tokenHash)],
);

// ---------------------------------------------------------------- enquiries routed to agents

/** A traveller's enquiry routed to one agent. status: new | contacted | proposal_sent | won | lost | archived. */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
    travelerId: uuid('traveler_id').notNull().references(() => travelers.id, { onDelete: 'cascade' }),
    experienceId: integer('experience_id').references(() => experiences.id, { onDelete: 'set null' }),
    /** onboarding | enquire | match | ai_chat */
    source: text('source').notNull(),
    status: text('status').notNull().default('new'),
    /** Snapshot of the traveller's name and contact details at enquiry time. */
    contact: jsonb('contact').notNull(),
    /** Snapshot of the preferences at enquiry time. */
    preferences: jsonb('preferences').notNull(),
    /** Why a matched agent was chosen (destinations and trip types in common). */
    matchReason: text('match_reason'),
    /** One enquiry, retried or double-clicked, yields one lead per agent. */
    enquiryKey: text('enquiry_key').notNull(),
    lostReason: text('lost_reason'),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    /** The 24-hour reply promise: created + 24 h. */
    replyDueAt: timestamp('reply_due_at', { withTimezone: true }).notNull().default(sql`now() + interval '24 hours'`),
    /** Set once the 24-hour reminder went out / the 48-hour escalation ran: each happens at most once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('leads_enquiry_agent_uq').on(t.enquiryKey, t.agentId),
    index('leads_agent_created_idx').on(t.agentId, t.createdAt),
    index('leads_traveler_idx').on(t.travelerId),
  ],
);

export interface ItineraryDay {
  day: number;
  place: string;
  activities: string;
  lodging: string | null;
  meals: string | null;
}

/** What the traveller sees of a proposal; copied into proposal_versions on every send. */
export interface ProposalContent {
  title: string;
  summary: string | null;
  itinerary: ItineraryDay[];
  pricePerPersonCents: number | null;
  totalPriceCents: number | null;
  included: string[];
  excluded: string[];
  validUntil: string | null;
  experienceIds: number[];
}

/**
 * status: draft | sent | viewed | accepted | declined | pending (a revision of a sent one in progress)
 * (agent-side.md §4). Money in integer USD cents.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    status: text('status').notNull().default('draft'),
    body: text('body'),
    priceCents: integer('price_cents'),
    summary: text('summary'),
    itinerary: jsonb('itinerary').$type<ItineraryDay[]>().notNull().default(sql`'[]'::jsonb`),
    pricePerPersonCents: integer('price_per_person_cents'),
    totalPriceCents: integer('total_price_cents'),
    included: text('included').array().notNull().default(sql`'{}'::text[]`),
    excluded: text('excluded').array().notNull().default(sql`'{}'::text[]`),
    validUntil: text('valid_until'),
    experienceIds: integer('experience_ids').array().notNull().default(sql`'{}'::integer[]`),
    declineReason: text('decline_reason'),
    /** Number of the latest sent version (0 before the first send). */
    currentVersion: integer('current_version').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('proposals_agent_updated_idx').on(t.agentId, t.updatedAt), index('proposals_lead_idx').on(t.leadId)],
);

/** Every sent version of a proposal: the traveller sees the latest, the agent keeps the history. */
export const proposalVersions = pgTable(
  'proposal_versions',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id').notNull().references(() => proposals.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<ProposalContent>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('proposal_versions_uq').on(t.proposalId, t.version)],
);

/** A plain-text thread between the traveller and the agent about one proposal. sender: traveler | agent. */
export const proposalMessages = pgTable(
  'proposal_messages',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id').notNull().references(() => proposals.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('proposal_messages_proposal_idx').on(t.proposalId, t.createdAt)],
);

/** The traveller's private trip-page link: only its SHA-256 is stored; no expiry, revocable. */
export const tripTokens = pgTable(
  'trip_tokens',
  {
    id: serial('id').primaryKey(),
    travelerId: uuid('traveler_id').notNull().references(() => travelers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('trip_tokens_token_uq').on(t.tokenHash), index('trip_tokens_traveler_idx').on(t.travelerId)],
);

// ---------------------------------------------------------------- agent applications and accounts

/** status: started (step 0 done) | pending (submitted) | approved | rejected. */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: serial('id').primaryKey(),
    contactEmail: text('contact_email').notNull(),
    /** Application number shown on the confirmation, e.g. APP-2026-4F7K. */
    inquiryNumber: text('inquiry_number').notNull(),
    status: text('status').notNull().default('started'),
    companyName: text('company_name'),
    contactPersonName: text('contact_person_name'),
    contactPersonPosition: text('contact_person_position'),
    whatsappPhone: text('whatsapp_phone'),
    website: text('website'),
    address: text('address'),
    location: text('location'),
    hasLicense: boolean('has_license').notNull().default(false),
    differentiationAnswer: text('differentiation_answer'),
    sustainabilityAnswer: text('sustainability_answer'),
    instagramHandle: text('instagram_handle'),
    facebookHandle: text('facebook_handle'),
    otherSocialMedia: jsonb('other_social_media'),
    willingToShareMedia: boolean('willing_to_share_media').notNull().default(false),
    rejectionReason: text('rejection_reason'),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agent_applications_email_lower_uq').on(sql`lower(${t.contactEmail})`),
    uniqueIndex('agent_applications_inquiry_uq').on(t.inquiryNumber),
    index('agent_applications_status_idx').on(t.status, t.createdAt),
  ],
);

/** Sign-in identity of an agent. passwordHash is null until the e-mailed setup link is used. */
export const agentAccounts = pgTable(
  'agent_accounts',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** active | disabled */
    status: text('status').notNull().default('active'),
    passwordSetAt: timestamp('password_set_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_accounts_email_lower_uq').on(sql`lower(${t.email})`), uniqueIndex('agent_accounts_agent_uq').on(t.agentId)],
);

export const agentSessions = pgTable(
  'agent_sessions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => agentAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_sessions_token_uq').on(t.tokenHash), index('agent_sessions_account_idx').on(t.accountId)],
);

/** Single-use setup and reset links. purpose: setup | reset. A newer token voids older ones of the same purpose. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => agentAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_tokens_token_uq').on(t.tokenHash), index('password_tokens_account_idx').on(t.accountId, t.purpose)],
);

/** Administrator sessions obtained with ADMIN_PASSWORD (DESIGN.md §4). */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_sessions_token_uq').on(t.tokenHash)],
);

/** Requests that must not be executed twice (enquiries, imports): the key and the stored answer. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  scope: text('scope').notNull(),
  response: jsonb('response').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- AI chat

/**
 * A chat onboarding conversation (issue 12), kept on the server so a reload resumes it. stage: initial |
 * showing_experiences | awaiting_contact | creating_traveler | completed. The traveller exists once contact details
 * were given; messages are capped by the service.
 */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stage: text('stage').notNull().default('initial'),
    slots: jsonb('slots').notNull(),
    messages: jsonb('messages').$type<Array<{ role: 'user' | 'assistant'; content: string; timestamp: string }>>().notNull().default(sql`'[]'::jsonb`),
    travelerId: uuid('traveler_id').references(() => travelers.id, { onDelete: 'set null' }),
    inquiryNumber: text('inquiry_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ai_conversations_updated_idx').on(t.updatedAt)],
);

/**
 * Every administrator action (who, what, when, before/after). Append-only: the app only inserts, and a
 * trigger (migration 0008) refuses UPDATE and DELETE.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    /** 'admin:' + a prefix of the session's token hash; never a token. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt), index('admin_audit_log_target_idx').on(t.targetType, t.targetId)],
);
