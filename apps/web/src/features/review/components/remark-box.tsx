import { Box, InputAdornment, TextField } from '@mui/material';
import { REMARK_MAX_LENGTH } from '@qabul/contract/admin-application';
import { type ClipboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import RateReviewOutlinedIcon from '@/components/icons/RateReviewOutlined';

/**
 * The reviewer's remark on one field (spec §2 "per-field remarks"). It keeps its own text, so typing re-renders
 * this box only, not the forty fields of the form; the parent hears every change. The box takes at most
 * REMARK_MAX_LENGTH characters: the placeholder names the limit, a counter shows once there is text, and a paste
 * the limit cut short says so, instead of the browser dropping the rest unseen.
 */
export function RemarkBox({
  field,
  initial,
  onChange,
  autoFocus,
}: {
  field: string;
  initial: string;
  onChange: (field: string, text: string) => void;
  /** Opened by the reviewer just now: the typing goes here. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('review');
  const [text, setText] = useState(initial);
  const [cut, setCut] = useState(false);
  const filled = text.trim() !== '';
  const full = text.length >= REMARK_MAX_LENGTH;

  // The input's maxLength keeps the first characters of a paste that does not fit; this notices it happen.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text/plain').replace(/\r\n?/g, '\n');
    const replaced = (input.selectionEnd ?? input.value.length) - (input.selectionStart ?? input.value.length);
    if (input.value.length - replaced + pasted.length > REMARK_MAX_LENGTH) setCut(true);
  };

  const notice = cut ? t('detail.remark_cut', { max: REMARK_MAX_LENGTH }) : full ? t('detail.remark_full') : '';
  return (
    <TextField
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        if (event.target.value.length < REMARK_MAX_LENGTH) setCut(false);
        onChange(field, event.target.value);
      }}
      size="small"
      fullWidth
      autoFocus={autoFocus}
      multiline
      maxRows={4}
      placeholder={t('detail.remark_placeholder', { max: REMARK_MAX_LENGTH })}
      helperText={
        text !== '' ? (
          <Box
            component="span"
            sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', color: full ? 'error.main' : undefined }}
          >
            <span role={cut ? 'alert' : undefined} data-testid={`remark-notice-${field}`}>
              {notice}
            </span>
            <Box component="span" sx={{ flexShrink: 0 }} data-testid={`remark-counter-${field}`}>
              {t('detail.remark_counter', { length: text.length, max: REMARK_MAX_LENGTH })}
            </Box>
          </Box>
        ) : undefined
      }
      sx={{
        mt: 1,
        '& .MuiOutlinedInput-root': { bgcolor: filled ? 'rgba(211, 47, 47, 0.06)' : 'rgba(0, 0, 0, 0.02)' },
        '& .MuiFormHelperText-root': { mx: 0.5 },
      }}
      slotProps={{
        htmlInput: {
          'aria-label': t('detail.remark'),
          maxLength: REMARK_MAX_LENGTH,
          onPaste,
          'data-testid': `remark-input-${field}`,
        },
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
