import type { DestinationSummary } from './types';

export type { DestinationDetails, DestinationSummary } from './types';

/**
 * The five known countries, in the header's order (traveller-side.md §2). Each page's body (intro, facts, why
 * visit…) lives in that country's own module and loads as the page's data, so a page carries one country's text,
 * not five.
 */
export const DESTINATIONS: DestinationSummary[] = [
  {
    id: 'tanzania',
    name: 'Tanzania',
    tagline: 'The Serengeti, Kilimanjaro and the spice island of Zanzibar in one country.',
    heroKey: 'hero-kilimanjaro',
    heroAlt: 'Snow-capped Kilimanjaro above the plains',
    metaDescription:
      'Plan a Tanzania trip with local experts: Serengeti safaris and the Great Migration, Ngorongoro Crater, Kilimanjaro treks and Zanzibar beaches.',
  },
  {
    id: 'kenya',
    name: 'Kenya',
    tagline: 'The home of the safari: big cats in the Maasai Mara, elephants below Kilimanjaro and a Swahili coast.',
    heroKey: 'hero-lake',
    heroAlt: 'Flamingos on a Rift Valley lake',
    metaDescription:
      'Plan a Kenya trip with local experts: Maasai Mara safaris and river crossings, Amboseli elephants, Samburu, Rift Valley lakes and the Indian Ocean coast.',
  },
  {
    id: 'uganda',
    name: 'Uganda',
    tagline: 'The Pearl of Africa: mountain gorillas, chimpanzees and the source of the Nile.',
    heroKey: 'hero-rainforest',
    heroAlt: 'Mist over the green rainforest hills of Bwindi',
    metaDescription:
      'Plan a Uganda trip with local experts: gorilla trekking in Bwindi, chimpanzees in Kibale, Queen Elizabeth and Murchison Falls safaris and the Nile at Jinja.',
  },
  {
    id: 'rwanda',
    name: 'Rwanda',
    tagline: 'The land of a thousand hills: gorillas, golden monkeys and a Big Five savanna, all within a few hours.',
    heroKey: 'hero-rainforest',
    heroAlt: 'Mist over green rainforest hills',
    metaDescription:
      'Plan a Rwanda trip with local experts: gorilla trekking in Volcanoes National Park, chimpanzees in Nyungwe, Big Five safaris in Akagera and Lake Kivu.',
  },
  {
    id: 'madagascar',
    name: 'Madagascar',
    tagline: 'An island unlike anywhere else: lemurs, baobabs, limestone forests and quiet Indian Ocean beaches.',
    heroKey: 'hero-baobabs',
    heroAlt: 'The Avenue of the Baobabs in Madagascar at dusk',
    metaDescription:
      'Plan a Madagascar trip with local experts: lemurs in Andasibe and Ranomafana, the Avenue of the Baobabs, the Tsingy, Isalo and the beaches of Nosy Be.',
  },
];

export const findDestination = (country: string | undefined): DestinationSummary | undefined =>
  DESTINATIONS.find((d) => d.id === country?.trim().toLowerCase());
