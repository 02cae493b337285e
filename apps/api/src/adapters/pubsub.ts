import type { Redis } from 'ioredis';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client';

/**
 * A channel every instance of the platform hears: what one publishes, all receive (itself included). On PostgreSQL
 * it is LISTEN/NOTIFY on the database they share, on the embedded database the same within the one process, and
 * with REDIS_URL it is Redis pub/sub. Payloads are small (ids and counts; NOTIFY takes at most 8,000 bytes).
 */
export interface PubSub {
  publish(payload: string): Promise<void>;
  /**
   * Hears every payload from now on. `onGap` is called when the connection was lost and came back: what was
   * published meanwhile was not heard, so listeners should catch up.
   */
  subscribe(onPayload: (payload: string) => void, onGap: () => void): Promise<void>;
  close(): Promise<void>;
}

/** Waits before a lost listening connection is opened again: 1, 2, 4 … at most 30 seconds. */
const backoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/** The shared channel of this deployment: Redis when it has one, else its database. */
export function pubSubFor(database: DatabaseHandle, channel: string, redis?: Redis): PubSub {
  if (redis) return redisPubSub(redis, channel);
  return 'pool' in database.raw ? postgresPubSub(database.raw.pool, channel) : pglitePubSub(database, channel);
}

/** LISTEN on a connection of its own (never one of the pool's), NOTIFY through the pool. */
function postgresPubSub(pool: pg.Pool, channel: string): PubSub {
  let listener: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  async function connect(onPayload: (payload: string) => void, onGap: () => void, reconnecting: boolean) {
    const client = new pg.Client(pool.options);
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    const retry = () => {
      if (closed || listener !== client) return;
      listener = undefined;
      client.end().catch(() => {});
      timer = setTimeout(() => {
        connect(onPayload, onGap, true).catch(() => {});
      }, backoff(attempt++));
      timer.unref();
    };
    client.on('error', retry);
    client.on('end', retry);
    listener = client;
    try {
      await client.connect();
      await client.query(`listen "${channel}"`);
      attempt = 0;
      if (reconnecting) onGap();
    } catch (error) {
      retry();
      if (!reconnecting) throw error;
    }
  }

  return {
    async publish(payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    subscribe: (onPayload, onGap) => connect(onPayload, onGap, false),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}

/** The embedded database: LISTEN/NOTIFY inside the one process that may open it. */
function pglitePubSub(database: DatabaseHandle, channel: string): PubSub {
  const { pglite } = database.raw as { pglite: import('@electric-sql/pglite').PGlite };
  let stop: (() => Promise<void>) | undefined;
  return {
    async publish(payload) {
      await pglite.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async subscribe(onPayload) {
      stop = await pglite.listen(channel, onPayload);
    },
    async close() {
      if (!pglite.closed) await stop?.().catch(() => {});
    },
  };
}

/** Redis pub/sub: a second connection subscribes (a subscribed connection can do nothing else). */
function redisPubSub(redis: Redis, channel: string): PubSub {
  const subscriber = redis.duplicate();
  let subscribed = false;
  return {
    async publish(payload) {
      await redis.publish(channel, payload);
    },
    async subscribe(onPayload, onGap) {
      subscriber.on('message', (from: string, payload: string) => {
        if (from === channel) onPayload(payload);
      });
      // ioredis subscribes again by itself after a reconnection; what was published meanwhile is lost.
      subscriber.on('ready', () => {
        if (subscribed) onGap();
      });
      await subscriber.subscribe(channel);
      subscribed = true;
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
