/**
 * Drawing primitives for the generated illustrations: colour mixing, skies by time of day,
 * layered ridges with atmospheric haze, and the sun, moon, clouds and birds every scene shares.
 * Everything returns SVG markup strings; numbers are rounded so the output stays small and stable.
 */
import { between, chance, intBetween, type Rng } from './random.js';

export const r1 = (n: number) => Math.round(n * 10) / 10;

function parseHex(hex: string): [number, number, number] {
  const v = hex.replace('#', '');
  return [parseInt(v.slice(0, 2), 16), parseInt(v.slice(2, 4), 16), parseInt(v.slice(4, 6), 16)];
}

/** Linear mix of two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  const c = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

export type TimeOfDay = 'dawn' | 'noon' | 'golden' | 'dusk';

export interface Sky {
  time: TimeOfDay;
  stops: [string, string, string, string];
  /** Colour distant land fades into. */
  haze: string;
  sun: string;
  glow: string;
  /** Darkest foreground tone (silhouettes). */
  ink: string;
  /** Light falling on things: used for highlights. */
  light: string;
}

const SKIES: Record<TimeOfDay, Sky[]> = {
  dawn: [
    { time: 'dawn', stops: ['#2f3f6e', '#8a6a9a', '#e7a3a0', '#fbd9b4'], haze: '#d9a7a8', sun: '#fff3dc', glow: '#ffd9b0', ink: '#2a2433', light: '#ffe2c4' },
    { time: 'dawn', stops: ['#3b5683', '#9a86ab', '#f0b9a6', '#fde6c8'], haze: '#cfb1b9', sun: '#fff6e4', glow: '#ffe1be', ink: '#2d2a3a', light: '#ffe9d0' },
  ],
  noon: [
    { time: 'noon', stops: ['#2f7fc1', '#6fb0e0', '#bfe0f2', '#eef7fb'], haze: '#b8d3dd', sun: '#fffdf2', glow: '#ffffff', ink: '#27331f', light: '#fff8e0' },
    { time: 'noon', stops: ['#3a86c8', '#86bfe6', '#cfe7f3', '#f4f9f6'], haze: '#c4d8d6', sun: '#fffdf2', glow: '#ffffff', ink: '#2b3220', light: '#fff6dc' },
  ],
  golden: [
    { time: 'golden', stops: ['#6d8fc0', '#e9c08a', '#f6a95c', '#fbd38a'], haze: '#e7b88a', sun: '#fff1c7', glow: '#ffc76e', ink: '#3a2416', light: '#ffd58f' },
    { time: 'golden', stops: ['#7a93b9', '#f0c98e', '#f4a259', '#f9dc9b'], haze: '#e3b78f', sun: '#fff3cf', glow: '#ffbe5c', ink: '#3b2315', light: '#ffd089' },
  ],
  dusk: [
    { time: 'dusk', stops: ['#1c1d3f', '#55396f', '#c4577a', '#f6a15b'], haze: '#a45f7a', sun: '#ffd58a', glow: '#ff9a5c', ink: '#1d1422', light: '#ffb27a' },
    { time: 'dusk', stops: ['#221a3d', '#6a3b6e', '#d8646a', '#f7b267'], haze: '#b0697a', sun: '#ffe09a', glow: '#ff9d57', ink: '#201520', light: '#ffbb80' },
  ],
};

export function skyFor(rng: Rng, time: TimeOfDay): Sky {
  const options = SKIES[time];
  return options[Math.floor(rng() * options.length)]!;
}

/** Unique-per-document ids for gradients (several scenes can share helpers in one SVG). */
export class Defs {
  private items: string[] = [];
  private n = 0;
  id(prefix: string) {
    return `${prefix}${this.n++}`;
  }
  add(markup: string) {
    this.items.push(markup);
  }
  linear(stops: Array<[number, string, number?]>, vertical = true): string {
    const id = this.id('lg');
    const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
    const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
    this.add(`<linearGradient id="${id}" ${coords}>${s}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('rg');
    const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
    this.add(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`);
    return `url(#${id})`;
  }
  toString() {
    return `<defs>${this.items.join('')}</defs>`;
  }
}

export interface Canvas {
  w: number;
  h: number;
  defs: Defs;
  rng: Rng;
  sky: Sky;
}

