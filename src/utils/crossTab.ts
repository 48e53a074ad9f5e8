/**
 * Sign-out across browser tabs: when the user signs out in one tab, the portal's other
 * tabs leave the signed-in pages too. A BroadcastChannel carries the news; where the
 * browser has none, a write to local storage does (other tabs get a `storage` event).
 */
export const SESSION_CHANNEL = 'fssc-session';
/** Local-storage key of the fallback; set and removed at once, so it never lingers. */
export const SIGN_OUT_STORAGE_KEY = 'fssc-session-signout';

interface SignOutMessage {
  type: 'signout';
  /** The announcing tab, so a tab never reacts to its own announcement. */
  from: string;
  id: string;
}

function randomId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** This tab's id for the lifetime of the page. */
const TAB_ID = randomId();

type ChannelConstructor = new (name: string) => BroadcastChannel;

function channelConstructor(win: Window): ChannelConstructor | undefined {
  const ctor = (win as Window & { BroadcastChannel?: ChannelConstructor }).BroadcastChannel;
  return typeof ctor === 'function' ? ctor : undefined;
}

function isSignOutMessage(data: unknown): data is SignOutMessage {
  const m = data as Partial<SignOutMessage> | null;
  return !!m && m.type === 'signout' && typeof m.from === 'string' && typeof m.id === 'string';
}

/** Tells the other tabs of this browser that the user signed out. Never throws. */
export function announceSignOut(win: Window = window): void {
  const message: SignOutMessage = { type: 'signout', from: TAB_ID, id: randomId() };
  try {
    const Channel = channelConstructor(win);
    if (Channel) {
      const channel = new Channel(SESSION_CHANNEL);
      channel.postMessage(message);
      channel.close();
      return;
    }
    win.localStorage.setItem(SIGN_OUT_STORAGE_KEY, JSON.stringify(message));
    win.localStorage.removeItem(SIGN_OUT_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the other tabs learn it at their next call (401 -> /login).
  }
}

/**
 * Calls `onSignOut` once per sign-out announced by another tab. Answers the unsubscribe
 * function.
 */
export function onSignOutElsewhere(onSignOut: () => void, win: Window = window): () => void {
  const seen = new Set<string>();
  const handle = (data: unknown) => {
    if (!isSignOutMessage(data) || data.from === TAB_ID || seen.has(data.id)) return;
    seen.add(data.id);
    onSignOut();
  };

  const Channel = channelConstructor(win);
  const channel = Channel ? new Channel(SESSION_CHANNEL) : undefined;
  if (channel) channel.onmessage = (event: MessageEvent) => handle(event.data);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SIGN_OUT_STORAGE_KEY || !event.newValue) return;
    try {
      handle(JSON.parse(event.newValue));
    } catch {
      // Not ours.
    }
  };
  win.addEventListener('storage', onStorage);

  return () => {
    channel?.close();
    win.removeEventListener('storage', onStorage);
  };
}
