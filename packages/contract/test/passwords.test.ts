import { describe, expect, it } from 'vitest';
import { ZChangePasswordRequest } from '../src/auth';
import { ZMemberCreateInput, ZPasswordChange } from '../src/catalogue';

function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    out[field] = [...(out[field] ?? []), issue.message];
  }
  return out;
}

describe('password confirmation', () => {
  it('the member form reports the mismatch together with the other errors on the first Save', () => {
    const result = ZMemberCreateInput.safeParse({
      firstName: '',
      lastName: '',
      phone: '',
      role: 'ADMIN_VERIFIER',
      password: 'Verifier-pass-1',
      passwordConfirmation: 'Verifier-pass-2',
    });
    expect(errors(result)).toMatchObject({
      firstName: ['required'],
      phone: ['phone_invalid'],
      passwordConfirmation: ['password_confirmation_mismatch'],
    });
  });

  it('no mismatch when both passwords agree; the other errors stay', () => {
    const result = ZMemberCreateInput.safeParse({
      firstName: 'Aziz',
      lastName: 'Karimov',
      phone: '',
      role: 'ADMIN_VERIFIER',
      password: 'Verifier-pass-1',
      passwordConfirmation: 'Verifier-pass-1',
    });
    expect(errors(result)).toEqual({ phone: ['phone_invalid'] });
  });

  it("the password change dialog and the applicant's change of password check it too", () => {
    expect(errors(ZPasswordChange.safeParse({ password: 'short', passwordConfirmation: 'other' }))).toEqual({
      password: ['password_policy'],
      passwordConfirmation: ['password_confirmation_mismatch'],
    });
    expect(
      errors(ZChangePasswordRequest.safeParse({ currentPassword: '', password: 'short', passwordConfirmation: '1' })),
    ).toEqual({
      currentPassword: ['required'],
      password: ['password_policy'],
      passwordConfirmation: ['password_confirmation_mismatch'],
    });
    expect(
      errors(
        ZChangePasswordRequest.safeParse({
          currentPassword: 'Old-pass-2026',
          password: 'Old-pass-2026',
          passwordConfirmation: 'Old-pass-2026',
        }),
      ),
    ).toEqual({ password: ['password_same_as_current'] });
  });
});
