/**
 * ProLayout props for the product settings. ProLayout 7 has no dark-menu theme of its own
 * any more ('realDark' darkens the whole page), so the spec's dark navigation is drawn
 * through the sider tokens on a light page.
 *
 * The layout is rendered on every navigation and hands its theme to the antd and Pro config
 * providers around every open page, which compare it by identity: a new object would re-render
 * every kept-alive page on each tab switch. So the props are made once per settings object,
 * and the primary colour comes from the app's own antd theme (.umirc.ts), not from ProLayout's
 * `colorPrimary`, which builds a new theme on each render.
 */
import type { ProLayoutProps } from '@ant-design/pro-components';
import type { PortalSettings } from '../../config/defaultSettings';

const DARK_SIDER = {
  colorMenuBackground: '#001529',
  colorBgMenuItemCollapsedElevated: '#001529',
  colorMenuItemDivider: 'rgba(255,255,255,0.15)',
  colorTextMenu: 'rgba(255,255,255,0.65)',
  colorTextMenuSecondary: 'rgba(255,255,255,0.65)',
  colorTextMenuTitle: '#ffffff',
  colorTextMenuActive: '#ffffff',
  colorTextMenuItemHover: '#ffffff',
  colorTextMenuSelected: '#ffffff',
  colorTextCollapsedButton: 'rgba(255,255,255,0.65)',
  colorTextCollapsedButtonHover: '#ffffff',
  colorBgCollapsedButton: '#001529',
};

const themes = new WeakMap<PortalSettings, ProLayoutProps>();

export function layoutTheme(settings: PortalSettings): ProLayoutProps {
  let props = themes.get(settings);
  if (!props) {
    props = propsFor(settings);
    themes.set(settings, props);
  }
  return props;
}

function propsFor(settings: PortalSettings): ProLayoutProps {
  return {
    title: settings.title,
    layout: settings.layout,
    contentWidth: settings.contentWidth,
    fixSiderbar: settings.fixSiderbar,
    fixedHeader: settings.fixedHeader,
    navTheme: 'light',
    token: {
      colorPrimary: settings.colorPrimary,
      sider: settings.navTheme === 'dark' ? { ...DARK_SIDER, colorBgMenuItemSelected: settings.colorPrimary } : {},
    },
  };
}
