import { ComingSoon } from '../components/coming-soon';

export default function Page() {
  return <ComingSoon title="Leads" note="Your leads inbox is coming soon. New enquiries already appear on your dashboard." />;
}
