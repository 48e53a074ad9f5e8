import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readAccessEpoch } from '../db/repositories/accessEpoch';

type Listener = () => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Areas that must act when people's organisations, status, groups, posts or roles change. */
    accessChanges: { subscribe(listener: Listener): void };
  }
}

/**
 * Tells subscribers, before the answer leaves, that a signed-in change moved the access epoch (a user
 * enabled, given a post or put in a group, ...). The epoch read with the session is compared
 * with the epoch after the change, so one place serves every route that changes access, those
 * to come included; a request that changed nothing costs one small read, and only while an area
 * listens.
 */
export default fp(
  async (app: FastifyInstance) => {
    const listeners: Listener[] = [];
    app.decorate('accessChanges', { subscribe: (listener: Listener) => void listeners.push(listener) });

    // onSend: the change has committed, and whoever made it finds the follow-up already queued.
    app.addHook('onSend', async (request, reply, payload) => {
      if (listeners.length === 0 || request.method === 'GET' || request.method === 'HEAD') return payload;
      if (request.accessEpoch === null || reply.statusCode >= 400) return payload;
      try {
        if ((await readAccessEpoch(app.db)) !== request.accessEpoch) await Promise.all(listeners.map((listener) => listener()));
      } catch (error) {
        request.log.warn({ err: error }, 'acting on an access change failed');
      }
      return payload;
    });
  },
  { name: 'accessChanges', dependencies: ['session'] },
);
