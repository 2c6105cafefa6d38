import { describe, expect, it } from 'vitest';
import { parseDestinations, profileFormSchema, toProfileUpdate } from './profile-form';

const valid = { agency_description: ' Family safaris ', address: 'Arusha', contact_phone: '+255 700 000 000', instagram: '@kili', destinations: ' Serengeti, ,Zanzibar ,' };

describe('agency profile form', () => {
  it('splits destinations on commas, trims them and drops empty entries', () => {
    expect(parseDestinations(' Serengeti, ,Zanzibar ,')).toEqual(['Serengeti', 'Zanzibar']);
    expect(parseDestinations(' , ')).toEqual([]);
  });

  it('builds the PUT bodies the server accepts: trimmed text, empty as null, the @ dropped', () => {
    expect(toProfileUpdate(profileFormSchema.parse({ ...valid, address: '  ' }))).toEqual({
      profile: { agency_description: 'Family safaris', address: null, contact_phone: '+255 700 000 000', social_media: { instagram: 'kili' } },
      destinations: ['Serengeti', 'Zanzibar'],
    });
  });

  it('names the field in every message', () => {
    const result = profileFormSchema.safeParse({ ...valid, contact_phone: '1'.repeat(41), instagram: 'a\tb', destinations: `Serengeti, ${'x'.repeat(101)}` });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual([
      'Contact phone must be at most 40 characters',
      'Instagram must not contain control characters',
      `Destination "${'x'.repeat(40)}" must be at most 100 characters`,
    ]);
  });
});
