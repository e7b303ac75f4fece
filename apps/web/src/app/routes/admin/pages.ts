import { paths } from '@/config/paths';
import type { PageRoute } from '../page-routes';

const a = paths.admin;

/** The admin area's pages (spec §2 /admin children). Add `load` to replace a placeholder. */
export const adminPages: readonly PageRoute[] = [
  { path: a.applications.path, titleKey: 'pages.admin_applications' },
  { path: a.applicationShow.path, titleKey: 'pages.admin_application_show' },
  { path: a.statistics.path, titleKey: 'pages.admin_statistics' },
  { path: a.messages.path, titleKey: 'pages.admin_messages' },
  { path: a.members.path, titleKey: 'pages.admin_members' },
  { path: a.admissionSession.path, titleKey: 'pages.admin_admission_session' },
  { path: a.countries.path, titleKey: 'pages.admin_countries' },
  { path: a.regions.path, titleKey: 'pages.admin_regions' },
  { path: a.areas.path, titleKey: 'pages.admin_areas' },
  { path: a.faculties.path, titleKey: 'pages.admin_faculties' },
  { path: a.educationLanguage.path, titleKey: 'pages.admin_education_language' },
  { path: a.sciences.path, titleKey: 'pages.admin_sciences' },
  { path: a.certificates.path, titleKey: 'pages.admin_certificates' },
  { path: a.disabilities.path, titleKey: 'pages.admin_disabilities' },
  { path: a.schoolTypes.path, titleKey: 'pages.admin_school_types' },
  { path: a.exportImport.path, titleKey: 'pages.admin_export_import' },
  { path: a.allowance.path, titleKey: 'pages.admin_allowance' },
  { path: a.result.path, titleKey: 'pages.admin_result' },
];
