import { ZPhone } from './phone';
import { passwordsMatch, ZPassword } from './primitives';
import { ROLES } from './roles';
import { z } from './zod';

export { ADMIN_ROLES, isAdminRole, ROLES, type TAdminRole, type TRole } from './roles';
export const ZRole = z.enum(ROLES);

export const ZRegisterRequest = z.object({ phone: ZPhone });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZForgotPasswordRequest = z.object({ phone: ZPhone });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** username is the phone in digits; kept loose so a wrong pair gets "Incorrect login or password", not a 499. */
export const ZLoginRequest = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(128),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/**
 * A staff member whose password is right but who has TOTP enrolled (or must and has not) gets a challenge instead of
 * a token: `required` is answered with a code or a recovery code at login/two-factor, `enrolment_required` by
 * enrolling at login/two-factor/enrolment (two-factor.ts, docs/decisions/0205-staff-totp.md).
 */
export const ZTwoFactorChallenge = z.object({
  twoFactor: z.enum(['required', 'enrolment_required']),
  challenge: z.string(),
});
export type TTwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

/** spec §7: `{ token }`; a staff member with two-factor gets a challenge instead. */
export const ZLoginToken = z.object({ token: z.string() });
export const ZLoginResponse = z.union([ZLoginToken, ZTwoFactorChallenge]);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/**
 * POST abiturient/password: the applicant replaces the SMS code (or an earlier password) with their own; the new
 * one follows the staff policy and must differ from the current one.
 */
const ZCurrentAndNew = z.object({ currentPassword: z.string(), password: z.string() });
export const ZChangePasswordRequest = z
  .object({
    currentPassword: z.string().min(1).max(128),
    password: ZPassword,
    passwordConfirmation: z.string().min(1).max(128),
  })
  .refine(...passwordsMatch)
  .refine((value) => value.password !== value.currentPassword, {
    path: ['password'],
    message: 'password_same_as_current',
    when: (payload) => ZCurrentAndNew.safeParse(payload.value).success,
  });
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

export const ZMenu = z.object({ name: z.string(), icon: z.string(), route: z.string() });

export const ZMember = z.object({
  id: z.number().int(),
  phone: z.string(),
  role: ZRole,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  menus: z.array(ZMenu),
});
export type TMember = z.infer<typeof ZMember>;

export { ZPassword };
