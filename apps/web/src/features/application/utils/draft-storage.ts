import type { TApplication } from '@qabul/contract/application/response';
import { isApplicationEditable } from '@qabul/contract/application/status';
import { pickDraftValues, type TApplicationFormValues, type TDraftValues, toFormValues } from './form-values';

/**
 * The browser copy of the draft, written on every change so a closed tab or a lost connection loses nothing.
 * `pending` = it holds changes the server has not confirmed yet.
 */
export type TStoredDraft = { values: TDraftValues; savedAt: number; pending: boolean };

export const draftStorageKey = (memberId: number) => `qabul.application-draft.${memberId}`;

export function readStoredDraft(key: string): TStoredDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as TStoredDraft;
    return parsed && typeof parsed.values === 'object' && typeof parsed.pending === 'boolean' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredDraft(key: string, draft: TStoredDraft) {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the server draft still works.
  }
}

export function removeStoredDraft(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // As above.
  }
}

/**
 * The values the form starts with (docs/decisions/0028-draft-autosave.md): the server's application, unless the browser
 * copy holds changes the server never confirmed, which then go on top of it. A non-editable application always shows
 * the server's values. `restored` tells the caller to push the restored changes to the server.
 */
export function initialFormValues(
  application: TApplication,
  stored: TStoredDraft | null,
): { values: TApplicationFormValues; restored: boolean } {
  const server = toFormValues(application);
  if (!stored?.pending || !isApplicationEditable(application.status)) return { values: server, restored: false };
  return { values: { ...server, ...pickDraftValues(stored.values) }, restored: true };
}
