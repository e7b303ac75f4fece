import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { PageErrorBoundary } from '@/components/ui/page-error-boundary';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { GuestRoute } from '@/lib/guest-route';
import { adminArea, homeArea } from './routes/areas';
import { LoginRoute } from './routes/login';
import { areaElement, pageRoutes } from './routes/page-routes';

// Not on the login page: react-hook-form comes with these two.
const signUpModule = () => import('./routes/sign-up');
const forgotPasswordModule = () => import('./routes/forgot-password');
const SignUpRoute = lazy(() => signUpModule().then((module) => ({ default: module.SignUpRoute })));
const ForgotPasswordRoute = lazy(() =>
  forgotPasswordModule().then((module) => ({ default: module.ForgotPasswordRoute })),
);

/**
 * Starts downloading the code of the sign-up or forgot-password page when `pathname` is one: the app's first drawing
 * waits for it (main.tsx), so the server's drawing of the page (build/first-screens.ts) is not replaced by a spinner.
 * Never rejects: a failed download shows at the page's error boundary, as the page's own import would.
 */
export async function preloadGuestPageAt(pathname: string): Promise<void> {
  const load = { [paths.signUp.path]: signUpModule, [paths.forgotPassword.path]: forgotPasswordModule }[pathname];
  await load?.().catch(() => undefined);
}

const homeRoot = areaElement(homeArea);
const adminRoot = areaElement(adminArea);
const homeRoutes = pageRoutes(homeArea);
const adminRoutes = pageRoutes(adminArea);

/**
 * spec §2 routes. The login page is in the entry bundle, sign-up and forgot-password are small lazy chunks; /home
 * and /admin (layouts and every page) are lazy chunks so the login page does not load MUI X or admin code. Declarative routes: the app has no loaders or
 * actions, and the data router they need adds weight to every page. Navigations are React
 * transitions (BrowserRouter's default), so the page shown stays until the next one's code has arrived; on a first
 * visit the app is drawn once the page's code is here (main.tsx), so this spinner shows only after a redirect at
 * start (to the other area, or to the area's first page) while that page's code downloads.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <UnauthorizedRedirect />
      <PageErrorBoundary>
        <Suspense fallback={<FullPageSpinner />}>
          <Routes>
            <Route
              path={paths.login.path}
              element={
                <GuestRoute>
                  <LoginRoute />
                </GuestRoute>
              }
            />
            <Route path={paths.signUp.path} element={<SignUpRoute />} />
            <Route path={paths.forgotPassword.path} element={<ForgotPasswordRoute />} />
            <Route path={paths.home.root.path} element={homeRoot}>
              {homeRoutes}
            </Route>
            <Route path={paths.admin.root.path} element={adminRoot}>
              {adminRoutes}
            </Route>
            <Route path="*" element={<Navigate to={paths.login.getHref()} replace />} />
          </Routes>
        </Suspense>
      </PageErrorBoundary>
    </BrowserRouter>
  );
}

/**
 * spec §6, §8: 401/403 from any call → session forgotten (by the api client), cache dropped, back to /. A tab whose
 * session another tab has replaced starts again at / as the browser's current session (docs/decisions/0246).
 */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(({ sessionChangedElsewhere }) => {
      if (sessionChangedElsewhere) {
        window.location.assign(paths.login.getHref());
        return;
      }
      // The query client comes with the signed-in areas' chunks, not with the login page (lib/auth.tsx).
      void import('@/lib/query-client').then(({ queryClient }) => queryClient.clear());
      void navigate(paths.login.getHref(), { replace: true });
    });
  }, [navigate]);
  return null;
}
