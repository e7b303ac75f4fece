import { paths } from '@/config/paths';
import { areaTexts, staffTexts } from '@/lib/i18n';
import { adminPages } from './admin/pages';
import { homePages } from './home/pages';
import type { Area } from './page-routes';

/** The applicant area (/home): its layout, pages and texts are lazy chunks, not on the login page. */
export const homeArea: Area = {
  href: paths.home.root.getHref(),
  load: () => Promise.all([import('./home/root'), areaTexts.get()]).then(([module]) => ({ default: module.HomeRoot })),
  pages: homePages,
};

/** The staff area (/admin), likewise; MUI X and the admin code come only with it. */
export const adminArea: Area = {
  href: paths.admin.root.getHref(),
  load: () =>
    Promise.all([import('./admin/root'), areaTexts.get(), staffTexts.get()]).then(([module]) => ({
      default: module.AdminRoot,
    })),
  pages: adminPages,
};

export const AREAS = [homeArea, adminArea] as const;
