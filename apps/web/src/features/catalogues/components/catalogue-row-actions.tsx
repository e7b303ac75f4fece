import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import EditIcon from '@/components/icons/Edit';
import KeyIcon from '@/components/icons/Key';
import PhonelinkLockIcon from '@/components/icons/PhonelinkLock';
import type { CatalogueRow } from '../resources/resource';

/** A row's buttons: edit, and for staff members the password change and the two-factor reset. */
export function CatalogueRowActions({
  row,
  passwordChange,
  onEdit,
  onChangePassword,
  onResetTwoFactor,
}: {
  row: CatalogueRow;
  passwordChange: boolean;
  onEdit: (row: CatalogueRow) => void;
  onChangePassword: (row: CatalogueRow) => void;
  onResetTwoFactor: (row: CatalogueRow) => void;
}) {
  const { t } = useTranslation('catalogues');
  return (
    <Stack direction="row" sx={{ justifyContent: 'center', height: '100%', alignItems: 'center' }}>
      <Tooltip title={t('actions.edit')}>
        <IconButton
          size="small"
          aria-label={t('actions.edit')}
          onClick={() => onEdit(row)}
          data-testid={`edit-${row.id}`}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {passwordChange ? (
        <Tooltip title={t('actions.change_password')}>
          <IconButton
            size="small"
            aria-label={t('actions.change_password')}
            onClick={() => onChangePassword(row)}
            data-testid={`password-${row.id}`}
          >
            <KeyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {passwordChange ? (
        <Tooltip title={t('actions.reset_two_factor')}>
          <IconButton
            size="small"
            aria-label={t('actions.reset_two_factor')}
            onClick={() => onResetTwoFactor(row)}
            data-testid={`two-factor-reset-${row.id}`}
          >
            <PhonelinkLockIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}
