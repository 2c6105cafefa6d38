/** Experience rows with their activities, meals and pictures, built from an idea and the agency selling it. */
import type * as s from '../schema.js';
import { searchColumns } from '../../lib/search-text.js';
import { chance, hashString, intBetween, pick, shuffle, type Rng } from '../../lib/demo-imagery/scenes/random.js';
import type { Agency } from './agencies.js';
import { BASE_TIME, HOUR } from './agents.js';
import { VARIANT_PREFIXES, type FoodStyle, type Idea } from './ideas.js';
import { gallery } from './imagery.js';
import { place } from './places.js';

export type ExperienceRow = typeof s.experiences.$inferInsert & { id: number };
type Child<T> = Omit<T, 'id' | 'experienceId'>;

export interface BuiltExperience {
  experience: ExperienceRow;
  images: Array<Child<typeof s.experienceImages.$inferInsert>>;
  activities: Array<Child<typeof s.experienceActivities.$inferInsert>>;
  food: Array<Child<typeof s.experienceFoodBeverages.$inferInsert>>;
}

const MEALS: Record<FoodStyle, Array<[string, string]>> = {
  safari: [
    ['Full board', 'Breakfast, lunch and dinner at the lodges and camps, with soft drinks and drinking water in the vehicle.'],
    ['Bush dinner', 'One evening under the stars by lantern light, grilled meats and vegetables cooked over the fire.'],
    ['Picnic lunch', 'Packed lunches on game-drive days, eaten at a viewpoint or in the shade of an acacia.'],
    ['Sundowner drinks', 'A cold drink and snacks on a hilltop as the sun sets over the plains.'],
    ['Bush breakfast', 'Coffee, eggs and fresh fruit served in the open after an early drive.'],
  ],
  trek: [
    ['Full board on the mountain', 'Three hot meals a day cooked by our mountain chef, with tea, coffee and filtered water.'],
    ['Trail snacks', 'Energy bars, fruit and nuts for every stage of the climb.'],
    ['Celebration dinner', 'A farewell dinner with your crew after the descent.'],
    ['Breakfast', 'Breakfast at the hotel on the first and last days.'],
  ],
  beach: [
    ['Half board', 'Breakfast and dinner at the beach lodge; lunch is yours to enjoy wherever you like.'],
    ['Seafood barbecue', 'Fresh catch grilled on the sand: king fish, prawns and octopus with coconut rice.'],
    ['Breakfast', 'Tropical fruit, fresh juice and pastries every morning.'],
    ['Sunset cocktails', 'A welcome drink on the jetty as the dhows come in.'],
  ],
  city: [
    ['Breakfast', 'Breakfast every morning at the hotel.'],
    ['Street food tasting', 'Local favourites from the stalls your guide knows best.'],
    ['Local lunch', 'A lunch stop at a family-run restaurant.'],
  ],
  cooking: [
    ['Cooking class lunch', 'You eat what you cook: a full meal prepared with your host family.'],
    ['Market tasting', 'Fruit, spices and snacks picked up at the market on the way.'],
    ['Breakfast', 'Breakfast every morning at the guesthouse.'],
    ['Coffee and tea tasting', 'Freshly roasted coffee or estate tea tasted where it is grown.'],
  ],
  retreat: [
    ['Healthy full board', 'Fresh, mostly plant-based meals made with produce from local farms.'],
    ['Detox juices', 'Cold-pressed juices and herbal teas throughout the day.'],
    ['Breakfast', 'A slow breakfast overlooking the water.'],
  ],
  gorilla: [
    ['Full board', 'All meals at the lodges, with a hearty breakfast before trekking.'],
    ['Packed trekking lunch', 'A packed lunch and water for the trek, which can last most of the day.'],
    ['Welcome dinner', 'A dinner on the first evening with a briefing from your guide.'],
  ],
};

const PREFIX_FACTORS: Record<string, number> = { Private: 1.25, 'Small-Group': 0.9, Classic: 1, Luxury: 1.6, Signature: 1.15, Essential: 0.8 };

const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

function agencySentence(rng: Rng, a: Agency, agencyName: string): string {
  const first = a.founder.split(' ')[0];
  return pick(rng, [
    `Guided by ${possessive(agencyName)} own team from ${a.town}, with private vehicles and hand-picked, locally owned lodges.`,
    `${first} and the ${agencyName} team take care of every detail, from the airport pick-up to the last night.`,
    `Run by ${agencyName}, whose guides have known these places all their lives.`,
    `Designed by ${agencyName} in ${a.town} and adjustable to your dates, pace and budget.`,
  ]);
}

