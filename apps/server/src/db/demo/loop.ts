/**
 * The demo agent's lead → proposal → decision loop (issue 11): leads in every status and proposals in every
 * status, with sent versions and message threads, so a visitor signing in as the demo agent sees the loop
 * working. Times are relative to the seeding moment, so the inbox shows live 24-hour countdowns and the win
 * rate falls inside its 90-day window. The travellers are fictional (example.com addresses).
 */
import type { Tx } from '../client.js';
import * as s from '../schema.js';
import { newReference } from '../../lib/tokens.js';

const HOUR = 3600_000;
type Day = s.ItineraryDay;

const day = (n: number, place: string, activities: string, lodging: string | null, meals: string | null): Day => ({ day: n, place, activities, lodging, meals });

const NORTHERN: Day[] = [
  day(1, 'Arusha', 'Arrival at Kilimanjaro airport, transfer and trip briefing over dinner', 'Arusha Coffee Lodge', 'Dinner'),
  day(2, 'Tarangire', 'Full-day game drive among baobabs and elephant herds', 'Tarangire Treetops', 'All meals'),
  day(3, 'Serengeti', 'Drive through Olduvai Gorge into the central Serengeti; afternoon game drive', 'Serengeti Pioneer Camp', 'All meals'),
  day(4, 'Serengeti', 'Dawn game drive following the migration herds', 'Serengeti Pioneer Camp', 'All meals'),
  day(5, 'Ngorongoro', 'Crater descent at sunrise, picnic by the hippo pool, return to Arusha', null, 'Breakfast, lunch'),
];
const ZANZIBAR: Day[] = [
  day(1, 'Stone Town', 'Guided walk through the old town and the spice market', 'Emerson Spice', 'Dinner'),
  day(2, 'Jozani Forest', 'Red colobus monkeys and mangrove boardwalk', 'Matemwe Lodge', 'Breakfast, dinner'),
  day(3, 'Mnemba Atoll', 'Snorkelling trip by dhow', 'Matemwe Lodge', 'Breakfast, lunch'),
];
const KILI: Day[] = [
  day(1, 'Moshi', 'Gear check and briefing with your head guide', 'Kilimanjaro Wonders Hotel', 'Dinner'),
  day(2, 'Machame Camp', 'Rainforest trek from Machame Gate (1,800 m to 3,000 m)', 'Mountain camp', 'All meals'),
  day(3, 'Shira Plateau', 'Moorland trek with views of Kibo', 'Mountain camp', 'All meals'),
];

interface Story {
  first: string;
  last: string;
  country: string;
  destination: string;
  tripType: string;
  hoursAgo: number;
  lead: 'new' | 'contacted' | 'proposal_sent' | 'won' | 'lost' | 'archived';
  lostReason?: string;
  proposal?: { status: 'draft' | 'sent' | 'viewed' | 'pending' | 'accepted' | 'declined'; title: string; days: Day[]; perPerson: number; people: number; versions?: number; declineReason?: string };
  messages?: Array<['traveler' | 'agent', string]>;
}

const STORIES: Story[] = [
  { first: 'Emma', last: 'Schneider', country: 'Germany', destination: 'Serengeti', tripType: 'Safari & Wildlife', hoursAgo: 3, lead: 'new' },
  { first: 'Liam', last: "O'Connor", country: 'Ireland', destination: 'Tanzania', tripType: 'Mountain Trekking & Adventure', hoursAgo: 27, lead: 'new' },
  { first: 'Sofia', last: 'Rossi', country: 'Italy', destination: 'Zanzibar', tripType: 'Beach Time, Honeymoon', hoursAgo: 30, lead: 'contacted', proposal: { status: 'draft', title: 'Zanzibar honeymoon: spice, reef and sunsets', days: ZANZIBAR, perPerson: 189_000, people: 2 } },
  { first: 'Noah', last: 'Williams', country: 'United Kingdom', destination: 'Serengeti', tripType: 'Safari & Wildlife', hoursAgo: 50, lead: 'proposal_sent', proposal: { status: 'sent', title: 'Five days on the northern circuit', days: NORTHERN, perPerson: 312_500, people: 4 } },
  {
    first: 'Aiko', last: 'Tanaka', country: 'Japan', destination: 'Kilimanjaro', tripType: 'Mountain Trekking & Adventure', hoursAgo: 75, lead: 'proposal_sent',
    proposal: { status: 'viewed', title: 'Kilimanjaro by the Machame route', days: KILI, perPerson: 265_000, people: 1 },
    messages: [['traveler', 'Is the Machame route suitable for a first high-altitude trek?'], ['agent', 'Yes: we add an acclimatisation day, and your guide checks your oxygen level every evening.']],
  },
  {
    first: 'Lucas', last: 'Martin', country: 'France', destination: 'Ngorongoro', tripType: 'Safari & Wildlife', hoursAgo: 120, lead: 'proposal_sent',
    proposal: { status: 'pending', title: 'Family safari with a crater day', days: NORTHERN.slice(0, 3).concat(NORTHERN[4]!), perPerson: 248_000, people: 4 },
    messages: [['traveler', 'Could we swap one game drive for a Maasai village visit? Our children are 9 and 12.'], ['agent', 'Of course, I am revising the proposal now and will send the new version today.']],
  },
  {
    first: 'Olivia', last: 'Brown', country: 'Australia', destination: 'Serengeti', tripType: 'Safari & Wildlife, Honeymoon', hoursAgo: 400, lead: 'won',
    proposal: { status: 'accepted', title: 'Migration honeymoon in the Serengeti', days: NORTHERN, perPerson: 356_000, people: 2, versions: 2 },
    messages: [['traveler', 'We would love one night in a more private camp.'], ['agent', 'Done: version 2 has a night at a private tented camp.'], ['traveler', 'Perfect, we accept!']],
  },
  {
    first: 'Mateo', last: 'García', country: 'Spain', destination: 'Zanzibar', tripType: 'Diving & Water Activities', hoursAgo: 600, lead: 'lost', lostReason: 'The traveller declined the proposal',
    proposal: { status: 'declined', title: 'Zanzibar diving week', days: ZANZIBAR, perPerson: 142_000, people: 2, declineReason: 'We decided to travel next year instead.' },
  },
  { first: 'Hannah', last: 'Müller', country: 'Austria', destination: 'Tarangire', tripType: 'Scenic Tour or Self-Drive', hoursAgo: 900, lead: 'archived', lostReason: 'Wanted a self-drive trip we do not offer' },
];

