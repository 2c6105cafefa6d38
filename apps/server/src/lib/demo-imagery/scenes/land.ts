/** Plains, mountains and dry-country scenes: savanna, Kilimanjaro, jagged peaks, crater, village, baobabs, canyon, tsingy. */
import { between, chance, intBetween, pick } from './random.js';
import {
  birds, clouds, crescentMoon, depthColor, grass, mist, mix, r1, ridgePath, skyRect, stars, sun, vignette, type Canvas,
} from './kit.js';
import { acacia, baobab, elephant, giraffe, herd, hut, palm } from './elements.js';

/** Ground tones (far, near) and silhouette ink by time of day: the light decides the palette. */
export function landTones(c: Canvas): { far: string; near: string; ink: string } {
  switch (c.sky.time) {
    case 'noon':
      return { far: '#d2bb7e', near: '#a98142', ink: '#3b3420' };
    case 'golden':
      return { far: '#e8b469', near: '#8c5a2a', ink: '#3a2416' };
    case 'dawn':
      return { far: '#c9a08e', near: '#6f5048', ink: c.sky.ink };
    default:
      return { far: '#b8705f', near: '#3b2329', ink: c.sky.ink };
  }
}

export function skyAndLight(c: Canvas, horizon: number, sunX?: number): string {
  const { w, rng } = c;
  let out = skyRect(c, horizon);
  if (c.sky.time === 'dusk') out += stars(c, intBetween(rng, 12, 30), horizon * 0.35) + crescentMoon(between(rng, w * 0.08, w * 0.3), horizon * between(rng, 0.12, 0.22), w * 0.016);
  const sx = sunX ?? between(rng, w * 0.2, w * 0.8);
  const sy = c.sky.time === 'noon' ? horizon * between(rng, 0.12, 0.3) : horizon * between(rng, 0.62, 0.9);
  const radius = (c.sky.time === 'noon' ? 26 : 40) * (w / 1200);
  out += sun(c, sx, sy, radius);
  out += clouds(c, intBetween(rng, 2, 5), horizon * 0.12, horizon * 0.7);
  return out;
}

function ground(c: Canvas, horizon: number, far: string, near: string): string {
  const fill = c.defs.linear([
    [0, mix(far, c.sky.haze, 0.35)],
    [0.35, far],
    [1, near],
  ]);
  return `<rect y="${r1(horizon)}" width="${c.w}" height="${r1(c.h - horizon)}" fill="${fill}"/>`;
}

