/** Choices offered by the forms (wizard, preferences, application, portal); no catalogue page's first view needs them. */

/** Countries an agent may pick in the application (agent-side.md §1). */
export const AGENT_COUNTRIES = [
  'Tanzania', 'Kenya', 'Uganda', 'Rwanda', 'Madagascar', 'South Africa',
  'Botswana', 'Namibia', 'Zambia', 'Zimbabwe', 'Other',
] as const;

/** Trip types offered by the onboarding wizard (id, name). */
export const ONBOARDING_TRIP_TYPES = [
  { id: 1, name: 'Adventure' },
  { id: 2, name: 'Food & Cuisine' },
  { id: 3, name: 'Cultural Exploration' },
  { id: 4, name: 'Nature & Wildlife' },
  { id: 5, name: 'Relaxation/Wellness' },
  { id: 6, name: 'Water Activities' },
  { id: 7, name: 'Gorilla Tours' },
] as const;

/** Trip types offered by the preferences form; deliberately different from the wizard's list (spec §3). */
export const PREFERENCE_TRIP_TYPES = [
  'Adventure', 'Nature & Wildlife', 'Cultural & Heritage', 'Food & Culinary', 'Beach & Relaxation', 'City Break',
] as const;

/** Predefined activity tags in the experience editor (agent-side.md §3). */
export const ACTIVITY_TAGS = [
  'Mountain Trekking & Adventure', 'Safari & Wildlife', 'Beach Time', 'Diving & Water Activities', 'Honeymoon',
  'Culture & Heritage', 'Scenic Tour or Self-Drive', 'Food & Cuisine', 'Relaxation & Wellness', 'Gorilla Tours',
  'Gorilla & Chimpanzee Trekking',
] as const;
