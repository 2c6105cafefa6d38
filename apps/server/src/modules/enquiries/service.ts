import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { CreateEnquiryBody, CreateEnquiryResponse, TravelerPreferences } from '@safari/contract';
import type { DbOrTx, Tx } from '../../db/client.js';
import { agents, experiences, idempotencyKeys, leads, travelerPreferences, travelers } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { toPreferencesDto } from '../travelers/service.js';
import { isUniqueViolation } from '../../db/errors.js';
import { enquiryMails, type EnquiryNotice, type LeadContact } from '../mail/templates.js';
import type { MailContext } from '../../lib/mail-outbox.js';
import { findMatchingAgents } from './matching.js';
import { isPubliclyVisible } from '../experiences/filters.js';
import type { JobQueue } from '../../lib/jobs.js';
import { scheduleLeadPromise } from '../leads/reply-promise.js';
import { issueTripLink } from '../trip/tokens.js';

/** A second enquiry about the same thing within this window (a new key, e.g. a reload) reuses the lead. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;
const IDEMPOTENCY_SCOPE = 'enquiry';
const MAX_SELECTED_EXPERIENCES = 200;

type LeadSource = 'onboarding' | 'enquire' | 'match' | 'ai_chat';

/** An enquiry as the service takes it: the API's body, or the chat's (whose matched leads keep the source 'ai_chat'). */
export type EnquiryInput = Omit<CreateEnquiryBody, 'source'> & { source: CreateEnquiryBody['source'] | 'ai_chat' };

interface Target {
  agentId: number;
  agencyName: string;
  contactEmail: string;
  source: LeadSource;
  matchReason: string | null;
}

type EnquiredExperience = NonNullable<EnquiryNotice['experience']>;

/**
 * What the agent reads for this enquiry: the traveller's wishes, with the enquired experience's place and country
 * first. A returning traveller's stored destinations may come from an older trip (Uganda, Rwanda) while this
 * enquiry is about the Serengeti; the agent must see where this enquiry is for (issue 15).
 */
