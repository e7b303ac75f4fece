import {
  Box,
  Button,
  ButtonBase,
  CircularProgress,
  FormHelperText,
  IconButton,
  Link,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { FILE_KIND_FIELD, FILE_RULES, type TFileKind } from '@qabul/contract/application/files';
import { REQUIRED_FILE_FIELDS } from '@qabul/contract/application/submit';
import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import CloudUploadOutlinedIcon from '@/components/icons/CloudUploadOutlined';
import DeleteOutlinedIcon from '@/components/icons/DeleteOutlined';
import ImageOutlinedIcon from '@/components/icons/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@/components/icons/PictureAsPdfOutlined';
import { ApiError } from '@/lib/api-client';
import { namespaceTexts, translateMessage } from '@/lib/i18n';
import { useApplicationFile } from '../api/get-application-file';
import { compressImage } from '../utils/compress-image';
import type { TApplicationFormValues } from '../utils/form-values';
import { prepareUpload } from '../utils/prepare-upload';
import { useApplicationFormContext } from './application-form-context';
import { FilePreviewDialog } from './file-preview-dialog';
import { FieldCell } from './form-fields';

const t = namespaceTexts('application');

/** An object URL of a blob for <img>/<a>, revoked when the blob changes or the component goes. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}

type FileUploadFieldProps = {
  kind: TFileKind;
  disabled?: boolean;
  hint?: string;
  /** The preview's width / height: 3.5 / 4.5 for the photo (spec §5), 4 / 3 for scans. */
  aspectRatio?: string;
};

/**
 * Upload of one document kind with a preview (spec §2, §5): the bytes are checked and images compressed in the
 * browser, then sent at once; the form field holds the returned URL. Read-only applications show the preview only.
 */
