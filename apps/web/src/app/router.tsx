import { useEffect, useMemo } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { GuestRoute } from '@/lib/guest-route';
import { adminPages } from './routes/admin/pages';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { homePages } from './routes/home/pages';
import { LoginRoute } from './routes/login';
import { toRouteObjects } from './routes/page-routes';
import { SignUpRoute } from './routes/sign-up';

/**
 * spec §2 routes. The login screens are in the entry bundle; /home and /admin (layouts and every page) are lazy
 * chunks so the login page does not load MUI X or admin code.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        {
          path: paths.login.path,
          element: (
            <GuestRoute>
              <LoginRoute />
            </GuestRoute>
          ),
        },
        { path: paths.signUp.path, element: <SignUpRoute /> },
        { path: paths.forgotPassword.path, element: <ForgotPasswordRoute /> },
        {
          path: paths.home.root.path,
          lazy: async () => ({ Component: (await import('./routes/home/root')).HomeRoot }),
          children: toRouteObjects(homePages, paths.home.root.getHref()),
        },
        {
          path: paths.admin.root.path,
          lazy: async () => ({ Component: (await import('./routes/admin/root')).AdminRoot }),
          children: toRouteObjects(adminPages, paths.admin.root.getHref()),
        },
        { path: '*', element: <Navigate to={paths.login.getHref()} replace /> },
      ],
    },
  ]);
}

export function AppRouter() {
  const router = useMemo(() => createAppRouter(), []);
  useEffect(() => {
    // spec §6, §8: 401/403 from any call → token cleared (by the api client), cache dropped, back to /.
    setUnauthorizedHandler(() => {
      // The query client comes with the signed-in areas' chunks, not with the login page (lib/auth.tsx).
      void import('@/lib/query-client').then(({ queryClient }) => queryClient.clear());
      void router.navigate(paths.login.getHref(), { replace: true });
    });
  }, [router]);
  return <RouterProvider router={router} />;
}
