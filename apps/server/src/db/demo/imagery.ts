/**
 * Picks the pictures of an experience or agency and writes their captions. A picture is a composition (scene,
 * subject, time of day) plus a seed; the subject comes from what is sold (a gorilla trek shows gorillas, a boat
 * safari a boat among hippos), the scene from where, and one gallery mixes a wide shot, a detail, the stay and
 * the other places, in different light.
 */
import { demoImageUrl, shotKey, TIMES_OF_DAY, type Scene, type Subject } from '../../lib/demo-imagery/demo-keys.js';
import { createRng, hashString, hex4, pick, type Rng } from '../../lib/demo-imagery/scenes/random.js';
import type { TimeOfDay } from '../../lib/demo-imagery/scenes/kit.js';
import type { FoodStyle } from './ideas.js';
import { place, type Place } from './places.js';

export interface ImageRef {
  url: string;
  description: string;
}

/** Places that read with an article in running text ("the Serengeti"). */
const WITH_THE = new Set(['Serengeti', 'Ngorongoro Crater', 'Masai Mara', 'Avenue of the Baobabs', 'Selous/Nyerere']);

export function placeInText(placeName: string): string {
  const bare = placeName.replace(/ \(.*\)$/, '');
  return WITH_THE.has(bare) ? `the ${bare}` : bare;
}

/** Words in an experience's name, type or description and the subject they call for. */
const KEYWORDS: Array<[RegExp, Subject | 'place']> = [
  [/gorilla/, 'gorilla'],
  [/chimp|primate/, 'chimp'],
  [/lemur|indri|fossa/, 'lemur'],
  [/balloon/, 'balloon'],
  [/flamingo/, 'flamingo'],
  [/whale/, 'whale'],
  [/snorkel|reef|atoll|marine park|turtle/, 'reef'],
  [/dhow|sailing|catamaran|island hopping/, 'dhow'],
  [/rafting|white-water|rapids/, 'raft'],
  [/murchison falls|\bboats?\b|kazinga|rufiji|shoebill|hippo/, 'boat'],
  [/stone town|swahili heritage|old town|carved door|royal hill|heritage & royal/, 'lane'],
  [/spice|market|\bfood|cooking|cuisine|vanilla/, 'market'],
  [/coffee|tea estate/, 'coffee'],
  [/kilimanjaro climb|kilimanjaro trek|kilimanjaro sunrise|summit|mount kenya|uhuru|lenana|climb to|volcano hike/, 'summit'],
  [/trek|hike|hiking|walking|trail|cycling|canyon|tsingy|expedition|batwa|hadzabe|forest/, 'hikers'],
  [/maasai|samburu|masai mara walking/, 'maasai'],
  [/yoga|\bspa\b|wellness|retreat|relaxation|massage/, 'yoga'],
  [/honeymoon|lodge/, 'lodge'],
  [/self-drive|road trip|4x4|land cruiser/, 'jeep'],
  [/lion|big five|predator|big cats/, 'lion'],
  [/elephant|amboseli|tarangire|tsavo|tusker/, 'elephant'],
  [/giraffe|nairobi national park/, 'giraffe'],
  [/migration|wildebeest|zebra/, 'zebra'],
  [/beach|island hopping|bay\b|coast/, 'dhow'],
  [/tented camp|camping|camp\b/, 'tent'],
  // A safari in general: what its first place is best known for (lions in the Serengeti, lemurs in Andasibe).
  [/safari|game drive|wildlife/, 'place'],
];

