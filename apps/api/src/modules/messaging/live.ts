import type { LiveEvent } from '@creative-ng/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { PubSub } from '../../adapters/pubsub';
import type { Database } from '../../db/client';
import { messagingPresence } from '../../db/schema/index';

/*
 * Live delivery. A change (a message sent, a conversation read) is published on the channel every instance hears
 * (adapters/pubsub.ts: PostgreSQL LISTEN/NOTIFY, or Redis pub/sub), as ids and counts only. Each instance turns it
 * into Server-Sent Events for the pages connected to it, reading what it shows from the database, so a message sent
 * through one instance reaches a reader connected to another.
 */

/** A change as it travels between instances: ids and counts only, never a message's words. */
export type LiveChange =
  | { kind: 'message'; conversationId: string; messageId: string; to: { accountId: string; unread: number }[] }
  | { kind: 'read'; conversationId: string; seq: number; to: string[] }
  | { kind: 'unread'; accountId: string; count: number };

/** Who a change is for. */
const recipients = (change: LiveChange): string[] =>
  change.kind === 'message'
    ? change.to.map((to) => to.accountId)
    : change.kind === 'read'
      ? change.to
      : [change.accountId];

/** A comment line every 25 seconds keeps proxies from closing a quiet stream and tells us a page is gone. */
const KEEP_ALIVE_MS = 25_000;
/** How often this instance says which accounts have a page open here, and for how long that holds. */
const PRESENCE_BEAT_MS = 20_000;
const PRESENCE_TTL_SECONDS = 60;

interface Stream {
  accountId: string;
  reply: FastifyReply;
}

export interface LiveHub {
  /** Tells every instance, once the change has committed. Never throws: live delivery is a bonus to the pages. */
  publish(change: LiveChange): Promise<void>;
  /** True while the account has a page open on some instance. */
  isConnected(accountId: string): Promise<boolean>;
  /** Serves one page's event stream until it goes; `first` are sent at once (e.g. the unread count). */
  stream(accountId: string, reply: FastifyReply, first: LiveEvent[]): void;
  close(): Promise<void>;
}

export function liveHub(options: {
  db: Database;
  pubsub: PubSub;
  /** The events a change means for one account's pages (one account sees a message as theirs, the other not). */
  eventsFor: (change: LiveChange, accountId: string) => Promise<LiveEvent[]>;
  log?: FastifyBaseLogger;
}): LiveHub {
  const { db, pubsub, eventsFor, log } = options;
  const streams = new Map<string, Set<Stream>>();
  let closed = false;

  const write = (stream: Stream, text: string) => {
    if (!stream.reply.raw.writableEnded) stream.reply.raw.write(text);
  };
  const send = (stream: Stream, event: LiveEvent) =>
    write(stream, `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);

  async function deliver(payload: string) {
    let change: LiveChange;
    try {
      change = JSON.parse(payload) as LiveChange;
    } catch {
      return;
    }
    for (const accountId of recipients(change)) {
      const here = streams.get(accountId);
      if (!here || here.size === 0) continue;
      const events = await eventsFor(change, accountId);
      for (const stream of here) for (const event of events) send(stream, event);
    }
  }

  // A gap in what this instance heard: its pages reconnect and catch up from the database.
  const endAll = () => {
    for (const set of streams.values()) for (const stream of set) stream.reply.raw.end();
  };

  const subscribed = pubsub
    .subscribe((payload) => {
      deliver(payload).catch((err: unknown) => log?.warn({ err }, 'live delivery failed'));
    }, endAll)
    .catch((err: unknown) => log?.error({ err }, 'live delivery is off: the channel could not be opened'));

  async function markPresent(accountIds: readonly string[]) {
    if (accountIds.length === 0 || closed) return;
    const until = sql`now() + make_interval(secs => ${PRESENCE_TTL_SECONDS})`;
    await db
      .insert(messagingPresence)
      .values(accountIds.map((accountId) => ({ accountId, until })))
      .onConflictDoUpdate({ target: messagingPresence.accountId, set: { until } });
  }

  const beat = setInterval(
    () => {
      markPresent([...streams.keys()]).catch((err: unknown) => log?.warn({ err }, 'presence not recorded'));
      for (const set of streams.values()) for (const stream of set) write(stream, ': keep-alive\n\n');
    },
    Math.min(PRESENCE_BEAT_MS, KEEP_ALIVE_MS),
  );
  beat.unref();

  return {
    async publish(change) {
      try {
        await pubsub.publish(JSON.stringify(change));
      } catch (err) {
        log?.warn({ err }, 'a live change was not published');
      }
    },

    async isConnected(accountId) {
      if (streams.get(accountId)?.size) return true;
      const [row] = await db
        .select({ accountId: messagingPresence.accountId })
        .from(messagingPresence)
        .where(and(eq(messagingPresence.accountId, accountId), gt(messagingPresence.until, sql`now()`)));
      return Boolean(row);
    },

    stream(accountId, reply, first) {
      const stream: Stream = { accountId, reply };
      const set = streams.get(accountId) ?? new Set<Stream>();
      streams.set(accountId, set);
      set.add(stream);
      reply.raw.on('close', () => {
        set.delete(stream);
        if (set.size === 0) streams.delete(accountId);
      });
      // Told at once, so a message sent a moment after the page opened finds it present.
      markPresent([accountId]).catch((err: unknown) => log?.warn({ err }, 'presence not recorded'));
      // Whatever else is on the reply (security headers) goes with the stream's own.
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      write(stream, 'retry: 3000\n\n');
      for (const event of first) send(stream, event);
    },

    async close() {
      closed = true;
      clearInterval(beat);
      endAll();
      await subscribed;
      await pubsub.close();
    },
  };
}
