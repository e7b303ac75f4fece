import { cookieValue, writeCookie } from './cookie';

/**
 * Whether this browser is signed in, without the session itself: the server keeps the token in an HttpOnly cookie
 * that no script can read, and sets beside it `qabul_signed_in`, a flag without any secret whose value changes with
 * every login (docs/decisions/0201). The web app never reads or writes the token.
 */
const SIGNED_IN_COOKIE = 'qabul_signed_in';
/**
 * Where sessions from before that lived, readable by scripts. Its presence counts as signed in, so the first call
 * carries it to the server, which moves it into the HttpOnly cookie and deletes it: the session survives the upgrade.
 */
const LEGACY_TOKEN_COOKIE = 'token';

/** The signed-in flag's value (it changes at every login), or null when signed out. */
export function sessionMarker(): string | null {
  return cookieValue(SIGNED_IN_COOKIE) ?? (cookieValue(LEGACY_TOKEN_COOKIE) === null ? null : LEGACY_TOKEN_COOKIE);
}

export const isSignedIn = () => sessionMarker() !== null;

/** The session this tab shows: the one it loaded under, or whose member it last looked up (lib/member.ts). */
let shownSession = sessionMarker();

/** This tab now shows the browser's current session: it has looked up the member the session belongs to. */
export function showCurrentSession() {
  shownSession = sessionMarker();
}

/**
 * Whether the browser's session is no longer the one this tab shows: another tab has signed in (as someone else, or
 * again) or out since. A refusal this tab then meets is the other session's, not this tab's to forget.
 */
export const sessionChangedElsewhere = () => sessionMarker() !== shownSession;

/**
 * Forgets that this browser is signed in once the server has refused its session (its answer clears the cookies
 * too) or logout could not reach it; the HttpOnly cookie left behind is then replaced by the next login.
 */
export function forgetSession() {
  writeCookie(`${SIGNED_IN_COOKIE}=; path=/; max-age=0; SameSite=Strict`);
}
