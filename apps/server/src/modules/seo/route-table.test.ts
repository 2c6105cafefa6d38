import { describe, expect, it } from 'vitest';
import { COUNTRIES, PAGE_PATHS, matchPagePath, routes } from '@safari/contract';
import { DESTINATION_PAGES, NOINDEX_PREFIXES, STATIC_PAGES } from './pages.js';
import { resetLink, setupLink } from '../mail/templates.js';

const patterns: string[] = Object.values(PAGE_PATHS);
const isPage = (path: string) => patterns.some((p) => matchPagePath(p, path));

/** Page meta, sitemap and e-mail links all come from the contract's route table. */
describe('server pages and the contract route table', () => {
  it('describes only pages of the route table', () => {
    for (const path of Object.keys(STATIC_PAGES)) expect(patterns, path).toContain(path);
  });

  it('gives every destination of the table its own meta', () => {
    for (const c of COUNTRIES) {
      expect(isPage(routes.destination(c.id))).toBe(true);
      expect(DESTINATION_PAGES[c.id].title).toBeTruthy();
    }
  });

  it('keeps indexed sitemap pages and no-index prefixes apart', () => {
    const inSitemap = Object.entries(STATIC_PAGES).filter(([, page]) => page?.inSitemap).map(([path]) => path);
    expect(inSitemap).toContain(PAGE_PATHS.home);
    for (const path of inSitemap) {
      expect(STATIC_PAGES[path as keyof typeof STATIC_PAGES]?.noindex).toBeFalsy();
      expect(NOINDEX_PREFIXES.some((p) => path.startsWith(p))).toBe(false);
    }
    for (const path of [routes.recommendations('x'), routes.shared('t'), routes.agent.dashboard, routes.admin.home, routes.devOutbox])
      expect(NOINDEX_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p)), path).toBe(true);
  });

  it('builds e-mailed links on the public base URL from the table', () => {
    const base = 'https://safari.example';
    const setup = new URL(setupLink(base, 'tok-1', 'a+b@example.com'));
    expect(setup.origin).toBe(base);
    expect(setup.pathname).toBe(PAGE_PATHS.agentSetupPassword);
    expect(setup.searchParams.get('token')).toBe('tok-1');
    expect(setup.searchParams.get('email')).toBe('a+b@example.com');
    const reset = resetLink(base, 'tok_2');
    expect(reset).toBe(`${base}/agent/reset-password/tok_2`);
    expect(matchPagePath(PAGE_PATHS.agentResetPasswordToken, new URL(reset).pathname)).toEqual({ token: 'tok_2' });
  });
});