export function skyRect(c: Canvas, horizon: number): string {
  const [a, b, d, e] = c.sky.stops;
  const fill = c.defs.linear([
    [0, a],
    [0.45, b],
    [0.8, d],
    [1, e],
  ]);
  return `<rect width="${c.w}" height="${r1(horizon + 2)}" fill="${fill}"/><rect y="${r1(horizon)}" width="${c.w}" height="${r1(c.h - horizon)}" fill="${e}"/>`;
}

/** The sun with a soft halo made of a radial gradient (cheaper to rasterise than a blur filter). */
export function sun(c: Canvas, x: number, y: number, radius: number): string {
  const halo = c.defs.radial([
    [0, c.sky.glow, 0.75],
    [0.25, c.sky.glow, 0.35],
    [1, c.sky.glow, 0],
  ]);
  const disc = c.sky.time === 'noon' ? 0.9 : 1;
  return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(radius * 7)}" fill="${halo}"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(radius)}" fill="${c.sky.sun}" opacity="${disc}"/>`;
}

export function crescentMoon(x: number, y: number, r: number, color = '#fdf3dc'): string {
  return `<path d="M${r1(x)},${r1(y - r)} A${r1(r)},${r1(r)} 0 1 0 ${r1(x)},${r1(y + r)} A${r1(r * 0.78)},${r1(r * 0.78)} 0 1 1 ${r1(x)},${r1(y - r)} Z" fill="${color}" opacity="0.9"/>`;
}

export function stars(c: Canvas, count: number, maxY: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${r1(between(c.rng, 0, c.w))}" cy="${r1(between(c.rng, 0, maxY) ** 1.15 / maxY ** 0.15)}" r="${r1(between(c.rng, 0.6, 1.8))}" fill="#fff" opacity="${r1(between(c.rng, 0.3, 0.9))}"/>`;
  }
  return out;
}

/** Soft clouds: stacks of translucent ellipses, lit from below at golden hour and dusk. */
export function clouds(c: Canvas, count: number, minY: number, maxY: number): string {
  const lit = c.sky.time === 'noon' ? '#ffffff' : mix(c.sky.light, '#ffffff', 0.35);
  const shade = c.sky.time === 'noon' ? '#e4eef5' : mix(c.sky.stops[1], c.sky.light, 0.4);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = between(c.rng, -100, c.w + 100);
    const y = between(c.rng, minY, maxY);
    const len = between(c.rng, 120, 340) * (c.w / 1200);
    const op = between(c.rng, 0.35, 0.7);
    out += `<g opacity="${r1(op)}">`;
    const puffs = intBetween(c.rng, 3, 6);
    for (let p = 0; p < puffs; p++) {
      const px = x + (p / puffs) * len;
      const ry = between(c.rng, 8, 20) * (c.w / 1200);
      out += `<ellipse cx="${r1(px)}" cy="${r1(y - ry * 0.4)}" rx="${r1(len / puffs + between(c.rng, 10, 40))}" ry="${r1(ry)}" fill="${shade}"/>`;
      out += `<ellipse cx="${r1(px + 6)}" cy="${r1(y + ry * 0.25)}" rx="${r1(len / puffs)}" ry="${r1(ry * 0.55)}" fill="${lit}"/>`;
    }
    out += '</g>';
  }
  return out;
}

export function birds(c: Canvas, count: number, x: number, y: number, spread: number, color: string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const bx = x + between(c.rng, -spread, spread);
    const by = y + between(c.rng, -spread * 0.35, spread * 0.35);
    const s = between(c.rng, 0.6, 1.3) * (c.w / 1200);
    out += `<path d="M${r1(bx)},${r1(by)} q${r1(5 * s)},${r1(-5 * s)} ${r1(10 * s)},0 q${r1(5 * s)},${r1(-5 * s)} ${r1(10 * s)},0" fill="none" stroke="${color}" stroke-width="${r1(1.6 * s)}" stroke-linecap="round"/>`;
  }
  return out;
}

export interface RidgeOptions {
  /** Baseline of the ridge. */
  y: number;
  amp: number;
  /** Higher values: more, smaller undulations. */
  freq?: number;
  /** Scalloped tree-crown edge (forests) instead of a smooth one. */
  canopy?: number;
  jagged?: number;
  /** Height of the jagged spikes (defaults to 1.6 × the jagged step). */
  spike?: number;
  bottom?: number;
}

