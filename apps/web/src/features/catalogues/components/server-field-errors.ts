/**
 * The dialog field a 499 `meta` key belongs to: the field itself ('names.uz') or the field holding it ('country.id'
 * → 'country', 'facultyTypes.0.id' → 'facultyTypes'). Keys of no field (already in the red snackbar) give undefined.
 */
export function fieldOfServerKey(key: string, fields: readonly string[]): string | undefined {
  return fields.filter((field) => key === field || key.startsWith(`${field}.`)).sort((a, b) => b.length - a.length)[0];
}

/** The server's per-field messages (ApiError.fieldErrors, already translated) grouped by dialog field. */
export function serverFieldErrors(
  fieldErrors: Record<string, string[]>,
  fields: readonly string[],
): Record<string, string> {
  const messages: Record<string, string[]> = {};
  for (const [key, lines] of Object.entries(fieldErrors)) {
    const field = fieldOfServerKey(key, fields);
    if (field) messages[field] = [...(messages[field] ?? []), ...lines];
  }
  return Object.fromEntries(Object.entries(messages).map(([field, lines]) => [field, lines.join(' ')]));
}