/** Backgrounds a subject belongs in, best first. */
const SUBJECT_SCENES: Record<Subject, Scene[]> = {
  gorilla: ['rainforest', 'volcano'],
  chimp: ['rainforest'],
  lemur: ['rainforest', 'baobabs', 'canyon', 'tsingy'],
  lion: ['savanna', 'crater'],
  elephant: ['savanna', 'kilimanjaro'],
  giraffe: ['savanna', 'skyline', 'kilimanjaro'],
  zebra: ['savanna', 'crater'],
  flamingo: ['lake', 'crater'],
  boat: ['lake', 'islands', 'waterfall'],
  whale: ['islands', 'beach'],
  dhow: ['beach', 'town', 'islands'],
  balloon: ['savanna', 'crater'],
  tent: ['savanna', 'lake', 'kilimanjaro', 'crater', 'baobabs', 'canyon', 'tsingy', 'rainforest'],
  lodge: ['beach', 'rainforest', 'volcano', 'islands', 'savanna', 'lake', 'hilltown', 'peaks', 'canyon', 'baobabs', 'crater', 'kilimanjaro', 'tsingy'],
  jeep: ['savanna', 'crater', 'baobabs', 'kilimanjaro', 'skyline', 'hilltown', 'canyon', 'tsingy'],
  reef: ['beach'],
  market: ['town', 'hilltown'],
  lane: ['town'],
  coffee: ['hilltown', 'kilimanjaro', 'islands', 'volcano'],
  summit: ['kilimanjaro', 'peaks', 'volcano'],
  hikers: ['peaks', 'canyon', 'tsingy', 'rainforest', 'volcano', 'crater', 'hilltown', 'waterfall', 'baobabs', 'islands'],
  maasai: ['village', 'savanna'],
  yoga: ['beach', 'islands', 'lake', 'rainforest'],
  raft: ['waterfall'],
};

/** The light each subject looks best in; repeats weight the draw. */
const SUBJECT_TIMES: Partial<Record<Subject, TimeOfDay[]>> = {
  balloon: ['dawn', 'dawn', 'golden'],
  tent: ['dusk', 'golden', 'golden', 'noon'],
  lodge: ['dusk', 'golden', 'noon'],
  reef: ['noon', 'noon', 'golden'],
  summit: ['dawn', 'dawn', 'golden', 'noon'],
  yoga: ['dawn', 'golden', 'dusk'],
  raft: ['noon', 'golden'],
  lane: ['noon', 'golden', 'dusk'],
  market: ['noon', 'golden'],
  coffee: ['noon', 'golden', 'dawn'],
  gorilla: ['dawn', 'noon', 'golden'],
  chimp: ['dawn', 'noon', 'golden'],
  lemur: ['dawn', 'noon', 'golden'],
};

/** Pictures any trip can show, whatever its place. */
const FILLERS: Subject[] = ['lodge', 'hikers', 'tent', 'jeep'];

/** What each place is known for, in the order its pictures should come. */
const PLACE_SUBJECTS: Record<string, Subject[]> = {
  Serengeti: ['lion', 'balloon', 'zebra', 'tent', 'jeep'],
  'Ngorongoro Crater': ['zebra', 'lion', 'flamingo', 'maasai', 'jeep'],
  Kilimanjaro: ['summit', 'hikers', 'coffee', 'elephant'],
  Zanzibar: ['dhow', 'lane', 'market', 'reef', 'lodge', 'yoga'],
  Tarangire: ['elephant', 'giraffe', 'tent', 'jeep'],
  'Lake Manyara': ['flamingo', 'lion', 'elephant', 'lodge'],
  Ruaha: ['lion', 'elephant', 'tent', 'giraffe'],
  'Selous/Nyerere': ['boat', 'lion', 'tent', 'giraffe'],
  Arusha: ['coffee', 'market', 'hikers', 'lodge'],
  'Masai Mara': ['lion', 'balloon', 'zebra', 'maasai', 'tent'],
  Amboseli: ['elephant', 'giraffe', 'tent', 'maasai'],
  Tsavo: ['elephant', 'lion', 'jeep', 'tent'],
  Lamu: ['lane', 'dhow', 'market', 'lodge'],
  Diani: ['reef', 'dhow', 'lodge', 'yoga'],
  Samburu: ['giraffe', 'maasai', 'zebra', 'elephant'],
  'Lake Nakuru': ['flamingo', 'zebra', 'jeep', 'hikers'],
  Nairobi: ['giraffe', 'market', 'lodge', 'jeep'],
  'Mount Kenya': ['summit', 'hikers', 'lodge'],
  'Bwindi Impenetrable Forest': ['gorilla', 'hikers', 'lodge'],
  'Murchison Falls': ['boat', 'giraffe', 'hikers', 'lion'],
  'Queen Elizabeth National Park': ['lion', 'boat', 'elephant', 'tent'],
  Kibale: ['chimp', 'hikers', 'lodge'],
  Jinja: ['raft', 'boat', 'market', 'lodge'],
  'Lake Bunyonyi': ['yoga', 'lodge', 'boat', 'hikers'],
  'Volcanoes National Park': ['gorilla', 'hikers', 'lodge', 'summit'],
  Nyungwe: ['chimp', 'hikers', 'coffee', 'lodge'],
  Akagera: ['giraffe', 'zebra', 'boat', 'lion', 'tent'],
  'Lake Kivu': ['yoga', 'boat', 'coffee', 'lodge', 'hikers'],
  Kigali: ['market', 'coffee', 'lodge'],
  'Andasibe-Mantadia': ['lemur', 'hikers', 'lodge'],
  Isalo: ['hikers', 'lemur', 'tent'],
  'Nosy Be': ['dhow', 'reef', 'lodge', 'yoga'],
  'Avenue of the Baobabs (Morondava)': ['jeep', 'lemur', 'tent', 'hikers'],
  'Tsingy de Bemaraha': ['hikers', 'lemur', 'jeep'],
  Ranomafana: ['lemur', 'hikers', 'lodge'],
  'Île Sainte-Marie': ['whale', 'reef', 'lodge', 'dhow'],
  Antananarivo: ['market', 'hikers', 'lodge'],
};

