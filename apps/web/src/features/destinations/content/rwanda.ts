import type { DestinationDetails } from './types';

export const rwanda: DestinationDetails = {
  intro: [
    'Rwanda is small, green and easy to travel. From Kigali, one of Africa’s cleanest and safest capitals, you can reach the volcanoes of the Virunga range in under three hours to trek to mountain gorillas and golden monkeys.',
    'The montane rainforest of Nyungwe, the lakeside towns of Lake Kivu and the savanna of Akagera — where lions and rhinos have been successfully reintroduced — make Rwanda an ideal short, high-quality primate and wildlife trip.',
  ],
  facts: [
    { label: 'Capital', value: 'Kigali' },
    { label: 'Languages', value: 'Kinyarwanda, English, French and Swahili' },
    { label: 'Currency', value: 'Rwandan franc (RWF)' },
    { label: 'Main airport', value: 'Kigali (KGL)' },
  ],
  whyVisit: [
    {
      title: 'Gorillas in the Virungas',
      text: 'Volcanoes National Park, where Dian Fossey worked, offers gorilla treks on the bamboo-covered slopes of dormant volcanoes.',
    },
    {
      title: 'Short distances',
      text: 'Good roads and compact size mean less time driving and more time in the parks; a week covers forest, lake and savanna.',
    },
    {
      title: 'Nyungwe Forest',
      text: 'One of Africa’s oldest rainforests, with chimpanzee tracking, colobus monkeys, waterfalls and a canopy walkway high above the trees.',
    },
    {
      title: 'Conservation success',
      text: 'Akagera National Park has become a Big Five destination again, a story of community-supported conservation you can see for yourself.',
    },
  ],
  bestTime: {
    summary: 'Rwanda is a year-round destination; the long dry season from June to September is the most popular.',
    seasons: [
      { months: 'June – September', text: 'The long dry season: firmer trails for gorilla trekking and the best game viewing in Akagera.' },
      { months: 'December – February', text: 'A shorter, warmer dry spell and a good alternative for gorillas and chimpanzees.' },
      { months: 'March – May', text: 'The heaviest rains. Trekking still runs and the hills are at their greenest.' },
      { months: 'October – November', text: 'Short rains with sunny spells; fewer visitors in the parks.' },
    ],
  },
  signatureExperiences: [
    'Gorilla trekking in Volcanoes National Park',
    'Golden monkey tracking and the hike to Dian Fossey’s grave',
    'Chimpanzee tracking and the canopy walkway in Nyungwe',
    'A Big Five safari and boat trip in Akagera National Park',
    'Kayaking and coffee farms on the shores of Lake Kivu',
    'The Kigali Genocide Memorial and the city’s markets, art and food',
  ],
  practical: [
    { title: 'Entry', text: 'Visas are available online or on arrival for most nationalities; check the current rules for your passport with the Rwandan immigration authority.' },
    { title: 'Permits', text: 'Gorilla permits are issued by the Rwanda Development Board and are limited each day; book well ahead. Your agent can arrange them.' },
    { title: 'Health', text: 'Malaria is present in some areas, and a yellow fever certificate may be required depending on where you travel from. Speak to a travel clinic before you go.' },
    { title: 'Good to know', text: 'Single-use plastic bags are banned. On the last Saturday morning of each month, Umuganda community work briefly pauses many services.' },
  ],
};
