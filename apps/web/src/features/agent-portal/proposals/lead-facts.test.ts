import { describe, expect, it } from 'vitest';
import { addressOf, travellersOf } from './lead-facts';

describe('lead facts for the builder', () => {
  it('counts adults and children, or the travellers total when adults are not given', () => {
    expect(travellersOf({ preferences: { number_of_adults: 2, number_of_children: 1, number_of_travelers: 3 } })).toBe(3);
    expect(travellersOf({ preferences: { number_of_adults: 0, number_of_travelers: 2 } })).toBe(2);
    expect(travellersOf({ preferences: { number_of_travelers: 4 } })).toBe(4);
    expect(travellersOf({ preferences: {} })).toBeNull();
  });

  it('addresses the traveller by first name when known', () => {
    const contact = { first_name: 'Amara', last_name: 'Okafor', email: 'a@example.com', phone: null, whatsapp_contact: null, instagram_username: null };
    expect(addressOf({ name: 'Amara Okafor', contact })).toBe('Amara');
    expect(addressOf({ name: 'Amara Okafor', contact: { ...contact, first_name: null } })).toBe('Amara Okafor');
  });
});
