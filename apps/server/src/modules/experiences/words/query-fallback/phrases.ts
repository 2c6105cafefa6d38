import { PhraseTable, wordsOf } from '../phrase-table.js';
import { ANY_TRIP_WORDS } from '../text-search.js';
import { CHEAPER_PHRASES, QUESTION_PHRASES } from '../query-intent.js';
import { ALTERNATIVES_WORDS, FOREIGN_LINK_WORDS, INCLUDED_PHRASES } from '../query-intent/phrases.js';

/**
 * Travellers' words and the catalogue's word for each (query-fallback.ts, step 1): searched instead only when the
 * words as typed find nothing.
 */

/**
 * Animals travellers look for that the catalogue's descriptions do not name: a safari shows them ('pangolin' had been
 * read as a slip of 'Angolan', 'eland' of 'land'). Cheetahs are the big cats the trips do name; the aye-aye is one
 * of Madagascar's lemurs. Each with its plural.
 */
const SAFARI_ANIMALS = [
  'hyena', 'warthog', 'impala', 'gazelle', 'antelope', 'ostrich', 'jackal', 'serval', 'caracal', 'oryx', 'eland', 'kudu',
  'topi', 'sitatunga', 'mongoose', 'porcupine', 'pangolin', 'aardvark', 'dik dik', 'dikdik', 'waterbuck', 'hartebeest',
  'reedbuck', 'bushbuck', 'klipspringer', 'gerenuk', 'honey badger', 'vulture', 'secretary bird', 'wildcat', 'zebra',
];
const pluralOf = (word: string) => (/(s|sh|ch|x)$/.test(word) ? `${word}es` : `${word}s`);
/** Each of `words` as a phrase meaning `meant`. */
const eachMeans = (meant: string, words: string[]) => words.map((w): [string, string] => [w, meant]);
const ANIMAL_PHRASES: Array<[string, string]> = [
  ...eachMeans('safari', SAFARI_ANIMALS.flatMap((a) => [a, pluralOf(a)])),
  ...eachMeans('big cats', ['cheetah', 'cheetahs']),
  ...eachMeans('lion', ['lioness', 'lionesses']),
  ...eachMeans('rhino', ['rhinoceros', 'rhinoceroses']),
  ...eachMeans('bush babies', ['bushbaby', 'bushbabies', 'galago', 'galagos']),
  ...eachMeans('bird', ['owl', 'owls', 'hornbill', 'hornbills', 'kingfisher', 'kingfishers']),
  ...eachMeans('lemur', ['aye aye', 'aye ayes', 'ayeaye', 'ayeayes']),
  // The small life of the forests (Andasibe, Ranomafana, Nyungwe, Kibale) that no trip names ('butterflies' and
  // 'orchids' found nothing, 'botanical garden' Mnemba's coral gardens).
  ...eachMeans('rainforest', ['butterfly', 'butterflies', 'orchid', 'orchids', 'insect', 'insects', 'botanical garden', 'botanical gardens', 'botanic garden', 'botanic gardens', 'botany']),
  // The region's giant tortoises are on Prison Island, off Zanzibar's Stone Town, which its trips leave from.
  ...eachMeans('stone town', ['tortoise', 'tortoises', 'giant tortoise', 'giant tortoises']),
  // Zanzibar's red colobus live in its Jozani forest, which no trip names: beside words that find nothing with them,
  // Zanzibar ('jozani red colobus monkeys' had found Kilimanjaro treks that see black-and-white colobus). Alone, the
  // words find Kibale's red colobus first.
  ...eachMeans('zanzibar', ['red colobus', 'red colobus monkey', 'red colobus monkeys', 'zanzibar red colobus']),
];

/**
 * Phrases travellers type and the catalogue's word for them. Applied only when the words as typed find nothing, so an
 * experience that uses the traveller's own words is still found by them first. Keys are folded words (queryTerms).
 */
