import { SessionPicker } from '@/features/admission-session/components/session-picker';
import { ApplicationsDashboard } from '@/features/review/components/applications-dashboard';
import { useChosenSession } from '@/lib/chosen-session';

/** /admin: the staff dashboard (spec §2) of the admission session picked (the active one by default). */
export default function ApplicationsPage() {
  const [sessionId, chooseSession] = useChosenSession();
  return (
    <ApplicationsDashboard
      sessionId={sessionId}
      sessionPicker={<SessionPicker value={sessionId} onChange={chooseSession} />}
    />
  );
}
