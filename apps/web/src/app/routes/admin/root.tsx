import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DashboardLayout, type NavItem } from '@/components/layouts/dashboard-layout';
import { appealQueueKey } from '@/features/appeals/api/query-keys';

import { ProtectedRoute, useLogout, useUser } from '@/lib/auth';
import { useLiveUpdates } from '@/lib/live-updates';
import { usePageTitle } from '../page-routes';
import { MenuIcon } from './menu-icons';

/**
 * What a new submission or another reviewer's decision alters: the lists and their counts (reviewKeys.lists() and
 * counts(), spelled out: importing the review's keys here moved shared code into the login page's chunk; a test
 * holds them equal), the appeals' queue, the statistics. An application open on screen is left as it is (a reviewer
 * may be editing it; a stale decision is refused with 409).
 */
export const STAFF_LIVE_KEYS = [
  ['review', 'list'],
  ['review', 'count'],
  appealQueueKey,
  ['statistics', 'admin'],
] as const;

/** /admin: the staff area (spec §2); the menu is what the server sends in `user.menus` (spec §6). */
export function AdminRoot() {
  return (
    <ProtectedRoute area="admin">
      <AdminLayout />
    </ProtectedRoute>
  );
}

function AdminLayout() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const logout = useLogout();
  const title = usePageTitle();
  useLiveUpdates('admin/events', STAFF_LIVE_KEYS);
  const nav: NavItem[] = (user?.menus ?? []).map((menu) => ({
    key: menu.route,
    label: menu.name,
    icon: <MenuIcon name={menu.icon} />,
    to: menu.route,
  }));
  return (
    <DashboardLayout title={title} subtitle={t('app.admin_area')} nav={nav} onLogout={logout}>
      <Outlet />
    </DashboardLayout>
  );
}
