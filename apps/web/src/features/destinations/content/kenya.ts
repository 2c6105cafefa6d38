import type { DestinationDetails } from './types';

export const kenya: DestinationDetails = {
  intro: [
    'The word safari comes from Swahili, and Kenya is where the modern safari began. The Maasai Mara’s open grasslands offer some of the best big-cat viewing on the continent, and the private conservancies around it and in Laikipia add walking safaris, night drives and far fewer vehicles.',
    'Beyond the savanna lie the flamingo lakes of the Rift Valley, the arid north of Samburu, the snow-capped Mount Kenya and a warm Indian Ocean coast from Diani to the old town of Lamu.',
  ],
  facts: [
    { label: 'Capital', value: 'Nairobi' },
    { label: 'Languages', value: 'English and Swahili' },
    { label: 'Currency', value: 'Kenyan shilling (KES)' },
    { label: 'Main airports', value: 'Nairobi (NBO), Mombasa (MBA)' },
  ],
  whyVisit: [
    {
      title: 'The Maasai Mara',
      text: 'Lion, leopard and cheetah all year, and from roughly July to October the wildebeest herds crossing the Mara River.',
    },
    {
      title: 'Elephants of Amboseli',
      text: 'Big-tusked elephant families walking across open plains with Kilimanjaro on the horizon — one of Africa’s most photographed views.',
    },
    {
      title: 'Conservancies and culture',
      text: 'Community-owned conservancies share tourism income with Maasai and Samburu landowners and let you walk, ride and drive off-road with local guides.',
    },
    {
      title: 'Safari and sea',
      text: 'A short flight takes you from the bush to the coral coast of Diani, Watamu or Lamu for snorkelling, dhow sailing and Swahili food.',
    },
  ],
  bestTime: {
    summary: 'Kenya’s two dry seasons are the best time for wildlife; the migration is usually in the Mara from July to October.',
    seasons: [
      { months: 'July – October', text: 'Peak season: dry, good game viewing and the migration in the Maasai Mara. Book early.' },
      { months: 'January – March', text: 'Hot and dry with excellent wildlife viewing and fewer visitors than in the high season.' },
      { months: 'April – May', text: 'The long rains. Green and quiet with lower prices; some camps and coast hotels close.' },
      { months: 'November – December', text: 'Short rains, mostly afternoon showers. A good value time for the parks and the coast.' },
    ],
  },
  signatureExperiences: [
    'A stay in a Maasai Mara conservancy during the migration',
    'Elephant watching in Amboseli with views of Kilimanjaro',
    'Samburu’s northern species: Grevy’s zebra, reticulated giraffe, gerenuk and Beisa oryx',
    'Rhino tracking in Laikipia or Lake Nakuru National Park',
    'Boating on Lake Naivasha and walking in Hell’s Gate',
    'Beach time and Swahili history in Diani, Watamu or Lamu',
  ],
  practical: [
    { title: 'Entry', text: 'Most visitors must obtain an electronic travel authorisation online before departure. Check the current rules for your nationality on the official government portal.' },
    { title: 'Health', text: 'Malaria is present at lower altitudes and on the coast; yellow fever vaccination is recommended for many areas. Speak to a travel clinic well before you go.' },
    { title: 'Money', text: 'The Kenyan shilling is the local currency. Cards work in most lodges and cities, and mobile money (M-Pesa) is used almost everywhere.' },
    { title: 'Getting around', text: 'Nairobi is the hub: road transfers reach Amboseli and Naivasha, while short scheduled flights from Wilson Airport serve the Mara, Samburu and the coast.' },
  ],
};