const PHRASES: ReadonlyArray<readonly [string, string]> = [
  ['ballooning', 'balloon'],
  // A place's past is what the catalogue calls its heritage ('tanzania history' had dropped 'history'; Stone Town's
  // heritage day is Tanzania's).
  ...eachMeans('heritage', ['history', 'historic', 'historical']),
  // 'birding' is matched as the start of a word, so a place whose trips only say 'birds' had lost it ('birding kenya'
  // → kenya).
  ['birding', 'bird'],
  ['bird watching', 'bird'],
  ['birdwatching', 'bird'],
  ['birdwatchers', 'bird'],
  ['game viewing', 'game drive'],
  ['mt', 'mount'],
  // And glued to the mountain's name ('mtkenya' had been corrected to Kenya: its 39 trips, not Mount Kenya's).
  ...eachMeans('mount kenya', ['mtkenya', 'mountkenya']),
  ...eachMeans('kilimanjaro', ['mtkilimanjaro', 'mountkilimanjaro', 'mtkili']),
  ...eachMeans('mount meru', ['mtmeru', 'mountmeru']),
  // A park's short form ('serengeti np' found nothing: an unknown word beside a place).
  ['np', 'national park'],
  ['natl', 'national'],
  // The catalogue's vehicles are 4x4s ('4wd safari' found nothing).
  ...eachMeans('4x4', ['4wd', 'awd', 'four wheel drive', '4 wheel drive']),
  ...eachMeans('family', ['kid', 'kids', 'child', 'children', 'families', 'teen', 'teens', 'teenager', 'teenagers', 'toddler', 'toddlers']),
  // A parent and a child together, and the youngest ('mother daughter trip', 'infant' found nothing; 'baby friendly' had
  // found bush babies).
  ...eachMeans('family', ['infant', 'infants', 'baby friendly', 'mother daughter', 'mom and daughter', 'mum and daughter', 'mother and daughter', 'father son', 'dad and son', 'father and son', 'mother son', 'father daughter', 'daughter', 'daughters', 'son', 'sons',
    'single mom', 'single mum', 'single mother', 'single dad', 'single father', 'single parent', 'single parents']),
  // Three generations travelling together are a family ('multi generational family safari', 'grandparents' found nothing).
  ...eachMeans('family', ['multi generational', 'multigenerational', 'multi generation', 'intergenerational', 'three generations', 'grandparents', 'grandparent', 'grandchildren', 'grandchild', 'grandkids', 'grandkid', 'grandsons', 'granddaughters']),
  // What the catalogue's trips offer for these: its markets, its city trips, its heritage sites.
  ...eachMeans('market', ['shopping', 'shop', 'shops', 'souvenir', 'souvenirs']),
  // A stay with a family is what the culture trips offer: a night in a village, a meal in a home ('homestay' searched
  // 'stay' and led with a boat safari).
  ...eachMeans('culture', ['homestay', 'homestays', 'home stay', 'home stays', 'host family', 'host families']),
  ...eachMeans('hadzabe', ['bushmen', 'bushman', 'hunter gatherers', 'hunter gatherer']),
  ...eachMeans('yoga', ['meditation', 'mindfulness']),
  ...eachMeans('riding', ['horseback', 'horse back']),
  ...eachMeans('city', ['nightlife', 'night life']),
  ...eachMeans('heritage', ['church', 'churches', 'cathedral', 'mosque', 'mosques', 'temple', 'temples', 'religious']),
  // The past as the catalogue names it ('historical' is not stemmed as 'history', and found nothing).
  ...eachMeans('heritage', ['historic', 'historical', 'ancient', 'ruins', 'architecture']),
  ...eachMeans('culture', ['tribe', 'tribes', 'tribal', 'festival', 'festivals', 'drumming']),
  ...eachMeans('craft', ['weaving', 'pottery', 'beadwork', 'basketry', 'handicraft', 'handicrafts', 'artisan', 'artisans', 'woodcarving', 'wood carving']),
  ...eachMeans('cooking', ['chef', 'chefs']),
  ...eachMeans('batwa', ['pygmy', 'pygmies']),
  // A dark sky is what the catalogue's trips call the stars ('night sky' had dropped 'sky' and found every night), and
  // the moon's light is seen on the same nights ('full moon' had kept 'full', a Kibale chimpanzee walk's full day).
  ...eachMeans('stars', ['stargazing', 'star gazing', 'night sky', 'night skies', 'milky way', 'astronomy', 'astrophotography', 'full moon', 'moonlight', 'moonlit']),
  // A car of one's own is a self-drive ('car hire' searched 'car' and led with Stone Town's carved doors).
  ...eachMeans('self drive', ['car hire', 'car rental', 'rental car', 'hire car', 'rent a car', 'rent car']),
  // A motorbike's tour is a road trip too ('motorbike tour' found nothing).
  ...eachMeans('road trip', ['motorbike', 'motorbikes', 'motorbiking', 'motorcycle', 'motorcycles', 'motorcycling']),
  ['romantic', 'honeymoon'],
  ['romance', 'honeymoon'],
  ['couples', 'honeymoon'],
  ['couple', 'honeymoon'],
  // Who travels together, which any trip can be booked for, in more than one word (one word is read before the search:
  // query-intent/party.ts TRAVELLER_KINDS).
  ...eachMeans('', ['bachelor party', 'hen party', 'hen do', 'stag party', 'stag do']),
  // The reefs the catalogue's trips snorkel are where a diver goes too ('dive' alone found nothing).
  ...eachMeans('snorkel', ['scuba diving', 'scuba', 'diving', 'dive', 'dives', 'diver', 'divers', 'freediving', 'free diving']),
  ['primates', 'chimpanzee'],
  // The great apes are read as gorillas or chimpanzees first (query-intent/phrases.ts EITHER); beside a place that has
  // neither ('great apes kenya'), as gorillas, whose range the fallback then keeps to.
  ...eachMeans('gorilla', ['silverback', 'silverbacks', 'silverback gorilla', 'silverback gorillas', 'great apes', 'great ape', 'apes', 'ape']),
  ['wild life', 'wildlife'],
  // Animals in general are the catalogue's wildlife ('animals' and 'see animals' found nothing).
  ...eachMeans('wildlife', ['animal', 'animals', 'wild animal', 'wild animals', 'fauna', 'creatures']),
  // The wildebeest calve on the southern Serengeti's plains, January to March: its migration trips, not the Masai
  // Mara's, where the herds are from July ('calving february' had led with the Mara's).
  ...eachMeans('serengeti migration', ['calving', 'calving season', 'calf season', 'wildebeest calving']),
  // Sea turtles nest and hatch on the coast's beaches, which the trips that see them say ('turtle nesting' had kept
  // 'nesting': a chimpanzee walk in Kibale, whose chimpanzees build nests).
  ...eachMeans('turtle', ['turtle nesting', 'turtle nest', 'turtle nests', 'turtles nesting', 'nesting turtles', 'nesting turtle', 'turtle hatching', 'turtle hatchlings', 'hatching turtles', 'hatchlings']),
  // Waves are not in the catalogue's words; its beaches are where a surfer goes ('kite surfing' is read as the
  // catalogue's 'kitesurfing' before this: vocabulary.ts joinWords).
  ...eachMeans('beach', ['surf', 'surfing', 'surfer', 'surfers', 'bodyboarding', 'paddleboarding', 'paddle boarding', 'sup']),
  // Kitesurfing is the catalogue's word, beside Diani's reef; elsewhere the beaches are where a kiter goes ('kite
  // surfing zanzibar' had dropped it and led with a cooking trail).
  ...eachMeans('beach', ['kitesurfing', 'kitesurf', 'kiteboarding', 'kite surfing', 'kite boarding']),
  // Nor are the beaches' other sports ('jet ski' searched 'ski' and led with a forest culture trip).
  ...eachMeans('beach', ['windsurfing', 'windsurf', 'wakeboarding', 'parasailing', 'jet ski', 'jet skis', 'jet skiing', 'jetski', 'jetskiing', 'water sports', 'water sport', 'watersports']),
  // The sea is what the beach trips are by ('sea' is matched whole, text-search.ts isShortWord; no trip says it).
  ...eachMeans('beach', ['sea', 'seas', 'seaside', 'ocean', 'oceans', 'sea view', 'ocean view']),
  ...eachMeans('kayaking', ['sea kayaking', 'sea kayak', 'ocean kayaking']),
  // The sea's big fish are met snorkelling off the catalogue's coasts ('whale shark' had dropped 'shark' and found
  // Sainte-Marie's humpback whales; 'manta ray' had been corrected to Mantadia, a rainforest park).
  ...eachMeans('snorkel', ['whale shark', 'whale sharks', 'shark', 'sharks', 'manta ray', 'manta rays', 'stingray', 'stingrays', 'sting ray', 'sting rays']),
  // A sandbank and the mangroves are the coast's too ('mangroves' found nothing, 'sandbank' a canyon trek's sand).
  ...eachMeans('beach', ['sandbank', 'sandbanks', 'sand bank', 'sand banks', 'mangrove', 'mangroves']),
  // Mabamba's swamp, by Entebbe, is where the shoebill is seen ('mabamba' had been read as Uganda's safaris).
  ...eachMeans('shoebill', ['mabamba', 'mabamba swamp', 'mabamba wetland']),
  // An overwater bungalow is a beach stay ('overwater' was split into 'over water' and found white-water rafting).
  ...eachMeans('beach', ['overwater', 'overwater bungalow', 'overwater bungalows', 'overwater villa', 'overwater villas', 'water bungalow', 'water villa']),
  // Where a traveller sleeps is a lodge or a camp in the catalogue's words, never a hotel or a resort ('hotel' alone
  // found nothing; beside other words it only ranks: text-search.ts GENERIC_WORDS).
  ...eachMeans('lodge', ['hotel', 'hotels', 'resort', 'resorts', 'accommodation', 'accommodations', 'lodging', 'lodgings']),
  // Camping in comfort is what the catalogue's camping safaris offer ('glamping' had been read as a slip of 'camping',
  // two letters off, so its own slips found nothing: 'gllamping', 'glampign').
  ...eachMeans('camping', ['glamping', 'glamp', 'glamps']),
  // A backpacker's trip here is a camping one.
  ...eachMeans('camping', ['backpacking', 'backpacker', 'backpackers', 'hostel', 'hostels']),
  // Giving time or help is what the catalogue's community visits offer.
  ...eachMeans('community', ['volunteer', 'volunteers', 'volunteering', 'voluntourism', 'charity']),
  // A couple's occasion is what the honeymoons are made for ('anniversary' found nothing).
  ...eachMeans('honeymoon', ['wedding', 'weddings', 'proposal', 'anniversary', 'anniversaries', 'elopement', 'babymoon', 'babymoons', 'valentine', 'valentines', 'valentine s', 'valentines day', 'valentine s day']),
  // And the couple just wed ('newlyweds' found nothing).
  ...eachMeans('honeymoon', ['newlyweds', 'newlywed', 'newly weds', 'newly wed', 'newly married', 'just married']),
  ...eachMeans('sailing', ['yacht', 'yachts', 'yachting']),
  // Open grassland is where a safari goes, a jungle is the catalogue's forest ('savannah' and 'jungle' found nothing).
  ...eachMeans('safari', ['savanna', 'savannas', 'savannah', 'savannahs', 'grassland', 'grasslands']),
  ...eachMeans('forest', ['jungle', 'jungles']),
  ...eachMeans('heritage', ['islam', 'islamic', 'muslim']),
  // Travel that leaves something behind is what the catalogue's community visits offer ('ethical' found nothing).
  ...eachMeans('community', ['responsible', 'ethical', 'sustainable', 'sustainability', 'ecotourism', 'eco tourism', 'eco friendly']),
  // A safari's vehicle is the safari ('jeep' was 'corrected' to 'keep').
  ...eachMeans('safari', ['jeep', 'jeeps', 'minibus', 'minivan', 'safari vehicle']),
  ...eachMeans('quad', ['atv', 'atvs', 'quad biking', 'quads']),
  ...eachMeans('canopy', ['zip line', 'zip lining', 'zipline', 'ziplining']),
  // A mood is the catalogue's kind of trip for it ('adrenaline', 'peaceful', 'chill' found nothing).
  ...eachMeans('adventure', ['adrenaline', 'adrenalin', 'thrill', 'thrills', 'thrilling', 'extreme', 'extreme sports', 'action packed', 'daredevil']),
  // The air sports no trip offers are what its adventure trips are for ('sky diving' had been read as diving: the
  // snorkelling trips; 'skydiving', 'paragliding' found nothing).
  ...eachMeans('adventure', ['sky diving', 'skydiving', 'sky dive', 'skydive', 'parachuting', 'parachute', 'paragliding', 'paraglide', 'paraglider', 'hang gliding', 'base jumping']),
  // What a spice farm grows, and the cocoa a food trail tastes ('cinnamon', 'chocolate' found nothing).
  ...eachMeans('spice', ['cinnamon', 'nutmeg', 'cardamom', 'turmeric', 'lemongrass', 'peppercorn', 'peppercorns']),
  ...eachMeans('food', ['chocolate', 'cocoa', 'cacao']),
  // The region's dishes and drinks are what the food trails taste ('ugali', 'beer' found nothing).
  ...eachMeans('food', ['ugali', 'pilau', 'chapati', 'mandazi', 'samosa', 'samosas', 'rolex', 'matoke', 'beer', 'beers', 'brewery', 'craft beer', 'banana beer', 'cocktails', 'foodie', 'foodies', 'gastronomy', 'culinary']),
  // Zanzibar's music festival is held in Stone Town's Old Fort each February ('sauti za busara' found nothing).
  ...eachMeans('stone town', ['sauti za busara', 'busara festival', 'busara']),
  // A detox is what the wellness retreats offer ('digital detox' found nothing).
  ...eachMeans('wellness', ['detox', 'digital detox', 'detox retreat']),
  ...eachMeans('relaxation', ['chill', 'chilled', 'chill out', 'chillout', 'peaceful', 'tranquil', 'tranquility', 'tranquillity', 'serene', 'unwind', 'laid back', 'laidback', 'leisurely', 'stress free']),
  // The other names of the wild dog ('painted wolves' had kept 'painted': an art studio).
  ...eachMeans('wild dogs', ['painted wolves', 'painted wolf', 'painted dogs', 'painted dog', 'african wild dogs', 'african wild dog', 'hunting dogs']),
  // A World Heritage Site is what the catalogue calls UNESCO-listed ('unesco world heritage sites' had kept 'unesco
  // world': two trips).
  ...eachMeans('unesco', ['world heritage', 'world heritage site', 'world heritage sites', 'unesco world heritage', 'unesco world heritage site', 'unesco world heritage sites', 'unesco site', 'unesco sites', 'unesco listed']),
  // What a scenic tour is for ('breathtaking scenery' found nothing).
  ...eachMeans('scenic', ['scenery', 'sceneries', 'landscape', 'landscapes']),
  // A gap year's trip here is a community visit.
  ['gap year', 'community'],
  // Travelling alone, a traveller joins a group: 'solo travel' → small group travel.
  ['solo', 'small group'],
  // So does a single traveller ('single traveler' found nothing).
  ...eachMeans('small group', ['single', 'singles', 'single traveller', 'single travellers', 'single traveler', 'single travelers', 'travelling alone', 'traveling alone', 'on my own', 'by myself']),
  // A photographer's trip here is a wildlife one ('photography' alone found nothing; beside 'safari' it is dropped).
  ...eachMeans('safari', ['photography', 'photographic', 'photographer', 'photographers', 'photo', 'photos', 'filming', 'videography']),
  // And in other languages ('safari fotografico' found nothing).
  ...eachMeans('safari', ['fotografico', 'fotografica', 'fotografia', 'fotografie', 'photographique', 'photographie', 'fotosafari', 'fotoreise']),
  // A word typed as another English word that sounds the same, which is never corrected as a slip would be
  // ('zanzibar beech' searched Zanzibar without the beaches).
  ['beech', 'beach'],
  ['beeches', 'beaches'],
  ['ridding', 'riding'],
  // The names and words visitors from elsewhere type most, too far from ours for a slip ('kilimandscharo' found nothing).
  ...eachMeans('kilimanjaro', ['kilimandscharo', 'kilimandjaro', 'kilimanyaro']),
  // The countries as visitors' languages write them, where no slip of ours reaches ('safari quenia' found nothing;
  // 'kenia', 'ruanda', 'oeganda', 'madagaskar' are a letter or two off and corrected).
  ...eachMeans('kenya', ['quenia', 'kenija', 'keniya']),
  ...eachMeans('madagascar', ['madagasikara']),
  // And the sea, which a beach trip is by ('safari und meer' had been corrected to 'safari Meet'; not Italian 'mare',
  // a slip of Mara).
  ...eachMeans('beach', ['plage', 'plages', 'playa', 'playas', 'strand', 'spiaggia', 'spiagge', 'praia', 'praias', 'meer', 'strandurlaub', 'badeurlaub', 'vacances a la plage', 'vacaciones de playa']),
  ...eachMeans('honeymoon', ['luna de miel', 'lune de miel', 'flitterwochen', 'hochzeitsreise', 'viaggio di nozze', 'luna di miele', 'lua de mel']),
  ...eachMeans('whale', ['baleine', 'baleines', 'ballena', 'ballenas', 'balena', 'balene', 'wal', 'wale']),
  // Their words for the animals and the doings the catalogue names ('löwen' had been corrected to 'Lower', 'plongée'
  // to 'Plunge'; 'nashorn', 'tauchen', 'randonnée', 'kochkurs', 'lémuriens' found nothing). Folded, as queryTerms gives them.
  ...eachMeans('lion', ['lowe', 'lowen', 'leones', 'leoni']),
  ...eachMeans('rhino', ['nashorn', 'nashorner', 'rinoceronte', 'rinocerontes']),
  ...eachMeans('elephant', ['elefant', 'elefanten', 'elefante', 'elefantes']),
  ...eachMeans('gorilla', ['berggorilla', 'berggorillas', 'gorilles', 'gorille']),
  ...eachMeans('chimpanzee', ['schimpanse', 'schimpansen', 'chimpances']),
  ...eachMeans('lemur', ['lemurien', 'lemuriens', 'lemuren', 'lemure', 'lemures', 'lemuri']),
  ...eachMeans('snorkel', ['tauchen', 'schnorcheln', 'plongee', 'buceo', 'immersioni']),
  ...eachMeans('hiking', ['wandern', 'wanderung', 'randonnee', 'randonnees', 'senderismo', 'escursionismo']),
  ...eachMeans('climb', ['besteigung', 'bergsteigen', 'escalade', 'ascension', 'escalada', 'scalata']),
  ...eachMeans('cooking', ['kochkurs', 'kochen', 'cours de cuisine', 'cocina', 'cucina']),
  ...eachMeans('honeymoon', ['voyage de noces', 'viaje de novios', 'luna de mel']),
  // And for the land, the comfort and the animals the trips name ('lac kivu', 'vulkan', 'jirafa', 'delfin', 'luxus
  // safari' found nothing; 'montagne' had been corrected to 'Montane', 'wald' to 'Wild', 'bosque' read as a mosque).
  ...eachMeans('lake', ['lac', 'lacs', 'lago', 'laghi']),
  ...eachMeans('mountain', ['montagne', 'montagnes', 'montana', 'montanas', 'montagna', 'berg', 'berge', 'gebirge']),
  ...eachMeans('volcano', ['vulkan', 'vulkane', 'volcanes', 'vulcano', 'vulcani']),
  ...eachMeans('island', ['insel', 'inseln', 'isola', 'isole']),
  ...eachMeans('waterfall', ['wasserfalle', 'cascade', 'cascades', 'cascada', 'cascadas', 'cascata', 'cascate']),
  ...eachMeans('forest', ['wald', 'walder', 'regenwald', 'bosque', 'bosques', 'foresta', 'foreste', 'selva']),
  ...eachMeans('bird', ['vogel', 'oiseau', 'oiseaux', 'pajaro', 'pajaros', 'uccelli', 'vogelbeobachtung']),
  ...eachMeans('hippo', ['nilpferd', 'nilpferde', 'flusspferd', 'flusspferde', 'hipopotamo', 'hipopotamos', 'ippopotamo', 'ippopotami']),
  ...eachMeans('giraffe', ['giraffen', 'jirafa', 'jirafas', 'giraffa']),
  ...eachMeans('big cats', ['guepard', 'guepards', 'gepard', 'geparden', 'guepardo', 'guepardos', 'ghepardo']),
  ...eachMeans('dolphin', ['delfin', 'delfine', 'delfines', 'delfino', 'delfini']),
  ...eachMeans('turtle', ['tortue', 'tortues', 'schildkrote', 'schildkroten', 'tortuga', 'tortugas', 'tartaruga', 'tartarughe']),
  ...eachMeans('luxury', ['de lujo', 'de luxe', 'di lusso', 'lujo', 'luxe', 'luxus', 'lusso', 'luxueux', 'luxuoso', 'lujoso']),
  // The luxury lodge brands travellers know the region's top camps by ('singita' had been corrected to 'Singing': the
  // Lake Kivu trips; 'andbeyond' found nothing). Any agent books their camps or ones like them.
  ...eachMeans('luxury', ['singita', 'andbeyond', 'and beyond', 'asilia', 'wilderness safaris', 'sanctuary retreats', 'elewana', 'one only', 'oneandonly', 'aman', 'belmond']),
  ...eachMeans('', ['preis', 'preise', 'kosten', 'prix', 'precio', 'precios', 'prezzo', 'prezzi']),
  // Their words for cheap ask for the cheaper trips, as 'cheap' does ('safari barato', 'safari pas cher' found nothing;
  // 'safari economico' every safari).
  ...eachMeans('cheap', ['economico', 'economica', 'economicos', 'economique', 'gunstig', 'gunstige', 'guenstig', 'preiswert', 'billig', 'billige', 'barato', 'barata', 'baratos', 'baratas', 'pas cher', 'bon marche']),
  // Their words for children and families ('safari con niños' found nothing).
  ...eachMeans('family', ['ninos', 'hijos', 'familia', 'enfants', 'famille', 'kinder', 'familie', 'bambini', 'famiglia']),
  // And the words that link theirs ('safari en kenia' had kept 'en', a word of the catalogue's 'en route', and found
  // two honeymoons).
  ...eachMeans('', FOREIGN_LINK_WORDS),
  // Rwanda's Volcanoes as the French name it ('parc des volcans' had been 'Park des Volcano').
  ...eachMeans('volcanoes', ['parc des volcans', 'parc national des volcans', 'volcans']),
  ['parc', 'park'],
  ...eachMeans('wildebeest', ['wild beast', 'wild beasts', 'wildebeasts']),
  // Seeing the sights is what the scenic tours are for ('sightseeing' found nothing).
  ...eachMeans('scenic', ['sightseeing', 'sight seeing', 'site seeing', 'siteseeing', 'sightsee']),
  // An overland tour is a journey by road: the catalogue's road trips and self-drives.
  ...eachMeans('road trip', ['overland', 'overlanding']),
  ...ANIMAL_PHRASES,
  // The Big Five are what a safari shows ('big five kenya', where no Kenya trip names them).
  ['big five', 'safari'],
  // Filler around what the traveller wants. 'Cheap' asks for a price bound (query-intent.ts, budget.ts); when the
  // search with it finds nothing, the search instead drops it (the catalogue's 'budget' is only in its small print).
  ...eachMeans('', CHEAPER_PHRASES),
  // Pets, which no trip here takes ('dog friendly' had dropped 'friendly' and shown the wild dogs' safaris).
  ...eachMeans('', ['dog friendly', 'dogs friendly', 'pet friendly', 'pets friendly', 'dogs allowed', 'pets allowed', 'with my dog', 'with our dog', 'with dog', 'with dogs', 'with pets', 'with my pet']),
  // A slip that is an English word too, so never corrected (vocabulary.ts closestWord): read as the word meant, which
  // asks for the cheaper trips (query-fallback.ts replacePhrases).
  ['cheep', 'cheap'],
  ...eachMeans('', [...QUESTION_PHRASES, ...INCLUDED_PHRASES, 'all inclusive', 'inclusive']),
  // 'tanzania vs kenya safari': either, which two places no experience has together are searched as.
  ...eachMeans('', ['vs', 'versus']),
  // Every guide speaks English: the guides are what is left ('english speaking guide' alone had found nothing).
  ['english speaking', ''],
];
/**
 * The words besides the catalogue's that a slip may be meant as (closestWord's `alsoKnown`), each long enough to be
 * told from a slip of another word: PHRASES' one-word keys, then read in the catalogue's words ('cheeta' → cheetah →
 * big cats, 'rhinocerous' → rhino; 'diveing' is diving, not the catalogue's 'driving'), and the words that say only
 * 'a trip' ('vaccation', 'packge': every experience, as the words are; text-search.ts ANY_TRIP_WORDS), and the words
 * read as alternatives before the search ('hippopotamous' is a hippopotamus, then the safaris of its range:
 * query-intent/phrases.ts EITHER; it had found nothing).
 */
export const ALSO_KNOWN_WORDS = [...PHRASES.map(([from]) => from), ...ANY_TRIP_WORDS, ...ALTERNATIVES_WORDS].filter((word) => !word.includes(' ') && word.length >= 5);
/** The phrases, looked up by where they start, with the catalogue's words for each. */
export const PHRASE_TABLE = new PhraseTable(PHRASES.map(([from, to]) => [wordsOf(from), wordsOf(to).filter(Boolean)] as const));
