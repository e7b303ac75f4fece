/**
 * The slots of a first screen's drawing that only the server can fill (plugins/external/web-app.ts). The web build
 * (apps/web/build/first-screens.ts) draws the login screens' header with the admissions office's contacts, which
 * the server fills from the university's settings when it starts.
 */
export const SETTINGS_SLOTS = ['phone', 'phoneHref', 'email', 'emailHref', 'address', 'demo'] as const;
/**
 * Those it fills for each request, from the applicant's session: the form's line under its heading, as their
 * application can be edited or not; their login phone on the personal information page; the notice the permit and
 * result pages show until there is one to show; the appeal page's line for who may appeal, or its invitation to.
 */
export const REQUEST_SLOTS = [
  'editable',
  'readOnly',
  'memberPhone',
  'permitPending',
  'resultPending',
  'appealClosed',
  'appealOpen',
] as const;
export const DRAWING_SLOTS = [...SETTINGS_SLOTS, ...REQUEST_SLOTS] as const;
export type TDrawingSlot = (typeof DRAWING_SLOTS)[number];
export type TRequestSlot = (typeof REQUEST_SLOTS)[number];
/** A value for each request slot asked for; undefined leaves out what is drawn only with one. */
export type TRequestSlotValues = Partial<Record<TRequestSlot, string | undefined>>;

/** Where a slot's value goes: `{{phone}}`. */
export const drawingSlot = (slot: TDrawingSlot) => `{{${slot}}}`;

/** HTML drawn only when `slot` has a value: `<!--if:phone-->…<!--end:phone-->`. */
export const drawnIf = (slot: TDrawingSlot, html: string) => `<!--if:${slot}-->${html}<!--end:${slot}-->`;

/** The request slots `drawing` holds: none for most, whose page is then the same for every visitor. */
export const requestSlotsIn = (drawing: string): TRequestSlot[] =>
  REQUEST_SLOTS.filter((slot) => drawing.includes(`<!--if:${slot}-->`) || drawing.includes(drawingSlot(slot)));

/** `text` as HTML text or an attribute's value; `{` too, so a value filled in cannot make a slot of its own. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\{/g, '&#123;');

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
