import type { FastifyInstance, FastifyReply } from 'fastify';

export interface InFlight {
  /** Resolves when every request taken has finished its work, or after `limitMs`; says whether all finished. */
  drained(limitMs: number): Promise<boolean>;
}

/**
 * Counts the requests the server has taken until their work is done, so shutdown closes the database only after
 * them. The server's own close is not enough: it waits for connections, and a client that hung up (a load test
 * ending, a phone losing signal) leaves its handler running with no connection, its next statement sent to a
 * pool that has just been closed. A request's work is done when its answer has gone out, or, when its client has
 * gone, once it has produced its answer (onSend: every statement of the handler has run) or was taken over by a
 * stream of its own. While stopping, answers close their connection, so a kept-alive client does not hold the
 * stop until the connection's idle timeout.
 */
export function trackInFlight(app: FastifyInstance): InFlight {
  const open = new Set<FastifyReply>();
  const answered = new WeakSet<FastifyReply>();
  const hungUp = new WeakSet<FastifyReply>();
  let stopping = false;
  let allDone: (() => void) | undefined;

  const finish = (reply: FastifyReply) => {
    if (open.delete(reply) && open.size === 0) allDone?.();
  };

  app.addHook('onRequest', async (_request, reply) => {
    open.add(reply);
    // A client gone before its answer: done once the handler has answered, not when the socket closes.
    reply.raw.once('close', () => {
      hungUp.add(reply);
      if (reply.sent || answered.has(reply)) finish(reply);
    });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    answered.add(reply);
    if (stopping) reply.header('connection', 'close');
    if (hungUp.has(reply)) finish(reply);
    return payload;
  });
  app.addHook('onResponse', async (_request, reply) => finish(reply));
  app.addHook('preClose', async () => {
    stopping = true;
  });

  return {
    drained: (limitMs) => {
      if (open.size === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), limitMs);
        allDone = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
    },
  };
}
