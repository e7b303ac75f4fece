import { AppealAction } from '@/features/appeals/components/appeal-action';
import { ExamResultView } from '@/features/exams/components/exam-result-view';

/** /home/result: the applicant's exam result (spec §2) and, when not recommended, the way to appeal. */
export default function ResultPage() {
  return <ExamResultView appeal={<AppealAction />} />;
}
