/**
 * Silhouettes drawn in a local coordinate system (base at 0,0, about 100 units tall) and placed with
 * translate/scale: trees, animals, boats, buildings. Shapes are deliberately simple and flat, like
 * a travel poster, and vary a little per instance so rows of them never look stamped.
 */
import { between, chance, intBetween, type Rng } from './random.js';
import { r1 } from './kit.js';

const place = (x: number, y: number, s: number, flip = false) =>
  `transform="translate(${r1(x)},${r1(y)}) scale(${flip ? -r1(s * 100) / 100 : r1(s * 100) / 100},${r1(s * 100) / 100})"`;

/** Umbrella thorn acacia: a slender trunk forking into a few limbs under a wide, flat, layered crown. */
export function acacia(rng: Rng, x: number, y: number, s: number, color: string, flip = false): string {
  const lean = between(rng, -6, 6);
  const forkY = -between(rng, 38, 52);
  const crownY = -between(rng, 80, 92);
  const width = between(rng, 80, 110);
  const fx = lean * 0.6;
  let limbs = `M0,0 Q${r1(lean * 0.2)},${r1(forkY * 0.5)} ${r1(fx)},${r1(forkY)}`;
  const n = intBetween(rng, 3, 4);
  for (let i = 0; i < n; i++) {
    const tx = lean + (i / (n - 1) - 0.5) * width * 0.7 + between(rng, -5, 5);
    const ty = crownY + between(rng, 2, 6);
    limbs += ` M${r1(fx)},${r1(forkY)} Q${r1(fx + (tx - fx) * 0.3)},${r1(forkY + (ty - forkY) * 0.7)} ${r1(tx)},${r1(ty)}`;
  }
  let crown = '';
  const puffs = intBetween(rng, 7, 10);
  for (let i = 0; i < puffs; i++) {
    const t = i / (puffs - 1) - 0.5;
    const cx = lean + t * width + between(rng, -4, 4);
    const cy = crownY - between(rng, 0, 4) + Math.abs(t) * 7;
    crown += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(between(rng, 13, 20))}" ry="${r1(between(rng, 4, 6.5))}"/>`;
  }
  crown += `<ellipse cx="${r1(lean)}" cy="${r1(crownY - 4)}" rx="${r1(width * 0.32)}" ry="${r1(between(rng, 4, 6))}"/>`;
  return `<g ${place(x, y, s, flip)} fill="${color}"><path d="${limbs}" stroke="${color}" stroke-width="2.2" fill="none" stroke-linecap="round"/><path d="M-2.6,0 Q${r1(lean * 0.2)},${r1(forkY * 0.5)} ${r1(fx - 1.2)},${r1(forkY)} L${r1(fx + 1.2)},${r1(forkY)} Q${r1(lean * 0.2 + 1)},${r1(forkY * 0.5)} 2.6,0 Z"/>${crown}</g>`;
}

/** Giraffe facing right, about 105 units tall. */
export function giraffe(rng: Rng, x: number, y: number, s: number, color: string, flip = false): string {
  const neck = between(rng, -4, 6);
  return `<g ${place(x, y, s, flip)} fill="${color}" stroke="${color}" stroke-linecap="round">
<path d="M-20,-44 Q-23,-55 -13,-57 L13,-63 Q23,-62 21,-47 Q0,-42 -20,-44 Z" stroke="none"/>
<path d="M9,-58 Q${r1(16 + neck * 0.5)},-82 ${r1(27 + neck)},-101 L${r1(34 + neck)},-99 Q${r1(24 + neck * 0.5)},-78 23,-51 Z" stroke="none"/>
<path d="M${r1(25 + neck)},-104 L${r1(41 + neck)},-97 L${r1(42 + neck)},-93 L${r1(29 + neck)},-95 Z" stroke="none"/>
<path d="M${r1(28 + neck)},-103 l-1,-6 M${r1(31 + neck)},-102 l0,-6" stroke-width="1.6" fill="none"/>
<path d="M-16,-46 L-18,0 M-10,-45 L-9,0 M12,-48 L13,0 M17,-49 L20,0" stroke-width="2.6" fill="none"/>
<path d="M-20,-50 L-25,-30" stroke-width="1.4" fill="none"/></g>`;
}

