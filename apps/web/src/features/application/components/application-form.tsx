import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Checkbox, FormControlLabel, FormHelperText, Grid, Paper, Stack, Typography } from '@mui/material';
import type { TApplication } from '@qabul/contract/application/response';
import { isApplicationEditable } from '@qabul/contract/application/status';
import { applicationSubmitSchema, type TApplicationSubmit } from '@qabul/contract/application/submit';
import { useQueryClient } from '@tanstack/react-query';
import {
  type ComponentType,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { Controller, type FieldPath, FormProvider, type Resolver, useForm } from 'react-hook-form';
import CloudDoneOutlinedIcon from '@/components/icons/CloudDoneOutlined';
import CloudSyncOutlinedIcon from '@/components/icons/CloudSyncOutlined';
import SaveOutlinedIcon from '@/components/icons/SaveOutlined';
import SendOutlinedIcon from '@/components/icons/SendOutlined';
import { portalSettings } from '@/config/settings';
import { ApiError } from '@/lib/api-client';
import { namespaceTexts, translateMessage } from '@/lib/i18n';
import { useDeleteApplicationFile } from '../api/delete-application-file';
import { loadedListHasItems, useLookup } from '../api/get-lookups';
import { useSubmitApplication } from '../api/submit-application';
import { useUploadApplicationFile } from '../api/upload-application-file';
import { type TDraftStatus, useDraftAutosave } from '../hooks/use-draft-autosave';
import { useFieldJump } from '../hooks/use-field-jump';
import { draftStorageKey, initialFormValues, readStoredDraft, removeStoredDraft } from '../utils/draft-storage';
import { focusFirstErrorWhenShown } from '../utils/first-error';
import { type TApplicationFormValues, toFormValues, toSubmitPayload } from '../utils/form-values';
import { ApplicationFormContext, type TFileMutationHooks } from './application-form-context';
import { FORM_COLUMN } from './application-heading';
import {
  CertificateSection,
  CitizenSection,
  ContactSection,
  EducationSection,
  LocationSection,
  PersonalSection,
  StudySection,
} from './application-sections';
import { FieldCell } from './form-fields';
import { ReviewStep } from './review-step';
import { SectionNavigator } from './section-navigator';
import { SECTION_KEYS, type TSectionKey } from './sections';
import { SectionsAhead } from './sections-ahead';
import { SubmittedDialog } from './submitted-dialog';

const t = namespaceTexts('application');

const DRAFT_STATUS_ICON = {
  saving: <CloudSyncOutlinedIcon fontSize="small" />,
  saved: <CloudDoneOutlinedIcon fontSize="small" />,
  local: <SaveOutlinedIcon fontSize="small" />,
} as const;

function DraftStatus({ status }: { status: TDraftStatus }) {
  if (status === 'idle') return null;
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', color: 'text.secondary' }}
      role="status"
      data-testid="draft-status"
    >
      {DRAFT_STATUS_ICON[status]}
      <Typography variant="body2">{t(`draft.${status}`)}</Typography>
    </Stack>
  );
}

/**
 * The component of each section; SECTION_KEYS gives their order on the page. Memoised: a section takes no props
 * and reads the form through its context, so the form's own updates (a lookup loaded, the draft status) do not
 * draw every field again.
 */
const SECTION_COMPONENTS: Record<TSectionKey, ComponentType> = {
  personal: memo(PersonalSection),
  location: memo(LocationSection),
  citizen: memo(CitizenSection),
  contact: memo(ContactSection),
  education: memo(EducationSection),
  certificate: memo(CertificateSection),
  study: memo(StudySection),
};

/**
 * Memoised: react-hook-form draws the form again as soon as it is mounted (its `isReady`), and on every draft status;
 * the navigator's buttons and the dialog need neither.
 */
const MemoSectionNavigator = memo(SectionNavigator) as typeof SectionNavigator;
const MemoSubmittedDialog = memo(SubmittedDialog);

/** The remarks of a rejection above the form: their code loads only for a rejected application. */
const FormRemarks = lazy(() => import('./form-remarks').then((module) => ({ default: module.FormRemarks })));

const APPLICANT_FILES: TFileMutationHooks = {
  useUpload: useUploadApplicationFile,
  useRemove: useDeleteApplicationFile,
};

/** The same form on the staff side (spec §2 admin detail): the personal-info view or the super admin's edit. */
export type TStaffFormOptions = {
  /** Nothing can be changed, whatever the status (the personal-info view, observers). */
  readOnly: boolean;
  /** Draws a field with the reviewer's way to remark on it; without it the stored remarks of a rejection show. */
  renderRemark?: (field: string, control: ReactNode) => ReactNode;
  /** Saves a valid form in place of the applicant's submit (POST admin/application); rejects to keep editing. */
  save: (payload: Record<string, unknown>) => Promise<unknown>;
  /** The admin file routes of this application. */
  files: TFileMutationHooks;
};

