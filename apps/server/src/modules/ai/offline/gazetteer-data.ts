/**
 * Places of the region a traveller names in a trip request, each with its country (one of the five, or null when
 * it spans several) and the spellings travellers use, misspellings included. Matching is case- and
 * accent-insensitive and tolerates one more typo in long names (see gazetteer.ts).
 *
 * kind 'park' marks wildlife parks and reserves: naming one is asking for a wildlife trip (Nature & Wildlife).
 */
export type PlaceKind = 'park' | 'island' | 'beach' | 'mountain' | 'lake' | 'town' | 'site';
export type GazetteerCountry = 'Tanzania' | 'Kenya' | 'Uganda' | 'Rwanda' | 'Madagascar';

export interface GazetteerEntry {
  name: string;
  country: GazetteerCountry | null;
  kind: PlaceKind;
  aliases?: string[];
  /**
   * For a place no experience of the demo catalogue names: the covered place it lies in or beside, whose trips a
   * traveller asking for it would take instead ('jozani' → Zanzibar). The search shows those (query-fallback.ts).
   */
  near?: string;
}

export const GAZETTEER: GazetteerEntry[] = [
  // Tanzania
  { name: 'Serengeti', country: 'Tanzania', kind: 'park', aliases: ['serengeti national park', 'serengetti', 'serengheti', 'serengty', 'serangeti', 'serengti', 'serenget', 'central serengeti', 'northern serengeti', 'seronera'] },
  { name: 'Ngorongoro', country: 'Tanzania', kind: 'park', aliases: ['ngorongoro crater', 'ngorongoro conservation area', 'ngorogoro', 'ngoro ngoro', 'ngorongo', 'ngorongoro crator', 'the crater'] },
  { name: 'Ndutu', country: 'Tanzania', kind: 'park', aliases: ['lake ndutu', 'ndutu area'], near: 'Serengeti' },
  // The Serengeti's other areas, where its migration trips go ('western corridor' had kept 'western': a Nosy Be honeymoon).
  { name: 'Western Corridor', country: 'Tanzania', kind: 'park', aliases: ['serengeti western corridor'], near: 'Serengeti' },
  { name: 'Kogatende', country: 'Tanzania', kind: 'park', aliases: ['lobo', 'lobo area', 'kogatende area'], near: 'Serengeti' },
  // Within the Ngorongoro Conservation Area, on the crater trips' way ('olduvai gorge', 'empakaai' found nothing).
  { name: 'Olduvai Gorge', country: 'Tanzania', kind: 'site', aliases: ['olduvai', 'oldupai', 'oldupai gorge', 'olduvai museum'], near: 'Ngorongoro' },
  { name: 'Empakaai', country: 'Tanzania', kind: 'park', aliases: ['empakaai crater', 'empakai', 'empakai crater'], near: 'Ngorongoro' },
  { name: 'Tarangire', country: 'Tanzania', kind: 'park', aliases: ['tarangire national park', 'tarangiri', 'tarengire', 'tarangeri'] },
  { name: 'Lake Manyara', country: 'Tanzania', kind: 'park', aliases: ['manyara', 'lake manyara national park', 'manyarra'] },
  { name: 'Arusha National Park', country: 'Tanzania', kind: 'park', aliases: ['arusha np', 'arusha national park'] },
  { name: 'Ruaha', country: 'Tanzania', kind: 'park', aliases: ['ruaha national park', 'ruaha np'] },
  { name: 'Nyerere', country: 'Tanzania', kind: 'park', aliases: ['selous', 'selous/nyerere', 'selous game reserve', 'nyerere national park', 'selou', 'selus'] },
  { name: 'Mikumi', country: 'Tanzania', kind: 'park', aliases: ['mikumi national park'], near: 'Selous' },
  { name: 'Katavi', country: 'Tanzania', kind: 'park', aliases: ['katavi national park'] },
  { name: 'Gombe', country: 'Tanzania', kind: 'park', aliases: ['gombe stream', 'gombe national park'] },
  { name: 'Mahale', country: 'Tanzania', kind: 'park', aliases: ['mahale mountains'] },
  { name: 'Saadani', country: 'Tanzania', kind: 'park', aliases: ['saadani national park'] },
  { name: 'Kilimanjaro', country: 'Tanzania', kind: 'mountain', aliases: ['mount kilimanjaro', 'mt kilimanjaro', 'mt. kilimanjaro', 'kili', 'kilimanjero', 'kilimanjaro mountain', 'kilimajaro', 'killimanjaro', 'kilimandjaro', 'kilimanjar'] },
  // Kilimanjaro's routes the demo catalogue's climbs do not take (Machame, Marangu, Lemosho and Shira they do).
  { name: 'Rongai Route', country: 'Tanzania', kind: 'mountain', aliases: ['rongai'], near: 'Kilimanjaro' },
  { name: 'Umbwe Route', country: 'Tanzania', kind: 'mountain', aliases: ['umbwe'], near: 'Kilimanjaro' },
  { name: 'Mount Meru', country: 'Tanzania', kind: 'mountain', aliases: ['mt meru', 'mt. meru', 'meru'] },
  { name: 'Ol Doinyo Lengai', country: 'Tanzania', kind: 'mountain', aliases: ['oldoinyo lengai', 'lengai'] },
  { name: 'Usambara Mountains', country: 'Tanzania', kind: 'mountain', aliases: ['usambara', 'usambaras', 'lushoto'] },
  { name: 'Zanzibar', country: 'Tanzania', kind: 'island', aliases: ['zanzibar island', 'unguja', 'zanzibar', 'zanzabar', 'zanizbar', 'zanzebar', 'zansibar', 'znz', 'sansibar'] },
  { name: 'Stone Town', country: 'Tanzania', kind: 'town', aliases: ['stonetown', 'stone-town'] },
  { name: 'Nungwi', country: 'Tanzania', kind: 'beach', aliases: ['kendwa'], near: 'Zanzibar' },
  { name: 'Paje', country: 'Tanzania', kind: 'beach', aliases: ['jambiani', 'michamvi', 'bwejuu'], near: 'Zanzibar' },
  { name: 'Matemwe', country: 'Tanzania', kind: 'beach', aliases: ['kiwengwa', 'pongwe', 'uroa'], near: 'Zanzibar' },
  { name: 'Jozani', country: 'Tanzania', kind: 'park', aliases: ['jozani forest', 'jozani chwaka bay', 'jozani national park'], near: 'Zanzibar' },
  // An islet a boat reaches from Stone Town in half a day, for its giant tortoises: Stone Town's trips, not a beach's.
  { name: 'Prison Island', country: 'Tanzania', kind: 'site', aliases: ['changuu', 'changuu island'], near: 'Stone Town' },
  { name: 'Kizimkazi', country: 'Tanzania', kind: 'beach', near: 'Zanzibar' },
  { name: 'Fumba', country: 'Tanzania', kind: 'town', aliases: ['fumba town', 'menai bay'], near: 'Zanzibar' },
  { name: 'Mnemba', country: 'Tanzania', kind: 'island', aliases: ['mnemba atoll', 'mnemba island'] },
  { name: 'Pemba', country: 'Tanzania', kind: 'island', aliases: ['pemba island'] },
  { name: 'Mafia', country: 'Tanzania', kind: 'island', aliases: ['mafia island'] },
  { name: 'Lake Natron', country: 'Tanzania', kind: 'lake', aliases: ['natron'] },
  { name: 'Lake Eyasi', country: 'Tanzania', kind: 'lake', aliases: ['eyasi'] },
  // Shared with Burundi, Congo and Zambia: of the five countries, Tanzania's alone.
  { name: 'Lake Tanganyika', country: 'Tanzania', kind: 'lake', aliases: ['tanganyika'] },
  { name: 'Kigoma', country: 'Tanzania', kind: 'town' },
  { name: 'Arusha', country: 'Tanzania', kind: 'town', aliases: ['arusha town', 'arusha city'] },
  // The town at Kilimanjaro's foot its climbs leave from, which the catalogue names only as where agencies work from
  // ('moshi' had led with an Arusha coffee tour whose team is from Moshi).
  { name: 'Moshi', country: 'Tanzania', kind: 'town', near: 'Kilimanjaro' },
  { name: 'Dar es Salaam', country: 'Tanzania', kind: 'town', aliases: ['dar', 'dar-es-salaam', 'daressalaam', 'dar es salam', 'dar salaam'] },
  { name: 'Bagamoyo', country: 'Tanzania', kind: 'town' },
  { name: 'Kilwa', country: 'Tanzania', kind: 'site', aliases: ['kilwa kisiwani', 'kilwa ruins'] },
  { name: 'Tanga', country: 'Tanzania', kind: 'town' },
  { name: 'Pangani', country: 'Tanzania', kind: 'beach' },
  { name: 'Mwanza', country: 'Tanzania', kind: 'town' },
  { name: 'Rubondo Island', country: 'Tanzania', kind: 'park', aliases: ['rubondo', 'rubondo island national park'] },
  { name: 'Udzungwa', country: 'Tanzania', kind: 'park', aliases: ['udzungwa mountains', 'udzungwa mountains national park'], near: 'Ruaha' },
  { name: 'Mto wa Mbu', country: 'Tanzania', kind: 'town', aliases: ['mto wa mbu village'], near: 'Lake Manyara' },
  { name: 'Materuni', country: 'Tanzania', kind: 'site', aliases: ['materuni waterfall', 'materuni waterfalls', 'materuni village'], near: 'Kilimanjaro' },
  { name: 'Chumbe Island', country: 'Tanzania', kind: 'island', aliases: ['chumbe'], near: 'Zanzibar' },
  // Day trips from Moshi at Kilimanjaro's foot ('chemka hot springs' found nothing).
  { name: 'Chemka Hot Springs', country: 'Tanzania', kind: 'site', aliases: ['chemka', 'chemka springs', 'kikuletwa', 'kikuletwa hot springs'], near: 'Kilimanjaro' },
  { name: 'Lake Chala', country: 'Tanzania', kind: 'lake', aliases: ['chala'], near: 'Kilimanjaro' },
  { name: 'Dodoma', country: 'Tanzania', kind: 'town' },
  { name: 'Nakupenda', country: 'Tanzania', kind: 'beach', aliases: ['nakupenda sandbank', 'nakupenda beach'], near: 'Zanzibar' },
  // A spice-farm village on Zanzibar's spice tours ('kidichi' found nothing).
  { name: 'Kidichi', country: 'Tanzania', kind: 'site', aliases: ['kidichi spice farm', 'kidichi persian baths', 'kizimbani'], near: 'Zanzibar' },
  // A restaurant on a rock in the sea off Michamvi, on Zanzibar's east coast ('rock restaurant' had kept 'rock', a
  // Serengeti honeymoon's kopjes).
  { name: 'The Rock Restaurant', country: 'Tanzania', kind: 'site', aliases: ['rock restaurant', 'the rock restaurant zanzibar', 'rock restaurant zanzibar'], near: 'Zanzibar' },
  // Kenya
  { name: 'Masai Mara', country: 'Kenya', kind: 'park', aliases: ['maasai mara', 'mara', 'the mara', 'masai mara national reserve', 'maasai mara national reserve', 'masaai mara', 'massai mara', 'masai marra', 'mara conservancies', 'mara triangle', 'naboisho', 'olare orok', 'masaimara', 'maasaimara', 'masai-mara'] },
  { name: 'Amboseli', country: 'Kenya', kind: 'park', aliases: ['amboseli national park', 'amboselli', 'ambosseli'] },
  { name: 'Tsavo', country: 'Kenya', kind: 'park', aliases: ['tsavo east', 'tsavo west', 'tsavo national park', 'tsavo east national park', 'tsavo west national park', 'tzavo'] },
  { name: 'Samburu', country: 'Kenya', kind: 'park', aliases: ['samburu national reserve', 'samburu reserve', 'samburo'] },
  { name: 'Shaba', country: 'Kenya', kind: 'park', aliases: ['shaba national reserve', 'buffalo springs', 'buffalo springs national reserve'], near: 'Samburu' },
  { name: 'Ol Pejeta', country: 'Kenya', kind: 'park', aliases: ['ol pejeta conservancy', 'olpejeta', 'ol-pejeta'], near: 'Laikipia' },
  { name: 'Laikipia', country: 'Kenya', kind: 'park', aliases: ['lewa', 'lewa conservancy'] },
  // North-east of Mount Kenya; the catalogue's nearest wilderness is Samburu's ('meru national park' led with Tanzania's
  // trips that see Mount Meru).
  { name: 'Meru National Park', country: 'Kenya', kind: 'park', aliases: ['meru np', 'meru national park'], near: 'Samburu' },
  { name: 'Lake Nakuru', country: 'Kenya', kind: 'park', aliases: ['nakuru', 'lake nakuru national park'] },
  { name: 'Lake Naivasha', country: 'Kenya', kind: 'lake', aliases: ['naivasha', 'crescent island', 'crescent island sanctuary'] },
  // Beside Nakuru and Naivasha on the Rift Valley lakes' circuit ('lake elementaita', 'mount longonot' found nothing).
  { name: 'Lake Elementaita', country: 'Kenya', kind: 'lake', aliases: ['elementaita', 'elmenteita', 'lake elmenteita', 'soysambu'], near: 'Lake Nakuru' },
  { name: 'Mount Longonot', country: 'Kenya', kind: 'mountain', aliases: ['longonot', 'mt longonot', 'longonot national park'], near: 'Lake Nakuru' },
  { name: "Hell's Gate", country: 'Kenya', kind: 'park', aliases: ['hells gate', 'hell’s gate', 'hellsgate'] },
  { name: 'Nairobi National Park', country: 'Kenya', kind: 'park', aliases: ['nairobi np', 'nairobi national park'] },
  { name: 'Aberdare', country: 'Kenya', kind: 'park', aliases: ['aberdares', 'aberdare national park'] },
  { name: 'Mount Kenya', country: 'Kenya', kind: 'mountain', aliases: ['mt kenya', 'mt. kenya', 'mount kenia'] },
  { name: 'Nyeri', country: 'Kenya', kind: 'town', near: 'Mount Kenya' },
  { name: 'Kisumu', country: 'Kenya', kind: 'town' },
  { name: 'Nairobi', country: 'Kenya', kind: 'town', aliases: ['nairobbi', 'nairoby'] },
  { name: 'Sheldrick Elephant Orphanage', country: 'Kenya', kind: 'site', aliases: ['sheldrick', 'sheldrick trust', 'sheldrick wildlife trust', 'david sheldrick'], near: 'Nairobi' },
  { name: 'Giraffe Manor', country: 'Kenya', kind: 'site', near: 'Nairobi' },
  { name: 'Karura Forest', country: 'Kenya', kind: 'site', aliases: ['karura'], near: 'Nairobi' },
  { name: 'Mombasa', country: 'Kenya', kind: 'town', aliases: ['mombassa', 'fort jesus'], near: 'Diani' },
  { name: 'Lamu', country: 'Kenya', kind: 'island', aliases: ['lamu island', 'lamu old town', 'shela'] },
  { name: 'Diani', country: 'Kenya', kind: 'beach', aliases: ['diani beach', 'dianni'] },
  { name: 'Watamu', country: 'Kenya', kind: 'beach' },
  // Beach towns: a traveller who names one is asking for its beaches ('malindi' led with a Mount Kenya trek).
  { name: 'Malindi', country: 'Kenya', kind: 'beach' },
  { name: 'Kilifi', country: 'Kenya', kind: 'beach' },
  { name: 'Gede Ruins', country: 'Kenya', kind: 'site', aliases: ['gede', 'gedi', 'gedi ruins'] },
  { name: 'Taita Hills', country: 'Kenya', kind: 'park', aliases: ['taita', 'taita hills wildlife sanctuary'], near: 'Tsavo' },
  { name: 'Lake Bogoria', country: 'Kenya', kind: 'lake', aliases: ['bogoria'] },
  { name: 'Lake Baringo', country: 'Kenya', kind: 'lake', aliases: ['baringo'] },
  { name: 'Wasini Island', country: 'Kenya', kind: 'island', aliases: ['wasini'], near: 'Diani' },
  { name: 'Shimba Hills', country: 'Kenya', kind: 'park', aliases: ['shimba hills national reserve', 'shimba'], near: 'Diani' },
  { name: 'Kakamega Forest', country: 'Kenya', kind: 'park', aliases: ['kakamega', 'kakamega rainforest'] },
  { name: 'Lake Turkana', country: 'Kenya', kind: 'lake', aliases: ['turkana'] },
  // Gateways travellers name for the park or coast beyond them (each had found nothing).
  { name: 'Talek', country: 'Kenya', kind: 'town', aliases: ['talek gate', 'sekenani', 'sekenani gate', 'musiara', 'musiara gate', 'oloololo', 'oloololo gate', 'mara north', 'mara north conservancy', 'olare motorogi', 'olare motorogi conservancy'], near: 'Masai Mara' },
  { name: 'Kimana', country: 'Kenya', kind: 'town', aliases: ['oloitokitok', 'loitokitok', 'kimana sanctuary'], near: 'Amboseli' },
  { name: 'Voi', country: 'Kenya', kind: 'town', near: 'Tsavo' },
  { name: 'Ukunda', country: 'Kenya', kind: 'town', near: 'Diani' },
  { name: 'Galu Beach', country: 'Kenya', kind: 'beach', aliases: ['galu', 'tiwi', 'tiwi beach'], near: 'Diani' },
  { name: 'Kisite', country: 'Kenya', kind: 'island', aliases: ['kisite mpunguti', 'kisite marine park', 'shimoni'], near: 'Diani' },
  { name: 'Naro Moru', country: 'Kenya', kind: 'town', aliases: ['naromoru'], near: 'Mount Kenya' },
  { name: 'Nanyuki', country: 'Kenya', kind: 'town', near: 'Laikipia' },
  { name: 'Mida Creek', country: 'Kenya', kind: 'beach', aliases: ['mida'] },
  // Uganda
  { name: 'Bwindi', country: 'Uganda', kind: 'park', aliases: ['bwindi impenetrable forest', 'bwindi impenetrable national park', 'bwindi forest', 'bwindy', 'bwinidi', 'bwindi impenetrable'] },
  { name: 'Mgahinga', country: 'Uganda', kind: 'park', aliases: ['mgahinga gorilla national park'], near: 'Bwindi' },
  { name: 'Kisoro', country: 'Uganda', kind: 'town', near: 'Bwindi' },
  { name: 'Queen Elizabeth', country: 'Uganda', kind: 'park', aliases: ['queen elizabeth national park', 'queen elizabeth np', 'queen elisabeth', 'qenp', 'queen elizabeth park'] },
  { name: 'Kazinga Channel', country: 'Uganda', kind: 'site', aliases: ['kazinga'] },
  { name: 'Murchison Falls', country: 'Uganda', kind: 'park', aliases: ['murchison', 'murchison falls national park', 'murchinson', 'murchision', 'murchison falls np'] },
  { name: 'Kibale', country: 'Uganda', kind: 'park', aliases: ['kibale forest', 'kibale national park', 'kibale forest national park', 'kibaale'] },
  { name: 'Kidepo', country: 'Uganda', kind: 'park', aliases: ['kidepo valley', 'kidepo valley national park'] },
  // The northeast that Kidepo lies in, and its people ('karamojong' found nothing).
  { name: 'Karamoja', country: 'Uganda', kind: 'site', aliases: ['karamojong', 'karimojong', 'karamoja region'] },
  { name: 'Lake Mburo', country: 'Uganda', kind: 'park', aliases: ['mburo', 'lake mburo national park'] },
  { name: 'Semliki', country: 'Uganda', kind: 'park', aliases: ['semuliki', 'semliki national park', 'semliki valley'] },
  { name: 'Mabamba', country: 'Uganda', kind: 'park', aliases: ['mabamba swamp', 'mabamba wetland'] },
  { name: 'Ziwa Rhino Sanctuary', country: 'Uganda', kind: 'park', aliases: ['ziwa', 'ziwa rhino'], near: 'Murchison Falls' },
  { name: 'Budongo', country: 'Uganda', kind: 'park', aliases: ['budongo forest', 'budongo forest reserve'], near: 'Murchison Falls' },
  { name: 'Kalinzu', country: 'Uganda', kind: 'park', aliases: ['kalinzu forest', 'kalinzu forest reserve'], near: 'Queen Elizabeth' },
  { name: 'Rwenzori', country: 'Uganda', kind: 'mountain', aliases: ['rwenzori mountains', 'ruwenzori', 'rwenzoris', 'mountains of the moon', 'rwenzori mountains national park'], near: 'Kibale' },
  { name: 'Mount Elgon', country: 'Uganda', kind: 'mountain', aliases: ['mt elgon', 'elgon', 'sipi falls', 'sipi'] },
  { name: 'Lake Bunyonyi', country: 'Uganda', kind: 'lake', aliases: ['bunyonyi', 'lake bunyoni'] },
  { name: 'Jinja', country: 'Uganda', kind: 'town', aliases: ['source of the nile'] },
  { name: 'Kampala', country: 'Uganda', kind: 'town' },
  { name: 'Entebbe', country: 'Uganda', kind: 'town' },
  { name: 'Fort Portal', country: 'Uganda', kind: 'town', near: 'Kibale' },
  // Bwindi's trailheads and the towns travellers fly or drive to for it, Queen Elizabeth's and Murchison's.
  { name: 'Rushaga', country: 'Uganda', kind: 'town', aliases: ['nkuringo', 'ruhija', 'kihihi', 'rushaga sector', 'nkuringo sector', 'ruhija sector'], near: 'Bwindi' },
  { name: 'Kasese', country: 'Uganda', kind: 'town', aliases: ['mweya', 'mweya peninsula', 'katwe'], near: 'Queen Elizabeth' },
  { name: 'Ishasha', country: 'Uganda', kind: 'park', aliases: ['ishasha sector'], near: 'Queen Elizabeth' },
  { name: 'Kabale', country: 'Uganda', kind: 'town', near: 'Lake Bunyonyi' },
  { name: 'Masindi', country: 'Uganda', kind: 'town', aliases: ['paraa'], near: 'Murchison Falls' },
  { name: 'Mbarara', country: 'Uganda', kind: 'town' },
  { name: 'Gulu', country: 'Uganda', kind: 'town' },
  { name: 'Ssese Islands', country: 'Uganda', kind: 'island', aliases: ['ssese', 'sese islands'] },
  // Shared by three countries; its shore a traveller reaches from Jinja, the source of the Nile ('lake victoria' had
  // found the agencies of any lake).
  { name: 'Lake Victoria', country: null, kind: 'lake', near: 'Jinja' },
  // Rwanda
  { name: 'Volcanoes', country: 'Rwanda', kind: 'park', aliases: ['volcanoes national park', 'volcanoes np', 'volcanos national park', 'volcano national park', 'parc national des volcans', 'volcanos np'] },
  { name: 'Nyungwe', country: 'Rwanda', kind: 'park', aliases: ['nyungwe forest', 'nyungwe national park', 'nyugwe', 'nyungwe forest national park'] },
  { name: 'Akagera', country: 'Rwanda', kind: 'park', aliases: ['akagera national park', 'akagera np', 'akgera'] },
  { name: 'Gishwati', country: 'Rwanda', kind: 'park', aliases: ['gishwati-mukura', 'gishwati mukura'] },
  { name: 'Kigali', country: 'Rwanda', kind: 'town', aliases: ['kigalli'] },
  { name: 'Musanze', country: 'Rwanda', kind: 'town', aliases: ['ruhengeri', 'kinigi'], near: 'Volcanoes' },
  { name: 'Nyamata', country: 'Rwanda', kind: 'site', aliases: ['nyamata church', 'ntarama', 'ntarama church'], near: 'Kigali' },
  { name: 'Mount Karisimbi', country: 'Rwanda', kind: 'mountain', aliases: ['karisimbi'], near: 'Volcanoes' },
  // Congo's side of the Virungas and of Lake Kivu, climbed and crossed to from Rwanda ('nyiragongo', 'goma' found
  // nothing): Rwanda's volcano hikes and Lake Kivu's shore are what a local agent there offers.
  { name: 'Nyiragongo', country: 'Rwanda', kind: 'mountain', aliases: ['mount nyiragongo', 'mt nyiragongo', 'nyiragongo volcano'], near: 'Volcanoes' },
  { name: 'Goma', country: 'Rwanda', kind: 'town', near: 'Lake Kivu' },
  { name: 'Huye', country: 'Rwanda', kind: 'town', aliases: ['butare'] },
  { name: 'Lake Muhazi', country: 'Rwanda', kind: 'lake', aliases: ['muhazi'] },
  { name: 'Lake Kivu', country: 'Rwanda', kind: 'lake', aliases: ['kivu', 'gisenyi', 'rubavu', 'kibuye', 'karongi', 'cyangugu', 'rusizi'] },
  // Madagascar
  { name: 'Nosy Be', country: 'Madagascar', kind: 'island', aliases: ['nosy-be', 'nosybe', 'nossi be', 'nosy bé', 'nosi be'] },
  { name: 'Nosy Komba', country: 'Madagascar', kind: 'island' },
  // Nosy Be's town, its beach village and the islets and reserve its boats go to.
  { name: 'Hell-Ville', country: 'Madagascar', kind: 'town', aliases: ['hell ville', 'hellville', 'andoany', 'ambatoloaka', 'ankify', 'lokobe', 'nosy tanikely', 'tanikely', 'nosy sakatia', 'sakatia'], near: 'Nosy Be' },
  { name: 'Île Sainte-Marie', country: 'Madagascar', kind: 'island', aliases: ['ile sainte-marie', 'ile sainte marie', 'sainte marie', 'sainte-marie', 'nosy boraha', 'st marie', 'ile st marie'] },
  { name: 'Andasibe', country: 'Madagascar', kind: 'park', aliases: ['andasibe-mantadia', 'andasibe mantadia', 'perinet', 'périnet', 'analamazaotra', 'andasibé'] },
  { name: 'Mitsinjo', country: 'Madagascar', kind: 'park', aliases: ['mitsinjo reserve', 'vohimana', 'vohimana reserve'], near: 'Andasibe' },
  { name: 'Ranomafana', country: 'Madagascar', kind: 'park', aliases: ['ranomafana national park'] },
  { name: 'Isalo', country: 'Madagascar', kind: 'park', aliases: ['isalo national park', 'isalo np'] },
  { name: 'Tsingy de Bemaraha', country: 'Madagascar', kind: 'park', aliases: ['tsingy', 'tsingys', 'bemaraha', 'tsingy of bemaraha', 'grand tsingy'] },
  { name: 'Ankarana', country: 'Madagascar', kind: 'park', aliases: ['ankarana reserve'] },
  { name: 'Masoala', country: 'Madagascar', kind: 'park', aliases: ['masoala national park'] },
  { name: 'Kirindy', country: 'Madagascar', kind: 'park', aliases: ['kirindy forest'] },
  { name: 'Andringitra', country: 'Madagascar', kind: 'park' },
  { name: 'Amber Mountain', country: 'Madagascar', kind: 'park', aliases: ['montagne d ambre', "montagne d'ambre"] },
  { name: 'Avenue of the Baobabs', country: 'Madagascar', kind: 'site', aliases: ['avenue of baobabs', 'baobab avenue', 'allee des baobabs', 'allée des baobabs', 'avenue des baobabs', 'avenue of the baobab', 'baobabs avenue'] },
  { name: 'Morondava', country: 'Madagascar', kind: 'town' },
  { name: 'Antananarivo', country: 'Madagascar', kind: 'town', aliases: ['tana', 'tananarive', 'antanarivo'] },
  { name: 'Anakao', country: 'Madagascar', kind: 'beach' },
  { name: 'Ifaty', country: 'Madagascar', kind: 'beach' },
  { name: 'Anjajavy', country: 'Madagascar', kind: 'beach', aliases: ['anjajavy reserve', 'anjajavy lodge'] },
  { name: 'Diego Suarez', country: 'Madagascar', kind: 'town', aliases: ['antsiranana', 'diego'] },
  { name: 'Fort Dauphin', country: 'Madagascar', kind: 'town', aliases: ['tolagnaro', 'taolagnaro'] },
  { name: 'Ankarafantsika', country: 'Madagascar', kind: 'park', aliases: ['ankarafantsika national park'] },
  { name: 'Toliara', country: 'Madagascar', kind: 'beach', aliases: ['tulear', 'tuléar', 'toliary'] },
  { name: 'Toamasina', country: 'Madagascar', kind: 'town', aliases: ['tamatave'] },
  { name: 'Manakara', country: 'Madagascar', kind: 'town' },
  // Stops of the RN7, the road south from Antananarivo that the catalogue's highland road trips take.
  { name: 'Antsirabe', country: 'Madagascar', kind: 'town', near: 'RN7' },
  { name: 'Ambalavao', country: 'Madagascar', kind: 'town', near: 'RN7' },
  { name: 'Ambositra', country: 'Madagascar', kind: 'town', near: 'RN7' },
  { name: 'Anja', country: 'Madagascar', kind: 'park', aliases: ['anja park', 'anja reserve', 'anja community reserve'], near: 'RN7' },
  { name: 'Ranohira', country: 'Madagascar', kind: 'town', near: 'Isalo' },
  { name: 'Berenty', country: 'Madagascar', kind: 'park', aliases: ['berenty reserve', 'berenty private reserve'] },
  { name: 'Sambava', country: 'Madagascar', kind: 'town' },
  { name: 'Mahajanga', country: 'Madagascar', kind: 'beach', aliases: ['majunga'] },
  { name: 'Andavadoaka', country: 'Madagascar', kind: 'beach' },
];

/** Country names, their adjectives and common misspellings. */
export const COUNTRY_ALIASES: Record<GazetteerCountry, string[]> = {
  Tanzania: ['tanzania', 'tanzanian', 'tanzanie', 'tansania', 'tanzanya', 'tanzinia', 'tanzina'],
  Kenya: ['kenya', 'kenyan', 'kenia', 'keyna', 'kneya'],
  Uganda: ['uganda', 'ugandan', 'ouganda', 'ugnada'],
  Rwanda: ['rwanda', 'rwandan', 'ruanda', 'rwnada'],
  Madagascar: ['madagascar', 'malagasy', 'madagaskar', 'madagasgar', 'madagasscar', 'madagacar', 'madgascar'],
};
