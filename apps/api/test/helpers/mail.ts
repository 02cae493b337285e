import type { FastifyInstance } from 'fastify';

/** A mail as the dev outbox API shows it. */
export interface OutboxMail {
  subject: string;
  text: string;
  html: string;
  otp: string | null;
}

/** Sends what is queued, then reads the mail the dev outbox holds for an address, newest first. */
export async function mailsTo(app: FastifyInstance, email: string): Promise<OutboxMail[]> {
  await app.outbox.drain();
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  return res.json().data as OutboxMail[];
}

/** The newest code mailed to an address. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const [newest] = await mailsTo(app, email);
  if (!newest?.otp) throw new Error(`no code mailed to ${email}`);
  return newest.otp;
}

export async function mailCount(app: FastifyInstance, email: string): Promise<number> {
  return (await mailsTo(app, email)).length;
}
