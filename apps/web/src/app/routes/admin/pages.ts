import { paths } from '@/config/paths';
import type { PageRoute } from '../page-routes';

const a = paths.admin;

type CatalogueScreen = keyof typeof import('./catalogues')['catalogueScreens'];

/** A catalogue page: loads the catalogue chunk (DataGrid included) only when one is opened. */
const catalogue = (name: CatalogueScreen) => () =>
  import('./catalogues').then((module) => ({ default: module.catalogueScreens[name] }));

/** The admin area's pages (spec §2 /admin children). Add `load` to replace a placeholder. */
export const adminPages: readonly PageRoute[] = [
  { path: a.applications.path, titleKey: 'pages.admin_applications', load: () => import('./applications') },
  {
    path: a.applicationShow.path,
    titleKey: 'pages.admin_application_show',
    load: () => import('./application-show'),
  },
  { path: a.appeals.path, titleKey: 'pages.admin_appeals', load: () => import('./appeals') },
  { path: a.statistics.path, titleKey: 'pages.admin_statistics', load: () => import('./statistics') },
  { path: a.messages.path, titleKey: 'pages.admin_messages', load: () => import('./messages') },
  { path: a.notifications.path, titleKey: 'pages.admin_notifications', load: () => import('./notifications') },
  { path: a.members.path, titleKey: 'pages.admin_members', load: catalogue('members') },
  { path: a.audit.path, titleKey: 'pages.admin_audit', load: () => import('./audit') },
  { path: a.twoFactor.path, titleKey: 'pages.admin_two_factor', load: () => import('./two-factor') },
  { path: a.admissionSession.path, titleKey: 'pages.admin_admission_session', load: catalogue('admissionSessions') },
  { path: a.countries.path, titleKey: 'pages.admin_countries', load: catalogue('countries') },
  { path: a.regions.path, titleKey: 'pages.admin_regions', load: catalogue('regions') },
  { path: a.areas.path, titleKey: 'pages.admin_areas', load: catalogue('areas') },
  { path: a.faculties.path, titleKey: 'pages.admin_faculties', load: catalogue('faculties') },
  {
    path: a.educationLanguage.path,
    titleKey: 'pages.admin_education_language',
    load: catalogue('educationLanguages'),
  },
  { path: a.sciences.path, titleKey: 'pages.admin_sciences', load: catalogue('sciences') },
  { path: a.certificates.path, titleKey: 'pages.admin_certificates', load: catalogue('certificates') },
  { path: a.disabilities.path, titleKey: 'pages.admin_disabilities', load: catalogue('disabilities') },
  { path: a.schoolTypes.path, titleKey: 'pages.admin_school_types', load: catalogue('schoolTypes') },
  { path: a.schools.path, titleKey: 'pages.admin_schools', load: catalogue('schools') },
  { path: a.educationTypes.path, titleKey: 'pages.admin_education_types', load: catalogue('educationTypes') },
  { path: a.exportImport.path, titleKey: 'pages.admin_export_import', load: () => import('./export-import') },
  { path: a.allowance.path, titleKey: 'pages.admin_allowance', load: () => import('./allowance') },
  { path: a.result.path, titleKey: 'pages.admin_result', load: () => import('./result') },
];