/** A filled landform from the left to the right edge: sum of sines with random phases, optionally crowned by trees. */
export function ridgePath(c: Canvas, o: RidgeOptions): string {
  const { w } = c;
  const bottom = o.bottom ?? c.h;
  const freq = o.freq ?? 1;
  const waves = [0, 1, 2].map((k) => ({
    f: (between(c.rng, 0.6, 1.4) * freq * (k + 1) * Math.PI * 2) / w,
    p: between(c.rng, 0, Math.PI * 2),
    a: o.amp / (k + 1.3),
  }));
  const height = (x: number) => o.y - waves.reduce((sum, wv) => sum + Math.sin(x * wv.f + wv.p) * wv.a, 0);
  const step = o.canopy ? o.canopy : o.jagged ? o.jagged : Math.max(8, w / 90);
  let d = `M0,${r1(bottom)} L0,${r1(height(0))}`;
  let prevX = 0;
  for (let x = step; x <= w + step; x += step * (o.canopy ? between(c.rng, 0.7, 1.3) : 1)) {
    const y = height(x);
    if (o.canopy) {
      const bump = between(c.rng, 0.5, 1.1) * o.canopy;
      d += ` Q${r1((prevX + x) / 2)},${r1(y - bump)} ${r1(x)},${r1(y)}`;
    } else if (o.jagged) {
      d += ` L${r1(x - step / 2)},${r1(y - between(c.rng, 0.2, 1) * (o.spike ?? o.jagged * 1.6))} L${r1(x)},${r1(y)}`;
    } else {
      d += ` L${r1(x)},${r1(y)}`;
    }
    prevX = x;
  }
  d += ` L${r1(Math.max(prevX, w))},${r1(bottom)} Z`;
  return d;
}

/** Colour of the depth layer i of n: far layers melt into the haze, near ones approach `near`. */
export function depthColor(c: Canvas, far: string, near: string, i: number, n: number, haze = 0.55): string {
  const t = n <= 1 ? 1 : i / (n - 1);
  return mix(mix(far, c.sky.haze, haze), near, t ** 1.2);
}

/** A band of mist: a horizontal strip fading out at the top and bottom. */
export function mist(c: Canvas, y: number, height: number, opacity: number, color = '#ffffff'): string {
  const fill = c.defs.linear([
    [0, color, 0],
    [0.5, color, opacity],
    [1, color, 0],
  ]);
  return `<rect x="0" y="${r1(y - height / 2)}" width="${c.w}" height="${r1(height)}" fill="${fill}"/>`;
}

/** Darkened corners that pull the eye to the middle of the picture. */
export function vignette(c: Canvas, strength = 0.28): string {
  const fill = c.defs.radial(
    [
      [0.55, '#000000', 0],
      [1, '#1a0f08', strength],
    ],
    0.5,
    0.45,
    0.75,
  );
  return `<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`;
}

/** Light tall grass along the bottom edge. */
export function grass(c: Canvas, y: number, color: string, tip: string, density = 1): string {
  let out = `<g stroke-linecap="round">`;
  const count = Math.round((c.w / 6) * density);
  for (let i = 0; i < count; i++) {
    const x = between(c.rng, -10, c.w + 10);
    const hgt = between(c.rng, 14, 46) * (c.w / 1200);
    const lean = between(c.rng, -10, 10) * (c.w / 1200);
    const base = y + between(c.rng, 0, c.h - y);
    const col = chance(c.rng, 0.3) ? tip : color;
    out += `<path d="M${r1(x)},${r1(base)} q${r1(lean * 0.3)},${r1(-hgt * 0.6)} ${r1(lean)},${r1(-hgt)}" stroke="${col}" stroke-width="${r1(between(c.rng, 1.2, 2.6))}" fill="none"/>`;
  }
  return `${out}</g>`;
}

export function svgDocument(c: Canvas, width: number, body: string): string {
  const height = Math.round((width * c.h) / c.w);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${c.w} ${c.h}" preserveAspectRatio="xMidYMid slice">${c.defs.toString()}${body}</svg>`;
}
