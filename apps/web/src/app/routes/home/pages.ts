import { paths } from '@/config/paths';
import type { PageRoute } from '../page-routes';

/** The applicant area's pages (spec §2 /home children). Add `load` to replace a placeholder. */
export const homePages: readonly PageRoute[] = [
  {
    path: paths.home.intro.path,
    titleKey: 'pages.intro',
    load: () => import('./intro'),
  },
  {
    path: paths.home.application.path,
    titleKey: 'pages.application',
    load: () => import('./application'),
    prefetch: () => import('@/features/application/api/get-application').then((api) => api.prefetchApplication()),
  },
  { path: paths.home.allowance.path, titleKey: 'pages.allowance', load: () => import('./allowance') },
  { path: paths.home.appeal.path, titleKey: 'pages.appeal', load: () => import('./appeal') },
  { path: paths.home.personalInfo.path, titleKey: 'pages.personal_info', load: () => import('./personal-info') },
  { path: paths.home.faq.path, titleKey: 'pages.faq', load: () => import('./faq') },
  { path: paths.home.help.path, titleKey: 'pages.help', load: () => import('./help') },
  { path: paths.home.statistics.path, titleKey: 'pages.statistics', load: () => import('./statistics') },
  { path: paths.home.result.path, titleKey: 'pages.result', load: () => import('./result') },
  { path: paths.home.remarks.path, titleKey: 'pages.remarks', load: () => import('./remarks') },
];
