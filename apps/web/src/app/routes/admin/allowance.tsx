import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { PermitView } from '@/features/exams/components/permit-view';
import { useApplicationIdParam } from './application-id';

/** /admin/admin-allowance/{id}: an application's exam permit, shown to staff at any time (spec §2). */
export default function AdminAllowancePage() {
  const applicationId = useApplicationIdParam();
  if (applicationId === undefined) return <Navigate to={paths.admin.root.getHref()} replace />;
  return <PermitView key={applicationId} applicationId={applicationId} />;
}
