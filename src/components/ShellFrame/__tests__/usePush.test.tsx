import { renderHook, waitFor } from '@testing-library/react';
import MenuModel from '@/models/menu';
import { fetchCurrentNotice, fetchNoticeTotalNumber } from '@/services/notice';
import { onPush } from '@/utils/pushEvents';
import { createModelStore, reactRedux } from '../../../../tests/unit/dvaStore';
import { usePush } from '../usePush';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/notice', () => ({ fetchCurrentNotice: jest.fn(), fetchNoticeTotalNumber: jest.fn(), markNoticeRead: jest.fn() }));

/** The browser's EventSource as the hook uses it: the test fires the server's events by hand. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, (() => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(kind: string, listener: () => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }
  fire(kind: string) {
    for (const listener of this.listeners.get(kind) ?? []) listener();
  }
  close() {
    this.closed = true;
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  jest.mocked(fetchCurrentNotice).mockResolvedValue({ id: 7, topic: 'Closing on the 25th', content: '<p>x</p>', publishedAt: '2026-11-26T08:00:00.000Z' });
  jest.mocked(fetchNoticeTotalNumber).mockResolvedValue(4);
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
  jest.clearAllMocks();
});

function renderPush(ready: boolean) {
  const store = createModelStore(MenuModel);
  const wrapper = ({ children }: { children?: React.ReactNode }) => <reactRedux.Provider store={store.store}>{children}</reactRedux.Provider>;
  const view = renderHook(({ on }) => usePush(on), { wrapper, initialProps: { on: ready } });
  return { store, view };
}

test('opens the stream only once the shell is ready, and closes it when the shell goes', () => {
  const { view } = renderPush(false);
  expect(FakeEventSource.opened).toHaveLength(0);
  view.rerender({ on: true });
  expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/push/stream']);
  view.unmount();
  expect(FakeEventSource.opened[0].closed).toBe(true);
});

test('a notice event fetches the popup notice and the unread total', async () => {
  const { store } = renderPush(true);
  FakeEventSource.opened[0].fire('notice');
  await waitFor(() => expect(store.getState().menu).toMatchObject({ noticeTotalNumber: 4, noticeVisible: true, notice: { id: 7 } }));
  expect(fetchCurrentNotice).toHaveBeenCalledTimes(1);
});

test('a message event fetches the total only; an export event is passed on to its listeners', async () => {
  const { store } = renderPush(true);
  const exports = jest.fn();
  const stop = onPush('export', exports);
  FakeEventSource.opened[0].fire('message');
  await waitFor(() => expect(store.getState().menu.noticeTotalNumber).toBe(4));
  expect(fetchCurrentNotice).not.toHaveBeenCalled();
  FakeEventSource.opened[0].fire('export');
  expect(exports).toHaveBeenCalledTimes(1);
  stop();
  FakeEventSource.opened[0].fire('export');
  expect(exports).toHaveBeenCalledTimes(1);
  expect(fetchNoticeTotalNumber).toHaveBeenCalledTimes(1);
});

test('without EventSource nothing is opened', () => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
  renderPush(true);
  expect(FakeEventSource.opened).toHaveLength(0);
});
