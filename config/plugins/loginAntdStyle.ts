/**
 * antd's styles for the login page's first screen, made at build time (README "Browsers and
 * delivery"). antd writes its styles in the browser (CSS-in-JS); on a cold load of the login page
 * that was about a fifth of the time to the form. Here the page's antd components are rendered in
 * Node with the page's theme, and their styles extracted into a stylesheet the login entry loads
 * with its own. The stylesheet ends with antd's map of the styles it holds, so in the browser
 * antd finds them there and writes none of its own. A component added to the page and missing
 * here is styled in the browser as before (and fails the login e2e test that no style is written).
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Alert, Button, ConfigProvider, Form, Input } from 'antd';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

/** The stylesheet text: the login form's antd components under the given primary colour. */
export function loginAntdStyle(colorPrimary: string): string {
  // antd names its classes apart in development builds: the hashes must be the production ones.
  if (process.env.NODE_ENV !== 'production') throw new Error('loginAntdStyle: run in a production build');
  const cache = createCache();
  const icon = h('span', { className: 'anticon' });
  renderToString(
    h(
      StyleProvider,
      { cache },
      h(
        ConfigProvider,
        { theme: { token: { colorPrimary } } },
        h(
          Form,
          null,
          h(Form.Item, { name: 'account', rules: [{ required: true }] }, h(Input, { prefix: icon, allowClear: true })),
          h(Form.Item, { name: 'password' }, h(Input.Password, { prefix: icon })),
          h(Alert, { type: 'error', showIcon: true, message: '' }),
          h(Button, { type: 'primary', block: true }),
          h(Button, { type: 'text' }),
        ),
      ),
    ),
  );
  return extractStyle(cache, true);
}
