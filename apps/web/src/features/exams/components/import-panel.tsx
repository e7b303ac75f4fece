import {
  Alert,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  EXAM_IMPORT_KINDS,
  RESULT_IMPORT_COLUMNS,
  type TExamImportKind,
  type TImportReport,
} from '@qabul/contract/exam';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import UploadFileIcon from '@/components/icons/UploadFile';
import { translateMessage } from '@/lib/i18n';
import { notify } from '@/lib/snackbar';
import { useImportExamFile } from '../api/import-exam-file';

/** The results file's columns as the staff's language names them (the import reads these headers too). */
const resultColumnLabels = () =>
  Object.fromEntries(RESULT_IMPORT_COLUMNS.map((column) => [column, translateMessage(`column_${column}`)]));

const ACCEPT: Record<TExamImportKind, string> = {
  permits: '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv',
  results: '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv',
  answers: '.zip,application/zip',
};

/**
 * The dry run's or import's report. A spreadsheet's problems name the column as the file does (its header, or the
 * export's header when the file lacks the column); the zip's name the archive's entry, shown as a file name.
 */
function ReportView({ kind, report }: { kind: TExamImportKind; report: TImportReport }) {
  const { t } = useTranslation('exams');
  return (
    <Stack spacing={1}>
      <Typography variant="body2" data-testid="import-summary">
        {t('import.summary', report)}
      </Typography>
      {report.errors.length > 0 && (
        <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label={t('import.errors_caption')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('import.row')}</TableCell>
                <TableCell>{t(kind === 'answers' ? 'import.entry' : 'import.column')}</TableCell>
                <TableCell>{t('import.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.errors.map((error) => (
                <TableRow key={`${error.row}-${error.column}-${error.message}`}>
                  <TableCell>{error.row}</TableCell>
                  <TableCell sx={error.field ? undefined : { fontFamily: 'monospace' }}>{error.column}</TableCell>
                  <TableCell sx={{ color: 'error.main' }}>{error.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

/**
 * One import of the exam centre's files (spec: none; issue 10): choosing a file runs a dry run at once and shows
 * its report, error rows first; only a clean report can be confirmed, which runs the real import.
 */
export function ImportPanel({ kind }: { kind: TExamImportKind }) {
  const { t } = useTranslation('exams');
  const inputId = useId();
  const importFile = useImportExamFile();
  const [file, setFile] = useState<File>();
  const [checked, setChecked] = useState<TImportReport>();
  const [done, setDone] = useState<TImportReport>();

  const reset = () => {
    setFile(undefined);
    setChecked(undefined);
  };
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file may be chosen again after fixing it.
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    setChecked(undefined);
    setDone(undefined);
    importFile.mutate({ kind, file: chosen, dryRun: true }, { onSuccess: setChecked, onError: reset });
  };
  const onConfirm = () => {
    if (!file) return;
    importFile.mutate(
      { kind, file, dryRun: false },
      {
        onSuccess: (report) => {
          reset();
          setDone(report);
          if (!report.errors.length) notify.success(t('import.done'));
          else setChecked(report);
        },
      },
    );
  };
  const busy = importFile.isPending;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`import-${kind}`}>
      <Stack spacing={1.5}>
        <div>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t(`import.kinds.${kind}.title`)}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t(`import.kinds.${kind}.hint`, kind === 'results' ? resultColumnLabels() : undefined)}
          </Typography>
        </div>
        <div>
          <input id={inputId} type="file" accept={ACCEPT[kind]} hidden onChange={onChoose} disabled={busy} />
          <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
            {t('import.choose')}
          </Button>
        </div>
        {busy && (
          <Stack spacing={0.5}>
            <Typography variant="body2">{t(checked ? 'import.writing' : 'import.checking')}</Typography>
            <LinearProgress />
          </Stack>
        )}
        {file && checked && (
          <Stack spacing={1.5}>
            <Typography variant="body2" color="textSecondary">
              {t('import.file', { name: file.name })}
            </Typography>
            {checked.errors.length ? (
              <Alert severity="error">{t('import.check_failed', { count: checked.errors.length })}</Alert>
            ) : (
              <Alert severity="info">{t('import.check_ok')}</Alert>
            )}
            <ReportView kind={kind} report={checked} />
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={onConfirm} disabled={busy || checked.errors.length > 0}>
                {t('import.confirm')}
              </Button>
              <Button onClick={reset} disabled={busy}>
                {t('import.cancel')}
              </Button>
            </Stack>
          </Stack>
        )}
        {done && !done.errors.length && (
          <Alert severity="success">
            {t('import.done')} {t('import.summary', done)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The three imports of the export/import page, in the order the exam centre sends its files. */
export function ExamImportPanels() {
  const { t } = useTranslation('exams');
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('import.title')}
      </Typography>
      {EXAM_IMPORT_KINDS.map((kind) => (
        <ImportPanel key={kind} kind={kind} />
      ))}
    </Stack>
  );
}
