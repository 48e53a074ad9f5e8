import { App } from 'antd';
import { useEffect } from 'react';
import { keepAppMessages, showWaitingMessages } from '.';

/** Renders nothing: keeps the message, notification and modal instances of the enclosing <App>. */
export function AppMessagesHolder() {
  keepAppMessages(App.useApp());
  // After the commit: antd's message hooks must not be called while rendering.
  useEffect(showWaitingMessages, []);
  return null;
}
