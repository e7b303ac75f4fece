import { type TLookupItem, ZLookupItem } from '@qabul/contract/lookups';
import { z } from '@qabul/contract/zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

// Loose: items keep what a catalogue adds to `{id, name}` (a region's country, to group the options by).
const ZLookup = z.array(ZLookupItem.loose());

/**
 * GET admin/{path} of a lookup (`country/all`, `region/all`, `education/faculty/all`, ...): the active items as
 * `{id, name}` in the UI language. `no-cache` revalidates the server's 5-minute browser cache with its ETag, so an
 * item saved a moment ago on another screen is already offered.
 */
export function getLookup(path: string, signal?: AbortSignal): Promise<TLookupItem[]> {
  return api.get(`admin/${path}`, { schema: ZLookup, signal, cache: 'no-cache' });
}

export const lookupQueryOptions = (path: string) =>
  queryOptions({ queryKey: catalogueKeys.lookup(path), queryFn: ({ signal }) => getLookup(path, signal) });

export function useLookup(path: string) {
  return useQuery(lookupQueryOptions(path));
}
