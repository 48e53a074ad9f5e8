import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { driverOf } from '../db/client';
import { requireUser } from '../plugins/session';
import { PUSH_STREAM_PATH, type PushKind } from './constants';
import { pushHub, type PushEvent } from './hub';
import { localRelay, postgresRelay } from './relay';
import { pushStreamSchema } from './contract';

/*
 * Push to browsers: each signed-in shell keeps one server-sent-events stream open
 * (GET /api/push/stream) and refreshes what an event names (the unread total and the notice
 * popup, the messages, the download centre). Areas call, after their transaction committed:
 *   app.push.toUsers([userId], { kind: 'message' });
 *   app.push.toEveryone({ kind: 'notice' });
 * The shell's 60 s poll stays as the fallback for a missed event.
 */

export interface Push {
  toUsers(userIds: number[], event: PushEvent): Promise<void>;
  toEveryone(event: PushEvent): Promise<void>;
  /** Calls `listener` whenever this process delivers an event of `kind` (from any process), e.g. to drop a cache. */
  onEvent(kind: PushKind, listener: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: Push;
  }
}

/** A comment on every stream this often keeps idle connections open through proxies. */
const PING_MS = 25_000;
/** How long a browser waits before reconnecting a lost stream. */
const RETRY_MS = 5000;

export default fp(
  async (app: FastifyInstance) => {
    const hub = pushHub();
    const listeners = new Map<PushKind, Set<() => void>>();
    const deliver = (audience: number[] | 'everyone', event: PushEvent) => {
      hub.deliver(audience, event);
      for (const listener of listeners.get(event.kind) ?? []) listener();
    };
    const driver = driverOf(app.db);
    const relay = driver.kind === 'postgres' ? postgresRelay(driver.pool, deliver, app.log) : localRelay(deliver);

    // A failed push is logged, never fails the change that caused it: the poll catches up.
    const publish = (audience: number[] | 'everyone', event: PushEvent) =>
      relay.publish(audience, event).catch((error) => app.log.warn({ err: error }, 'push failed'));
    app.decorate('push', {
      toUsers: (userIds, event) => (userIds.length > 0 ? publish(userIds, event) : Promise.resolve()),
      toEveryone: (event) => publish('everyone', event),
      onEvent: (kind, listener) => {
        let own = listeners.get(kind);
        if (!own) listeners.set(kind, (own = new Set()));
        own.add(listener);
        return () => own.delete(listener);
      },
    } satisfies Push);

    app.get(PUSH_STREAM_PATH, { schema: pushStreamSchema }, async (request, reply) => {
      const user = requireUser(request);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      stream.write(`retry: ${RETRY_MS}\n\n`);
      hub.add(user.id, stream);
    });

    let ping: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await relay.start();
      ping = setInterval(hub.ping, PING_MS);
      ping.unref();
    });
    // Open streams would keep the server from closing.
    app.addHook('preClose', async () => {
      clearInterval(ping);
      hub.closeAll();
      await relay.stop();
    });
  },
  { name: 'push', dependencies: ['session'] },
);
