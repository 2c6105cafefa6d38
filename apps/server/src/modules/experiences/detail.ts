import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { MONTHS, type ExperienceDetail } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import { jsonArray, jsonObject } from '../../db/json-sql.js';
import { preparedStatement } from '../../db/prepared.js';
import * as s from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { cardColumns, centsToDollars, experienceImagesJson, sortImages, toImage, type ImageJson } from './cards.js';
import { isPubliclyVisible } from './filters.js';

const e = s.experiences;
const a = s.agents;
const ai = s.agentImages;

/** The images of the agent `agentId` refers to, as splitAgentImages takes them, read by PostgreSQL as a json array. */
export const agentImagesJson = (agentId: SQLWrapper) =>
  jsonArray(
    { id: ai.id, imageUrl: ai.imageUrl, imageDescription: ai.imageDescription, imageType: ai.imageType, isPrimary: ai.isPrimary, displayOrder: ai.displayOrder },
    sql`${ai} where ${ai.agentId} = ${agentId}`,
    sql`${ai.isPrimary} desc, ${ai.displayOrder}, ${ai.id}`,
  );

type AgentImageJson = Pick<typeof ai.$inferSelect, 'id' | 'imageUrl' | 'imageDescription' | 'imageType' | 'isPrimary' | 'displayOrder'>;

type DetailRow = Pick<typeof e.$inferSelect, 'id' | 'experienceName' | 'experienceType' | 'description' | 'priceCents' | 'durationDays' | 'location' | 'destinationName' | 'country' | 'destinations' | 'isTour' | 'agentId' | 'itinerary' | 'included' | 'excluded' | 'groupStyle' | 'groupMaxSize' | 'bestMonths' | 'isPublished'> & {
  agencyName: string | null;
  agentIsPublished: boolean | null;
  agencyDescription: string | null;
  logotypeUrl: string | null;
  /** Timestamps as PostgreSQL writes them in json (ISO 8601 with an offset). */
  createdAt: string;
  updatedAt: string;
  images: ImageJson[];
  activities: ExperienceDetail['activities'];
  food: ExperienceDetail['food_beverages'];
  agentImages: AgentImageJson[];
};

/**
 * The whole page in one statement and one json value: the experience, its agency, and its images, activities, food
 * and the agency's images as json arrays (one round trip instead of six, one JSON.parse instead of a driver parse per
 * column). Public: published, not hidden by moderation, agency not hidden (isPubliclyVisible); the owner's view finds
 * any of its experiences.
 */
function prepareDetail(db: DbOrTx, name: string, which: 'owner' | 'public' | 'public pages') {
  const byId = which === 'public pages' ? sql`${e.id} = any(${sql.placeholder('ids')}::int[])` : eq(e.id, sql.placeholder('id'));
  const act = s.experienceActivities;
  const food = s.experienceFoodBeverages;
  const detail = jsonObject({
    ...cardColumns,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
    itinerary: e.itinerary,
    included: e.included,
    excluded: e.excluded,
    groupStyle: e.groupStyle,
    groupMaxSize: e.groupMaxSize,
    bestMonths: e.bestMonths,
    isPublished: e.isPublished,
    agentIsPublished: a.isPublished,
    agencyDescription: a.agencyDescription,
    logotypeUrl: a.logotypeUrl,
    images: experienceImagesJson,
    activities: jsonArray(
      { id: act.id, activity_name: act.activityName, activity_description: act.activityDescription, location: act.location },
      sql`${act} where ${act.experienceId} = ${e.id}`,
      sql`${act.displayOrder}, ${act.id}`,
    ),
    food: jsonArray({ id: food.id, meal_type: food.mealType, meal_details: food.mealDetails }, sql`${food} where ${food.experienceId} = ${e.id}`, sql`${food.displayOrder}, ${food.id}`),
    agentImages: agentImagesJson(e.agentId),
  });
  return db
    .select({ detail: sql<DetailRow>`${detail}` })
    .from(e)
    .leftJoin(a, eq(a.id, e.agentId))
    .where(which === 'owner' ? byId : and(byId, isPubliclyVisible))
    .prepare(name);
}

/** `ownerView` (the owning agent or an admin, checked by the caller) also finds drafts and hidden experiences. */
export async function getExperienceDetail(db: DbOrTx, id: number, { ownerView = false }: { ownerView?: boolean } = {}): Promise<ExperienceDetail> {
  const statement = ownerView
    ? preparedStatement(db, 'experience_detail_owner', (d, name) => prepareDetail(d, name, 'owner'))
    : preparedStatement(db, 'experience_detail_public', (d, name) => prepareDetail(d, name, 'public'));
  const row = (await statement.execute({ id }))[0]?.detail;
  if (!row) throw notFound('Experience');
  return toExperienceDetail(row);
}

/** The public pages of `ids` in one statement (any order; one that is not public is left out): experience-pages.ts. */
export async function getPublicExperienceDetails(db: DbOrTx, ids: number[]): Promise<ExperienceDetail[]> {
  if (ids.length === 0) return [];
  const rows = await preparedStatement(db, 'experience_details_public', (d, name) => prepareDetail(d, name, 'public pages')).execute({ ids });
  return rows.map((r) => toExperienceDetail(r.detail));
}

function toExperienceDetail(row: DetailRow): ExperienceDetail {
  const imgs = row.images;
  // The agency shows only while published (an owner may preview an experience of a hidden agency).
  const agent = row.agentId !== null && row.agentIsPublished ? splitAgentImages(row.agentImages) : null;
  return {
    id: row.id,
    experience_name: row.experienceName,
    experience_type: row.experienceType,
    description: row.description,
    price: centsToDollars(row.priceCents),
    duration_days: row.durationDays,
    location: row.location,
    destination_name: row.destinationName,
    country: row.country,
    is_tour: row.isTour,
    agent_id: row.agentId,
    agency_name: row.agencyName,
    agent_name: row.agencyName,
    primary_image: imgs[0]?.image_url ?? null,
    images: imgs,
    experience_images: imgs.map((i) => ({ image_url: i.image_url, is_primary: i.is_primary })),
    activities: row.activities,
    food_beverages: row.food,
    destinations: row.destinations,
    travel_agent: agent
      ? {
          id: row.agentId!,
          agency_name: row.agencyName!,
          agency_description: row.agencyDescription,
          images: agent.images,
          profile_images: agent.profileImages,
          agent_logotype: row.logotypeUrl ?? agent.logoImage,
        }
      : null,
    itinerary: row.itinerary,
    included: row.included,
    excluded: row.excluded,
    group_style: row.groupStyle,
    group_max_size: row.groupMaxSize,
    best_months: row.bestMonths.map((m) => MONTHS[m - 1]).filter((m): m is (typeof MONTHS)[number] => !!m),
    status: row.isPublished ? 'published' : 'draft',
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/**
 * An agent's stored images by role: profile pictures and the logo apart from the gallery (office and gallery
 * shots), so a card can follow the spec's fallback order primary → first → profile → logotype.
 */
export function splitAgentImages(rows: AgentImageJson[]) {
  const sorted = sortImages(rows);
  const gallery = sorted.filter((i) => i.imageType !== 'profile' && i.imageType !== 'logo');
  return {
    images: gallery.map((i) => ({ ...toImage(i), image_type: i.imageType })),
    profileImages: sorted.filter((i) => i.imageType === 'profile').map((i) => i.imageUrl),
    logoImage: sorted.find((i) => i.imageType === 'logo')?.imageUrl ?? null,
  };
}
