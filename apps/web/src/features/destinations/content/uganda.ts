import type { DestinationDetails } from './types';

export const uganda: DestinationDetails = {
  intro: [
    'Uganda is home to around half of the world’s mountain gorillas, most of them in the steep, misty forests of Bwindi Impenetrable National Park. Spending an hour with a habituated gorilla family is for many travellers the most moving wildlife encounter of their lives.',
    'The country is far more than gorillas: chimpanzees in Kibale Forest, tree-climbing lions in Ishasha, boat safaris on the Kazinga Channel, the thundering Murchison Falls and white-water rafting on the Nile near Jinja.',
  ],
  facts: [
    { label: 'Capital', value: 'Kampala' },
    { label: 'Languages', value: 'English and Swahili; Luganda is widely spoken' },
    { label: 'Currency', value: 'Ugandan shilling (UGX)' },
    { label: 'Main airport', value: 'Entebbe (EBB)' },
  ],
  whyVisit: [
    {
      title: 'Mountain gorillas',
      text: 'Treks in Bwindi and Mgahinga lead through thick forest to a gorilla family; visits are limited to small groups and one hour to protect the animals.',
    },
    {
      title: 'Primates everywhere',
      text: 'Kibale Forest has one of the highest densities of primates in Africa, with chimpanzee tracking and thirteen primate species.',
    },
    {
      title: 'Classic savanna too',
      text: 'Queen Elizabeth and Murchison Falls national parks add elephants, buffalo, lions, hippos and launch trips on the water.',
    },
    {
      title: 'Adventure on the Nile',
      text: 'Jinja, where the Nile leaves Lake Victoria, is East Africa’s centre for rafting, kayaking and riverside cycling.',
    },
  ],
  bestTime: {
    summary: 'Gorilla trekking runs all year; the drier months make the forest trails easier.',
    seasons: [
      { months: 'June – August', text: 'The main dry season: easier trekking, good game viewing, and the busiest time for permits.' },
      { months: 'December – February', text: 'A second dry season, warm and green. Excellent for gorillas, chimpanzees and birding.' },
      { months: 'March – May', text: 'The long rains. Muddy trails but lush forest and quieter parks; some lodges offer lower rates.' },
      { months: 'September – November', text: 'Short rains, usually in the afternoon. Trekking continues and migrant birds arrive.' },
    ],
  },
  signatureExperiences: [
    'Gorilla trekking in Bwindi Impenetrable or Mgahinga Gorge',
    'Chimpanzee tracking in Kibale Forest',
    'A boat safari on the Kazinga Channel in Queen Elizabeth National Park',
    'Looking for tree-climbing lions in the Ishasha sector',
    'Hiking to the top of Murchison Falls after a Nile launch trip',
    'Rafting the Nile at Jinja',
  ],
  practical: [
    { title: 'Entry', text: 'Most visitors need a visa, applied for online before travel. Proof of yellow fever vaccination is required on arrival.' },
    { title: 'Permits', text: 'Gorilla and chimpanzee permits are issued in limited numbers by the Uganda Wildlife Authority. Your agent can secure them; book several months ahead for the dry seasons.' },
    { title: 'Health and fitness', text: 'Malaria is present throughout the country; ask a travel clinic about prevention. Gorilla treks can take several hours on steep ground, so a reasonable level of fitness helps.' },
    { title: 'Money', text: 'The Ugandan shilling is the local currency; US dollars are accepted for many tourist services. Carry cash outside Kampala and Entebbe.' },
  ],
};
