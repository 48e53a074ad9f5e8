/**
 * The one place the portal shows messages, notifications and confirmations: through antd's
 * <App> context, so they follow the theme and the language like the page around them (antd's
 * static `message.*` and `Modal.confirm` cannot). <AppMessagesHolder> sits inside the <App>
 * that wraps every page (src/app.tsx) and hands over that context; code outside React, such
 * as the request client, shows its messages through it as well. The holder is a module of its
 * own (`./Holder`): antd's App brings dialogs and notifications along, which the login page
 * loads after its form (src/standalone/login.tsx).
 */
import type { useAppProps } from 'antd/es/app/context';

let current: useAppProps | undefined;

/** Called by <AppMessagesHolder> with the enclosing <App>'s instances. */
export function keepAppMessages(instances: useAppProps): void {
  current = instances;
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
