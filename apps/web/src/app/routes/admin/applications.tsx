import { ApplicationsDashboard } from '@/features/review/components/applications-dashboard';

/** /admin: the staff dashboard (spec §2). */
export default function ApplicationsPage() {
  return <ApplicationsDashboard />;
}
