/**
 * The file name of a Content-Disposition header: the RFC 5987 `filename*=UTF-8''…` form first (non-Latin names),
 * then the plain `filename="…"`; null when there is none.
 */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** Hands a downloaded file to the browser's save dialog (an object URL behind a clicked <a download>). */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL may go once the event loop turns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
