import { PermitView } from '@/features/exams/components/permit-view';

/** /home/allowance: the applicant's exam permit (spec §2). */
export default function AllowancePage() {
  return <PermitView />;
}
