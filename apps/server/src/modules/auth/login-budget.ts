import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';

/**
 * Which password checks a login attempt may spend (docs/decisions/0200). Every count is one atomic increment made
 * before the slow password check, so a parallel burst gets exactly the limit judged and the rest refused.
 *
 * - From a known device (a valid device cookie for the account): LOGIN_FAILURES_PER_DEVICE in the window, then that
 *   device alone waits LOGIN_LOCK_MINUTES. Nobody else's attempts touch this count, so the owner logs in while the
 *   account is under attack.
 * - From an unknown device: one budget per account, LOGIN_UNKNOWN_DEVICE_FAILURES per LOGIN_UNKNOWN_DEVICE_WINDOW_DAYS.
 *   Only a success gives its own attempt back: failures stay counted until the window ends, whoever logs in meanwhile,
 *   so the guesses in any campaign stay bounded. The address budget (LOGIN_FAILURES_PER_IP) still slows spraying
 *   across accounts.
 * - Past that budget, only a fresh "forgot password" code is judged, LOGIN_RESET_CODE_ATTEMPTS times per code: the
 *   owner on a new device gets in with the code the SMS brought.
 */
export type LoginClaim =
  | { kind: 'device'; nonce: string }
  | { kind: 'unknown' }
  /** Past the unknown-device budget: judged against the pending reset code only. */
  | { kind: 'reset-code' };

/** A budget with a lock: past `limit` attempts in the window it is locked for LOGIN_LOCK_MINUTES. */
async function claimLocked(ctx: AppContext, key: string, limit: number) {
  const { limits } = ctx.config;
  const lock = await ctx.counters.peek(`login-lock:${key}`);
  if (lock.count > 0) throw AppError.retryLater('login_locked', lock.resetInMs);
  const { count } = await ctx.counters.increment(`login-attempt:${key}`, limits.loginFailureWindowMs);
  if (count > limit) {
    const locked = await ctx.counters.increment(`login-lock:${key}`, limits.loginLockMs);
    throw AppError.retryLater('login_locked', locked.resetInMs);
  }
}

interface Attempt {
  login: string;
  ip: string;
  /** The nonce of the request's valid device cookie for this login. */
  device: string | undefined;
  /** Identifies the account's unexpired reset code, if any (a new code gets attempts of its own). */
  resetCode: string | undefined;
}

export async function claimLoginAttempt(ctx: AppContext, attempt: Attempt): Promise<LoginClaim> {
  const { limits } = ctx.config;
  if (attempt.device) {
    await claimLocked(ctx, `device:${attempt.device}`, limits.loginFailuresPerDevice);
    return { kind: 'device', nonce: attempt.device };
  }
  await claimLocked(ctx, `ip:${attempt.ip}`, limits.loginFailuresPerIp);
  const unknown = await ctx.counters.increment(
    `login-unknown-device:${attempt.login}`,
    limits.loginUnknownDeviceWindowMs,
  );
  if (unknown.count <= limits.loginUnknownDeviceFailures) return { kind: 'unknown' };
  if (attempt.resetCode) {
    const tries = await ctx.counters.increment(
      `login-reset-code:${attempt.resetCode}`,
      limits.loginUnknownDeviceWindowMs,
    );
    if (tries.count <= limits.loginResetCodeAttempts) return { kind: 'reset-code' };
  }
  throw AppError.retryLater('login_new_device_locked', unknown.resetInMs);
}

/** After a success: the device starts afresh; an unknown device's attempt is given back to its budgets. */
export async function settleLoginAttempt(ctx: AppContext, attempt: Pick<Attempt, 'login' | 'ip'>, claim: LoginClaim) {
  if (claim.kind === 'device') {
    await ctx.counters.reset(`login-attempt:device:${claim.nonce}`);
  } else if (claim.kind === 'unknown') {
    await ctx.counters.decrement(`login-unknown-device:${attempt.login}`);
    await ctx.counters.decrement(`login-attempt:ip:${attempt.ip}`);
  }
}
