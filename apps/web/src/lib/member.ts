import type { TMember } from '@qabul/contract/auth';
import { isAdminRole, type TRole } from '@qabul/contract/roles';
import { paths } from '@/config/paths';
import { ApiError, api, sendEarly } from './api-client';
import { clearToken } from './token';

const MEMBER_PATH = 'common/member';

/**
 * GET common/member. Silent: the guards send the user to / (spec §2, §8). The token is removed only when the server
 * refuses it: a dropped connection, or a request the browser cancelled because the page was reloaded or left, must
 * not sign the applicant out. Not parsed with ZMember: the login page loads this, and zod is kept out of it.
 */
export async function getMember(): Promise<TMember> {
  try {
    return await api.get<TMember>(MEMBER_PATH, { silent: true, ignoreUnauthorized: true });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) clearToken();
    throw error;
  }
}

/** Where a role lands after login (spec §2). */
export function areaHrefFor(role: TRole): string {
  return isAdminRole(role) ? paths.admin.root.getHref() : paths.home.root.getHref();
}

/** GETs a page will make as soon as it is drawn, for members of one role. */
export type TEarlyRequests = { role: TRole; paths: readonly string[] };

/**
 * Sends GET common/member now (when signed in) and, once it answers with `then.role`, GETs `then.paths`: their
 * answers travel while the page's code downloads (`sendEarly`). Another role's token never calls them: an
 * applicant's route answers a staff member 403, which would sign them out.
 */
export function sendMemberEarly(then?: TEarlyRequests) {
  const member = sendEarly(MEMBER_PATH);
  if (!member || !then) return;
  void member
    .then((response) => (response.ok ? (response.json() as Promise<TMember>) : undefined))
    .then((answer) => {
      if (answer?.role === then.role) for (const path of then.paths) sendEarly(path);
    })
    .catch(() => undefined);
}
