import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { TAppeal } from '@qabul/contract/appeal';
import { useTranslation } from 'react-i18next';
import DescriptionIcon from '@/components/icons/Description';
import { formatDateTime } from '@/lib/date-time';
import { saveFile } from '@/lib/download';
import { useAppealFile } from '../api/appeal-file';

/**
 * An appeal as sent (date, text, the PDF) and its answer, or "waiting for an answer": the same block for the
 * applicant (no `applicationId`) and staff.
 */
export function AppealThread({ appeal, applicationId }: { appeal: TAppeal; applicationId?: number }) {
  const { t } = useTranslation('appeal');
  const file = useAppealFile();
  return (
    <Stack spacing={2} data-testid="appeal-thread">
      <Box>
        <Typography variant="subtitle2" component="p" color="textSecondary">
          {t('sent_at', { date: formatDateTime(appeal.createdAt) })}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="appeal-text">
          {appeal.text}
        </Typography>
      </Box>
      {appeal.hasFile ? (
        <div>
          <Button
            variant="outlined"
            startIcon={<DescriptionIcon />}
            loading={file.isPending}
            onClick={() =>
              file.mutate(applicationId, {
                onSuccess: (blob) => saveFile(blob, `appeal${applicationId ? `-${applicationId}` : ''}.pdf`),
              })
            }
          >
            {t('download_file')}
          </Button>
        </div>
      ) : null}
      {appeal.answer !== null ? (
        <Alert severity="info" icon={false} data-testid="appeal-answer">
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
            {appeal.answeredAt ? t('answered_at', { date: formatDateTime(appeal.answeredAt) }) : t('answer_title')}
            {appeal.answeredBy ? ` · ${appeal.answeredBy}` : ''}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{appeal.answer}</Typography>
        </Alert>
      ) : (
        <Alert severity="warning" data-testid="appeal-waiting">
          {t(applicationId === undefined ? 'waiting' : 'staff_waiting')}
        </Alert>
      )}
    </Stack>
  );
}
