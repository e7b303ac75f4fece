export interface SmsMessage {
  /** Digits with the dial code, e.g. 998901234567. */
  to: string;
  text: string;
}

/** Messages handed to the provider, and those given up on after the retries (for /metrics). */
export interface SmsDeliveryCounts {
  sent: number;
  failed: number;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
  readonly counts?: SmsDeliveryCounts;
}

export class SmsSendError extends Error {}

/** Retries a failed send with a short backoff; the last failure is thrown for the caller to report. */
export function withRetries(
  sender: SmsSender,
  options: { attempts: number; delayMs: number; onFailure?: (error: unknown, attempt: number) => void },
): SmsSender {
  return {
    async send(message) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= options.attempts; attempt++) {
        try {
          return await sender.send(message);
        } catch (error) {
          lastError = error;
          options.onFailure?.(error, attempt);
          if (attempt < options.attempts) await new Promise((r) => setTimeout(r, options.delayMs * attempt));
        }
      }
      throw new SmsSendError('SMS could not be sent', { cause: lastError });
    },
  };
}
