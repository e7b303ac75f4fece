import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CloseIcon from '@/components/icons/Close';
import OpenInNewIcon from '@/components/icons/OpenInNew';
import { namespaceTexts } from '@/lib/i18n';

const t = namespaceTexts('application');

/** A document shown on the page: the image itself or the PDF in the browser's viewer, full screen on phones. */
export function FilePreviewDialog({
  url,
  pdf,
  title,
  onClose,
}: {
  /** An object URL of the downloaded file. */
  url: string;
  pdf: boolean;
  title: string;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth fullScreen={phone} data-testid="file-preview">
      <DialogTitle component="div" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="h2" sx={{ m: 0, flex: 1, fontSize: 18, fontWeight: 600 }}>
          {title}
        </Box>
        <Stack direction="row">
          <Tooltip title={t('upload.open_new_tab')}>
            <IconButton component="a" href={url} target="_blank" rel="noopener" aria-label={t('upload.open_new_tab')}>
              <OpenInNewIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('upload.close_preview')}>
            <IconButton onClick={onClose} aria-label={t('upload.close_preview')}>
              <CloseIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', justifyContent: 'center', bgcolor: 'grey.100' }}>
        {pdf ? (
          <Box component="iframe" src={url} title={title} sx={{ border: 0, width: '100%', height: '80vh' }} />
        ) : (
          <Box
            component="img"
            src={url}
            alt={title}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: phone ? 'none' : '80vh', objectFit: 'contain' }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
