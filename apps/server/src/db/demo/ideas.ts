/**
 * Experience ideas: what the demo agencies sell. `{d}` in a title is replaced by the day count, so the same idea
 * offered by two agencies reads like two real products ("7-Day …" and "Private 5-Day …").
 */
export type FoodStyle = 'safari' | 'trek' | 'beach' | 'city' | 'cooking' | 'retreat' | 'gorilla';

export interface Idea {
  title: string;
  type: string;
  /** Place names from places.ts; the first is where the experience is set. */
  places: string[];
  days: number;
  /** Per person, in US dollars, for `days`. */
  usd: number;
  description: string;
  food: FoodStyle;
  /**
   * Other agencies' takes on a day trip, used for its second and third sellers instead of a prefix, so three
   * agencies selling a Stone Town walk sell three different walks (a different title, route and price).
   */
  alts?: Array<{ title: string; usd: number; description: string }>;
}

const I = (title: string, type: string, places: string[], days: number, usd: number, food: FoodStyle, description: string, alts?: Idea['alts']): Idea => ({
  title, type, places, days, usd, food, description, ...(alts ? { alts } : {}),
});

export const IDEAS: Idea[] = [
  // ---------------------------------------------------------------- Tanzania
  I('{d}-Day Great Migration Safari in the Serengeti', 'Safari & Wildlife', ['Serengeti', 'Ngorongoro Crater'], 7, 4350, 'safari', 'Follow the wildebeest herds across the Serengeti from a mobile tented camp that moves with the season, then descend into the Ngorongoro Crater for black rhino.'),
  I('{d}-Day Northern Circuit Classic', 'Safari & Wildlife', ['Tarangire', 'Lake Manyara', 'Ngorongoro Crater', 'Serengeti'], 8, 4680, 'safari', "Tanzania's four great northern parks in one unhurried loop: Tarangire's elephants, Manyara's forest, the crater and the endless plains."),
  I('{d}-Day Ngorongoro & Tarangire Camping Safari', 'Safari & Wildlife', ['Tarangire', 'Ngorongoro Crater'], 4, 1380, 'safari', 'A great-value camping safari with dome tents, a private cook and full days in two of the best parks in the north.'),
  I('{d}-Day Machame Route Kilimanjaro Climb', 'Mountain Trekking & Adventure', ['Kilimanjaro', 'Arusha'], 7, 2690, 'trek', "The 'Whiskey Route' climbs through rainforest and over the Barranco Wall, with an extra acclimatisation day for a better chance of reaching Uhuru Peak."),
  I('{d}-Day Lemosho Route Kilimanjaro Trek', 'Mountain Trekking & Adventure', ['Kilimanjaro'], 8, 3240, 'trek', 'The quietest and most scenic way up Kilimanjaro, crossing the Shira Plateau with eight days for your body to adapt to the altitude.'),
  I('{d}-Day Marangu Route Kilimanjaro Climb', 'Mountain Trekking & Adventure', ['Kilimanjaro'], 6, 2180, 'trek', "The classic 'Coca-Cola route', sleeping in mountain huts rather than tents, with an acclimatisation day at Horombo."),
  I('{d}-Day Zanzibar Beach Escape', 'Beach Time', ['Zanzibar'], 6, 1490, 'beach', "Slow days on Zanzibar's east-coast beaches, a spice farm visit and an evening in Stone Town's lanes."),
  I('{d}-Day Zanzibar Honeymoon Hideaway', 'Honeymoon', ['Zanzibar'], 7, 3290, 'beach', 'A private villa with plunge pool, a sunset dhow cruise for two, couples massage and a candlelit dinner on the sand.'),
  I('Stone Town Heritage & Spice Farm Day', 'Culture & Heritage', ['Zanzibar'], 1, 320, 'city', 'Walk the carved doors and coral-stone lanes of Stone Town with a historian, then taste your way around a family spice farm.', [
    { title: 'Stone Town Carved Doors & Darajani Market Walk', usd: 360, description: 'A morning on foot with a local guide: the carved doors of Shangani, the Old Fort, the House of Wonders and the fish, fruit and spice halls of the Darajani market.' },
    { title: 'Zanzibar Spice Plantation & Forodhani Sunset', usd: 410, description: 'An afternoon among clove, nutmeg and vanilla on a Kizimbani plantation, then grilled seafood at the Forodhani Gardens night market as the dhows come in.' },
  ]),
  I('{d}-Day Swahili Cooking & Spice Trail in Zanzibar', 'Food & Cuisine, Cooking Class', ['Zanzibar'], 3, 690, 'cooking', 'Cook pilau, octopus curry and coconut bread in a Zanzibari home, visit the Darajani market and a spice farm, and eat at the Forodhani night market.'),
  I('{d}-Day Safari & Zanzibar Bush-and-Beach', 'Safari & Wildlife, Beach Time', ['Serengeti', 'Ngorongoro Crater', 'Zanzibar'], 10, 5890, 'safari', 'The classic Tanzanian combination: five days on the northern circuit, then a flight to the white sand of Zanzibar to unwind.'),
  I('{d}-Day Ruaha & Nyerere Southern Safari', 'Safari & Wildlife', ['Ruaha', 'Selous/Nyerere'], 7, 5240, 'safari', "Fly-in safari to the wild south: big lion prides in Ruaha, then boat safaris and walks on the Rufiji in Nyerere, with hardly another vehicle in sight."),
  I('{d}-Day Selous Boat & Walking Safari', 'Safari & Wildlife', ['Selous/Nyerere'], 4, 2380, 'safari', 'Explore Nyerere National Park by boat, on foot and by 4x4, staying at a tented camp on the banks of the Rufiji.'),
  I('{d}-Day Family Safari in Tarangire & Manyara', 'Safari & Wildlife', ['Tarangire', 'Lake Manyara', 'Arusha'], 5, 2150, 'safari', 'Short driving days, a swimming pool at every lodge and a junior ranger programme keep children and parents equally happy.'),
  I('{d}-Day Self-Drive Northern Tanzania', 'Scenic Tour or Self-Drive', ['Arusha', 'Tarangire', 'Lake Manyara', 'Ngorongoro Crater'], 6, 1890, 'safari', 'Pick up a fully equipped Land Cruiser with rooftop tent in Arusha and explore the north at your own pace, with a route book and 24-hour support.'),
  I('{d}-Day Arusha Coffee & Culture Tour', 'Culture & Heritage', ['Arusha', 'Kilimanjaro'], 2, 420, 'cooking', 'Pick and roast coffee with a Chagga family, walk to a waterfall on the slopes of Kilimanjaro and share a home-cooked lunch.'),
  I('{d}-Day Serengeti Luxury Honeymoon Safari', 'Honeymoon', ['Serengeti', 'Ngorongoro Crater'], 6, 7450, 'safari', 'A private guide and vehicle, a balloon flight at dawn and romantic lodges overlooking the plains and the crater.'),
  I('{d}-Day Zanzibar Spa & Wellness Retreat', 'Spa, Relaxation & Wellness', ['Zanzibar'], 5, 1780, 'retreat', 'Daily yoga on the beach, a spa treatment every day and healthy Swahili cuisine at a quiet eco-retreat on the east coast.'),
  I('{d}-Day Hadzabe & Lake Eyasi Cultural Safari', 'Culture & Heritage', ['Ngorongoro Crater', 'Lake Manyara'], 3, 980, 'safari', 'Join a Hadzabe hunting party at dawn, meet Datoga blacksmiths and end with a game drive in the Ngorongoro Crater.'),
  I('{d}-Day Kilimanjaro Sunrise & Serengeti Adventure', 'Mountain Trekking & Adventure, Safari & Wildlife', ['Kilimanjaro', 'Serengeti', 'Ngorongoro Crater'], 12, 5950, 'trek', 'Climb to the roof of Africa by the Machame route, then recover on a four-day safari through the Serengeti and the crater.'),
  I('{d}-Day Mnemba Reef Snorkel & Beach Break', 'Beach Time', ['Zanzibar'], 4, 980, 'beach', "Snorkel the coral gardens of Mnemba Atoll, swim with dolphins and rest at a barefoot lodge on Zanzibar's north coast."),
  // ---------------------------------------------------------------- Kenya
  I('{d}-Day Masai Mara Migration Safari', 'Safari & Wildlife', ['Masai Mara', 'Nairobi'], 5, 2890, 'safari', 'Stay in a tented camp in a private conservancy on the edge of the Mara for river crossings, big cats and night drives.'),
  I('{d}-Day Classic Kenya Safari', 'Safari & Wildlife', ['Masai Mara', 'Lake Nakuru', 'Amboseli', 'Nairobi'], 8, 3980, 'safari', "Kenya's big three: the Mara's predators, Nakuru's flamingos and rhino, and Amboseli's elephants beneath Kilimanjaro."),
  I('{d}-Day Amboseli Elephants & Kilimanjaro Views', 'Safari & Wildlife', ['Amboseli'], 3, 1290, 'safari', 'Big-tusked elephants crossing the swamps with the snows of Kilimanjaro behind them, from a lodge with mountain views.'),
  I('{d}-Day Tsavo & Diani Bush-and-Beach', 'Safari & Wildlife, Beach Time', ['Tsavo', 'Diani'], 7, 2480, 'safari', "Red elephants and lava flows in Tsavo, then the white sands and coral reef of Diani Beach, only a few hours' drive away."),
  I('{d}-Day Diani Beach Honeymoon', 'Honeymoon', ['Diani'], 6, 2680, 'beach', 'A beachfront suite, a private dhow trip to Kisite marine park, couples spa treatments and a seafood dinner under the stars.'),
  I('{d}-Day Diani Beach & Reef Holiday', 'Beach Time', ['Diani'], 5, 1190, 'beach', 'Snorkel with dolphins at Kisite, meet the colobus monkeys and lie on one of the finest beaches on the Indian Ocean.'),
  I('{d}-Day Lamu Swahili Heritage Escape', 'Culture & Heritage', ['Lamu'], 4, 1340, 'city', 'Stay in a restored Swahili house, walk the lanes of a 700-year-old town and sail to Manda Island on a traditional dhow.'),
  I('{d}-Day Lamu Dhow Sailing & Seafood Trail', 'Food & Cuisine', ['Lamu', 'Diani'], 3, 890, 'cooking', 'Sail the Lamu archipelago by dhow, fish with the crew and cook the catch Swahili-style with coconut and tamarind.'),
  I('{d}-Day Samburu & Laikipia Wilderness', 'Safari & Wildlife', ['Samburu', 'Mount Kenya'], 5, 3150, 'safari', "Northern Kenya's rare species, camel walks with Samburu guides and rhino tracking on the Laikipia plateau."),
  I('{d}-Day Mount Kenya Sirimon–Chogoria Trek', 'Mountain Trekking & Adventure', ['Mount Kenya'], 5, 1450, 'trek', 'Cross Mount Kenya from the dry Sirimon valleys to the lakes and gorges of Chogoria, summiting Point Lenana at sunrise.'),
  I('Nairobi National Park & Giraffe Centre Day', 'Safari & Wildlife', ['Nairobi'], 1, 290, 'city', 'Lions, rhino and giraffes with skyscrapers on the horizon, then the elephant orphanage and a visit to the Giraffe Centre.', [
    { title: 'Nairobi Park Dawn Drive & Karen Blixen House', usd: 380, description: 'The national park at first light, when lions are still hunting, then breakfast in Karen and the farmhouse of Out of Africa.' },
    { title: 'Baby Elephant Orphanage & Giraffe Manor Morning', usd: 340, description: 'The orphaned elephants at their mud-bath hour, a coffee among the Rothschild giraffes and Kazuri bead workshop on the way back.' },
  ]),
  I('{d}-Day Nairobi Food & Culture Weekend', 'Food & Cuisine', ['Nairobi'], 2, 480, 'city', 'A street-food crawl through the city, nyama choma at a local favourite, Kazuri beads and live music in Westlands.'),
  I('{d}-Day Rift Valley Lakes Scenic Tour', 'Scenic Tour or Self-Drive', ['Lake Nakuru', 'Nairobi'], 4, 1180, 'safari', 'Drive the Great Rift Valley escarpment to flamingo lakes, hot springs and Hell\'s Gate gorge, with cycling among the zebras.'),
  I('{d}-Day Kenya Self-Drive Adventure', 'Scenic Tour or Self-Drive', ['Nairobi', 'Lake Nakuru', 'Masai Mara'], 8, 2240, 'safari', 'A fully equipped 4x4 with camping gear, pre-booked campsites and a detailed route from Nairobi to the Rift Valley and the Mara.'),
  I('{d}-Day Masai Mara Honeymoon Safari', 'Honeymoon', ['Masai Mara'], 4, 4780, 'safari', 'A luxury tented suite with an outdoor bath, a balloon flight over the herds and a private bush dinner by lantern light.'),
  I('{d}-Day Maasai Culture & Mara Walking Safari', 'Culture & Heritage', ['Masai Mara'], 3, 1480, 'safari', 'Walk the conservancy with Maasai warriors, learn traditional medicine and beadwork, and spend the night in a community-owned camp.'),
  I('{d}-Day Diani Yoga & Spa Retreat', 'Relaxation & Wellness', ['Diani'], 5, 1390, 'retreat', 'Morning yoga on the beach, Swahili spa rituals and healthy coastal food at a small eco-lodge among the palms.'),
  I('{d}-Day Kenya Coast to Mara Honeymoon', 'Honeymoon, Beach Time', ['Masai Mara', 'Lamu'], 9, 6680, 'beach', 'Start with the drama of the Mara and end barefoot in Lamu: fly-in, luxury tents and a private house on Shela beach.'),
  // ---------------------------------------------------------------- Uganda
  I('{d}-Day Bwindi Gorilla Trekking Safari', 'Gorilla Tours', ['Bwindi Impenetrable Forest', 'Lake Bunyonyi'], 4, 2380, 'gorilla', 'Trek the steep forest of Bwindi for an hour with a mountain gorilla family, then rest on the shores of Lake Bunyonyi.'),
  I('{d}-Day Gorilla & Chimpanzee Trekking Uganda', 'Gorilla & Chimpanzee Trekking', ['Bwindi Impenetrable Forest', 'Kibale', 'Queen Elizabeth National Park'], 7, 3980, 'gorilla', "Uganda's great primates in one trip: chimpanzees in Kibale, tree-climbing lions in Ishasha and mountain gorillas in Bwindi."),
  I('{d}-Day Murchison Falls Safari', 'Safari & Wildlife', ['Murchison Falls'], 3, 890, 'safari', 'Boat up the Nile to the foot of the falls, hike to the top and game drive the northern plains for giraffes and lions.'),
  I('{d}-Day Uganda Wildlife & Primates Tour', 'Safari & Wildlife', ['Murchison Falls', 'Kibale', 'Queen Elizabeth National Park', 'Bwindi Impenetrable Forest'], 10, 4560, 'gorilla', 'The full western circuit: Murchison Falls, Kibale chimps, the Kazinga Channel and Bwindi gorillas, with an expert driver-guide.'),
  I('{d}-Day Queen Elizabeth Park & Kazinga Channel', 'Safari & Wildlife', ['Queen Elizabeth National Park'], 3, 940, 'safari', 'Cruise among hundreds of hippos on the Kazinga Channel, search Ishasha for tree-climbing lions and trek chimps in the Kyambura Gorge.'),
  I('Kibale Chimpanzee Habituation Experience', 'Safari & Wildlife', ['Kibale'], 1, 340, 'gorilla', 'A full day with researchers and a chimpanzee community, from the nest at dawn to the nest at dusk.', [
    { title: 'Kibale Chimpanzee Tracking & Bigodi Swamp Walk', usd: 420, description: 'A morning hour with a habituated chimpanzee group, then the Bigodi wetland boardwalk for red colobus and great blue turacos.' },
    { title: 'Kibale Primate Walk & Crater Lakes Picnic', usd: 390, description: 'Chimpanzees in the morning, l\'Hoest\'s monkeys on the forest edge and a picnic above the crater lakes of Ndali.' },
  ]),
  I('{d}-Day Nile White-Water Rafting Adventure', 'Mountain Trekking & Adventure', ['Jinja'], 2, 380, 'beach', 'Grade-five rapids on the White Nile with expert guides and safety kayakers, a riverside camp and a sunset boat trip to the source of the Nile.'),
  I('{d}-Day Jinja Adventure Weekend', 'Mountain Trekking & Adventure', ['Jinja'], 3, 590, 'beach', 'Rafting, kayaking, quad biking and a bungee jump over the Nile, with a lodge on a river island to come back to.'),
  I('{d}-Day Lake Bunyonyi Wellness Retreat', 'Relaxation & Wellness', ['Lake Bunyonyi'], 4, 890, 'retreat', 'Yoga on a private island, canoe trips between the terraced hills and farm-to-table meals after your gorilla trek.'),
  I('{d}-Day Uganda Honeymoon: Gorillas & Lakes', 'Honeymoon', ['Bwindi Impenetrable Forest', 'Lake Bunyonyi', 'Queen Elizabeth National Park'], 8, 5690, 'gorilla', 'Treehouse-style lodges in the forest, a private island cottage on Bunyonyi and a romantic Kazinga Channel sundowner cruise.'),
  I('{d}-Day Batwa Forest Culture Experience', 'Culture & Heritage', ['Bwindi Impenetrable Forest'], 2, 460, 'gorilla', 'Learn to hunt, gather and build shelters with the Batwa, the forest people of Bwindi, and share their songs and stories.'),
  I('{d}-Day Uganda Self-Drive Explorer', 'Scenic Tour or Self-Drive', ['Jinja', 'Murchison Falls', 'Kibale', 'Queen Elizabeth National Park'], 12, 2980, 'safari', 'Drive yourself through the Pearl of Africa in a 4x4 with rooftop tent, pre-booked permits and lodges, and a local phone with our number.'),
  I('{d}-Day Shoebill & Birding Safari', 'Safari & Wildlife', ['Murchison Falls', 'Jinja', 'Queen Elizabeth National Park'], 6, 2140, 'safari', 'Search the papyrus for the prehistoric-looking shoebill and tick off turacos, hornbills and rare Albertine Rift endemics.'),
  I('{d}-Day Kampala & Jinja Food Tour', 'Food & Cuisine, Cooking Class', ['Jinja'], 2, 390, 'cooking', 'Rolex street wraps, luwombo cooked in banana leaves and a Ugandan cooking class in a family kitchen by the Nile.'),
  // ---------------------------------------------------------------- Rwanda
  I('{d}-Day Rwanda Gorilla Trekking Experience', 'Gorilla Tours', ['Volcanoes National Park', 'Kigali'], 3, 2790, 'gorilla', 'One unforgettable hour with a mountain gorilla family in the Virunga volcanoes, with a night in Kigali before or after.'),
  I('{d}-Day Rwanda Primates & Big Five Safari', 'Safari & Wildlife', ['Volcanoes National Park', 'Nyungwe', 'Akagera', 'Kigali'], 8, 5980, 'gorilla', 'Gorillas in the volcanoes, chimpanzees in Nyungwe and the Big Five in Akagera: Rwanda\'s wildlife highlights in just over a week.'),
  I('{d}-Day Akagera Big Five Safari', 'Safari & Wildlife', ['Akagera', 'Kigali'], 2, 780, 'safari', 'Game drives among lions, rhino and elephants, a boat trip on Lake Ihema and a night in a lakeside tented camp.'),
  I('{d}-Day Nyungwe Canopy & Chimpanzee Trek', 'Mountain Trekking & Adventure', ['Nyungwe'], 3, 1180, 'gorilla', 'Cross the canopy walkway high above the forest, trek chimpanzees at dawn and walk the emerald tea estates of Gisakura.'),
  I('{d}-Day Lake Kivu Relaxation Escape', 'Relaxation & Wellness', ['Lake Kivu'], 3, 640, 'retreat', 'Quiet lakeside days in Karongi and Rubavu: kayaking, island picnics, a massage and the fishermen\'s evening songs.'),
  I('{d}-Day Congo Nile Trail Cycling Tour', 'Scenic Tour or Self-Drive', ['Lake Kivu', 'Nyungwe'], 5, 1240, 'city', 'Cycle the hilly Congo Nile Trail along Lake Kivu, with nights in guesthouses and stops at coffee washing stations.'),
  I('Kigali City, History & Art Tour', 'Culture & Heritage', ['Kigali'], 1, 180, 'city', 'A respectful visit to the Genocide Memorial, lunch in Nyamirambo and an afternoon with Kigali\'s artists and designers.', [
    { title: 'Kigali Markets, Coffee & Nyamirambo Walk', usd: 330, description: 'Kimironko market with a local host, a coffee cupping at a city roastery and the Nyamirambo women\'s walking tour.' },
    { title: 'Kigali Art Studios & Imigongo Workshop', usd: 370, description: 'Inema and Niyo galleries, a hands-on imigongo painting workshop and dinner on a terrace above the city lights.' },
  ]),
  I('{d}-Day Rwanda Coffee & Culture Journey', 'Food & Cuisine', ['Lake Kivu', 'Kigali', 'Nyungwe'], 4, 980, 'cooking', 'Pick, process and cup coffee with a farmers\' cooperative, cook Rwandan dishes with a family and visit the royal palace in Nyanza.'),
  I('{d}-Day Rwanda Luxury Honeymoon', 'Honeymoon', ['Volcanoes National Park', 'Lake Kivu', 'Kigali'], 6, 9850, 'gorilla', 'Private gorilla trekking, a luxury lodge at the foot of the volcanoes, a spa day and a private boat on Lake Kivu.'),
  I('{d}-Day Golden Monkey & Volcano Hike', 'Mountain Trekking & Adventure', ['Volcanoes National Park'], 2, 690, 'gorilla', "Track playful golden monkeys in the bamboo and climb to the crater lake on Mount Bisoke's summit."),
  I('{d}-Day Rwanda Self-Drive Highlights', 'Scenic Tour or Self-Drive', ['Kigali', 'Akagera', 'Volcanoes National Park', 'Lake Kivu'], 7, 1890, 'safari', "A 4x4 with rooftop tent, Rwanda's excellent roads and a route from Akagera to the volcanoes and the shores of Lake Kivu."),
  // ---------------------------------------------------------------- Madagascar
  I('{d}-Day Avenue of the Baobabs & Kirindy Forest', 'Scenic Tour or Self-Drive', ['Avenue of the Baobabs (Morondava)', 'Antananarivo'], 4, 1190, 'safari', 'Sunset and sunrise on the Avenue of the Baobabs, and night walks in Kirindy forest for the fossa and mouse lemurs.'),
  I('{d}-Day Tsingy de Bemaraha Expedition', 'Mountain Trekking & Adventure', ['Tsingy de Bemaraha', 'Avenue of the Baobabs (Morondava)'], 6, 1980, 'trek', 'Cross rivers by ferry, climb ladders and rope bridges among the limestone needles and paddle the Manambolo Gorge.'),
  I('{d}-Day Madagascar Wildlife Safari', 'Safari & Wildlife', ['Andasibe-Mantadia', 'Ranomafana', 'Isalo', 'Antananarivo'], 10, 3280, 'safari', 'Lemurs, chameleons and endemic birds from the eastern rainforests to the sandstone canyons of the south.'),
  I('{d}-Day Andasibe Indri & Rainforest Tour', 'Safari & Wildlife', ['Andasibe-Mantadia', 'Antananarivo'], 3, 690, 'safari', 'Wake to the song of the indri, walk the rainforest with a naturalist and search for chameleons by torchlight.'),
  I('{d}-Day Nosy Be Beach & Island Hopping', 'Beach Time', ['Nosy Be'], 6, 1580, 'beach', 'Sail to Nosy Tanikely, Nosy Komba and Nosy Iranja, snorkel with turtles and sleep in a beach bungalow.'),
  I('{d}-Day Nosy Be Honeymoon by Catamaran', 'Honeymoon', ['Nosy Be'], 7, 4980, 'beach', 'A crewed catamaran for two through the north-western islands, with anchorages in empty bays and fresh seafood on deck.'),
  I('{d}-Day Île Sainte-Marie Whale Season Escape', 'Beach Time', ['Île Sainte-Marie', 'Antananarivo'], 5, 1690, 'beach', 'Watch humpback whales breach in the channel, cycle the Île aux Nattes and relax in a palm-shaded lagoon lodge.'),
  I('{d}-Day RN7 Highlands Road Trip', 'Scenic Tour or Self-Drive', ['Antananarivo', 'Ranomafana', 'Isalo'], 9, 2480, 'city', 'The great road south: rice terraces, Zafimaniry woodcarvers, Ranomafana\'s cloud forest and the canyons of Isalo.'),
  I('{d}-Day Isalo Canyons & Natural Pools Trek', 'Mountain Trekking & Adventure', ['Isalo'], 3, 780, 'trek', 'Hike sandstone canyons to palm-fringed natural pools, camp under the stars and watch the sunset through La Fenêtre.'),
  I('{d}-Day Malagasy Food & Vanilla Trail', 'Cooking & Food', ['Antananarivo', 'Ranomafana'], 4, 960, 'cooking', 'Cook romazava and ravitoto with a family, taste highland wines and learn how vanilla is pollinated and cured.'),
  I('{d}-Day Ranomafana Cloud Forest & Hot Springs', 'Relaxation & Wellness', ['Ranomafana'], 3, 640, 'retreat', 'Track golden bamboo lemurs by day and soak in the thermal pools of Ranomafana in the evening.'),
  I('{d}-Day Madagascar Heritage & Royal Hills Tour', 'Culture & Heritage', ['Antananarivo', 'Andasibe-Mantadia'], 3, 740, 'city', 'The Rova palace, the sacred royal hill of Ambohimanga and the craft markets of Antananarivo with a historian.'),
  I('{d}-Day Sainte-Marie Spa & Lagoon Retreat', 'Spa & Wellness', ['Île Sainte-Marie'], 5, 1480, 'retreat', 'Massages with ylang-ylang oil, yoga on the jetty and lazy days in a lagoon that stays calm all year.'),
  I('{d}-Day Grand Madagascar Adventure', 'Mountain Trekking & Adventure, Safari & Wildlife', ['Antananarivo', 'Andasibe-Mantadia', 'Avenue of the Baobabs (Morondava)', 'Tsingy de Bemaraha', 'Nosy Be'], 14, 5890, 'trek', 'The best of the island in two weeks: rainforest lemurs, the baobabs, the Tsingy and a final week of beaches on Nosy Be.'),
];

/** Prefixes for a second agency's version of an idea, so names differ as real products do. */
export const VARIANT_PREFIXES = ['Private', 'Small-Group', 'Classic', 'Luxury', 'Signature', 'Essential'];
