import { type TApplication, ZApplication } from '@qabul/contract/application/response';

/**
 * An application with the version the reviewer saw (its ETag). Decisions send it back as If-Match, so a decision
 * on an application the applicant changed meanwhile is refused (409) instead of approving unseen answers.
 */
export type TVersionedApplication = { application: TApplication; etag: string | null };

export async function readVersionedApplication(response: Response): Promise<TVersionedApplication> {
  return { application: ZApplication.parse(await response.json()), etag: response.headers.get('ETag') };
}

export const ifMatch = (etag: string | null) => (etag ? { 'If-Match': etag } : undefined);
