// The mail queue's face for the rest of the platform: queue an email with the change it reports, and read what the dev
// outbox kept. Sending (claiming, retrying, forgetting old mail) is the worker's, through repository.ts.
import { envelope } from '@creative-ng/shared';
import { and, desc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';
import { seal, unseal } from '../../security/keys';

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A one-time code in the message, shown by the dev outbox. */
  otp?: string;
}

const SEAL_PURPOSE = 'outbox-body';

/** What the outbox keeps sealed (encrypted with the app secret) of a message: its body and any one-time code. */
interface SealedBody {
  text: string;
  html: string;
  otp?: string;
}

function sealBody(appSecret: string, email: OutboxEmail): string {
  const body: SealedBody = { text: email.text, html: email.html, ...(email.otp ? { otp: email.otp } : {}) };
  return seal(appSecret, SEAL_PURPOSE, JSON.stringify(body));
}

export function openBody(appSecret: string, sealedBody: string): SealedBody {
  return JSON.parse(unseal(appSecret, SEAL_PURPOSE, sealedBody)) as SealedBody;
}

/** Queues an email. Pass the transaction of the change it reports, so both commit or neither does. */
export async function enqueueEmail(db: Database, appSecret: string, email: OutboxEmail): Promise<void> {
  await db
    .insert(outboxMessages)
    .values({ recipient: email.to, subject: email.subject, sealedBody: sealBody(appSecret, email) });
}

/**
 * Queues an email unless the same one (recipient and subject) was queued within `withinMs`: for notes that
 * anyone can cause by repeating a request, so they cannot fill someone's inbox. True when it was queued.
 */
export async function enqueueEmailOnce(
  db: Database,
  appSecret: string,
  email: OutboxEmail,
  withinMs: number,
): Promise<boolean> {
  const [recent] = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.recipient, email.to),
        eq(outboxMessages.subject, email.subject),
        gt(outboxMessages.createdAt, new Date(Date.now() - withinMs)),
      ),
    )
    .limit(1);
  if (recent) return false;
  await enqueueEmail(db, appSecret, email);
  return true;
}

/** What the dev outbox lists (the CLI's call and the public dev page's): described once for both. */
export const devOutboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const devOutboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  otp: z.string().nullable(),
  created_at: z.string(),
});

export type DevOutboxEntry = z.infer<typeof devOutboxEntrySchema>;

/** The query and answer of the dev outbox's JSON list: GET /api/dev/outbox, and /internal/outbox for the CLI. */
export const devOutboxListSchema = {
  querystring: devOutboxQuerySchema,
  response: { 200: envelope(z.array(devOutboxEntrySchema)) },
};

/** The dev outbox's JSON list as both routes answer it. */
export async function devOutboxList(db: Database, appSecret: string, query: z.output<typeof devOutboxQuerySchema>) {
  return { message: 'Dev outbox', data: await listDevOutbox(db, appSecret, query.to, query.limit) };
}

/** Messages kept by the dev outbox, newest first (optionally for one recipient). */
export async function listDevOutbox(
  db: Database,
  appSecret: string,
  to: string | undefined,
  limit: number,
): Promise<DevOutboxEntry[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.transport, 'dev-outbox'), to ? eq(outboxMessages.recipient, to) : undefined))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
  return rows.map((row) => {
    const body = openBody(appSecret, row.sealedBody);
    return {
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: body.text,
      html: body.html,
      otp: body.otp ?? null,
      created_at: row.createdAt.toISOString(),
    };
  });
}
