import type { TMember } from '@qabul/contract/auth';
import type {
  TEnrolmentLogin,
  TRecoveryCodes,
  TTwoFactorEnrolment,
  TTwoFactorLoginRequest,
  TTwoFactorPolicy,
  TTwoFactorStatus,
} from '@qabul/contract/two-factor';
import { api } from '@/lib/api-client';
import { signedIn } from './login';

// Plain calls without zod: the login page loads this module and is kept light (see login-form.tsx).
const quiet = { silent: true, ignoreUnauthorized: true } as const;

/** POST auth/login/two-factor: the challenge with a code or a recovery code; signs in. */
export async function answerTwoFactor(request: TTwoFactorLoginRequest): Promise<TMember> {
  await api.post<{ token: string }>('auth/login/two-factor', request, quiet);
  return signedIn();
}

/** A two-factor enrolment, at login (with the challenge) or on the staff page (with the session). */
export interface EnrolmentApi {
  begin: () => Promise<TTwoFactorEnrolment>;
  confirm: (code: string) => Promise<TRecoveryCodes>;
}

/** Enrolment in the login's `enrolment_required` step; confirming signs in (`signIn` then loads the member). */
export function loginEnrolment(challenge: string): EnrolmentApi & { signIn: () => Promise<TMember> } {
  return {
    begin: () => api.post<TTwoFactorEnrolment>('auth/login/two-factor/enrolment', { challenge }, quiet),
    confirm: async (code) => {
      const answer = await api.post<TEnrolmentLogin>(
        'auth/login/two-factor/enrolment/confirm',
        { challenge, code },
        quiet,
      );
      return { recoveryCodes: answer.recoveryCodes };
    },
    // The confirmation's answer set the session cookies; the recovery codes are shown before the member loads.
    signIn: signedIn,
  };
}

/** Enrolment by a signed-in staff member (GET/POST admin/two-factor…). */
export const staffEnrolment: EnrolmentApi = {
  begin: () => api.post<TTwoFactorEnrolment>('admin/two-factor/enrolment'),
  confirm: (code) => api.post<TRecoveryCodes>('admin/two-factor/enrolment/confirm', { code }, { silent: true }),
};

export const getTwoFactorStatus = () => api.get<TTwoFactorStatus>('admin/two-factor');

/** The super admin's per-role requirement (GET/PUT admin/two-factor/policy). */
export const getTwoFactorPolicy = () => api.get<TTwoFactorPolicy>('admin/two-factor/policy');
export const saveTwoFactorPolicy = (policy: TTwoFactorPolicy) =>
  api.put<TTwoFactorPolicy>('admin/two-factor/policy', policy);
