import { ComingSoon } from '../components/coming-soon';

export default function Page() {
  return <ComingSoon title="Agency Profile" note="Editing your agency profile, logo and gallery arrives with the next release of the portal." />;
}