/** Where a trip of this style sleeps or spends its evenings: one picture of it in every gallery. */
const STAY: Record<FoodStyle, Subject[]> = {
  safari: ['tent', 'jeep'],
  trek: ['hikers', 'tent'],
  beach: ['lodge', 'dhow'],
  city: ['market', 'lodge'],
  cooking: ['market', 'coffee'],
  retreat: ['yoga', 'lodge'],
  gorilla: ['lodge', 'hikers'],
};

const CAPTIONS: Record<Subject, string[]> = {
  gorilla: ['A silverback and his family in {place}', 'Mountain gorillas resting in a clearing in {place}'],
  chimp: ['Chimpanzees on a forest branch in {place}', 'A chimpanzee watching from a branch in {place}'],
  lemur: ['Ring-tailed lemurs on a branch in {place}', 'Lemurs at home in {place}'],
  lion: ['A lion and lioness resting in {place}', 'A black-maned lion at rest in {place}'],
  elephant: ['An elephant family crossing {place}', 'Elephants and their calf in {place}'],
  giraffe: ['Giraffes among the acacias in {place}', 'A tower of giraffes in {place}'],
  zebra: ['Zebras grazing in {place}', 'Zebra herds on the move in {place}'],
  flamingo: ['Flamingos wading in the shallows of {place}', 'A flock of flamingos in {place}'],
  boat: ['On the boat safari among hippos in {place}', 'Hippos beside the launch in {place}'],
  whale: ['A humpback whale diving off {place}', 'Whale watching from the boat at {place}'],
  dhow: ['A dhow under sail off {place}', 'Sailing a traditional dhow at {place}'],
  balloon: ['Hot-air balloons drifting over {place} at sunrise', 'Ballooning above {place}'],
  tent: ['Your tented camp in {place}', 'Evening at the safari tent in {place}'],
  lodge: ['The lodge and its pool in {place}', 'A thatched lodge to come back to in {place}'],
  jeep: ['On the road in {place}', 'The 4x4 with its roof up in {place}'],
  reef: ['Snorkelling over the coral reef at {place}', 'Turtles and reef fish at {place}'],
  market: ['Spices piled high at the market in {place}', 'A spice stall in {place}'],
  lane: ['Carved doors in the old lanes of {place}', 'Walking the old town lanes of {place}'],
  coffee: ['Ripe coffee cherries on a farm near {place}', 'Picking coffee on the hills of {place}'],
  summit: ['Climbers nearing the summit in {place}', 'On the summit ridge in {place}'],
  hikers: ['Walking with a guide in {place}', 'On the trail in {place}'],
  maasai: ['Meeting Maasai neighbours near {place}', 'A welcome dance near {place}'],
  yoga: ['Morning yoga by the water at {place}', 'A slow start on the deck at {place}'],
  raft: ['White-water rafting at {place}', 'Through the rapids at {place}'],
};

