import type { CountryId } from '@safari/contract';

/** What the page knows of a country at once: enough for its hero, its meta tags and the generic page's cards. */
export interface DestinationSummary {
  id: CountryId;
  name: string;
  /** One line under the page title. */
  tagline: string;
  /** Demo hero image key (HERO_IMAGES) and an alt text that describes that picture. */
  heroKey: string;
  heroAlt: string;
  metaDescription: string;
}

/** The editorial body of a country's page, one module per country, loaded as the page's data (api/get-destination-details.ts). */
export interface DestinationDetails {
  intro: string[];
  facts: { label: string; value: string }[];
  /** 'Why Visit': the reasons, each a short title and a paragraph. */
  whyVisit: { title: string; text: string }[];
  bestTime: { summary: string; seasons: { months: string; text: string }[] };
  signatureExperiences: string[];
  practical: { title: string; text: string }[];
}
