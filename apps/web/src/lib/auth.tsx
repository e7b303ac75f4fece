import { isAdminRole } from '@qabul/contract/roles';
import { QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { paths } from '@/config/paths';
import { api } from './api-client';
import { getMember } from './member';
import { queryClient } from './query-client';
import { clearToken, getToken } from './token';

export const MEMBER_QUERY_KEY = ['member'] as const;

export const memberQueryOptions = () =>
  queryOptions({ queryKey: MEMBER_QUERY_KEY, queryFn: getMember, staleTime: Number.POSITIVE_INFINITY });

/** The logged-in member; disabled (never fetched) without a token. */
export function useUser() {
  return useQuery({ ...memberQueryOptions(), enabled: getToken() !== null });
}

/** POST auth/logout (best effort), then forget the token and every cached query and go to the login page. */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await api.post('auth/logout', undefined, { silent: true, ignoreUnauthorized: true }).catch(() => undefined);
    clearToken();
    queryClient.clear();
    navigate(paths.login.getHref(), { replace: true });
  };
}

type Area = 'home' | 'admin';

/**
 * Guards /home (ABITURIENT) and /admin (admin roles): no token or a failed lookup → /, the other area's role →
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
  if (getToken() === null) return <Navigate to={paths.login.getHref()} replace />;
  if (user.isPending) return <FullPageSpinner />;
  if (user.isError) return <Navigate to={paths.login.getHref()} replace />;
  const isAdmin = isAdminRole(user.data.role);
  if (area === 'home' && isAdmin) return <Navigate to={paths.admin.root.getHref()} replace />;
  if (area === 'admin' && !isAdmin) return <Navigate to={paths.home.root.getHref()} replace />;
  return children;
}