/** Subjects named in a text, in the order the text names them. */
export function subjectsIn(text: string, leadPlace: string): Subject[] {
  const t = text.toLowerCase();
  const known = PLACE_SUBJECTS[leadPlace]?.[0] ?? 'jeep';
  return KEYWORDS.map(([re, subject]) => ({ subject: subject === 'place' ? known : subject, at: t.search(re) }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((m) => m.subject);
}

/** Subjects that make sense in front of any landscape: used with the place's own scene when none fits better. */
const PORTABLE = new Set<Subject>(['lodge', 'hikers', 'tent', 'jeep', 'yoga', 'market', 'coffee']);

function sceneFor(rng: Rng, subject: Subject, p: Place): Scene {
  const fitting = SUBJECT_SCENES[subject].filter((s) => p.scenes.includes(s));
  if (fitting.length) return pick(rng, fitting);
  return PORTABLE.has(subject) ? pick(rng, p.scenes) : SUBJECT_SCENES[subject][0]!;
}

/** Animals people travel for lead their trip's pictures wherever the name mentions them. */
const STARS: Subject[] = ['gorilla', 'chimp', 'lemur'];

/** Where among the trip's places a subject is shown: the first place known for it, else the lead place. */
function placeFor(subject: Subject, places: Place[]): Place {
  return places.find((p) => PLACE_SUBJECTS[p.name]?.includes(subject)) ?? places[0]!;
}

export interface GalleryInput {
  /** Name first, then type, then description: subjects named earlier lead. */
  texts: string[];
  placeNames: string[];
  food?: FoodStyle;
  count: number;
  /** Seeds the gallery; the same key always gives the same pictures. */
  key: string;
}

/**
 * The pictures of one experience or agency: the subjects its texts name, then its stay, then what its places are
 * known for; never the same scene and subject twice, and the light changes from one picture to the next.
 */
export function gallery(input: GalleryInput): ImageRef[] {
  const rng = createRng(hashString(input.key));
  const places = input.placeNames.map((n) => place(n));
  const wanted: Array<{ subject: Subject; where?: Place }> = [];
  const named = input.texts.flatMap((text) => subjectsIn(text, places[0]!.name));
  const headline = input.texts.slice(0, 2).flatMap((text) => subjectsIn(text, places[0]!.name));
  const star = STARS.find((s) => headline.includes(s));
  for (const subject of star ? [star, ...named] : named) wanted.push({ subject });
  if (!wanted.length) wanted.push({ subject: PLACE_SUBJECTS[places[0]!.name]?.[0] ?? 'jeep', where: places[0] });
  for (const subject of input.food ? STAY[input.food] : []) wanted.push({ subject });
  for (const p of places) for (const subject of PLACE_SUBJECTS[p.name] ?? []) wanted.push({ subject, where: p });
  const used = new Set<string>();
  const images: ImageRef[] = [];
  let lastTime: TimeOfDay | undefined;
  for (const { subject, where } of wanted) {
    if (images.length >= input.count) break;
    const p = where ?? placeFor(subject, places);
    const scene = sceneFor(rng, subject, p);
    if (used.has(subject) || used.has(`${scene}-${subject}`)) continue;
    used.add(subject);
    used.add(`${scene}-${subject}`);
    const times = (SUBJECT_TIMES[subject] ?? TIMES_OF_DAY).filter((t) => t !== lastTime);
    const time = pick(rng, times.length ? times : TIMES_OF_DAY);
    lastTime = time;
    const caption = pick(rng, CAPTIONS[subject]).replace('{place}', placeInText(p.name));
    images.push({ url: demoImageUrl(shotKey(scene, subject, time, hex4(rng))), description: caption });
    if (images.length < input.count && wanted.at(-1)?.subject === subject) {
      // Out of ideas for this trip (rare): fill up with what any trip there has, a stay, a walk, a drive.
      for (const extra of FILLERS) wanted.push({ subject: extra, where: places[0] });
    }
  }
  return images;
}
