import type { TPageQuery } from '@qabul/contract/primitives';

/**
 * Every catalogue query (pages and lookups) sits under one root key: a save or toggle in one catalogue can change
 * another's lookup (a deactivated country leaves the regions dialog), so mutations invalidate the whole root.
 * Only the mounted queries refetch; the rest are refetched when next used.
 */
export const catalogueKeys = {
  all: ['catalogues'] as const,
  page: (path: string, query: TPageQuery) => ['catalogues', 'page', path, query] as const,
  lookup: (path: string) => ['catalogues', 'lookup', path] as const,
};
