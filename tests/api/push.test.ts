/**
 * Push to browsers (server/push): a signed-in user's event stream receives the events meant for
 * that user or for everyone, and no one else's; on PostgreSQL an event sent by one server process
 * reaches a stream held by another.
 */
import { PUSH_STREAM_PATH } from '../../server/push/constants';
import { payloadsOf } from '../../server/push/relay';
import { APP_START_MS, createSignedInUser, createTestApp, onPostgres, secondProcess, type TestApp } from './helpers';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, APP_START_MS);
afterAll(() => t?.close());

/** An open event stream: the events it has received, and a wait for the next one. */
async function openStream(url: string, cookie: string) {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { cookie }, signal: abort.signal });
  const events: string[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const decoder = new TextDecoder();
  let buffered = '';
  const reading = (async () => {
    const reader = response.body!.getReader();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const name = /^event: (.+)$/m.exec(block)?.[1];
        if (name) events.push(name);
      }
      for (const wait of waiting) if (events.length >= wait.count) wait.resolve();
    }
  })();
  return {
    response,
    events,
    received: (count: number) => new Promise<void>((resolve) => (events.length >= count ? resolve() : waiting.push({ count, resolve }))),
    async close() {
      abort.abort();
      await reading;
    },
  };
}

/** Lets events in flight arrive (an event for someone else must not). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

test('the stream needs a session', async () => {
  const response = await fetch(`${origin}${PUSH_STREAM_PATH}`);
  expect(response.status).toBe(401);
});

test('a user receives the events for them and for everyone, and not those for someone else', async () => {
  const clerk = await createSignedInUser(t, { account: 'push-clerk' });
  const other = await createSignedInUser(t, { account: 'push-other' });
  const mine = await openStream(`${origin}${PUSH_STREAM_PATH}`, clerk.cookie);
  const theirs = await openStream(`${origin}${PUSH_STREAM_PATH}`, other.cookie);
  try {
    expect(mine.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(mine.response.headers.get('cache-control')).toBe('no-store');

    await t.app.push.toUsers([clerk.id], { kind: 'message' });
    await mine.received(1);
    await t.app.push.toEveryone({ kind: 'notice' });
    await mine.received(2);
    await theirs.received(1);
    await settle();
    expect(mine.events).toEqual(['message', 'notice']);
    expect(theirs.events).toEqual(['notice']);
  } finally {
    await Promise.all([mine.close(), theirs.close()]);
  }
});

test('every open stream of a user receives the event (two tabs)', async () => {
  const clerk = await createSignedInUser(t, { account: 'push-tabs' });
  const tabs = await Promise.all([1, 2].map(() => openStream(`${origin}${PUSH_STREAM_PATH}`, clerk.cookie)));
  try {
    await t.app.push.toUsers([clerk.id, clerk.id], { kind: 'export' });
    await Promise.all(tabs.map((tab) => tab.received(1)));
    await settle();
    for (const tab of tabs) expect(tab.events).toEqual(['export']);
  } finally {
    await Promise.all(tabs.map((tab) => tab.close()));
  }
});

test('a closing server ends its streams instead of waiting for them', async () => {
  const other = await createTestApp();
  const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
  const { cookie } = await createSignedInUser(other, { account: 'push-closing' });
  const stream = await openStream(`${url}${PUSH_STREAM_PATH}`, cookie);
  await other.close();
  await stream.close();
  expect(stream.events).toEqual([]);
}, APP_START_MS);

test('a push to many users is split into notifications PostgreSQL accepts (under 8,000 bytes)', () => {
  const ids = Array.from({ length: 1234 }, (_, n) => 1_000_000 + n);
  const payloads = payloadsOf(ids, { kind: 'message' });
  expect(payloads).toHaveLength(3);
  for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
  expect(payloads.flatMap((payload) => JSON.parse(payload).audience)).toEqual(ids);
  expect(payloadsOf('everyone', { kind: 'notice' })).toEqual(['{"audience":"everyone","event":{"kind":"notice"}}']);
});

onPostgres(
  'an event sent by one server process reaches a stream held by another on the same database',
  async () => {
    const second = await secondProcess(t);
    try {
      const clerk = await createSignedInUser(t, { account: 'push-across' });
      const stream = await openStream(`${origin}${PUSH_STREAM_PATH}`, clerk.cookie);
      try {
        await second.push.toUsers([clerk.id], { kind: 'message' });
        await stream.received(1);
        expect(stream.events).toEqual(['message']);
      } finally {
        await stream.close();
      }
    } finally {
      await second.close();
    }
  },
  APP_START_MS,
);
