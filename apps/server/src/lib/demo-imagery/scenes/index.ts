/** Turns a parsed demo image into SVG markup at the requested pixel width. */
import type { DemoImage, Scene } from '../demo-keys.js';
import { Defs, skyFor, svgDocument, type Canvas, type TimeOfDay } from './kit.js';
import { baobabs, canyon, crater, kilimanjaro, peaks, savanna, tsingy, village } from './land.js';
import { beach, hilltown, islands, lake, rainforest, town, waterfall } from './water.js';
import { logoSvg } from './logo.js';
import { createRng, hashString, pick, type Rng } from './random.js';
import { closeup, CLOSEUPS, subjectLayer } from './subjects/index.js';

/** Which light suits which scene; repeated entries weight the draw. */
const TIMES: Record<Scene, TimeOfDay[]> = {
  savanna: ['golden', 'golden', 'dusk', 'noon', 'dawn'],
  skyline: ['golden', 'dusk', 'noon'],
  kilimanjaro: ['dawn', 'golden', 'noon', 'noon'],
  peaks: ['dawn', 'noon', 'golden'],
  crater: ['noon', 'dawn', 'golden'],
  village: ['golden', 'dusk', 'noon'],
  baobabs: ['dusk', 'golden', 'golden', 'dawn'],
  canyon: ['golden', 'noon', 'dusk'],
  tsingy: ['noon', 'golden', 'dawn'],
  beach: ['noon', 'noon', 'golden', 'dusk'],
  lake: ['golden', 'dawn', 'noon'],
  islands: ['dawn', 'noon', 'golden'],
  waterfall: ['noon', 'golden', 'noon'],
  rainforest: ['dawn', 'noon', 'dawn'],
  volcano: ['dawn', 'golden', 'noon'],
  town: ['golden', 'dusk', 'noon'],
  hilltown: ['golden', 'noon', 'dawn'],
};

function draw(scene: Scene, c: Canvas, hero = false, quiet = false): string {
  switch (scene) {
    case 'savanna':
      return savanna(c, { hero, quiet });
    case 'skyline':
      return savanna(c, { skyline: true, quiet });
    case 'kilimanjaro':
      return kilimanjaro(c, { hero });
    case 'peaks':
      return peaks(c);
    case 'crater':
      return crater(c);
    case 'village':
      return village(c);
    case 'baobabs':
      return baobabs(c, { hero });
    case 'canyon':
      return canyon(c);
    case 'tsingy':
      return tsingy(c);
    case 'beach':
      return beach(c, { hero });
    case 'lake':
      return lake(c, { hero, quiet: quiet && !hero });
    case 'islands':
      return islands(c);
    case 'waterfall':
      return waterfall(c);
    case 'rainforest':
      return rainforest(c, { hero, volcano: false });
    case 'volcano':
      return rainforest(c, { volcano: true });
    case 'town':
      return town(c);
    default:
      return hilltown(c);
  }
}

function canvas(rng: Rng, w: number, h: number, time: TimeOfDay): Canvas {
  return { w, h, rng, defs: new Defs(), sky: skyFor(rng, time) };
}

/** The six home-page heroes: fixed, hand-picked compositions at 16:9. */
const HEROES: Record<string, { scene: Scene; time: TimeOfDay; seed: number }> = {
  'hero-savanna': { scene: 'savanna', time: 'golden', seed: 11 },
  'hero-kilimanjaro': { scene: 'kilimanjaro', time: 'dawn', seed: 7 },
  'hero-zanzibar': { scene: 'beach', time: 'noon', seed: 5 },
  'hero-rainforest': { scene: 'rainforest', time: 'dawn', seed: 3 },
  'hero-baobabs': { scene: 'baobabs', time: 'dusk', seed: 4 },
  'hero-lake': { scene: 'lake', time: 'golden', seed: 2 },
};

export function demoSvg(image: DemoImage, width: number): string {
  if (image.kind === 'logo') return logoSvg(image.motif, image.initials, image.seed, width);
  if (image.kind === 'hero') {
    const hero = HEROES[image.key]!;
    const rng = createRng(hero.seed * 7919 + hashString(`hero-${hero.scene}`));
    const c = canvas(rng, 1600, 900, hero.time);
    return svgDocument(c, width, draw(hero.scene, c, true));
  }
  if (image.kind === 'shot') {
    const rng = createRng(hashString(`${image.scene}-${image.subject}-${image.time}`) ^ (image.seed * 2654435761));
    const c = canvas(rng, 1200, 800, image.time);
    const body = CLOSEUPS.has(image.subject) ? closeup(image.subject, c) : draw(image.scene, c, false, image.subject !== 'flamingo') + subjectLayer(image.subject, c);
    return svgDocument(c, width, body);
  }
  const rng = createRng(hashString(image.scene) ^ (image.seed * 2654435761));
  const c = canvas(rng, 1200, 800, pick(rng, TIMES[image.scene]));
  return svgDocument(c, width, draw(image.scene, c));
}
