import { HERO_IMAGES, IMAGE_WIDTHS, LIMITS, PAGE_PATHS, isPrivateSectionPath } from '@safari/contract';

/**
 * What the HTML shows before the JavaScript runs. The app is client-rendered, so without this the first
 * paint waits for the whole bundle (slow phones: seconds). The server paints a static header bar on public
 * pages and, on the home page, the first hero image — chosen here, preloaded with high priority and handed
 * to the client through <meta name="hero-images"> so React shows the same slides. React replaces all of it
 * on its first render. Inline styles because the boot markup must not depend on the app's generated CSS.
 */
export interface BootMarkup {
  head: string;
  body: string;
  /** The home hero's slides for this response (the server render draws the same ones). */
  heroKeys: string[];
}

const variant = (url: string, width: number) => url.replace(/-\d+\.webp$/, `-${width}.webp`);
const srcset = (url: string) => IMAGE_WIDTHS.map((w) => `${variant(url, w)} ${w}w`).join(', ');

function pickHeroes() {
  const pool = [...HERO_IMAGES];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, LIMITS.heroImagesShown);
}

const HEADER =
  '<div aria-hidden="true" style="position:fixed;top:0;left:0;right:0;height:70px;background:#fff;border-bottom:1px solid #e7e5e4;z-index:50">' +
  '<div style="max-width:80rem;margin:0 auto;height:70px;display:flex;align-items:center;gap:.5rem;padding:0 1rem">' +
  '<img src="/logo.svg" width="36" height="36" alt="">' +
  '<span style="font-family:Georgia,\'Iowan Old Style\',serif;font-weight:700;font-size:1.2rem;color:#064e3b">Safari<span style="color:#b45309"> Marketplace</span></span>' +
  '</div></div><div style="height:70px"></div>';

/** Paths with their own shell (agent portal, admin, dev tools) get no public header. */
const isPublicPath = (pathname: string) => !isPrivateSectionPath(pathname);

export function bootMarkup(pathname: string): BootMarkup {
  if (!isPublicPath(pathname)) return { head: '', body: '', heroKeys: [] };
  if (pathname !== PAGE_PATHS.home) return { head: '', body: HEADER, heroKeys: [] };
  const heroes = pickHeroes();
  const first = heroes[0]!;
  const head = [
    `<meta name="hero-images" content="${heroes.map((h) => h.key).join(',')}" />`,
    `<link rel="preload" as="image" href="${variant(first.url, 1024)}" imagesrcset="${srcset(first.url)}" imagesizes="100vw" fetchpriority="high" />`,
  ].join('\n    ');
  const hero =
    '<div aria-hidden="true" style="position:relative;min-height:560px;overflow:hidden;background:#022c22">' +
    `<img src="${variant(first.url, 1024)}" srcset="${srcset(first.url)}" sizes="100vw" width="1600" height="900" alt="" fetchpriority="high" ` +
    'style="position:absolute;inset:0;width:100%;height:100%;object-fit:cover">' +
    '<div style="position:absolute;inset:0;background:linear-gradient(to right,rgba(12,10,9,.8),rgba(12,10,9,.5),rgba(12,10,9,.1))"></div>' +
    '</div>';
  return { head, body: HEADER + hero, heroKeys: heroes.map((h) => h.key) };
}
