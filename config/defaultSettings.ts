/**
 * Product settings of spec section 1. One object serves the build config (.umirc.ts),
 * the runtime layout (src/app.tsx) and the tests.
 */
export interface PortalSettings {
  title: string;
  systemNo: string;
  applicationNo: string;
  /** Dark side navigation (ProLayout 7 draws it through sider tokens, see src/utils/layoutTheme.ts). */
  navTheme: 'dark' | 'light';
  colorPrimary: string;
  layout: 'side' | 'top' | 'mix';
  contentWidth: 'Fluid' | 'Fixed';
  fixSiderbar: boolean;
  fixedHeader: boolean;
  version: string;
  buildDate: string;
  /** Name of the environment this build is for; the server's profile overrides it at run time. */
  env: string;
  /** Home tab of the tab bar (spec section 2). */
  homeName: string;
  homeAddress: string;
}

const defaultSettings: PortalSettings = {
  title: 'finance shared service center',
  systemNo: 'FSSC',
  applicationNo: '10',
  navTheme: 'dark',
  colorPrimary: '#1890ff',
  layout: 'side',
  contentWidth: 'Fluid',
  fixSiderbar: true,
  fixedHeader: true,
  version: '1.0.2',
  buildDate: '2025-04-11',
  env: 'prod',
  homeName: 'home',
  homeAddress: '/#/home',
};

export default defaultSettings;
