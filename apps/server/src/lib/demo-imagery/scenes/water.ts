/** Coast, lake, forest and town scenes: beach, flamingo lake, island lake, waterfall, rainforest, Swahili town, hill town. */
import { between, chance, intBetween, pick } from './random.js';
import { birds, clouds, depthColor, mist, mix, r1, ridgePath, vignette, type Canvas } from './kit.js';
import { acacia, dhow, flamingo, forestTree, frond, palm } from './elements.js';
import { skyAndLight } from './land.js';

function sea(c: Canvas, horizon: number, bottom: number, shallow: string, deep: string): string {
  const warm = c.sky.time !== 'noon';
  const far = warm ? mix(deep, c.sky.stops[2], 0.45) : deep;
  const near = warm ? mix(shallow, c.sky.stops[3], 0.3) : shallow;
  const fill = c.defs.linear([[0, far], [0.55, mix(far, near, 0.6)], [1, near]]);
  return `<rect y="${r1(horizon)}" width="${c.w}" height="${r1(bottom - horizon)}" fill="${fill}"/>`;
}

/** Sun glitter on water: short horizontal strokes under the sun. */
function glitter(c: Canvas, x: number, horizon: number, depth: number): string {
  const col = c.sky.time === 'noon' ? '#ffffff' : c.sky.light;
  let out = `<g stroke="${col}" stroke-linecap="round">`;
  for (let i = 0; i < 40; i++) {
    const t = c.rng();
    const y = horizon + 4 + t * depth;
    const len = between(c.rng, 8, 30) * (0.4 + t) * (c.w / 1200);
    const spread = (10 + t * 90) * (c.w / 1200);
    const gx = x + between(c.rng, -spread, spread);
    out += `<path d="M${r1(gx - len / 2)},${r1(y)} h${r1(len)}" stroke-width="${r1(1 + t * 2)}" opacity="${r1(0.7 - t * 0.4)}"/>`;
  }
  return `${out}</g>`;
}

export function beach(c: Canvas, opts: { hero?: boolean } = {}): string {
  const { w, h, rng } = c;
  const horizon = h * between(rng, 0.46, 0.54);
  const sunX = between(rng, w * 0.3, w * 0.7);
  let out = skyAndLight(c, horizon, sunX);
  if (chance(rng, 0.5)) out += `<path d="${ridgePath(c, { y: horizon + 1, amp: h * 0.012, freq: 3, bottom: horizon + 2 })}" fill="${mix('#5f7a74', c.sky.haze, 0.55)}" opacity="0.8" transform="translate(${r1(between(rng, -w * 0.4, w * 0.3))},0) scale(0.5,1)"/>`;
  out += sea(c, horizon, h, '#57d3c8', '#12628f');
  if (c.sky.time !== 'noon') out += glitter(c, sunX, horizon, h * 0.25);
  const left = chance(rng, 0.5);
  // The beach curves in from one side; wet sand and a foam line mark its edge.
  const sx = left ? 0 : w;
  const dir = left ? 1 : -1;
  const reach = w * between(rng, 0.55, 0.8);
  const shoreTop = h * between(rng, 0.7, 0.8);
  const sandPath = `M${sx},${r1(shoreTop - h * 0.04)} Q${r1(sx + dir * reach * 0.5)},${r1(shoreTop)} ${r1(sx + dir * reach)},${h} L${sx},${h} Z`;
  const foamPath = `M${sx},${r1(shoreTop - h * 0.055)} Q${r1(sx + dir * reach * 0.52)},${r1(shoreTop - h * 0.012)} ${r1(sx + dir * (reach + w * 0.04))},${h}`;
  const sandCol = c.sky.time === 'noon' ? '#f4e4c1' : mix('#f0d3a8', c.sky.light, 0.3);
  const sand = c.defs.linear([[0, sandCol], [1, mix(sandCol, '#c99c66', 0.5)]]);
  out += `<path d="${foamPath} L${sx},${h} Z" fill="${mix(sandCol, '#8fb9b0', 0.45)}" opacity="0.8"/>`;
  out += `<path d="${foamPath}" stroke="#ffffff" stroke-width="${r1(3 * (w / 1200))}" fill="none" opacity="0.8"/>`;
  out += `<path d="${sandPath}" fill="${sand}"/>`;
  for (let i = 0; i < 4; i++) {
    const y = horizon + h * (0.06 + i * 0.07);
    out += `<path d="M${r1(between(rng, 0, w * 0.6))},${r1(y)} q${r1(w * 0.05)},-4 ${r1(w * 0.12)},0" stroke="#ffffff" stroke-width="1.5" fill="none" opacity="0.35"/>`;
  }
  const ink = c.sky.time === 'noon' ? '#2d3b2a' : mix(c.sky.ink, '#2b1d16', 0.4);
  const hull = c.sky.time === 'noon' ? '#5a3a22' : ink;
  const sail = c.sky.time === 'noon' ? '#f7f1e3' : mix('#f7f1e3', c.sky.light, 0.5);
  const boats = opts.hero ? 2 : intBetween(rng, 1, 2);
  for (let i = 0; i < boats; i++) {
    const by = horizon + h * between(rng, 0.05, 0.14) * (i + 1);
    const bx = left ? between(rng, w * 0.55, w * 0.9) : between(rng, w * 0.1, w * 0.45);
    out += dhow(rng, bx, by, between(rng, 0.9, 1.3) * (w / 1200) * (1 + i * 0.6), hull, sail, chance(rng, 0.5));
  }
  const palms = opts.hero ? 4 : intBetween(rng, 2, 4);
  for (let i = 0; i < palms; i++) {
    const px = sx + dir * between(rng, w * 0.02, w * 0.25);
    out += palm(rng, px, h * between(rng, 0.86, 1.02), between(rng, 2, 3.1) * (w / 1200), ink, !left);
  }
  out += birds(c, intBetween(rng, 1, 4), sunX, horizon * 0.4, w * 0.1, mix(ink, c.sky.stops[1], 0.2));
  return out + vignette(c, 0.22);
}

