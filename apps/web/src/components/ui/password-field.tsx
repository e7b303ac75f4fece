import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import VisibilityIcon from '@/components/icons/Visibility';
import VisibilityOffIcon from '@/components/icons/VisibilityOff';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';

/** Password input with a show/hide button. */
export function PasswordField({ slotProps, ...props }: OutlinedFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
                aria-label={visible ? t('password.hide') : t('password.show')}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
