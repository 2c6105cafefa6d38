/**
 * Portal writes of agent-side.md §7 (issue 10): the agent's own row, destinations and experiences. Routes check
 * the session; every function here checks ownership (403) after existence (404). Bodies are strict contract
 * schemas, so fields like id, approval, subscription status, featured flag and agent_id never reach this file.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { MONTHS, type CreateExperienceBody, type UpdateAgentBody, type UpdateExperienceBody } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { searchColumns } from '../../lib/search-text.js';
import { assertOwner, type Caller } from '../images/access.js';

export async function updateAgentProfile(db: DbOrTx, caller: Caller, agentId: number, body: UpdateAgentBody) {
  const [agent] = await db.select({ id: s.agents.id, socialMedia: s.agents.socialMedia }).from(s.agents).where(eq(s.agents.id, agentId));
  if (!agent) throw notFound('Agent');
  assertOwner(caller, agent.id);
  const set: Partial<typeof s.agents.$inferInsert> = { updatedAt: new Date() };
  if (body.agency_description !== undefined) set.agencyDescription = body.agency_description;
  if (body.address !== undefined) set.address = body.address;
  if (body.contact_phone !== undefined) set.contactPhone = body.contact_phone;
  if (body.social_media !== undefined) {
    // Only Instagram is editable here; other handles (from the application) are kept.
    set.socialMedia = { ...(agent.socialMedia ?? {}), instagram: body.social_media?.instagram ?? null };
  }
  await db.update(s.agents).set(set).where(eq(s.agents.id, agentId));
}

export async function replaceAgentDestinations(db: DbOrTx, caller: Caller, agentId: number, names: string[]) {
  const [agent] = await db.select({ id: s.agents.id, country: s.agents.country }).from(s.agents).where(eq(s.agents.id, agentId));
  if (!agent) throw notFound('Agent');
  assertOwner(caller, agent.id);
  await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const name of names) {
      const [existing] = await tx.select({ id: s.destinations.id }).from(s.destinations).where(sql`lower(${s.destinations.name}) = ${name.toLowerCase()}`);
      if (existing) ids.push(existing.id);
      else {
        const [created] = await tx.insert(s.destinations).values({ name, country: agent.country }).onConflictDoNothing().returning({ id: s.destinations.id });
        if (created) ids.push(created.id);
      }
    }
    await tx.delete(s.agentDestinations).where(eq(s.agentDestinations.agentId, agentId));
    if (ids.length) await tx.insert(s.agentDestinations).values(ids.map((destinationId) => ({ agentId, destinationId }))).onConflictDoNothing();
    await tx.update(s.agents).set({ updatedAt: new Date() }).where(eq(s.agents.id, agentId));
  });
}

type ExperienceFields = Omit<UpdateExperienceBody, 'experience_name'>;

function columnsFrom(body: ExperienceFields): Partial<typeof s.experiences.$inferInsert> {
  const c: Partial<typeof s.experiences.$inferInsert> = {};
  if (body.description !== undefined) c.description = body.description;
  if (body.price !== undefined) c.priceCents = body.price === null ? null : Math.round(body.price * 100);
  if (body.duration_days !== undefined) c.durationDays = body.duration_days;
  if (body.experience_type !== undefined) c.experienceType = body.experience_type;
  if (body.location !== undefined) c.location = body.location;
  if (body.destination_name !== undefined) c.destinationName = body.destination_name;
  if (body.country !== undefined) c.country = body.country;
  if (body.itinerary !== undefined) c.itinerary = [...body.itinerary].sort((a, b) => a.day - b.day).map((d) => ({ ...d, lodging: d.lodging ?? null }));
  if (body.included !== undefined) c.included = body.included;
  if (body.excluded !== undefined) c.excluded = body.excluded;
  if (body.group_style !== undefined) c.groupStyle = body.group_style;
  if (body.group_max_size !== undefined) c.groupMaxSize = body.group_max_size;
  if (body.group_style === 'private') c.groupMaxSize = null;
  if (body.best_months !== undefined) c.bestMonths = [...new Set(body.best_months.map((m) => MONTHS.indexOf(m) + 1))].sort((a, b) => a - b);
  if (body.status !== undefined) c.isPublished = body.status === 'published';
  return c;
}

const sameName = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * The named places an experience is listed under (cards, destination matching): the destination first, then the
 * other places. The editor sends destination_name on every save, so an unchanged name leaves the list alone and a
 * new one replaces only the old name (places imported or seeded with the experience are kept).
 */
function placesAfter(stored: { destinationName: string | null; destinations: string[] } | null, next: string | null | undefined): string[] | undefined {
  if (next === undefined) return undefined;
  if (!stored) return next ? [next] : [];
  if (sameName(stored.destinationName, next)) return undefined;
  const rest = stored.destinations.filter((d) => !sameName(d, stored.destinationName) && !sameName(d, next));
  return next ? [next, ...rest] : rest;
}

async function writeChildren(db: DbOrTx, experienceId: number, body: ExperienceFields) {
  if (body.activities !== undefined) {
    await db.delete(s.experienceActivities).where(eq(s.experienceActivities.experienceId, experienceId));
    const seen = new Set<string>();
    const rows = body.activities
      .map((a) => (typeof a === 'string' ? { activity_name: a, activity_description: null, location: null } : a))
      .filter((a) => !seen.has(a.activity_name.toLowerCase()) && seen.add(a.activity_name.toLowerCase()));
    if (rows.length) {
      await db.insert(s.experienceActivities).values(
        rows.map((a, i) => ({ experienceId, activityName: a.activity_name, activityDescription: a.activity_description ?? null, location: a.location ?? null, displayOrder: i })),
      );
    }
  }
  if (body.food_beverages !== undefined) {
    await db.delete(s.experienceFoodBeverages).where(eq(s.experienceFoodBeverages.experienceId, experienceId));
    if (body.food_beverages.length) {
      await db.insert(s.experienceFoodBeverages).values(body.food_beverages.map((f, i) => ({ experienceId, mealType: f.meal_type, mealDetails: f.meal_details ?? null, displayOrder: i })));
    }
  }
}

