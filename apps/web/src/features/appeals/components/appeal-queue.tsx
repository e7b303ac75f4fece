import {
  Alert,
  Box,
  Chip,
  Link,
  Paper,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tabs,
  Tooltip,
} from '@mui/material';
import {
  APPEAL_QUEUE_PAGE_SIZE,
  APPEAL_QUEUE_STATUSES,
  type TAppealQueueRow,
  type TAppealQueueStatus,
} from '@qabul/contract/appeal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import AttachFileIcon from '@/components/icons/AttachFile';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/date-time';
import { useAppealCount, useAppealQueue } from '../api/appeals';
import { APPEAL_PANEL_HASH } from './appeal-panel';

/** The tab of `?status=`; anything else is the waiting one. */
function statusOf(value: string | null): TAppealQueueStatus {
  return APPEAL_QUEUE_STATUSES.find((status) => status === value) ?? 'waiting';
}

const appealHref = (row: TAppealQueueRow) => paths.admin.applicationShow.getHref(row.applicationId, APPEAL_PANEL_HASH);

/**
 * The staff queue of appeals of one admission session: waiting ones oldest first, answered ones newest answer first,
 * each with the tab's count; a row opens the application at its appeal panel. The tab lives in the URL, so a
 * reviewer coming back from an application finds the same tab.
 */
export function AppealQueue({ admissionSessionId }: { admissionSessionId?: number }) {
  const { t } = useTranslation('appeal');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get('status'));
  const [page, setPage] = useState(0);
  const counts = useAppealCount(admissionSessionId).data;
  const list = useAppealQueue({ status, page, size: APPEAL_QUEUE_PAGE_SIZE, admissionSessionId });
  const rows = list.data?.content ?? [];
  const answered = status === 'answered';

  const selectTab = (next: TAppealQueueStatus) => {
    setPage(0);
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('status', next);
      return params;
    });
  };

  return (
    <Paper variant="outlined" data-testid="appeal-queue">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          px: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Tabs value={status} onChange={(_event, value: TAppealQueueStatus) => selectTab(value)}>
          {APPEAL_QUEUE_STATUSES.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              data-testid={`appeal-tab-${tab}`}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  {t(`queue.tab_${tab}`)}
                  <Box
                    component="span"
                    data-testid={`appeal-count-${tab}`}
                    sx={{
                      minWidth: 24,
                      height: 22,
                      px: 0.75,
                      borderRadius: 11,
                      display: 'inline-flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      fontSize: 12,
                      fontWeight: 700,
                      ...(tab === 'waiting' && counts?.waiting
                        ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
                        : { bgcolor: 'grey.200', color: 'text.primary' }),
                    }}
                  >
                    {counts ? counts[tab] : '–'}
                  </Box>
                </Box>
              }
            />
          ))}
        </Tabs>
      </Box>
      {list.isError ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('load_failed')}
        </Alert>
      ) : null}
      <TableContainer>
        <Table size="small" aria-label={t(`queue.tab_${status}`)}>
          <TableHead>
            <TableRow>
              <TableCell>{t('queue.id')}</TableCell>
              <TableCell>{t('queue.applicant')}</TableCell>
              <TableCell>{t('queue.faculty')}</TableCell>
              <TableCell>{t('queue.reason')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('queue.sent')}</TableCell>
              {answered ? (
                <>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('queue.answered')}</TableCell>
                  <TableCell>{t('queue.answered_by')}</TableCell>
                </>
              ) : null}
              <TableCell align="center">{t('queue.file')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.applicationId}
                hover
                onClick={() => navigate(appealHref(row))}
                sx={{ cursor: 'pointer' }}
                data-testid="appeal-queue-row"
                data-application-id={row.applicationId}
              >
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link
                    component={RouterLink}
                    to={appealHref(row)}
                    aria-label={t('queue.open', { id: row.applicationId })}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {row.applicationId}
                  </Link>
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{row.fullName}</TableCell>
                <TableCell>{row.facultyName}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t(row.applicationStatus === 'REJECTED' ? 'queue.reason_rejected' : 'queue.reason_result')}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</TableCell>
                {answered ? (
                  <>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.answeredAt)}</TableCell>
                    <TableCell>{row.answeredBy}</TableCell>
                  </>
                ) : null}
                <TableCell align="center">
                  {row.hasFile ? (
                    <Tooltip title={t('queue.has_file')}>
                      <AttachFileIcon fontSize="small" aria-label={t('queue.has_file')} />
                    </Tooltip>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
            {list.data && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={answered ? 8 : 6} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  {t(`queue.empty_${status}`)}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={list.data?.totalElements ?? 0}
        page={list.data && page * APPEAL_QUEUE_PAGE_SIZE < list.data.totalElements ? page : 0}
        rowsPerPage={APPEAL_QUEUE_PAGE_SIZE}
        rowsPerPageOptions={[APPEAL_QUEUE_PAGE_SIZE]}
        onPageChange={(_event, next) => setPage(next)}
        labelDisplayedRows={({ from, to, count }) => t('queue.rows', { from, to, count })}
      />
    </Paper>
  );
}
