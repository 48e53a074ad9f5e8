import type { ServerResponse } from 'node:http';
import type { PushKind } from './constants';

/*
 * The browsers of this server process that listen for pushes: per user, their open streams.
 * An event carries only its kind; the browser asks the API for what changed, with its session.
 */

/** Who an event is for: these users, or everyone signed in. */
export type Audience = number[] | 'everyone';

export interface PushEvent {
  kind: PushKind;
}

/** Streams one user may hold (tabs, windows); a further one closes the oldest. */
export const STREAMS_PER_USER = 10;

export function pushHub() {
  const streams = new Map<number, Set<ServerResponse>>();

  function send(stream: ServerResponse, { kind }: PushEvent): void {
    stream.write(`event: ${kind}\ndata: {}\n\n`);
  }

  return {
    add(userId: number, stream: ServerResponse): void {
      let own = streams.get(userId);
      if (!own) streams.set(userId, (own = new Set()));
      own.add(stream);
      if (own.size > STREAMS_PER_USER) own.values().next().value!.end();
      stream.once('close', () => {
        own.delete(stream);
        if (own.size === 0 && streams.get(userId) === own) streams.delete(userId);
      });
    },
    deliver(audience: Audience, event: PushEvent): void {
      if (audience === 'everyone') {
        for (const own of streams.values()) for (const stream of own) send(stream, event);
        return;
      }
      for (const userId of new Set(audience)) for (const stream of streams.get(userId) ?? []) send(stream, event);
    },
    /** Writes a comment to every stream, so proxies and browsers keep idle streams open. */
    ping(): void {
      for (const own of streams.values()) for (const stream of own) stream.write(': ping\n\n');
    },
    /** Ends every stream (the server is closing); browsers reconnect to another process. */
    closeAll(): void {
      for (const own of streams.values()) for (const stream of own) stream.end();
      streams.clear();
    },
    get size(): number {
      let count = 0;
      for (const own of streams.values()) count += own.size;
      return count;
    },
  };
}

export type PushHub = ReturnType<typeof pushHub>;
