/**
 * Business constants shared by the web app and the server (traveller-side.md §3, §5, §9; agent-side.md §3, §9).
 * The shell's code imports this module, so whatever of it the web app uses is in every page's first view
 * (decision 014): the forms' choices live in form-options.ts, the trip-type keywords in trip-types.ts.
 */

export const COUNTRIES = [
  { id: 'tanzania', name: 'Tanzania', region: 'East Africa' },
  { id: 'kenya', name: 'Kenya', region: 'East Africa' },
  { id: 'uganda', name: 'Uganda', region: 'East Africa' },
  { id: 'rwanda', name: 'Rwanda', region: 'East Africa' },
  { id: 'madagascar', name: 'Madagascar', region: 'Indian Ocean' },
] as const;
export type CountryId = (typeof COUNTRIES)[number]['id'];
export const COUNTRY_NAMES = COUNTRIES.map((c) => c.name);

/** The search page's popular-destination chips: the five countries plus Zanzibar, the most asked-for island (traveller-side.md §9: 6 chips). */
export const POPULAR_SEARCH_DESTINATIONS = [...COUNTRY_NAMES, 'Zanzibar'] as const;

/** Search categories and the experience_type keywords they match (traveller-side.md §5). */
export const CATEGORY_FILTERS = [
  { name: 'Safari & Wildlife', keywords: ['safari', 'wildlife'], chip: true },
  { name: 'Mountain Trekking & Adventure', keywords: ['mountain', 'trekking', 'adventure'], chip: true },
  { name: 'Beach Time', keywords: ['beach'], chip: true },
  { name: 'Honeymoon', keywords: ['honeymoon'], chip: true },
  { name: 'Culture & Heritage', keywords: ['culture', 'heritage'], chip: true },
  { name: 'Scenic Tour or Self-Drive', keywords: ['scenic', 'self-drive'], chip: true },
  { name: 'Food & Cuisine', keywords: ['food', 'cuisine', 'cooking'], chip: false },
  { name: 'Relaxation & Wellness', keywords: ['wellness', 'relaxation', 'spa'], chip: true },
] as const;
export type CategoryName = (typeof CATEGORY_FILTERS)[number]['name'];

export const LENGTH_OF_STAY_OPTIONS = [
  { value: 1, label: '1 week' },
  { value: 2, label: '2 weeks' },
  { value: 3, label: '3 weeks' },
  { value: 4, label: '4 weeks' },
  { value: 5, label: 'More than 4 weeks' },
] as const;

export const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/**
 * A day-by-day plan's bounds, the same for an experience's itinerary and a proposal's days: the contract's schemas
 * (agent-portal.ts, proposals.ts) and the editors' counters and maxlength read them here.
 */
export const ITINERARY_LIMITS = {
  days: 90,
  /** Where the day is spent; the lodging and a proposal day's meals are one line of the same length. */
  place: 200,
  /** What happens that day (an experience's description, a proposal's activities). */
  dayText: 2000,
} as const;

export const LIMITS = {
  experiencesPageMax: 1000,
  experiencesHome: 5,
  experiencesFeatured: 100,
  experiencesSearch: 1000,
  featuredShown: 6,
  featuredPerAgent: 2,
  agentsBlock: 6,
  /** GET /api/agents without `limit`: one page, featured first; `limit` up to 1000 asks for more. */
  agentsListDefault: 100,
  agentsListMax: 1000,
  cardActivities: 2,
  cardDestinations: 3,
  popularDestinationChips: 6,
  toursFirstPage: 9,
  toursNextPage: 18,
  toursScrollTriggerPx: 100,
  budgetMin: 500,
  budgetMax: 10000,
  budgetStep: 100,
  budgetDefault: 2000,
  yearsOffered: 3,
  shareMaxExperiences: 15,
  shareDescriptionList: 150,
  shareDescriptionCurrent: 200,
  sharePayloadMaxChars: 500000,
  copiedMs: 2000,
  redirectAfterPreferencesMs: 2000,
  lightboxMinWidth: 1024,
  sharedCarouselMs: 4000,
  sharedCarouselMaxImages: 5,
  heroAutoplayMs: 6000,
  heroTransitionMs: 1000,
  heroImagesShown: 3,
  headerFallbackHeight: 70,
  agentCardDescription: 100,
  experienceAgentDescription: 150,
  passwordMin: 8,
  passwordMax: 128,
  applicationAnswerMin: 50,
  applicationAnswerMax: 500,
  imageMaxBytes: 5242880,
  experienceImagesMaxFiles: 5,
  draftNameMax: 60,
  aiExperienceCount: 15,
  winRateWindowDays: 90,
} as const;

/** Orders of the search results (issue 14); relevance is the default, and the stable mixed order without a text query. */
export const EXPERIENCE_SORTS = ['relevance', 'price_asc', 'price_desc', 'duration_asc', 'duration_desc'] as const;
export type ExperienceSort = (typeof EXPERIENCE_SORTS)[number];

/** Widths rendered for every stored image; URLs end in `-{width}.webp`. */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;
export const IMAGE_DEFAULT_WIDTH = 1024;

/**
 * The six generated hero images of the home page (rendered by the server under /media/demo; every
 * width of IMAGE_WIDTHS exists). The home page shows 3 of them at random.
 */
export const HERO_IMAGES = [
  { key: 'hero-savanna', alt: 'Acacia trees on the golden savanna at sunset' },
  { key: 'hero-kilimanjaro', alt: 'Snow-capped Kilimanjaro above the plains' },
  { key: 'hero-zanzibar', alt: 'Turquoise water and a dhow off a white Zanzibar beach' },
  { key: 'hero-rainforest', alt: 'Mist over the green rainforest hills of Bwindi' },
  { key: 'hero-baobabs', alt: 'The Avenue of the Baobabs in Madagascar at dusk' },
  { key: 'hero-lake', alt: 'Flamingos on a Rift Valley lake' },
].map((h) => ({ ...h, url: `/media/demo/${h.key}-1600.webp` }));
