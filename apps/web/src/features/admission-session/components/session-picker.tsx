import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAdmissionSessions } from '../api/get-admission-sessions';

/**
 * Which admission session a staff page shows. Without a choice the server shows the active session (else the newest),
 * and so does the picker; the active one is marked, so a reviewer looking at last year's campaign sees it.
 */
export function SessionPicker({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const sessions = useAdmissionSessions().data?.content ?? [];
  const fallback = (sessions.find((session) => session.active) ?? sessions[0])?.id;
  const shown = value ?? fallback;
  return (
    <TextField
      select
      size="small"
      label={t('session_picker.label')}
      value={sessions.some((session) => session.id === shown) ? shown : ''}
      onChange={(event) => {
        const id = Number(event.target.value);
        onChange(id === fallback ? undefined : id);
      }}
      disabled={sessions.length < 2}
      sx={{ minWidth: 220, maxWidth: '100%' }}
      slotProps={{ htmlInput: { 'data-testid': 'session-picker' } }}
    >
      {sessions.map((session) => (
        <MenuItem key={session.id} value={session.id} data-testid={`session-option-${session.id}`}>
          {session.active ? t('session_picker.active', { name: session.name }) : session.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
