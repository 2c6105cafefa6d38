import type { CountryId } from '@safari/contract';

export interface DestinationContent {
  id: CountryId;
  name: string;
  /** One line under the page title. */
  tagline: string;
  /** Demo hero image key (HERO_IMAGES) and an alt text that describes that picture. */
  heroKey: string;
  heroAlt: string;
  metaDescription: string;
  intro: string[];
  facts: { label: string; value: string }[];
  /** 'Why Visit': the reasons, each a short title and a paragraph. */
  whyVisit: { title: string; text: string }[];
  bestTime: { summary: string; seasons: { months: string; text: string }[] };
  signatureExperiences: string[];
  practical: { title: string; text: string }[];
}
