import type { DestinationContent } from './types';
import { kenya } from './kenya';
import { madagascar } from './madagascar';
import { rwanda } from './rwanda';
import { tanzania } from './tanzania';
import { uganda } from './uganda';

export type { DestinationContent } from './types';

/** Editorial content for the five known countries, in the header's order (traveller-side.md §2). */
export const DESTINATIONS: DestinationContent[] = [tanzania, kenya, uganda, rwanda, madagascar];

export const findDestination = (country: string | undefined): DestinationContent | undefined =>
  DESTINATIONS.find((d) => d.id === country?.trim().toLowerCase());
