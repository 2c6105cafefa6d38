/** Agent rows, their destinations and their pictures (logotype, gallery, profile) from the agency stories. */
import type * as s from '../schema.js';
import { demoImageUrl, logoKey, sceneKey } from '../../lib/demo-imagery/demo-keys.js';
import { hex4, intBetween, pick, type Rng } from '../../lib/demo-imagery/scenes/random.js';
import { SUSTAINABILITY_LINES, TEAM_LINES, type Agency } from './agencies.js';
import { gallery, placeInText } from './imagery.js';

export type AgentRow = typeof s.agents.$inferInsert & { id: number };
export type AgentImageRow = typeof s.agentImages.$inferInsert & { id: number };

/** Fixed timestamps keep seeded data identical between runs while still ordering records sensibly. */
export const BASE_TIME = Date.UTC(2025, 0, 6, 9, 0, 0);
export const HOUR = 3_600_000;

function agencyDescription(rng: Rng, a: Agency, index: number): string {
  const years = 2025 - a.founded;
  const specs = a.specializations.map((x) => x.toLowerCase());
  const specText = specs.length > 1 ? `${specs.slice(0, -1).join(', ')} and ${specs.at(-1)}` : specs[0];
  const places = a.places.map(placeInText);
  const placeText = places.length > 1 ? `${places.slice(0, -1).join(', ')} and ${places.at(-1)}` : places[0];
  const p1 = `${a.name} was founded in ${a.founded} by ${a.founder}, ${a.background}. From our office in ${a.town}, we have spent ${years} years planning trips to ${placeText} for travellers from all over the world.`;
  const p2 = `${a.signature} Our ${a.team}-strong team specialises in ${specText}. ${TEAM_LINES[index % TEAM_LINES.length]}`;
  const p3 = `${SUSTAINABILITY_LINES[(index * 5 + 2) % SUSTAINABILITY_LINES.length]} ${pick(rng, [
    'Tell us what you dream of and we will shape the trip around you.',
    'Every itinerary is tailor-made; nothing is sold off the shelf.',
    'Ask us anything: we reply within a day, usually much sooner.',
  ])}`;
  return [p1, p2, p3].join('\n\n');
}

export interface BuiltAgent {
  agent: AgentRow;
  placeNames: string[];
  images: Array<Omit<AgentImageRow, 'id' | 'agentId'>>;
}

/**
 * One agent from an agency story. `copy` > 0 (bench mode) numbers the name and e-mail so that
 * a thousand agents can be made from thirty stories without breaking unique indexes.
 */
export function buildAgent(rng: Rng, a: Agency, id: number, index: number, copy: number): BuiltAgent {
  const suffix = copy > 0 ? ` ${copy + 1}` : '';
  const mailSuffix = copy > 0 ? `${copy + 1}` : '';
  const logo = demoImageUrl(logoKey(a.motif, a.initials, hex4(rng)));
  const agent: AgentRow = {
    id,
    agencyName: `${a.name}${suffix}`,
    contactEmail: `bookings${mailSuffix}@${a.domain}.example`,
    contactPhone: a.phone,
    address: a.address,
    country: a.country,
    website: `https://www.${a.domain}.example`,
    agencyDescription: agencyDescription(rng, a, index),
    agentDescription: a.personal,
    specializations: a.specializations,
    socialMedia: { instagram: `@${a.instagram}${mailSuffix}` },
    logotypeUrl: logo,
    subscriptionStatus: a.inactive ? 'inactive' : 'active',
    isFeatured: Boolean(a.featured) && copy === 0,
    isPublished: true,
    createdAt: new Date(BASE_TIME + id * 7 * HOUR),
    updatedAt: new Date(BASE_TIME + id * 7 * HOUR),
  };
  const images: BuiltAgent['images'] = [];
  images.push({ imageUrl: logo, imageDescription: `${a.name} logo`, imageType: 'logo', isPrimary: false, displayOrder: 0 });
  // The pictures come from their own stream (imagery.ts); the shared one advances as it did when they were drawn
  // from it, so the rest of the catalogue (names, prices, which agency sells what) stays as it was.
  rng();
  rng();
  const extra = intBetween(rng, 3, 5);
  for (let i = 0; i < a.places.length - 1 + Math.max(0, extra - a.places.length) + 3 * extra; i++) rng();
  const shots = gallery({ texts: [a.signature, a.specializations.join(', ')], placeNames: a.places, count: 1 + extra, key: `${a.name}#${copy}` });
  shots.forEach((img, i) => {
    images.push({ imageUrl: img.url, imageDescription: img.description, imageType: 'gallery', isPrimary: i === 0, displayOrder: 1 + i });
  });
  const coastal = ['Stone Town', 'Lamu', 'Diani', 'Nosy Be', 'Île Sainte-Marie', 'Morondava'].includes(a.town);
  const office = demoImageUrl(sceneKey(coastal ? 'town' : 'hilltown', hex4(rng)));
  images.push({ imageUrl: office, imageDescription: `Our home base in ${a.town}`, imageType: 'profile', isPrimary: false, displayOrder: 2 + extra });
  return { agent, placeNames: a.places, images };
}
