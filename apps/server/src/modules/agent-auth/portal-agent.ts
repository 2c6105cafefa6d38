/** The agent object the portal keeps in browser storage (agent-side.md §3): built only from public profile tables. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PortalAgent } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';

type ImageRow = { id: number; imageUrl: string; imageDescription: string | null; isPrimary: boolean; displayOrder: number };

const toImage = (i: ImageRow & { imageType?: string }) => ({
  id: i.id,
  image_url: i.imageUrl,
  image_description: i.imageDescription,
  is_primary: i.isPrimary,
  ...(i.imageType ? { image_type: i.imageType } : {}),
  display_order: i.displayOrder,
});

export async function loadPortalAgent(db: DbOrTx, agentId: number): Promise<PortalAgent> {
  const [agent] = await db.select().from(s.agents).where(eq(s.agents.id, agentId));
  if (!agent) throw notFound('Agent');

  const [destinations, images, experiences] = await Promise.all([
    db
      .select({ id: s.destinations.id, destination_name: s.destinations.name })
      .from(s.agentDestinations)
      .innerJoin(s.destinations, eq(s.destinations.id, s.agentDestinations.destinationId))
      .where(eq(s.agentDestinations.agentId, agentId))
      .orderBy(asc(s.destinations.name)),
    db.select().from(s.agentImages).where(eq(s.agentImages.agentId, agentId)).orderBy(asc(s.agentImages.displayOrder), asc(s.agentImages.id)),
    db.select().from(s.experiences).where(eq(s.experiences.agentId, agentId)).orderBy(asc(s.experiences.id)),
  ]);
  const experienceImages = experiences.length
    ? await db
        .select()
        .from(s.experienceImages)
        .where(and(inArray(s.experienceImages.experienceId, experiences.map((e) => e.id))))
        .orderBy(asc(s.experienceImages.displayOrder), asc(s.experienceImages.id))
    : [];

  const social = agent.socialMedia ?? null;
  return {
    id: agent.id,
    agency_name: agent.agencyName,
    contact_email: agent.contactEmail,
    contact_phone: agent.contactPhone,
    address: agent.address,
    country: agent.country,
    website: agent.website,
    agency_description: agent.agencyDescription,
    social_media: social ? { instagram: social.instagram ?? null, facebook: social.facebook ?? null } : null,
    destinations,
    images: images.map(toImage),
    profile_images: images.filter((i) => i.imageType === 'profile').map((i) => i.imageUrl),
    profile_videos: [],
    experiences: experiences.map((e) => {
      const own = experienceImages.filter((i) => i.experienceId === e.id);
      return {
        id: e.id,
        experience_name: e.experienceName,
        experience_type: e.experienceType,
        description: e.description,
        duration_days: e.durationDays,
        location: e.location,
        price: e.priceCents == null ? null : e.priceCents / 100,
        primary_image: (own.find((i) => i.isPrimary) ?? own[0])?.imageUrl ?? null,
        images: own.map(toImage),
        status: e.isPublished ? ('published' as const) : ('draft' as const),
      };
    }),
    subscription_status: agent.subscriptionStatus,
  };
}
