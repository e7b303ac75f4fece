import { SessionPicker } from '@/features/admission-session/components/session-picker';
import { AppealCountCard } from '@/features/appeals/components/appeal-count-card';
import { ApplicationsDashboard } from '@/features/review/components/applications-dashboard';
import { useChosenSession } from '@/lib/chosen-session';

/**
 * /admin: the staff dashboard (spec §2) of the admission session picked (the active one by default), with the
 * appeals waiting for an answer beside the four counts.
 */
export default function ApplicationsPage() {
  const [sessionId, chooseSession] = useChosenSession();
  return (
    <ApplicationsDashboard
      sessionId={sessionId}
      sessionPicker={<SessionPicker value={sessionId} onChange={chooseSession} />}
      extraCards={<AppealCountCard admissionSessionId={sessionId} />}
    />
  );
}
