import { App } from 'antd';
import { keepAppMessages } from '.';

/** Renders nothing: keeps the message, notification and modal instances of the enclosing <App>. */
export function AppMessagesHolder() {
  keepAppMessages(App.useApp());
  return null;
}
