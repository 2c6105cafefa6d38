import type { LeadDetail } from '@safari/contract';

/** How many people travel according to the lead's preferences, when it says so. */
export function travellersOf(lead: Pick<LeadDetail, 'preferences'>): number | null {
  const p = lead.preferences;
  const adults = typeof p.number_of_adults === 'number' ? p.number_of_adults : null;
  const children = typeof p.number_of_children === 'number' ? p.number_of_children : 0;
  if (adults !== null && adults > 0) return adults + children;
  return typeof p.number_of_travelers === 'number' && p.number_of_travelers > 0 ? p.number_of_travelers : null;
}

/** The traveller as a proposal addresses them: first name when known. */
export const addressOf = (lead: Pick<LeadDetail, 'contact' | 'name'>) => lead.contact.first_name?.trim() || lead.name;
