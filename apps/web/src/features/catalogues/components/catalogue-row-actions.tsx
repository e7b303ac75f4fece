import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CatalogueRow } from '../resources/resource';

/** A row's buttons: edit, and where the resource has one (staff members), the password change. */
export function CatalogueRowActions({
  row,
  passwordChange,
  onEdit,
  onChangePassword,
}: {
  row: CatalogueRow;
  passwordChange: boolean;
  onEdit: (row: CatalogueRow) => void;
  onChangePassword: (row: CatalogueRow) => void;
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
    </Stack>
  );
}
