import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { ExamResultView } from '@/features/exams/components/exam-result-view';
import { useApplicationIdParam } from './application-id';

/** /admin/admin-result/{id}: an application's exam result (spec §2). */
export default function AdminResultPage() {
  const applicationId = useApplicationIdParam();
  if (applicationId === undefined) return <Navigate to={paths.admin.root.getHref()} replace />;
  return <ExamResultView key={applicationId} applicationId={applicationId} />;
}
