/**
 * Component tests render inside antd's <App>, as every page does in the shell (src/app.tsx), so
 * messages, notifications and confirmations have the context they are shown through.
 * antd's generated stylesheets are kept out of the document (`mock="server"`): jsdom lays
 * nothing out, and with them every style lookup (visibility, roles, popups) walks hundreds of
 * rules, which made a dialog test take seconds per step. The rendered elements are the same.
 * Motion is off: dialogs and popups open and close at once instead of over timers.
 */
import { StyleProvider } from '@ant-design/cssinjs';
import { render, type RenderOptions } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { AppMessagesHolder } from '@/components/AppMessages/Holder';

export function InApp({ children }: { children?: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App component={false}>
          <AppMessagesHolder />
          {children}
        </App>
      </ConfigProvider>
    </StyleProvider>
  );
}

/** render() inside <InApp>; a test's own wrapper (a store Provider) goes inside it. */
export function renderInApp(ui: ReactElement, options: RenderOptions = {}) {
  const Inner = options.wrapper;
  const wrapper = Inner
    ? ({ children }: { children?: ReactNode }) => (
        <InApp>
          <Inner>{children}</Inner>
        </InApp>
      )
    : InApp;
  return render(ui, { ...options, wrapper });
}