/** A Rift Valley soda lake: escarpment, pink band of flamingos, yellow-fever acacias on the shore. */
/** `quiet` leaves the flamingos out, for pictures whose subject is something else on the water. */
export function lake(c: Canvas, opts: { hero?: boolean; quiet?: boolean } = {}): string {
  const { w, h, rng } = c;
  const horizon = h * between(rng, 0.5, 0.56);
  const sunX = between(rng, w * 0.25, w * 0.75);
  let out = skyAndLight(c, horizon, sunX);
  const side = chance(rng, 0.5);
  out += `<path d="${ridgePath(c, { y: horizon, amp: h * 0.06, freq: 0.5, bottom: horizon + 10 })}" fill="${depthColor(c, '#5d6a7a', '#3a4a3e', 0, 3)}" transform="${side ? '' : `translate(${w},0) scale(-1,1)`}"/>`;
  const water = c.defs.linear([[0, mix(c.sky.stops[3], '#bfe3e6', 0.5)], [0.5, mix(c.sky.stops[2], '#4f9fb3', 0.62)], [1, mix(c.sky.stops[1], '#235a70', 0.72)]]);
  out += `<rect y="${r1(horizon)}" width="${w}" height="${r1(h - horizon)}" fill="${water}"/>`;
  out += glitter(c, sunX, horizon, h * 0.2);
  const pink = '#f08aa0';
  const pinkDark = '#c4506e';
  if (!opts.quiet) out += `<ellipse cx="${r1(w / 2)}" cy="${r1(horizon + h * 0.08)}" rx="${r1(w * 0.7)}" ry="${r1(h * 0.025)}" fill="${pink}" opacity="0.45"/>`;
  const far = opts.quiet ? 0 : opts.hero ? 140 : 90;
  for (let i = 0; i < far; i++) {
    const fx = between(rng, -10, w + 10);
    const fy = horizon + h * between(rng, 0.06, 0.1);
    out += flamingo(rng, fx, fy, between(rng, 0.22, 0.32) * (w / 1200), pink, pinkDark, chance(rng, 0.5));
  }
  const near = opts.quiet ? 0 : intBetween(rng, 5, 9);
  const nx = between(rng, w * 0.3, w * 0.65);
  const group: Array<[number, number]> = [];
  for (let i = 0; i < near; i++) group.push([nx + between(rng, -w * 0.16, w * 0.16), horizon + h * between(rng, 0.2, 0.32)]);
  group.sort((a, b) => a[1] - b[1]);
  for (const [fx, fy] of group) {
    const s = between(rng, 2, 2.8) * (w / 1200) * (0.8 + (fy - horizon) / h);
    const bird = flamingo(rng, fx, fy, s, pink, pinkDark, chance(rng, 0.4));
    out += bird + `<g opacity="0.25" transform="translate(0,${r1(fy * 2)}) scale(1,-1)">${bird}</g>`;
  }
  const shore = c.sky.time === 'noon' ? '#3e4b2b' : mix(c.sky.ink, '#2f2a1c', 0.5);
  out += `<path d="${ridgePath(c, { y: h * 0.95, amp: h * 0.02, freq: 1.3 })}" fill="${shore}"/>`;
  out += acacia(rng, side ? w * 0.88 : w * 0.12, h * 0.98, between(rng, 2.2, 2.8) * (w / 1200), shore);
  let reeds = '';
  for (let i = 0; i < 70; i++) {
    const x = between(rng, 0, w);
    reeds += `<path d="M${r1(x)},${h} q${r1(between(rng, -6, 6))},${r1(-between(rng, 20, 55) * 0.6)} ${r1(between(rng, -10, 10))},${r1(-between(rng, 25, 60))}"/>`;
  }
  out += `<g stroke="${shore}" stroke-width="2" fill="none">${reeds}</g>`;
  return out + vignette(c, 0.24);
}

