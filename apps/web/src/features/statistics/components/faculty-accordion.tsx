import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFacultyStatisticsRow } from '@qabul/contract/statistics';
import { useTranslation } from 'react-i18next';
import ExpandMoreIcon from '@/components/icons/ExpandMore';

/** spec §2: one accordion per faculty; opened, it shows boys, girls and accepted. */
export function FacultyAccordion({ rows }: { rows: TFacultyStatisticsRow[] }) {
  const { t } = useTranslation('statistics');
  return (
    <div>
      {rows.map((row) => (
        <Accordion key={row.facultyId} disableGutters variant="outlined" data-testid="faculty-row">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, width: '100%', pr: 1 }}>
              <Typography sx={{ fontWeight: 600, flex: 1, overflowWrap: 'anywhere' }}>{row.facultyName}</Typography>
              <Chip size="small" color="primary" label={row.quantity} aria-label={t('faculty.quantity')} />
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
              <Figure label={t('faculty.boys')} value={row.boysCount} color="#1976d2" />
              <Figure label={t('faculty.girls')} value={row.girlsCount} color="#d32f2f" />
              <Figure label={t('faculty.accepted')} value={row.acceptedCount} color="#2e7d32" />
            </Stack>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}

function Figure({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <div>
      <Typography variant="h6" sx={{ color, lineHeight: 1.2 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
    </div>
  );
}
