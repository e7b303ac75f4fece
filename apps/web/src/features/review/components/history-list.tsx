import {
  Box,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import type { TNotificationHistoryEntry } from '@qabul/contract/admin-application';
import { useTranslation } from 'react-i18next';
import HistoryIcon from '@/components/icons/History';
import MailOutlinedIcon from '@/components/icons/MailOutlined';
import SmsOutlinedIcon from '@/components/icons/SmsOutlined';
import { formatDateTime } from '@/lib/date-time';
import { MESSAGES_NS, translateMessage } from '@/lib/i18n';
import { useHistory } from '../api/get-history';
import { StatusChip } from './status-chip';

/**
 * spec §3 history entry: "Status changed to {0} by {1}", newest first; a resubmission also lists the fields changed
 * since the rejection. The messages sent to the applicant are listed among them (docs/decisions/0221).
 */
export function HistoryList({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('review');
  const { t: message } = useTranslation(MESSAGES_NS);
  const history = useHistory(applicationId);
  if (history.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label={t('detail.history_loading')} />
      </Box>
    );
  }
  const entries = history.data ?? [];
  return (
    <Paper variant="outlined" data-testid="application-history">
      {entries.length === 0 ? (
        <Typography color="textSecondary" sx={{ p: 2 }}>
          {t('detail.history_empty')}
        </Typography>
      ) : (
        <List disablePadding>
          {entries.map((entry, index) =>
            'kind' in entry ? (
              <NotificationItem
                key={`${entry.date}-${entry.channel}-${entry.event}`}
                entry={entry}
                divider={index < entries.length - 1}
              />
            ) : (
              <ListItem
                key={`${entry.date}-${entry.change}`}
                divider={index < entries.length - 1}
                // On phones the sentence names the status already; the chip would squeeze it.
                secondaryAction={
                  <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                    <StatusChip status={entry.change} />
                  </Box>
                }
                sx={{ pr: { sm: 20 } }}
                data-testid="history-entry"
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <HistoryIcon color="action" />
                </ListItemIcon>
                <ListItemText
                  primary={message('history_change', {
                    status: translateMessage(`status_${entry.change}`),
                    admin: entry.admin,
                  })}
                  secondary={
                    <>
                      {formatDateTime(entry.date)}
                      {entry.direction ? (
                        <Box component="span" sx={{ display: 'block', mt: 0.25 }} data-testid="history-direction">
                          {t('detail.history_direction', { direction: entry.direction })}
                        </Box>
                      ) : null}
                      {entry.changes ? (
                        <Box component="span" sx={{ display: 'block', mt: 0.25 }} data-testid="history-changes">
                          {entry.changes.length
                            ? t('detail.history_changes', {
                                fields: entry.changes
                                  .map((field) => t(`fields.${field}`, { ns: 'application' }))
                                  .join(', '),
                              })
                            : t('detail.history_no_changes')}
                        </Box>
                      ) : null}
                    </>
                  }
                />
              </ListItem>
            ),
          )}
        </List>
      )}
    </Paper>
  );
}

const STATUS_COLOR = {
  QUEUED: 'default',
  SENDING: 'default',
  SENT: 'success',
  FAILED: 'error',
  CANCELLED: 'default',
} as const;

/** One SMS or e-mail to the applicant: its channel, recipient, event and how it went. */
function NotificationItem({ entry, divider }: { entry: TNotificationHistoryEntry; divider: boolean }) {
  const { t } = useTranslation('review');
  const status = t(`detail.notification_status.${entry.status}`);
  return (
    <ListItem
      divider={divider}
      secondaryAction={
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <Chip size="small" variant="outlined" color={STATUS_COLOR[entry.status]} label={status} />
        </Box>
      }
      sx={{ pr: { sm: 20 } }}
      data-testid="history-notification"
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        {entry.channel === 'SMS' ? <SmsOutlinedIcon color="action" /> : <MailOutlinedIcon color="action" />}
      </ListItemIcon>
      <ListItemText
        primary={t('detail.history_notification', {
          channel: t(`detail.notification_channel.${entry.channel}`),
          to: entry.channel === 'SMS' ? `+${entry.to}` : entry.to,
          event: t(`detail.notification_event.${entry.event}`),
        })}
        secondary={
          <>
            {formatDateTime(entry.date)}
            <Box component="span" sx={{ display: 'block', mt: 0.25 }}>
              {t('detail.history_notification_status', { status, attempts: entry.attempts })}
              {entry.sendAfter
                ? ` · ${t('detail.history_notification_after', { date: formatDateTime(entry.sendAfter) })}`
                : ''}
              {entry.error ? ` · ${entry.error}` : ''}
            </Box>
          </>
        }
      />
    </ListItem>
  );
}
