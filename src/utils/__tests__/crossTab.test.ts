import type * as CrossTab from '../crossTab';

/** BroadcastChannel between the tabs of one test: delivers to every other channel of the same name. */
class FakeChannel {
  static open: FakeChannel[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {
    FakeChannel.open.push(this);
  }
  postMessage(data: unknown) {
    FakeChannel.open
      .filter((c) => c !== this && c.name === this.name)
      .forEach((c) => c.onmessage?.({ data } as MessageEvent));
  }
  close() {
    FakeChannel.open = FakeChannel.open.filter((c) => c !== this);
  }
}

/** Each isolated copy of the module is one browser tab (its own tab id). */
function openTab(): typeof CrossTab {
  let tab: typeof CrossTab | undefined;
  jest.isolateModules(() => {
    tab = require('../crossTab');
  });
  return tab!;
}

describe('cross-tab sign-out over BroadcastChannel', () => {
  beforeEach(() => {
    FakeChannel.open = [];
    (window as unknown as { BroadcastChannel: unknown }).BroadcastChannel = FakeChannel;
  });
  afterEach(() => {
    delete (window as unknown as { BroadcastChannel?: unknown }).BroadcastChannel;
  });

  it('tells the other tabs, not the announcing one', () => {
    const tabA = openTab();
    const tabB = openTab();
    const inA = jest.fn();
    const inB = jest.fn();
    tabA.onSignOutElsewhere(inA);
    tabB.onSignOutElsewhere(inB);

    tabA.announceSignOut();

    expect(inB).toHaveBeenCalledTimes(1);
    expect(inA).not.toHaveBeenCalled();
    expect(FakeChannel.open.every((c) => c.name === 'fssc-session')).toBe(true);
  });

  it('stops listening after unsubscribe and closes its channel', () => {
    const tabA = openTab();
    const tabB = openTab();
    const inB = jest.fn();
    const stop = tabB.onSignOutElsewhere(inB);
    stop();
    tabA.announceSignOut();
    expect(inB).not.toHaveBeenCalled();
    expect(FakeChannel.open).toHaveLength(0);
  });

  it('ignores foreign messages on the channel', () => {
    const tab = openTab();
    const cb = jest.fn();
    tab.onSignOutElsewhere(cb);
    const other = new FakeChannel('fssc-session');
    other.postMessage('signout');
    other.postMessage({ type: 'hello', from: 'x', id: '1' });
    expect(cb).not.toHaveBeenCalled();
  });
});

describe('cross-tab sign-out over the storage event (no BroadcastChannel)', () => {
  it('writes and removes the key, and another tab reacts once to the storage event', () => {
    const tabA = openTab();
    const tabB = openTab();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const inB = jest.fn();
    tabB.onSignOutElsewhere(inB);

    tabA.announceSignOut();

    expect(setItem).toHaveBeenCalledWith(tabA.SIGN_OUT_STORAGE_KEY, expect.any(String));
    expect(window.localStorage.getItem(tabA.SIGN_OUT_STORAGE_KEY)).toBeNull();
    const written = setItem.mock.calls[0][1];
    setItem.mockRestore();

    // The browser delivers the write to the other tabs only.
    const event = new StorageEvent('storage', { key: tabA.SIGN_OUT_STORAGE_KEY, newValue: written });
    window.dispatchEvent(event);
    window.dispatchEvent(event);
    expect(inB).toHaveBeenCalledTimes(1);
  });

  it('ignores its own write, other keys, removals and garbage', () => {
    const tab = openTab();
    const cb = jest.fn();
    tab.onSignOutElsewhere(cb);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    tab.announceSignOut();
    const own = setItem.mock.calls[0][1];
    setItem.mockRestore();

    window.dispatchEvent(new StorageEvent('storage', { key: tab.SIGN_OUT_STORAGE_KEY, newValue: own }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'menus', newValue: own }));
    window.dispatchEvent(new StorageEvent('storage', { key: tab.SIGN_OUT_STORAGE_KEY, newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: tab.SIGN_OUT_STORAGE_KEY, newValue: '{not json' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    expect(cb).not.toHaveBeenCalled();
  });

  it('never throws when storage is blocked', () => {
    const tab = openTab();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => tab.announceSignOut()).not.toThrow();
    setItem.mockRestore();
  });
});
