import { act, fireEvent, screen } from '@testing-library/react';
import SettingModel from '@/models/setting';
import TabsModel from '@/models/tabs';
import { createStore, renderWithStore, umiMax } from '../../../../tests/unit/fixtures/header';
import HelpLinks from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/home', () => ({ fetchLinks: jest.fn() }));

const help = { id: 1, kind: 'help', name: 'User guide', url: 'https://help.example.com/guide' };
const erp = { id: 2, kind: 'link', name: 'ERP', url: 'https://erp.example.com/' };
const download = { id: 3, kind: 'link', name: 'Downloads', url: '/portal/download' };

function setup(links: object[]) {
  const store = createStore(SettingModel, TabsModel);
  act(() => {
    store.dispatch({ type: 'setting/changeSetting', payload: { links } });
  });
  const view = renderWithStore(<HelpLinks />, store);
  return { store, view };
}

describe('help and links', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows nothing without links', () => {
    const { view } = setup([]);
    expect(view.container).toBeEmptyDOMElement();
  });

  it('hides help when there is no help entry', () => {
    setup([erp]);
    expect(screen.queryByTestId('help-button')).toBeNull();
    expect(screen.getByTestId('links-button')).toHaveAttribute('aria-label', '常用链接');
  });

  it('opens the help entry as a tab', () => {
    const { store } = setup([help]);
    expect(screen.queryByTestId('links-button')).toBeNull();
    const button = screen.getByTestId('help-button');
    expect(button).toHaveAttribute('aria-label', '帮助');
    fireEvent.click(button);
    const route = `/frame?url=${encodeURIComponent(help.url)}`;
    expect(umiMax.history.push).toHaveBeenCalledWith(route);
    expect(store.getState().tabs.activeKey).toBe(`/#${route}`);
    expect(store.getState().tabs.panes.at(-1).title).toBe('User guide');
  });

  it('opens a link as a tab, or in a new window on request', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { store } = setup([help, erp, download]);
    fireEvent.click(screen.getByTestId('links-button'));
    fireEvent.click(await screen.findByText('Downloads'));
    expect(umiMax.history.push).toHaveBeenCalledWith('/portal/download');
    expect(store.getState().tabs.activeKey).toBe('/#/portal/download');

    jest.mocked(umiMax.history.push).mockClear();
    fireEvent.click(screen.getByLabelText('在新窗口打开 ERP'));
    expect(open).toHaveBeenCalledWith('https://erp.example.com/', '_blank', 'noopener');
    expect(umiMax.history.push).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
