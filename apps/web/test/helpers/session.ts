/** The flag cookie the server's login answer sets beside the HttpOnly session (src/lib/session.ts). */
export function signInAs(marker: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API either.
  document.cookie = `qabul_signed_in=${marker}; path=/`;
}

/** What the server's logout answer does to the cookies a script can see. */
export function signOut() {
  // biome-ignore lint/suspicious/noDocumentCookie: as in signInAs.
  document.cookie = 'qabul_signed_in=; path=/; max-age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: as in signInAs.
  document.cookie = 'token=; path=/; max-age=0';
}
