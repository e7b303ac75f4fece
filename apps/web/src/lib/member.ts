import type { TMember } from '@qabul/contract/auth';
import { isAdminRole, type TRole } from '@qabul/contract/roles';
import { paths } from '@/config/paths';
import { ApiError, api, sendEarly } from './api-client';
import { clearToken } from './token';

const MEMBER_PATH = 'common/member';
/** localStorage: the role of the member last seen in this browser, so a page's GETs need not wait for the member. */
const ROLE_HINT_KEY = 'member-role';

function roleHint(): string | null {
  try {
    return localStorage.getItem(ROLE_HINT_KEY);
  } catch {
    return null;
  }
}

function rememberRole(role: TRole) {
  try {
    if (roleHint() !== role) localStorage.setItem(ROLE_HINT_KEY, role);
  } catch {
    // Storage refused (a private window's quota): the page's GETs then wait for the member, as without a hint.
  }
}

/**
 * GET common/member. Silent: the guards send the user to / (spec §2, §8). The token is removed only when the server
 * refuses it: a dropped connection, or a request the browser cancelled because the page was reloaded or left, must
 * not sign the applicant out. Not parsed with ZMember: the login page loads this, and zod is kept out of it.
 */
export async function getMember(): Promise<TMember> {
  try {
    const member = await api.get<TMember>(MEMBER_PATH, { silent: true, ignoreUnauthorized: true });
    rememberRole(member.role);
    return member;
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
 * Sends GET common/member now (when signed in) and GETs `then.paths` for members of `then.role`: their answers travel
 * while the page's code downloads (`sendEarly`). When this browser's member last had that role they go at once,
 * beside the member's, instead of one round trip later behind the page's code on the browser's few connections;
 * otherwise once the member has answered with that role. A page's GETs are only read by that page, which a member of
 * another role never draws (the area's guard sends them away), so a stale role costs one unread 403.
 */
export function sendMemberEarly(then?: TEarlyRequests) {
  const member = sendEarly(MEMBER_PATH);
  if (!member || !then) return;
  const sendPaths = () => {
    for (const path of then.paths) sendEarly(path);
  };
  if (roleHint() === then.role) return sendPaths();
  void member
    .then((response) => (response.ok ? (response.json() as Promise<TMember>) : undefined))
    .then((answer) => {
      if (answer?.role === then.role) sendPaths();
    })
    .catch(() => undefined);
}
