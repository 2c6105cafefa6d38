import { ComingSoon } from '../components/coming-soon';

export default function Page() {
  return <ComingSoon title="Proposals" note="Creating and sending proposals is coming soon." />;
}
