/** Agency logotypes: a round or shield badge in the agency's colour with its initials and a small motif. */
import { createRng, pick } from './random.js';
import { acacia, baobab, palm } from './elements.js';
import { mix, r1 } from './kit.js';

export const LOGO_MOTIFS = ['mountain', 'acacia', 'sun', 'wave', 'leaf', 'baobab', 'palm', 'compass'] as const;
export type LogoMotif = (typeof LOGO_MOTIFS)[number];

const BADGE_COLOURS = ['#1f5e45', '#8c3b23', '#1e3a5f', '#a0612a', '#5b2f4f', '#1d5f66', '#3d4a1f', '#7a2e35', '#2b4c3f', '#6b4a1f'];

function motif(kind: LogoMotif, ink: string, seed: number): string {
  const rng = createRng(seed);
  switch (kind) {
    case 'mountain':
      return `<path d="M140,160 L185,100 L200,116 L222,86 L262,160 Z" fill="${ink}"/><path d="M210,102 L222,86 L234,102 L227,98 L221,106 L215,98 Z" fill="#ffffff" opacity="0.9"/>`;
    case 'acacia':
      return `<g transform="translate(200,160) scale(1.15)">${acacia(rng, 0, 0, 1, ink)}</g>`;
    case 'sun':
      return `<circle cx="200" cy="150" r="30" fill="${ink}"/>${Array.from({ length: 9 }, (_, i) => {
        const a = Math.PI + (i / 8) * Math.PI;
        return `<path d="M${r1(200 + Math.cos(a) * 40)},${r1(150 + Math.sin(a) * 40)} L${r1(200 + Math.cos(a) * 56)},${r1(150 + Math.sin(a) * 56)}" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`;
      }).join('')}<rect x="138" y="150" width="124" height="14" fill="currentColor"/>`;
    case 'wave':
      return `<path d="M140,130 q15,-18 30,0 t30,0 t30,0 t30,0 M140,152 q15,-18 30,0 t30,0 t30,0 t30,0" stroke="${ink}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
    case 'leaf':
      return `<path d="M200,80 Q248,118 200,166 Q152,118 200,80 Z" fill="${ink}"/><path d="M200,92 L200,160" stroke="currentColor" stroke-width="4"/>`;
    case 'baobab':
      return `<g transform="translate(200,164) scale(0.55)">${baobab(rng, 0, 0, 1, ink)}</g>`;
    case 'palm':
      return `<g transform="translate(188,166) scale(0.55)">${palm(rng, 0, 0, 1, ink)}</g>`;
    default:
      return `<circle cx="200" cy="124" r="38" fill="none" stroke="${ink}" stroke-width="5"/><path d="M200,90 L210,124 L200,158 L190,124 Z" fill="${ink}"/><path d="M166,124 L200,116 L234,124 L200,132 Z" fill="${ink}" opacity="0.6"/>`;
  }
}

export function logoSvg(motifKind: LogoMotif, initials: string, seed: number, width: number): string {
  const rng = createRng(seed);
  const colour = pick(rng, BADGE_COLOURS);
  const cream = '#f7efe0';
  const gold = mix('#e0b45c', cream, 0.2);
  const shield = rng() < 0.4;
  const letters = initials.toUpperCase();
  const size = letters.length > 2 ? 78 : 96;
  const shape = shield
    ? `<path d="M200,28 L352,70 L352,190 Q352,310 200,372 Q48,310 48,190 L48,70 Z" fill="${colour}"/><path d="M200,46 L334,84 L334,190 Q334,296 200,352 Q66,296 66,190 L66,84 Z" fill="none" stroke="${gold}" stroke-width="3"/>`
    : `<circle cx="200" cy="200" r="172" fill="${colour}"/><circle cx="200" cy="200" r="152" fill="none" stroke="${gold}" stroke-width="3"/>`;
  const body = `<rect width="400" height="400" fill="${cream}"/>${shape}
<g color="${colour}">${motif(motifKind, cream, seed ^ 0x5bd1)}</g>
<text x="200" y="${shield ? 262 : 266}" text-anchor="middle" font-family="DejaVu Serif, Liberation Serif, Georgia, serif" font-weight="700" font-size="${size}" letter-spacing="6" fill="${cream}">${letters}</text>
<path d="M140,292 h120" stroke="${gold}" stroke-width="3"/><circle cx="128" cy="292" r="4" fill="${gold}"/><circle cx="272" cy="292" r="4" fill="${gold}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 400 400">${body}</svg>`;
}