/** Terraced islands on a highland lake (Bunyonyi, Kivu) with a dugout canoe. */
export function islands(c: Canvas): string {
  const { w, h, rng } = c;
  const horizon = h * between(rng, 0.48, 0.55);
  const sunX = between(rng, w * 0.2, w * 0.8);
  let out = skyAndLight(c, horizon, sunX);
  for (let i = 0; i < 2; i++) out += `<path d="${ridgePath(c, { y: horizon + i * 8, amp: h * 0.05, freq: 0.8 + i * 0.5, bottom: horizon + 20 })}" fill="${depthColor(c, '#6d8aa0', '#3d6049', i, 4)}"/>`;
  const water = c.defs.linear([[0, mix(c.sky.stops[2], '#a9c8cf', 0.4)], [1, mix('#2f5f6a', c.sky.stops[1], 0.2)]]);
  out += `<rect y="${r1(horizon + 8)}" width="${w}" height="${r1(h - horizon)}" fill="${water}"/>`;
  out += glitter(c, sunX, horizon + 8, h * 0.2);
  const n = intBetween(rng, 3, 5);
  for (let i = 0; i < n; i++) {
    const ix = between(rng, 0, w);
    const iy = horizon + h * (0.06 + i * 0.05);
    const iw = w * between(rng, 0.12, 0.22) * (1 + i * 0.3);
    const ih = h * between(rng, 0.05, 0.09) * (1 + i * 0.25);
    const col = depthColor(c, '#6b9a66', '#2f5a2f', i + 1, n + 1);
    out += `<path d="M${r1(ix - iw / 2)},${r1(iy)} Q${r1(ix - iw * 0.2)},${r1(iy - ih * 1.4)} ${r1(ix)},${r1(iy - ih)} Q${r1(ix + iw * 0.25)},${r1(iy - ih * 1.3)} ${r1(ix + iw / 2)},${r1(iy)} Z" fill="${col}"/>`;
    for (let k = 1; k < 4; k++) out += `<path d="M${r1(ix - iw * (0.45 - k * 0.08))},${r1(iy - ih * k * 0.22)} h${r1(iw * (0.9 - k * 0.16))}" stroke="${mix(col, '#d8c77a', 0.35)}" stroke-width="1.4" opacity="0.6"/>`;
    out += `<path d="M${r1(ix - iw / 2)},${r1(iy)} Q${r1(ix)},${r1(iy + ih * 0.5)} ${r1(ix + iw / 2)},${r1(iy)} Z" fill="${col}" opacity="0.25"/>`;
  }
  const ink = c.sky.time === 'noon' ? '#3a2a1c' : c.sky.ink;
  const cx = between(rng, w * 0.2, w * 0.8);
  const cy = h * between(rng, 0.82, 0.9);
  const s = w / 1200;
  out += `<g fill="${ink}"><path d="M${r1(cx - 80 * s)},${r1(cy)} Q${r1(cx)},${r1(cy + 12 * s)} ${r1(cx + 80 * s)},${r1(cy - 4 * s)} L${r1(cx + 70 * s)},${r1(cy + 6 * s)} Q${r1(cx)},${r1(cy + 16 * s)} ${r1(cx - 72 * s)},${r1(cy + 6 * s)} Z"/><circle cx="${r1(cx + 20 * s)}" cy="${r1(cy - 24 * s)}" r="${r1(5 * s)}"/><path d="M${r1(cx + 15 * s)},${r1(cy)} L${r1(cx + 17 * s)},${r1(cy - 19 * s)} L${r1(cx + 24 * s)},${r1(cy - 19 * s)} L${r1(cx + 26 * s)},${r1(cy)} Z"/><path d="M${r1(cx + 22 * s)},${r1(cy - 14 * s)} L${r1(cx + 50 * s)},${r1(cy + 12 * s)}" stroke="${ink}" stroke-width="${r1(2 * s)}"/></g>`;
  return out + vignette(c, 0.22);
}

