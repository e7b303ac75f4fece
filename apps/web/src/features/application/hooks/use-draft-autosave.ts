import type { TApplicationSubmit } from '@qabul/contract/application/submit';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSaveDraft } from '../api/save-draft';
import { writeStoredDraft } from '../utils/draft-storage';
import { DRAFT_FIELDS, pickDraftValues, type TApplicationFormValues, toDraftPayload } from '../utils/form-values';

/** Quiet time after the last change before the draft goes to the server; a blur sends it at once. */
export const DRAFT_SAVE_DELAY_MS = 1500;

/** idle: nothing changed yet; saving; saved: the server has every answer; local: only this browser has them. */
export type TDraftStatus = 'idle' | 'saving' | 'saved' | 'local';

const DRAFT_FIELD_SET = new Set<string>(DRAFT_FIELDS);

/** Each answer of a draft body as JSON, to tell which answers changed since the server last took them. */
const answersOf = (payload: object) =>
  new Map(Object.entries(payload).map(([field, value]) => [field, JSON.stringify(value)]));

/**
 * spec §4 "field values are saved in the draft state on blur/change": every change goes to localStorage at once
 * and, debounced, to PUT .../draft: only the answers changed since the server last took them (and that pass the
 * draft's format check), so a second tab or device with an older copy of the form does not put back the older
 * values of answers it did not touch. Returns the status and `flush` (for blur) / `cancel` (before submitting).
 */
export function useDraftAutosave(
  form: UseFormReturn<TApplicationFormValues, unknown, TApplicationSubmit>,
  {
    storageKey,
    enabled,
    restored,
    initialValues,
  }: { storageKey: string; enabled: boolean; restored: boolean; initialValues: TApplicationFormValues },
) {
  const { mutateAsync } = useSaveDraft();
  const [status, setStatus] = useState<TDraftStatus>(restored ? 'local' : 'idle');
  const timer = useRef<number | undefined>(undefined);
  const revision = useRef(0);
  // The answers as the server last took them; null = unknown, so the first flush sends them all (restored browser
  // changes); undefined = the form's first values, worked out by the first save: checking every answer is a phone's
  // tens of milliseconds, too long for the form's first drawing.
  const lastSent = useRef<Map<string, string> | null | undefined>(restored ? null : undefined);
  // Saves run one after another, so an older body never lands after a newer one.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const save = useCallback(async () => {
    const values = form.getValues();
    const payload = toDraftPayload(values);
    const answers = answersOf(payload);
    if (lastSent.current === undefined) lastSent.current = answersOf(toDraftPayload(initialValues));
    const sent = lastSent.current;
    const changed = Object.fromEntries(
      Object.entries(payload).filter(([field]) => sent?.get(field) !== answers.get(field)),
    ) as typeof payload;
    const at = revision.current;
    // A half-typed answer is not sent; the browser copy stays the one to restore until it is complete.
    const complete = Object.keys(payload).length === DRAFT_FIELDS.length;
    const confirm = () => {
      if (revision.current !== at) return;
      writeStoredDraft(storageKey, { values: pickDraftValues(values), savedAt: Date.now(), pending: !complete });
      setStatus(complete ? 'saved' : 'local');
    };
    if (Object.keys(changed).length === 0) return confirm();
    setStatus('saving');
    try {
      await mutateAsync(changed);
      lastSent.current = new Map([...(sent ?? []), ...answersOf(changed)]);
      confirm();
    } catch {
      setStatus('local');
    }
  }, [form, initialValues, mutateAsync, storageKey]);

  const flush = useCallback(() => {
    if (timer.current === undefined) return;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    queue.current = queue.current.then(save);
  }, [save]);

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const schedule = (delay: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, delay);
    };
    const subscription = form.watch((values, { name }) => {
      if (!name || !DRAFT_FIELD_SET.has(name.split('.')[0])) return;
      revision.current += 1;
      writeStoredDraft(storageKey, {
        values: pickDraftValues(values as TApplicationFormValues),
        savedAt: Date.now(),
        pending: true,
      });
      setStatus('local');
      schedule(DRAFT_SAVE_DELAY_MS);
    });
    if (restored) schedule(0);
    return () => {
      subscription.unsubscribe();
      // Leaving the page inside the app: send what is waiting rather than drop it.
      flush();
    };
  }, [enabled, form, flush, restored, storageKey]);

  return { status, flush, cancel };
}