export async function seedDemoLoop(tx: Tx, agentId: number, now = new Date()): Promise<void> {
  for (const story of STORIES) {
    const created = new Date(now.getTime() - story.hoursAgo * HOUR);
    const email = `${story.first}.${story.last}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, '') + '@example.com';
    const [traveler] = await tx
      .insert(s.travelers)
      .values({ email, firstName: story.first, lastName: story.last, inquiryNumber: newReference('SAF'), source: 'enquire', createdAt: created, updatedAt: created })
      .returning();
    const preferences = {
      preferred_destinations: [story.destination],
      preferred_trip_type: story.tripType,
      ideal_budget: story.proposal ? Math.round(story.proposal.perPerson / 100) : 3000,
      number_of_travelers: story.proposal?.people ?? 2,
      number_of_adults: 2,
      number_of_children: 0,
      travel_window: 'September 2027',
      length_of_stay: 2,
      selected_experiences: [],
    };
    const contacted = story.lead === 'new' ? null : new Date(created.getTime() + 5 * HOUR);
    const [lead] = await tx
      .insert(s.leads)
      .values({
        agentId,
        travelerId: traveler!.id,
        source: 'enquire',
        status: story.lead,
        contact: { first_name: story.first, last_name: story.last, email, phone: null, whatsapp_contact: null, instagram_username: null },
        preferences,
        enquiryKey: `demo:${traveler!.id}`,
        lostReason: story.lostReason ?? null,
        contactedAt: contacted,
        createdAt: created,
        updatedAt: contacted ?? created,
        replyDueAt: new Date(created.getTime() + 24 * HOUR),
      })
      .returning();
    const p = story.proposal;
    if (!p) continue;
    const versions = p.status === 'draft' ? 0 : (p.versions ?? 1);
    const sentAt = new Date(created.getTime() + 20 * HOUR);
    const content: s.ProposalContent = {
      title: p.title,
      summary: `A ${p.days.length}-day trip planned around ${story.first}'s wishes: ${story.tripType.toLowerCase()} in ${story.destination}.`,
      itinerary: p.days,
      pricePerPersonCents: p.perPerson,
      totalPriceCents: p.perPerson * p.people,
      included: ['Private guide and 4x4 vehicle', 'Park and conservation fees', 'Airport transfers'],
      excluded: ['International flights', 'Visa', 'Tips'],
      validUntil: new Date(now.getTime() + 30 * 24 * HOUR).toISOString().slice(0, 10),
      experienceIds: [],
    };
    const decided = p.status === 'accepted' || p.status === 'declined' ? new Date(sentAt.getTime() + 48 * HOUR) : null;
    const [proposal] = await tx
      .insert(s.proposals)
      .values({
        agentId,
        leadId: lead!.id,
        status: p.status,
        title: content.title,
        summary: content.summary,
        itinerary: content.itinerary,
        pricePerPersonCents: content.pricePerPersonCents,
        totalPriceCents: content.totalPriceCents,
        included: content.included,
        excluded: content.excluded,
        validUntil: content.validUntil,
        currentVersion: versions,
        sentAt: versions ? sentAt : null,
        viewedAt: ['viewed', 'pending', 'accepted', 'declined'].includes(p.status) ? new Date(sentAt.getTime() + 2 * HOUR) : null,
        declineReason: p.declineReason ?? null,
        decidedAt: decided,
        createdAt: new Date(created.getTime() + 10 * HOUR),
        updatedAt: decided ?? (p.status === 'pending' ? new Date(now.getTime() - HOUR) : versions ? sentAt : new Date(created.getTime() + 10 * HOUR)),
      })
      .returning();
    for (let v = 1; v <= versions; v++) {
      const title = v < versions ? `${p.title} (first draft)` : p.title;
      await tx.insert(s.proposalVersions).values({ proposalId: proposal!.id, version: v, content: { ...content, title }, sentAt: new Date(sentAt.getTime() + (v - 1) * 24 * HOUR) });
    }
    for (const [i, [sender, body]] of (story.messages ?? []).entries()) {
      await tx.insert(s.proposalMessages).values({ proposalId: proposal!.id, sender, body, createdAt: new Date(sentAt.getTime() + (i + 3) * HOUR) });
    }
  }
}
