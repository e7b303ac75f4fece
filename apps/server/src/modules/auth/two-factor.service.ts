import { randomInt } from 'node:crypto';
import { ADMIN_ROLES, isAdminRole, type TAdminRole, type TRole, type TTwoFactorChallenge } from '@qabul/contract/auth';
import type {
  TEnrolmentLogin,
  TRecoveryCodes,
  TTwoFactorEnrolment,
  TTwoFactorPolicy,
  TTwoFactorStatus,
} from '@qabul/contract/two-factor';
import { generateSecret, generateURI, verify } from 'otplib/functional';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { generateToken, hashToken } from '../../lib/password';
import { createSession, deleteMemberSessions } from './auth.queries';
import { findStaffMemberById } from './members.queries';
import {
  countRecoveryCodesLeft,
  deleteChallenge,
  deleteTwoFactor,
  findChallenge,
  findRequirements,
  findTwoFactor,
  insertChallenge,
  replaceRecoveryCodes,
  savePendingSecret,
  saveRequirement,
  useRecoveryCode,
  useTimeStep,
} from './two-factor.queries';

/** Long enough to open the app and type a code, or to scan the QR code and confirm it. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
/** Wrong codes one challenge may take before it is spent and the password must be given again. */
export const CHALLENGE_ATTEMPTS = 5;
/** Wrong codes per member within LOGIN_FAILURE_WINDOW_MINUTES before the member's second step is locked. */
export const MEMBER_CODE_FAILURES = 10;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Qabul';
/** One step either side: a phone clock 30 s off still works (RFC 6238 §5.2 recommends at most one). */
const EPOCH_TOLERANCE_S = 30;

/** Whether the role must sign in with two-factor: the super admin's choice, else STAFF_TOTP_REQUIRED. */
export async function twoFactorPolicy(ctx: AppContext): Promise<TTwoFactorPolicy> {
  const chosen = new Map((await findRequirements(ctx.db)).map((row) => [row.role, row.required]));
  return Object.fromEntries(
    ADMIN_ROLES.map((role) => [role, chosen.get(role) ?? ctx.config.staffTotpRequired.includes(role)]),
  ) as TTwoFactorPolicy;
}

async function isRequired(ctx: AppContext, role: TRole) {
  return isAdminRole(role) && (await twoFactorPolicy(ctx))[role];
}

export async function setTwoFactorPolicy(ctx: AppContext, policy: TTwoFactorPolicy) {
  await ctx.db.transaction(async (tx) => {
    for (const role of ADMIN_ROLES) await saveRequirement(tx, role as TAdminRole, policy[role]);
  });
  return twoFactorPolicy(ctx);
}

async function openChallenge(ctx: AppContext, memberId: number, purpose: 'verify' | 'enrol') {
  const challenge = generateToken();
  await insertChallenge(ctx.db, {
    memberId,
    tokenHash: hashToken(challenge),
    purpose,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return challenge;
}

/**
 * The step after a right password: none for applicants and staff without two-factor (they get their token), a
 * `required` challenge for an enrolled member, an `enrolment_required` one for a member who must enrol first.
 */
export async function secondLoginStep(
  ctx: AppContext,
  member: { id: number; role: TRole },
): Promise<TTwoFactorChallenge | null> {
  if (!isAdminRole(member.role)) return null;
  if ((await findTwoFactor(ctx.db, member.id))?.confirmedAt) {
    return { twoFactor: 'required', challenge: await openChallenge(ctx, member.id, 'verify') };
  }
  if (await isRequired(ctx, member.role)) {
    return { twoFactor: 'enrolment_required', challenge: await openChallenge(ctx, member.id, 'enrol') };
  }
  return null;
}

/**
 * Counts one code attempt before it is judged, against the challenge's budget (spent: the password again) and the
 * member's (locked for LOGIN_LOCK_MINUTES), so a burst in parallel gets no more guesses than the limits.
 */
async function claimCodeAttempt(ctx: AppContext, memberId: number, challengeId?: number) {
  const { limits } = ctx.config;
  const lock = await ctx.counters.peek(`two-factor-lock:${memberId}`);
  if (lock.count > 0) throw AppError.retryLater('login_locked', lock.resetInMs);
  const member = await ctx.counters.increment(`two-factor:${memberId}`, limits.loginFailureWindowMs);
  if (member.count > MEMBER_CODE_FAILURES) {
    const locked = await ctx.counters.increment(`two-factor-lock:${memberId}`, limits.loginLockMs);
    throw AppError.retryLater('login_locked', locked.resetInMs);
  }
  if (challengeId === undefined) return;
  const challenge = await ctx.counters.increment(`two-factor-challenge:${challengeId}`, CHALLENGE_TTL_MS);
  if (challenge.count > CHALLENGE_ATTEMPTS) {
    await deleteChallenge(ctx.db, challengeId);
    throw new AppError('two_factor_challenge_expired');
  }
}

/** Whether `code` is the member's current TOTP code, not used before; records its step (and confirms enrolment). */
async function acceptCode(ctx: AppContext, memberId: number, secret: string, code: string, confirm: boolean) {
  const result = await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE_S });
  return result.valid && 'timeStep' in result && (await useTimeStep(ctx.db, memberId, result.timeStep, confirm));
}

async function liveChallenge(ctx: AppContext, challenge: string, purpose: 'verify' | 'enrol') {
  const row = await findChallenge(ctx.db, hashToken(challenge));
  if (!row || row.purpose !== purpose) throw new AppError('two_factor_challenge_expired');
  return row;
}

