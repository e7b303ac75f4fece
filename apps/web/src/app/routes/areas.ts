import { paths } from '@/config/paths';
import { adminPages } from './admin/pages';
import { homePages } from './home/pages';
import type { Area } from './page-routes';

/** The applicant area (/home): its layout and pages are lazy chunks, not on the login page. */
export const homeArea: Area = {
  href: paths.home.root.getHref(),
  load: () => import('./home/root').then((module) => ({ default: module.HomeRoot })),
  pages: homePages,
};

/** The staff area (/admin), likewise; MUI X and the admin code come only with it. */
export const adminArea: Area = {
  href: paths.admin.root.getHref(),
  load: () => import('./admin/root').then((module) => ({ default: module.AdminRoot })),
  pages: adminPages,
};

export const AREAS = [homeArea, adminArea] as const;
