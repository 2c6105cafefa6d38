/**
 * Foreground subjects drawn in a local coordinate system (ground at 0,0, units about the size of the animal in
 * centimetres / 2) and placed with `at`. They are bigger and more detailed than the distant silhouettes in
 * elements.ts, because they are what a picture is about: a gorilla trek's photo must show a gorilla at a glance.
 */
import { between, chance, intBetween, type Rng } from '../random.js';
import { mix, r1 } from '../kit.js';

export const at = (x: number, y: number, s: number, flip = false) =>
  `transform="translate(${r1(x)},${r1(y)}) scale(${r1((flip ? -s : s) * 100) / 100},${r1(s * 100) / 100})"`;

/** Silverback knuckle-walking to the right: crested head, high shoulders, massive arms, the silver saddle. */
export function gorilla(x: number, y: number, s: number, fur: string, silver: string, flip = false): string {
  const edge = mix(fur, '#ffffff', 0.12);
  const face = mix(fur, '#6b5a4e', 0.35);
  return `<g ${at(x, y, s, flip)}>
<path d="M22,-70 C30,-40 34,-18 36,0 L52,0 C50,-20 46,-46 40,-72 Z" fill="${mix(fur, '#000000', 0.25)}"/>
<path d="M-52,-30 C-50,-16 -48,-6 -46,0 L-32,0 C-34,-10 -36,-20 -36,-30 Z" fill="${mix(fur, '#000000', 0.25)}"/>
<path d="M-58,-44 C-60,-70 -36,-90 -2,-96 C20,-100 40,-98 52,-88 C60,-80 62,-70 60,-60 L56,-44 C40,-38 10,-36 -14,-34 L-24,-32 C-24,-20 -22,-8 -18,0 L-40,0 C-42,-10 -46,-18 -52,-24 C-56,-30 -58,-36 -58,-44 Z" fill="${fur}"/>
<path d="M-52,-56 C-46,-76 -22,-88 4,-92 C18,-94 28,-93 34,-91 C14,-82 -12,-72 -32,-60 C-40,-55 -48,-52 -52,-56 Z" fill="${silver}" opacity="0.75"/>
<path d="M34,-90 C52,-88 62,-76 62,-60 C64,-40 66,-18 70,-4 C72,0 70,2 66,2 L48,2 C46,-2 48,-6 50,-8 C48,-26 44,-46 36,-62 Z" fill="${fur}" stroke="${edge}" stroke-width="1.4"/>
<path d="M52,-4 l4,-3 l4,3 l4,-3" stroke="${edge}" stroke-width="1.2" fill="none"/>
<path d="M44,-98 C48,-116 60,-122 70,-118 C80,-114 86,-104 86,-94 C90,-90 92,-84 90,-78 C88,-70 82,-66 74,-66 C64,-66 54,-72 48,-80 C44,-86 42,-92 44,-98 Z" fill="${fur}"/>
<path d="M56,-110 Q64,-128 74,-116 Z" fill="${fur}"/>
<path d="M70,-98 C78,-98 86,-94 88,-88 C90,-82 88,-74 82,-70 C76,-68 70,-72 68,-78 C66,-86 66,-94 70,-98 Z" fill="${face}"/>
<path d="M68,-98 Q80,-102 89,-92" stroke="${fur}" stroke-width="4" fill="none" stroke-linecap="round"/>
<circle cx="79" cy="-91" r="1.8" fill="#c28a55"/>
<path d="M82,-79 q3,1 6,-1" stroke="${fur}" stroke-width="1.6" fill="none"/></g>`;
}

/** A gorilla sitting and facing the viewer, hands on the ground: a female or a young male. */
export function seatedGorilla(x: number, y: number, s: number, fur: string, face: string): string {
  return `<g ${at(x, y, s)}>
<path d="M-16,-62 C-40,-62 -47,-46 -45,-30 C-52,-20 -50,-6 -46,0 L46,0 C50,-6 52,-20 45,-30 C47,-46 40,-62 16,-62 Z" fill="${fur}"/>
<ellipse cx="-22" cy="-8" rx="20" ry="9" fill="${fur}"/><ellipse cx="22" cy="-8" rx="20" ry="9" fill="${fur}"/>
<ellipse cx="0" cy="-76" rx="16" ry="17" fill="${fur}"/>
<path d="M-11,-86 Q0,-102 11,-86 Z" fill="${fur}"/>
<path d="M-10,-77 Q0,-83 10,-77 Q11,-66 6,-62 Q0,-60 -6,-62 Q-11,-66 -10,-77 Z" fill="${face}"/>
<path d="M-11,-78 Q0,-84 11,-78" stroke="${fur}" stroke-width="3" fill="none"/>
<circle cx="-4.5" cy="-74.5" r="1.3" fill="#c28a55"/><circle cx="4.5" cy="-74.5" r="1.3" fill="#c28a55"/>
<path d="M-3,-67 q3,-2 6,0" stroke="${fur}" stroke-width="1.6" fill="none"/>
<path d="M-30,-40 q-4,14 -2,30 M30,-40 q4,14 2,30" stroke="${face}" stroke-width="1.2" fill="none" opacity="0.4"/></g>`;
}

