/**
 * The slots of a first screen's drawing that only the server can fill (plugins/external/web-app.ts): the web build
 * (apps/web/build/first-screens.ts) draws the login screens' header with the admissions office's contacts, which come
 * from the university's settings when the server starts, and the form's line under its heading, which depends on
 * whether the applicant's application can be edited.
 */
export const DRAWING_SLOTS = [
  'phone',
  'phoneHref',
  'email',
  'emailHref',
  'address',
  'demo',
  'editable',
  'readOnly',
] as const;
export type TDrawingSlot = (typeof DRAWING_SLOTS)[number];

/** Where a slot's value goes: `{{phone}}`. */
export const drawingSlot = (slot: TDrawingSlot) => `{{${slot}}}`;

/** HTML drawn only when `slot` has a value: `<!--if:phone-->…<!--end:phone-->`. */
export const drawnIf = (slot: TDrawingSlot, html: string) => `<!--if:${slot}-->${html}<!--end:${slot}-->`;

/** Whether `drawing` has a part drawn only when `slot` has a value. */
export const drawsIf = (drawing: string, slot: TDrawingSlot) => drawing.includes(`<!--if:${slot}-->`);

/** `text` as HTML text or an attribute's value. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `drawing` with the slots `values` names filled, escaped, and the parts of those without a value left out; the
 * slots it does not name are left for later.
 */
export function fillDrawing(drawing: string, values: Partial<Record<TDrawingSlot, string | undefined>>): string {
  let filled = drawing;
  for (const slot of DRAWING_SLOTS.filter((each) => each in values)) {
    const value = values[slot];
    filled = value
      ? filled.replaceAll(`<!--if:${slot}-->`, '').replaceAll(`<!--end:${slot}-->`, '')
      : filled.replace(new RegExp(`<!--if:${slot}-->.*?<!--end:${slot}-->`, 'gs'), '');
    // A function, so a `$` in the value is not read as a replacement pattern.
    filled = filled.replaceAll(drawingSlot(slot), () => escapeHtml(value ?? ''));
  }
  return filled;
}
