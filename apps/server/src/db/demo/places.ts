/** The real places of the demo catalogue, with the scenes that illustrate them and what visitors do there. */
import type { Scene } from '../../lib/demo-imagery/demo-keys.js';

export type Country = 'Tanzania' | 'Kenya' | 'Uganda' | 'Rwanda' | 'Madagascar';

export interface Place {
  name: string;
  country: Country;
  /** How the place reads in an experience's location line. */
  location: string;
  description: string;
  scenes: Scene[];
  /** Things to do there: [name, description]. */
  activities: Array<[string, string]>;
}

const P = (
  name: string,
  country: Country,
  location: string,
  description: string,
  scenes: Scene[],
  activities: Array<[string, string]>,
): Place => ({ name, country, location, description, scenes, activities });

export const PLACES: Place[] = [
  // ---------------------------------------------------------------- Tanzania
  P('Serengeti', 'Tanzania', 'Serengeti National Park, Tanzania', 'Endless short-grass plains where more than a million wildebeest follow the rains each year, shadowed by lions, cheetahs and hyenas.', ['savanna', 'savanna', 'village'], [
    ['Full-day game drive on the central plains', 'Out at first light with a packed breakfast to follow the big cats of the Seronera valley.'],
    ['Great Migration river-crossing watch', 'Patient hours by the Mara or Grumeti river waiting for the herds to plunge across.'],
    ['Hot-air balloon flight at sunrise', 'A silent hour above the plains, landing to a champagne bush breakfast.'],
    ['Kopje walk with an armed ranger', 'A short guided walk among granite outcrops where rock hyrax and agama lizards live.'],
  ]),
  P('Ngorongoro Crater', 'Tanzania', 'Ngorongoro Conservation Area, Tanzania', 'A collapsed volcano 600 metres deep whose grassy floor shelters black rhino, lion and flamingo-lined soda lakes.', ['crater', 'crater', 'village'], [
    ['Crater floor game drive', 'Descend the rim road at dawn to search for black rhino, lions and hippo pools.'],
    ['Picnic lunch at Ngoitoktok springs', 'A shaded lunch stop beside the hippo pool on the crater floor.'],
    ['Rim walk with a Maasai guide', 'A morning walk along the forested crater rim learning plants and pastoral traditions.'],
  ]),
  P('Kilimanjaro', 'Tanzania', 'Mount Kilimanjaro, Tanzania', "Africa's highest mountain at 5,895 metres, climbed through rainforest, heath and alpine desert to the glaciers of Uhuru Peak.", ['kilimanjaro', 'kilimanjaro', 'peaks'], [
    ['Rainforest stage to the first camp', 'Climb through moss-hung forest alive with colobus monkeys and turacos.'],
    ['Acclimatisation hike to Lava Tower', 'Climb high, sleep low: a day built to help your body adjust to altitude.'],
    ['Summit night to Uhuru Peak', 'A midnight start by head-torch to reach the crater rim at sunrise.'],
    ['Coffee farm walk on the lower slopes', 'Pick, roast and grind Arabica beans with a Chagga family near Moshi.'],
  ]),
  P('Zanzibar', 'Tanzania', 'Zanzibar, Tanzania', 'A spice island of white beaches, coral reefs and Stone Town, the old Swahili trading port and UNESCO World Heritage Site.', ['beach', 'beach', 'town'], [
    ['Stone Town heritage walk', 'Carved doors, the Old Fort, the House of Wonders and the old slave market with a local historian.'],
    ['Spice farm tour', 'Taste fresh cloves, nutmeg, vanilla and lemongrass on a family-run plantation.'],
    ['Snorkelling at Mnemba Atoll', 'Clear water, coral gardens and often dolphins on the boat ride out.'],
    ['Sunset dhow cruise', 'Sail the Stone Town waterfront on a traditional wooden dhow as the sun goes down.'],
    ['Forodhani Gardens night market', 'Grilled seafood and Zanzibar pizza at the waterfront evening market.'],
  ]),
  P('Tarangire', 'Tanzania', 'Tarangire National Park, Tanzania', 'Ancient baobabs and a permanent river draw some of the largest elephant herds in Tanzania in the dry season.', ['savanna', 'savanna'], [
    ['Elephant game drive along the Tarangire River', 'Follow family herds of up to a hundred elephants to the river in the afternoon.'],
    ['Guided walking safari', 'An armed ranger leads you on foot to read tracks and learn the smaller creatures.'],
    ['Night game drive', 'A spotlit drive in the concession for genets, bush babies and hunting leopards.'],
  ]),
  P('Lake Manyara', 'Tanzania', 'Lake Manyara National Park, Tanzania', 'A compact park between the Rift Valley escarpment and a soda lake, famed for tree-climbing lions and flocks of flamingos.', ['lake', 'lake', 'savanna'], [
    ['Game drive through the groundwater forest', 'Baboon troops, blue monkeys and, with luck, lions resting in the acacias.'],
    ['Treetop walkway', 'A suspended walkway through the forest canopy at 18 metres.'],
    ['Canoeing on Lake Manyara', 'Paddle the shallows among pelicans and flamingos when the water is high.'],
  ]),
  P('Ruaha', 'Tanzania', 'Ruaha National Park, Tanzania', "Tanzania's wild south-west: a vast, little-visited park of baobab-studded hills, big prides of lions and the Great Ruaha River.", ['savanna', 'savanna'], [
    ['Full-day game drive on the Great Ruaha River', 'Large lion prides, wild dogs and kudu in a park you will barely share with other vehicles.'],
    ['Fly-camping night', 'Sleep under a mosquito net beneath the stars at a simple bush camp.'],
    ['Walking safari with a resident guide', 'A morning on foot along dry sand rivers reading the night\'s tracks.'],
  ]),
  P('Selous/Nyerere', 'Tanzania', 'Nyerere National Park (Selous), Tanzania', "One of Africa's largest protected areas, where the Rufiji River winds through lakes, palms and miombo woodland.", ['lake', 'savanna', 'islands'], [
    ['Boat safari on the Rufiji River', 'Drift past hippo pods, crocodiles and fish eagles by motorboat.'],
    ['Walking safari in the Selous', 'Explore lake shores on foot with an armed ranger.'],
    ['Game drive in search of wild dogs', 'The park is a stronghold of the endangered African wild dog.'],
  ]),
  P('Arusha', 'Tanzania', 'Arusha, Tanzania', 'The gateway to the northern safari circuit, a lively market town at the foot of Mount Meru.', ['kilimanjaro', 'hilltown', 'village'], [
    ['Arusha National Park canoe and walk', 'Canoe the Momella lakes and walk among giraffe and buffalo below Mount Meru.'],
    ['Cultural tourism day in a Meru village', 'Visit farms, a waterfall and a local school with a village guide.'],
    ['Central market and coffee tasting', 'Wander the market with a local guide, then cup coffee at a farm on the slopes.'],
  ]),
  // ---------------------------------------------------------------- Kenya
  P('Masai Mara', 'Kenya', 'Maasai Mara National Reserve, Kenya', "Kenya's most celebrated reserve, where the Great Migration arrives from July to October and lions, leopards and cheetahs are seen daily.", ['savanna', 'savanna', 'village'], [
    ['Morning game drive in the Mara Triangle', 'Big cats on the hunt in the cool hours after dawn.'],
    ['Mara River crossing', 'Wait with the herds at the crossing points for one of nature\'s great spectacles.'],
    ['Visit to a Maasai manyatta', 'Meet a Maasai family, join the jumping dance and learn about cattle culture.'],
    ['Balloon safari over the Mara', 'Lift off before sunrise and drift over the plains with the herds below.'],
  ]),
  P('Amboseli', 'Kenya', 'Amboseli National Park, Kenya', 'Great tuskers against the snowy dome of Kilimanjaro, with swamps fed by the mountain\'s snowmelt.', ['kilimanjaro', 'kilimanjaro', 'savanna'], [
    ['Sunrise drive for Kilimanjaro views', 'The clouds usually lift from the summit at first light.'],
    ['Elephant research briefing', 'Hear about the long-running Amboseli elephant study from a local researcher.'],
    ['Observation Hill sundowner', 'Look out over the swamps and herds with a drink as the sun sets.'],
  ]),
  P('Tsavo', 'Kenya', 'Tsavo East and West National Parks, Kenya', 'Wild, red-earth country of dust-coloured elephants, lava flows and the crystal Mzima Springs.', ['savanna', 'savanna', 'peaks'], [
    ['Red elephant game drive in Tsavo East', 'Herds dusted red by the soil, along the Galana River.'],
    ['Mzima Springs walk', 'Watch hippos from an underwater viewing chamber in a crystal spring.'],
    ['Shetani lava flow hike', 'A short walk over a black lava field with views of the Chyulu Hills.'],
  ]),
  P('Lamu', 'Kenya', 'Lamu Island, Kenya', 'A car-free Swahili island town of donkeys, carved doors and dhows, inhabited for over 700 years.', ['town', 'beach', 'beach'], [
    ['Lamu Old Town walk', 'Narrow lanes, the fort, the museum and a Swahili house restored to its 18th-century form.'],
    ['Dhow sailing to Manda Island', 'Sail across the channel for a seafood lunch on the beach.'],
    ['Shela beach afternoon', 'Twelve kilometres of empty dunes and warm water.'],
  ]),
  P('Diani', 'Kenya', 'Diani Beach, Kenya', 'A long white-sand beach south of Mombasa, fringed by palms, coral reef and coastal forest home to colobus monkeys.', ['beach', 'beach'], [
    ['Snorkelling at Kisite marine park', 'Dolphins, turtles and coral gardens by dhow from Shimoni.'],
    ['Colobus conservation walk', 'Meet the team protecting Diani\'s rare Angolan colobus monkeys.'],
    ['Kitesurf or paddle-board lesson', 'The reef-protected lagoon is ideal for beginners.'],
  ]),
  P('Samburu', 'Kenya', 'Samburu National Reserve, Kenya', "Semi-arid northern country along the Ewaso Nyiro River with the 'Samburu Special Five': Grevy's zebra, reticulated giraffe, gerenuk, beisa oryx and Somali ostrich.", ['savanna', 'village'], [
    ['Game drive for the Samburu Special Five', 'Species found only north of the equator.'],
    ['Samburu village visit', 'Beadwork, songs and daily life with a Samburu community.'],
    ['Camel walk along the Ewaso Nyiro', 'A slow morning walk with Samburu camel handlers.'],
  ]),
  P('Lake Nakuru', 'Kenya', 'Lake Nakuru National Park, Kenya', 'A Rift Valley soda lake ringed with pink flamingos and a sanctuary for both black and white rhino.', ['lake', 'lake'], [
    ['Rhino tracking drive', 'Search the acacia woodland for black and white rhino.'],
    ['Flamingo shoreline walk', 'A guided walk along the pink-lined shore.'],
    ['Baboon Cliff viewpoint', 'A picnic with the whole lake spread out below.'],
  ]),
  P('Nairobi', 'Kenya', 'Nairobi, Kenya', 'A vibrant capital with a national park on its doorstep, where giraffes graze with skyscrapers behind them.', ['skyline', 'skyline', 'hilltown'], [
    ['Nairobi National Park morning drive', 'Lions and rhino with the city skyline behind.'],
    ['Giraffe Centre and elephant orphanage', 'Feed Rothschild\'s giraffes and watch the orphaned elephants\' mud bath.'],
    ['Karen Blixen house and Kazuri beads', 'Colonial history and a women\'s bead cooperative.'],
  ]),
  P('Mount Kenya', 'Kenya', 'Mount Kenya National Park, Kenya', "Kenya's jagged, glaciated high point, with giant groundsels, tarns and the trekking summit of Point Lenana at 4,985 metres.", ['peaks', 'peaks', 'rainforest'], [
    ['Sirimon route trek', 'The gentlest ascent, through bamboo and moorland to the high valleys.'],
    ['Summit morning on Point Lenana', 'Dawn views of Batian, Nelion and the glaciers.'],
    ['Forest walk at the park gate', 'Colobus monkeys and birdlife in the montane forest.'],
  ]),
  // ---------------------------------------------------------------- Uganda
  P('Bwindi Impenetrable Forest', 'Uganda', 'Bwindi Impenetrable National Park, Uganda', 'An ancient, steep rainforest that shelters nearly half of the world\'s mountain gorillas.', ['rainforest', 'rainforest', 'volcano'], [
    ['Mountain gorilla trek', 'Trek with rangers and trackers to spend one hour with a habituated gorilla family.'],
    ['Batwa community experience', 'Learn the forest skills of the Batwa, Bwindi\'s original inhabitants.'],
    ['Waterfall trail in Buhoma', 'A forest walk to three waterfalls with a birding guide.'],
  ]),
  P('Murchison Falls', 'Uganda', 'Murchison Falls National Park, Uganda', 'Where the Nile forces itself through a seven-metre gap and thunders down 43 metres, in Uganda\'s largest park.', ['waterfall', 'waterfall', 'savanna'], [
    ['Launch trip to the bottom of the falls', 'Hippos, crocodiles and elephants along the Nile on the way to the falls.'],
    ['Hike to the top of the falls', 'Feel the spray where the whole Nile squeezes through the gorge.'],
    ['Game drive on the northern bank', 'Rothschild\'s giraffe, lions and Uganda kob on the Buligi plains.'],
  ]),
  P('Queen Elizabeth National Park', 'Uganda', 'Queen Elizabeth National Park, Uganda', 'Savanna, crater lakes and the Kazinga Channel, famous for tree-climbing lions in the Ishasha sector.', ['savanna', 'lake', 'crater'], [
    ['Kazinga Channel boat cruise', 'Hundreds of hippos and buffalo at the water\'s edge.'],
    ['Ishasha tree-climbing lions', 'Search the fig trees of Ishasha for lions lounging in the branches.'],
    ['Chimpanzee trek in Kyambura Gorge', 'Follow chimps through a sunken forest gorge.'],
  ]),
  P('Kibale', 'Uganda', 'Kibale National Park, Uganda', 'The primate capital of East Africa: thirteen species, including over 1,500 chimpanzees.', ['rainforest', 'rainforest'], [
    ['Chimpanzee tracking', 'Find a habituated chimp community with a ranger guide.'],
    ['Bigodi wetland walk', 'Community-run boardwalks rich in birds and monkeys.'],
    ['Crater lakes hike', 'Walk the crater lakes around Fort Portal.'],
  ]),
  P('Jinja', 'Uganda', 'Jinja, Uganda', 'The adventure capital of East Africa, on the shores of Lake Victoria at the source of the Nile.', ['waterfall', 'islands', 'hilltown'], [
    ['White-water rafting on the Nile', 'A full day of grade-five rapids with experienced river guides.'],
    ['Source of the Nile boat trip', 'Motor to the point where the Nile leaves Lake Victoria.'],
    ['Kayaking the calm stretches', 'Gentle paddling between river islands full of birds.'],
  ]),
  P('Lake Bunyonyi', 'Uganda', 'Lake Bunyonyi, Uganda', 'A deep, bilharzia-free lake of 29 terraced islands in the highlands near the Rwandan border.', ['islands', 'islands'], [
    ['Dugout canoe island hopping', 'Paddle between islands and hear their stories from a local guide.'],
    ['Swimming and lakeside rest', 'One of the few lakes in the region that is safe to swim in.'],
    ['Terraced hills hike', 'A walk through farms and viewpoints above the lake.'],
  ]),
  // ---------------------------------------------------------------- Rwanda
  P('Volcanoes National Park', 'Rwanda', 'Volcanoes National Park, Rwanda', 'Five forested volcanoes of the Virunga range, home to mountain gorillas and golden monkeys.', ['volcano', 'volcano', 'rainforest'], [
    ['Mountain gorilla trekking', 'One unforgettable hour with a gorilla family on the bamboo slopes.'],
    ['Golden monkey tracking', 'Playful golden monkeys in the bamboo forest.'],
    ['Hike to Dian Fossey\'s grave', 'Climb to the Karisoke research site and the primatologist\'s resting place.'],
  ]),
  P('Nyungwe', 'Rwanda', 'Nyungwe National Park, Rwanda', 'One of Africa\'s oldest montane rainforests, with a canopy walkway and habituated chimpanzees.', ['rainforest', 'rainforest'], [
    ['Canopy walkway', 'A suspended bridge 70 metres above the forest floor.'],
    ['Chimpanzee trekking at dawn', 'An early start to find the chimps before they move on.'],
    ['Tea plantation walk in Gisakura', 'Walk the emerald tea fields on the forest edge.'],
  ]),
  P('Akagera', 'Rwanda', 'Akagera National Park, Rwanda', 'Rwanda\'s Big Five savanna park of lakes, papyrus swamps and rolling hills on the Tanzanian border.', ['savanna', 'lake', 'islands'], [
    ['Big Five game drive', 'Lions and rhino, reintroduced since 2015, on the northern plains.'],
    ['Boat trip on Lake Ihema', 'Hippos, crocodiles and fish eagles.'],
    ['Behind-the-scenes with park rangers', 'Learn how Akagera was brought back to life.'],
  ]),
  P('Lake Kivu', 'Rwanda', 'Lake Kivu, Rwanda', 'A vast Rift Valley lake of quiet beaches, islands and fishing villages along the Congo Nile Trail.', ['islands', 'islands', 'beach'], [
    ['Kayaking between islands', 'A guided paddle from Karongi to Napoleon\'s Island.'],
    ['Fishermen\'s evening song', 'Watch the boats head out at dusk, singing as they row.'],
    ['Congo Nile Trail cycling', 'Cycle lakeside villages and coffee farms.'],
  ]),
  P('Kigali', 'Rwanda', 'Kigali, Rwanda', 'Africa\'s cleanest capital, spread over green hills, with a moving genocide memorial and a lively art scene.', ['hilltown', 'hilltown'], [
    ['Kigali Genocide Memorial visit', 'A quiet, guided visit to understand Rwanda\'s past.'],
    ['Kigali city and art tour', 'Inema Arts Centre, Kimironko market and the city\'s design studios.'],
    ['Nyamirambo walking tour', 'A women-led walk through Kigali\'s most colourful neighbourhood.'],
  ]),
  // ---------------------------------------------------------------- Madagascar
  P('Andasibe-Mantadia', 'Madagascar', 'Andasibe-Mantadia National Park, Madagascar', 'Misty rainforest where the indri, the largest lemur, fills the morning with its haunting song.', ['rainforest', 'rainforest'], [
    ['Indri lemur walk', 'Follow the eerie calls of the indri at first light.'],
    ['Night walk for chameleons', 'Torch-lit search for chameleons, frogs and mouse lemurs.'],
    ['Lemur Island visit', 'Meet rescued lemurs up close on a river island.'],
  ]),
  P('Isalo', 'Madagascar', 'Isalo National Park, Madagascar', 'Sandstone canyons, natural swimming pools and grasslands in the dry south, sacred to the Bara people.', ['canyon', 'canyon'], [
    ['Canyon hike to the Natural Pool', 'Walk through sandstone canyons to a palm-fringed swimming hole.'],
    ['Sunset at La Fenêtre', 'Watch the sun set through a natural stone window.'],
    ['Canyon of the Monkeys walk', 'Ring-tailed lemurs and sifakas in a shaded gorge.'],
  ]),
  P('Nosy Be', 'Madagascar', 'Nosy Be, Madagascar', 'Madagascar\'s perfume island of ylang-ylang, turquoise bays and whale sharks from September to December.', ['beach', 'beach'], [
    ['Snorkelling at Nosy Tanikely', 'A marine reserve full of turtles and reef fish.'],
    ['Lokobe reserve by pirogue', 'Paddle to the last primary forest of Nosy Be to see black lemurs.'],
    ['Sunset on Mont Passot', 'The island\'s highest point over its crater lakes.'],
  ]),
  P('Avenue of the Baobabs (Morondava)', 'Madagascar', 'Avenue of the Baobabs, Morondava, Madagascar', 'A dirt road lined with giant Grandidier\'s baobabs, some 800 years old, glowing red at sunset.', ['baobabs', 'baobabs'], [
    ['Sunset at the Avenue of the Baobabs', 'The classic light on the giant trunks.'],
    ['Kirindy forest night walk', 'Spot the fossa and the world\'s smallest primate, the mouse lemur.'],
    ['Baobab Amoureux visit', 'The famous intertwined baobabs near Morondava.'],
  ]),
  P('Tsingy de Bemaraha', 'Madagascar', 'Tsingy de Bemaraha National Park, Madagascar', 'A UNESCO-listed labyrinth of razor-sharp limestone pinnacles, crossed by rope bridges and ladders.', ['tsingy', 'tsingy'], [
    ['Grand Tsingy via ferrata', 'Harnessed climbs, ladders and rope bridges among the pinnacles.'],
    ['Manambolo Gorge pirogue trip', 'Paddle through the gorge past caves and tombs.'],
    ['Petit Tsingy walk', 'An easier trail among the smaller pinnacles.'],
  ]),
  P('Ranomafana', 'Madagascar', 'Ranomafana National Park, Madagascar', 'Steep cloud forest with hot springs and the golden bamboo lemur, discovered only in 1986.', ['rainforest', 'rainforest', 'waterfall'], [
    ['Golden bamboo lemur trek', 'Search the bamboo groves with a park guide.'],
    ['Hot springs soak', 'Thermal pools in Ranomafana village.'],
    ['Night walk on the forest edge', 'Leaf-tailed geckos and tiny chameleons.'],
  ]),
  P('Île Sainte-Marie', 'Madagascar', 'Île Sainte-Marie, Madagascar', 'A slender tropical island once loved by pirates, where humpback whales calve from July to September.', ['beach', 'beach', 'islands'], [
    ['Humpback whale watching', 'Whales breaching in the channel from a small boat.'],
    ['Pirate cemetery visit', 'The atmospheric graves of 18th-century pirates.'],
    ['Île aux Nattes bicycle day', 'Cycle the car-free islet and its empty beaches.'],
  ]),
  P('Antananarivo', 'Madagascar', 'Antananarivo, Madagascar', 'Madagascar\'s hilly capital, with the Rova palace, rice paddies and busy markets.', ['hilltown', 'hilltown'], [
    ['Rova of Antananarivo visit', 'The former royal palace above the city.'],
    ['Analakely market walk', 'Vanilla, spices and crafts with a local guide.'],
    ['Ambohimanga royal hill', 'A UNESCO-listed sacred hill of Merina kings.'],
  ]),
];

export const PLACE_BY_NAME = new Map(PLACES.map((p) => [p.name, p]));

export function place(name: string): Place {
  const found = PLACE_BY_NAME.get(name);
  if (!found) throw new Error(`Unknown demo place: ${name}`);
  return found;
}