/** `quiet` leaves out the giraffes and elephants, for pictures whose subject stands in front. */
export function savanna(c: Canvas, opts: { skyline?: boolean; hero?: boolean; quiet?: boolean } = {}): string {
  const { w, h, rng } = c;
  const horizon = h * between(rng, 0.6, 0.68);
  const t = landTones(c);
  const sunX = between(rng, w * 0.25, w * 0.75);
  let out = skyAndLight(c, horizon, sunX);
  out += `<path d="${ridgePath(c, { y: horizon + 4, amp: h * 0.03, freq: 0.7, bottom: horizon + 20 })}" fill="${depthColor(c, '#7d7a8c', t.near, 0, 4)}"/>`;
  if (opts.skyline) {
    let x = w * between(rng, 0.5, 0.62);
    const end = x + w * 0.26;
    let city = '';
    while (x < end) {
      const bw = between(rng, 12, 30) * (w / 1200);
      const bh = between(rng, 20, 95) * (w / 1200) * (1 - Math.abs((x - (end - w * 0.13)) / (w * 0.2)));
      city += `<rect x="${r1(x)}" y="${r1(horizon + 6 - Math.max(bh, 8))}" width="${r1(bw)}" height="${r1(Math.max(bh, 8))}"/>`;
      x += bw + between(rng, 0, 5);
    }
    out += `<g fill="${depthColor(c, '#6e6f82', t.ink, 1, 4)}">${city}</g>`;
  }
  out += ground(c, horizon, t.far, t.near);
  out += `<path d="${ridgePath(c, { y: horizon + h * 0.04, amp: h * 0.012, freq: 1.4 })}" fill="${mix(t.far, t.near, 0.25)}" opacity="0.7"/>`;
  // Far acacias along the horizon, a herd on the plain.
  for (let i = 0; i < intBetween(rng, 4, 9); i++) out += acacia(rng, between(rng, 0, w), horizon + between(rng, 2, 12), between(rng, 0.22, 0.4) * (w / 1200), mix(t.ink, c.sky.haze, 0.55), chance(rng, 0.5));
  if (chance(rng, opts.hero ? 1 : 0.6)) {
    out += herd(rng, between(rng, w * 0.25, w * 0.75), horizon + h * 0.07, w * between(rng, 0.3, 0.6), h * 0.05, intBetween(rng, 25, 70), between(rng, 0.9, 1.3) * (w / 1200), mix(t.ink, t.far, 0.4));
  }
  const animal = pick(rng, ['giraffes', 'elephants', 'both'] as const);
  const ay = horizon + h * between(rng, 0.12, 0.2);
  const ax = between(rng, w * 0.45, w * 0.8);
  const as = between(rng, 1.15, 1.6) * (w / 1200);
  if (animal !== 'elephants' && !opts.quiet) {
    const n = intBetween(rng, 1, 3);
    for (let i = 0; i < n; i++) out += giraffe(rng, ax + i * 55 * as, ay + between(rng, -6, 6), as * between(rng, 0.85, 1.05), t.ink, chance(rng, 0.3));
  }
  if (animal !== 'giraffes' && !opts.quiet) {
    const n = intBetween(rng, 1, 3);
    const ex = animal === 'both' ? ax - w * 0.3 : ax;
    for (let i = 0; i < n; i++) out += elephant(rng, ex + i * 70 * as, ay + h * 0.03 + between(rng, -5, 5), as * between(rng, 0.7, 1) * (i === n - 1 ? 0.6 : 1), t.ink, chance(rng, 0.4), mix(t.ink, '#efe6d2', 0.6));
  }
  // One big acacia close to the viewer anchors the composition on the side away from the animals.
  const bigX = ax > w / 2 ? between(rng, w * 0.06, w * 0.28) : between(rng, w * 0.72, w * 0.94);
  out += acacia(rng, bigX, horizon + h * between(rng, 0.2, 0.28), between(rng, 2.1, 2.8) * (w / 1200), t.ink, chance(rng, 0.5));
  if (chance(rng, 0.6)) out += acacia(rng, bigX + between(rng, -1, 1) * w * 0.15, horizon + h * 0.1, between(rng, 0.8, 1.1) * (w / 1200), mix(t.ink, t.far, 0.2));
  out += birds(c, intBetween(rng, 0, 6), sunX + between(rng, -w * 0.2, w * 0.2), horizon * 0.45, w * 0.08, mix(t.ink, c.sky.stops[1], 0.2));
  out += grass(c, h * 0.9, mix(t.near, t.ink, 0.5), mix(t.far, c.sky.light, 0.3), opts.hero ? 1.4 : 1);
  return out + vignette(c);
}

