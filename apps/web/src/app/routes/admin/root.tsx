import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DashboardLayout, type NavItem } from '@/components/layouts/dashboard-layout';
import { ProtectedRoute, useLogout, useUser } from '@/lib/auth';
import { usePageTitle } from '../page-routes';
import { MenuIcon } from './menu-icons';

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