/** The phone of the challenge's member (for the login audit), or undefined for an unknown or expired challenge. */
export async function challengePhone(ctx: AppContext, challenge: string) {
  return (await findChallenge(ctx.db, hashToken(challenge)))?.phone;
}

/** POST auth/login/two-factor: a code or a recovery code for the challenge; a session token when right. */
export async function answerChallenge(
  ctx: AppContext,
  input: { challenge: string; code?: string; recoveryCode?: string },
): Promise<{ token: string; member: { id: number; phone: string; role: TRole } }> {
  const challenge = await liveChallenge(ctx, input.challenge, 'verify');
  await claimCodeAttempt(ctx, challenge.memberId, challenge.id);
  const enrolment = await findTwoFactor(ctx.db, challenge.memberId);
  if (!enrolment?.confirmedAt) throw new AppError('two_factor_challenge_expired');
  const right = input.code
    ? await acceptCode(ctx, challenge.memberId, enrolment.secret, input.code, false)
    : await useRecoveryCode(ctx.db, challenge.memberId, hashToken(input.recoveryCode ?? ''));
  if (!right) throw new AppError('two_factor_code_incorrect');
  const member = { id: challenge.memberId, phone: challenge.phone, role: challenge.role };
  return { token: await finishLogin(ctx, challenge.memberId, challenge.id), member };
}

async function finishLogin(ctx: AppContext, memberId: number, challengeId: number) {
  await ctx.counters.reset(`two-factor:${memberId}`);
  const token = generateToken();
  await ctx.db.transaction(async (tx) => {
    await deleteChallenge(tx, challengeId);
    await createSession(tx, memberId, token, ctx.config.tokenTtlMs);
  });
  return token;
}

/** A fresh secret for the member's app, as text and as a QR code; refused once enrolment is confirmed. */
export async function beginEnrolment(ctx: AppContext, member: { id: number; phone: string }) {
  if ((await findTwoFactor(ctx.db, member.id))?.confirmedAt) throw new AppError('two_factor_already_enrolled');
  const secret = generateSecret();
  await savePendingSecret(ctx.db, member.id, secret);
  const otpauthUri = generateURI({ issuer: ISSUER, label: `+${member.phone}`, secret });
  // qrcode is loaded on first use (the server's rule for packages of rare work).
  const QRCode = (await import('qrcode')).default;
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrSvg } satisfies TTwoFactorEnrolment;
}

/** `xxxxx-xxxxx` from an alphabet without look-alikes (no 0/o, 1/l/i): about 50 bits each. */
function recoveryCode() {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const pick = () => Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${pick()}-${pick()}`;
}

/** The first code proves the app holds the secret: enrolment is confirmed and 10 new recovery codes are made. */
export async function confirmEnrolment(ctx: AppContext, memberId: number, code: string): Promise<TRecoveryCodes> {
  const enrolment = await findTwoFactor(ctx.db, memberId);
  if (enrolment?.confirmedAt) throw new AppError('two_factor_already_enrolled');
  if (!enrolment) throw new AppError('two_factor_enrolment_not_started');
  await claimCodeAttempt(ctx, memberId);
  if (!(await acceptCode(ctx, memberId, enrolment.secret, code, true))) {
    throw AppError.validation({ code: ['two_factor_code_incorrect'] });
  }
  await ctx.counters.reset(`two-factor:${memberId}`);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await replaceRecoveryCodes(
    ctx.db,
    memberId,
    recoveryCodes.map((value) => hashToken(value.replace('-', ''))),
  );
  return { recoveryCodes };
}

/** Enrolment during login (`enrolment_required`): the challenge stands for the member until confirmed. */
export async function beginChallengeEnrolment(ctx: AppContext, challenge: string) {
  const row = await liveChallenge(ctx, challenge, 'enrol');
  return beginEnrolment(ctx, { id: row.memberId, phone: row.phone });
}

export async function confirmChallengeEnrolment(
  ctx: AppContext,
  challenge: string,
  code: string,
): Promise<TEnrolmentLogin & { member: { id: number; phone: string; role: TRole } }> {
  const row = await liveChallenge(ctx, challenge, 'enrol');
  const { recoveryCodes } = await confirmEnrolment(ctx, row.memberId, code);
  const member = { id: row.memberId, phone: row.phone, role: row.role };
  return { recoveryCodes, token: await finishLogin(ctx, row.memberId, row.id), member };
}

export async function twoFactorStatus(ctx: AppContext, member: { id: number; role: TRole }): Promise<TTwoFactorStatus> {
  const enrolment = await findTwoFactor(ctx.db, member.id);
  return {
    enrolled: Boolean(enrolment?.confirmedAt),
    required: await isRequired(ctx, member.role),
    recoveryCodesLeft: enrolment?.confirmedAt ? await countRecoveryCodesLeft(ctx.db, member.id) : 0,
  };
}

/**
 * The super admin's reset of a staff member who lost the phone: enrolment, recovery codes and sessions go; the
 * member signs in with the password and (where required) enrols again.
 */
export async function resetTwoFactor(ctx: AppContext, memberId: number) {
  const member = await findStaffMemberById(ctx.db, memberId);
  if (!member) throw new AppError('member_not_found');
  await ctx.db.transaction(async (tx) => {
    await deleteTwoFactor(tx, memberId);
    await deleteMemberSessions(tx, memberId);
  });
  return member;
}
