import { type TApplication, ZApplication } from '@qabul/contract/application/response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

/**
 * An application with the version the reviewer saw (its ETag). Decisions send it back as If-Match, so a decision
 * on an application the applicant changed meanwhile is refused (409) instead of approving unseen answers.
 */
export type TVersionedApplication = { application: TApplication; etag: string | null };

export async function readVersionedApplication(response: Response): Promise<TVersionedApplication> {
  return { application: ZApplication.parse(await response.json()), etag: response.headers.get('ETag') };
}

export const ifMatch = (etag: string | null) => (etag ? { 'If-Match': etag } : undefined);

/**
 * A decision's mutation (accept, reject): on success the page shows the answer and every list, count and history
 * reloads ("reload the page", spec §4); on 409 (decided or changed meanwhile) the application is reloaded, while the
 * snackbar names its current status.
 */
export function useDecision<TInput extends { id: number }>(decide: (input: TInput) => Promise<TVersionedApplication>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: (versioned) => {
      queryClient.setQueryData(reviewKeys.application(versioned.application.id), versioned);
      return queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
    onError: (error, { id }) => {
      if (error instanceof ApiError && error.status === 409)
        return queryClient.invalidateQueries({ queryKey: reviewKeys.application(id) });
    },
  });
}
