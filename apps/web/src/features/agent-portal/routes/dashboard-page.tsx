import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function Page() {
  return <PlaceholderPage title="Dashboard" />;
}
