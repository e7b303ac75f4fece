import { z } from './zod';

/** The active admission session as applicants see it (home page): its dates and whether registration is open. */
export const ZPublicAdmissionSession = z.object({
  name: z.string(),
  /** 'YYYY-MM-DD' */
  startDate: z.string(),
  endDate: z.string(),
  registrationEndDate: z.string(),
  /** Registration switched on and its end date not yet past in Tashkent. */
  registrationOpen: z.boolean(),
});

/** GET abiturient/admission-session: the active session, or null while none is active. */
export const ZAdmissionSessionResponse = z.object({ admissionSession: ZPublicAdmissionSession.nullable() });
export type TAdmissionSessionResponse = z.infer<typeof ZAdmissionSessionResponse>;