/** Elephant facing right, about 62 units tall. */
export function elephant(_rng: Rng, x: number, y: number, s: number, color: string, flip = false, tusk = '#efe6d2'): string {
  return `<g ${place(x, y, s, flip)} fill="${color}">
<ellipse cx="0" cy="-36" rx="33" ry="23"/>
<ellipse cx="31" cy="-44" rx="14" ry="16"/>
<path d="M24,-56 Q12,-52 13,-36 Q16,-24 26,-26 Q30,-40 24,-56 Z" opacity="0.85"/>
<path d="M40,-40 Q50,-22 44,-3 L39,-3 Q43,-20 34,-32 Z"/>
<path d="M38,-33 q6,4 9,1" stroke="${tusk}" stroke-width="2.2" fill="none" stroke-linecap="round"/>
<rect x="-26" y="-24" width="10" height="24" rx="3"/><rect x="-13" y="-22" width="10" height="22" rx="3"/>
<rect x="11" y="-24" width="10" height="24" rx="3"/><rect x="22" y="-26" width="10" height="26" rx="3"/>
<path d="M-32,-40 q-5,10 -3,18" stroke="${color}" stroke-width="1.6" fill="none"/></g>`;
}

/** A small grazer (wildebeest/antelope), 10 units tall, for distant herds. */
export function grazer(rng: Rng, x: number, y: number, s: number, color: string): string {
  const flip = chance(rng, 0.5) ? -1 : 1;
  const head = chance(rng, 0.4) ? 'M5,-7 l4,6 l2,-1 l-3,-6 Z' : 'M5,-8 l5,-2 l1,2 l-5,2 Z';
  return `<g transform="translate(${r1(x)},${r1(y)}) scale(${r1(s * flip * 100) / 100},${r1(s * 100) / 100})" fill="${color}" stroke="${color}" stroke-width="0.9"><ellipse cx="0" cy="-7" rx="6" ry="3" stroke="none"/><path d="${head}" stroke="none"/><path d="M-4,-5 L-4.5,0 M-2,-5 L-2,0 M3,-5 L3,0 M4.5,-5 L5,0" fill="none"/></g>`;
}

export function herd(rng: Rng, cx: number, cy: number, width: number, depth: number, count: number, s: number, color: string): string {
  let out = '';
  const points: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) points.push([cx + between(rng, -width / 2, width / 2), cy + between(rng, -depth / 2, depth / 2)]);
  points.sort((a, b) => a[1] - b[1]);
  for (const [px, py] of points) out += grazer(rng, px, py, s * (0.85 + ((py - cy) / depth) * 0.3), color);
  return out;
}

/** Coconut palm: a curved trunk and drooping fronds. */
export function palm(rng: Rng, x: number, y: number, s: number, color: string, flip = false): string {
  const bend = between(rng, 10, 35);
  const h = between(rng, 130, 165);
  const topX = bend;
  const topY = -h;
  let out = `<path d="M-3.5,0 Q${r1(bend * 0.15)},${r1(-h * 0.6)} ${r1(topX - 1.5)},${r1(topY)} L${r1(topX + 1.5)},${r1(topY + 1)} Q${r1(bend * 0.15 + 6)},${r1(-h * 0.6)} 3.5,0 Z"/>`;
  const fronds = intBetween(rng, 7, 10);
  for (let i = 0; i < fronds; i++) {
    const ang = (-170 + (i / (fronds - 1)) * 160 + between(rng, -8, 8)) * (Math.PI / 180);
    const len = between(rng, 45, 70);
    const ex = topX + Math.cos(ang) * len;
    const ey = topY + Math.sin(ang) * len * 0.55 + len * 0.35;
    const mx = topX + Math.cos(ang) * len * 0.55;
    const my = topY + Math.sin(ang) * len * 0.6 - 6;
    out += `<path d="M${r1(topX)},${r1(topY)} Q${r1(mx)},${r1(my - 7)} ${r1(ex)},${r1(ey)} Q${r1(mx)},${r1(my + 3)} ${r1(topX)},${r1(topY + 2)} Z"/>`;
  }
  out += `<circle cx="${r1(topX)}" cy="${r1(topY + 4)}" r="4"/>`;
  return `<g ${place(x, y, s, flip)} fill="${color}">${out}</g>`;
}

