import { createHash } from 'node:crypto';
import type { TChangePasswordRequest, TTwoFactorChallenge } from '@qabul/contract/auth';
import type { TLocale } from '@qabul/contract/locale';
import { translate } from '@qabul/contract/messages';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { generateSmsCode, generateToken, hashPassword, verifyPassword } from '../../lib/password';
import { SmsSendError } from '../../lib/sms/sms-sender';
import { findOpenRegistrationSession } from '../admission-sessions/admission-sessions.queries';
import { createSession, deleteMemberSessions, deleteOtherSessions, deleteSession } from './auth.queries';
import { claimLoginAttempt, settleLoginAttempt } from './login-budget';
import {
  findMemberById,
  findMemberByPhone,
  insertMember,
  setPendingPassword,
  updateMemberPassword,
  usePendingPassword,
} from './members.queries';
import type { AuthMember } from './request-member';
import { secondLoginStep } from './two-factor.service';

const MINUTE = 60_000;

/** SMS cost money: per phone 1 a minute and 5 a day, per client address 20 an hour (configurable). */
async function limitSms(ctx: AppContext, phone: string, ip: string) {
  const { limits } = ctx.config;
  const checks: [string, number, number][] = [
    [`sms:phone-minute:${phone}`, MINUTE, limits.smsPerPhonePerMinute],
    [`sms:phone-day:${phone}`, 24 * 60 * MINUTE, limits.smsPerPhonePerDay],
    [`sms:ip-hour:${ip}`, 60 * MINUTE, limits.smsPerIpPerHour],
  ];
  for (const [key, windowMs, limit] of checks) {
    const { count, resetInMs } = await ctx.counters.increment(key, windowMs);
    if (count > limit) throw AppError.retryLater('too_many_requests', resetInMs);
  }
}

async function sendCode(ctx: AppContext, phone: string, code: string, locale: TLocale) {
  try {
    await ctx.sms.send({ to: phone, text: translate(locale, 'sms_code_text', { code }) });
  } catch (error) {
    if (error instanceof SmsSendError) throw new AppError('sms_failed');
    throw error;
  }
}

/** Creates the applicant with a random code as password and texts the code. Nothing is stored if the SMS fails. */
export async function registerApplicant(ctx: AppContext, phone: string, ip: string, locale: TLocale) {
  if (!(await findOpenRegistrationSession(ctx.db))) throw new AppError('registration_closed');
  if (await findMemberByPhone(ctx.db, phone)) throw new AppError('phone_already_registered');
  await limitSms(ctx, phone, ip);
  const code = generateSmsCode();
  const passwordHash = await hashPassword(code);
  await sendCode(ctx, phone, code, locale);
  try {
    await insertMember(ctx.db, { phone, passwordHash, role: 'ABITURIENT' });
  } catch (error) {
    // Two sign-ups of one phone raced; the unique index let only one through.
    if (await findMemberByPhone(ctx.db, phone)) throw new AppError('phone_already_registered');
    throw error;
  }
}

/**
 * A reset code is longer than the sign-up one: past the unknown-device budget it is still judged (so the owner on a
 * new device gets in), and 8 digits keep those guesses inside the bound of docs/decisions/0200.
 */
const RESET_CODE_DIGITS = 8;

/** How long a password sent by "forgot password" can be used for the first time. */
export const PENDING_PASSWORD_MS = 60 * MINUTE;

/**
 * Texts an applicant a new password. It waits beside the current one, which keeps working: the first login with the
 * new one makes it the password and ends every other session (see `login`). So someone who knows the phone number
 * can ask for resets but cannot lock its owner out; only the last password sent is kept. Unknown phones (and staff,
 * whose passwords are not SMS codes) get the same answer, so the call cannot tell which phones have accounts.
 */
export async function resetApplicantPassword(ctx: AppContext, phone: string, ip: string, locale: TLocale) {
  await limitSms(ctx, phone, ip);
  const code = generateSmsCode(RESET_CODE_DIGITS);
  const passwordHash = await hashPassword(code);
  // The name of the code for the asking browser's cookie; of a code never sent too, so that cookie tells nothing.
  const resetCode = resetCodeIdOf(passwordHash);
  const member = await findMemberByPhone(ctx.db, phone);
  if (member?.role !== 'ABITURIENT' || !member.active) return { resetCode };
  await sendCode(ctx, phone, code, locale);
  await setPendingPassword(ctx.db, member.id, passwordHash, new Date(Date.now() + PENDING_PASSWORD_MS));
  return { resetCode };
}

type MemberRow = NonNullable<Awaited<ReturnType<typeof findMemberByPhone>>>;

/** Whether `password` is the member's unexpired reset code. */
async function matchPendingPassword(member: MemberRow | undefined, password: string) {
  const pending = member?.pendingPasswordHash;
  const pendingValid = pending && member.pendingPasswordExpiresAt && member.pendingPasswordExpiresAt > new Date();
  return pendingValid && (await verifyPassword(pending, password)) ? ('pending' as const) : undefined;
}

