import { useIsFetching } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import { type FieldValues, type Resolver, useFormContext } from 'react-hook-form';
import { applicationKeys } from '../api/query-keys';

/** A field the contract's schema refuses now, with the section (1–7) that holds it on the page. */
export type TFormProblem = { field: string; message: string; section: number };

/** How long the form rests after a change before it is checked again. */
const CHECK_DELAY_MS = 300;

/** The first message in a field's error: a reference ({ id }) reports it on `id`, a list on one of its rows. */
function firstMessage(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  // `ref` is the field's element, not an error.
  const { message, ref: _element, ...inner } = error as { message?: unknown } & Record<string, unknown>;
  if (typeof message === 'string') return message;
  for (const value of Object.values(inner)) {
    const found = firstMessage(value, depth + 1);
    if (found) return found;
  }
  return undefined;
}

const messageOf = (error: unknown): string => firstMessage(error) ?? 'invalid';

/**
 * Every field the schema refuses with the current values, in page order (undefined until the first check): the
 * section navigator's marks and the review step's list. Runs the form's own resolver (the contract's schema) after
 * typing pauses, outside the form's render; the field's section is read from the page (`data-field` inside
 * `data-section`), so the sections' markup stays the one place that says which field is where. Checked again once
 * the catalogue lists being loaded have arrived: a country without regions takes the region off the list only when
 * its (empty) list is in, which on a slow network comes after the choice.
 */
export function useFormProblems<T extends FieldValues, R>(
  resolver: Resolver<T, unknown, R>,
  root: RefObject<HTMLElement | null>,
  /** Every section is on the page (they appear one by one): until then a field's section cannot be read. */
  ready = true,
): TFormProblem[] | undefined {
  const form = useFormContext<T, unknown, R>();
  const [problems, setProblems] = useState<TFormProblem[]>();
  const listsLoading = useIsFetching({ queryKey: applicationKeys.lookups() });
  useEffect(() => {
    // Not while a list loads: the check would count a field the list may take off; once loaded, it runs again.
    if (!ready || listsLoading > 0) return;
    let timer: number | undefined;
    let current = true;
    const check = async () => {
      const { errors } = await resolver(form.getValues(), undefined, {
        fields: {},
        shouldUseNativeValidation: false,
        criteriaMode: 'firstError',
      });
      if (!current) return;
      const found: (TFormProblem & { order: number })[] = [];
      const cells = [...(root.current?.querySelectorAll<HTMLElement>('[data-field]') ?? [])];
      for (const [field, error] of Object.entries(errors)) {
        const order = cells.findIndex((cell) => cell.dataset.field === field);
        const section = Number(cells[order]?.closest<HTMLElement>('[data-section]')?.dataset.section ?? 0);
        found.push({ field, message: messageOf(error), section, order: order < 0 ? cells.length : order });
      }
      found.sort((a, b) => a.order - b.order);
      const next = found.map(({ order: _, ...problem }) => problem);
      setProblems((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
    };
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(check, CHECK_DELAY_MS);
    };
    schedule();
    const subscription = form.watch(schedule);
    return () => {
      current = false;
      window.clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, resolver, root, ready, listsLoading]);
  return problems;
}