/** A scalloped mass of forest from x0 to x1 whose crown line runs from y0 to y1 (gorge sides, river banks). */
function forestMass(c: Canvas, x0: number, x1: number, y0: number, y1: number, bottom: number, bump: number, fill: string): string {
  const step = Math.abs(x1 - x0) / Math.max(4, Math.round(Math.abs(x1 - x0) / (bump * 3)));
  const dir = x1 > x0 ? 1 : -1;
  let d = `M${r1(x0)},${r1(bottom)} L${r1(x0)},${r1(y0)}`;
  let px = x0;
  for (let x = x0 + dir * step; dir > 0 ? x <= x1 + 0.1 : x >= x1 - 0.1; x += dir * step) {
    const t = (x - x0) / (x1 - x0);
    const y = y0 + (y1 - y0) * t ** 1.6 + between(c.rng, -bump * 0.4, bump * 0.4);
    d += ` Q${r1((px + x) / 2)},${r1(y - bump * between(c.rng, 0.8, 1.5))} ${r1(x)},${r1(y)}`;
    px = x;
  }
  d += ` L${r1(x1)},${r1(bottom)} Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

/** Murchison-style falls: the river forced through a rock gorge in the forest, spray and a faint rainbow. */
export function waterfall(c: Canvas): string {
  const { w, h, rng } = c;
  const horizon = h * 0.3;
  const s = w / 1200;
  let out = skyAndLight(c, horizon);
  out += `<path d="${ridgePath(c, { y: horizon, amp: h * 0.03, freq: 1, canopy: 6 * s })}" fill="${depthColor(c, '#7fae86', '#2c4a31', 0, 3, 0.35)}"/>`;
  const gx = between(rng, w * 0.32, w * 0.68);
  const gw = w * between(rng, 0.05, 0.1);
  const top = h * 0.4;
  const foot = h * 0.74;
  const water = c.defs.linear([[0, '#f4fbfc'], [0.5, '#cfe7ec'], [1, '#ffffff']]);
  out += `<path d="M${r1(gx - gw / 2)},${r1(top)} L${r1(gx + gw / 2)},${r1(top)} L${r1(gx + gw * 0.7)},${r1(foot)} L${r1(gx - gw * 0.7)},${r1(foot)} Z" fill="${water}"/>`;
  for (let i = 0; i < 22; i++) {
    const t = rng();
    out += `<path d="M${r1(gx - gw / 2 + t * gw)},${r1(top)} L${r1(gx - gw * 0.7 + t * gw * 1.4)},${r1(foot)}" stroke="${pick(rng, ['#9cc7d3', '#ffffff', '#b9dbe3'])}" stroke-width="${r1(between(rng, 1, 3) * s)}" opacity="0.85"/>`;
  }
  const rock = mix('#5a4a3c', c.sky.ink, 0.25);
  const rockLit = mix('#9a8068', c.sky.light, 0.25);
  const jungle = depthColor(c, '#4f8a55', '#1d3b24', 1, 3, 0.2);
  const jungleNear = mix('#173220', c.sky.ink, 0.2);
  for (const side of [-1, 1]) {
    const inner = gx + side * gw * 0.5;
    const outer = side < 0 ? -20 : w + 20;
    const rockFace = `M${r1(inner)},${r1(top - 6)} L${r1(inner + side * 6 * s)},${r1(h * 0.52)} L${r1(inner - side * 4 * s)},${r1(h * 0.62)} L${r1(inner + side * 14 * s)},${r1(foot + 6)} L${r1(inner + side * w * 0.16)},${r1(foot + 10)} L${r1(inner + side * w * 0.12)},${r1(top + h * 0.05)} Z`;
    out += `<path d="${rockFace}" fill="${rock}"/>`;
    out += `<path d="M${r1(inner + side * 4 * s)},${r1(top + 4)} L${r1(inner + side * 10 * s)},${r1(h * 0.52)} L${r1(inner + side * 2 * s)},${r1(h * 0.62)} L${r1(inner + side * 16 * s)},${r1(foot)}" stroke="${rockLit}" stroke-width="${r1(5 * s)}" fill="none" opacity="0.55"/>`;
    // Forest climbs from the outer edge right up to the lip of the falls.
    out += forestMass(c, outer, inner + side * 10 * s, top - h * 0.1, top - h * 0.005, foot + 20, 14 * s, jungle);
    out += forestMass(c, outer, inner + side * w * 0.1, h * 0.5, h * 0.66, h, 18 * s, jungleNear);
  }
  const riverFill = c.defs.linear([[0, '#d9eef1'], [1, mix('#4f7f78', c.sky.stops[1], 0.15)]]);
  out += `<path d="M${r1(gx - w * 0.2)},${r1(foot)} Q${r1(gx)},${r1(foot - 6)} ${r1(gx + w * 0.2)},${r1(foot)} L${r1(w * 0.85)},${h} L${r1(w * 0.15)},${h} Z" fill="${riverFill}"/>`;
  for (let i = 0; i < 16; i++) out += `<ellipse cx="${r1(gx + between(rng, -gw * 2.2, gw * 2.2))}" cy="${r1(foot + between(rng, -h * 0.05, h * 0.04))}" rx="${r1(between(rng, 30, 80) * s)}" ry="${r1(between(rng, 10, 24) * s)}" fill="#ffffff" opacity="${r1(between(rng, 0.25, 0.5))}"/>`;
  for (let i = 0; i < 6; i++) out += `<path d="M${r1(gx + between(rng, -w * 0.1, w * 0.1))},${r1(foot + h * between(rng, 0.06, 0.2))} q${r1(20 * s)},-4 ${r1(44 * s)},0" stroke="#ffffff" stroke-width="${r1(2 * s)}" fill="none" opacity="0.5"/>`;
  if (c.sky.time === 'noon' || c.sky.time === 'golden') {
    ['#ff6b6b', '#ffb86b', '#fff36b', '#7be07b', '#6bb8ff', '#a07bff'].forEach((col, i) => {
      out += `<path d="M${r1(gx - gw * 3.2 + i * 5 * s)},${r1(foot + 10)} A${r1(gw * 3.2 - i * 5 * s)},${r1(gw * 2.6 - i * 5 * s)} 0 0 1 ${r1(gx + gw * 3.2 - i * 5 * s)},${r1(foot + 10)}" stroke="${col}" stroke-width="${r1(5 * s)}" fill="none" opacity="0.16"/>`;
    });
  }
  return out + vignette(c);
}

/** Misty rainforest hills layered into the distance, framed by big leaves. */
export function rainforest(c: Canvas, opts: { hero?: boolean; volcano?: boolean } = {}): string {
  const { w, h, rng } = c;
  const horizon = h * between(rng, 0.36, 0.44);
  let out = skyAndLight(c, horizon);
  if (opts.volcano ?? chance(rng, 0.35)) {
    const vx = between(rng, w * 0.25, w * 0.75);
    const vt = horizon - h * between(rng, 0.14, 0.22);
    out += `<path d="M${r1(vx - w * 0.35)},${r1(horizon + 30)} Q${r1(vx - w * 0.08)},${r1(vt + 30)} ${r1(vx - w * 0.03)},${r1(vt)} L${r1(vx + w * 0.03)},${r1(vt + 2)} Q${r1(vx + w * 0.08)},${r1(vt + 30)} ${r1(vx + w * 0.35)},${r1(horizon + 30)} Z" fill="${depthColor(c, '#5d6f86', '#34473f', 0, 6)}"/>`;
  }
  out += clouds(c, 2, horizon - h * 0.1, horizon);
  const layers = opts.hero ? 6 : 5;
  const far = pick(rng, ['#8cbf95', '#9cc7a0', '#86b89a']);
  for (let i = 0; i < layers; i++) {
    const y = horizon + i * ((h * 0.62) / layers);
    const col = depthColor(c, far, '#0f3320', i, layers, 0.3);
    out += `<path d="${ridgePath(c, { y, amp: h * (0.05 + i * 0.008), freq: 0.7 + i * 0.15, canopy: (5 + i * 4) * (w / 1200) })}" fill="${col}"/>`;
    if (i % 2 === 0 && i < layers - 1) out += mist(c, y + h * 0.07, h * 0.12, 0.32, mix('#ffffff', c.sky.light, 0.2));
  }
  const leaf = mix('#12301c', c.sky.ink, 0.25);
  const vein = '#4f7a4f';
  const s = w / 1200;
  out += frond(rng, -10, h + 10, s * 1.3, between(rng, 35, 60), leaf, vein);
  out += frond(rng, 20, h + 20, s * 1.1, between(rng, 65, 85), leaf, vein);
  out += frond(rng, w + 10, h + 10, s * 1.25, -between(rng, 35, 60), leaf, vein);
  if (chance(rng, 0.6)) out += frond(rng, w - 20, h + 20, s, -between(rng, 65, 85), leaf, vein);
  out += birds(c, intBetween(rng, 0, 3), w * between(rng, 0.3, 0.7), horizon * 0.7, w * 0.06, mix(leaf, c.sky.stops[1], 0.3));
  return out + vignette(c, 0.25);
}

/** Stone Town from the water: whitewashed and ochre houses, a dome and a minaret, dhows in the harbour. */
export function town(c: Canvas): string {
  const { w, h, rng } = c;
  const horizon = h * 0.6;
  let out = skyAndLight(c, horizon);
  const warm = c.sky.time !== 'noon';
  const walls = ['#f1e6d2', '#e8c99b', '#d9a77c', '#f3ddc0', '#c98f6b', '#efe2c8'].map((col) => (warm ? mix(col, c.sky.light, 0.25) : col));
  const shadow = warm ? mix('#6b4a3a', c.sky.ink, 0.3) : '#8a6d57';
  // Back row, hazy; front row, detailed.
  for (const row of [0, 1]) {
    let x = -20;
    const base = horizon + (row === 0 ? 0 : h * 0.08);
    while (x < w + 20) {
      const bw = between(rng, 50, 110) * (w / 1200) * (row ? 1.2 : 0.8);
      const bh = between(rng, 60, 150) * (h / 800) * (row ? 1 : 0.85);
      const col = row === 0 ? mix(pick(rng, walls), c.sky.haze, 0.45) : pick(rng, walls);
      const top = base - bh;
      out += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(bw + 1)}" height="${r1(bh + h * 0.1)}" fill="${col}"/>`;
      out += `<rect x="${r1(x + bw * 0.75)}" y="${r1(top)}" width="${r1(bw * 0.25)}" height="${r1(bh + h * 0.1)}" fill="${shadow}" opacity="0.18"/>`;
      if (row === 1) {
        out += `<rect x="${r1(x - 2)}" y="${r1(top - 4)}" width="${r1(bw + 5)}" height="5" fill="${mix(col, shadow, 0.3)}"/>`;
        const cols = Math.max(1, Math.floor(bw / (26 * (w / 1200))));
        const rows = Math.max(1, Math.floor(bh / (40 * (h / 800))));
        for (let rr = 0; rr < rows; rr++) {
          for (let cc = 0; cc < cols; cc++) {
            const wx = x + (bw / cols) * (cc + 0.5) - 5 * (w / 1200);
            const wy = top + 14 + rr * 40 * (h / 800);
            const lit = c.sky.time === 'dusk' && chance(rng, 0.4);
            out += `<path d="M${r1(wx)},${r1(wy + 18)} v-12 a${r1(5 * (w / 1200))},5 0 0 1 ${r1(10 * (w / 1200))},0 v12 Z" fill="${lit ? '#ffd27a' : mix(shadow, '#2a1d16', 0.4)}"/>`;
          }
        }
        if (chance(rng, 0.18)) out += `<path d="M${r1(x + bw * 0.2)},${r1(top)} a${r1(bw * 0.3)},${r1(bw * 0.3)} 0 0 1 ${r1(bw * 0.6)},0 Z" fill="${mix(col, '#ffffff', 0.3)}"/>`;
      } else if (chance(rng, 0.12)) {
        const mx = x + bw / 2;
        out += `<rect x="${r1(mx - 6)}" y="${r1(top - bh * 0.9)}" width="12" height="${r1(bh * 0.9)}" fill="${col}"/><path d="M${r1(mx - 9)},${r1(top - bh * 0.9)} h18 l-9,-22 Z" fill="${col}"/>`;
      }
      x += bw;
    }
  }
  const harbour = horizon + h * 0.18;
  const water = c.defs.linear([[0, warm ? mix('#3f8f9a', c.sky.stops[2], 0.4) : '#3fa7b0'], [1, warm ? mix('#1e5566', c.sky.stops[1], 0.3) : '#1b6f86']]);
  out += `<rect y="${r1(harbour)}" width="${w}" height="${r1(h - harbour)}" fill="${water}"/>`;
  out += `<rect y="${r1(harbour - 6)}" width="${w}" height="8" fill="${mix('#d9c3a0', shadow, 0.2)}"/>`;
  const hull = warm ? c.sky.ink : '#5a3a22';
  const sail = warm ? mix('#f7f1e3', c.sky.light, 0.4) : '#f7f1e3';
  for (let i = 0; i < intBetween(rng, 1, 3); i++) out += dhow(rng, between(rng, w * 0.1, w * 0.9), harbour + h * between(rng, 0.1, 0.18), between(rng, 0.9, 1.4) * (w / 1200), hull, sail, chance(rng, 0.5));
  if (chance(rng, 0.7)) out += palm(rng, chance(rng, 0.5) ? w * 0.05 : w * 0.95, harbour + 4, 1.6 * (w / 1200), warm ? c.sky.ink : '#2f4a2c');
  return out + vignette(c, 0.22);
}

