import { Alert, Box, Button, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { TPermit } from '@qabul/contract/exam';
import { hasPermit } from '@qabul/contract/exam-reading';
import { isLocale, type TLocale } from '@qabul/contract/locale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import DownloadIcon from '@/components/icons/Download';
import MapOutlinedIcon from '@/components/icons/MapOutlined';
import { LoadFailed, Loading } from '@/components/ui/load-state';
import { usePermit } from '../api/get-permit';
import { usePermitPdf } from '../api/get-permit-pdf';
import { useObjectUrl } from '../hooks/use-object-url';
import { examPlace, useShiftText } from './exam-facts';

type Fact = { key: string; label: string; value: ReactNode; strong?: boolean };

/** Label above value on a phone, side by side from 600 px; values wrap anywhere rather than widen the page. */
function Facts({ facts }: { facts: Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.key} sx={{ display: 'contents' }} data-testid={`permit-${fact.key}`}>
          <Typography component="dt" variant="body2" color="textSecondary" sx={{ pt: { xs: 1, sm: 0.25 } }}>
            {fact.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontWeight: 600,
              overflowWrap: 'anywhere',
              ...(fact.strong && { fontSize: 20, lineHeight: 1.3 }),
            }}
          >
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1, fontSize: { xs: 18, sm: 20 } }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Everything the PDF prints, as text: phones that cannot show a PDF inline read it here. */
function PermitCard({ permit, locale }: { permit: TPermit; locale: TLocale }) {
  const { t } = useTranslation('exams');
  const shiftText = useShiftText();
  const { address, mapUrl } = examPlace(locale);
  const when: Fact[] = [
    { key: 'day', label: t('permit.exam_day'), value: permit.day1, strong: true },
    {
      key: 'shift',
      label: t('permit.shift_label'),
      value: permit.time
        ? t('permit.shift_time', { shift: shiftText(permit.smena1), time: permit.time })
        : shiftText(permit.smena1),
      strong: true,
    },
  ];
  const where: Fact[] = [
    ...(permit.branch ? [{ key: 'branch', label: t('permit.branch'), value: permit.branch }] : []),
    ...(permit.room ? [{ key: 'room', label: t('permit.room'), value: permit.room }] : []),
    ...(address || mapUrl
      ? [
          {
            key: 'address',
            label: t('permit.address'),
            value: (
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                {address ? <span>{address}</span> : null}
                {mapUrl ? (
                  <Button
                    href={mapUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="outlined"
                    size="small"
                    startIcon={<MapOutlinedIcon />}
                  >
                    {t('permit.map')}
                  </Button>
                ) : null}
              </Stack>
            ),
          },
        ]
      : []),
  ];
  const who: Fact[] = [
    { key: 'name', label: t('permit.full_name'), value: permit.fullName },
    {
      key: 'faculty',
      label: t('permit.faculty'),
      value: [permit.educationFaculty.name, permit.educationLanguage?.name].filter(Boolean).join(' — '),
    },
    { key: 'passport', label: t('permit.passport'), value: permit.passportNumber },
    {
      key: 'login',
      label: t('permit.login'),
      value: (
        <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 18 }}>
          {permit.floor2}
        </Box>
      ),
    },
    {
      key: 'password',
      label: t('permit.password'),
      value: (
        <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 18 }}>
          {permit.day2}
        </Box>
      ),
    },
  ];
  return (
    <Stack spacing={2} data-testid="permit-card">
      <Section title={t('permit.when_where')}>
        <Facts facts={[...when, ...where]} />
      </Section>
      <Section title={t('permit.who')}>
        <Facts facts={who} />
      </Section>
      <Typography variant="body2" color="textSecondary">
        {t('permit.bring')}
      </Typography>
    </Stack>
  );
}

/**
 * The exam permit page (spec §2), for the applicant (no id) or staff (an application id): every fact of the PDF as
 * text (when and where, who, the computer login), the PDF's download named after the full name, and the PDF in a
 * frame from 600 px (phones rarely show a PDF inline). Without a permit: it arrives 3 days before the exam.
 */
export function PermitView({ applicationId }: { applicationId?: number }) {
  const { t, i18n } = useTranslation('exams');
  const locale = isLocale(i18n.language) ? i18n.language : 'uz';
  const permit = usePermit({ applicationId });
  const available = hasPermit(permit.data);
  const pdf = usePermitPdf({ applicationId }, available);
  const pdfUrl = useObjectUrl(pdf.data);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });

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
      <PermitCard permit={data} locale={locale} />
      {wide ? (
        pdfUrl ? (
          <Box
            component="iframe"
            src={pdfUrl}
            title={t('permit.preview')}
            sx={{ width: '100%', height: 900, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        ) : (
          <Loading label={t('permit.loading')} />
        )
      ) : null}
    </Stack>
  );
}
