import type { TMember } from '@qabul/contract/auth';
import { isAdminRole, type TRole } from '@qabul/contract/roles';
import { paths } from '@/config/paths';
import { ApiError, api } from './api-client';
import { MEMBER_PATH } from './early-requests';
import { forgetSession, showCurrentSession } from './session';

/**
 * GET common/member. Silent: the guards send the user to / (spec §2, §8). The session is forgotten only when the server
 * refuses it: a dropped connection, or a request the browser cancelled because the page was reloaded or left, must
 * not sign the applicant out. Not parsed with ZMember: the login page loads this, and zod is kept out of it.
 */
export async function getMember(): Promise<TMember> {
  try {
    const member = await api.get<TMember>(MEMBER_PATH, { silent: true, ignoreUnauthorized: true });
    showCurrentSession();
    return member;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) forgetSession();
    throw error;
  }
}

/** Where a role lands after login (spec §2). */
export function areaHrefFor(role: TRole): string {
  return isAdminRole(role) ? paths.admin.root.getHref() : paths.home.root.getHref();
}