/** Which of the member's passwords `password` is: the current one, the pending reset one (if unexpired), or none. */
async function matchPassword(member: MemberRow | undefined, password: string) {
  if (await verifyPassword(member?.passwordHash ?? (await decoyHash), password)) return member ? 'current' : 'none';
  return (await matchPendingPassword(member, password)) ?? 'none';
}

/** A hash of a random code, so an unknown login costs as much time as a known one. */
const decoyHash = hashPassword(generateSmsCode());

/** An opaque name of a reset code (of its salted hash): the browser that asked for it keeps it in a cookie. */
const resetCodeIdOf = (pendingPasswordHash: string) =>
  createHash('sha256').update(pendingPasswordHash).digest('base64url').slice(0, 22);

/** The member's unexpired reset code, by its name. */
function resetCodeId(member: MemberRow | undefined) {
  const pending = member?.pendingPasswordHash;
  const live = pending && member.pendingPasswordExpiresAt && member.pendingPasswordExpiresAt > new Date();
  return live ? resetCodeIdOf(pending) : undefined;
}

/**
 * Where an attempt comes from: the client address, and for a login the nonce of the request's valid device cookie and
 * the reset code this browser asked for.
 */
export interface AttemptSource {
  ip: string;
  device: (login: string) => string | undefined;
  requestedResetCode: (login: string) => string | undefined;
}

/**
 * A session token for the phone and password, and the nonce for the browser's device cookie (undefined: a new
 * one). Logging in with a reset password makes it the password and ends the member's other sessions
 * (`endedSessions`: the caller tells the session caches).
 */
export async function login(
  ctx: AppContext,
  username: string,
  password: string,
  from: AttemptSource,
): Promise<
  ({ token: string } | TTwoFactorChallenge) & {
    member: MemberRow;
    endedSessions: boolean;
    login: string;
    device: string | undefined;
  }
> {
  const phone = username.replace(/\D/g, '');
  const member = phone ? await findMemberByPhone(ctx.db, phone) : undefined;
  const resetCode = resetCodeId(member);
  const attempt = {
    login: phone,
    ip: from.ip,
    device: from.device(phone),
    resetCode: resetCode && from.requestedResetCode(phone) === resetCode ? resetCode : undefined,
  };
  const claim = await claimLoginAttempt(ctx, attempt);

  const matched =
    claim.kind === 'reset-code'
      ? ((await matchPendingPassword(member, password)) ?? 'none')
      : await matchPassword(member, password);
  if (!member || matched === 'none') throw new AppError('incorrect_login');
  if (!member.active) throw new AppError('member_blocked');

  await settleLoginAttempt(ctx, attempt, claim);
  const device = claim.kind === 'device' ? claim.nonce : undefined;
  // Staff with two-factor get a challenge instead of a session (two-factor.service.ts); applicants never do. The
  // password was right, so the browser still becomes a known device of the account.
  const secondStep = await secondLoginStep(ctx, member);
  if (secondStep) return { ...secondStep, member, endedSessions: false, login: phone, device };
  const token = generateToken();
  const pendingHash = member.pendingPasswordHash;
  if (matched === 'pending' && pendingHash) {
    const endedSessions = await ctx.db.transaction(async (tx) => {
      // Of two logins racing with the new password, the first ends the old sessions, not the other's new one.
      const used = await usePendingPassword(tx, member.id, pendingHash);
      if (used) await deleteMemberSessions(tx, member.id);
      await createSession(tx, member.id, token, ctx.config.tokenTtlMs);
      return used;
    });
    return { token, member, endedSessions, login: phone, device };
  }
  await createSession(ctx.db, member.id, token, ctx.config.tokenTtlMs);
  return { token, member, endedSessions: false, login: phone, device };
}

export const logout = (ctx: AppContext, sessionId: number) => deleteSession(ctx.db, sessionId);

/**
 * The applicant's own password instead of the SMS code: the current one must be right (499 on `currentPassword`
 * otherwise, counted by the device rule as a login attempt, so a stolen session cannot guess it), and every other
 * session ends, as after a reset.
 */
export async function changePassword(
  ctx: AppContext,
  member: AuthMember,
  input: TChangePasswordRequest,
  from: AttemptSource,
) {
  const attempt = { login: member.phone, ip: from.ip, device: from.device(member.phone), resetCode: undefined };
  const claim = await claimLoginAttempt(ctx, attempt);
  const stored = await findMemberById(ctx.db, member.id);
  if (!stored || !(await verifyPassword(stored.passwordHash, input.currentPassword))) {
    throw AppError.validation({ currentPassword: ['current_password_incorrect'] });
  }
  await settleLoginAttempt(ctx, attempt, claim);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await updateMemberPassword(tx, member.id, passwordHash);
    await deleteOtherSessions(tx, member.id, member.sessionId);
  });
}
