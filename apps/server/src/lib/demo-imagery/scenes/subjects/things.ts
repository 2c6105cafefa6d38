/** People, vehicles, boats, balloons and buildings for the foreground, in the local coordinates of shapes.ts. */
import { between, chance, intBetween, pick, type Rng } from '../random.js';
import { mix, r1 } from '../kit.js';
import { at } from './shapes.js';

/** A walker with a day pack; `pole` adds a trekking pole. About 60 units tall. */
export function walker(rng: Rng, x: number, y: number, s: number, body: string, pack: string, pole = true, flip = false): string {
  const stride = between(rng, 6, 10);
  return `<g ${at(x, y, s, flip)}>
<path d="M-2,-30 L${r1(-stride)},0 M2,-30 L${r1(stride)},0" stroke="${body}" stroke-width="5" stroke-linecap="round"/>
<path d="M-6,-52 C-8,-40 -6,-32 -4,-28 L6,-28 C8,-36 8,-46 6,-52 Z" fill="${body}"/>
<rect x="-14" y="-52" width="10" height="18" rx="3" fill="${pack}"/>
<circle cx="1" cy="-58" r="5.5" fill="${body}"/>
<path d="M-5,-60 q6,-7 12,0 Z" fill="${pack}"/>
<path d="M5,-46 L12,-30" stroke="${body}" stroke-width="3.6" stroke-linecap="round"/>
${pole ? `<path d="M12,-32 L${r1(16 + stride * 0.5)},0" stroke="${body}" stroke-width="1.4"/>` : ''}</g>`;
}

/** Maasai figure: red shuka, beaded collar, a staff; `leap` lifts the figure off the ground (the jumping dance). */
export function maasai(rng: Rng, x: number, y: number, s: number, skin: string, cloth: string, leap = 0): string {
  const beads = ['#f2c230', '#2f7dd1', '#ffffff', '#e0482f'];
  return `<g ${at(x, y - leap * s, s)}>
<path d="M-3,-34 L-4,0 M3,-34 L4,0" stroke="${skin}" stroke-width="4" stroke-linecap="round"/>
<path d="M-9,-70 C-12,-54 -10,-40 -8,-26 L9,-26 C10,-42 12,-56 9,-70 Z" fill="${cloth}"/>
<path d="M-9,-70 L9,-40 M-8,-56 L8,-30" stroke="${mix(cloth, '#1a0a0a', 0.45)}" stroke-width="1.6"/>
<path d="M-8,-68 Q0,-60 8,-68" stroke="${pick(rng, beads)}" stroke-width="4" fill="none"/>
<path d="M-7,-71 Q0,-65 7,-71" stroke="${pick(rng, beads)}" stroke-width="2.4" fill="none"/>
<ellipse cx="0" cy="-78" rx="5" ry="6.5" fill="${skin}"/>
<path d="M9,-66 L14,-50 M-9,-66 L-13,-48" stroke="${skin}" stroke-width="3" stroke-linecap="round"/>
<path d="M16,-92 L13,4" stroke="#5a3a20" stroke-width="1.8"/></g>`;
}

/** Figure in the tree pose, hands joined overhead. */
export function yogi(x: number, y: number, s: number, body: string): string {
  return `<g ${at(x, y, s)}>
<path d="M0,-34 L0,0 M0,-34 L-4,-20 L-12,-22 L0,-30" stroke="${body}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
<path d="M-6,-60 C-7,-48 -5,-38 -4,-32 L4,-32 C5,-40 6,-50 6,-60 Z" fill="${body}"/>
<circle cx="0" cy="-66" r="5.5" fill="${body}"/>
<path d="M-5,-58 L-10,-76 L-1,-92 M5,-58 L10,-76 L1,-92" stroke="${body}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round" fill="none"/></g>`;
}

/** Hot-air balloon with striped gores and a basket, about 120 units tall. */
export function balloon(x: number, y: number, s: number, a: string, b: string, rope: string): string {
  const env = 'M0,-120 C40,-120 52,-88 44,-62 C38,-46 16,-34 9,-24 L-9,-24 C-16,-34 -38,-46 -44,-62 C-52,-88 -40,-120 0,-120 Z';
  return `<g ${at(x, y, s)}><path d="${env}" fill="${a}"/>
<path d="${env}" fill="${b}" transform="scale(0.64,1)"/><path d="${env}" fill="${a}" transform="scale(0.3,1)"/>
<path d="M-44,-70 Q0,-58 44,-70" stroke="${mix(a, '#000000', 0.2)}" stroke-width="2" fill="none" opacity="0.5"/>
<path d="M-8,-24 L-6,-8 M8,-24 L6,-8" stroke="${rope}" stroke-width="1.2"/>
<rect x="-7" y="-9" width="14" height="9" rx="1.5" fill="${rope}"/></g>`;
}

