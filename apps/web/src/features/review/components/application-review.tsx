import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import HistoryIcon from '@mui/icons-material/History';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Link,
  Paper,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import { REVIEWABLE_FIELDS } from '@qabul/contract/admin-application';
import type { TApplication } from '@qabul/contract/application/response';
import type { TApplicationStatus } from '@qabul/contract/application/status';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { formatDateTime } from '@/lib/date-time';
import { translateMessage } from '@/lib/i18n';
import { notify } from '@/lib/snackbar';
import { useAcceptApplication } from '../api/accept-application';
import { useDeleteApplication } from '../api/delete-application';
import { useDeleteApplicationFile } from '../api/delete-application-file';
import { useApplication } from '../api/get-application';
import { useDuplicates } from '../api/get-duplicates';
import { useNextApplication } from '../api/get-next-application';
import { useRejectApplication } from '../api/reject-application';
import { useSaveApplication } from '../api/save-application';
import { useUploadApplicationFile } from '../api/upload-application-file';
import { ConfirmDialog } from './confirm-dialog';
import { HistoryList } from './history-list';
import { RemarkBox } from './remark-box';

const REVIEWABLE = new Set(REVIEWABLE_FIELDS);

type TTab = 'personal' | 'edit' | 'history';
type TConfirm = 'accept' | 'reject' | 'delete';

/** What the page hands to the application form it is composed with (the applicant feature's form). */
export type TReviewFormProps = {
  application: TApplication;
  /** false: the personal-info view; true: the super admin's edit. */
  editing: boolean;
  renderRemark?: (field: string) => ReactNode;
  save: (payload: Record<string, unknown>) => Promise<unknown>;
  files: TReviewFileHooks;
};

export type TReviewFileHooks = {
  useUpload: () => ReturnType<typeof useUploadApplicationFile>;
  useRemove: () => ReturnType<typeof useDeleteApplicationFile>;
};

/** The admin file calls of one application, as the hooks each upload field of the form calls. */
function reviewFileHooks(applicationId: number): TReviewFileHooks {
  return {
    useUpload: function useUpload() {
      return useUploadApplicationFile(applicationId);
    },
    useRemove: function useRemove() {
      return useDeleteApplicationFile(applicationId);
    },
  };
}

type ApplicationReviewProps = {
  id: number;
  /** The status banner (the applicant's colours, spec §4) with `detail` as its text. */
  renderStatus: (status: TApplicationStatus, detail: ReactNode) => ReactNode;
  renderForm: (props: TReviewFormProps) => ReactNode;
};

/**
 * One application for staff (spec §2 detail, §4, §6): status, the same form the applicant filled in with a
 * remark box beside every field, accept/reject for reviewers, the super admin's edit, links and delete, and the
 * history. A failed load goes back to the list (spec §8).
 */