export function FileUploadField({ kind, disabled, hint, aspectRatio = '4 / 3' }: FileUploadFieldProps) {
  const { readOnly, files, inlinePreview } = useApplicationFormContext();
  const name = FILE_KIND_FIELD[kind];
  // Marked as the contract's submit schema requires it.
  const required = (REQUIRED_FILE_FIELDS as readonly string[]).includes(name);
  const { field, fieldState } = useController<TApplicationFormValues, typeof name>({ name });
  const { setError, clearErrors } = useFormContext<TApplicationFormValues>();
  const upload = files.useUpload();
  const remove = files.useRemove();
  const [preparing, setPreparing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const file = useApplicationFile(field.value);
  const previewUrl = useObjectUrl(file.data);
  const isPdf = FILE_RULES[kind].types.includes('application/pdf');
  const busy = preparing || upload.isPending || remove.isPending;
  const error = fieldState.error?.message;
  const chooseLabel = field.value ? t('upload.replace') : t('upload.choose');

  const choose = async (chosen: File) => {
    setPreparing(true);
    try {
      const prepared = await prepareUpload(kind, chosen, compressImage);
      if (!prepared.ok) {
        setError(name, { message: prepared.key });
        return;
      }
      setPreparing(false);
      const { url } = await upload.mutateAsync({ kind, file: prepared.file });
      clearErrors(name);
      field.onChange(url);
    } catch (failure) {
      // The card says why its spinner stopped: the server's reason for the field, or why no answer came (no
      // connection, the upload's time limit). Other failures: the red snackbar told.
      if (!(failure instanceof ApiError)) return;
      const messages = failure.status ? failure.fieldErrors[name] : [failure.message];
      if (messages?.length) setError(name, { message: messages.join(' ') });
    } finally {
      setPreparing(false);
    }
  };

  const preview = field.value ? (
    isPdf ? (
      <PictureAsPdfOutlinedIcon color="error" sx={{ fontSize: 44 }} />
    ) : previewUrl ? (
      <Box
        component="img"
        src={previewUrl}
        alt={t(`fields.${name}`)}
        sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
      />
    ) : (
      <CircularProgress size={20} aria-label={t('upload.loading')} />
    )
  ) : (
    <ImageOutlinedIcon color="disabled" sx={{ fontSize: 36 }} />
  );

  return (
    <FieldCell name={name} invalid={Boolean(error)}>
      <Paper
        variant="outlined"
        data-testid={`upload-${kind}`}
        sx={{
          p: 1.5,
          flexGrow: 1,
          borderColor: error ? 'error.main' : undefined,
          // Greyed by its background, not by opacity: the texts keep their 4.5:1 contrast (WCAG 1.4.3).
          bgcolor: disabled ? 'action.hover' : undefined,
        }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box
            // Staff read the documents themselves: a thumbnail large enough to see, opening the document on click.
            component={inlinePreview && previewUrl ? ButtonBase : 'div'}
            onClick={inlinePreview && previewUrl ? () => setPreviewOpen(true) : undefined}
            aria-label={inlinePreview && previewUrl ? `${t('upload.view')}: ${t(`fields.${name}`)}` : undefined}
            sx={{
              width: inlinePreview ? { xs: 120, sm: 168 } : 84,
              flexShrink: 0,
              aspectRatio,
              borderRadius: 1,
              bgcolor: 'action.hover',
              overflow: 'hidden',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              position: 'relative',
            }}
          >
            {preview}
            {busy ? (
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  bgcolor: 'rgba(255,255,255,0.7)',
                }}
              >
                <CircularProgress size={24} aria-label={t('upload.saving')} />
              </Box>
            ) : null}
          </Box>
          <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle2" component="div" sx={{ lineHeight: 1.3 }}>
              {t(`fields.${name}`)}
              {required ? (
                <Box component="span" aria-hidden sx={{ color: error ? 'error.main' : 'text.secondary' }}>
                  {' *'}
                </Box>
              ) : null}
            </Typography>
            {hint ? (
              <Typography variant="caption" color="textSecondary" sx={{ lineHeight: 1.35 }}>
                {hint}
              </Typography>
            ) : null}
            {error ? <FormHelperText error>{translateMessage(error)}</FormHelperText> : null}
          </Stack>
        </Stack>
        {/* The actions get the card's whole width, on one line down to 360 px, the delete icon at its end. */}
        {readOnly && !(field.value && previewUrl) ? null : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mt: 1 }}>
            {readOnly ? null : (
              <>
                {/* A real button (keyboard, screen readers) naming the document; it opens the hidden file input. */}
                <Button
                  size="small"
                  variant={field.value ? 'text' : 'outlined'}
                  startIcon={<CloudUploadOutlinedIcon />}
                  disabled={disabled || busy}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  onClick={() => fileInput.current?.click()}
                  aria-label={`${chooseLabel}: ${t(`fields.${name}`)}`}
                >
                  {chooseLabel}
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  hidden
                  accept={FILE_RULES[kind].accept}
                  onChange={(event) => {
                    const chosen = event.target.files?.[0];
                    event.target.value = '';
                    if (chosen) void choose(chosen);
                  }}
                />
              </>
            )}
            {field.value && previewUrl ? (
              inlinePreview ? (
                <Link component="button" type="button" variant="body2" onClick={() => setPreviewOpen(true)}>
                  {t('upload.view')}
                </Link>
              ) : (
                <Link href={previewUrl} target="_blank" rel="noopener" variant="body2" underline="hover">
                  {t('upload.view')}
                </Link>
              )
            ) : null}
            {field.value && !readOnly ? (
              <Tooltip title={t('upload.delete')}>
                <Box component="span" sx={{ ml: 'auto' }}>
                  <IconButton
                    size="small"
                    aria-label={t('upload.delete')}
                    disabled={busy}
                    onClick={() => remove.mutate(kind, { onSuccess: () => field.onChange('') })}
                  >
                    <DeleteOutlinedIcon fontSize="small" />
                  </IconButton>
                </Box>
              </Tooltip>
            ) : null}
          </Stack>
        )}
      </Paper>
      {previewOpen && previewUrl ? (
        <FilePreviewDialog
          url={previewUrl}
          pdf={isPdf}
          title={t(`fields.${name}`)}
          onClose={() => setPreviewOpen(false)}
        />
      ) : null}
    </FieldCell>
  );
}
