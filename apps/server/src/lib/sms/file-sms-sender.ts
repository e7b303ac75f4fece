import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { SmsSender } from './sms-sender';

/** Development and test driver: one JSON line `{to, text, at}` per message in the outbox file. */
export function fileSmsSender(outbox: string): SmsSender {
  return {
    async send({ to, text }) {
      await mkdir(path.dirname(outbox), { recursive: true });
      await appendFile(outbox, `${JSON.stringify({ to, text, at: new Date().toISOString() })}\n`);
    },
  };
}
