import type { TAdminRole } from './auth';

/**
 * The admin area's menu (spec §2 admin routes). The server sends each role the items it may use (spec §6:
 * "admin menus come from the server"); the web app only renders them. `name` is a message key.
 */
export const ADMIN_MENU: readonly { key: string; icon: string; route: string; roles: readonly TAdminRole[] }[] = [
  {
    key: 'menu_applications',
    icon: 'Assignment',
    route: '/admin',
    roles: ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'],
  },
  {
    key: 'menu_appeals',
    icon: 'Gavel',
    route: '/admin/admin-appeals',
    roles: ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'],
  },
  {
    key: 'menu_statistics',
    icon: 'BarChart',
    route: '/admin/admin-statistics',
    roles: ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'],
  },
  { key: 'menu_messages', icon: 'Sms', route: '/admin/admin-messages', roles: ['ADMIN_SUPER'] },
  {
    key: 'menu_notifications',
    icon: 'NotificationsActive',
    route: '/admin/admin-notifications',
    roles: ['ADMIN_SUPER'],
  },
  {
    key: 'menu_export',
    icon: 'FileDownload',
    route: '/admin/admin-export-import',
    roles: ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'],
  },
  { key: 'menu_members', icon: 'People', route: '/admin/admin-members', roles: ['ADMIN_SUPER'] },
  { key: 'menu_audit', icon: 'History', route: '/admin/admin-audit', roles: ['ADMIN_SUPER'] },
  {
    key: 'menu_two_factor',
    icon: 'Security',
    route: '/admin/admin-two-factor',
    roles: ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'],
  },
  {
    key: 'menu_admission_sessions',
    icon: 'Event',
    route: '/admin/admin-admission-session',
    roles: ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'],
  },
  {
    key: 'menu_countries',
    icon: 'Public',
    route: '/admin/admin-countries',
    roles: ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'],
  },
  {
    key: 'menu_regions',
    icon: 'Map',
    route: '/admin/admin-regions',
    roles: ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'],
  },
  {
    key: 'menu_areas',
    icon: 'LocationCity',
    route: '/admin/admin-areas',
    roles: ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'],
  },
  {
    key: 'menu_faculties',
    icon: 'School',
    route: '/admin/admin-faculties',
    roles: ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'],
  },
  {
    key: 'menu_education_languages',
    icon: 'Translate',
    route: '/admin/admin-education-language',
    roles: ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'],
  },
  {
    key: 'menu_sciences',
    icon: 'Science',
    route: '/admin/admin-sciences',
    roles: ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'],
  },
  {
    key: 'menu_certificates',
    icon: 'WorkspacePremium',
    route: '/admin/admin-certificates',
    roles: ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'],
  },
  {
    key: 'menu_disabilities',
    icon: 'Accessible',
    route: '/admin/admin-disabilities',
    roles: ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'],
  },
  {
    key: 'menu_school_types',
    icon: 'Apartment',
    route: '/admin/admin-school-types',
    roles: ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'],
  },
  {
    key: 'menu_schools',
    icon: 'Apartment',
    route: '/admin/admin-schools',
    roles: ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'],
  },
  {
    key: 'menu_education_types',
    icon: 'School',
    route: '/admin/admin-education-types',
    roles: ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'],
  },
];
