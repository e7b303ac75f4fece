/** A cookie's value as this page sees it, or null when it is absent or empty. */
export function cookieValue(name: string): string | null {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry && entry.length > prefix.length ? entry.slice(prefix.length) : null;
}
