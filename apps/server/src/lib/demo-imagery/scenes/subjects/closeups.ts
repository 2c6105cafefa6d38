/**
 * Full-frame close-ups that replace the landscape altogether: a coral reef under water, a spice stall, and a
 * Swahili lane with a carved door. Their palettes still follow the time of day, their layout follows the seed.
 */
import { between, chance, intBetween, pick, shuffle } from '../random.js';
import { mix, r1, ridgePath, vignette, type Canvas } from '../kit.js';
import { fishSchool } from './shapes.js';

/** Light under water: noon is clear turquoise, golden and dawn warmer near the surface, dusk deep blue. */
function waterTones(c: Canvas): [string, string, string] {
  switch (c.sky.time) {
    case 'noon':
      return ['#5fd0d6', '#1b8fb0', '#0b4f74'];
    case 'golden':
      return ['#9ad8c4', '#2a8aa0', '#0d4a6a'];
    case 'dawn':
      return ['#8fc7d8', '#2f7ea6', '#173f6b'];
    default:
      return ['#4a7fa8', '#1e4f7e', '#0c2747'];
  }
}

export function reef(c: Canvas): string {
  const { w, h, rng } = c;
  const [top, mid, deep] = waterTones(c);
  let out = `<rect width="${w}" height="${h}" fill="${c.defs.linear([[0, top], [0.45, mid], [1, deep]])}"/>`;
  // Sun rays fanning down from the surface.
  for (let i = 0; i < 7; i++) {
    const x = between(rng, -100, w);
    const spread = between(rng, 40, 120);
    out += `<path d="M${r1(x)},0 L${r1(x + 40)},0 L${r1(x + 160 + spread)},${h} L${r1(x + 60)},${h} Z" fill="#ffffff" opacity="${r1(between(rng, 0.04, 0.1) * 100) / 100}"/>`;
  }
  out += `<path d="${ridgePath(c, { y: 18, amp: 6, freq: 6, bottom: 0 })}" fill="#ffffff" opacity="0.25"/>`;
  const sand = mix('#e9d6a8', mid, 0.35);
  out += `<path d="${ridgePath(c, { y: h * 0.86, amp: h * 0.03, freq: 1.2 })}" fill="${sand}"/>`;
  // Coral heads along the bottom: branching coral, brain coral and sea fans in reef colours.
  const corals = shuffle(rng, ['#f27b5c', '#f2b05c', '#c86fb0', '#e85d75', '#f6d36b', '#7cc49a']);
  for (let i = 0; i < 9; i++) {
    const cx = (i / 8) * w + between(rng, -40, 40);
    const cy = h * between(rng, 0.82, 0.95);
    const col = mix(corals[i % corals.length]!, mid, c.sky.time === 'dusk' ? 0.45 : 0.15);
    const kind = i % 3;
    if (kind === 0) {
      let d = '';
      for (let b = 0; b < 7; b++) {
        const a = (-150 + b * 20 + between(rng, -6, 6)) * (Math.PI / 180);
        const len = between(rng, 50, 110);
        d += `M${r1(cx)},${r1(cy)} Q${r1(cx + Math.cos(a) * len * 0.4)},${r1(cy + Math.sin(a) * len * 0.7)} ${r1(cx + Math.cos(a) * len)},${r1(cy + Math.sin(a) * len)} `;
      }
      out += `<path d="${d}" stroke="${col}" stroke-width="${r1(between(rng, 7, 11))}" stroke-linecap="round" fill="none"/>`;
    } else if (kind === 1) {
      const r = between(rng, 45, 75);
      out += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(r)}" ry="${r1(r * 0.7)}" fill="${col}"/>`;
      for (let k = 1; k < 4; k++) out += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(r * (1 - k * 0.22))}" ry="${r1(r * 0.7 * (1 - k * 0.22))}" fill="none" stroke="${mix(col, '#000000', 0.2)}" stroke-width="2" stroke-dasharray="7 4"/>`;
    } else {
      let fan = '';
      for (let b = 0; b < 11; b++) {
        const a = (-160 + b * 14) * (Math.PI / 180);
        fan += `M${r1(cx)},${r1(cy)} L${r1(cx + Math.cos(a) * 90)},${r1(cy + Math.sin(a) * 120)} `;
      }
      out += `<path d="${fan}" stroke="${col}" stroke-width="3" fill="none"/><path d="M${r1(cx - 80)},${r1(cy - 70)} Q${r1(cx)},${r1(cy - 150)} ${r1(cx + 80)},${r1(cy - 70)}" stroke="${col}" stroke-width="2" fill="none" opacity="0.7"/>`;
    }
  }
  out += fishSchool(rng, w * between(rng, 0.55, 0.8), h * between(rng, 0.35, 0.5), 1.6, intBetween(rng, 10, 16), '#f6d33b', '#1d2a44');
  out += fishSchool(rng, w * between(rng, 0.15, 0.4), h * between(rng, 0.55, 0.68), 1.3, intBetween(rng, 6, 10), '#3fa7e0', '#f2f2f2');
  // A turtle gliding past, and a snorkeller at the surface.
  const tx = w * between(rng, 0.25, 0.5);
  const ty = h * between(rng, 0.3, 0.42);
  const shell = mix('#6f7d45', mid, 0.2);
  out += `<g transform="translate(${r1(tx)},${r1(ty)}) rotate(${r1(between(rng, -15, 10))})"><ellipse cx="-30" cy="-26" rx="30" ry="11" fill="${mix(shell, '#c9b27a', 0.5)}" transform="rotate(-35 -30 -26)"/><ellipse cx="-30" cy="26" rx="26" ry="9" fill="${mix(shell, '#c9b27a', 0.5)}" transform="rotate(35 -30 26)"/><ellipse cx="62" cy="0" rx="17" ry="12" fill="${mix(shell, '#c9b27a', 0.5)}"/><ellipse cx="0" cy="0" rx="58" ry="40" fill="${shell}"/><path d="M-30,-20 L0,-30 L30,-20 L30,20 L0,30 L-30,20 Z M0,-30 L0,30 M-30,0 L30,0" stroke="${mix(shell, '#000000', 0.3)}" stroke-width="2.5" fill="none"/></g>`;
  const sx = w * between(rng, 0.55, 0.85);
  out += `<g transform="translate(${r1(sx)},26)" fill="${mix('#1d2433', deep, 0.3)}"><ellipse cx="0" cy="0" rx="70" ry="12"/><circle cx="78" cy="-2" r="12"/><path d="M-66,-4 L-120,-12 L-118,8 L-66,6 Z"/><path d="M84,-14 L84,-36" stroke="#e8632c" stroke-width="5"/></g>`;
  for (let i = 0; i < 12; i++) out += `<circle cx="${r1(sx + 80 + between(rng, -10, 20))}" cy="${r1(between(rng, 50, 260))}" r="${r1(between(rng, 2, 6))}" fill="none" stroke="#ffffff" stroke-width="1.4" opacity="0.6"/>`;
  return out + vignette(c, 0.3);
}

