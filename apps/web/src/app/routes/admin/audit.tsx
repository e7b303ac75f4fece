import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuditList } from '@/features/audit/components/audit-list';

/** /admin/admin-audit (super admin): the audit of staff actions on personal data (decision 0206). */
export default function AdminAuditPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('pages.admin_audit')}
      </Typography>
      <AuditList />
    </Stack>
  );
}
