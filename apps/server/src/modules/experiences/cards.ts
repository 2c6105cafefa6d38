import { asc, inArray, sql } from 'drizzle-orm';
import type { ExperienceCard } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import { jsonArray, jsonObject } from '../../db/json-sql.js';
import { groupBy } from '../../lib/group-by.js';
import * as s from '../../db/schema.js';

/** The experience columns a card needs, plus the owning agency's name (one left join, no per-row queries). */
export const cardColumns = {
  id: s.experiences.id,
  experienceName: s.experiences.experienceName,
  experienceType: s.experiences.experienceType,
  description: s.experiences.description,
  priceCents: s.experiences.priceCents,
  durationDays: s.experiences.durationDays,
  location: s.experiences.location,
  destinationName: s.experiences.destinationName,
  country: s.experiences.country,
  destinations: s.experiences.destinations,
  isTour: s.experiences.isTour,
  agentId: s.experiences.agentId,
  agencyName: s.agents.agencyName,
};

export type CardRow = {
  id: number;
  experienceName: string;
  experienceType: string | null;
  description: string | null;
  priceCents: number | null;
  durationDays: number | null;
  location: string | null;
  destinationName: string | null;
  country: string | null;
  destinations: string[];
  isTour: boolean;
  agentId: number | null;
  agencyName: string | null;
};

export const centsToDollars = (cents: number | null) => (cents === null ? null : cents / 100);

export function toImage(img: { id: number; imageUrl: string; imageDescription: string | null; isPrimary: boolean; displayOrder: number }) {
  return {
    id: img.id,
    image_url: img.imageUrl,
    image_description: img.imageDescription,
    is_primary: img.isPrimary,
    display_order: img.displayOrder,
  };
}

/** Primary first, then display order: the first image is what a card shows. */
export function sortImages<T extends { isPrimary: boolean; displayOrder: number; id: number }>(images: T[]): T[] {
  return [...images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.displayOrder - b.displayOrder || a.id - b.id);
}

/** Turns a page of experience rows into cards with two batched queries (images, activities), whatever the page size. */
export async function loadExperienceCards(db: DbOrTx, rows: CardRow[]): Promise<ExperienceCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [images, activities] = await Promise.all([
    db
      .select({
        id: s.experienceImages.id,
        experienceId: s.experienceImages.experienceId,
        imageUrl: s.experienceImages.imageUrl,
        imageDescription: s.experienceImages.imageDescription,
        isPrimary: s.experienceImages.isPrimary,
        displayOrder: s.experienceImages.displayOrder,
      })
      .from(s.experienceImages)
      .where(inArray(s.experienceImages.experienceId, ids)),
    db
      .select({ id: s.experienceActivities.id, experienceId: s.experienceActivities.experienceId, activityName: s.experienceActivities.activityName })
      .from(s.experienceActivities)
      .where(inArray(s.experienceActivities.experienceId, ids))
      .orderBy(asc(s.experienceActivities.displayOrder), asc(s.experienceActivities.id)),
  ]);
  const imagesBy = groupBy(images, (i) => i.experienceId);
  const activitiesBy = groupBy(activities, (a) => a.experienceId);
  return rows.map((r) => {
    const imgs = sortImages(imagesBy.get(r.id) ?? []);
    return {
      id: r.id,
      experience_name: r.experienceName,
      experience_type: r.experienceType,
      description: r.description,
      price: centsToDollars(r.priceCents),
      duration_days: r.durationDays,
      location: r.location,
      destination_name: r.destinationName,
      country: r.country,
      is_tour: r.isTour,
      agent_id: r.agentId,
      agency_name: r.agencyName,
      agent_name: r.agencyName,
      primary_image: imgs[0]?.imageUrl ?? null,
      images: imgs.map(toImage),
      activities: (activitiesBy.get(r.id) ?? []).map((a) => ({ id: a.id, activity_name: a.activityName })),
      destinations: r.destinations,
    };
  });
}

export type ImageJson = ReturnType<typeof toImage>;

const e = s.experiences;
const img = s.experienceImages;
const act = s.experienceActivities;

/** The experience's images as toImage shapes them, in sortImages' order, built by PostgreSQL (a json array). */
export const experienceImagesJson = jsonArray(
  { id: img.id, image_url: img.imageUrl, image_description: img.imageDescription, is_primary: img.isPrimary, display_order: img.displayOrder },
  sql`${img} where ${img.experienceId} = ${e.id}`,
  sql`${img.isPrimary} desc, ${img.displayOrder}, ${img.id}`,
);

/**
 * The card of an `experiences` row left-joined to its `agents` row, built by PostgreSQL as json: the same card as
 * loadExperienceCards makes (detail.test.ts compares them), for pages that read their cards in the same statement.
 * The images are read once for both primary_image and images: OFFSET 0 keeps PostgreSQL from inlining the list twice.
 */
export const cardJson = sql<ExperienceCard>`(select ${jsonObject({
  id: e.id,
  experience_name: e.experienceName,
  experience_type: e.experienceType,
  description: e.description,
  // Exact decimal division: the number JSON.parse reads is the same double as centsToDollars gives.
  price: sql`${e.priceCents} / 100.0`,
  duration_days: e.durationDays,
  location: e.location,
  destination_name: e.destinationName,
  country: e.country,
  is_tour: e.isTour,
  agent_id: e.agentId,
  agency_name: s.agents.agencyName,
  agent_name: s.agents.agencyName,
  primary_image: sql`card_images.list -> 0 -> 'image_url'`,
  images: sql`card_images.list`,
  activities: jsonArray({ id: act.id, activity_name: act.activityName }, sql`${act} where ${act.experienceId} = ${e.id}`, sql`${act.displayOrder}, ${act.id}`),
  destinations: e.destinations,
})} from (select ${experienceImagesJson} as list offset 0) as card_images)`;
