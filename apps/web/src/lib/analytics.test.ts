import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getConsent,
  initAnalytics,
  isConsentBannerOpen,
  openConsentBanner,
  resetAnalyticsForTests,
  setConsent,
  trackEvent,
  trackPageView,
} from './analytics';

const gtagScripts = () => document.head.querySelectorAll('script[data-analytics="gtag"]');
const events = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((args) => args[0] === 'event');

beforeEach(() => {
  resetAnalyticsForTests();
  localStorage.clear();
  delete window.dataLayer;
  delete window.gtag;
  gtagScripts().forEach((s) => s.remove());
});
afterEach(() => vi.unstubAllEnvs());

describe('analytics', () => {
  it('sends nothing and loads nothing without consent, even with a measurement id', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    expect(initAnalytics()).toBe(false);
    trackEvent('experience_view', { experience_id: 1 });
    expect(gtagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    expect(isConsentBannerOpen()).toBe(true);
  });

  it('sends nothing when consent was given but no measurement id is configured', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', '');
    setConsent('granted');
    trackEvent('search_performed', { q: 'safari' });
    expect(gtagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('with consent and an id loads gtag once, without automatic page views, and stamps every event', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    setConsent('granted');
    initAnalytics();
    expect(gtagScripts()).toHaveLength(1);
    expect((gtagScripts()[0] as HTMLScriptElement).src).toContain('id=G-TEST123');
    const config = window.dataLayer!.map((e) => Array.from(e as ArrayLike<unknown>)).find((a) => a[0] === 'config');
    expect(config?.[1]).toBe('G-TEST123');
    expect(config?.[2]).toMatchObject({ send_page_view: false });

    trackEvent('experience_view', { experience_id: 7, agent_id: 3 });
    const last = events().at(-1)!;
    expect(last[1]).toBe('experience_view');
    expect(last[2]).toMatchObject({ experience_id: 7, agent_id: 3 });
    const stamp = (last[2] as { timestamp: string }).timestamp;
    expect(new Date(stamp).toISOString()).toBe(stamp);
  });

  it('accepting sends a page_view with path, location and title', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    window.history.pushState({}, '', '/searchresultpage?tripType=Beach%20Time');
    document.title = 'Experiences';
    setConsent('granted');
    const pv = events().find((a) => a[1] === 'page_view')!;
    expect(pv[2]).toMatchObject({
      page_path: '/searchresultpage?tripType=Beach%20Time',
      page_location: `${window.location.origin}/searchresultpage?tripType=Beach%20Time`,
      page_title: 'Experiences',
    });
    trackPageView();
    expect(events().filter((a) => a[1] === 'page_view')).toHaveLength(2);
  });

  it('never sends the traveller id: a pseudonymous id instead, and credential paths as their route pattern', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    const travelerId = '6f1c2a9e-3b7d-4e21-9a55-0c8d7e6f5a41';
    localStorage.setItem('userId', travelerId);
    window.history.pushState({}, '', `/searchresultpage/${travelerId}?limit=5&userId=${travelerId}`);
    setConsent('granted');
    const pseudonym = localStorage.getItem('analytics-id');
    expect(pseudonym).toMatch(/^[0-9a-f-]{36}$/);
    expect(pseudonym).not.toBe(travelerId);
    trackEvent('experience_enquiry', { experience_id: 4, user_id: travelerId, error_message: `GET /api/travelers/${travelerId} failed` } as never);
    const last = events().at(-1)!;
    expect(last[2]).toMatchObject({ user_id: pseudonym, error_message: 'GET /api/travelers/:id failed' });
    const pv = events().find((a) => a[1] === 'page_view')!;
    expect(pv[2]).toMatchObject({ page_path: '/searchresultpage/:travelerId?limit=5', page_location: `${window.location.origin}/searchresultpage/:travelerId?limit=5` });
    // gtag's own per-hit location fields are set to the same reduced values.
    const sets = window.dataLayer!.map((e) => Array.from(e as ArrayLike<unknown>)).filter((a) => a[0] === 'set' || a[0] === 'config');
    expect(sets.length).toBeGreaterThan(0);
    expect(JSON.stringify(window.dataLayer)).not.toContain(travelerId);
    // Declining forgets the pseudonym.
    setConsent('denied');
    expect(localStorage.getItem('analytics-id')).toBeNull();
  });

  it('declining after accepting stops sending, and the banner can be reopened', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    setConsent('granted');
    const before = events().length;
    setConsent('denied');
    expect(getConsent()).toBe('denied');
    expect(isConsentBannerOpen()).toBe(false);
    trackEvent('api_error', { error_message: 'x' });
    expect(events()).toHaveLength(before);
    openConsentBanner();
    expect(isConsentBannerOpen()).toBe(true);
  });
});
