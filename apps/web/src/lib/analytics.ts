/**
 * Analytics events of traveller-side.md §3/§7, sent to GA4 (gtag) only when a measurement id was configured
 * at build time (VITE_GA_MEASUREMENT_ID) and the visitor accepted analytics cookies. Otherwise every call is
 * a no-op: nothing is loaded, stored or sent. Callers never need to check.
 */
import { credentialPagePattern } from '@safari/contract';

export type AnalyticsEvent =
  | 'page_view'
  | 'onboarding_start'
  | 'onboarding_step_complete'
  | 'onboarding_complete'
  | 'onboarding_abandon'
  | 'experience_view'
  | 'experience_enquiry'
  | 'experience_search'
  | 'experience_filter'
  | 'agent_view'
  | 'agent_enquiry'
  | 'email_signup'
  | 'preferences_update'
  | 'search_performed'
  | 'api_error'
  | 'form_error';

export interface AnalyticsParams {
  experience_id?: number | string | null;
  agent_id?: number | string | null;
  step_number?: number;
  section?: string;
  error_message?: string;
  [key: string]: unknown;
}

export type ConsentChoice = 'granted' | 'denied';

const CONSENT_KEY = 'analytics-consent';
const ANALYTICS_ID_KEY = 'analytics-id';
const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let loadedFor: string | null = null;
let bannerRequested = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function measurementId(): string | null {
  const id = (import.meta.env.VITE_GA_MEASUREMENT_ID as string | undefined)?.trim();
  return id ? id : null;
}

/** Without a measurement id nothing is ever sent, so there is nothing to ask consent for. */
export function isAnalyticsConfigured(): boolean {
  return measurementId() !== null;
}

export function getConsent(): ConsentChoice | null {
  try {
    const v = window.localStorage.getItem(CONSENT_KEY);
    return v === 'granted' || v === 'denied' ? v : null;
  } catch {
    return null;
  }
}

/** Stores the banner's answer; accepting loads the tag at once (and counts the current page), declining stops sending. */
export function setConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // storage disabled: the choice holds for this page view only
  }
  bannerRequested = false;
  if (choice === 'granted') {
    if (initAnalytics()) trackPageView();
  } else {
    if (loadedFor) window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
    try {
      window.localStorage.removeItem(ANALYTICS_ID_KEY);
    } catch {
      // nothing stored
    }
  }
  notify();
}

/** The banner shows when nothing was chosen yet, or when the visitor reopened it ("Cookie settings"). */
export function isConsentBannerOpen(): boolean {
  return bannerRequested || getConsent() === null;
}
export function openConsentBanner(): void {
  bannerRequested = true;
  notify();
}
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The traveller id is the traveller's only credential (DESIGN.md §4), so analytics never sees it: events carry
 * a separate random id, created when the visitor accepts analytics and forgotten when they decline.
 */
function analyticsId(): string | null {
  try {
    let id = window.localStorage.getItem(ANALYTICS_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      window.localStorage.setItem(ANALYTICS_ID_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const PRIVATE_PARAMS = new Set(['token', 'email', 'userid', 'user_id', 'travelerid', 'traveler_id']);

/** A path as analytics may see it: credentials in the path become their route pattern, private query parameters go. */
export function pathForAnalytics(pathname: string, search = ''): string {
  const credentialPattern = credentialPagePattern(pathname);
  const path = (credentialPattern ?? pathname).replace(UUID, ':id');
  const params = new URLSearchParams(search);
  const privateKeys = [...params.keys()].filter((key) => PRIVATE_PARAMS.has(key.toLowerCase()));
  if (privateKeys.length === 0) return `${path}${search.replace(UUID, ':id')}`;
  for (const key of privateKeys) params.delete(key);
  const query = params.toString();
  return query ? `${path}?${query.replace(UUID, ':id')}` : path;
}

/** Any string parameter that happens to hold an id loses it too (e.g. an error message quoting a URL). */
function scrub(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(UUID, ':id') : value;
}

function isEnabled(): boolean {
  return loadedFor !== null && loadedFor === measurementId() && getConsent() === 'granted';
}

/**
 * Loads gtag once when a measurement id exists and consent was given. Automatic page views are off:
 * the root layout sends one per route change. Returns whether analytics is active.
 */
export function initAnalytics(): boolean {
  const id = measurementId();
  if (!id || getConsent() !== 'granted' || typeof document === 'undefined') return false;
  if (loadedFor === id) return true;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the `arguments` object itself, so this must stay a classic function (not rest args).
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  window.gtag('js', new Date());
  window.gtag('config', id, {
    send_page_view: false,
    anonymize_ip: true,
    // gtag sends the document's location and referrer with every hit unless told otherwise.
    ...locationFields(),
    custom_map: { dimension1: 'user_id', dimension2: 'preferred_destinations', dimension3: 'trip_type' },
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(id)}`;
  script.dataset.analytics = 'gtag';
  document.head.appendChild(script);
  loadedFor = id;
  return true;
}

function locationFields() {
  const path = pathForAnalytics(window.location.pathname, window.location.search);
  let referrer = document.referrer;
  try {
    const ref = new URL(document.referrer);
    referrer = ref.origin === window.location.origin ? `${ref.origin}${pathForAnalytics(ref.pathname, ref.search)}` : ref.origin;
  } catch {
    referrer = '';
  }
  return { page_location: `${window.location.origin}${path}`, page_path: path, page_referrer: referrer };
}

/** Sends one event with an ISO timestamp; a no-op without consent or measurement id. */
export function trackEvent(name: AnalyticsEvent, params: AnalyticsParams = {}): void {
  if (!isEnabled()) return;
  const payload: Record<string, unknown> = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, scrub(v)]));
  payload.timestamp = new Date().toISOString();
  // Whatever a caller passed, the only user id analytics ever gets is the pseudonymous one.
  delete payload.user_id;
  const id = analyticsId();
  if (id) payload.user_id = id;
  try {
    // Keep gtag's own location fields (sent with every hit) on the route pattern of the current page.
    window.gtag?.('set', locationFields());
    window.gtag?.('event', name, payload);
  } catch {
    // analytics must never break the page
  }
}

/** page_view with the path and query, the full location and the title (spec §7), ids reduced to route patterns. */
export function trackPageView(): void {
  trackEvent('page_view', { ...locationFields(), page_title: document.title });
}

/** For tests: forget the loaded tag. */
export function resetAnalyticsForTests(): void {
  loadedFor = null;
  bannerRequested = false;
  listeners.clear();
}