/** Chimpanzee sitting with knees up: round head, big ears and a pale face set it apart from a gorilla. */
export function chimp(x: number, y: number, s: number, fur: string, face: string, flip = false): string {
  const limb = mix(fur, '#8a7664', 0.25);
  return `<g ${at(x, y, s, flip)}>
<path d="M-20,-52 C-34,-48 -36,-30 -30,-14 L-26,0 L26,0 L30,-14 C36,-30 34,-48 20,-52 Z" fill="${fur}"/>
<path d="M-14,-2 C-24,-16 -24,-32 -12,-36 C-2,-32 -2,-16 -6,-2 Z M14,-2 C24,-16 24,-32 12,-36 C2,-32 2,-16 6,-2 Z" fill="${limb}" stroke="${fur}" stroke-width="1.5"/>
<path d="M-24,-48 C-38,-36 -36,-20 -24,-22 L-14,-30 C-20,-30 -24,-34 -18,-42 Z M24,-48 C38,-36 36,-20 24,-22 L14,-30 C20,-30 24,-34 18,-42 Z" fill="${limb}" stroke="${fur}" stroke-width="1.5"/>
<ellipse cx="-12" cy="-28" rx="5.5" ry="4.5" fill="${face}"/><ellipse cx="12" cy="-28" rx="5.5" ry="4.5" fill="${face}"/>
<ellipse cx="-10" cy="-1" rx="7" ry="3" fill="${face}"/><ellipse cx="10" cy="-1" rx="7" ry="3" fill="${face}"/>
<circle cx="-16" cy="-68" r="7" fill="${fur}"/><circle cx="16" cy="-68" r="7" fill="${fur}"/>
<circle cx="-16" cy="-68" r="4.2" fill="${face}"/><circle cx="16" cy="-68" r="4.2" fill="${face}"/>
<ellipse cx="0" cy="-68" rx="14" ry="15" fill="${fur}"/>
<path d="M-10,-74 Q0,-80 10,-74 Q12,-64 8,-58 Q0,-52 -8,-58 Q-12,-64 -10,-74 Z" fill="${face}"/>
<path d="M-10,-73 Q0,-77 10,-73" stroke="#3a2a20" stroke-width="2" fill="none" opacity="0.6"/>
<circle cx="-4.5" cy="-70" r="1.4" fill="#2a1a10"/><circle cx="4.5" cy="-70" r="1.4" fill="#2a1a10"/>
<path d="M-5,-59 q5,3 10,0" stroke="#3a2a20" stroke-width="1.2" fill="none"/></g>`;
}

/** A male lion lying with its head up, mane and all, facing right; `mane: false` for a lioness. */
export function lion(rng: Rng, x: number, y: number, s: number, coat: string, mane: string, dark: string, hasMane = true, flip = false): string {
  let tufts = '';
  if (hasMane) {
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      tufts += `<ellipse cx="${r1(52 + Math.cos(a) * 20)}" cy="${r1(-52 + Math.sin(a) * 22)}" rx="${r1(between(rng, 9, 13))}" ry="${r1(between(rng, 7, 10))}" transform="rotate(${r1((a * 180) / Math.PI)} ${r1(52 + Math.cos(a) * 20)} ${r1(-52 + Math.sin(a) * 22)})"/>`;
    }
  }
  const head = hasMane ? { x: 60, y: -52 } : { x: 56, y: -44 };
  return `<g ${at(x, y, s, flip)}>
<path d="M-70,-12 C-86,-10 -96,-18 -104,-8" stroke="${coat}" stroke-width="4" fill="none" stroke-linecap="round"/>
<ellipse cx="-106" cy="-7" rx="5" ry="4" fill="${dark}"/>
<path d="M-74,-8 C-78,-30 -62,-44 -30,-42 L24,-44 C38,-46 46,-40 48,-30 L50,-12 L96,-10 C100,-6 100,-2 96,0 L-60,0 C-70,0 -74,-4 -74,-8 Z" fill="${coat}"/>
<ellipse cx="-50" cy="-20" rx="26" ry="20" fill="${coat}"/>
<path d="M-52,-4 C-30,-2 -10,-2 20,-4" stroke="${dark}" stroke-width="1.4" fill="none" opacity="0.35"/>
<g fill="${mane}">${tufts}</g>
${hasMane ? `<ellipse cx="52" cy="-52" rx="26" ry="28" fill="${mane}"/>` : ''}
<path d="M${head.x - 12},${head.y - 10} C${head.x - 6},${head.y - 20} ${head.x + 10},${head.y - 20} ${head.x + 16},${head.y - 10} L${head.x + 26},${head.y + 2} C${head.x + 26},${head.y + 10} ${head.x + 18},${head.y + 14} ${head.x + 8},${head.y + 12} C${head.x - 4},${head.y + 14} ${head.x - 14},${head.y + 4} ${head.x - 12},${head.y - 10} Z" fill="${coat}"/>
<circle cx="${head.x - 6}" cy="${head.y - 16}" r="5" fill="${coat}"/><circle cx="${head.x - 6}" cy="${head.y - 16}" r="2.4" fill="${dark}"/>
<path d="M${head.x + 22},${head.y} l5,1 l-2,4 Z" fill="${dark}"/>
<path d="M${head.x + 6},${head.y - 6} l5,-1" stroke="${dark}" stroke-width="1.8" stroke-linecap="round"/>
<path d="M${head.x + 14},${head.y + 8} q5,2 10,-2" stroke="${dark}" stroke-width="1.2" fill="none"/></g>`;
}

