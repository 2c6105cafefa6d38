import { ComingSoon } from '../components/coming-soon';

export default function Page() {
  return <ComingSoon title="Create New Experience" note="Creating experiences arrives with the next release of the portal." />;
}