/** Safari tent on a wooden deck, seen from the front: a ridge tent with a fly sheet, guy ropes and the door rolled up. */
export function tent(x: number, y: number, s: number, canvas: string, roof: string, inside: string, wood: string): string {
  const rope = mix(canvas, '#000000', 0.35);
  return `<g ${at(x, y, s)}>
<path d="M-150,-150 L-190,-14 M150,-150 L190,-14 M-110,-116 L-200,-14 M110,-116 L200,-14" stroke="${rope}" stroke-width="1.4"/>
<rect x="-140" y="-16" width="280" height="16" fill="${wood}"/>
<path d="M-140,-16 L140,-16" stroke="${mix(wood, '#ffffff', 0.25)}" stroke-width="2"/>
<path d="M-110,-16 L-110,-96 L0,-170 L110,-96 L110,-16 Z" fill="${canvas}"/>
<path d="M-46,-16 L-46,-96 Q0,-136 46,-96 L46,-16 Z" fill="${inside}"/>
<path d="M-46,-96 Q-70,-70 -60,-40 Q-52,-36 -46,-40 Z M46,-96 Q70,-70 60,-40 Q52,-36 46,-40 Z" fill="${mix(canvas, '#000000', 0.15)}"/>
<path d="M-156,-88 L0,-188 L156,-88 L140,-82 L0,-170 L-140,-82 Z" fill="${roof}"/>
<path d="M0,-188 L0,-206" stroke="${wood}" stroke-width="4"/>
<path d="M-110,-96 L-110,-16 M110,-96 L110,-16" stroke="${mix(canvas, '#000000', 0.2)}" stroke-width="3"/>
<path d="M-132,-56 L-132,-16 M-118,-56 L-118,-16 M-136,-40 L-114,-40 M-138,-56 L-112,-56" stroke="${wood}" stroke-width="3"/></g>`;
}

/** Thatched lodge on stilts with a veranda and an infinity pool in front. */
export function lodge(rng: Rng, x: number, y: number, s: number, thatch: string, wall: string, wood: string, pool: string, glow: string): string {
  let straws = '';
  for (let i = 0; i < 22; i++) {
    const sx = -150 + i * 14 + between(rng, -3, 3);
    straws += `<path d="M${r1(sx * 0.3)},-196 L${r1(sx)},-108" stroke="${mix(thatch, '#000000', 0.22)}" stroke-width="1.4" opacity="0.6"/>`;
  }
  return `<g ${at(x, y, s)}>
<path d="M-150,-40 L-150,-4 M150,-40 L150,-4 M-60,-40 L-60,-4 M60,-40 L60,-4" stroke="${wood}" stroke-width="6"/>
<rect x="-170" y="-46" width="340" height="10" fill="${wood}"/>
<rect x="-120" y="-118" width="240" height="72" fill="${wall}"/>
<rect x="-100" y="-106" width="50" height="60" fill="${glow}"/><rect x="-20" y="-106" width="40" height="60" fill="${glow}"/><rect x="50" y="-106" width="50" height="60" fill="${glow}"/>
<path d="M-100,-76 L-50,-76 M50,-76 L100,-76" stroke="${wood}" stroke-width="2"/>
<path d="M-170,-104 L-12,-200 L12,-200 L170,-104 Q0,-92 -170,-104 Z" fill="${thatch}"/>${straws}
<path d="M-170,-104 Q0,-92 170,-104" stroke="${mix(thatch, '#000000', 0.35)}" stroke-width="4" fill="none"/>
<path d="M-170,-60 L170,-60" stroke="${wood}" stroke-width="3"/><path d="M-170,-60 L-170,-46 M-110,-60 L-110,-46 M110,-60 L110,-46 M170,-60 L170,-46" stroke="${wood}" stroke-width="3"/>
<rect x="-260" y="0" width="520" height="44" fill="${pool}"/>
<path d="M-260,0 L260,0" stroke="#ffffff" stroke-width="3" opacity="0.8"/>
<path d="M-200,16 q20,-4 40,0 M40,28 q24,-4 48,0 M-60,34 q16,-3 32,0" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.6"/></g>`;
}

