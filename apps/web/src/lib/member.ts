import type { TMember } from '@qabul/contract/auth';
import { isAdminRole, type TRole } from '@qabul/contract/roles';
import { paths } from '@/config/paths';
import { api } from './api-client';
import { clearToken } from './token';

/**
 * GET common/member. Silent: a failed lookup removes the token and the guards send the user to / (spec §2, §8).
 * Not parsed with ZMember: the login page loads this, and zod is kept out of it.
 */
export async function getMember(): Promise<TMember> {
  try {
    return await api.get<TMember>('common/member', { silent: true, ignoreUnauthorized: true });
  } catch (error) {
    clearToken();
    throw error;
  }
}

/** Where a role lands after login (spec §2). */
export function areaHrefFor(role: TRole): string {
  return isAdminRole(role) ? paths.admin.root.getHref() : paths.home.root.getHref();
}