function wishesForEnquiry(preferences: TravelerPreferences, experience: EnquiredExperience | null): TravelerPreferences {
  if (!experience) return preferences;
  const first = [experience.place, experience.country].filter((v): v is string => !!v?.trim());
  const seen = new Set<string>();
  const destinations = [...first, ...preferences.preferred_destinations].filter((d) => {
    const key = d.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { ...preferences, preferred_destinations: destinations };
}

export interface EnquiryResult {
  response: CreateEnquiryResponse;
}

/** The traveller's id is part of the key, so one traveller's key can never answer another's request. */
const keyFor = (input: EnquiryInput) => `${IDEMPOTENCY_SCOPE}:${input.traveler_id}:${input.idempotency_key}`;

async function findStoredResponse(db: DbOrTx, key: string): Promise<CreateEnquiryResponse | null> {
  const [row] = await db.select({ response: idempotencyKeys.response }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row ? (row.response as CreateEnquiryResponse) : null;
}

async function findPublishedAgent(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: agents.id, agencyName: agents.agencyName, contactEmail: agents.contactEmail })
    .from(agents)
    .where(and(eq(agents.id, id), eq(agents.isPublished, true)));
  return row;
}

async function resolveTargets(
  tx: Tx,
  input: EnquiryInput,
  prefs: { destinations: string[]; tripType: string | null },
): Promise<{ targets: Target[]; experience: EnquiredExperience | null; matched: boolean }> {
  const direct: LeadSource = input.source;
  let experience: EnquiredExperience | null = null;
  if (input.experience_id) {
    const [row] = await tx
      .select({
        id: experiences.id,
        name: experiences.experienceName,
        agentId: experiences.agentId,
        place: experiences.destinationName,
        location: experiences.location,
        country: experiences.country,
      })
      .from(experiences)
      .where(and(eq(experiences.id, input.experience_id), isPubliclyVisible));
    if (!row) throw notFound('Experience');
    experience = { id: row.id, name: row.name, place: row.place ?? row.location, country: row.country };
    // An experience whose agent is gone or hidden falls through to the given agent, then to matching.
    const owner = row.agentId ? await findPublishedAgent(tx, row.agentId) : undefined;
    if (owner) return { targets: [{ agentId: owner.id, agencyName: owner.agencyName, contactEmail: owner.contactEmail, source: direct, matchReason: null }], experience, matched: false };
  }
  if (input.agent_id) {
    const agent = await findPublishedAgent(tx, input.agent_id);
    if (!agent) throw notFound('Agent');
    return { targets: [{ agentId: agent.id, agencyName: agent.agencyName, contactEmail: agent.contactEmail, source: direct, matchReason: null }], experience, matched: false };
  }
  // An experience without an agent: match on where it is first, like the wishes the agent will read.
  const destinations = experience ? [...[experience.place, experience.country].filter((d): d is string => !!d), ...prefs.destinations] : prefs.destinations;
  const matches = await findMatchingAgents(tx, { ...prefs, destinations });
  return {
    targets: matches.map((m) => ({ agentId: m.agent.id, agencyName: m.agent.agencyName, contactEmail: m.agent.contactEmail, source: direct === 'ai_chat' ? 'ai_chat' : 'match', matchReason: m.reason })),
    experience,
    matched: true,
  };
}

/**
 * Turns an enquiry into leads in one transaction. The traveller row is locked first, so concurrent requests
 * of one traveller (double clicks, retries) run one after another and the later one finds the stored answer.
 */
export async function createEnquiry(db: DbOrTx, mail: MailContext, jobs: JobQueue, input: EnquiryInput): Promise<EnquiryResult> {
  const key = keyFor(input);
  try {
    return await db.transaction((tx) => createEnquiryInTx(tx, mail, jobs, input, key));
  } catch (err) {
    // Belt and braces: the unique index on leads(enquiry_key, agent_id) caught a race the lock did not.
    if (isUniqueViolation(err)) {
      const stored = await findStoredResponse(db, key);
      if (stored) return { response: stored };
    }
    throw err;
  }
}

async function createEnquiryInTx(tx: Tx, mail: MailContext, jobs: JobQueue, input: EnquiryInput, key: string): Promise<EnquiryResult> {
  const [traveler] = await tx.select().from(travelers).where(eq(travelers.id, input.traveler_id)).for('update');
  if (!traveler) throw notFound('Traveler');
  const stored = await findStoredResponse(tx, key);
  if (stored) return { response: stored };

  const [prefsRow] = await tx.select().from(travelerPreferences).where(eq(travelerPreferences.travelerId, traveler.id));
  const preferences = toPreferencesDto(prefsRow);
  const { targets, experience, matched } = await resolveTargets(tx, input, {
    destinations: preferences.preferred_destinations,
    tripType: preferences.preferred_trip_type,
  });

  const wishes = wishesForEnquiry(preferences, experience);
  const contact: LeadContact = {
    first_name: traveler.firstName,
    last_name: traveler.lastName,
    email: traveler.email,
    phone: traveler.phone,
    whatsapp_contact: preferences.whatsapp_contact,
    instagram_username: preferences.instagram_username,
  };
  const now = new Date();
  const responseLeads: CreateEnquiryResponse['leads'] = [];
  const newLeads: EnquiryNotice['newLeads'] = [];
  for (const target of targets) {
    const [recent] = await tx
      .select()
      .from(leads)
      .where(
        and(
          eq(leads.travelerId, traveler.id),
          eq(leads.agentId, target.agentId),
          experience ? eq(leads.experienceId, experience.id) : isNull(leads.experienceId),
          gt(leads.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS)),
        ),
      )
      .orderBy(desc(leads.createdAt))
      .limit(1);
    const lead =
      recent ??
      (
        await tx
          .insert(leads)
          .values({
            agentId: target.agentId,
            travelerId: traveler.id,
            experienceId: experience?.id ?? null,
            source: target.source,
            status: 'new',
            contact,
            preferences: wishes,
            matchReason: target.matchReason,
            enquiryKey: key,
          })
          .returning()
      )[0]!;
    // The 24/48-hour reply promise: its jobs are part of this transaction, like the lead.
    if (!recent) await scheduleLeadPromise(jobs, tx, lead);
    if (!recent) newLeads.push({ agencyName: target.agencyName, contactEmail: target.contactEmail, matchReason: target.matchReason });
    responseLeads.push({
      id: lead.id,
      agent_id: lead.agentId,
      agency_name: target.agencyName,
      experience_id: lead.experienceId,
      status: lead.status,
      match_reason: lead.matchReason,
    });
  }

  const selected = new Set(preferences.selected_experiences);
  if (experience) selected.add(experience.id);
  const prefsPatch = {
    agentId: targets[0]?.agentId ?? preferences.agent_id,
    experienceId: experience?.id ?? preferences.experience_id,
    // The newest ones, within what PUT /travelers accepts back, so the fetched traveller stays re-sendable.
    selectedExperiences: [...selected].slice(-MAX_SELECTED_EXPERIENCES),
    lastEnquiryDate: now,
    lastUpdated: now,
  };
  await tx
    .insert(travelerPreferences)
    .values({ travelerId: traveler.id, ...prefsPatch })
    .onConflictDoUpdate({ target: travelerPreferences.travelerId, set: prefsPatch });
  if (input.source === 'onboarding' && !traveler.onboardingCompletedAt) {
    await tx.update(travelers).set({ onboardingCompletedAt: now, updatedAt: now }).where(eq(travelers.id, traveler.id));
  }

  const response: CreateEnquiryResponse = { inquiry_number: traveler.inquiryNumber, matched, leads: responseLeads };
  await tx.insert(idempotencyKeys).values({ key, scope: IDEMPOTENCY_SCOPE, response });
  // Reused leads were announced the first time; an enquiry nobody could take still gets its confirmation.
  if (newLeads.length || targets.length === 0) {
    const tripUrl = await issueTripLink(tx, traveler.id, mail.publicBaseUrl);
    const notice: EnquiryNotice = { travelerId: traveler.id, inquiryNumber: traveler.inquiryNumber, contact, preferences: wishes, experience, newLeads, tripUrl };
    await mail.outbox.record(tx, enquiryMails(notice, mail.publicBaseUrl));
  }
  return { response };
}
