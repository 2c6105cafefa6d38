import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { COMPANY } from '../company';
import { CompanyDetailsList } from '../components/company-details';
import { LegalPage, type LegalSection } from '../components/legal-page';

const sections: LegalSection[] = [
  {
    id: 'operator',
    title: 'Operator of this website',
    body: <CompanyDetailsList />,
  },
  {
    id: 'role',
    title: 'Introduction service only',
    body: (
      <>
        <p>
          {COMPANY.brand} introduces travellers to independent local travel agents. <strong>We do not handle payments or bookings.</strong> Any contract
          for travel services is made directly between the traveller and the agent, under the agent’s terms and conditions. The agent is the organiser
          of the trip and responsible for its performance.
        </p>
        <p>
          Experiences, prices, descriptions and images on agent profiles are provided by the agents. We review partners before they are listed, but we
          cannot guarantee that every detail is complete and up to date; your agent will confirm the details before you book.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability for content and links',
    body: (
      <p>
        We prepare our own content with care. We are not responsible for the content of external websites we link to; their operators are. If you find
        anything on this site that is wrong or infringes your rights, please let us know and we will correct or remove it promptly.
      </p>
    ),
  },
  {
    id: 'copyright',
    title: 'Copyright',
    body: (
      <p>
        Texts, design and graphics on this website are protected by copyright. Images and texts published by agents remain theirs and are used under the
        licence they grant us in the <Link to={paths.agencyTerms}>agency terms and conditions</Link>.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Data protection',
    body: (
      <p>
        How we process personal data is explained in our <Link to={paths.privacyPolicy}>Privacy Policy</Link> and{' '}
        <Link to={paths.cookiePolicy}>Cookie Policy</Link>. The service is not intended for users under 18.
      </p>
    ),
  },
];

export { prefetchCompany as prefetch } from '../api/get-company';

export default function ImprintPage() {
  usePageMeta('Imprint', 'Legal information about the operator of Safari Marketplace, an introduction service that connects travellers with local travel agents.');
  return (
    <LegalPage
      eyebrow="Legal"
      title="Imprint"
      updated={COMPANY.policiesUpdated}
      intro={<p>Legal information about the company behind {COMPANY.brand}.</p>}
      sections={sections}
    />
  );
}
