import { COUNTRIES, DEV_SECTION, HERO_IMAGES, PAGE_PATHS, pathPrefix, type PagePath } from '@safari/contract';

export const SITE_NAME = 'Safari Marketplace';
export const DEFAULT_TITLE = 'Safari Marketplace · Local travel experts in East Africa';
export const DEFAULT_DESCRIPTION =
  'Plan your East Africa and Indian Ocean trip with vetted local travel agents in Tanzania, Kenya, Uganda, Rwanda and Madagascar.';
export const DEFAULT_IMAGE = HERO_IMAGES[0]!.url;

export interface StaticPage {
  title: string;
  description: string;
  /** Private or per-visitor pages are kept out of search results. */
  noindex?: boolean;
  /** Listed in the sitemap. */
  inSitemap?: boolean;
}

/** Titles and descriptions of the public pages that have no record behind them (traveller-side.md §2). */
export const STATIC_PAGES: Partial<Record<PagePath, StaticPage>> = {
  [PAGE_PATHS.home]: { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, inSitemap: true },
  [PAGE_PATHS.search]: {
    title: `Safari and travel experiences · ${SITE_NAME}`,
    description: 'Browse safaris, treks, beach stays, gorilla tours and cultural trips curated by local agents across East Africa and Madagascar.',
    inSitemap: true,
  },
  [PAGE_PATHS.tours]: {
    title: `Ready-Made Tours · ${SITE_NAME}`,
    description: 'Ready-made tours by local experts in Tanzania, Kenya, Uganda, Rwanda and Madagascar: pick one and make it yours.',
    inSitemap: true,
  },
  [PAGE_PATHS.agents]: {
    title: `Our local travel agents · ${SITE_NAME}`,
    description: 'Meet vetted local travel agents who live where you want to travel, and plan your trip with someone who knows the ground.',
    inSitemap: true,
  },
  [PAGE_PATHS.onboarding]: {
    title: `Plan your trip · ${SITE_NAME}`,
    description: 'Tell us about your dream trip in a few steps and get matched with local expert agents.',
    inSitemap: true,
  },
  [PAGE_PATHS.howItWorks]: {
    title: `How it works · ${SITE_NAME}`,
    description: 'Tell us about your trip, plan it with an expert local agent, then travel: how the marketplace connects you with local experts.',
    inSitemap: true,
  },
  [PAGE_PATHS.values]: {
    title: `Our values · ${SITE_NAME}`,
    description: 'Local expertise, fair partnerships and responsible travel: the values behind the marketplace.',
    inSitemap: true,
  },
  [PAGE_PATHS.aboutUs]: {
    title: `About us · ${SITE_NAME}`,
    description: 'Our mission is to connect travellers with the local agents who know East Africa and the Indian Ocean best. Meet the founders.',
    inSitemap: true,
  },
  [PAGE_PATHS.signup]: {
    title: `Become a partner agent · ${SITE_NAME}`,
    description: 'Local travel agent in East Africa or Madagascar? Join the marketplace and meet travellers looking for your expertise.',
    inSitemap: true,
  },
  [PAGE_PATHS.agencySignupPage]: {
    title: `Become a partner agent · ${SITE_NAME}`,
    description: 'Local travel agent in East Africa or Madagascar? Join the marketplace and meet travellers looking for your expertise.',
  },
  [PAGE_PATHS.agentSignup]: { title: `Agent application · ${SITE_NAME}`, description: 'Apply to join the marketplace as a local travel agent.' },
  [PAGE_PATHS.agencyTerms]: { title: `Agency terms and conditions · ${SITE_NAME}`, description: 'The terms for travel agencies listed on the marketplace.' },
  [PAGE_PATHS.cookiePolicy]: { title: `Cookie policy · ${SITE_NAME}`, description: 'Which cookies the marketplace uses, why, and for how long.', inSitemap: true },
  [PAGE_PATHS.privacyPolicy]: { title: `Privacy policy · ${SITE_NAME}`, description: 'How the marketplace collects, uses and keeps your personal data.', inSitemap: true },
  [PAGE_PATHS.imprint]: { title: `Imprint · ${SITE_NAME}`, description: 'Who runs the marketplace and how to reach us.', inSitemap: true },
  [PAGE_PATHS.login]: { title: `Log in · ${SITE_NAME}`, description: DEFAULT_DESCRIPTION, noindex: true },
  [PAGE_PATHS.preferences]: { title: `Your travel preferences · ${SITE_NAME}`, description: DEFAULT_DESCRIPTION, noindex: true },
  [PAGE_PATHS.enquiryConfirmation]: { title: `Thank you for your enquiry · ${SITE_NAME}`, description: DEFAULT_DESCRIPTION, noindex: true },
  [PAGE_PATHS.onboardingAi]: { title: `Plan your trip with our assistant · ${SITE_NAME}`, description: DEFAULT_DESCRIPTION, noindex: true },
};

/** Path prefixes that are never indexed: per-visitor, agent, admin and developer pages. */
export const NOINDEX_PREFIXES = [
  pathPrefix(PAGE_PATHS.recommendations),
  pathPrefix(PAGE_PATHS.shared),
  pathPrefix(PAGE_PATHS.trip),
  `${PAGE_PATHS.agentPortal}/`,
  PAGE_PATHS.admin,
  `${DEV_SECTION}/`,
  PAGE_PATHS.agentSignupConfirmation,
];

export const SHARED_PLAN_PAGE: StaticPage = {
  title: `A shared travel plan · ${SITE_NAME}`,
  description: 'A trip plan shared with you: experiences chosen with local expert agents in East Africa and the Indian Ocean.',
  noindex: true,
};

export const DESTINATION_PAGES: Record<(typeof COUNTRIES)[number]['id'], { title: string; description: string }> = {
  tanzania: {
    title: `Tanzania safaris, Kilimanjaro and Zanzibar · ${SITE_NAME}`,
    description: 'The Serengeti migration, Ngorongoro Crater, Kilimanjaro treks and Zanzibar beaches, planned with local Tanzanian agents.',
  },
  kenya: {
    title: `Kenya safaris and coast · ${SITE_NAME}`,
    description: 'Big cats in the Maasai Mara, elephants under Kilimanjaro in Amboseli and Swahili coast beaches, with local Kenyan agents.',
  },
  uganda: {
    title: `Uganda gorilla trekking and safaris · ${SITE_NAME}`,
    description: 'Mountain gorillas in Bwindi, chimpanzees in Kibale and the source of the Nile, planned with local Ugandan agents.',
  },
  rwanda: {
    title: `Rwanda gorillas and culture · ${SITE_NAME}`,
    description: 'Gorilla trekking in Volcanoes National Park, Lake Kivu and Kigali’s culture, planned with local Rwandan agents.',
  },
  madagascar: {
    title: `Madagascar lemurs, baobabs and beaches · ${SITE_NAME}`,
    description: 'Lemurs in the rainforest, the Avenue of the Baobabs and island beaches of the Indian Ocean, with local Malagasy agents.',
  },
};

export const GENERIC_DESTINATION_PAGE = {
  title: `Destinations · ${SITE_NAME}`,
  description: DEFAULT_DESCRIPTION,
};
