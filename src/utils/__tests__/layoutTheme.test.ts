import defaultSettings from '../../../config/defaultSettings';
import { settingsFor } from '../../../config/settings';
import { layoutTheme } from '../layoutTheme';

describe('product settings (spec section 1)', () => {
  it('holds the configured values', () => {
    expect(defaultSettings).toMatchObject({
      title: 'finance shared service center',
      systemNo: 'FSSC',
      applicationNo: '10',
      navTheme: 'dark',
      colorPrimary: '#1890ff',
      layout: 'side',
      contentWidth: 'Fluid',
      version: '1.0.2',
      buildDate: '2025-04-11',
      homeName: 'home',
      homeAddress: '/#/home',
    });
  });

  it('the test build is the test environment', () => {
    expect(settingsFor('test').env).toBe('test');
    expect(settingsFor(undefined).env).toBe('prod');
    expect(settingsFor('staging').env).toBe('staging');
  });
});

describe('layoutTheme', () => {
  it('gives ProLayout the side layout, fluid width and primary colour', () => {
    const props = layoutTheme(defaultSettings);
    expect(props).toMatchObject({
      title: 'finance shared service center',
      layout: 'side',
      contentWidth: 'Fluid',
      fixSiderbar: true,
      token: { colorPrimary: '#1890ff' },
    });
  });

  it('gives the same props for the same settings, so the layout does not re-render every page', () => {
    expect(layoutTheme(defaultSettings)).toBe(layoutTheme(defaultSettings));
  });

  it('draws the dark navigation through the sider tokens', () => {
    const sider = layoutTheme(defaultSettings).token?.sider;
    expect(sider?.colorMenuBackground).toBe('#001529');
    expect(sider?.colorBgMenuItemSelected).toBe('#1890ff');
  });

  it('a light navigation keeps ProLayout defaults', () => {
    expect(layoutTheme({ ...defaultSettings, navTheme: 'light' }).token?.sider).toEqual({});
  });
});
