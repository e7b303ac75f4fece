import type { TApplicationListFilter } from '@qabul/contract/admin-application';
import type { TPageQuery } from '@qabul/contract/primitives';

/**
 * Every query of the staff review under one root. A decision (accept, reject, edit, delete) changes the lists and
 * counts as well as the application, so mutations invalidate `lists()`, `counts()` and the application's own keys.
 */
export const reviewKeys = {
  all: ['review'] as const,
  lists: () => ['review', 'list'] as const,
  list: (filter: TApplicationListFilter | undefined, query: TPageQuery, sessionId: number | undefined) =>
    ['review', 'list', filter ?? 'all', query, sessionId ?? 'default'] as const,
  counts: () => ['review', 'count'] as const,
  count: (sessionId: number | undefined) => ['review', 'count', sessionId ?? 'default'] as const,
  application: (id: number) => ['review', 'application', id] as const,
  duplicates: (id: number) => ['review', 'application', id, 'duplicates'] as const,
  history: (id: number) => ['review', 'application', id, 'history'] as const,
};
