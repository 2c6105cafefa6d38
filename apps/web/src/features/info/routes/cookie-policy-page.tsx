import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { COMPANY } from '../company';
import { CompanyEmail } from '../components/company-details';
import { LegalPage, type LegalSection } from '../components/legal-page';

const STORAGE = [
  { name: 'userId', type: 'Local storage', purpose: 'Remembers your trip plan (your traveller reference) after you start planning, so enquiries and preferences reach the right record.', retention: 'Until you clear your browser storage', category: 'Necessary' },
  { name: 'analytics-consent', type: 'Local storage', purpose: 'Remembers whether you accepted or declined analytics cookies, so we don’t ask on every visit.', retention: 'Until you change your choice or clear your browser storage', category: 'Necessary' },
  { name: 'agentToken, agentInfo, subscriptionStatus', type: 'Local storage', purpose: 'Keeps partner agents signed in to the agent portal. Only set when an agent signs in.', retention: 'Removed on sign-out; the session expires after 30 days', category: 'Necessary' },
  { name: '_ga, _ga_<id>', type: 'Cookie (Google Analytics 4)', purpose: 'Counts visits and shows us which pages and steps work, using a random identifier. Only set after you accept analytics.', retention: 'Up to 24 months', category: 'Analytics (consent)' },
];

const sections: LegalSection[] = [
  {
    id: 'what',
    title: 'What cookies and local storage are',
    body: (
      <p>
        Cookies are small text files a website stores in your browser. Local storage is a similar browser feature that keeps small pieces of data on
        your device. We use both sparingly: a few entries are needed for the site to work, and analytics cookies are set only if you agree.
      </p>
    ),
  },
  {
    id: 'list',
    title: 'What we store',
    body: (
      <>
        <p>This is the complete list of cookies and local storage entries this site uses.</p>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption className="sr-only">Cookies and local storage used by this site</caption>
            <thead>
              <tr className="border-b-2 border-stone-300 text-stone-900">
                <th scope="col" className="py-2 pr-4">Name</th>
                <th scope="col" className="py-2 pr-4">Type</th>
                <th scope="col" className="py-2 pr-4">Purpose</th>
                <th scope="col" className="py-2 pr-4">Retention</th>
                <th scope="col" className="py-2">Category</th>
              </tr>
            </thead>
            <tbody>
              {STORAGE.map((row) => (
                <tr key={row.name} className="border-b border-stone-200 align-top">
                  <th scope="row" className="py-3 pr-4 font-mono text-xs font-semibold text-stone-900">{row.name}</th>
                  <td className="py-3 pr-4">{row.type}</td>
                  <td className="py-3 pr-4">{row.purpose}</td>
                  <td className="py-3 pr-4">{row.retention}</td>
                  <td className="py-3">{row.category}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    ),
  },
  {
    id: 'consent',
    title: 'Analytics only with your consent',
    body: (
      <>
        <p>
          When you first visit, we ask whether you accept analytics cookies. Until you accept, no analytics script is loaded and no analytics cookie
          is set. If you decline, we remember that choice and don’t ask again.
        </p>
        <p>
          With your consent we use Google Analytics 4 to understand how the site is used — for example which pages are visited and where people leave
          the planning steps. Advertising features and ad personalisation are switched off.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long they are kept',
    body: (
      <p>
        Cookies we set are kept for between 6 and 24 months, depending on their purpose, and are then deleted by your browser. Analytics data is kept
        for 24 months. Local storage entries stay until you clear them, sign out or change your choice.
      </p>
    ),
  },
  {
    id: 'change',
    title: 'Changing your choice',
    body: (
      <>
        <p>
          You can change your decision at any time with the <strong>Cookie settings</strong> link at the bottom of every page. Withdrawing consent stops
          analytics from that moment on.
        </p>
        <p>
          You can also delete cookies and local storage in your browser’s settings. If you delete <code>userId</code>, we can no longer link this device to
          your trip plan; you can simply start planning again.
        </p>
      </>
    ),
  },
  {
    id: 'more',
    title: 'More information',
    body: (
      <p>
        How we handle personal data in general is described in our <Link to={paths.privacyPolicy}>Privacy Policy</Link>. Questions about cookies:{' '}
        <CompanyEmail />.
      </p>
    ),
  },
];

export { prefetchCompany as prefetch } from '../api/get-company';

export default function CookiePolicyPage() {
  usePageMeta('Cookie Policy', 'Which cookies and local storage entries Safari Marketplace uses, how long they are kept and how to change your consent.');
  return (
    <LegalPage
      eyebrow="Legal"
      title="Cookie Policy"
      updated={COMPANY.policiesUpdated}
      intro={<p>This policy explains which cookies and browser storage entries {COMPANY.brand} uses, why, and how you stay in control.</p>}
      sections={sections}
    />
  );
}