/** Kibo's flat dome with its snow cap and Mawenzi's jagged shoulder, above the Amboseli plain. */
export function kilimanjaro(c: Canvas, opts: { hero?: boolean } = {}): string {
  const { w, h, rng } = c;
  const horizon = h * between(rng, 0.66, 0.72);
  const t = landTones(c);
  let out = skyAndLight(c, horizon, between(rng, w * 0.1, w * 0.3));
  const cx = between(rng, w * 0.42, w * 0.58);
  const top = h * between(rng, 0.24, 0.3);
  const half = w * between(rng, 0.5, 0.6);
  const plateau = between(rng, 0.16, 0.22);
  const H = horizon - top;
  const body = mix(mix('#55607e', c.sky.haze, 0.35), c.sky.stops[1], 0.15);
  const shade = mix(body, '#1f2338', 0.3);
  // Concave flanks that steepen toward a broad, almost flat summit: Kibo's profile.
  const profile = (u: number) => (u <= plateau ? 1 - (u / plateau) ** 2 * 0.04 : 0.96 * ((1 - u) / (1 - plateau)) ** 1.6);
  const skew = between(rng, 0.9, 1.1);
  const xAt = (u: number, side: number) => cx + side * u * half * (side > 0 ? skew : 1 / skew);
  const steps = 40;
  let d = `M${r1(xAt(1, -1))},${r1(horizon + 2)}`;
  for (let i = steps; i >= 0; i--) d += ` L${r1(xAt(i / steps, -1))},${r1(horizon - H * profile(i / steps))}`;
  for (let i = 1; i <= steps; i++) d += ` L${r1(xAt(i / steps, 1))},${r1(horizon - H * profile(i / steps))}`;
  d += ' Z';
  out += `<path d="${d}" fill="${body}"/>`;
  out += `<path d="${d}" fill="${c.defs.linear([[0, '#ffffff', 0], [0.42, '#ffffff', 0], [0.75, shade, 0.4], [1, shade, 0.55]], false)}"/>`;
  // Mawenzi: a jagged secondary summit on the eastern shoulder.
  const mu = between(rng, 0.42, 0.5);
  const mx = xAt(mu, 1);
  const my = horizon - H * profile(mu) - H * 0.12;
  out += `<path d="M${r1(mx - w * 0.07)},${r1(my + H * 0.2)} L${r1(mx - w * 0.025)},${r1(my + 4)} L${r1(mx - w * 0.015)},${r1(my + 10)} L${r1(mx)},${r1(my - 6)} L${r1(mx + w * 0.01)},${r1(my + 6)} L${r1(mx + w * 0.02)},${r1(my)} L${r1(mx + w * 0.08)},${r1(my + H * 0.26)} Z" fill="${shade}"/>`;
  // Snow cap: hugs the summit and reaches down the gullies in uneven tongues.
  const snowU = plateau + between(rng, 0.1, 0.16);
  let snow = '';
  for (let i = 0; i <= 24; i++) {
    const u = -snowU + (i / 24) * snowU * 2;
    const side = u < 0 ? -1 : 1;
    snow += `${i ? ' L' : 'M'}${r1(xAt(Math.abs(u), side))},${r1(horizon - H * profile(Math.abs(u)) - 1)}`;
  }
  for (let i = 24; i >= 0; i--) {
    const u = -snowU + (i / 24) * snowU * 2;
    const side = u < 0 ? -1 : 1;
    const edge = Math.abs(u) / snowU;
    const depth = H * (0.1 + 0.12 * (1 - edge) * rng()) * (1 - edge * 0.8);
    snow += ` L${r1(xAt(Math.abs(u), side))},${r1(horizon - H * profile(Math.abs(u)) + depth)}`;
  }
  snow += ' Z';
  const snowFill = c.defs.linear([[0, '#ffffff'], [0.55, '#f4f7fb'], [0.62, mix('#c9d3e6', c.sky.light, 0.2)], [1, mix('#b7c3da', c.sky.light, 0.2)]], false);
  out += `<path d="${snow}" fill="${snowFill}"/>`;
  out += mist(c, top + (horizon - top) * 0.55, h * 0.12, 0.75, mix('#ffffff', c.sky.light, 0.3));
  out += clouds(c, intBetween(rng, 2, 4), top + (horizon - top) * 0.45, top + (horizon - top) * 0.7);
  out += `<path d="${ridgePath(c, { y: horizon - h * 0.01, amp: h * 0.02, freq: 1.2, canopy: 9 * (w / 1200) })}" fill="${depthColor(c, '#5d6b4a', t.near, 1, 4)}"/>`;
  out += ground(c, horizon + h * 0.02, t.far, t.near);
  for (let i = 0; i < intBetween(rng, 3, 7); i++) out += acacia(rng, between(rng, 0, w), horizon + h * between(rng, 0.03, 0.06), between(rng, 0.35, 0.55) * (w / 1200), mix(t.ink, c.sky.haze, 0.35), chance(rng, 0.5));
  const ex = between(rng, w * 0.15, w * 0.7);
  const es = between(rng, 0.8, 1.1) * (w / 1200);
  for (let i = 0; i < intBetween(rng, 2, 5); i++) out += elephant(rng, ex + i * 80 * es + between(rng, -10, 10), horizon + h * 0.14 + between(rng, -8, 8), es * between(rng, 0.6, 1), t.ink, chance(rng, 0.5), mix(t.ink, '#efe6d2', 0.6));
  if (opts.hero || chance(rng, 0.6)) out += acacia(rng, ex > w / 2 ? w * 0.1 : w * 0.9, horizon + h * 0.26, 2.2 * (w / 1200), t.ink);
  out += grass(c, h * 0.9, mix(t.near, t.ink, 0.5), mix(t.far, c.sky.light, 0.3));
  return out + vignette(c);
}

