import { isAdminRole } from '@qabul/contract/roles';
import { QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { paths } from '@/config/paths';
import { api } from './api-client';
import { getMember } from './member';
import { queryClient } from './query-client';
import { forgetSession, isSignedIn } from './session';

export const MEMBER_QUERY_KEY = ['member'] as const;

export const memberQueryOptions = () =>
  queryOptions({ queryKey: MEMBER_QUERY_KEY, queryFn: getMember, staleTime: Number.POSITIVE_INFINITY });

/** The logged-in member; disabled (never fetched) when signed out. */
export function useUser() {
  return useQuery({ ...memberQueryOptions(), enabled: isSignedIn() });
}

/** POST auth/logout (its answer clears the session cookies), forget every cached query and go to the login page. */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await api.post('auth/logout', undefined, { silent: true, ignoreUnauthorized: true }).catch(() => undefined);
    forgetSession();
    queryClient.clear();
    navigate(paths.login.getHref(), { replace: true });
  };
}

type Area = 'home' | 'admin';

/**
 * Guards /home (ABITURIENT) and /admin (admin roles): signed out or a failed lookup → /, the other area's role →
 * that area. Children get the member through `useUser()` (already cached when they render). The query client is
 * provided here, with the signed-in areas: the login page does without TanStack Query.
 */
export function ProtectedRoute({ area, children }: { area: Area; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AreaGuard area={area}>{children}</AreaGuard>
    </QueryClientProvider>
  );
}

function AreaGuard({ area, children }: { area: Area; children: ReactNode }) {
  const user = useUser();
  // The area's first drawing (its layout and page) follows the member's answer as a background render that React
  // cuts into short pieces, not inside the query's own update, which is drawn in one go.
  const waiting = useDeferredValue(user.isPending);
  if (!isSignedIn()) return <Navigate to={paths.login.getHref()} replace />;
  if (waiting || user.isPending) return <FullPageSpinner />;
  if (user.isError) return <Navigate to={paths.login.getHref()} replace />;
  const isAdmin = isAdminRole(user.data.role);
  if (area === 'home' && isAdmin) return <Navigate to={paths.admin.root.getHref()} replace />;
  if (area === 'admin' && !isAdmin) return <Navigate to={paths.home.root.getHref()} replace />;
  return children;
}
