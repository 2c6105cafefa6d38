import { AdminGate } from '../components/admin-gate';
import { ApplicationsScreen } from '../components/applications-screen';

/** /admin and /admin/applications: sign-in, then the application review screen. */
export default function AdminPage() {
  return <AdminGate>{(session) => <ApplicationsScreen {...session} />}</AdminGate>;
}
