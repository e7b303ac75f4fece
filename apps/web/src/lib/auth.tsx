import { isAdminRole, type TMember, type TRole, ZMember, ZMessageResponse } from '@qabul/contract/auth';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { paths } from '@/config/paths';
import { api } from './api-client';
import { clearToken, getToken } from './token';

export const MEMBER_QUERY_KEY = ['member'] as const;

/** GET common/member. Silent: a failed lookup removes the token and the guards send the user to / (spec §2, §8). */
export async function getMember(): Promise<TMember> {
  try {
    return await api.get('common/member', { schema: ZMember, silent: true, ignoreUnauthorized: true });
  } catch (error) {
    clearToken();
    throw error;
  }
}

export const memberQueryOptions = () =>
  queryOptions({ queryKey: MEMBER_QUERY_KEY, queryFn: getMember, staleTime: Number.POSITIVE_INFINITY });

/** The logged-in member; disabled (never fetched) without a token. */
export function useUser() {
  return useQuery({ ...memberQueryOptions(), enabled: getToken() !== null });
}

/** Where a role lands after login (spec §2). */
export function areaHrefFor(role: TRole): string {
  return isAdminRole(role) ? paths.admin.root.getHref() : paths.home.root.getHref();
}

/** POST auth/logout (best effort), then forget the token and every cached query and go to the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await api
      .post('auth/logout', undefined, { schema: ZMessageResponse, silent: true, ignoreUnauthorized: true })
      .catch(() => undefined);
    clearToken();
    queryClient.clear();
    navigate(paths.login.getHref(), { replace: true });
  };
}

type Area = 'home' | 'admin';

/**
 * Guards /home (ABITURIENT) and /admin (admin roles): no token or a failed lookup → /, the other area's role →
 * that area. Children get the member through `useUser()` (already cached when they render).
 */
export function ProtectedRoute({ area, children }: { area: Area; children: ReactNode }) {
  const user = useUser();
  if (getToken() === null) return <Navigate to={paths.login.getHref()} replace />;
  if (user.isPending) return <FullPageSpinner />;
  if (user.isError) return <Navigate to={paths.login.getHref()} replace />;
  const isAdmin = isAdminRole(user.data.role);
  if (area === 'home' && isAdmin) return <Navigate to={paths.admin.root.getHref()} replace />;
  if (area === 'admin' && !isAdmin) return <Navigate to={paths.home.root.getHref()} replace />;
  return children;
}

/** The login screens: a logged-in member is sent to its area; a stale token is dropped silently. */
export function GuestRoute({ children }: { children: ReactNode }) {
  const user = useUser();
  if (getToken() === null) return children;
  if (user.isPending) return <FullPageSpinner />;
  if (user.isSuccess) return <Navigate to={areaHrefFor(user.data.role)} replace />;
  return children;
}