/** A hill town (Kigali, Kampala, Antananarivo): houses with red roofs climbing green hills. */
export function hilltown(c: Canvas): string {
  const { w, h, rng } = c;
  const horizon = h * 0.45;
  let out = skyAndLight(c, horizon);
  const layers = 3;
  const roofs = ['#b5523b', '#c8673f', '#9e4a36', '#d07a4f'];
  const walls = ['#f2e7d5', '#e9d2b0', '#f6efe2', '#dcc3a1'];
  for (let i = 0; i < layers; i++) {
    const y = horizon + i * h * 0.14;
    const col = depthColor(c, '#7fa36b', '#2f5a2c', i + 1, layers + 1);
    out += `<path d="${ridgePath(c, { y, amp: h * 0.06, freq: 0.6, canopy: (4 + i * 3) * (w / 1200) })}" fill="${col}"/>`;
    const houses = 10 + i * 5;
    const s = (0.9 + i * 0.7) * (w / 1200);
    for (let k = 0; k < houses; k++) {
      const x = between(rng, 0, w);
      const hy = y + between(rng, h * 0.04, h * 0.12);
      const wall = mix(pick(rng, walls), c.sky.haze, 0.4 - i * 0.15);
      const roof = mix(pick(rng, roofs), c.sky.haze, 0.4 - i * 0.15);
      out += `<g transform="translate(${r1(x)},${r1(hy)}) scale(${r1(s * 100) / 100})"><rect x="-12" y="-12" width="24" height="12" fill="${wall}"/><path d="M-14,-11 L0,-21 L14,-11 Z" fill="${roof}"/><rect x="-3" y="-8" width="5" height="6" fill="${mix(wall, '#3a2a1c', 0.6)}"/></g>`;
    }
    if (i === 1 && chance(rng, 0.7)) {
      let tx = between(rng, w * 0.3, w * 0.6);
      for (let t = 0; t < intBetween(rng, 2, 4); t++) {
        const tw = between(rng, 18, 32) * (w / 1200);
        const th = between(rng, 50, 110) * (w / 1200);
        out += `<rect x="${r1(tx)}" y="${r1(y - th + 10)}" width="${r1(tw)}" height="${r1(th)}" fill="${mix('#d9dde2', c.sky.haze, 0.35)}"/><rect x="${r1(tx + tw * 0.65)}" y="${r1(y - th + 10)}" width="${r1(tw * 0.35)}" height="${r1(th)}" fill="#6f7a86" opacity="0.3"/>`;
        tx += tw + between(rng, 4, 14);
      }
    }
  }
  out += `<path d="${ridgePath(c, { y: h * 0.96, amp: h * 0.02, freq: 1, canopy: 12 * (w / 1200) })}" fill="${mix('#1f3b22', c.sky.ink, 0.3)}"/>`;
  for (let i = 0; i < 3; i++) out += forestTree(rng, between(rng, 0, w), h * 1.02, between(rng, 1.2, 1.8) * (w / 1200), mix('#1f3b22', c.sky.ink, 0.3), '#2f5a2f');
  return out + vignette(c, 0.22);
}
