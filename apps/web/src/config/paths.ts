/**
 * Every URL of the web app. `path` is what the router matches (children relative to their parent), `getHref`
 * builds a link. Pages and menus link through these, never through string literals.
 */
const withPhone = (base: string, phone?: string) => (phone ? `${base}?phone=${encodeURIComponent(phone)}` : base);

export const paths = {
  login: { path: '/', getHref: (phone?: string) => withPhone('/', phone) },
  signUp: { path: '/sign-up', getHref: (phone?: string) => withPhone('/sign-up', phone) },
  forgotPassword: { path: '/forgot-password', getHref: (phone?: string) => withPhone('/forgot-password', phone) },

  home: {
    root: { path: '/home', getHref: () => '/home' },
    intro: { path: '', getHref: () => '/home' },
    application: { path: 'application', getHref: () => '/home/application' },
    allowance: { path: 'allowance', getHref: () => '/home/allowance' },
    appeal: { path: 'appeal', getHref: () => '/home/appeal' },
    personalInfo: { path: 'personal-info', getHref: () => '/home/personal-info' },
    faq: { path: 'faq', getHref: () => '/home/faq' },
    help: { path: 'help', getHref: () => '/home/help' },
    statistics: { path: 'statistics', getHref: () => '/home/statistics' },
    result: { path: 'result', getHref: () => '/home/result' },
    remarks: { path: 'remarks', getHref: () => '/home/remarks' },
  },

  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    applications: { path: '', getHref: (tab?: number) => (tab === undefined ? '/admin' : `/admin?tab=${tab}`) },
    applicationShow: {
      path: 'admin-application-show/:id',
      getHref: (id: number | string, hash?: string) => `/admin/admin-application-show/${id}${hash ? `#${hash}` : ''}`,
    },
    appeals: { path: 'admin-appeals', getHref: () => '/admin/admin-appeals' },
    statistics: { path: 'admin-statistics', getHref: () => '/admin/admin-statistics' },
    messages: { path: 'admin-messages', getHref: () => '/admin/admin-messages' },
    notifications: { path: 'admin-notifications', getHref: () => '/admin/admin-notifications' },
    members: { path: 'admin-members', getHref: () => '/admin/admin-members' },
    audit: { path: 'admin-audit', getHref: () => '/admin/admin-audit' },
    twoFactor: { path: 'admin-two-factor', getHref: () => '/admin/admin-two-factor' },
    admissionSession: { path: 'admin-admission-session', getHref: () => '/admin/admin-admission-session' },
    countries: { path: 'admin-countries', getHref: () => '/admin/admin-countries' },
    regions: { path: 'admin-regions', getHref: () => '/admin/admin-regions' },
    areas: { path: 'admin-areas', getHref: () => '/admin/admin-areas' },
    faculties: { path: 'admin-faculties', getHref: () => '/admin/admin-faculties' },
    educationLanguage: { path: 'admin-education-language', getHref: () => '/admin/admin-education-language' },
    sciences: { path: 'admin-sciences', getHref: () => '/admin/admin-sciences' },
    certificates: { path: 'admin-certificates', getHref: () => '/admin/admin-certificates' },
    disabilities: { path: 'admin-disabilities', getHref: () => '/admin/admin-disabilities' },
    schoolTypes: { path: 'admin-school-types', getHref: () => '/admin/admin-school-types' },
    schools: { path: 'admin-schools', getHref: () => '/admin/admin-schools' },
    educationTypes: { path: 'admin-education-types', getHref: () => '/admin/admin-education-types' },
    exportImport: { path: 'admin-export-import', getHref: () => '/admin/admin-export-import' },
    allowance: { path: 'admin-allowance/:id', getHref: (id: number | string) => `/admin/admin-allowance/${id}` },
    result: { path: 'admin-result/:id', getHref: (id: number | string) => `/admin/admin-result/${id}` },
  },
} as const;
