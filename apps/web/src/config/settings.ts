import type { TContacts, TPublicSettings } from '@qabul/contract/settings';

/**
 * The university's settings (docs/settings.md) that the server writes into index.html as a JSON block: the
 * admissions office's contacts, and whether they are the embedded demo's placeholders. The Vite dev server has
 * none, and then no contacts show.
 */
function readSettings(): TPublicSettings {
  try {
    const block = document.getElementById('portal-settings')?.textContent;
    if (block) return JSON.parse(block) as TPublicSettings;
  } catch {
    // A damaged block: the pages work without contacts.
  }
  return { contacts: {}, university: {}, demo: false };
}

export const portalSettings = readSettings();

export const SOCIAL_KINDS = ['telegram', 'instagram', 'facebook', 'youtube'] as const;

/** The social channels the university has, in a fixed order. */
export function socialLinks(contacts: TContacts = portalSettings.contacts) {
  return SOCIAL_KINDS.flatMap((kind) => (contacts[kind] ? [{ kind, href: contacts[kind] }] : []));
}
