/** One of these is chosen at random for the hero (traveller-side.md §9: 5 headlines). */
export const HERO_HEADLINES = [
  'Discover East Africa with the people who call it home',
  'Your safari, planned by a local expert',
  'From the Serengeti to Zanzibar, crafted just for you',
  'Gorillas, the Big Five and baobabs at sunset',
  'Travel deeper with agents who know every trail',
] as const;

export const HERO_SUBTITLE = 'The only marketplace for local agents who really know the destination.';
