import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../../../../tests/unit/inApp';
import { portalMax } from '../../../../../tests/unit/fixtures/portal';
import SettingsPage, { TABS_STORAGE_KEY } from '../index';
import { DEFAULT_PANE_RELEASE_MINUTES, PANE_RELEASE_STORAGE_KEY, paneReleaseAfterMs } from '@/utils/paneRelease';

jest.mock('@umijs/max', () => require('../../../../../tests/unit/fixtures/portal').portalMax);

const SAVED_TABS = JSON.stringify({ panes: [{ src: '/#/home', title: '工作台' }], activeKey: '/#/home' });

describe('settings', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    window.sessionStorage.clear();
    window.sessionStorage.setItem(TABS_STORAGE_KEY, SAVED_TABS);
    window.sessionStorage.setItem('other', 'kept');
  });

  it('says that the preferences belong to this browser', () => {
    renderInApp(<SettingsPage reload={jest.fn()} />);
    expect(screen.getByTestId('settings-browser-only')).toHaveTextContent('只保存在当前浏览器中');
  });

  it('forgets the open tabs and reloads after confirmation', async () => {
    const reload = jest.fn();
    renderInApp(<SettingsPage reload={reload} />);
    fireEvent.click(screen.getByTestId('settings-reset-tabs'));
    expect(await screen.findByText('确定关闭所有已打开的标签页并重新加载门户？')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(TABS_STORAGE_KEY)).toBe(SAVED_TABS);
    fireEvent.click(screen.getByText('确 定'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem(TABS_STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem('other')).toBe('kept');
  });

  it('keeps the tabs when the confirmation is cancelled', async () => {
    const reload = jest.fn();
    renderInApp(<SettingsPage reload={reload} />);
    fireEvent.click(screen.getByTestId('settings-reset-tabs'));
    fireEvent.click(await screen.findByText('取 消'));
    expect(window.sessionStorage.getItem(TABS_STORAGE_KEY)).toBe(SAVED_TABS);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the current language and switches through the locale switch', () => {
    renderInApp(<SettingsPage reload={jest.fn()} />);
    expect(screen.getByLabelText('中文')).toBeChecked();
    fireEvent.click(screen.getByLabelText('English'));
    expect(portalMax.setLocale).toHaveBeenCalledWith('en-US', true);
  });

  it('shows when hidden pages let go of their memory and keeps a new choice in this browser', () => {
    window.localStorage.removeItem(PANE_RELEASE_STORAGE_KEY);
    renderInApp(<SettingsPage reload={jest.fn()} />);
    expect(screen.getByLabelText(`${DEFAULT_PANE_RELEASE_MINUTES} 分钟`)).toBeChecked();
    fireEvent.click(screen.getByLabelText('始终保留'));
    expect(screen.getByLabelText('始终保留')).toBeChecked();
    expect(paneReleaseAfterMs()).toBe(0);
    fireEvent.click(screen.getByLabelText('30 分钟'));
    expect(paneReleaseAfterMs()).toBe(30 * 60_000);
  });
});
