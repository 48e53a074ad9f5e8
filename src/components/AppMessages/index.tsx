/**
 * The one place the portal shows messages, notifications and confirmations: through antd's
 * <App> context, so they follow the theme and the language like the page around them (antd's
 * static `message.*` and `Modal.confirm` cannot). <AppMessagesHolder> sits inside the <App>
 * that wraps every page (src/app.tsx) and hands over that context; code outside React, such
 * as the request client, shows its messages through it as well. The holder is a module of its
 * own (`./Holder`): antd's App brings dialogs and notifications along (21 KiB gzip), which the
 * login page loads only when it first shows a message (src/standalone/login.tsx,
 * `drawHolderWhenNeeded`).
 */
import type { useAppProps } from 'antd/es/app/context';

let current: useAppProps | undefined;
/** Calls made before a holder drawn on demand was there; shown once it is. */
let waiting: ((instances: useAppProps) => void)[] = [];
let drawHolder: (() => void) | undefined;

/** Called by <AppMessagesHolder> with the enclosing <App>'s instances. */
export function keepAppMessages(instances: useAppProps): void {
  current = instances;
}

/** Called by <AppMessagesHolder> once drawn: shows what was asked for while it loaded. */
export function showWaitingMessages(): void {
  const calls = waiting;
  waiting = [];
  if (current) calls.forEach((call) => call(current!));
}

/**
 * For a page that draws the holder only when needed: `draw` is called at the first message.
 * Until the holder is there, a call is kept and answers nothing (no close handle).
 */
export function drawHolderWhenNeeded(draw: () => void): void {
  drawHolder = draw;
}

function delegate<K extends keyof useAppProps>(key: K): useAppProps[K] {
  return new Proxy({} as useAppProps[K], {
    get(_, name) {
      if (current) return current[key][name as keyof useAppProps[K]];
      if (!drawHolder) throw new Error('AppMessagesHolder is not rendered inside antd <App>');
      const draw = drawHolder;
      return (...args: unknown[]) => {
        waiting.push((instances) => (instances[key][name as keyof useAppProps[K]] as (...a: unknown[]) => unknown)(...args));
        draw();
      };
    },
  });
}

export const message = delegate('message');
export const notification = delegate('notification');
export const modal = delegate('modal');
