import { useCallback } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { AppealPanel } from '@/features/appeals/components/appeal-panel';
import { ApplicationForm } from '@/features/application/components/application-form';
import { StatusBanner } from '@/features/application/components/status-banner';
import { ApplicationReview, type TReviewFormProps } from '@/features/review/components/application-review';

/**
 * /admin/admin-application-show/{id} (spec §2): the review screen composed with the applicant's own form and
 * status banner, so staff see exactly what the applicant filled in, with their remark boxes beside the fields;
 * under the banner the applicant's appeal, if any, where staff see it before the form.
 */
export default function ApplicationShowPage() {
  const id = Number(useParams().id);
  const renderForm = useCallback(
    ({ application, editing, renderRemark, save, files }: TReviewFormProps) => (
      <ApplicationForm application={application} staff={{ readOnly: !editing, renderRemark, save, files }} />
    ),
    [],
  );
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.admin.root.getHref()} replace />;
  return (
    <ApplicationReview
      key={id}
      id={id}
      renderStatus={(status, detail, accepted) => (
        <>
          <StatusBanner status={status} accepted={accepted}>
            {detail}
          </StatusBanner>
          <AppealPanel applicationId={id} />
        </>
      )}
      renderForm={renderForm}
    />
  );
}