async function refreshSearchText(db: DbOrTx, experienceId: number) {
  const [row] = await db
    .select({ e: s.experiences, agencyName: s.agents.agencyName })
    .from(s.experiences)
    .leftJoin(s.agents, eq(s.agents.id, s.experiences.agentId))
    .where(eq(s.experiences.id, experienceId));
  if (!row) return;
  const activities = await db
    .select({ activityName: s.experienceActivities.activityName, activityDescription: s.experienceActivities.activityDescription })
    .from(s.experienceActivities)
    .where(eq(s.experienceActivities.experienceId, experienceId))
    .orderBy(asc(s.experienceActivities.displayOrder), asc(s.experienceActivities.id));
  const columns = searchColumns({ ...row.e, agencyName: row.agencyName, activities });
  if (columns.searchText !== row.e.searchText || columns.searchAgency !== row.e.searchAgency) {
    await db.update(s.experiences).set(columns).where(eq(s.experiences.id, experienceId));
  }
}

/** A new experience is a draft unless the body says published: it is not shown publicly half-made. */
export async function createExperience(db: DbOrTx, caller: Caller, body: CreateExperienceBody): Promise<number> {
  let agentId: number;
  if (caller.kind === 'agent') {
    if (body.agent_id !== undefined && body.agent_id !== caller.agentId) throw forbidden('You can only add experiences to your own agency');
    agentId = caller.agentId;
  } else {
    if (body.agent_id === undefined) throw badRequest('agent_id is required');
    agentId = body.agent_id;
  }
  const [agent] = await db.select({ id: s.agents.id }).from(s.agents).where(eq(s.agents.id, agentId));
  if (!agent) throw notFound('Agent');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(s.experiences)
      .values({ isPublished: false, ...columnsFrom(body), destinations: placesAfter(null, body.destination_name) ?? [], agentId, experienceName: body.experience_name })
      .returning({ id: s.experiences.id });
    await writeChildren(tx, row!.id, body);
    await refreshSearchText(tx, row!.id);
    return row!.id;
  });
}

export async function updateExperience(db: DbOrTx, caller: Caller, id: number, body: UpdateExperienceBody) {
  const [row] = await db
    .select({ agentId: s.experiences.agentId, destinationName: s.experiences.destinationName, destinations: s.experiences.destinations })
    .from(s.experiences)
    .where(eq(s.experiences.id, id));
  if (!row) throw notFound('Experience');
  assertOwner(caller, row.agentId);
  await db.transaction(async (tx) => {
    const destinations = placesAfter({ destinationName: row.destinationName, destinations: row.destinations ?? [] }, body.destination_name);
    const set = { ...columnsFrom(body), ...(destinations ? { destinations } : {}), updatedAt: new Date(), ...(body.experience_name ? { experienceName: body.experience_name } : {}) };
    await tx.update(s.experiences).set(set).where(eq(s.experiences.id, id));
    await writeChildren(tx, id, body);
    await refreshSearchText(tx, id);
  });
}

/** Whether the caller may see a draft or hidden experience (owner or administrator). */
export async function canViewAsOwner(db: DbOrTx, caller: Caller, id: number): Promise<boolean> {
  if (caller.kind === 'admin') return true;
  const [row] = await db.select({ agentId: s.experiences.agentId }).from(s.experiences).where(eq(s.experiences.id, id));
  return !!row && row.agentId === caller.agentId;
}

/** The portal's list: every experience of the agent, drafts included, newest change first. */
export async function listOwnExperiences(db: DbOrTx, agentId: number) {
  const rows = await db.select().from(s.experiences).where(eq(s.experiences.agentId, agentId)).orderBy(desc(s.experiences.updatedAt), desc(s.experiences.id));
  const images = rows.length
    ? await db.select().from(s.experienceImages).where(inArray(s.experienceImages.experienceId, rows.map((r) => r.id))).orderBy(asc(s.experienceImages.displayOrder), asc(s.experienceImages.id))
    : [];
  return rows.map((e) => {
    const own = images.filter((i) => i.experienceId === e.id);
    return {
      id: e.id,
      experience_name: e.experienceName,
      experience_type: e.experienceType,
      description: e.description,
      price: e.priceCents == null ? null : e.priceCents / 100,
      duration_days: e.durationDays,
      location: e.location,
      primary_image: (own.find((i) => i.isPrimary) ?? own[0])?.imageUrl ?? null,
      status: e.isPublished ? ('published' as const) : ('draft' as const),
      updated_at: e.updatedAt.toISOString(),
    };
  });
}

/** POST /api/agents (administrator, issue 13): a new agency record; 409 when the e-mail is taken. */
export async function createAgentRecord(
  db: DbOrTx,
  body: { agency_name: string; contact_email: string; contact_phone?: string | null; address?: string | null; agency_description?: string | null },
): Promise<number> {
  const [taken] = await db.select({ id: s.agents.id }).from(s.agents).where(sql`lower(${s.agents.contactEmail}) = ${body.contact_email.toLowerCase()}`);
  if (taken) throw conflict('An agent with this email already exists');
  const [row] = await db
    .insert(s.agents)
    .values({ agencyName: body.agency_name, contactEmail: body.contact_email, contactPhone: body.contact_phone ?? null, address: body.address ?? null, agencyDescription: body.agency_description ?? null })
    .returning({ id: s.agents.id });
  return row!.id;
}
