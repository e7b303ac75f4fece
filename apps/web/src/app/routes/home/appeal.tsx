import { AppealView } from '@/features/appeals/components/appeal-view';

/** /home/appeal: the applicant's one appeal and its answer (spec §2 route, issue 14). */
export default function AppealPage() {
  return <AppealView />;
}