/** Jagged equatorial peaks (Mount Kenya, the Virungas' crags) over forested ridges. */
export function peaks(c: Canvas): string {
  const { w, h, rng } = c;
  const horizon = h * 0.6;
  let out = skyAndLight(c, horizon);
  const rock = mix(mix('#4d5672', c.sky.haze, 0.3), c.sky.stops[1], 0.12);
  const cx = between(rng, w * 0.35, w * 0.65);
  const top = h * between(rng, 0.12, 0.2);
  const H = horizon - top;
  const half = w * between(rng, 0.4, 0.5);
  const pts = 46;
  let d = `M${r1(cx - half)},${r1(horizon + 40)}`;
  let prev = 0;
  for (let i = 0; i <= pts; i++) {
    const u = i / pts;
    const x = cx - half + u * half * 2;
    const k = 1 - Math.abs(u - 0.5) * 2;
    // Rough, crag-on-crag outline: noise grows toward the summit, and a few spires stand out.
    const spire = rng() < 0.12 * k ? H * between(rng, 0.05, 0.14) : 0;
    const noise = (rng() - 0.5) * H * 0.12 * (0.3 + k);
    const y = horizon - H * k ** 1.35 - spire + noise * 0.6 + prev * 0.4;
    prev = noise;
    d += ` L${r1(x)},${r1(Math.max(y, top - H * 0.08))}`;
  }
  d += ` L${r1(cx + half)},${r1(horizon + 40)} Z`;
  out += `<path d="${d}" fill="${rock}"/>`;
  out += `<path d="${d}" fill="${c.defs.linear([[0, '#ffffff', 0], [0.4, '#ffffff', 0], [0.7, '#1b2033', 0.3], [1, '#1b2033', 0.4]], false)}"/>`;
  out += `<path d="${d}" fill="${c.defs.linear([[0, '#ffffff', 0.95], [0.12, '#ffffff', 0.85], [0.2, '#ffffff', 0.2], [0.3, '#ffffff', 0]])}"/>`;
  out += mist(c, horizon - h * 0.08, h * 0.1, 0.6);
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const col = depthColor(c, '#4f7a66', '#1c3326', i + 1, layers + 1);
    out += `<path d="${ridgePath(c, { y: horizon + i * h * 0.09, amp: h * 0.035, freq: 1 + i * 0.3, canopy: (6 + i * 3) * (w / 1200) })}" fill="${col}"/>`;
    if (i < layers - 1) out += mist(c, horizon + i * h * 0.09 + h * 0.05, h * 0.05, 0.35);
  }
  return out + vignette(c);
}

