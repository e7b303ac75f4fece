import { Alert, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { translateMessage } from '@/lib/i18n';
import { useDuplicates } from '../api/get-duplicates';

/** Beyond the spec: other applications with the same PINFL or passport number (one person, two phones). */
export function DuplicatesAlert({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('review');
  const duplicates = useDuplicates(applicationId);
  if (!duplicates.data?.length) return null;
  return (
    <Alert severity="warning" data-testid="duplicates">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t('detail.duplicates')}
      </Typography>
      <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 2.5 }}>
        {duplicates.data.map((duplicate) => (
          <li key={duplicate.id}>
            <Link href={paths.admin.applicationShow.getHref(duplicate.id)} target="_blank" rel="noopener">
              {t('detail.duplicate_match', {
                id: duplicate.id,
                name: [duplicate.lastName, duplicate.firstName].filter(Boolean).join(' ') || '—',
                fields: duplicate.matches.map((field) => translateMessage(`column_${field}`)).join(', '),
              })}
            </Link>{' '}
            ({translateMessage(`status_${duplicate.status}`)})
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