/** Darajani-style spice stall: striped awning, baskets piled with spices, strings of chillies, the trader. */
export function spiceMarket(c: Canvas): string {
  const { w, h, rng } = c;
  const warm = c.sky.time === 'noon' ? 0 : c.sky.time === 'dusk' ? 0.45 : 0.2;
  const tint = (col: string) => mix(col, c.sky.time === 'dusk' ? '#3a2030' : c.sky.light, warm);
  let out = `<rect width="${w}" height="${h}" fill="${tint('#e9d3ae')}"/>`;
  out += `<rect x="${w * 0.05}" y="${h * 0.2}" width="${w * 0.9}" height="${h * 0.5}" fill="${tint('#6b4a32')}"/>`;
  // Shelves of jars behind the trader.
  const shelves = intBetween(rng, 1, 3);
  for (let row = 0; row < shelves; row++) {
    const y = h * (0.34 + row * (0.26 / shelves));
    out += `<rect x="${w * 0.05}" y="${r1(y)}" width="${w * 0.9}" height="8" fill="${tint('#3f2a1c')}"/>`;
    for (let j = 0; j < 22; j++) out += `<rect x="${r1(w * 0.07 + j * w * 0.04)}" y="${r1(y - 40)}" width="${r1(w * 0.026)}" height="40" rx="4" fill="${tint(pick(rng, ['#c0392b', '#e67e22', '#f1c40f', '#8e5a2b', '#6b8e23', '#d35400']))}" opacity="0.85"/>`;
  }
  // Trader in a kanga headscarf.
  const tx = w * between(rng, 0.35, 0.65);
  const scarf = pick(rng, ['#1f6fb2', '#c2185b', '#2e7d32', '#6a1b9a']);
  out += `<g transform="translate(${r1(tx)},${r1(h * 0.7)}) scale(1.6)"><path d="M-70,0 C-70,-70 -40,-90 0,-92 C40,-90 70,-70 70,0 Z" fill="${tint(scarf)}"/><path d="M-70,-20 L70,-40 M-60,-50 L60,-70" stroke="${tint('#f6c945')}" stroke-width="6"/><ellipse cx="0" cy="-120" rx="28" ry="33" fill="${tint('#6d4127')}"/><path d="M-32,-124 C-34,-160 34,-160 32,-124 C20,-140 -20,-140 -32,-124 Z" fill="${tint(mix(scarf, '#f6c945', 0.5))}"/></g>`;
  // Awning across the top with a scalloped edge.
  const stripes = intBetween(rng, 8, 16);
  const awn = h * 0.2;
  for (let i = 0; i < stripes; i++) out += `<rect x="${r1((i * w) / stripes)}" y="0" width="${r1(w / stripes + 1)}" height="${r1(awn)}" fill="${tint(i % 2 ? '#f4efe4' : pick(rng, ['#c0392b', '#1f7a5a']))}"/>`;
  for (let i = 0; i < stripes; i++) out += `<path d="M${r1((i * w) / stripes)},${r1(awn)} q${r1(w / stripes / 2)},30 ${r1(w / stripes)},0 Z" fill="${tint(i % 2 ? '#f4efe4' : '#b03a2e')}"/>`;
  // Chilli strings hanging from the awning.
  const strings = intBetween(rng, 2, 5);
  for (let k = 0; k < strings; k++) {
    const x = w * (0.08 + (k * 0.84) / Math.max(1, strings - 1)) + between(rng, -20, 20);
    out += `<path d="M${r1(x)},${r1(awn)} L${r1(x)},${r1(awn + 150)}" stroke="${tint('#5a3a20')}" stroke-width="2"/>`;
    for (let j = 0; j < 9; j++) out += `<ellipse cx="${r1(x + (j % 2 ? 6 : -6))}" cy="${r1(awn + 20 + j * 15)}" rx="5" ry="11" fill="${tint('#c0261c')}" transform="rotate(${j % 2 ? 20 : -20} ${r1(x + (j % 2 ? 6 : -6))} ${r1(awn + 20 + j * 15)})"/>`;
  }
  // The counter and its baskets of spices, each a heap with a little label.
  out += `<rect x="0" y="${r1(h * 0.68)}" width="${w}" height="${r1(h * 0.32)}" fill="${tint('#8a5a36')}"/><rect x="0" y="${r1(h * 0.68)}" width="${w}" height="10" fill="${tint('#5c3a22')}"/>`;
  const spices = shuffle(rng, [['#c0392b', 'chilli'], ['#f1b60f', 'turmeric'], ['#8b4a22', 'cinnamon'], ['#3b2416', 'cloves'], ['#7d9a3a', 'cardamom'], ['#e0702a', 'masala'], ['#a7742f', 'cumin'], ['#d9c8a0', 'ginger']]);
  const baskets = intBetween(rng, 4, 7);
  for (let i = 0; i < baskets; i++) {
    const bx = (w / baskets) * (i + 0.5) + between(rng, -10, 10);
    const by = h * (i % 2 ? 0.92 : 0.86);
    const r = w / baskets / 2.3;
    const col = spices[i % spices.length]![0]!;
    out += `<path d="M${r1(bx - r)},${r1(by - r * 0.2)} Q${r1(bx)},${r1(by - r * 1.5)} ${r1(bx + r)},${r1(by - r * 0.2)} Z" fill="${tint(col)}"/>`;
    out += `<ellipse cx="${r1(bx - r * 0.25)}" cy="${r1(by - r * 0.7)}" rx="${r1(r * 0.3)}" ry="${r1(r * 0.12)}" fill="#ffffff" opacity="0.18"/>`;
    out += `<path d="M${r1(bx - r * 1.05)},${r1(by - r * 0.25)} L${r1(bx - r * 0.85)},${r1(by + r * 0.4)} L${r1(bx + r * 0.85)},${r1(by + r * 0.4)} L${r1(bx + r * 1.05)},${r1(by - r * 0.25)} Z" fill="${tint('#c9a26a')}"/>`;
    for (let k = 0; k < 4; k++) out += `<path d="M${r1(bx - r)},${r1(by - r * 0.1 + k * r * 0.13)} L${r1(bx + r)},${r1(by - r * 0.1 + k * r * 0.13)}" stroke="${tint('#8a6a3a')}" stroke-width="2"/>`;
    out += `<path d="M${r1(bx)},${r1(by - r * 0.9)} L${r1(bx)},${r1(by - r * 1.35)}" stroke="#5a3a20" stroke-width="2"/><rect x="${r1(bx - 16)}" y="${r1(by - r * 1.55)}" width="32" height="18" fill="#fbf6ea"/>`;
  }
  return out + vignette(c, 0.3);
}

