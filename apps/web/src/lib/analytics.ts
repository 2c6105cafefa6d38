/**
 * Analytics events of traveller-side.md §3/§7, sent to GA4 (gtag) only when a measurement id was configured
 * at build time (VITE_GA_MEASUREMENT_ID) and the visitor accepted analytics cookies. Otherwise every call is
 * a no-op: nothing is loaded, stored or sent. Callers never need to check.
 */
import { getStoredUserId } from './traveler-identity';

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
  user_id?: string | null;
  experience_id?: number | string | null;
  agent_id?: number | string | null;
  step_number?: number;
  section?: string;
  error_message?: string;
  [key: string]: unknown;
}

export type ConsentChoice = 'granted' | 'denied';

const CONSENT_KEY = 'analytics-consent';
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
  } else if (loadedFor) {
    window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
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

/** Sends one event with an ISO timestamp; a no-op without consent or measurement id. */
export function trackEvent(name: AnalyticsEvent, params: AnalyticsParams = {}): void {
  if (!isEnabled()) return;
  const payload: Record<string, unknown> = { ...params, timestamp: new Date().toISOString() };
  const userId = params.user_id ?? getStoredUserId();
  if (userId) payload.user_id = userId;
  else delete payload.user_id;
  try {
    window.gtag?.('event', name, payload);
  } catch {
    // analytics must never break the page
  }
}

/** page_view with the path and query, the full location and the title (spec §7). */
export function trackPageView(): void {
  trackEvent('page_view', {
    page_path: `${window.location.pathname}${window.location.search}`,
    page_location: window.location.href,
    page_title: document.title,
  });
}

/** For tests: forget the loaded tag. */
export function resetAnalyticsForTests(): void {
  loadedFor = null;
  bannerRequested = false;
  listeners.clear();
}
