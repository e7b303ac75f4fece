import type { TFileKind } from '@qabul/contract/application/files';
import type { TApplication } from '@qabul/contract/application/response';
import type { UseMutationResult } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The upload and delete calls of a document, as hooks: the applicant's own routes, or the admin file routes when
 * the super admin edits someone's application. Each upload field calls them once, so each has its own busy state.
 */
export type TFileMutationHooks = {
  useUpload: () => UseMutationResult<{ url: string }, Error, { kind: TFileKind; file: Blob }>;
  useRemove: () => UseMutationResult<unknown, Error, TFileKind>;
};

export type TApplicationFormContext = {
  /** spec §4: editable only in DRAFT or REJECTED; staff views may be read-only whatever the status. */
  readOnly: boolean;
  /** Per-field remarks of a rejection (spec §2 admin "per-field remarks"), shown beside their fields. */
  reviews: Record<string, string>;
  /** The remarked fields the applicant changed since the rejection, as last saved. */
  remarksAddressed: readonly string[];
  /** The loaded application: names of chosen items that a lookup no longer lists (deactivated since). */
  application: TApplication;
  /**
   * Staff review: draws a field's cell (its `control`) with the reviewer's way to write a remark on it, instead of
   * the stored remark.
   */
  renderRemark?: (field: string, control: ReactNode) => ReactNode;
  files: TFileMutationHooks;
  /** Staff: documents open in a dialog on the page instead of a new tab, so the reviewer never leaves it. */
  inlinePreview: boolean;
  /** A section says so once all its fields are drawn; the form then adds the next one below it. */
  sectionDrawn: (number: number) => void;
};

export const ApplicationFormContext = createContext<TApplicationFormContext | null>(null);

export function useApplicationFormContext(): TApplicationFormContext {
  const context = useContext(ApplicationFormContext);
  if (!context) throw new Error('useApplicationFormContext outside ApplicationFormContext');
  return context;
}
