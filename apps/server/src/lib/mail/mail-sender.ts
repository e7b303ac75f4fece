import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

/**
 * E-mail through the SMTP server of SMTP_URL (docs/decisions/0223). One connection per message: notifications are
 * few and spread out, so a pool would mostly hold idle connections open. Failures are thrown for the queue to retry.
 */
export function smtpMailSender(options: { smtpUrl: string; from: string }): MailSender {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: options.from, to, subject, text });
    },
  };
}
