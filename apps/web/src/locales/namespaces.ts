/**
 * Which interface texts a page downloads (lib/i18n.ts, vite.config.ts: one chunk per part and language). The guest
 * pages (login, sign-up, forgot password) draw with the guest namespaces alone; both signed-in areas load the other
 * namespaces and the contract's messages (`contract-messages-<lng>`) with their code, and the staff area also its
 * own. Every other namespace is the areas' part.
 */
export const GUEST_NAMESPACES: readonly string[] = ['common', 'auth'];
export const STAFF_NAMESPACES: readonly string[] = ['review', 'catalogues', 'sms', 'security'];

export const TEXT_PARTS = ['guest', 'areas', 'staff'] as const;
export type TextPart = (typeof TEXT_PARTS)[number];

export function textPartOf(namespace: string): TextPart {
  if (GUEST_NAMESPACES.includes(namespace)) return 'guest';
  return STAFF_NAMESPACES.includes(namespace) ? 'staff' : 'areas';
}
