import type { TChangePasswordRequest, TTwoFactorChallenge } from '@qabul/contract/auth';
import type { TLocale } from '@qabul/contract/locale';
import { translate } from '@qabul/contract/messages';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { generateSmsCode, generateToken, hashPassword, verifyPassword } from '../../lib/password';
import { SmsSendError } from '../../lib/sms/sms-sender';
import { findOpenRegistrationSession } from '../admission-sessions/admission-sessions.queries';
import { createSession, deleteMemberSessions, deleteOtherSessions, deleteSession } from './auth.queries';
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
  const code = generateSmsCode();
  const passwordHash = await hashPassword(code);
  const member = await findMemberByPhone(ctx.db, phone);
  if (member?.role !== 'ABITURIENT' || !member.active) return;
  await sendCode(ctx, phone, code, locale);
  await setPendingPassword(ctx.db, member.id, passwordHash, new Date(Date.now() + PENDING_PASSWORD_MS));
}

type MemberRow = NonNullable<Awaited<ReturnType<typeof findMemberByPhone>>>;

/** Which of the member's passwords `password` is: the current one, the pending reset one (if unexpired), or none. */
async function matchPassword(member: MemberRow | undefined, password: string) {
  if (await verifyPassword(member?.passwordHash ?? (await decoyHash), password)) return member ? 'current' : 'none';
  const pending = member?.pendingPasswordHash;
  const pendingValid = pending && member.pendingPasswordExpiresAt && member.pendingPasswordExpiresAt > new Date();
  return pendingValid && (await verifyPassword(pending, password)) ? 'pending' : 'none';
}

/** A hash of a random code, so an unknown login costs as much time as a known one. */
const decoyHash = hashPassword(generateSmsCode());

/**
 * Counts this login attempt against every budget it spends, before the slow password check: each count is one atomic
 * increment, so a parallel burst gets exactly `limit` attempts judged and the rest refused. A budget past its limit
 * is locked for LOGIN_LOCK_MINUTES.
 */
async function claimLoginAttempt(ctx: AppContext, budgets: [string, number][]) {
  const { limits } = ctx.config;
  for (const [key] of budgets) {
    const lock = await ctx.counters.peek(`login-lock:${key}`);
    if (lock.count > 0) throw AppError.retryLater('login_locked', lock.resetInMs);
  }
  for (const [key, limit] of budgets) {
    const { count } = await ctx.counters.increment(`login-attempt:${key}`, limits.loginFailureWindowMs);
    if (count > limit) {
      const lock = await ctx.counters.increment(`login-lock:${key}`, limits.loginLockMs);
      throw AppError.retryLater('login_locked', lock.resetInMs);
    }
  }
}

/**
 * A session token for the phone and password. Logging in with a reset password makes it the password and ends the
 * member's other sessions (`endedSessions`: the caller tells the session caches).
 */
export async function login(
  ctx: AppContext,
  username: string,
  password: string,
  ip: string,
): Promise<({ token: string } | TTwoFactorChallenge) & { member: MemberRow; endedSessions: boolean }> {
  const { limits } = ctx.config;
  const phone = username.replace(/\D/g, '');
  // Per (phone, address) at the strict limit; per phone alone only at a high one (NIST SP 800-63B: at most 100),
  // so someone elsewhere cannot lock the owner out; per address across phones against spraying.
  const ownBudgets: [string, number][] = [
    [`phone-ip:${phone}:${ip}`, limits.loginFailuresPerPhoneAndIp],
    [`phone:${phone}`, limits.loginFailuresPerPhone],
  ];
  const addressBudget = `ip:${ip}`;
  await claimLoginAttempt(ctx, [...ownBudgets, [addressBudget, limits.loginFailuresPerIp]]);

  const member = phone ? await findMemberByPhone(ctx.db, phone) : undefined;
  const matched = await matchPassword(member, password);
  if (!member || matched === 'none') throw new AppError('incorrect_login');
  if (!member.active) throw new AppError('member_blocked');

  // The limits are on failures: a success starts the phone's count afresh and is given back to the address
  // (many applicants may share one address).
  for (const [key] of ownBudgets) await ctx.counters.reset(`login-attempt:${key}`);
  await ctx.counters.decrement(`login-attempt:${addressBudget}`);
  // Staff with two-factor get a challenge instead of a session (modules/two-factor); applicants never do.
  const secondStep = await secondLoginStep(ctx, member);
  if (secondStep) return { ...secondStep, member, endedSessions: false };
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
    return { token, member, endedSessions };
  }
  await createSession(ctx.db, member.id, token, ctx.config.tokenTtlMs);
  return { token, member, endedSessions: false };
}

export const logout = (ctx: AppContext, sessionId: number) => deleteSession(ctx.db, sessionId);

/**
 * The applicant's own password instead of the SMS code: the current one must be right (499 on `currentPassword`
 * otherwise, counted against the phone's login budget, so a stolen session cannot guess it), and every other session
 * ends, as after a reset.
 */
export async function changePassword(ctx: AppContext, member: AuthMember, input: TChangePasswordRequest) {
  const budget = `phone:${member.phone}`;
  await claimLoginAttempt(ctx, [[budget, ctx.config.limits.loginFailuresPerPhone]]);
  const stored = await findMemberById(ctx.db, member.id);
  if (!stored || !(await verifyPassword(stored.passwordHash, input.currentPassword))) {
    throw AppError.validation({ currentPassword: ['current_password_incorrect'] });
  }
  await ctx.counters.reset(`login-attempt:${budget}`);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await updateMemberPassword(tx, member.id, passwordHash);
    await deleteOtherSessions(tx, member.id, member.sessionId);
  });
}