/** Safari Land Cruiser with the roof popped up and guests looking out. */
export function jeep(rng: Rng, x: number, y: number, s: number, body: string, dark: string, people: string, flip = false): string {
  let heads = '';
  for (let i = 0; i < intBetween(rng, 2, 4); i++) heads += `<circle cx="${r1(-40 + i * 24)}" cy="-74" r="6" fill="${people}"/><path d="M${r1(-46 + i * 24)},-60 q6,-10 12,0 Z" fill="${people}"/>`;
  return `<g ${at(x, y, s, flip)}>
<path d="M-86,-18 L-86,-46 L-70,-58 L56,-58 L60,-40 L84,-36 C90,-34 92,-28 92,-18 Z" fill="${body}"/>
<path d="M-62,-54 L-62,-42 L-20,-42 L-20,-54 Z M-14,-54 L-14,-42 L28,-42 L28,-54 Z M34,-54 L34,-42 L54,-42 L52,-54 Z" fill="${mix(body, '#000000', 0.4)}"/>
${heads}
<path d="M-70,-58 L-70,-84 M50,-58 L50,-84" stroke="${dark}" stroke-width="3"/>
<path d="M-82,-84 L62,-84 L62,-90 L-82,-90 Z" fill="${body}"/>
<rect x="-96" y="-42" width="12" height="26" rx="5" fill="${dark}"/>
<path d="M-86,-28 L92,-28" stroke="${mix(body, '#000000', 0.25)}" stroke-width="2"/>
<circle cx="-56" cy="-14" r="15" fill="${dark}"/><circle cx="-56" cy="-14" r="6" fill="${mix(body, '#888888', 0.5)}"/>
<circle cx="60" cy="-14" r="15" fill="${dark}"/><circle cx="60" cy="-14" r="6" fill="${mix(body, '#888888', 0.5)}"/></g>`;
}

/** A safari launch: long hull, a canvas canopy on posts, guests under it. */
export function launch(rng: Rng, x: number, y: number, s: number, hull: string, canopy: string, people: string, flip = false): string {
  let heads = '';
  for (let i = 0; i < intBetween(rng, 3, 5); i++) heads += `<circle cx="${r1(-60 + i * 26)}" cy="-22" r="5.5" fill="${people}"/><path d="M${r1(-66 + i * 26)},-10 q6,-9 12,0 Z" fill="${people}"/>`;
  return `<g ${at(x, y, s, flip)}>
<path d="M-100,-10 L100,-10 L114,-18 L108,0 L-92,0 Z" fill="${hull}"/>
<path d="M-100,-10 L108,-10" stroke="#ffffff" stroke-width="2" opacity="0.6"/>
${heads}
<path d="M-80,-10 L-80,-44 M40,-10 L40,-44 M-20,-10 L-20,-44" stroke="${hull}" stroke-width="2.4"/>
<path d="M-92,-44 L56,-44 L50,-52 L-86,-52 Z" fill="${canopy}"/></g>`;
}

/** A white-water raft with paddlers in helmets, bucking on a wave. */
export function raft(rng: Rng, x: number, y: number, s: number, tube: string, people: string, helmet: string): string {
  let crew = '';
  for (let i = 0; i < 6; i++) {
    const px = -48 + i * 19;
    crew += `<path d="M${px},-14 L${px + 2},-34" stroke="${people}" stroke-width="7" stroke-linecap="round"/><circle cx="${px + 3}" cy="-40" r="6" fill="${helmet}"/>`;
    crew += `<path d="M${px + 4},-30 L${px + r1(between(rng, 14, 22))},-2" stroke="${mix(people, '#000000', 0.3)}" stroke-width="2"/>`;
  }
  return `<g ${at(x, y, s)}><g transform="rotate(${r1(between(rng, -10, 8))})">
${crew}<path d="M-70,-14 Q-74,2 -56,4 L56,4 Q76,2 72,-14 Z" fill="${tube}"/>
<path d="M-66,-10 L66,-10" stroke="${mix(tube, '#000000', 0.25)}" stroke-width="2"/></g></g>`;
}

/** A row of coffee or tea bushes on a slope, with red cherries when `cherries` is set. */
export function bushRow(rng: Rng, x0: number, x1: number, y0: number, y1: number, size: number, leaf: string, light: string, cherries: boolean): string {
  let out = '';
  const n = Math.max(3, Math.round(Math.abs(x1 - x0) / (size * 1.5)));
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const bx = x0 + (x1 - x0) * t + between(rng, -size * 0.15, size * 0.15);
    const by = y0 + (y1 - y0) * t;
    const r = size * between(rng, 0.8, 1.05);
    out += `<ellipse cx="${r1(bx)}" cy="${r1(by - r * 0.5)}" rx="${r1(r)}" ry="${r1(r * 0.7)}" fill="${leaf}"/>`;
    out += `<ellipse cx="${r1(bx - r * 0.25)}" cy="${r1(by - r * 0.8)}" rx="${r1(r * 0.55)}" ry="${r1(r * 0.3)}" fill="${light}" opacity="0.7"/>`;
    if (cherries) for (let k = 0; k < 6; k++) out += `<circle cx="${r1(bx + between(rng, -r * 0.7, r * 0.7))}" cy="${r1(by - r * between(rng, 0.2, 0.8))}" r="${r1(Math.max(1.5, size * 0.07))}" fill="${chance(rng, 0.75) ? '#c8281e' : '#e9a23b'}"/>`;
  }
  return out;
}
