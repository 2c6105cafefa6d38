import type { DestinationDetails } from './types';

export const tanzania: DestinationDetails = {
  intro: [
    'Tanzania holds more classic safari country than almost anywhere in Africa. The endless plains of the Serengeti, the wildlife-packed Ngorongoro Crater and the baobab-studded Tarangire sit within a few hours of one another in the north, while the vast, quiet reserves of the south — Ruaha and Nyerere — see only a fraction of the visitors.',
    'Add Africa’s highest mountain and the white beaches and Swahili history of Zanzibar, and a single trip can combine a safari, a summit and a week by the Indian Ocean.',
  ],
  facts: [
    { label: 'Capital', value: 'Dodoma (largest city: Dar es Salaam)' },
    { label: 'Languages', value: 'Swahili and English' },
    { label: 'Currency', value: 'Tanzanian shilling (TZS)' },
    { label: 'Main airports', value: 'Kilimanjaro (JRO), Dar es Salaam (DAR), Zanzibar (ZNZ)' },
  ],
  whyVisit: [
    {
      title: 'The Great Migration',
      text: 'Around two million wildebeest, zebra and gazelle move through the Serengeti all year, calving in the southern plains early in the year and crossing the Grumeti and Mara rivers from about July.',
    },
    {
      title: 'Ngorongoro Crater',
      text: 'A collapsed volcano about 20 km across whose grassy floor supports lions, elephants, buffalo and one of the last places to see black rhino in northern Tanzania.',
    },
    {
      title: 'Kilimanjaro',
      text: 'At 5,895 m, Africa’s highest peak can be climbed without technical skills. Routes such as Machame and Lemosho take six to eight days and give time to acclimatise.',
    },
    {
      title: 'Zanzibar',
      text: 'The UNESCO-listed alleys of Stone Town, spice farms, dhow trips and long white beaches make the archipelago the natural end to a safari.',
    },
  ],
  bestTime: {
    summary: 'Tanzania can be visited all year; the long dry season from June to October is the classic safari time.',
    seasons: [
      { months: 'June – October', text: 'Dry, cooler and the easiest game viewing. River crossings in the northern Serengeti, usually from July.' },
      { months: 'January – February', text: 'Calving season in the southern Serengeti and Ndutu; warm, with short showers. A good window for Kilimanjaro.' },
      { months: 'March – May', text: 'The long rains. Lush landscapes, fewer visitors and lower prices; some southern camps close.' },
      { months: 'November – December', text: 'Short rains, usually brief afternoon storms. Birdlife at its best as migrant species arrive.' },
    ],
  },
  signatureExperiences: [
    'A classic northern circuit: Tarangire, Lake Manyara, Ngorongoro and the Serengeti',
    'A hot-air balloon flight over the Serengeti at dawn',
    'Climbing Kilimanjaro on the Machame or Lemosho route',
    'Walking safaris and boat trips in Nyerere (formerly Selous) and Ruaha',
    'Chimpanzee tracking in Mahale or Gombe on Lake Tanganyika',
    'Stone Town, a spice tour and a beach week on Zanzibar',
  ],
  practical: [
    { title: 'Entry', text: 'Most visitors need a visa, which can be applied for online (e-visa) before travelling. Your passport should be valid for at least six months.' },
    { title: 'Health', text: 'Malaria is present in most of the country, and a yellow fever certificate is required if you arrive from, or transit through, a country with yellow fever risk. Speak to a travel clinic well before you go.' },
    { title: 'Money', text: 'The Tanzanian shilling is the local currency; US dollars are widely used for park fees, lodges and tips. Card payment is common in lodges and towns but not everywhere.' },
    { title: 'Getting around', text: 'Safaris run in 4x4 vehicles with a driver-guide; light aircraft link the parks, Zanzibar and the south and save long road transfers.' },
  ],
};
