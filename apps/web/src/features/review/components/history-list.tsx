import HistoryIcon from '@mui/icons-material/History';
import { Box, CircularProgress, List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/date-time';
import { MESSAGES_NS, translateMessage } from '@/lib/i18n';
import { useHistory } from '../api/get-history';
import { StatusChip } from './status-chip';

/**
 * spec §3 history entry: "Status changed to {0} by {1}", newest first; a resubmission also lists the fields changed
 * since the rejection.
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
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('detail.history_empty')}
        </Typography>
      ) : (
        <List disablePadding>
          {entries.map((entry, index) => (
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
          ))}
        </List>
      )}
    </Paper>
  );
}
