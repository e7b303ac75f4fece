import type { TRole } from '@qabul/contract/roles';
import { paths } from '@/config/paths';
import { apiUrl, callHeaders } from './api-request';
import { sessionMarker } from './session';
import { storedLocale } from './stored-locale';

/**
 * GETs sent by the boot script (src/boot.ts) as soon as the page's HTML has run it, before the app's code has
 * downloaded: on a phone's slow network the app's code takes seconds, and the member and the page's data then
 * travel meanwhile instead of after it. This module is part of the boot script, so it imports nothing heavy.
 */

export const MEMBER_PATH = 'common/member';

/** The areas whose pages show the member (their layouts ask for it first). */
const AREA_HREFS = [paths.home.root.getHref(), paths.admin.root.getHref()];

/** The GETs a page makes as soon as it is drawn, sent early for members of `role` only. */
const PAGE_REQUESTS: { href: string; role: TRole; paths: readonly string[] }[] = [
  {
    href: paths.home.intro.getHref(),
    role: 'ABITURIENT',
    paths: [
      'abiturient/application',
      'abiturient/appeal',
      'abiturient/exam/ruxsatnoma',
      'abiturient/exam/result',
      'abiturient/admission-session',
    ],
  },
  ...(
    [
      [paths.home.application, []],
      [paths.home.allowance, ['abiturient/exam/ruxsatnoma']],
      [paths.home.result, ['abiturient/exam/result']],
      [paths.home.appeal, []],
      [paths.home.personalInfo, []],
    ] as const
  ).map(([page, own]) => ({
    href: page.getHref(),
    role: 'ABITURIENT' as const,
    // The area's menu asks every page for the application and the appeal.
    paths: ['abiturient/application', 'abiturient/appeal', ...own],
  })),
];

type EarlyAnswer = { sentAt: number; session: string; locale: string; response: Promise<Response> };

/** GETs sent before the code that reads them had loaded, by path. */
const earlyAnswers = new Map<string, EarlyAnswer>();
/**
 * Paths the app has asked for itself while early GETs may still be sent: one sent after that could answer a later
 * call with older data.
 */
const askedPaths = new Set<string>();
const EARLY_ANSWER_MS = 10_000;
const loadedAt = Date.now();
/** Early GETs belong to the page's first seconds; past them nothing is sent or kept track of. */
const isEarly = () => Date.now() - loadedAt < EARLY_ANSWER_MS;

/**
 * Sends GET `path` (signed in) now; the app's first `api.get(path)` in the next ten seconds takes that answer
 * instead of asking again, and handles it (errors too) as its own. Nothing is sent once the app has asked for the
 * path itself, or past the page's first ten seconds.
 */
function sendEarly(path: string): Promise<Response> | undefined {
  const session = sessionMarker();
  if (!session || !isEarly() || askedPaths.has(path) || earlyAnswers.has(path)) return undefined;
  const locale = storedLocale();
  const response = fetch(apiUrl(path), { headers: callHeaders(locale) });
  // The app reads a copy, made before the caller can read the answer (the member's role) and use up its body.
  const copy = response.then((answer) => answer.clone());
  // A dropped connection is the app's to report when it takes the answer, not an unhandled rejection before.
  copy.catch(() => undefined);
  earlyAnswers.set(path, { sentAt: Date.now(), session, locale, response: copy });
  return response;
}

/**
 * Sends the GETs of the page at `pathname` for a signed-in member: GET common/member on every page of an area and,
 * once it answers with the page's role, the page's own. Another role's session never calls them: an applicant's route
 * answers a staff member 403, which would sign them out.
 */
export function sendEarlyRequests(pathname: string) {
  const href = pathname.replace(/\/+$/, '') || '/';
  if (!AREA_HREFS.some((area) => href === area || href.startsWith(`${area}/`))) return;
  const member = sendEarly(MEMBER_PATH);
  const page = PAGE_REQUESTS.find((each) => each.href === href);
  if (!member || !page) return;
  void member
    .then((response) => (response.ok ? (response.json() as Promise<{ role?: string }>) : undefined))
    .then((answer) => {
      if (answer?.role === page.role) for (const path of page.paths) sendEarly(path);
    })
    .catch(() => undefined);
}

/**
 * The early answer to the app's GET of `path`, taken once; undefined unless it was sent with the same session and
 * language, in the last ten seconds (else it could be another member's, or in another language).
 */
export function takeEarly(path: string, session: string | null, locale: string): Promise<Response> | undefined {
  const early = earlyAnswers.get(path);
  earlyAnswers.delete(path);
  const fresh =
    early && Date.now() - early.sentAt < EARLY_ANSWER_MS && early.session === session && early.locale === locale;
  return fresh ? early.response : undefined;
}

/** The app calls `path` itself: from now on it is not sent early. */
export function noteAsked(path: string) {
  if (isEarly()) askedPaths.add(path);
}
