import { Box, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { REVIEWABLE_FIELDS } from '@qabul/contract/admin-application';
import type { TAcceptedDirection, TApplication } from '@qabul/contract/application/response';
import type { TApplicationStatus } from '@qabul/contract/application/status';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { formatDateTime } from '@/lib/date-time';
import { notify } from '@/lib/snackbar';
import { useAcceptApplication } from '../api/accept-application';
import { useDeleteApplication } from '../api/delete-application';
import { useDeleteApplicationFile } from '../api/delete-application-file';
import { useApplication } from '../api/get-application';
import { useNextApplication } from '../api/get-next-application';
import { useRejectApplication } from '../api/reject-application';
import { useSaveApplication } from '../api/save-application';
import { useUploadApplicationFile } from '../api/upload-application-file';
import { useRemarkDrafts } from '../hooks/use-remark-drafts';
import { AcceptDialog, applicantName, DeleteDialog, RejectDialog } from './decision-dialogs';
import { DuplicatesAlert } from './duplicates-alert';
import { HistoryList } from './history-list';
import { RemarkSlot } from './remark-slot';
import { ReviewToolbar } from './review-toolbar';

const REVIEWABLE = new Set(REVIEWABLE_FIELDS);

type TTab = 'personal' | 'edit' | 'history';
type TConfirm = 'accept' | 'reject' | 'delete';

/** What the page hands to the application form it is composed with (the applicant feature's form). */
export type TReviewFormProps = {
  application: TApplication;
  /** false: the personal-info view; true: the super admin's edit. */
  editing: boolean;
  renderRemark?: (field: string, control: ReactNode) => ReactNode;
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
  renderStatus: (status: TApplicationStatus, detail: ReactNode, accepted: TAcceptedDirection | null) => ReactNode;
  renderForm: (props: TReviewFormProps) => ReactNode;
};

/**
 * One application for staff (spec §2 detail, §4, §6): status, the same form the applicant filled in with a remark
 * button beside every field, one toolbar for the decision and the super admin's actions, the super admin's edit and
 * the history. A failed load goes back to the list (spec §8).
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
  const remarks = useRemarkDrafts();

  useEffect(() => {
    if (!query.isError) return;
    notify.error(t('detail.load_failed'));
    navigate(paths.admin.root.getHref(), { replace: true });
  }, [query.isError, navigate, t]);

  const status = application?.status;
  const canReject = canReview && (status === 'SUBMITTED' || status === 'ACCEPTED');
  const canAccept = canReview && (status === 'SUBMITTED' || status === 'REJECTED');
  const { change: onRemarkChange, initialOf } = remarks;
  const renderRemark = useCallback(
    (field: string, control: ReactNode) =>
      REVIEWABLE.has(field) ? (
        <RemarkSlot field={field} initial={initialOf(field)} onChange={onRemarkChange}>
          {control}
        </RemarkSlot>
      ) : (
        control
      ),
    [onRemarkChange, initialOf],
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

  const done = () => {
    setConfirm(null);
    notify.success(t('success', { ns: 'common' }));
  };
  const failed = () => setConfirm(null);
  const decide = {
    accept: (rank: number) => accept.mutate({ id, etag, rank }, { onSuccess: done, onError: failed }),
    reject: () =>
      reject.mutate(
        { id, etag, reviews: remarks.written() },
        {
          onSuccess: () => {
            remarks.clear();
            done();
          },
          onError: failed,
        },
      ),
    delete: () =>
      remove.mutate(id, {
        onSuccess: () => {
          notify.success(t('success', { ns: 'common' }));
          navigate(paths.admin.root.getHref(), { replace: true });
        },
        onError: failed,
      }),
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

  return (
    <Stack spacing={2} sx={{ maxWidth: 1040, mx: 'auto', width: '100%' }} data-testid="application-review">
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('detail.title', { id })}
        </Typography>
        <Typography color="textSecondary" sx={{ wordBreak: 'break-word' }}>
          {applicantName(application)}
        </Typography>
      </Box>
      {renderStatus(
        application.status,
        application.registrationDate
          ? t('detail.submitted_on', { date: formatDateTime(application.registrationDate) })
          : '',
        application.acceptedDirection,
      )}
      <DuplicatesAlert applicationId={id} />
      <ReviewToolbar
        id={id}
        canAccept={canAccept}
        canReject={canReject}
        canReview={canReview}
        isSuper={isSuper}
        busy={busy}
        remarkCount={remarks.count}
        nextPending={next.isPending}
        onDecide={setConfirm}
        onNext={openNext}
      />
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
      {confirm === 'accept' ? (
        <AcceptDialog
          application={application}
          busy={busy}
          remarkCount={remarks.count}
          onAccept={decide.accept}
          onRejectInstead={() => setConfirm('reject')}
          onClose={() => setConfirm(null)}
        />
      ) : null}
      {confirm === 'reject' ? (
        <RejectDialog
          application={application}
          busy={busy}
          remarks={remarks.written()}
          onReject={decide.reject}
          onClose={() => setConfirm(null)}
        />
      ) : null}
      {confirm === 'delete' ? (
        <DeleteDialog application={application} busy={busy} onDelete={decide.delete} onClose={() => setConfirm(null)} />
      ) : null}
    </Stack>
  );
}
