import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { sectionOfField } from '../components/sections';
import { focusCell } from '../utils/first-error';

/**
 * Opens the form at one field: `?field=` of the address (a remark's "Fix" on another page) or a call of the returned
 * function. The sections appear one by one, so the jump asks for the field's section and waits until it is drawn.
 */
export function useFieldJump(sectionsDrawn: number, reachSection: (number: number) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [pending, setPending] = useState<string | null>(() => searchParams.get('field'));
  useEffect(() => {
    if (pending) reachSection(sectionOfField(pending));
  }, [pending, reachSection]);
  useEffect(() => {
    if (!pending || sectionsDrawn < sectionOfField(pending)) return;
    const cell = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(pending)}"]`);
    if (cell) focusCell(cell);
    setPending(null);
    // Done: a reload stays where the applicant scrolled to, not at this field.
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('field');
        return next;
      },
      { replace: true },
    );
  }, [pending, sectionsDrawn, setSearchParams]);
  return useCallback((field: string) => setPending(field), []);
}
