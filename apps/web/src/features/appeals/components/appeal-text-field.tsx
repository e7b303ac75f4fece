import { TextField } from '@mui/material';
import { APPEAL_TEXT_MAX } from '@qabul/contract/appeal';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';

/** A text of at most APPEAL_TEXT_MAX characters (the appeal, the staff answer), counting what is left under it. */
export function AppealTextField<T extends FieldValues>({
  control,
  name,
  label,
  minRows,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  minRows: number;
}) {
  const { t } = useTranslation('appeal');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          label={label}
          multiline
          minRows={minRows}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error
              ? translateMessage(fieldState.error.message)
              : t('text_hint', { length: field.value.length, max: APPEAL_TEXT_MAX })
          }
          slotProps={{ htmlInput: { maxLength: APPEAL_TEXT_MAX } }}
        />
      )}
    />
  );
}
