/** Longer values (rare, and possibly made up) are parsed each time rather than kept. */
const MAX_KEPT_LENGTH = 256;

/**
 * `parse` remembered per header value. Clients send a handful of distinct Accept-Language and Accept-Encoding
 * values, and splitting one on every request was a visible part of the CPU of an answer served from memory. Bounded: a
 * client sending a new value each time only empties it now and then.
 */
export function perHeaderValue<T>(parse: (value: string | undefined) => T, maxEntries = 256) {
  const known = new Map<string | undefined, T>();
  return (value: string | undefined): T => {
    if (known.has(value)) return known.get(value) as T;
    const parsed = parse(value);
    if (value === undefined || value.length <= MAX_KEPT_LENGTH) {
      if (known.size >= maxEntries) known.clear();
      known.set(value, parsed);
    }
    return parsed;
  };
}
