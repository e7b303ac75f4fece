import { appendFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

/**
 * The browser tests' SMTP server (playwright.config.ts starts it beside the portal, which sends to it through
 * SMTP_URL): every message it receives becomes a line of MAIL_OUTBOX, `{to, subject, raw}`, for the tests to read
 * (support/fixtures.ts mailsTo). A real SMTP conversation, as the portal's nodemailer holds it with any server.
 */
const outbox = process.env.MAIL_OUTBOX;
const port = Number(process.env.MAIL_SINK_PORT);
if (!outbox || !port) throw new Error('MAIL_OUTBOX and MAIL_SINK_PORT are needed');

/** The Subject header, its RFC 2047 encoded words (nodemailer writes non-ASCII subjects as UTF-8 base64) decoded. */
function subjectOf(raw: string): string {
  const header = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const subject = header.match(/^Subject: (.*)$/im)?.[1] ?? '';
  return subject
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(Number.parseInt(code, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const to = session.envelope.rcptTo.map((recipient) => recipient.address);
      appendFileSync(outbox, `${JSON.stringify({ to, subject: subjectOf(raw), raw })}\n`);
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
