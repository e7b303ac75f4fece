/**
 * The keys of the applicant's queries, all under `application`. Mutations replace or invalidate the `detail` key
 * only: an uploaded file (keyed by its URL) or a lookup list does not change with the application.
 */
export const applicationKeys = {
  detail: () => ['application', 'detail'] as const,
  file: (url: string) => ['application', 'file', url] as const,
  lookups: () => ['application', 'lookup'] as const,
  lookup: (path: string, locale: string) => [...applicationKeys.lookups(), path, locale] as const,
};
