import { ExamResultView } from '@/features/exams/components/exam-result-view';

/** /home/result: the applicant's exam result (spec §2). */
export default function ResultPage() {
  return <ExamResultView />;
}
