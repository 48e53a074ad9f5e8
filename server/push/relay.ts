import { Client, type Pool } from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Audience, PushEvent } from './hub';

/*
 * Between server processes on one PostgreSQL, pushes travel as NOTIFY on one channel; every
 * process (the sender included) LISTENs on a connection of its own and delivers to its streams.
 * The embedded database belongs to one process: there the event is delivered at once.
 */

export const PUSH_CHANNEL = 'fssc_push';

/** User ids per notification: a NOTIFY payload must stay under 8,000 bytes. */
const IDS_PER_NOTIFY = 500;

/** Wait before listening again after the connection was lost. */
const RECONNECT_MS = 1000;

interface Notification {
  audience: Audience;
  event: PushEvent;
}

export interface Relay {
  publish(audience: Audience, event: PushEvent): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The payloads of one push: everyone in one, users in chunks. */
export function payloadsOf(audience: Audience, event: PushEvent): string[] {
  if (audience === 'everyone') return [JSON.stringify({ audience, event })];
  const payloads: string[] = [];
  for (let start = 0; start < audience.length; start += IDS_PER_NOTIFY) {
    payloads.push(JSON.stringify({ audience: audience.slice(start, start + IDS_PER_NOTIFY), event }));
  }
  return payloads;
}

export function localRelay(deliver: (audience: Audience, event: PushEvent) => void): Relay {
  return {
    publish: async (audience, event) => deliver(audience, event),
    start: async () => undefined,
    stop: async () => undefined,
  };
}

/** Listens with the connection settings of the app's own pool, so on the very database it writes to. */
export function postgresRelay(
  pool: Pool,
  deliver: (audience: Audience, event: PushEvent) => void,
  log: FastifyBaseLogger,
): Relay {
  let client: Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  function reconnect(): void {
    clearTimeout(retry);
    if (!stopped) retry = setTimeout(() => void listen().catch(reconnect), RECONNECT_MS);
  }

  async function listen(): Promise<void> {
    const listener = new Client(pool.options);
    listener.on('notification', ({ channel, payload }) => {
      if (channel !== PUSH_CHANNEL || !payload) return;
      try {
        const { audience, event } = JSON.parse(payload) as Notification;
        deliver(audience, event);
      } catch (error) {
        log.warn({ err: error }, 'push: unreadable notification');
      }
    });
    // A lost connection is opened again; pushes in between are missed and the browsers' poll catches up.
    listener.on('error', (error) => log.warn({ err: error }, 'push: listening connection lost'));
    listener.on('end', () => {
      if (client === listener) client = null;
      reconnect();
    });
    try {
      await listener.connect();
      await listener.query(`LISTEN ${PUSH_CHANNEL}`);
    } catch (error) {
      await listener.end().catch(() => undefined);
      throw error;
    }
    client = listener;
  }

  return {
    async publish(audience, event) {
      for (const payload of payloadsOf(audience, event)) await pool.query('SELECT pg_notify($1, $2)', [PUSH_CHANNEL, payload]);
    },
    start: listen,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