/** Looking down from the rim into the Ngorongoro Crater: soda lake, grassland, clouds spilling over the far wall. */
export function crater(c: Canvas): string {
  const { w, h, rng } = c;
  const horizon = h * between(rng, 0.3, 0.36);
  const t = landTones(c);
  let out = skyAndLight(c, horizon);
  out += `<path d="${ridgePath(c, { y: horizon + h * 0.02, amp: h * 0.03, freq: 0.6, canopy: 7 * (w / 1200) })}" fill="${depthColor(c, '#4e6e63', '#2f4a35', 0, 3)}"/>`;
  out += mist(c, horizon + h * 0.01, h * 0.06, 0.7);
  const floorTop = horizon + h * 0.08;
  const floor = c.defs.linear([[0, mix('#a8b36a', c.sky.haze, 0.3)], [1, mix('#c2ae62', t.far, 0.3)]]);
  out += `<rect y="${r1(floorTop)}" width="${w}" height="${r1(h - floorTop)}" fill="${floor}"/>`;
  const lx = between(rng, w * 0.3, w * 0.7);
  const ly = floorTop + h * between(rng, 0.1, 0.16);
  const lake = c.defs.linear([[0, mix('#bcd3de', c.sky.stops[2], 0.3)], [1, '#8fb3c4']]);
  out += `<ellipse cx="${r1(lx)}" cy="${r1(ly)}" rx="${r1(w * between(rng, 0.16, 0.24))}" ry="${r1(h * 0.05)}" fill="#e9a6b3" opacity="0.55"/>`;
  out += `<ellipse cx="${r1(lx)}" cy="${r1(ly)}" rx="${r1(w * between(rng, 0.13, 0.2))}" ry="${r1(h * 0.038)}" fill="${lake}"/>`;
  for (let i = 0; i < intBetween(rng, 3, 6); i++) {
    const fx = between(rng, 0, w);
    const fy = floorTop + between(rng, h * 0.02, h * 0.25);
    out += `<ellipse cx="${r1(fx)}" cy="${r1(fy)}" rx="${r1(between(rng, 30, 90))}" ry="${r1(between(rng, 6, 14))}" fill="#6e8a4a" opacity="0.6"/>`;
  }
  out += herd(rng, between(rng, w * 0.2, w * 0.8), floorTop + h * 0.2, w * 0.4, h * 0.05, intBetween(rng, 20, 45), 0.9 * (w / 1200), '#4a3b2a');
  const nearRim = mix('#34452c', t.ink, 0.3);
  out += `<path d="${ridgePath(c, { y: h * 0.88, amp: h * 0.05, freq: 0.8, canopy: 12 * (w / 1200) })}" fill="${nearRim}"/>`;
  for (let i = 0; i < intBetween(rng, 2, 4); i++) out += acacia(rng, between(rng, 0, w), h * between(rng, 0.92, 1.02), between(rng, 1.4, 2.2) * (w / 1200), mix(nearRim, '#000000', 0.3));
  return out + vignette(c);
}

