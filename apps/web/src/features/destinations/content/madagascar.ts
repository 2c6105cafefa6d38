import type { DestinationDetails } from './types';

export const madagascar: DestinationDetails = {
  intro: [
    'Separated from mainland Africa for millions of years, Madagascar evolved its own world: most of its plants and animals, including every species of lemur, live nowhere else on Earth.',
    'Distances are long and roads are slow, so a good itinerary matters more here than almost anywhere. Local agents know which routes work, when to fly and where to find the best guides in each park.',
  ],
  facts: [
    { label: 'Capital', value: 'Antananarivo' },
    { label: 'Languages', value: 'Malagasy and French' },
    { label: 'Currency', value: 'Malagasy ariary (MGA)' },
    { label: 'Main airports', value: 'Antananarivo (TNR), Nosy Be (NOS)' },
  ],
  whyVisit: [
    {
      title: 'Lemurs',
      text: 'From the singing indri of Andasibe to the dancing sifakas of the south, more than a hundred lemur species and subspecies live only here.',
    },
    {
      title: 'Extraordinary landscapes',
      text: 'The Avenue of the Baobabs, the sandstone canyons of Isalo and the razor-sharp limestone pinnacles of the Tsingy de Bemaraha.',
    },
    {
      title: 'Island and ocean',
      text: 'Nosy Be and Île Sainte-Marie offer beaches, reefs and, from about July to September, humpback whales off the east coast.',
    },
    {
      title: 'A culture of its own',
      text: 'Malagasy traditions blend African, Southeast Asian and Arab roots, from hill-top royal sites to rice terraces and zebu markets.',
    },
  ],
  bestTime: {
    summary: 'The dry season from April to November is the best time to travel; avoid the cyclone season from January to March.',
    seasons: [
      { months: 'April – June', text: 'The start of the dry season: green landscapes, pleasant temperatures and quiet parks.' },
      { months: 'July – August', text: 'Cooler and dry; a popular time, with humpback whales off Île Sainte-Marie.' },
      { months: 'September – November', text: 'Warm and dry; baby lemurs, flowering jacarandas and some of the best wildlife watching.' },
      { months: 'December – March', text: 'Hot and wet, with a risk of cyclones from January to March; some areas and parks are hard to reach.' },
    ],
  },
  signatureExperiences: [
    'Hearing the indri call at dawn in Andasibe-Mantadia',
    'Sunset at the Avenue of the Baobabs near Morondava',
    'Crossing the rope bridges of the Tsingy de Bemaraha',
    'Hiking canyons and natural pools in Isalo National Park',
    'Night walks for chameleons and mouse lemurs in Ranomafana',
    'Beaches, snorkelling and whale watching on Nosy Be or Île Sainte-Marie',
  ],
  practical: [
    { title: 'Entry', text: 'Most visitors need a tourist visa, available online or on arrival for many nationalities. Check the current rules for your passport before travelling.' },
    { title: 'Health', text: 'Malaria is present on most of the island; ask a travel clinic about prevention and vaccinations well before your trip.' },
    { title: 'Money', text: 'The ariary cannot be bought abroad. Euros are the easiest currency to exchange, cash is needed outside the cities, and card payment is limited.' },
    { title: 'Getting around', text: 'Roads are slow and some routes are seasonal. Combining a driver-guide with domestic flights saves days on longer itineraries.' },
  ],
};
