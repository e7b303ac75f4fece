import type { TFormRules } from './form-rules';
import { ZNames } from './primitives';
import { z } from './zod';

/**
 * The university's own settings (docs/settings.md): the admissions office's contacts shown on the login screens and
 * the fields of study seeded into an empty database. A JSON file named by SETTINGS_FILE; without one the embedded
 * demo shows its own placeholders, marked as demo.
 */

const ZUrl = z.url({ protocol: /^https?$/ });

export const ZContacts = z.object({
  /** As shown, e.g. "+998 71 200-00-00"; the link dials its digits. */
  phone: z.string().trim().min(1).max(40).optional(),
  email: z.email().optional(),
  /** The office's address in the three interface languages. */
  address: ZNames.optional(),
  telegram: ZUrl.optional(),
  instagram: ZUrl.optional(),
  facebook: ZUrl.optional(),
  youtube: ZUrl.optional(),
});
export type TContacts = z.infer<typeof ZContacts>;

/** The university as its exam permit and result page show it (spec §2: "the university address and a QR code"). */
export const ZUniversity = z.object({
  /** Its name in the three interface languages. */
  name: ZNames.optional(),
  /** Where the entrance exam is held, printed on the permit; the office's address (`contacts.address`) if not set. */
  examAddress: ZNames.optional(),
  /** A map of the exam's building, the permit's QR code. */
  mapUrl: ZUrl.optional(),
});
export type TUniversity = z.infer<typeof ZUniversity>;

/** A field of study (faculty) with the science complex of its entrance exam, taught in Uzbek, Russian and English. */
export const ZFieldOfStudy = z.object({
  faculty: ZNames,
  science: ZNames,
  /** The ministry's code of the field of study (mvdir). */
  code: z.string().trim().min(1).max(32),
});
export type TFieldOfStudy = z.input<typeof ZFieldOfStudy>;

export const ZPortalSettings = z.strictObject({
  contacts: ZContacts.default({}),
  university: ZUniversity.default({}),
  fieldsOfStudy: z.array(ZFieldOfStudy).max(500).default([]),
});
export type TPortalSettings = z.infer<typeof ZPortalSettings>;

/**
 * What the web app is given (in index.html): the contacts and the university, and whether they are the demo's
 * placeholders.
 */
export type TPublicSettings = { contacts: TContacts; university: TUniversity; demo: boolean };

/** What the server writes into index.html for the web app: the public settings and the form's configured rules. */
export type TWebAppSettings = TPublicSettings & { formRules: TFormRules };
