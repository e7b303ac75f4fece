import {
  AppBar,
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import LogoutIcon from '@/components/icons/Logout';
import MenuIcon from '@/components/icons/Menu';
import { LanguageSwitcher } from '@/components/ui/language-switcher';

/** spec §2, §9 */
export const DRAWER_WIDTH = 270;

export type NavItem = { key: string; label: string; icon: ReactNode; to: string };

type DashboardLayoutProps = {
  title: string;
  subtitle?: string;
  nav: NavItem[];
  onLogout: () => void;
  children: ReactNode;
};

function isActive(pathname: string, to: string, all: NavItem[]) {
  if (pathname === to) return true;
  // A parent link (/home, /admin) is active only when no more specific item matches.
  return pathname.startsWith(`${to}/`) && !all.some((item) => item.to !== to && pathname.startsWith(item.to));
}

/** App bar + side menu (permanent on desktop, temporary on phones) shared by the applicant and admin areas. */
export function DashboardLayout({ title, subtitle, nav, onLogout, children }: DashboardLayoutProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  const drawer = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ px: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.2 }} noWrap>
            {t('app.name')}
          </Typography>
          {subtitle ? (
            <Typography variant="caption" color="textSecondary" noWrap component="div">
              {subtitle}
            </Typography>
          ) : null}
        </Box>
      </Toolbar>
      <Divider />
      {/* The <li> items need their <ul>: the landmark wraps the list instead of replacing it. */}
      <Box component="nav" aria-label={t('menu.label')} data-testid="side-menu" sx={{ flex: 1 }}>
        <List sx={{ py: 1 }}>
          {nav.map((item) => (
            <ListItem key={item.key} disablePadding>
              <ListItemButton
                component={Link}
                to={item.to}
                selected={isActive(pathname, item.to, nav)}
                onClick={() => setOpen(false)}
                sx={{ mx: 1, borderRadius: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton onClick={onLogout} sx={{ mx: 1, borderRadius: 1 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary={t('actions.logout')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <AppBar
        position="fixed"
        elevation={1}
        sx={{ width: { md: `calc(100% - ${DRAWER_WIDTH}px)` }, ml: { md: `${DRAWER_WIDTH}px` } }}
      >
        <Toolbar>
          {desktop ? null : (
            <IconButton color="inherit" edge="start" onClick={() => setOpen(true)} aria-label={t('menu.open')}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography variant="h6" component="div" noWrap sx={{ flex: 1, ml: desktop ? 0 : 1 }}>
            {title}
          </Typography>
          <LanguageSwitcher />
          <Tooltip title={t('actions.logout')}>
            <IconButton color="inherit" onClick={onLogout} aria-label={t('actions.logout')} data-testid="logout">
              <LogoutIcon />
            </IconButton>
          </Tooltip>
        </Toolbar>
      </AppBar>
      <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {desktop ? (
          <Drawer
            variant="permanent"
            open
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            {drawer}
          </Drawer>
        ) : (
          // Drawn only while open: kept mounted, the closed drawer's slide measured the page as it mounted, a forced
          // layout of the whole page during the first drawing.
          <Drawer
            variant="temporary"
            open={open}
            onClose={() => setOpen(false)}
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            {drawer}
          </Drawer>
        )}
      </Box>
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