/** Dhow with a lateen sail; hull in `color`, sail in `sail`. */
export function dhow(rng: Rng, x: number, y: number, s: number, color: string, sail: string, flip = false): string {
  const billow = between(rng, 4, 12);
  return `<g ${place(x, y, s, flip)}>
<path d="M2,-4 L2,-92" stroke="${color}" stroke-width="2"/>
<path d="M-46,-22 L10,-98 Q${r1(16 + billow)},-60 30,-10 Q-6,-${r1(16 + billow / 2)} -46,-22 Z" fill="${sail}"/>
<path d="M-46,-22 L10,-98" stroke="${color}" stroke-width="1.6" opacity="0.7"/>
<path d="M-44,-8 Q-10,-2 46,-12 L36,4 Q0,8 -34,4 Z" fill="${color}"/></g>`;
}

/** Standing flamingo facing right. */
export function flamingo(rng: Rng, x: number, y: number, s: number, color: string, dark: string, flip = false): string {
  const dip = chance(rng, 0.3);
  const neck = dip ? 'M7,-31 Q18,-32 16,-22 Q14,-14 19,-12' : 'M7,-31 Q14,-40 6,-46 Q0,-52 7,-56';
  const head = dip ? 'M18,-14 l4,4 l-5,0 Z' : 'M7,-58 q5,-1 6,3 l-3,3 Z';
  return `<g ${place(x, y, s, flip)}>
<path d="M0,-26 L1,0 M-2,-26 L-6,-16 L-1,-12" stroke="${dark}" stroke-width="1.2" fill="none"/>
<ellipse cx="0" cy="-30" rx="9" ry="5.2" fill="${color}" transform="rotate(-12 0 -30)"/>
<path d="M-7,-31 q6,-4 12,-1 q-6,3 -12,1 Z" fill="${dark}" opacity="0.55"/>
<path d="${neck}" stroke="${color}" stroke-width="2.3" fill="none" stroke-linecap="round"/>
<path d="${head}" fill="${dark}"/></g>`;
}

/** Grandidier's baobab: a bottle trunk with a small crown of branches at the very top. */
export function baobab(rng: Rng, x: number, y: number, s: number, color: string): string {
  const h = between(rng, 140, 175);
  const w = between(rng, 34, 46);
  const top = w * between(rng, 0.6, 0.75);
  const bulge = between(rng, 2, 7);
  let out = `<path d="M${r1(-w / 2)},0 C${r1(-w / 2 - bulge)},${r1(-h * 0.4)} ${r1(-top / 2)},${r1(-h * 0.78)} ${r1(-top / 2)},${r1(-h)} L${r1(top / 2)},${r1(-h)} C${r1(top / 2)},${r1(-h * 0.78)} ${r1(w / 2 + bulge)},${r1(-h * 0.4)} ${r1(w / 2)},0 Z"/>`;
  const branches = intBetween(rng, 6, 9);
  for (let i = 0; i < branches; i++) {
    const bx = -top / 2 + (i / (branches - 1)) * top;
    const ang = (-165 + (i / (branches - 1)) * 150 + between(rng, -10, 10)) * (Math.PI / 180);
    const len = between(rng, 24, 44);
    const ex = bx + Math.cos(ang) * len;
    const ey = -h + Math.sin(ang) * len * 0.75;
    out += `<path d="M${r1(bx)},${r1(-h + 3)} Q${r1(bx + (ex - bx) * 0.35)},${r1(ey + 6)} ${r1(ex)},${r1(ey)}" stroke="${color}" stroke-width="${r1(between(rng, 3, 5.5))}" fill="none" stroke-linecap="round"/>`;
    const fx = ex + Math.cos(ang - 0.5) * len * 0.35;
    const fy = ey + Math.sin(ang - 0.5) * len * 0.3;
    out += `<path d="M${r1(ex)},${r1(ey)} L${r1(fx)},${r1(fy)}" stroke="${color}" stroke-width="2" stroke-linecap="round"/>`;
    out += `<ellipse cx="${r1(ex)}" cy="${r1(ey - 2)}" rx="${r1(between(rng, 6, 11))}" ry="${r1(between(rng, 3, 5))}"/>`;
  }
  return `<g transform="translate(${r1(x)},${r1(y)}) scale(${r1(s * 100) / 100})" fill="${color}">${out}</g>`;
}

