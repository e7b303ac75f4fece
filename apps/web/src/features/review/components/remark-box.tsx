import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The reviewer's remark on one field (spec §2 "per-field remarks"). It keeps its own text, so typing re-renders
 * this box only, not the forty fields of the form; the parent hears every change.
 */
export function RemarkBox({
  field,
  initial,
  onChange,
}: {
  field: string;
  initial: string;
  onChange: (field: string, text: string) => void;
}) {
  const { t } = useTranslation('review');
  const [text, setText] = useState(initial);
  const filled = text.trim() !== '';
  return (
    <TextField
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(field, event.target.value);
      }}
      size="small"
      fullWidth
      multiline
      maxRows={4}
      placeholder={t('detail.remark_placeholder')}
      sx={{
        mt: 1,
        '& .MuiOutlinedInput-root': { bgcolor: filled ? 'rgba(211, 47, 47, 0.06)' : 'rgba(0, 0, 0, 0.02)' },
      }}
      slotProps={{
        htmlInput: { 'aria-label': t('detail.remark'), maxLength: 1000, 'data-testid': `remark-input-${field}` },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <RateReviewOutlinedIcon fontSize="small" color={filled ? 'error' : 'disabled'} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