/** A variant of an idea: version 0 is the idea itself, later versions get a prefix and a shorter or longer stay. */
export function variantOf(rng: Rng, idea: Idea, version: number): { name: string; days: number; factor: number; usd: number; description: string } {
  const alt = version > 0 ? idea.alts?.[version - 1] : undefined;
  if (alt) return { name: alt.title, days: idea.days, factor: 1, usd: alt.usd, description: alt.description };
  const base = { usd: idea.usd, description: idea.description };
  if (version === 0) return { ...base, name: idea.title.replace('{d}', String(idea.days)), days: idea.days, factor: 1 };
  const prefix = VARIANT_PREFIXES[(version * 3 + idea.title.length) % VARIANT_PREFIXES.length]!;
  const hasDays = idea.title.includes('{d}');
  const delta = hasDays && idea.days > 2 ? pick(rng, [-2, -1, 1, 2]) : 0;
  const days = Math.max(1, Math.min(14, idea.days + delta));
  const name = `${prefix} ${idea.title.replace('{d}', String(days))}`;
  return { ...base, name, days, factor: PREFIX_FACTORS[prefix] ?? 1 };
}

/** The price style a name implies: the prefix of a variant, or 'Classic' for the idea itself. */
export function priceStyle(name: string): string {
  return VARIANT_PREFIXES.find((p) => name.startsWith(`${p} `)) ?? 'Classic';
}

/**
 * Per person in US dollars: a fixed part (permits, transfers, the guide's travel) and a part per day, so a longer
 * trip of the same idea and style always costs more; the style's factor puts luxury above budget, and each agency
 * prices a little above or below the others.
 */
export function priceUsd(v: { usd: number; days: number; factor: number }, idea: Idea, agencyName: string): number {
  const fixed = v.usd * 0.3;
  const perDay = (v.usd * 0.7) / idea.days;
  const level = 0.93 + (hashString(agencyName) % 1000) / 1000 * 0.14;
  return Math.max(300, Math.min(12000, Math.round(((fixed + perDay * v.days) * v.factor * level) / 10) * 10));
}

/**
 * Pictures are chosen from their own seeded stream (imagery.ts). The shared stream still advances as it did when
 * they were drawn from it, so every other field of the catalogue stays as it was: the search relevance set and
 * the browser tests name these experiences.
 */
function skipLegacyImageDraws(rng: Rng, imageCount: number) {
  rng();
  rng();
  for (let i = 1; i < imageCount; i++) {
    if (chance(rng, 0.7)) rng();
    rng();
    rng();
  }
}

/** Gives a built experience another name and keeps its search text in step. */
export function renameExperience(built: BuiltExperience, name: string, agencyName: string) {
  const e = built.experience;
  e.experienceName = name;
  Object.assign(e, searchColumns({ experienceName: name, experienceType: e.experienceType, description: e.description, location: e.location, agencyName, activities: built.activities }));
}

const LODGING: Record<FoodStyle, string> = {
  safari: 'Tented camp near {place}',
  trek: 'Mountain camp on the {place} route',
  beach: 'Beach lodge in {place}',
  city: 'Boutique hotel in {place}',
  cooking: 'Family guesthouse in {place}',
  retreat: 'Wellness retreat in {place}',
  gorilla: 'Forest lodge near {place}',
};

const INCLUDED: Record<FoodStyle, string[]> = {
  safari: ['Private 4x4 safari vehicle with pop-up roof', 'English-speaking driver-guide', 'Park and conservation fees', 'Accommodation and meals as listed', 'Airport transfers', 'Drinking water on game drives'],
  trek: ['Certified mountain guide, porters and cook', 'Park and rescue fees', 'Camping equipment', 'Meals on the mountain', 'Hotel night before and after the climb', 'Airport transfers'],
  beach: ['Beach lodge accommodation', 'Breakfast and dinner', 'Snorkelling trip with equipment', 'Airport transfers'],
  city: ['Local guide', 'Entrance fees on the guided walks', 'Hotel with breakfast', 'Airport transfers'],
  cooking: ['Cooking classes with your host', 'Market visit with a guide', 'Guesthouse with breakfast', 'Transfers'],
  retreat: ['Daily yoga or meditation session', 'Healthy meals and juices', 'Retreat accommodation', 'Airport transfers'],
  gorilla: ['Gorilla trekking permit', 'Ranger-guided trek', 'Private vehicle with driver-guide', 'Lodges with meals as listed', 'Airport transfers'],
};
const EXCLUDED = ['International flights', 'Visa fees', 'Travel insurance', 'Tips for guides and staff', 'Personal expenses'];

const BEST_MONTHS: Record<string, number[]> = {
  gorilla: [1, 2, 6, 7, 8, 9, 12],
  beach: [1, 2, 6, 7, 8, 9, 10, 12],
  trek: [1, 2, 6, 7, 8, 9, 10],
  madagascar: [4, 5, 6, 7, 8, 9, 10, 11],
  default: [1, 2, 6, 7, 8, 9, 10],
};

