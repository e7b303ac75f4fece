import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/**
 * Query options of a cached catalogue list under abiturient/ (active items, names in the interface language). The
 * language is part of the key although a switch reloads the page, so a cached list never shows another language.
 */
export function lookupQueryOptions<T>(path: string, schema: z.ZodType<T[]>, locale: string) {
  return queryOptions({
    queryKey: ['lookup', path, locale],
    queryFn: () => api.get(`abiturient/${path}`, { schema }),
    staleTime: 10 * 60_000,
  });
}
