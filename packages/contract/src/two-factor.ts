import { ADMIN_ROLES } from './roles';
import { z } from './zod';

/**
 * Staff two-factor sign-in (TOTP, RFC 6238), docs/decisions/0205-staff-totp.md: the requests and answers after the
 * login's challenge (auth.ts, which every signed-in page loads; these schemas only the staff's).
 */

/** A 6-digit code from the authenticator app; spaces (as apps show them) are dropped. */
export const ZTotpCode = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'two_factor_code_format'));

/** A recovery code as shown (xxxxx-xxxxx); case, spaces and dashes do not matter. */
export const ZRecoveryCode = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'two_factor_recovery_format'));

const ZChallengeToken = z.string().min(1).max(128);

/** POST auth/login/two-factor: the challenge and either a code or a recovery code. */
export const ZTwoFactorLoginRequest = z.union([
  z.object({ challenge: ZChallengeToken, code: ZTotpCode }),
  z.object({ challenge: ZChallengeToken, recoveryCode: ZRecoveryCode }),
]);
export type TTwoFactorLoginRequest = z.input<typeof ZTwoFactorLoginRequest>;

export const ZEnrolmentChallengeRequest = z.object({ challenge: ZChallengeToken });
export const ZEnrolmentConfirmRequest = z.object({ code: ZTotpCode });
export const ZChallengeEnrolmentConfirmRequest = ZEnrolmentConfirmRequest.extend({ challenge: ZChallengeToken });

/** What the authenticator app needs: the secret as text and as a QR code (an SVG image of the otpauth:// URI). */
export const ZTwoFactorEnrolment = z.object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() });
export type TTwoFactorEnrolment = z.infer<typeof ZTwoFactorEnrolment>;

/** The 10 recovery codes, shown once; only their hashes are kept. */
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** Enrolment confirmed through a login challenge: the session too. */
export const ZEnrolmentLogin = ZRecoveryCodes.extend({ token: z.string() });
export type TEnrolmentLogin = z.infer<typeof ZEnrolmentLogin>;

/** GET admin/two-factor: the staff member's own state. */
export const ZTwoFactorStatus = z.object({
  enrolled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** Per staff role, whether two-factor is required (the super admin's setting over STAFF_TOTP_REQUIRED). */
export const ZTwoFactorPolicy = z.object(
  Object.fromEntries(ADMIN_ROLES.map((role) => [role, z.boolean()])) as Record<
    (typeof ADMIN_ROLES)[number],
    z.ZodBoolean
  >,
);
export type TTwoFactorPolicy = z.infer<typeof ZTwoFactorPolicy>;
