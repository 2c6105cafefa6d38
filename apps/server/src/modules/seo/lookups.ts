import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { isPubliclyVisible } from '../experiences/filters.js';

/** What an experience page's meta tags and JSON-LD need, or undefined when it is not public. */
export async function findExperienceMeta(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: s.experiences.id,
      name: s.experiences.experienceName,
      type: s.experiences.experienceType,
      description: s.experiences.description,
      priceCents: s.experiences.priceCents,
      durationDays: s.experiences.durationDays,
      location: s.experiences.location,
      country: s.experiences.country,
      agentId: s.experiences.agentId,
      agencyName: s.agents.agencyName,
    })
    .from(s.experiences)
    .leftJoin(s.agents, eq(s.agents.id, s.experiences.agentId))
    .where(and(eq(s.experiences.id, id), isPubliclyVisible));
  if (!row) return undefined;
  const [image] = await db
    .select({ url: s.experienceImages.imageUrl, alt: s.experienceImages.imageDescription })
    .from(s.experienceImages)
    .where(eq(s.experienceImages.experienceId, id))
    .orderBy(desc(s.experienceImages.isPrimary), asc(s.experienceImages.displayOrder), asc(s.experienceImages.id))
    .limit(1);
  return { ...row, image: image?.url ?? null, imageAlt: image?.alt ?? null };
}

export async function findAgencyMeta(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: s.agents.id,
      name: s.agents.agencyName,
      description: s.agents.agencyDescription,
      address: s.agents.address,
      country: s.agents.country,
      logo: s.agents.logotypeUrl,
    })
    .from(s.agents)
    .where(and(eq(s.agents.id, id), eq(s.agents.isPublished, true)));
  if (!row) return undefined;
  const [images, places] = await Promise.all([
    db
      .select({ url: s.agentImages.imageUrl, type: s.agentImages.imageType })
      .from(s.agentImages)
      .where(and(eq(s.agentImages.agentId, id), inArray(s.agentImages.imageType, ['gallery', 'office', 'profile'])))
      .orderBy(desc(s.agentImages.isPrimary), asc(s.agentImages.displayOrder), asc(s.agentImages.id))
      .limit(1),
    db
      .select({ name: s.destinations.name })
      .from(s.agentDestinations)
      .innerJoin(s.destinations, eq(s.destinations.id, s.agentDestinations.destinationId))
      .where(eq(s.agentDestinations.agentId, id))
      .orderBy(asc(s.destinations.name)),
  ]);
  return { ...row, image: images[0]?.url ?? row.logo ?? null, destinations: places.map((p) => p.name) };
}