/** Ring-tailed lemur on a branch: grey back, white mask with black eye patches and a black-and-white banded tail. */
export function lemur(x: number, y: number, s: number, fur: string, belly: string, flip = false, tailSide = 1): string {
  const t = tailSide;
  return `<g ${at(x, y, s, flip)}>
<path d="M${6 * t},-8 C${24 * t},4 ${28 * t},40 ${14 * t},70 C${6 * t},90 ${16 * t},104 ${30 * t},108" stroke="${belly}" stroke-width="9" fill="none" stroke-linecap="round"/>
<path d="M${6 * t},-8 C${24 * t},4 ${28 * t},40 ${14 * t},70 C${6 * t},90 ${16 * t},104 ${30 * t},108" stroke="#1d1a1a" stroke-width="9.4" fill="none" stroke-dasharray="8.5 8.5" stroke-dashoffset="4"/>
<path d="M-14,0 C-20,-16 -18,-36 -6,-44 L6,-44 C18,-36 20,-16 14,0 Z" fill="${fur}"/>
<path d="M-8,-4 C-12,-18 -10,-32 0,-36 C10,-32 12,-18 8,-4 Z" fill="${belly}"/>
<path d="M-14,-2 l-6,4 M14,-2 l6,4" stroke="${fur}" stroke-width="5" stroke-linecap="round"/>
<path d="M-14,-32 C-22,-22 -20,-12 -14,-8 M14,-32 C22,-22 20,-12 14,-8" stroke="${fur}" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M-12,-58 L-15,-70 L-5,-62 Z M12,-58 L15,-70 L5,-62 Z" fill="${fur}"/>
<path d="M-13,-58 C-13,-66 13,-66 13,-58 C13,-50 6,-42 0,-38 C-6,-42 -13,-50 -13,-58 Z" fill="${belly}"/>
<ellipse cx="-5.5" cy="-55" rx="4.5" ry="5" fill="#1d1a1a"/><ellipse cx="5.5" cy="-55" rx="4.5" ry="5" fill="#1d1a1a"/>
<circle cx="-5.5" cy="-55" r="2.6" fill="#f2a03a"/><circle cx="5.5" cy="-55" r="2.6" fill="#f2a03a"/>
<circle cx="-5.5" cy="-55" r="1" fill="#111"/><circle cx="5.5" cy="-55" r="1" fill="#111"/>
<path d="M-3,-44 L3,-44 L0,-38 Z" fill="#1d1a1a"/></g>`;
}

