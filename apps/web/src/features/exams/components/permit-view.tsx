import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { hasPermit, isShiftNumber } from '@qabul/contract/exam';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '@/components/ui/load-state';
import { usePermit } from '../api/get-permit';
import { usePermitPdf } from '../api/get-permit-pdf';
import { useObjectUrl } from '../hooks/use-object-url';

/**
 * The exam permit page (spec §2), for the applicant (no id) or staff (an application id): the key facts as text
 * (phones that cannot show a PDF inline still see them), the PDF in a frame, and its download named after the
 * full name. Without a permit: it arrives 3 days before the exam.
 */
export function PermitView({ applicationId }: { applicationId?: number }) {
  const { t } = useTranslation('exams');
  const permit = usePermit({ applicationId });
  const available = hasPermit(permit.data);
  const pdf = usePermitPdf({ applicationId }, available);
  const pdfUrl = useObjectUrl(pdf.data);

  if (permit.isError || pdf.isError) {
    return (
      <LoadFailed
        message={t('permit.load_failed')}
        retryLabel={t('permit.retry')}
        onRetry={() => void (permit.isError ? permit.refetch() : pdf.refetch())}
      />
    );
  }
  if (!permit.data) return <Loading label={t('permit.loading')} />;
  if (!hasPermit(permit.data)) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 840 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 24, sm: 32 } }}>
          {t('permit.title')}
        </Typography>
        <Alert severity="info" data-testid="permit-not-published">
          {t('permit.not_published')}
        </Alert>
      </Stack>
    );
  }

  const data = permit.data;
  const facts: [string, string][] = [
    [t('permit.full_name'), data.fullName],
    [
      t('permit.exam_date'),
      `${data.day1}, ${isShiftNumber(data.smena1) ? t('permit.shift', { shift: data.smena1 }) : data.smena1}`,
    ],
    [t('permit.login'), data.floor2],
    [t('permit.password'), data.day2],
  ];
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 24, sm: 32 } }}>
          {t('permit.title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          href={pdfUrl ?? ''}
          download={`${data.fullName}.pdf`}
          disabled={!pdfUrl}
        >
          {t('permit.download')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, gap: 1 }}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      {pdfUrl ? (
        <Box
          component="iframe"
          src={pdfUrl}
          title={t('permit.preview')}
          sx={{ width: '100%', height: { xs: 480, sm: 900 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ) : (
        <Loading label={t('permit.loading')} />
      )}
    </Stack>
  );
}