/** A Maasai boma: round huts in a thorn-fence ring on the plain. */
export function village(c: Canvas): string {
  const { w, h, rng } = c;
  const horizon = h * between(rng, 0.55, 0.62);
  const t = landTones(c);
  let out = skyAndLight(c, horizon);
  out += `<path d="${ridgePath(c, { y: horizon + 6, amp: h * 0.05, freq: 0.6, bottom: horizon + 30 })}" fill="${depthColor(c, '#6e6b80', t.near, 0, 4)}"/>`;
  out += ground(c, horizon, t.far, t.near);
  const cx = between(rng, w * 0.35, w * 0.65);
  const cy = horizon + h * 0.2;
  const rx = w * 0.3;
  const ry = h * 0.07;
  const wall = c.sky.time === 'noon' ? '#9b7350' : mix('#9b7350', t.ink, 0.4);
  const roof = c.sky.time === 'noon' ? '#6f5434' : mix('#6f5434', t.ink, 0.5);
  const door = mix(t.ink, '#000000', 0.3);
  const huts: Array<[number, number]> = [];
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2 + between(rng, -0.15, 0.15);
    huts.push([cx + Math.cos(a) * rx * 0.8, cy + Math.sin(a) * ry * 0.8]);
  }
  huts.sort((a, b) => a[1] - b[1]);
  out += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="none" stroke="${mix(t.ink, t.far, 0.3)}" stroke-width="${r1(6 * (w / 1200))}" stroke-dasharray="3 4"/>`;
  for (const [x, y] of huts) {
    const s = (0.9 + ((y - cy) / ry) * 0.25) * (w / 1200) * 1.4;
    out += hut(rng, x, y, s, wall, roof, door);
  }
  for (let i = 0; i < intBetween(rng, 2, 4); i++) out += acacia(rng, between(rng, 0, w), horizon + h * between(rng, 0.05, 0.12), between(rng, 0.6, 1) * (w / 1200), mix(t.ink, t.far, 0.25));
  out += acacia(rng, chance(rng, 0.5) ? w * 0.08 : w * 0.92, h * 0.98, 2.3 * (w / 1200), t.ink);
  out += grass(c, h * 0.88, mix(t.near, t.ink, 0.5), mix(t.far, c.sky.light, 0.3));
  return out + vignette(c);
}

/** The Avenue of the Baobabs: a red road to the horizon between giant trunks. */
export function baobabs(c: Canvas, opts: { hero?: boolean } = {}): string {
  const { w, h, rng } = c;
  const horizon = h * between(rng, 0.7, 0.76);
  const ink = mix(c.sky.ink, '#3a1d14', 0.3);
  const vx = between(rng, w * 0.42, w * 0.58);
  let out = skyAndLight(c, horizon, vx + between(rng, -w * 0.1, w * 0.1));
  out += `<path d="${ridgePath(c, { y: horizon, amp: h * 0.01, freq: 2, canopy: 5 * (w / 1200), bottom: horizon + 12 })}" fill="${mix(ink, c.sky.haze, 0.5)}"/>`;
  const fieldFill = c.defs.linear([[0, mix('#4d5a33', c.sky.haze, 0.4)], [1, mix('#2f3a22', ink, 0.4)]]);
  out += `<rect y="${r1(horizon + 4)}" width="${w}" height="${r1(h - horizon)}" fill="${fieldFill}"/>`;
  const road = c.defs.linear([[0, mix('#d58a5c', c.sky.haze, 0.4)], [1, '#a4472e']]);
  out += `<path d="M${r1(vx - 4)},${r1(horizon + 4)} L${r1(vx + 4)},${r1(horizon + 4)} L${r1(w * 0.78)},${h} L${r1(w * 0.22)},${h} Z" fill="${road}"/>`;
  // Trees recede toward the vanishing point on both sides.
  const perSide = opts.hero ? 6 : intBetween(rng, 3, 5);
  const trees: Array<{ x: number; y: number; s: number }> = [];
  for (const side of [-1, 1]) {
    for (let i = 0; i < perSide; i++) {
      const depth = (i + between(rng, 0.1, 0.6)) / perSide;
      const s = (0.35 + (1 - depth) ** 2 * 2.1) * (h / 800);
      const x = vx + side * (w * 0.02 + (1 - depth) ** 1.5 * w * 0.48) + between(rng, -10, 10);
      const y = horizon + 6 + (1 - depth) ** 2 * (h - horizon) * 0.55;
      trees.push({ x, y, s });
    }
  }
  trees.sort((a, b) => a.s - b.s);
  for (const tr of trees) out += baobab(rng, tr.x, tr.y, tr.s, mix(ink, c.sky.haze, Math.max(0, 0.45 - tr.s * 0.25)));
  out += birds(c, intBetween(rng, 2, 6), vx, horizon * 0.4, w * 0.1, ink);
  return out + vignette(c, 0.32);
}

/** Layered sandstone ridges of Isalo with palms and a pool at the foot. */
export function canyon(c: Canvas): string {
  const { w, h, rng } = c;
  const horizon = h * 0.5;
  let out = skyAndLight(c, horizon);
  const layers = 4;
  const rockFar = c.sky.time === 'noon' ? '#d79a6a' : '#c9825f';
  const rockNear = '#7a3b24';
  for (let i = 0; i < layers; i++) {
    const y = horizon + i * h * 0.1;
    const col = depthColor(c, rockFar, rockNear, i, layers);
    out += `<path d="${ridgePath(c, { y, amp: h * (0.05 + i * 0.01), freq: 0.45 + i * 0.15 })}" fill="${col}"/>`;
    for (let k = 1; k < 3; k++) out += `<path d="${ridgePath(c, { y: y + k * h * 0.025, amp: h * 0.03, freq: 0.5, bottom: y + k * h * 0.025 + 3 })}" fill="${mix(col, '#2a140c', 0.2)}" opacity="0.5"/>`;
    out += `<path d="${ridgePath(c, { y: y + h * 0.03, amp: h * 0.02, freq: 1.2, bottom: y + h * 0.05 })}" fill="${mix(col, '#ffd9a8', 0.18)}" opacity="0.5"/>`;
  }
  const pool = c.defs.linear([[0, '#7fc6c4'], [1, '#2f7f86']]);
  out += `<ellipse cx="${r1(w * between(rng, 0.35, 0.65))}" cy="${r1(h * 0.93)}" rx="${r1(w * 0.22)}" ry="${r1(h * 0.05)}" fill="${pool}"/>`;
  const ink = mix('#2c2a1a', c.sky.ink, 0.4);
  for (let i = 0; i < intBetween(rng, 2, 4); i++) out += palm(rng, between(rng, 0, w), h * between(rng, 0.95, 1.02), between(rng, 1.6, 2.2) * (w / 1200), ink, chance(rng, 0.5));
  return out + vignette(c);
}

/** Tsingy de Bemaraha: forests of razor-sharp limestone pinnacles and a rope bridge. */
export function tsingy(c: Canvas): string {
  const { w, h, rng } = c;
  const horizon = h * 0.45;
  let out = skyAndLight(c, horizon);
  const layers = 4;
  const sc = w / 1200;
  for (let i = 0; i < layers; i++) {
    const y = horizon + h * 0.04 + i * h * 0.13;
    const stone = depthColor(c, '#b8bcc2', '#5b5f66', i, layers, 0.45);
    const lit = mix(stone, '#ffffff', 0.25);
    const dark = mix(stone, '#1c1f26', 0.3);
    // Separate limestone blades in clusters, lit on one face, rising out of the forest.
    let blades = '';
    const count = 16 + i * 6;
    for (let k = 0; k < count; k++) {
      const bx = between(rng, -20, w + 20);
      const bw = between(rng, 10, 26) * sc * (1 + i * 0.5);
      const bh = between(rng, 0.07, 0.16) * h * (1 + i * 0.35);
      const tip = bx + between(rng, -bw * 0.2, bw * 0.2);
      blades += `<path d="M${r1(bx - bw / 2)},${r1(y + h * 0.05)} L${r1(tip)},${r1(y - bh)} L${r1(bx + bw / 2)},${r1(y + h * 0.05)} Z" fill="${stone}"/>`;
      blades += `<path d="M${r1(bx - bw / 2)},${r1(y + h * 0.05)} L${r1(tip)},${r1(y - bh)} L${r1(bx - bw * 0.05)},${r1(y + h * 0.05)} Z" fill="${lit}"/>`;
      blades += `<path d="M${r1(bx + bw * 0.15)},${r1(y + h * 0.05)} L${r1(tip + bw * 0.05)},${r1(y - bh * 0.7)} L${r1(bx + bw / 2)},${r1(y + h * 0.05)} Z" fill="${dark}" opacity="0.5"/>`;
    }
    out += blades;
    out += `<path d="${ridgePath(c, { y: y + h * 0.04, amp: h * 0.012, freq: 2, canopy: (5 + i * 3) * sc, bottom: h })}" fill="${depthColor(c, '#6f9a5c', '#1f3f22', i, layers, 0.35)}"/>`;
  }
  const y = h * between(rng, 0.55, 0.65);
  const x1 = w * between(rng, 0.15, 0.3);
  const x2 = w * between(rng, 0.65, 0.85);
  const sag = h * 0.06;
  let planks = '';
  for (let i = 1; i < 24; i++) {
    const tt = i / 24;
    const px = x1 + (x2 - x1) * tt;
    const py = y + 4 * sag * tt * (1 - tt);
    planks += `M${r1(px)},${r1(py)} l0,${r1(7 * (w / 1200))} `;
  }
  out += `<path d="M${r1(x1)},${r1(y)} Q${r1((x1 + x2) / 2)},${r1(y + sag * 2)} ${r1(x2)},${r1(y)} M${r1(x1)},${r1(y + 7)} Q${r1((x1 + x2) / 2)},${r1(y + sag * 2 + 7)} ${r1(x2)},${r1(y + 7)} ${planks}" stroke="#2a2620" stroke-width="${r1(1.8 * (w / 1200))}" fill="none"/>`;
  return out + vignette(c);
}
