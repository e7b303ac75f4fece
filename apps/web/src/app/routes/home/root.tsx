import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import AssignmentIndOutlinedIcon from '@/components/icons/AssignmentIndOutlined';
import DescriptionOutlinedIcon from '@/components/icons/DescriptionOutlined';
import EmojiEventsOutlinedIcon from '@/components/icons/EmojiEventsOutlined';
import GavelOutlinedIcon from '@/components/icons/GavelOutlined';
import HelpOutlinedIcon from '@/components/icons/HelpOutlined';
import HomeOutlinedIcon from '@/components/icons/HomeOutlined';
import ManageAccountsOutlinedIcon from '@/components/icons/ManageAccountsOutlined';
import QuizOutlinedIcon from '@/components/icons/QuizOutlined';
import RateReviewOutlinedIcon from '@/components/icons/RateReviewOutlined';
import { DashboardLayout, type NavItem } from '@/components/layouts/dashboard-layout';
import { paths } from '@/config/paths';
import { useOwnAppeal } from '@/features/appeals/api/own-appeal';
import { ownAppealKey } from '@/features/appeals/api/query-keys';
import { useApplication } from '@/features/application/api/get-application';
import { applicationKeys } from '@/features/application/api/query-keys';
import { ProtectedRoute, useLogout, useUser } from '@/lib/auth';
import { useLiveUpdates } from '@/lib/live-updates';
import { usePageTitle } from '../page-routes';

/** What a change of the applicant's application may alter: its status and remarks, the exam's pages, the appeal. */
const LIVE_KEYS = [applicationKeys.detail(), ['exams'], ownAppealKey] as const;

/**
 * /home: the applicant area (spec §2). Menu: intro, application, exam permit, result and personal information
 * (ABITURIENT only), faq, help, and the appeal while one may be sent or has been.
 */
export function HomeRoot() {
  return (
    <ProtectedRoute area="home">
      <HomeLayout />
    </ProtectedRoute>
  );
}

function HomeLayout() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const logout = useLogout();
  const title = usePageTitle();
  useLiveUpdates('abiturient/events', LIVE_KEYS);
  const appeal = useOwnAppeal().data;
  const application = useApplication().data;
  const h = paths.home;
  const nav: NavItem[] = [
    { key: 'intro', label: t('pages.intro'), icon: <HomeOutlinedIcon />, to: h.intro.getHref() },
    {
      key: 'application',
      label: t('pages.application'),
      icon: <DescriptionOutlinedIcon />,
      to: h.application.getHref(),
    },
    {
      key: 'allowance',
      label: t('pages.allowance'),
      icon: <AssignmentIndOutlinedIcon />,
      to: h.allowance.getHref(),
    },
    ...(user?.role === 'ABITURIENT'
      ? [
          { key: 'result', label: t('pages.result'), icon: <EmojiEventsOutlinedIcon />, to: h.result.getHref() },
          {
            key: 'personal-info',
            label: t('pages.personal_info'),
            icon: <ManageAccountsOutlinedIcon />,
            to: h.personalInfo.getHref(),
          },
        ]
      : []),
    { key: 'faq', label: t('pages.faq'), icon: <QuizOutlinedIcon />, to: h.faq.getHref() },
    { key: 'help', label: t('pages.help'), icon: <HelpOutlinedIcon />, to: h.help.getHref() },
    // Last: they come with their own answers, and an item appearing above others would move them.
    ...(application?.status === 'REJECTED' && Object.keys(application.reviews).length
      ? [{ key: 'remarks', label: t('pages.remarks'), icon: <RateReviewOutlinedIcon />, to: h.remarks.getHref() }]
      : []),
    ...(appeal?.eligible || appeal?.appeal
      ? [{ key: 'appeal', label: t('pages.appeal'), icon: <GavelOutlinedIcon />, to: h.appeal.getHref() }]
      : []),
  ];
  return (
    <DashboardLayout title={title} subtitle={t('app.applicant_area')} nav={nav} onLogout={logout}>
      <Outlet />
    </DashboardLayout>
  );
}
