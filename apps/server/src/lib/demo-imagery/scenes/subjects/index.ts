/**
 * What a picture is about, drawn over its landscape: each subject brings its own foreground (a bank, a branch,
 * water, a deck) so it sits right in front of any scene. Close-ups (reef, market, lane) replace the scene.
 */
import type { Subject } from '../../demo-keys.js';
import { between, chance, intBetween, pick, type Rng } from '../random.js';
import { grass, mix, r1, ridgePath, vignette, type Canvas } from '../kit.js';
import { acacia, dhow, elephant, flamingo, frond, giraffe, palm } from '../elements.js';
import { landTones } from '../land.js';
import { reef, spiceMarket, swahiliLane } from './closeups.js';
import { chimp, fluke, gorilla, hippo, lemur, lion, seatedGorilla, zebra } from './shapes.js';
import { balloon, bushRow, jeep, launch, lodge, maasai, raft, tent, walker, yogi } from './things.js';

/** Subjects drawn instead of a landscape. */
export const CLOSEUPS: ReadonlySet<Subject> = new Set<Subject>(['reef', 'market', 'lane']);

export function closeup(subject: Subject, c: Canvas): string {
  if (subject === 'reef') return reef(c);
  if (subject === 'market') return spiceMarket(c);
  return swahiliLane(c);
}

/** The same colour as it reads in this light: full at noon, warmer at golden hour, towards silhouette at dusk. */
function lit(c: Canvas, col: string): string {
  switch (c.sky.time) {
    case 'noon':
      return col;
    case 'golden':
      return mix(col, '#8a4a18', 0.18);
    case 'dawn':
      return mix(col, c.sky.ink, 0.3);
    default:
      return mix(col, c.sky.ink, 0.62);
  }
}

function bank(c: Canvas, y: number, fill: string, canopy = 0): string {
  return `<path d="${ridgePath(c, { y, amp: c.h * 0.025, freq: 0.8, canopy: canopy || undefined })}" fill="${fill}"/>`;
}

function water(c: Canvas, y: number, col: string): string {
  const fill = c.defs.linear([[0, mix(col, c.sky.stops[2], 0.35)], [1, mix(col, '#0b2233', 0.35)]]);
  let out = `<rect x="0" y="${r1(y)}" width="${c.w}" height="${r1(c.h - y)}" fill="${fill}"/>`;
  for (let i = 0; i < 8; i++) out += `<path d="M${r1(between(c.rng, 0, c.w))},${r1(between(c.rng, y + 10, c.h))} q30,-5 60,0" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.35"/>`;
  return out;
}

function forestFront(c: Canvas, rng: Rng, y = 0.84): string {
  const leaf = lit(c, '#1f4a2a');
  let out = bank(c, c.h * y, lit(c, '#24482a'), 14);
  out += frond(rng, -20, c.h + 20, 1.5, between(rng, 30, 55), leaf, '#5b8a55');
  out += frond(rng, c.w + 20, c.h + 20, 1.4, -between(rng, 30, 55), leaf, '#5b8a55');
  return out;
}

type Layer = (c: Canvas, rng: Rng) => string;

