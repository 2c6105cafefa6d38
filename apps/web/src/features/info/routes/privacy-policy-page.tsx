import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { COMPANY } from '../company';
import { CompanyEmail, CompanyName } from '../components/company-details';
import { LegalPage, type LegalSection } from '../components/legal-page';

const sections: LegalSection[] = [
  {
    id: 'controller',
    title: 'Who is responsible',
    body: (
      <>
        <p>
          The controller for personal data processed on this website is <CompanyName /> (address and registration in the{' '}
          <Link to={paths.imprint}>Imprint</Link>). For any privacy question or request, write to <CompanyEmail />.
        </p>
      </>
    ),
  },
  {
    id: 'role',
    title: 'Our role: an introduction service',
    body: (
      <p>
        {COMPANY.brand} introduces travellers to independent local travel agents. We do not sell trips, take payments or make bookings. When we pass
        your enquiry to an agent, that agent becomes responsible for how it uses your data to plan and book your trip, under its own privacy terms.
      </p>
    ),
  },
  {
    id: 'data',
    title: 'What we collect',
    body: (
      <>
        <h3>Travellers</h3>
        <ul>
          <li>Your e-mail address, first and last name and, if you choose to give them, your phone number, WhatsApp number and Instagram username.</li>
          <li>Your trip wishes: destinations, trip types, budget, dates, length of stay, number of adults and children, departure airport.</li>
          <li>The experiences and agents you enquire about, and the dates of your enquiries.</li>
          <li>A random traveller reference stored in your browser (<code>userId</code>) that links this device to your trip plan.</li>
          <li>If you share a trip plan: the content of the plan, which anyone with the link can open.</li>
        </ul>
        <h3>Agents and applicants</h3>
        <ul>
          <li>Company and contact details, location and licensing information, answers about your values, social media and website links.</li>
          <li>For partner accounts: the sign-in e-mail, a securely hashed password and session records.</li>
          <li>Profile texts, images and experiences you publish, which are public on the website.</li>
        </ul>
        <h3>Everyone</h3>
        <ul>
          <li>Technical data our servers need to deliver pages and protect the service, such as IP address, browser type and time of request.</li>
          <li>With your consent only: analytics data about how you use the site (see the <Link to={paths.cookiePolicy}>Cookie Policy</Link>).</li>
        </ul>
      </>
    ),
  },
  {
    id: 'purposes',
    title: 'Why we use it and on what legal basis',
    body: (
      <ul>
        <li>
          <strong>To match you with an agent and pass on your enquiry</strong> — steps you ask us to take before a contract (Art. 6(1)(b) GDPR).
        </li>
        <li>
          <strong>To review agent applications and run partnerships</strong> — pre-contractual and contractual necessity (Art. 6(1)(b) GDPR).
        </li>
        <li>
          <strong>To keep the service secure and prevent abuse</strong> — our legitimate interest in a safe service (Art. 6(1)(f) GDPR).
        </li>
        <li>
          <strong>To understand and improve the website with analytics</strong> — your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time.
        </li>
        <li>
          <strong>To meet legal obligations</strong>, for example accounting or requests from authorities (Art. 6(1)(c) GDPR).
        </li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who receives your data',
    body: (
      <>
        <ul>
          <li>The local agent you enquire with or are matched with receives your contact details and trip wishes.</li>
          <li>Service providers who host the website, store images and deliver e-mail for us, bound by data processing agreements.</li>
          <li>Google, as our analytics provider, only if you accept analytics cookies.</li>
          <li>Authorities, where the law requires it.</li>
        </ul>
        <p>We never sell personal data or share it for advertising.</p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'Transfers outside the EU',
    body: (
      <p>
        Our agents are based in Tanzania, Kenya, Uganda, Rwanda and Madagascar, outside the European Economic Area. Passing your enquiry to them is
        necessary to do what you asked us to do (Art. 49(1)(b) GDPR). Where service providers process data outside the EEA, we rely on an adequacy
        decision or the European Commission’s standard contractual clauses.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Traveller records and enquiries: while you are planning, and at most 3 years after your last activity.</li>
        <li>Agent applications: up to 3 years after the application, so we can handle questions and repeat applications.</li>
        <li>Partner accounts and published content: for as long as the partnership lasts, then deleted or anonymised.</li>
        <li>Analytics data: 24 months.</li>
        <li>Cookies: between 6 and 24 months, depending on the cookie.</li>
        <li>Security logs: a short period, normally no longer than 30 days, unless needed to investigate an incident.</li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the GDPR you have the right to:</p>
        <ul>
          <li>access the personal data we hold about you and receive a copy;</li>
          <li>have inaccurate data corrected and incomplete data completed;</li>
          <li>have your data erased, or its processing restricted;</li>
          <li>receive your data in a portable format;</li>
          <li>object to processing based on our legitimate interests;</li>
          <li>withdraw your consent at any time, without affecting earlier processing;</li>
          <li>lodge a complaint with a supervisory authority: the one where we are established or the one where you live.</li>
        </ul>
        <p>To exercise your rights, write to <CompanyEmail />. We answer within one month.</p>
      </>
    ),
  },
  {
    id: 'age',
    title: 'Age limit',
    body: <p>The service is not intended for users under 18. We do not knowingly collect data from minors; if you believe we have, please contact us and we will delete it.</p>,
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Data is transferred over encrypted connections. Passwords are stored only as strong one-way hashes, sign-in and reset links are single-use and
        expire, and access to personal data is limited to the people who need it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <p>We update this policy when our services or the law change. The date at the top shows the latest version.</p>,
  },
];

export { prefetchCompany as prefetch } from '../api/get-company';

export default function PrivacyPolicyPage() {
  usePageMeta('Privacy Policy', 'How Safari Marketplace collects, uses, shares and keeps personal data, and the GDPR rights of travellers and agents.');
  return (
    <LegalPage
      eyebrow="Legal"
      title="Privacy Policy"
      updated={COMPANY.policiesUpdated}
      intro={<p>Your trust matters to us. This policy explains what personal data we collect when you use {COMPANY.brand}, why, for how long, and what rights you have.</p>}
      sections={sections}
    />
  );
}
