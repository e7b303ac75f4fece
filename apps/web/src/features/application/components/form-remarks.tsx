import { Paper, Typography } from '@mui/material';
import { namespaceTexts } from '@/lib/i18n';
import { useRemarks } from '../hooks/use-remarks';
import { useApplicationFormContext } from './application-form-context';
import { RemarksList } from './remarks-list';

const t = namespaceTexts('application');

/** The rejected application's remarks above its form, each jumping to its field, marked once addressed. */
export function FormRemarks({ onOpen }: { onOpen: (field: string) => void }) {
  const { reviews } = useApplicationFormContext();
  const { addressed } = useRemarks();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderColor: 'error.light' }} data-testid="form-remarks">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('remarks.title')}
      </Typography>
      <RemarksList reviews={reviews} addressed={addressed} onOpen={onOpen} />
    </Paper>
  );
}
