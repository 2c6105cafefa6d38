import { ComingSoon } from '../components/coming-soon';

export default function Page() {
  return <ComingSoon title="Edit Experience" note="Editing experiences arrives with the next release of the portal." />;
}
