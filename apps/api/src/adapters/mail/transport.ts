import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Where mail goes. `smtp` is real mail (SMTP_URL); `dev-outbox` keeps each message (sealed) in the database,
 * for machines with no mail server: `npm run outbox` reads it (decision 0019).
 */
export interface MailTransport {
  readonly name: 'smtp' | 'dev-outbox';
  send(message: MailMessage, from: string): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    send: async ({ to, subject, text, html }, from) => {
      // Only these fields: callers pass richer objects, and nodemailer reads some extra keys as options.
      await transporter.sendMail({ from, to, subject, text, html });
    },
    close: () => transporter.close(),
  };
}

/** The dev outbox "sends" by leaving the message in the outbox table, its body sealed as before. */
export function devOutboxTransport(): MailTransport {
  return { name: 'dev-outbox', send: async () => {}, close: () => {} };
}

/** The bare address of a sender like 'CreativeNG <no-reply@example.org>' (MAIL_FROM), for mailto: links. */
export function senderAddress(from: string): string {
  return addressparser(from, { flatten: true })[0]?.address || from;
}
