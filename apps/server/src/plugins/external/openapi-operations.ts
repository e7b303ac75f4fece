import type { TRole } from '@qabul/contract/auth';

/** The API's prefix, left out of the keys of the summaries and of the operation ids. */
const API_PREFIX = '/api/v1';

/**
 * Where the abuse limits of modules/auth/auth.service.ts answer 429 (SMS per phone and per address; login
 * lockout), and the live streams their cap per member (modules/live): they count in code, which a route's options
 * do not show.
 */
const RATE_LIMITED = new Set([
  'POST /auth/register',
  'POST /auth/forgot-password',
  'POST /auth/login',
  'GET /abiturient/events',
  'GET /admin/events',
]);

/**
 * Ids given by hand where two paths derive the same one: the spec's admin lookup `education/language/all` and the
 * catalogue's `education-language/all` both spell getAdminEducationLanguageAll.
 */
const OPERATION_ID_OVERRIDES: Record<string, string> = {
  'GET /admin/education/language/all': 'getAdminEducationLanguageLookup',
};

/** A route as the summaries name it: `GET /admin/application/{id}` (path parameters as in the document). */
export function operationKey(method: string, url: string): string {
  const path = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
  return `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;
}

/**
 * The operation id, from the method and the path alone so it stays the same while the route does:
 * `POST /abiturient/appeal` → postAbiturientAppeal, `GET /admin/application/{id}` → getAdminApplicationById.
 */
export function operationId(key: string): string {
  const override = OPERATION_ID_OVERRIDES[key];
  if (override) return override;
  const [method, path] = key.split(' ');
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(\w+)\}$/.exec(segment);
      return parameter ? ['by', parameter[1]] : segment.split(/[^A-Za-z0-9]+/);
    });
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/** What a route's options say about how it can refuse a request. */
interface RouteFacts {
  key: string;
  roles: readonly TRole[] | undefined;
  hasPathParameters: boolean;
}

/**
 * The 4xx answers a route documents, from its options. 400 for every route: any query or body field may be
 * refused (code 499 on its field: schemas, and plugins/app/nul-guard.ts on every route), and any URL that does not
 * decode; a role check → 401 and 403; ids in the path → 404; the abuse limits → 429.
 */
export function errorStatuses({ key, roles, hasPathParameters }: RouteFacts): number[] {
  return [
    400,
    ...(roles ? [401, 403] : []),
    ...(hasPathParameters ? [404] : []),
    ...(RATE_LIMITED.has(key) ? [429] : []),
  ];
}
