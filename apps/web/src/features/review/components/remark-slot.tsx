import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import AddCommentOutlinedIcon from '@/components/icons/AddCommentOutlined';
import { RemarkBox } from './remark-box';

/**
 * A field as the reviewer sees it: the field, and beside it one button that opens a remark box under it. The boxes
 * appear only where a remark is written, so the form keeps its own height instead of doubling with forty empty boxes.
 */
export function RemarkSlot({
  field,
  initial,
  onChange,
  children,
}: {
  field: string;
  initial: string;
  onChange: (field: string, text: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('review');
  const [open, setOpen] = useState(initial !== '');
  const label = t('detail.remark_add', { field: t(`fields.${field}`, { ns: 'application' }) });
  return (
    <>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', flexGrow: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', alignSelf: 'stretch' }}>
          {children}
        </Box>
        <Tooltip title={label}>
          <IconButton
            onClick={() => setOpen(true)}
            aria-label={label}
            aria-expanded={open}
            color={open ? 'error' : 'default'}
            sx={{ mt: 0.5 }}
            data-testid={`remark-add-${field}`}
          >
            <AddCommentOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      {open ? <RemarkBox field={field} initial={initial} onChange={onChange} autoFocus={initial === ''} /> : null}
    </>
  );
}
