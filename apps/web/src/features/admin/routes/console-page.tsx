import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { AdminGate } from '../components/admin-gate';
import { AgentsScreen } from '../components/console/agents-screen';
import { AuditScreen } from '../components/console/audit-screen';
import { ExperiencesScreen } from '../components/console/experiences-screen';
import { HealthScreen } from '../components/console/health-screen';

const SCREENS = {
  [paths.admin.agents]: { title: 'Admin: Agents', Screen: AgentsScreen },
  [paths.admin.experiences]: { title: 'Admin: Experiences', Screen: ExperiencesScreen },
  [paths.admin.health]: { title: 'Admin: Marketplace health', Screen: HealthScreen },
  [paths.admin.audit]: { title: 'Admin: Audit log', Screen: AuditScreen },
} as const;

/** /admin/agents, /admin/experiences, /admin/health, /admin/audit: the console behind the same gate and tabs as the applications screen. */
export default function ConsolePage() {
  const { pathname } = useLocation();
  const { title, Screen } = SCREENS[pathname.replace(/\/$/, '') as keyof typeof SCREENS] ?? SCREENS[paths.admin.agents];
  usePageMeta(title);
  return <AdminGate>{(session) => <Screen {...session} />}</AdminGate>;
}