/** A Swahili lane: a carved door with brass studs in a lime-washed wall, the lane winding off beside it. */
export function swahiliLane(c: Canvas): string {
  const { w, h, rng } = c;
  const dusk = c.sky.time === 'dusk';
  const light = c.sky.time === 'noon' ? '#fbf3e1' : mix('#f6e2c0', c.sky.light, 0.4);
  const shade = dusk ? '#5b4656' : mix('#b99a7a', c.sky.haze, 0.25);
  const vx = w * between(rng, 0.74, 0.8);
  const vy = h * 0.46;
  const split = w * 0.56;
  // The lane: a slot of sky between two walls converging to a vanishing point.
  let out = `<rect width="${w}" height="${h}" fill="${c.defs.linear([[0, c.sky.stops[1]], [1, c.sky.stops[3]]])}"/>`;
  out += `<path d="M${r1(split)},0 L${r1(vx - 20)},${r1(vy - 120)} L${r1(vx - 20)},${r1(vy + 120)} L${r1(split)},${h} Z" fill="${shade}"/>`;
  out += `<path d="M${w},0 L${r1(vx + 26)},${r1(vy - 140)} L${r1(vx + 26)},${r1(vy + 120)} L${w},${h} Z" fill="${mix(light, shade, 0.35)}"/>`;
  out += `<path d="M${r1(split)},${h} L${r1(vx - 20)},${r1(vy + 120)} L${r1(vx + 26)},${r1(vy + 120)} L${w},${h} Z" fill="${mix('#b8a48a', shade, 0.3)}"/>`;
  out += `<rect x="${r1(vx - 20)}" y="${r1(vy - 40)}" width="46" height="160" fill="${mix(light, c.sky.haze, 0.3)}"/>`;
  // Wooden balconies hanging over the lane.
  for (let i = 0; i < 3; i++) {
    const t = 0.25 + i * 0.22;
    const bx = w - (w - vx) * t;
    const by = h * 0.22 + (vy - h * 0.22) * t * 0.6;
    const bw = 70 * (1 - t * 0.8);
    out += `<path d="M${r1(bx)},${r1(by)} L${r1(bx - bw)},${r1(by + bw * 0.2)} L${r1(bx - bw)},${r1(by + bw * 0.9)} L${r1(bx)},${r1(by + bw * 1.1)} Z" fill="${dusk ? '#2a1d1e' : '#5a3a26'}"/>`;
    out += `<path d="M${r1(bx - bw * 0.5)},${r1(by + bw * 0.1)} L${r1(bx - bw * 0.5)},${r1(by + bw * 1)}" stroke="${light}" stroke-width="1.2" opacity="0.5"/>`;
  }
  // A walker in a kanzu and kofia heading down the lane.
  const px = vx - 60 + between(rng, -20, 20);
  const py = vy + 170;
  out += `<g transform="translate(${r1(px)},${r1(py)}) scale(1.1)"><path d="M-12,0 L-10,-70 C-8,-80 8,-80 10,-70 L12,0 Z" fill="${dusk ? '#d8d2e0' : '#f6f4ee'}"/><circle cx="0" cy="-86" r="9" fill="#4a2e1e"/><path d="M-9,-90 L-9,-96 L9,-96 L9,-90 Z" fill="#f4f4f4"/></g>`;
  // The front wall and its carved door.
  out += `<rect x="0" y="0" width="${r1(split)}" height="${h}" fill="${light}"/>`;
  for (let i = 0; i < 6; i++) out += `<ellipse cx="${r1(between(rng, 0, split))}" cy="${r1(between(rng, 0, h))}" rx="${r1(between(rng, 30, 90))}" ry="${r1(between(rng, 14, 40))}" fill="${shade}" opacity="0.16"/>`;
  const dx = split * 0.5;
  const dw = split * 0.52;
  const top = h * 0.12;
  const wood = dusk ? '#3a2418' : '#6b3f22';
  const carve = dusk ? '#4e3223' : '#8a5a34';
  out += `<rect x="${r1(dx - dw / 2 - 26)}" y="${r1(top - 20)}" width="${r1(dw + 52)}" height="${r1(h - top + 20)}" fill="${wood}"/>`;
  out += `<rect x="${r1(dx - dw / 2 - 16)}" y="${r1(top - 10)}" width="${r1(dw + 32)}" height="${r1(h * 0.14)}" fill="${carve}"/>`;
  for (let k = 0; k < 9; k++) out += `<path d="M${r1(dx - dw / 2 + (k * dw) / 8)},${r1(top + h * 0.1)} q${r1(dw / 16)},-26 ${r1(dw / 8)},0" stroke="${wood}" stroke-width="4" fill="none"/>`;
  const doorTop = top + h * 0.14;
  out += `<rect x="${r1(dx - dw / 2)}" y="${r1(doorTop)}" width="${r1(dw)}" height="${r1(h - doorTop)}" fill="${carve}"/>`;
  out += `<path d="M${r1(dx)},${r1(doorTop)} L${r1(dx)},${h}" stroke="${wood}" stroke-width="8"/>`;
  for (const side of [-1, 1]) {
    const cx = dx + side * dw * 0.25;
    out += `<rect x="${r1(cx - dw * 0.18)}" y="${r1(doorTop + 30)}" width="${r1(dw * 0.36)}" height="${r1((h - doorTop) * 0.36)}" fill="none" stroke="${wood}" stroke-width="5"/>`;
    out += `<rect x="${r1(cx - dw * 0.18)}" y="${r1(doorTop + 60 + (h - doorTop) * 0.36)}" width="${r1(dw * 0.36)}" height="${r1((h - doorTop) * 0.36)}" fill="none" stroke="${wood}" stroke-width="5"/>`;
    for (let row = 0; row < 5; row++) for (let col = 0; col < 2; col++) {
      const sx = cx + (col ? 1 : -1) * dw * 0.09;
      const sy = doorTop + 40 + row * ((h - doorTop) * 0.17);
      out += `<path d="M${r1(sx - 7)},${r1(sy + 6)} L${r1(sx)},${r1(sy - 10)} L${r1(sx + 7)},${r1(sy + 6)} Z" fill="#d9a441"/>`;
    }
  }
  out += `<circle cx="${r1(dx - 18)}" cy="${r1(doorTop + (h - doorTop) * 0.5)}" r="9" fill="none" stroke="#d9a441" stroke-width="4"/>`;
  if (chance(rng, 0.6)) out += `<g transform="translate(${r1(dx + dw / 2 + 60)},${h - 20})" fill="${dusk ? '#1e1418' : '#3a2a20'}"><ellipse cx="0" cy="-14" rx="20" ry="12"/><circle cx="18" cy="-28" r="9"/><path d="M12,-36 l3,-9 l4,7 Z M20,-36 l4,-9 l2,9 Z"/><path d="M-20,-14 q-16,-4 -14,-28" stroke="${dusk ? '#1e1418' : '#3a2a20'}" stroke-width="4" fill="none"/></g>`;
  return out + vignette(c, 0.25);
}
