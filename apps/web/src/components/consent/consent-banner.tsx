import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isAnalyticsConfigured, isConsentBannerOpen, openConsentBanner, setConsent, subscribeConsent } from '@/lib/analytics';
import { buttonClass } from '@/components/ui/button';

const useBannerOpen = () => useSyncExternalStore(subscribeConsent, isConsentBannerOpen, () => false);

/**
 * Analytics cookie consent. Shown only when analytics is configured (otherwise no cookie is ever set);
 * the choice is kept in localStorage and can be changed from the footer's "Cookie settings".
 */
export function ConsentBanner() {
  const open = useBannerOpen();
  if (!isAnalyticsConfigured() || !open) return null;
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-[60] mx-auto max-w-3xl rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-stone-200 sm:inset-x-6"
    >
      <h2 className="font-display text-lg font-bold text-stone-900">Cookies and analytics</h2>
      <p className="mt-2 text-sm text-stone-700">
        We would like to use Google Analytics cookies to understand how visitors use this site and improve it. They are
        only set if you accept. Read our{' '}
        <Link to={paths.cookiePolicy} className="font-medium text-emerald-800 underline">
          Cookie Policy
        </Link>
        .
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={() => setConsent('denied')}
          className={buttonClass({ tone: 'quiet', size: 'sm' })}
        >
          Decline
        </button>
        <button
          type="button"
          onClick={() => setConsent('granted')}
          className={buttonClass({ size: 'sm' })}
        >
          Accept
        </button>
      </div>
    </section>
  );
}

/** Footer entry that reopens the banner; absent when analytics is not configured. */
export function ConsentSettingsLink({ className }: { className?: string }) {
  if (!isAnalyticsConfigured()) return null;
  return (
    <li>
      <button type="button" onClick={openConsentBanner} className={className}>
        Cookie settings
      </button>
    </li>
  );
}
