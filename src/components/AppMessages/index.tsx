/**
 * The one place the portal shows messages, notifications and confirmations: through antd's
 * <App> context, so they follow the theme and the language like the page around them (antd's
 * static `message.*` and `Modal.confirm` cannot). <AppMessagesHolder> sits inside the <App>
 * that wraps every page (src/app.tsx) and hands over that context; code outside React, such
 * as the request client, shows its messages through it as well.
 */
import { App } from 'antd';
import type { useAppProps } from 'antd/es/app/context';

let current: useAppProps | undefined;

/** Renders nothing: keeps the message, notification and modal instances of the enclosing <App>. */
export function AppMessagesHolder() {
  current = App.useApp();
  return null;
}

function delegate<K extends keyof useAppProps>(key: K): useAppProps[K] {
  return new Proxy({} as useAppProps[K], {
    get(_, name) {
      if (!current) throw new Error('AppMessagesHolder is not rendered inside antd <App>');
      return current[key][name as keyof useAppProps[K]];
    },
  });
}

export const message = delegate('message');
export const notification = delegate('notification');
export const modal = delegate('modal');
