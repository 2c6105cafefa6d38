import { ComingSoon } from '../components/coming-soon';

export default function Page() {
  return <ComingSoon title="Your Experiences" note="Managing your experiences here arrives with the next release of the portal." />;
}
