import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { z } from '@qabul/contract/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/snackbar';
import { useSaveCatalogueItem } from '../api/save-catalogue-item';
import type { CatalogueResource, CatalogueRow, FormValues } from '../resources/resource';
import { CatalogueField } from './catalogue-field';
import { serverFieldErrors } from './server-field-errors';

/** spec §2: add/edit dialogs are 650 px wide unless the resource asks for more (faculties: 800). */
const DEFAULT_DIALOG_WIDTH = 650;

type CatalogueFormDialogProps = {
  resource: CatalogueResource;
  /** The row being edited; undefined to add one. */
  item: CatalogueRow | undefined;
  onClose: () => void;
};

/**
 * The add/edit dialog of any catalogue: react-hook-form validated by the contract input schema; a 499 from the
 * server puts its messages on the same fields. Mounted per opening, so every opening starts from the item.
 */
export function CatalogueFormDialog({ resource, item, onClose }: CatalogueFormDialogProps) {
  const { t } = useTranslation(['catalogues', 'common']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const creating = item === undefined;
  const schema = (creating ? resource.createSchema : resource.updateSchema) as z.ZodType<FormValues, FormValues>;
  const { control, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: resource.toForm(item),
  });
  const save = useSaveCatalogueItem(resource.path, resource.item);
  const fields = resource.fields.filter((field) => creating || !field.createOnly);

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      const messages = serverFieldErrors(
        error instanceof ApiError ? error.fieldErrors : {},
        fields.map((field) => field.name),
      );
      for (const [field, message] of Object.entries(messages)) setError(field, { type: 'server', message });
      return;
    }
    notify.success(t('common:success'));
    onClose();
  });

  const width = resource.dialogWidth ?? DEFAULT_DIALOG_WIDTH;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth={false}
      slotProps={{ paper: { sx: phone ? {} : { width, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ minHeight: 0, flex: 1 }}
        data-testid="catalogue-dialog"
      >
        <DialogTitle>
          {creating
            ? t('dialog.add_title', { resource: t(`resources.${resource.name}.item`) })
            : t('dialog.edit_title', { resource: t(`resources.${resource.name}.item`), id: item.id })}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {fields.map((field) => (
              <CatalogueField key={field.name} resourceName={resource.name} field={field} control={control} />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting} data-testid="catalogue-save">
            {t('actions.save')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