const LAYERS: Record<Exclude<Subject, 'reef' | 'market' | 'lane'>, Layer> = {
  gorilla: (c, rng) => {
    const fur = lit(c, '#2a2a2e');
    const flip = chance(rng, 0.5);
    const face = lit(c, '#47423f');
    const silver = lit(c, '#9d9a95');
    const side = (t: number) => c.w * (flip ? 1 - t : t);
    let out = bank(c, c.h * 0.74, lit(c, '#2f5a33'), 12);
    // Three framings, so a page of gorilla treks is not one picture repeated: the silverback on the move,
    // a close portrait, and a mother with her baby while the silverback passes behind.
    const framing = intBetween(rng, 0, 2);
    if (framing === 0) {
      out += seatedGorilla(side(0.2), c.h * 0.86, 2.4, fur, face);
      out += gorilla(side(0.54), c.h * 0.9, 3, fur, silver, flip);
    } else if (framing === 1) {
      out += gorilla(side(0.85), c.h * 0.8, 1.3, fur, silver, !flip);
      out += seatedGorilla(side(0.45), c.h * 1.04, 5.4, fur, face);
    } else {
      out += gorilla(side(0.78), c.h * 0.8, 1.5, fur, silver, !flip);
      out += seatedGorilla(side(0.36), c.h * 0.95, 3.3, fur, face);
      out += seatedGorilla(side(0.56), c.h * 0.95, 1.35, fur, face);
    }
    return out + forestFront(c, rng, 0.95);
  },
  chimp: (c, rng) => {
    const fur = lit(c, '#2b2420');
    const face = lit(c, '#c9a283');
    const bark = lit(c, '#4a3324');
    const y0 = c.h * between(rng, 0.8, 0.86);
    const y1 = c.h * between(rng, 0.6, 0.68);
    let out = '';
    for (let i = 0; i < 5; i++) out += `<path d="M${r1(between(rng, 0, c.w))},0 q${r1(between(rng, -30, 30))},${r1(c.h * 0.3)} ${r1(between(rng, -10, 10))},${r1(c.h * between(rng, 0.4, 0.7))}" stroke="${lit(c, '#3c5a32')}" stroke-width="4" fill="none"/>`;
    out += `<path d="M-20,${r1(y0 + 26)} L${c.w + 20},${r1(y1 + 26)} L${c.w + 20},${r1(y1 - 14)} L-20,${r1(y0 - 14)} Z" fill="${bark}"/>`;
    const at = (t: number) => y0 + (y1 - y0) * t;
    out += chimp(c.w * 0.42, at(0.42) - 10, 3, fur, face, chance(rng, 0.5));
    if (chance(rng, 0.7)) out += chimp(c.w * 0.76, at(0.76) - 10, 1.8, fur, face, true);
    return out + forestFront(c, rng);
  },
  lion: (c, rng) => {
    const t = landTones(c);
    const coat = lit(c, '#c98a3e');
    const flip = chance(rng, 0.5);
    let out = bank(c, c.h * 0.82, mix(t.far, t.near, 0.6));
    out += `<path d="M${r1(c.w * (flip ? 0.55 : 0.1))},${r1(c.h * 0.86)} q${r1(c.w * 0.18)},-110 ${r1(c.w * 0.36)},0 Z" fill="${lit(c, '#8d877c')}"/>`;
    out += lion(rng, c.w * (flip ? 0.72 : 0.28), c.h * 0.86 - 68, 2.3, coat, lit(c, '#6b3b17'), lit(c, '#2d1a0e'), true, flip);
    out += lion(rng, c.w * (flip ? 0.3 : 0.7), c.h * 0.95, 1.9, lit(c, '#cf9750'), coat, lit(c, '#2d1a0e'), false, !flip);
    return out + grass(c, c.h * 0.9, mix(t.near, t.ink, 0.4), mix(t.far, c.sky.light, 0.3), 0.6);
  },
  elephant: (c, rng) => {
    const t = landTones(c);
    const skin = lit(c, '#6f6a66');
    const flip = chance(rng, 0.5);
    let out = bank(c, c.h * 0.84, mix(t.far, t.near, 0.5));
    out += elephant(rng, c.w * (flip ? 0.72 : 0.28), c.h * 0.86, 2.2, mix(skin, c.sky.haze, 0.2), !flip);
    out += elephant(rng, c.w * 0.5, c.h * 0.96, 3.6, skin, flip, '#f2ead8');
    out += elephant(rng, c.w * (flip ? 0.28 : 0.72), c.h * 0.95, 1.6, skin, flip, skin);
    return out + grass(c, c.h * 0.92, mix(t.near, t.ink, 0.4), mix(t.far, c.sky.light, 0.3), 0.5);
  },
  giraffe: (c, rng) => {
    const t = landTones(c);
    const coat = lit(c, '#8a5a2c');
    let out = bank(c, c.h * 0.85, mix(t.far, t.near, 0.5));
    out += acacia(rng, c.w * between(rng, 0.1, 0.3), c.h * 0.88, 2.6, lit(c, '#3a3a22'));
    const n = intBetween(rng, 2, 3);
    for (let i = 0; i < n; i++) out += giraffe(rng, c.w * (0.45 + i * 0.17), c.h * (0.9 + i * 0.03), 3.4 - i * 0.5, coat, chance(rng, 0.4));
    return out + grass(c, c.h * 0.92, mix(t.near, t.ink, 0.4), mix(t.far, c.sky.light, 0.3), 0.5);
  },
  zebra: (c, rng) => {
    const t = landTones(c);
    let out = bank(c, c.h * 0.84, mix(t.far, t.near, 0.5));
    for (let i = 0; i < 4; i++) out += zebra(rng, c.w * (0.2 + i * 0.2) + between(rng, -30, 30), c.h * (0.9 + (i % 2) * 0.05), 2.4 - (i % 2) * 0.3, c.defs.id('zc'), chance(rng, 0.5));
    return out + grass(c, c.h * 0.93, mix(t.near, t.ink, 0.4), mix(t.far, c.sky.light, 0.3), 0.5);
  },
  flamingo: (c, rng) => {
    let out = water(c, c.h * 0.7, '#8fb7c2');
    const pink = lit(c, '#f28aa0');
    const dark = lit(c, '#3a1f2a');
    for (let i = 0; i < 12; i++) {
      const fx = c.w * (i / 11) + between(rng, -30, 30);
      const fy = c.h * between(rng, 0.78, 0.97);
      const fs = 2.2 + ((fy - c.h * 0.78) / (c.h * 0.2)) * 1.6;
      out += `<g opacity="0.3" transform="translate(0,${r1(fy * 2)}) scale(1,-1)">${flamingo(rng, fx, fy, fs, pink, dark)}</g>`;
      out += flamingo(rng, fx, fy, fs, pink, dark, chance(rng, 0.4));
    }
    return out;
  },
  lemur: (c, rng) => {
    const y = c.h * between(rng, 0.5, 0.58);
    let out = `<path d="M-20,${r1(y + 22)} Q${r1(c.w * 0.5)},${r1(y - 30)} ${c.w + 20},${r1(y + 10)} L${c.w + 20},${r1(y - 16)} Q${r1(c.w * 0.5)},${r1(y - 60)} -20,${r1(y - 6)} Z" fill="${lit(c, '#5a3e2a')}"/>`;
    const fur = lit(c, '#8e8a86');
    const belly = lit(c, '#f2efe8');
    out += lemur(c.w * 0.38, y - 22, 3, fur, belly, false, 1);
    out += lemur(c.w * 0.62, y - 26, 2.6, fur, belly, true, -1);
    for (let i = 0; i < 6; i++) out += frond(rng, between(rng, 0, c.w), y - 20, 0.6, between(rng, -70, 70), lit(c, '#2f5a2e'), '#5b8a55');
    return out;
  },
  boat: (c, rng) => {
    let out = water(c, c.h * 0.7, '#6f8f8a');
    out += hippo(c.w * 0.2, c.h * 0.8, 2.2, lit(c, '#5b4c52'), '#ffffff');
    out += hippo(c.w * 0.34, c.h * 0.76, 1.5, lit(c, '#5b4c52'), '#ffffff');
    out += launch(rng, c.w * 0.64, c.h * 0.9, 2.4, lit(c, '#2f5d74'), lit(c, '#efe6cf'), lit(c, '#3a2a22'), chance(rng, 0.5));
    out += `<ellipse cx="${r1(c.w * 0.64)}" cy="${r1(c.h * 0.905)}" rx="290" ry="12" fill="#ffffff" opacity="0.35"/>`;
    return out;
  },
  whale: (c, rng) => water(c, c.h * 0.68, '#2c7aa0') + fluke(rng, c.w * between(rng, 0.4, 0.65), c.h * 0.86, 2.6, lit(c, '#2c3238'), lit(c, '#dfe6ea')),
  dhow: (c, rng) => {
    let out = water(c, c.h * 0.7, '#3aa6b0');
    const hull = lit(c, '#5a3a22');
    const sail = lit(c, '#f7f1e3');
    const left = chance(rng, 0.5);
    out += dhow(rng, c.w * (left ? 0.78 : 0.22), c.h * 0.77, 1.3, hull, sail, left);
    out += dhow(rng, c.w * (left ? 0.62 : 0.38), c.h * 0.93, 3.6, hull, sail, chance(rng, 0.5));
    // A corner of beach with palms keeps the shore in the picture.
    const sx = left ? 0 : c.w;
    const d = left ? 1 : -1;
    out += `<path d="M${sx},${r1(c.h * 0.82)} Q${r1(sx + d * c.w * 0.16)},${r1(c.h * 0.86)} ${r1(sx + d * c.w * 0.3)},${c.h} L${sx},${c.h} Z" fill="${lit(c, '#efdcb4')}"/>`;
    out += palm(rng, sx + d * c.w * 0.06, c.h * 1.01, 2.9, lit(c, '#2a3a22'), !left);
    out += palm(rng, sx + d * c.w * 0.13, c.h * 1.03, 2.4, lit(c, '#2a3a22'), !left);
    return out;
  },
  balloon: (c, rng) => {
    const palettes: Array<[string, string]> = [['#d8432f', '#f2c230'], ['#2f6fb2', '#f4f1e6'], ['#e0782f', '#7a2f6e'], ['#2e8a57', '#f2c230']];
    let out = '';
    const n = intBetween(rng, 3, 5);
    for (let i = n - 1; i >= 0; i--) {
      const [a, b] = palettes[(i + intBetween(rng, 0, 3)) % palettes.length]!;
      const far = i / n;
      const x = i === 0 ? c.w * between(rng, 0.5, 0.7) : c.w * between(rng, 0.08, 0.92);
      const y = i === 0 ? c.h * 0.62 : c.h * between(rng, 0.18, 0.45);
      out += balloon(x, y, i === 0 ? 2.8 : 1.4 - far, mix(lit(c, a), c.sky.haze, far * 0.5), mix(lit(c, b), c.sky.haze, far * 0.5), lit(c, '#5a3a22'));
    }
    return out;
  },
  tent: (c, rng) => {
    const t = landTones(c);
    const evening = c.sky.time === 'dusk' || c.sky.time === 'golden';
    let out = bank(c, c.h * 0.8, mix(t.far, t.near, 0.55));
    out += acacia(rng, c.w * (chance(rng, 0.5) ? 0.12 : 0.88), c.h * 0.84, 2.4, lit(c, '#3a3a22'));
    out += tent(c.w * 0.5, c.h * 0.94, 2, mix(lit(c, '#efe4c8'), '#ffffff', 0.1), lit(c, '#7d7452'), evening ? '#ffcf7a' : lit(c, '#4a3a2a'), lit(c, '#6b4a2a'));
    if (evening) out += `<circle cx="${r1(c.w * 0.5 - 264)}" cy="${r1(c.h * 0.94 - 120)}" r="26" fill="#ffcf7a" opacity="0.4"/><circle cx="${r1(c.w * 0.5 - 264)}" cy="${r1(c.h * 0.94 - 120)}" r="7" fill="#fff0c0"/>`;
    return out + grass(c, c.h * 0.95, mix(t.near, t.ink, 0.4), mix(t.far, c.sky.light, 0.3), 0.4);
  },
  lodge: (c, rng) => {
    const evening = c.sky.time !== 'noon';
    let out = bank(c, c.h * 0.7, lit(c, '#3f5a34'), 10);
    out += lodge(rng, c.w * 0.5, c.h * 0.78, 1.75, lit(c, '#b08a4e'), lit(c, '#efe4cc'), lit(c, '#5a3a22'), lit(c, '#3fb5c8'), evening ? '#ffd48a' : lit(c, '#3a2e26'));
    out += `<rect x="0" y="${r1(c.h * 0.78 + 77)}" width="${c.w}" height="${r1(c.h)}" fill="${lit(c, '#8a6a4a')}"/>`;
    out += palm(rng, c.w * 0.06, c.h * 1.02, 2.6, lit(c, '#2a3a22'));
    return out;
  },
  jeep: (c, rng) => {
    const t = landTones(c);
    let out = bank(c, c.h * 0.8, mix(t.far, t.near, 0.5));
    out += `<path d="M${r1(c.w * 0.3)},${r1(c.h * 0.82)} Q${r1(c.w * 0.6)},${r1(c.h * 0.9)} ${r1(c.w * 0.4)},${c.h} L${r1(c.w * 0.8)},${c.h} Q${r1(c.w * 0.8)},${r1(c.h * 0.9)} ${r1(c.w * 0.36)},${r1(c.h * 0.82)} Z" fill="${lit(c, '#b98a5a')}" opacity="0.7"/>`;
    const flip = chance(rng, 0.5);
    out += `<ellipse cx="${r1(c.w * (flip ? 0.74 : 0.26))}" cy="${r1(c.h * 0.86)}" rx="160" ry="50" fill="${lit(c, '#d9b98a')}" opacity="0.45"/>`;
    out += jeep(rng, c.w * 0.5, c.h * 0.93, 2.7, lit(c, '#6b7a4a'), lit(c, '#23201c'), lit(c, '#3a2a22'), flip);
    return out + grass(c, c.h * 0.94, mix(t.near, t.ink, 0.4), mix(t.far, c.sky.light, 0.3), 0.4);
  },
  coffee: (c, rng) => {
    let out = `<path d="M0,${r1(c.h * 0.5)} Q${r1(c.w * 0.5)},${r1(c.h * 0.46)} ${c.w},${r1(c.h * 0.6)} L${c.w},${c.h} L0,${c.h} Z" fill="${lit(c, '#5e7d3a')}"/>`;
    for (let row = 0; row < 6; row++) {
      const y = c.h * (0.55 + row * 0.085);
      out += bushRow(rng, -40, c.w + 40, y, y + c.h * 0.04, 22 + row * 12, lit(c, '#2f5a28'), lit(c, '#6f9a44'), row >= 3);
    }
    out += walker(rng, c.w * between(rng, 0.25, 0.75), c.h * 0.86, 2.6, lit(c, '#3a2a22'), lit(c, '#c94f2a'), false);
    return out + frond(rng, c.w + 10, c.h + 10, 1.8, -40, lit(c, '#3f7a30'), '#8ab860');
  },
  summit: (c, rng) => {
    const up = chance(rng, 0.5);
    const ridge = up ? `M0,${r1(c.h * 0.9)} L${r1(c.w * 0.68)},${r1(c.h * 0.62)} L${c.w},${r1(c.h * 0.72)} L${c.w},${c.h} L0,${c.h} Z` : `M0,${r1(c.h * 0.7)} L${r1(c.w * 0.32)},${r1(c.h * 0.6)} L${c.w},${r1(c.h * 0.9)} L${c.w},${c.h} L0,${c.h} Z`;
    let out = `<path d="${ridge}" fill="${lit(c, '#f4f6f8')}"/>`;
    out += `<path d="${ridge}" fill="${lit(c, '#9fb3c8')}" opacity="0.45" transform="translate(0,${r1(c.h * 0.06)})"/>`;
    const peakX = up ? c.w * 0.68 : c.w * 0.32;
    const peakY = up ? c.h * 0.62 : c.h * 0.6;
    out += `<g transform="translate(${r1(peakX)},${r1(peakY)})"><path d="M-40,0 L-40,-120 M40,0 L40,-120" stroke="${lit(c, '#4a3020')}" stroke-width="8"/><rect x="-70" y="-150" width="140" height="56" fill="${lit(c, '#2f6b3a')}"/><path d="M-54,-132 L54,-132 M-54,-114 L30,-114" stroke="${lit(c, '#f2c230')}" stroke-width="6"/></g>`;
    const body = lit(c, '#2a2a34');
    for (let i = 0; i < 4; i++) {
      const t = 0.15 + i * 0.14;
      const x = up ? c.w * 0.68 * (1 - t) : c.w * 0.32 + (c.w * 0.68) * t;
      const y = up ? c.h * 0.62 + (c.h * 0.28) * t : c.h * 0.6 + (c.h * 0.3) * (t / 1);
      out += walker(rng, x, y + 4, 2.6 - i * 0.1, body, pick(rng, [lit(c, '#d8432f'), lit(c, '#2f6fb2'), lit(c, '#f2a23a')]), true, up);
    }
    return out;
  },
  hikers: (c, rng) => {
    const t = landTones(c);
    let out = bank(c, c.h * 0.78, lit(c, mix(t.far, '#6f7a4a', 0.4)));
    out += `<path d="M${r1(c.w * 0.05)},${c.h} Q${r1(c.w * 0.4)},${r1(c.h * 0.9)} ${r1(c.w * 0.95)},${r1(c.h * 0.8)}" stroke="${lit(c, '#c9a878')}" stroke-width="30" fill="none" opacity="0.7"/>`;
    for (let i = 0; i < 5; i++) {
      const u = 0.25 + i * 0.14;
      out += walker(rng, c.w * u, c.h * (0.98 - (u - 0.25) * 0.26), 2.4 - i * 0.12, lit(c, '#2e2a26'), pick(rng, [lit(c, '#d8432f'), lit(c, '#2f6fb2'), lit(c, '#f2a23a'), lit(c, '#3e8a4f')]), true);
    }
    return out + grass(c, c.h * 0.94, lit(c, '#4a5a2a'), lit(c, '#c9b26a'), 0.4);
  },
  maasai: (c, rng) => {
    const t = landTones(c);
    let out = bank(c, c.h * 0.84, mix(t.far, t.near, 0.5));
    const cloth = lit(c, '#c2261f');
    const skin = lit(c, '#4a2a1a');
    const leapAt = intBetween(rng, 1, 3);
    for (let i = 0; i < 5; i++) out += maasai(rng, c.w * (0.18 + i * 0.16) + between(rng, -15, 15), c.h * (0.93 + (i % 2) * 0.03), 3.3, skin, i % 2 ? cloth : lit(c, '#7a2a8a'), i === leapAt ? 40 : 0);
    return out + grass(c, c.h * 0.95, mix(t.near, t.ink, 0.4), mix(t.far, c.sky.light, 0.3), 0.4);
  },
  yoga: (c, rng) => {
    let out = `<rect x="0" y="${r1(c.h * 0.84)}" width="${c.w}" height="${r1(c.h * 0.16)}" fill="${lit(c, '#9a6e46')}"/>`;
    for (let i = 0; i < 7; i++) out += `<path d="M0,${r1(c.h * (0.86 + i * 0.022))} L${c.w},${r1(c.h * (0.86 + i * 0.022))}" stroke="${lit(c, '#6b4a2a')}" stroke-width="2"/>`;
    out += `<rect x="${r1(c.w * 0.38)}" y="${r1(c.h * 0.88)}" width="${r1(c.w * 0.24)}" height="18" fill="${lit(c, '#4f9a8a')}"/>`;
    out += yogi(c.w * 0.5, c.h * 0.89, 3.4, lit(c, '#2a2026'));
    out += palm(rng, c.w * 0.9, c.h * 0.86, 2.8, lit(c, '#233024'), true);
    return out;
  },
  raft: (c, rng) => {
    let out = water(c, c.h * 0.66, '#4f8a86');
    for (let i = 0; i < 26; i++) out += `<ellipse cx="${r1(between(rng, 0, c.w))}" cy="${r1(between(rng, c.h * 0.7, c.h))}" rx="${r1(between(rng, 30, 90))}" ry="${r1(between(rng, 8, 18))}" fill="#ffffff" opacity="${r1(between(rng, 0.5, 0.9) * 10) / 10}"/>`;
    out += raft(rng, c.w * 0.5, c.h * 0.84, 2.8, lit(c, '#e0482f'), lit(c, '#2a2a34'), lit(c, '#f2c230'));
    for (let i = 0; i < 14; i++) out += `<circle cx="${r1(c.w * 0.5 + between(rng, -260, 260))}" cy="${r1(c.h * 0.84 + between(rng, -60, 30))}" r="${r1(between(rng, 4, 12))}" fill="#ffffff" opacity="0.8"/>`;
    return out;
  },
};

/** The subject over an already drawn scene, with a soft vignette so it holds the middle of the frame. */
export function subjectLayer(subject: Subject, c: Canvas): string {
  if (CLOSEUPS.has(subject)) return '';
  return LAYERS[subject as keyof typeof LAYERS](c, c.rng) + vignette(c, 0.2);
}
