import { DEFAULT_FORM_RULES } from '@qabul/contract/form-rules';
import type { TContacts, TWebAppSettings } from '@qabul/contract/settings';

/**
 * What the server writes into index.html as a JSON block: the university's settings (docs/settings.md), i.e. the
 * admissions office's contacts and whether they are the embedded demo's placeholders, and the rules the form checks
 * as the server does (PINFL_CHECK_DIGIT). The Vite dev server has none: then no contacts show and the rules are the
 * defaults.
 */
function readSettings(): TWebAppSettings {
  const none = { contacts: {}, university: {}, demo: false, formRules: DEFAULT_FORM_RULES };
  try {
    const block = document.getElementById('portal-settings')?.textContent;
    if (block) return { ...none, ...(JSON.parse(block) as Partial<TWebAppSettings>) };
  } catch {
    // A damaged block: the pages work without contacts.
  }
  return none;
}

export const portalSettings = readSettings();

export const SOCIAL_KINDS = ['telegram', 'instagram', 'facebook', 'youtube'] as const;

/** The social channels the university has, in a fixed order. */
export function socialLinks(contacts: TContacts = portalSettings.contacts) {
  return SOCIAL_KINDS.flatMap((kind) => (contacts[kind] ? [{ kind, href: contacts[kind] }] : []));
}