/** Zebra facing right; the stripes are clipped to the body, so they follow its outline. */
export function zebra(rng: Rng, x: number, y: number, s: number, clipId: string, flip = false): string {
  const body = 'M-40,-40 C-42,-56 -20,-60 10,-58 C24,-58 30,-62 38,-72 L52,-84 C58,-88 64,-86 66,-80 L70,-66 C70,-62 66,-60 62,-62 L50,-56 C46,-50 42,-44 40,-38 L38,0 L32,0 L30,-30 L-24,-30 L-28,0 L-34,0 L-36,-30 C-40,-34 -41,-36 -40,-40 Z';
  let stripes = '';
  for (let i = 0; i < 16; i++) {
    const sx = -40 + i * 7 + between(rng, -1, 1);
    stripes += `<path d="M${r1(sx)},-64 q${r1(between(rng, -4, 4))},20 ${r1(between(rng, -3, 3))},70" stroke="#151515" stroke-width="${r1(between(rng, 2.6, 3.6))}" fill="none"/>`;
  }
  stripes += '<path d="M44,-70 l14,12 M48,-76 l14,10 M54,-82 l10,10 M36,-62 l10,14" stroke="#151515" stroke-width="2.6"/>';
  return `<g ${at(x, y, s, flip)}><clipPath id="${clipId}"><path d="${body}"/></clipPath>
<path d="${body}" fill="#f4f1ea"/><g clip-path="url(#${clipId})">${stripes}</g>
<path d="M-40,-44 q-8,10 -6,22" stroke="#151515" stroke-width="2" fill="none"/>
<path d="M40,-70 L50,-86 L56,-82 L46,-64 Z" fill="#151515"/><path d="M62,-86 l4,-8 l2,8 Z" fill="#f4f1ea"/>
<ellipse cx="67" cy="-68" rx="4" ry="5" fill="#151515"/></g>`;
}

/** Hippo heads at the water line: eyes, ears and nostrils, the rest under the surface. */
export function hippo(x: number, y: number, s: number, skin: string, water: string): string {
  return `<g ${at(x, y, s)}><path d="M-30,0 C-30,-14 -16,-20 0,-18 C14,-20 34,-16 36,-4 L36,0 Z" fill="${skin}"/>
<circle cx="-16" cy="-20" r="5" fill="${skin}"/><circle cx="-4" cy="-19" r="4.5" fill="${skin}"/>
<circle cx="-18" cy="-26" r="3" fill="${skin}"/><circle cx="-6" cy="-25" r="3" fill="${skin}"/>
<circle cx="-15" cy="-21" r="1.2" fill="#111"/><circle cx="-3" cy="-20" r="1.2" fill="#111"/>
<ellipse cx="30" cy="-10" rx="3" ry="1.6" fill="#222"/>
<ellipse cx="2" cy="1" rx="44" ry="4" fill="${water}" opacity="0.7"/></g>`;
}

/** Humpback whale's tail raised as it dives, water streaming from the fluke. */
export function fluke(rng: Rng, x: number, y: number, s: number, skin: string, belly: string): string {
  let drops = '';
  for (let i = 0; i < 14; i++) {
    const dx = between(rng, -60, 60);
    drops += `<path d="M${r1(dx)},${r1(-96 + Math.abs(dx) * 0.3)} l0,${r1(between(rng, 10, 40))}" stroke="#ffffff" stroke-width="${r1(between(rng, 1, 2.4))}" opacity="0.7" stroke-linecap="round"/>`;
  }
  return `<g ${at(x, y, s)}>
<path d="M-8,0 C-10,-30 -8,-60 -4,-78 L4,-78 C8,-60 10,-30 8,0 Z" fill="${skin}"/>
<path d="M0,-76 C-20,-78 -46,-92 -66,-112 C-50,-108 -36,-108 -24,-102 C-14,-98 -6,-92 0,-86 C6,-92 14,-98 24,-102 C36,-108 50,-108 66,-112 C46,-92 20,-78 0,-76 Z" fill="${skin}"/>
<path d="M0,-80 C-16,-82 -36,-92 -52,-106 C-38,-102 -24,-98 0,-86 Z" fill="${belly}" opacity="0.55"/>
${drops}<ellipse cx="0" cy="2" rx="${r1(30 + intBetween(rng, 0, 20))}" ry="6" fill="#ffffff" opacity="0.75"/></g>`;
}

/** A group of small reef fish heading one way. */
export function fishSchool(rng: Rng, x: number, y: number, s: number, count: number, body: string, stripe: string): string {
  let out = '';
  const dir = chance(rng, 0.5) ? 1 : -1;
  for (let i = 0; i < count; i++) {
    const fx = x + between(rng, -80, 80) * s;
    const fy = y + between(rng, -40, 40) * s;
    const fs = s * between(rng, 0.7, 1.2);
    out += `<g ${at(fx, fy, fs, dir < 0)}><path d="M-10,0 C-4,-8 8,-8 12,0 C8,8 -4,8 -10,0 Z M-10,0 L-18,-7 L-16,0 L-18,7 Z" fill="${body}"/><path d="M0,-6 L0,6" stroke="${stripe}" stroke-width="2.4"/><circle cx="7" cy="-1.5" r="1.2" fill="#111"/></g>`;
  }
  return out;
}
