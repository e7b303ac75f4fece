import { readFileSync } from 'node:fs';
import { translate } from '@qabul/contract/messages';
import {
  type TContacts,
  type TPortalSettings,
  type TPublicSettings,
  type TUniversity,
  ZPortalSettings,
} from '@qabul/contract/settings';

/** The embedded demo's placeholder contacts, shown marked as demo until a settings file gives the real ones. */
const DEMO_CONTACTS: TContacts = {
  phone: '+998 71 200-00-00',
  email: 'qabul@university.uz',
  address: {
    uz: "Toshkent sh., Universitet ko'chasi, 4",
    ru: 'г. Ташкент, ул. Университетская, 4',
    en: '4 Universitet Street, Tashkent',
  },
  telegram: 'https://t.me/qabul_university',
  instagram: 'https://www.instagram.com/qabul_university',
  facebook: 'https://www.facebook.com/qabul.university',
  youtube: 'https://www.youtube.com/@qabul_university',
};

/** The embedded demo's placeholder university: its exam is held at the demo office's address. */
const DEMO_UNIVERSITY: TUniversity = {
  name: { uz: 'Toshkent universiteti', ru: 'Ташкентский университет', en: 'Tashkent University' },
  examAddress: DEMO_CONTACTS.address,
  mapUrl: 'https://www.google.com/maps?q=41.311081,69.240562',
};

/** Reads and checks the settings file (docs/settings.md); the error names the file and every wrong field. */
export function readSettingsFile(file: string): TPortalSettings {
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`SETTINGS_FILE ${file} cannot be read: ${(error as Error).message}`);
  }
  const parsed = ZPortalSettings.safeParse(content);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    // An unknown key is reported on its object, with the key's name beside it.
    const field = [...issue.path, ...(issue.code === 'unrecognized_keys' ? [issue.keys.join(', ')] : [])].join('.');
    return `  ${field}: ${translate('en', issue.message)}`;
  });
  throw new Error(`SETTINGS_FILE ${file} is not valid:\n${lines.join('\n')}`);
}

/**
 * What the web app and the permit show: the file's contacts and university; without a file, the demo's on the
 * embedded demo, else none.
 */
export function publicSettings(settings: TPortalSettings | undefined, demo: boolean): TPublicSettings {
  if (settings) return { contacts: settings.contacts, university: settings.university, demo: false };
  return demo
    ? { contacts: DEMO_CONTACTS, university: DEMO_UNIVERSITY, demo: true }
    : { contacts: {}, university: {}, demo: false };
}
