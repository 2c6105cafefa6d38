import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function NotFoundPage() {
  return <PlaceholderPage title="Page not found" note="We couldn't find the page you were looking for." />;
}
