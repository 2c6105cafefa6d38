/** Picks the generated scene for an experience or agency and writes its caption. */
import { demoImageUrl, sceneKey, type Scene } from '../../lib/demo-imagery/demo-keys.js';
import { hex4, pick, type Rng } from '../../lib/demo-imagery/scenes/random.js';
import type { Place } from './places.js';

const CAPTIONS: Record<Scene, string[]> = {
  savanna: ['Acacias and grazing herds on the plains of {place}', 'Giraffes crossing the grasslands of {place}', 'Late light over the savanna in {place}', 'Elephants on the move in {place}'],
  skyline: ['Giraffes grazing with the skyline of {place} behind', 'Wildlife on the edge of {place}'],
  kilimanjaro: ['Snow-capped Kilimanjaro seen from {place}', 'Elephants beneath the summit of Kilimanjaro', 'Clouds lifting from the snows of Kilimanjaro'],
  peaks: ['Jagged peaks above the forest at {place}', 'Morning light on the high summits of {place}'],
  crater: ['Looking down into the crater floor at {place}', 'The soda lake and grasslands inside {place}'],
  village: ['A traditional homestead near {place}', 'Round houses and acacias near {place}'],
  baobabs: ['Giant baobabs along the road at {place}', 'Sunset on the baobabs of {place}'],
  canyon: ['Sandstone ridges and a natural pool in {place}', 'Palms at the foot of the canyons of {place}'],
  tsingy: ['Limestone pinnacles and a rope bridge in {place}', 'The stone forest of {place}'],
  beach: ['A dhow off the white sand of {place}', 'Palms and turquoise water at {place}', 'A quiet beach at {place}'],
  lake: ['Flamingos along the shore at {place}', 'Golden light on the water at {place}'],
  islands: ['Islands and a dugout canoe at {place}', 'Still water and green islands at {place}'],
  waterfall: ['The falls and river gorge at {place}', 'Spray and rainbow below the falls at {place}'],
  rainforest: ['Mist rising from the rainforest of {place}', 'Layer upon layer of forested hills in {place}'],
  volcano: ['Volcano slopes above the forest in {place}', 'Morning mist over the forest at {place}'],
  town: ['Old town houses and dhows in the harbour at {place}', 'The waterfront of {place}'],
  hilltown: ['Red roofs across the green hills of {place}', 'Houses climbing the hills of {place}'],
};

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

export function sceneImage(rng: Rng, scene: Scene, placeName: string): ImageRef {
  const where = placeInText(placeName);
  // "Kilimanjaro seen from Kilimanjaro" and the like: skip captions that would name the place twice.
  const fitting = CAPTIONS[scene].map((c) => c.replace('{place}', where)).filter((c) => c.split(where.replace(/^the /, '')).length <= 2);
  const caption = pick(rng, fitting.length ? fitting : CAPTIONS[scene].map((c) => c.replace('{place}', where)));
  return { url: demoImageUrl(sceneKey(scene, hex4(rng))), description: caption };
}

/** The scene that best sells an experience of this type in this place. */
export function leadScene(type: string, place: Place): Scene {
  const t = type.toLowerCase();
  const has = (s: Scene) => place.scenes.includes(s);
  if (t.includes('gorilla') || t.includes('chimpanzee')) return has('volcano') ? 'volcano' : 'rainforest';
  if ((t.includes('beach') || t.includes('honeymoon') || t.includes('spa')) && has('beach')) return 'beach';
  if ((t.includes('culture') || t.includes('heritage') || t.includes('food') || t.includes('cooking')) && !t.includes('safari')) {
    const cultural = place.scenes.find((s) => s === 'town' || s === 'hilltown' || s === 'village' || s === 'skyline');
    if (cultural) return cultural;
  }
  if (t.includes('mountain') || t.includes('trekking')) {
    const high = place.scenes.find((s) => s === 'kilimanjaro' || s === 'peaks' || s === 'tsingy' || s === 'canyon' || s === 'volcano');
    if (high) return high;
  }
  return place.scenes[0]!;
}