/**
 * The fields agents fill beyond the spec's form (issue 10): a day-by-day itinerary, what is and is not included,
 * group style and best months. Derived from the idea and the id alone (no draws from the shared random stream), so
 * adding them changed nothing else in the deterministic catalogue.
 */
function experienceDetails(idea: Idea, v: { name: string; days: number }, id: number) {
  const places = idea.places.map((p) => place(p));
  const itinerary = Array.from({ length: v.days }, (_, i) => {
    const day = i + 1;
    const p = places[Math.min(places.length - 1, Math.floor((i * places.length) / v.days))]!;
    const [activity, detail] = p.activities[i % p.activities.length] ?? ['Time at leisure', 'A free day to rest or explore.'];
    const description =
      day === 1 ? `Arrival and welcome in ${p.name}. ${activity}: ${detail}` : day === v.days && v.days > 1 ? `${activity}: ${detail} Transfer for your onward journey.` : `${activity}: ${detail}`;
    const lodging = day === v.days && v.days > 1 ? null : LODGING[idea.food].replace('{place}', p.name);
    return { day, place: p.name, description, lodging };
  });
  const isPrivate = v.name.startsWith('Private') || (!v.name.startsWith('Small-Group') && id % 3 === 0);
  const country = places[0]!.country;
  const months = idea.food === 'gorilla' ? BEST_MONTHS.gorilla : idea.food === 'beach' ? BEST_MONTHS.beach : idea.food === 'trek' ? BEST_MONTHS.trek : country === 'Madagascar' ? BEST_MONTHS.madagascar : BEST_MONTHS.default;
  return {
    itinerary,
    included: INCLUDED[idea.food],
    excluded: EXCLUDED,
    groupStyle: isPrivate ? 'private' : 'small_group',
    groupMaxSize: isPrivate ? null : [6, 8, 12][id % 3]!,
    bestMonths: months!,
  };
}

export function buildExperience(
  rng: Rng,
  idea: Idea,
  version: number,
  agency: Agency,
  agentId: number,
  agencyName: string,
  id: number,
  /** Bench mode: the minimum of pictures and activities, to keep ten thousand rows quick to load. */
  lean = false,
): BuiltExperience {
  const v = variantOf(rng, idea, version);
  const name = v.name;
  const lead = place(idea.places[0]!);
  const usd = priceUsd(v, idea, agencyName);
  const description = [v.description, agencySentence(rng, agency, agencyName), pick(rng, [
    'Prices are per person sharing and include park fees and transfers.',
    'Travel dates are flexible and the itinerary can be tailored on request.',
    'Suitable for first-time visitors and seasoned travellers alike.',
    'International flights are not included; we are happy to advise.',
  ])].join(' ');

  const pool = idea.places.flatMap((p) => place(p).activities.map(([n, d]) => ({ n, d, where: p })));
  const primary = pool.filter((a) => a.where === lead.name);
  const others = shuffle(rng, pool.filter((a) => a.where !== lead.name));
  const count = Math.min(pool.length, lean ? 3 : intBetween(rng, 3, 6));
  const chosen = [...shuffle(rng, primary).slice(0, Math.max(2, count - others.length)), ...others].slice(0, count);
  const activities = chosen.map((a, i) => ({ activityName: a.n, activityDescription: a.d, location: a.where, displayOrder: i }));
  const experience: ExperienceRow = {
    id,
    agentId,
    experienceName: name,
    experienceType: idea.type,
    description,
    priceCents: usd * 100,
    durationDays: v.days,
    location: lead.location,
    destinationName: lead.name,
    country: lead.country,
    destinations: idea.places,
    isTour: false,
    isPublished: true,
    ...searchColumns({ experienceName: name, experienceType: idea.type, description, location: lead.location, agencyName, activities }),
    createdAt: new Date(BASE_TIME + 400 * HOUR + id * 5 * HOUR),
    updatedAt: new Date(BASE_TIME + 400 * HOUR + id * 5 * HOUR),
  };
  Object.assign(experience, experienceDetails(idea, v, id));

  const meals = MEALS[idea.food];
  const food = [meals[0]!, ...shuffle(rng, meals.slice(1)).slice(0, intBetween(rng, 0, 2))].map(([mealType, mealDetails], i) => ({
    mealType, mealDetails, displayOrder: i,
  }));

  const imageCount = lean ? 3 : intBetween(rng, 3, 5);
  skipLegacyImageDraws(rng, imageCount);
  const shots = gallery({ texts: [name, idea.type, idea.description], placeNames: idea.places, food: idea.food, count: imageCount, key: `${name}#${id}` });
  const images = shots.map((img, i) => ({ imageUrl: img.url, imageDescription: img.description, isPrimary: i === 0, displayOrder: i }));
  return { experience, images, activities, food };
}