export function ApplicationReview({ id, renderStatus, renderForm }: ApplicationReviewProps) {
  const { t } = useTranslation('review');
  const navigate = useNavigate();
  const role = useUser().data?.role;
  const isSuper = role === 'ADMIN_SUPER';
  const canReview = isSuper || role === 'ADMIN_VERIFIER';
  const query = useApplication(id);
  const application = query.data?.application;
  const etag = query.data?.etag ?? null;
  const [tab, setTab] = useState<TTab>('personal');
  const [confirm, setConfirm] = useState<TConfirm | null>(null);

  useEffect(() => {
    if (!query.isError) return;
    notify.error(t('detail.load_failed'));
    navigate(paths.admin.root.getHref(), { replace: true });
  }, [query.isError, navigate, t]);

  // The remarks live outside React state so typing in one box does not re-render the form; only "is there any
  // remark" is state (it enables Reject).
  const remarks = useRef<Record<string, string>>({});
  const [remarkCount, setRemarkCount] = useState(0);
  const onRemarkChange = useCallback((field: string, text: string) => {
    remarks.current[field] = text;
    setRemarkCount(Object.values(remarks.current).filter((value) => value.trim() !== '').length);
  }, []);
  const status = application?.status;
  const canReject = canReview && (status === 'SUBMITTED' || status === 'ACCEPTED');
  const canAccept = canReview && (status === 'SUBMITTED' || status === 'REJECTED');
  const renderRemark = useCallback(
    (field: string) =>
      REVIEWABLE.has(field) ? (
        <RemarkBox field={field} initial={remarks.current[field] ?? ''} onChange={onRemarkChange} />
      ) : null,
    [onRemarkChange],
  );

  const accept = useAcceptApplication();
  const reject = useRejectApplication();
  const remove = useDeleteApplication();
  const save = useSaveApplication();
  const next = useNextApplication();
  const busy = accept.isPending || reject.isPending || remove.isPending;

  const files = useMemo(() => reviewFileHooks(id), [id]);
  const saveForm = useCallback(
    async (payload: Record<string, unknown>) => {
      await save.mutateAsync({ id, payload });
      notify.success(t('success', { ns: 'common' }));
    },
    [save.mutateAsync, id, t],
  );

  const decide = () => {
    const done = () => {
      setConfirm(null);
      notify.success(t('success', { ns: 'common' }));
    };
    const failed = () => setConfirm(null);
    if (confirm === 'accept') accept.mutate({ id, etag }, { onSuccess: done, onError: failed });
    if (confirm === 'reject') {
      const reviews = Object.fromEntries(
        Object.entries(remarks.current)
          .map(([field, text]) => [field, text.trim()])
          .filter(([, text]) => text !== ''),
      );
      reject.mutate(
        { id, etag, reviews },
        {
          onSuccess: () => {
            remarks.current = {};
            setRemarkCount(0);
            done();
          },
          onError: failed,
        },
      );
    }
    if (confirm === 'delete')
      remove.mutate(id, {
        onSuccess: () => {
          notify.success(t('success', { ns: 'common' }));
          navigate(paths.admin.root.getHref(), { replace: true });
        },
        onError: failed,
      });
  };

  const openNext = () =>
    next.mutate(undefined, {
      onSuccess: ({ id: nextId }) =>
        nextId === null ? notify.info(t('dashboard.next_none')) : navigate(paths.admin.applicationShow.getHref(nextId)),
    });

  if (!application) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('detail.title', { id })} />
      </Box>
    );
  }

  const fullName = [application.lastName, application.firstName, application.middleName].filter(Boolean).join(' ');
  const superActions: { key: string; icon: ReactNode; label: string; onClick?: () => void; to?: string }[] = [
    { key: 'personal', icon: <PersonOutlineIcon />, label: t('detail.personal'), onClick: () => setTab('personal') },
    { key: 'edit', icon: <EditOutlinedIcon />, label: t('detail.edit'), onClick: () => setTab('edit') },
    { key: 'history', icon: <HistoryIcon />, label: t('detail.history'), onClick: () => setTab('history') },
    {
      key: 'allowance',
      icon: <AssignmentIndOutlinedIcon />,
      label: t('detail.allowance'),
      to: paths.admin.allowance.getHref(id),
    },
    { key: 'result', icon: <ArticleOutlinedIcon />, label: t('detail.result'), to: paths.admin.result.getHref(id) },
  ];

  const superButtons = (
    <Stack direction="row" sx={{ flexWrap: 'wrap' }} data-testid="super-actions">
      {superActions.map((action) => (
        <Tooltip key={action.key} title={action.label}>
          {action.to ? (
            <IconButton component={RouterLink} to={action.to} aria-label={action.label}>
              {action.icon}
            </IconButton>
          ) : (
            <IconButton onClick={action.onClick} aria-label={action.label}>
              {action.icon}
            </IconButton>
          )}
        </Tooltip>
      ))}
      <Tooltip title={t('detail.delete')}>
        <IconButton color="error" onClick={() => setConfirm('delete')} aria-label={t('detail.delete')}>
          <DeleteOutlineIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 1040, mx: 'auto', width: '100%' }} data-testid="application-review">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('detail.title', { id })}
          </Typography>
          {fullName ? (
            <Typography color="text.secondary" sx={{ wordBreak: 'break-word' }}>
              {fullName}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {isSuper ? superButtons : null}
          {canReview ? (
            <Button
              onClick={openNext}
              loading={next.isPending}
              endIcon={<NavigateNextIcon />}
              sx={{ ml: 1 }}
              data-testid="next-application"
            >
              {t('detail.next')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {renderStatus(
        application.status,
        application.registrationDate
          ? t('detail.submitted_on', { date: formatDateTime(application.registrationDate) })
          : '',
      )}
      <Duplicates applicationId={id} />
      {canReview ? (
        <Paper
          variant="outlined"
          sx={{
            p: 1.5,
            position: 'sticky',
            top: { xs: 56, sm: 64 },
            zIndex: (theme) => theme.zIndex.appBar - 1,
          }}
          data-testid="review-actions"
        >
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {canAccept ? (
              <Button
                variant="contained"
                color="success"
                startIcon={<CheckCircleOutlineIcon />}
                onClick={() => setConfirm('accept')}
                disabled={busy}
              >
                {t('detail.accept')}
              </Button>
            ) : null}
            {canReject ? (
              <Tooltip title={remarkCount === 0 ? t('detail.reject_hint') : ''}>
                <span>
                  <Button
                    variant="contained"
                    color="error"
                    startIcon={<HighlightOffIcon />}
                    onClick={() => setConfirm('reject')}
                    disabled={busy || remarkCount === 0}
                  >
                    {t('detail.reject')}
                  </Button>
                </span>
              </Tooltip>
            ) : null}
            {canReject ? (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: { xs: 'none', sm: 'block' } }}
                data-testid="remark-count"
              >
                {remarkCount === 0 ? t('detail.reject_hint') : t('detail.remarks_written', { count: remarkCount })}
              </Typography>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, value: TTab) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('detail.tabs_label')}
        >
          <Tab value="personal" label={t('detail.personal')} data-testid="tab-personal" />
          {isSuper ? <Tab value="edit" label={t('detail.edit')} data-testid="tab-edit" /> : null}
          <Tab value="history" label={t('detail.history')} data-testid="tab-history" />
        </Tabs>
      </Box>
      {tab === 'personal' ? (
        <Box key={`view-${query.dataUpdatedAt}`}>
          {renderForm({
            application,
            editing: false,
            renderRemark: canReject ? renderRemark : undefined,
            save: saveForm,
            files,
          })}
        </Box>
      ) : null}
      {tab === 'edit' && isSuper ? (
        <Box key={`edit-${application.id}`}>{renderForm({ application, editing: true, save: saveForm, files })}</Box>
      ) : null}
      {tab === 'history' ? <HistoryList applicationId={id} /> : null}
      {confirm ? (
        <ConfirmDialog
          question={confirm === 'delete' ? t('confirm.delete') : t('confirm.sure')}
          busy={busy}
          onConfirm={decide}
          onClose={() => setConfirm(null)}
        />
      ) : null}
    </Stack>
  );
}

/** Beyond the spec: other applications with the same PINFL or passport number (one person, two phones). */
function Duplicates({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('review');
  const duplicates = useDuplicates(applicationId);
  if (!duplicates.data?.length) return null;
  return (
    <Alert severity="warning" data-testid="duplicates">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t('detail.duplicates')}
      </Typography>
      <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 2.5 }}>
        {duplicates.data.map((duplicate) => (
          <li key={duplicate.id}>
            <Link href={paths.admin.applicationShow.getHref(duplicate.id)} target="_blank" rel="noopener">
              {t('detail.duplicate_match', {
                id: duplicate.id,
                name: [duplicate.lastName, duplicate.firstName].filter(Boolean).join(' ') || '—',
                fields: duplicate.matches.map((field) => translateMessage(`column_${field}`)).join(', '),
              })}
            </Link>{' '}
            ({translateMessage(`status_${duplicate.status}`)})
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