/** Round hut with a conical thatched roof (a Maasai or Batwa village). */
export function hut(rng: Rng, x: number, y: number, s: number, wall: string, roof: string, door: string): string {
  const w = between(rng, 36, 48);
  const wallH = between(rng, 16, 22);
  const roofH = between(rng, 20, 30);
  return `<g ${place(x, y, s)}>
<path d="M${r1(-w / 2)},0 L${r1(-w / 2)},${r1(-wallH)} L${r1(w / 2)},${r1(-wallH)} L${r1(w / 2)},0 Q0,4 ${r1(-w / 2)},0 Z" fill="${wall}"/>
<rect x="-5" y="${r1(-wallH * 0.75)}" width="10" height="${r1(wallH * 0.75)}" rx="2" fill="${door}"/>
<path d="M${r1(-w / 2 - 6)},${r1(-wallH + 3)} L0,${r1(-wallH - roofH)} L${r1(w / 2 + 6)},${r1(-wallH + 3)} Q0,${r1(-wallH + 7)} ${r1(-w / 2 - 6)},${r1(-wallH + 3)} Z" fill="${roof}"/></g>`;
}

/** Tall broadleaf tree with a rounded, layered crown (rainforest foreground). */
export function forestTree(rng: Rng, x: number, y: number, s: number, color: string, light: string): string {
  const h = between(rng, 90, 130);
  let out = `<path d="M-4,0 L-2,${r1(-h)} L2,${r1(-h)} L4,0 Z" fill="${color}"/>`;
  for (let i = 0; i < 5; i++) {
    const cx = between(rng, -28, 28);
    const cy = -h + between(rng, -18, 14);
    out += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(between(rng, 18, 30))}" ry="${r1(between(rng, 12, 20))}" fill="${i < 3 ? color : light}"/>`;
  }
  return `<g transform="translate(${r1(x)},${r1(y)}) scale(${r1(s * 100) / 100})">${out}</g>`;
}

/** Large tropical leaves reaching in from a corner, framing close-up jungle views. */
export function frond(rng: Rng, x: number, y: number, s: number, angle: number, color: string, vein: string): string {
  const len = between(rng, 150, 210);
  const w = between(rng, 34, 48);
  return `<g transform="translate(${r1(x)},${r1(y)}) rotate(${r1(angle)}) scale(${r1(s * 100) / 100})">
<path d="M0,0 Q${r1(w)},${r1(-len * 0.45)} 0,${r1(-len)} Q${r1(-w)},${r1(-len * 0.45)} 0,0 Z" fill="${color}"/>
<path d="M0,0 Q2,${r1(-len * 0.5)} 0,${r1(-len + 6)}" stroke="${vein}" stroke-width="2" fill="none" opacity="0.6"/></g>`;
}
