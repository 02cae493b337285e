import type { FastifyInstance } from 'fastify';

/** Sends what is queued, then reads the newest code mailed to an address from the dev outbox API. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  await app.outbox.drain();
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  const [newest] = res.json().data as { otp: string | null }[];
  if (!newest?.otp) throw new Error(`no code mailed to ${email}`);
  return newest.otp;
}

export async function mailCount(app: FastifyInstance, email: string): Promise<number> {
  await app.outbox.drain();
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  return (res.json().data as unknown[]).length;
}
