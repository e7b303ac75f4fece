import type { TLocale } from '@qabul/contract/locale';
import { translate } from '@qabul/contract/messages';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { generateSmsCode, generateToken, hashPassword, verifyPassword } from '../../lib/password';
import { SmsSendError } from '../../lib/sms/sms-sender';
import { findOpenRegistrationSession } from '../admission-sessions/admission-sessions.queries';
import { findMemberByPhone, insertMember, updateMemberPassword } from '../members/members.queries';
import { createSession, deleteMemberSessions, deleteSession } from './auth.queries';

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
 * Replaces an applicant's password with a new code and ends all its sessions. Unknown phones (and staff, whose
 * passwords are not SMS codes) get the same answer, so the call cannot tell which phones have accounts.
 */
export async function resetApplicantPassword(ctx: AppContext, phone: string, ip: string, locale: TLocale) {
  await limitSms(ctx, phone, ip);
  const code = generateSmsCode();
  const passwordHash = await hashPassword(code);
  const member = await findMemberByPhone(ctx.db, phone);
  if (member?.role !== 'ABITURIENT' || !member.active) return;
  await sendCode(ctx, phone, code, locale);
  await ctx.db.transaction(async (tx) => {
    await updateMemberPassword(tx, member.id, passwordHash);
    await deleteMemberSessions(tx, member.id);
  });
}

/** A hash of a random code, so an unknown login costs as much time as a known one. */
const decoyHash = hashPassword(generateSmsCode());

export async function login(ctx: AppContext, username: string, password: string, ip: string) {
  const { limits } = ctx.config;
  const phone = username.replace(/\D/g, '');
  const phoneLock = `login-lock:phone:${phone}`;
  const ipLock = `login-lock:ip:${ip}`;
  for (const key of [phoneLock, ipLock]) {
    const lock = await ctx.counters.peek(key);
    if (lock.count > 0) throw AppError.retryLater('login_locked', lock.resetInMs);
  }

  const member = phone ? await findMemberByPhone(ctx.db, phone) : undefined;
  const valid = await verifyPassword(member?.passwordHash ?? (await decoyHash), password);
  if (!member || !valid) {
    const failures: [string, string, number][] = [
      [`login-fail:phone:${phone}`, phoneLock, limits.loginFailuresPerPhone],
      [`login-fail:ip:${ip}`, ipLock, limits.loginFailuresPerIp],
    ];
    for (const [failKey, lockKey, limit] of failures) {
      const { count } = await ctx.counters.increment(failKey, limits.loginFailureWindowMs);
      if (count >= limit) {
        await ctx.counters.increment(lockKey, limits.loginLockMs);
        await ctx.counters.reset(failKey);
      }
    }
    throw new AppError('incorrect_login');
  }
  if (!member.active) throw new AppError('member_blocked');

  await ctx.counters.reset(`login-fail:phone:${phone}`);
  const token = generateToken();
  await createSession(ctx.db, member.id, token, ctx.config.tokenTtlMs);
  return token;
}

export const logout = (ctx: AppContext, sessionId: number) => deleteSession(ctx.db, sessionId);