type ApplicationFormProps = { application: TApplication } & (
  | {
      memberId: number;
      /** The login phone, offered as the personal phone of a new application. */
      memberPhone: string;
      /**
       * Where the draft's status goes: beside the heading, which the page draws (the form's first drawing must not
       * replace it, its paint being the page's LCP).
       */
      draftStatusSlot: HTMLElement | null;
      staff?: undefined;
    }
  | { staff: TStaffFormOptions }
);

/**
 * The applicant's application (spec §2 form, §4 dependencies and states, §5 validation): validated by the
 * contract's submit schema, saved as a draft while typed, read-only unless DRAFT or REJECTED. With `staff` it is
 * the staff's view of someone's application: no draft, no agreement, their own save and file calls.
 */
export function ApplicationForm(props: ApplicationFormProps) {
  const { application, staff } = props;
  const renderRemark = staff?.renderRemark;
  const files = staff?.files ?? APPLICANT_FILES;
  const isStaff = Boolean(staff);
  const applicant = props.staff ? undefined : props;
  const editable = staff ? !staff.readOnly : isApplicationEditable(application.status);
  const storageKey = applicant ? draftStorageKey(applicant.memberId) : '';
  const [initial] = useState(() => {
    if (!applicant) return { restored: false, values: { ...toFormValues(application), agreement: true } };
    const start = initialFormValues(application, readStoredDraft(storageKey));
    return {
      restored: start.restored,
      values: {
        ...start.values,
        mobilePhone: start.values.mobilePhone || (editable ? applicant.memberPhone : ''),
        // A submitted application was agreed to; a draft or a rejected one asks again.
        agreement: !editable,
      },
    };
  });

  // The certificate list brings each type's minimum and maximum scores, so their messages show before the server's.
  const certificates = useLookup('certificates');
  const countries = useLookup('countries');
  const queryClient = useQueryClient();
  const schema = useMemo(() => {
    const certificateOf = (id: number) => certificates.data?.find((item) => item.id === id);
    return applicationSubmitSchema({
      minScoreOf: (id) => certificateOf(id)?.minScore,
      maxScoreOf: (id) => certificateOf(id)?.maxScore,
      // The lists the place fields have loaded: no region or city is needed where there is none to choose.
      hasRegions: (countryId) => loadedListHasItems(queryClient, 'regions', countryId),
      hasCities: (regionId) => loadedListHasItems(queryClient, 'cities', regionId),
      passportPatternOf: (countryId) => countries.data?.find((country) => country.id === countryId)?.passportPattern,
      formRules: portalSettings.formRules,
    });
  }, [certificates.data, countries.data, queryClient]);
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  // One resolver for the form's lifetime (the navigator and the review step check with it too), always with the
  // latest schema.
  const resolver = useCallback<Resolver<TApplicationFormValues, unknown, TApplicationSubmit>>(
    (values, context, options) =>
      (zodResolver(schemaRef.current) as unknown as Resolver<TApplicationFormValues, unknown, TApplicationSubmit>)(
        values,
        context,
        options,
      ),
    [],
  );

  const form = useForm<TApplicationFormValues, unknown, TApplicationSubmit>({
    defaultValues: initial.values,
    resolver,
    // An answer is checked once its field is left, then as it is corrected: a wrong date or name is seen at once,
    // not only at submit (the draft keeps only valid answers, so it would otherwise stay "saved on this device").
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const autosave = useDraftAutosave(form, {
    storageKey,
    enabled: editable && !staff,
    restored: initial.restored,
    initialValues: initial.values,
  });
  const submit = useSubmitApplication();
  const [sent, setSent] = useState(false);
  const closeSubmitted = useCallback(() => setSent(false), []);

  // Sections are drawn one below the other, each once the one above has drawn its fields (one per task): what is on
  // screen never moves down for something drawn above it. They are drawn as far as the applicant has reached (the
  // first; scrolled near, jumped to by the navigator, a field opened), and the rest once the page is idle: a phone
  // answers the first section's taps at once instead of drawing all seven first.
  const [sectionsDrawn, setSectionsDrawn] = useState(0);
  const sectionDrawn = useCallback(
    (number: number) => startTransition(() => setSectionsDrawn((drawn) => Math.max(drawn, number))),
    [],
  );
  const [sectionsReached, setSectionsReached] = useState(1);
  const reachSection = useCallback(
    (number: number) => startTransition(() => setSectionsReached((reached) => Math.max(reached, number))),
    [],
  );
  const reachNextSection = useMemo(
    () => (sectionsDrawn >= sectionsReached ? () => reachSection(sectionsReached + 1) : undefined),
    [sectionsDrawn, sectionsReached, reachSection],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const scrollToFirstError = () => focusFirstErrorWhenShown(() => formRef.current);
  const openField = useFieldJump(sectionsDrawn, reachSection);

  const onSubmit = form.handleSubmit(async (data) => {
    autosave.cancel();
    try {
      await (staff ? staff.save : submit.mutateAsync)(toSubmitPayload(data));
    } catch (error) {
      // The snackbar lists the server's messages (spec §8); each also lands on its field.
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      for (const [name, messages] of Object.entries(fields)) {
        if (name in initial.values) {
          form.setError(name as FieldPath<TApplicationFormValues>, { message: messages.join(' ') });
        }
      }
      scrollToFirstError();
      return;
    }
    if (staff) return;
    removeStoredDraft(storageKey);
    setSent(true);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, scrollToFirstError);

  const context = useMemo(
    () => ({
      readOnly: !editable,
      reviews: application.status === 'REJECTED' ? application.reviews : {},
      remarksAddressed: application.remarksAddressed ?? [],
      application,
      renderRemark,
      files,
      inlinePreview: isStaff,
      sectionDrawn,
    }),
    [editable, application, renderRemark, files, isStaff, sectionDrawn],
  );

  return (
    <ApplicationFormContext.Provider value={context}>
      <FormProvider {...form}>
        <Stack
          component="form"
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          onBlur={autosave.flush}
          {...FORM_COLUMN}
          data-testid="application-form"
        >
          {applicant?.draftStatusSlot && editable
            ? createPortal(<DraftStatus status={autosave.status} />, applicant.draftStatusSlot)
            : null}
          <MemoSectionNavigator
            resolver={resolver}
            root={formRef}
            marks={editable}
            sectionsShown={sectionsDrawn}
            reachSection={reachSection}
          />
          {applicant && Object.keys(context.reviews).length ? (
            <Suspense fallback={null}>
              <FormRemarks onOpen={openField} />
            </Suspense>
          ) : null}
          {SECTION_KEYS.slice(0, Math.min(sectionsReached, sectionsDrawn + 1)).map((key) => {
            const Section = SECTION_COMPONENTS[key];
            return <Section key={key} />;
          })}
          {sectionsDrawn < SECTION_KEYS.length ? <SectionsAhead onNear={reachNextSection} /> : null}
          {(staff && !editable) || sectionsDrawn < SECTION_KEYS.length ? null : (
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
              <Stack spacing={2}>
                {editable && !staff ? <ReviewStep resolver={resolver} root={formRef} /> : null}
                {staff ? null : (
                  <Grid container>
                    <Controller
                      control={form.control}
                      name="agreement"
                      render={({ field, fieldState }) => (
                        <FieldCell name="agreement" invalid={Boolean(fieldState.error)} wide>
                          <FormControlLabel
                            control={
                              <Checkbox
                                checked={field.value}
                                onChange={(event) => field.onChange(event.target.checked)}
                                onBlur={field.onBlur}
                                disabled={!editable}
                                slotProps={{ input: { ref: field.ref, 'aria-invalid': Boolean(fieldState.error) } }}
                              />
                            }
                            label={
                              <Typography variant="body2">
                                {t('agreement')}
                                <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
                                  {' *'}
                                </Box>
                              </Typography>
                            }
                            sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
                          />
                          {fieldState.error ? (
                            <FormHelperText error>{translateMessage(fieldState.error.message)}</FormHelperText>
                          ) : null}
                        </FieldCell>
                      )}
                    />
                  </Grid>
                )}
                {editable ? (
                  <Box>
                    <Button
                      type="submit"
                      variant="contained"
                      size="large"
                      endIcon={staff ? <SaveOutlinedIcon /> : <SendOutlinedIcon />}
                      loading={submit.isPending || form.formState.isSubmitting}
                      sx={{ width: { xs: '100%', sm: 'auto' }, px: 4 }}
                    >
                      {staff ? t('save') : t('submit')}
                    </Button>
                  </Box>
                ) : null}
              </Stack>
            </Paper>
          )}
        </Stack>
      </FormProvider>
      <MemoSubmittedDialog open={sent} onClose={closeSubmitted} />
    </ApplicationFormContext.Provider>
  );
}
