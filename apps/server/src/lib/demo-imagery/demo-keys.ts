/**
 * Names of the generated demo images. A key alone says what to draw (scene, subject, light and seed; hero; or
 * logotype), so the server can render any stored URL on demand. Every URL ends in `-{width}.webp` (web lib/images.ts).
 * The older `{scene}-{seed}` keys (a landscape without a subject) still render, so stored URLs keep working.
 */
import { HERO_IMAGES, IMAGE_DEFAULT_WIDTH, IMAGE_WIDTHS } from '@safari/contract';
import type { TimeOfDay } from './scenes/kit.js';
import { LOGO_MOTIFS, type LogoMotif } from './scenes/logo.js';

export const SCENES = [
  'savanna', 'skyline', 'kilimanjaro', 'peaks', 'crater', 'village', 'baobabs', 'canyon', 'tsingy',
  'beach', 'lake', 'islands', 'waterfall', 'rainforest', 'volcano', 'town', 'hilltown',
] as const;
export type Scene = (typeof SCENES)[number];

/** What a picture is about, drawn in front of its scene (or, for close-ups, instead of it). */
export const SUBJECTS = [
  'gorilla', 'chimp', 'lion', 'elephant', 'giraffe', 'zebra', 'flamingo', 'lemur', 'boat', 'whale', 'dhow', 'balloon',
  'tent', 'lodge', 'jeep', 'reef', 'market', 'lane', 'coffee', 'summit', 'hikers', 'maasai', 'yoga', 'raft',
] as const;
export type Subject = (typeof SUBJECTS)[number];

export const TIMES_OF_DAY = ['dawn', 'noon', 'golden', 'dusk'] as const satisfies readonly TimeOfDay[];

export const HERO_KEYS = HERO_IMAGES.map((h) => h.key);

export type DemoImage =
  | { kind: 'hero'; key: string }
  | { kind: 'scene'; key: string; scene: Scene; seed: number }
  | { kind: 'shot'; key: string; scene: Scene; subject: Subject; time: TimeOfDay; seed: number }
  | { kind: 'logo'; key: string; motif: LogoMotif; initials: string; seed: number };

const SCENE_KEY = new RegExp(`^(${SCENES.join('|')})-([0-9a-f]{4})$`);
const SHOT_KEY = new RegExp(`^(${SCENES.join('|')})-(${SUBJECTS.join('|')})-(${TIMES_OF_DAY.join('|')})-([0-9a-f]{4})$`);
const LOGO_KEY = new RegExp(`^logo-(${LOGO_MOTIFS.join('|')})-([a-z]{1,3})-([0-9a-f]{4})$`);
const FILE = /^([a-z0-9-]{3,40})-(\d{3,4})\.webp$/;

export function sceneKey(scene: Scene, seedHex: string): string {
  return `${scene}-${seedHex}`;
}

/** `rainforest-gorilla-dawn-a7f3`: the composition (scene, subject, light) and the seed that varies its details. */
export function shotKey(scene: Scene, subject: Subject, time: TimeOfDay, seedHex: string): string {
  return `${scene}-${subject}-${time}-${seedHex}`;
}

export function logoKey(motif: LogoMotif, initials: string, seedHex: string): string {
  return `logo-${motif}-${initials.toLowerCase().replace(/[^a-z]/g, '').slice(0, 3)}-${seedHex}`;
}

export function demoImageUrl(key: string, width: number = IMAGE_DEFAULT_WIDTH): string {
  return `/media/demo/${key}-${width}.webp`;
}

export function parseDemoKey(key: string): DemoImage | null {
  if (HERO_KEYS.includes(key)) return { kind: 'hero', key };
  const scene = SCENE_KEY.exec(key);
  if (scene) return { kind: 'scene', key, scene: scene[1] as Scene, seed: parseInt(scene[2]!, 16) };
  const shot = SHOT_KEY.exec(key);
  if (shot) return { kind: 'shot', key, scene: shot[1] as Scene, subject: shot[2] as Subject, time: shot[3] as TimeOfDay, seed: parseInt(shot[4]!, 16) };
  const logo = LOGO_KEY.exec(key);
  if (logo) return { kind: 'logo', key, motif: logo[1] as LogoMotif, initials: logo[2]!, seed: parseInt(logo[3]!, 16) };
  return null;
}

/** `savanna-a7f3-640.webp` → the image and width, or null for anything that is not exactly a known key and width. */
export function parseDemoFile(file: string): { image: DemoImage; width: number } | null {
  const m = FILE.exec(file);
  if (!m) return null;
  const width = Number(m[2]);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  const image = parseDemoKey(m[1]!);
  return image ? { image, width } : null;
}
