import { eq } from 'drizzle-orm';
import type { Traveler, TravelerPreferences, UpdateTravelerBody } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import { travelerPreferences, travelers } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { newReference } from '../../lib/tokens.js';
import { isUniqueViolation } from '../../db/errors.js';

type TravelerRow = typeof travelers.$inferSelect;
type PreferencesRow = typeof travelerPreferences.$inferSelect;

/** PostgreSQL's unique_violation; drizzle wraps driver errors, so the code may sit on `cause`. */
const INQUIRY_NUMBER_ATTEMPTS = 5;

/**
 * Always a new record, never a lookup by e-mail: the id is the traveller's only credential, so the answer
 * must not tell whether someone already used this address.
 */
export async function createTraveler(db: DbOrTx, email: string): Promise<{ id: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(travelers)
          .values({ email, inquiryNumber: newReference('SAF') })
          .returning({ id: travelers.id });
        await tx.insert(travelerPreferences).values({ travelerId: row!.id });
        return { id: row!.id };
      });
    } catch (err) {
      // ~50 bits per reference make a clash rare, but a clash must not surface as an error.
      if (attempt < INQUIRY_NUMBER_ATTEMPTS && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

export function toPreferencesDto(row: PreferencesRow | undefined): TravelerPreferences {
  return {
    preferred_trip_type: row?.preferredTripType ?? null,
    ideal_budget: row?.idealBudget ?? null,
    preferred_destinations: row?.preferredDestinations ?? [],
    preferred_departure_airport: row?.preferredDepartureAirport ?? null,
    number_of_travelers: row?.numberOfTravelers ?? null,
    number_of_adults: row?.numberOfAdults ?? 1,
    number_of_children: row?.numberOfChildren ?? 0,
    travel_year: row?.travelYear ?? null,
    travel_month: row?.travelMonth ?? null,
    travel_window: row?.travelWindow ?? null,
    length_of_stay: row?.lengthOfStay ?? null,
    whatsapp_contact: row?.whatsappContact ?? null,
    instagram_username: row?.instagramUsername ?? null,
    experience_id: row?.experienceId ?? null,
    selected_experiences: row?.selectedExperiences ?? [],
    agent_id: row?.agentId ?? null,
    last_enquiry_date: row?.lastEnquiryDate?.toISOString() ?? null,
    last_updated: row?.lastUpdated?.toISOString() ?? null,
  };
}

function toTravelerDto(row: TravelerRow, prefs: PreferencesRow | undefined): Traveler {
  return {
    id: row.id,
    userId: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    inquiry_number: row.inquiryNumber,
    preferences: toPreferencesDto(prefs),
    created_at: row.createdAt.toISOString(),
  };
}

export async function findTravelerRows(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ traveler: travelers, preferences: travelerPreferences })
    .from(travelers)
    .leftJoin(travelerPreferences, eq(travelerPreferences.travelerId, travelers.id))
    .where(eq(travelers.id, id));
  return row ? { traveler: row.traveler, preferences: row.preferences ?? undefined } : undefined;
}

export async function getTraveler(db: DbOrTx, id: string): Promise<Traveler> {
  const rows = await findTravelerRows(db, id);
  if (!rows) throw notFound('Traveler');
  return toTravelerDto(rows.traveler, rows.preferences);
}

type PreferencesInput = NonNullable<UpdateTravelerBody['preferences']>;

/** Only the fields the client sent: absent means "leave as is", null means "clear". */
function toPreferencesPatch(input: PreferencesInput): Partial<typeof travelerPreferences.$inferInsert> {
  const patch: Partial<typeof travelerPreferences.$inferInsert> = {};
  const set = <K extends keyof typeof patch>(key: K, value: (typeof patch)[K] | undefined) => {
    if (value !== undefined) patch[key] = value;
  };
  set('preferredTripType', input.preferred_trip_type);
  // The column holds whole dollars; a typed 2500.5 must not turn into a database error.
  set('idealBudget', input.ideal_budget == null ? input.ideal_budget : Math.round(input.ideal_budget));
  if (input.preferred_destinations !== undefined) patch.preferredDestinations = [...new Set(input.preferred_destinations ?? [])];
  set('preferredDepartureAirport', input.preferred_departure_airport);
  set('numberOfTravelers', input.number_of_travelers);
  set('numberOfAdults', input.number_of_adults);
  set('numberOfChildren', input.number_of_children);
  set('travelYear', input.travel_year);
  set('travelMonth', input.travel_month);
  set('travelWindow', input.travel_window);
  set('lengthOfStay', input.length_of_stay);
  set('whatsappContact', input.whatsapp_contact);
  set('instagramUsername', input.instagram_username);
  set('experienceId', input.experience_id);
  if (input.selected_experiences !== undefined) patch.selectedExperiences = [...new Set(input.selected_experiences)];
  set('agentId', input.agent_id);
  if (input.last_enquiry_date !== undefined) patch.lastEnquiryDate = input.last_enquiry_date ? new Date(input.last_enquiry_date) : null;
  return patch;
}

/** Merges field by field; id, inquiry_number and created_at are not part of the input and cannot change. */
export async function updateTraveler(db: DbOrTx, id: string, body: UpdateTravelerBody): Promise<Traveler> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: travelers.id }).from(travelers).where(eq(travelers.id, id)).for('update');
    if (!existing) throw notFound('Traveler');

    const travelerPatch: Partial<typeof travelers.$inferInsert> = { updatedAt: new Date() };
    if (body.first_name !== undefined) travelerPatch.firstName = body.first_name;
    if (body.last_name !== undefined) travelerPatch.lastName = body.last_name;
    if (body.email !== undefined) travelerPatch.email = body.email;
    if (body.phone !== undefined) travelerPatch.phone = body.phone;
    await tx.update(travelers).set(travelerPatch).where(eq(travelers.id, id));

    const prefsPatch = { ...toPreferencesPatch(body.preferences ?? {}), lastUpdated: new Date() };
    await tx
      .insert(travelerPreferences)
      .values({ travelerId: id, ...prefsPatch })
      .onConflictDoUpdate({ target: travelerPreferences.travelerId, set: prefsPatch });
  });
  return getTraveler(db, id);
}
