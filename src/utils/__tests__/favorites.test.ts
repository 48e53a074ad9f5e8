import { activePane, favoriteOfPane, isFavorite } from '../favorites';
import { initTabs, addPane } from '../tabs';

describe('favourites helpers', () => {
  it('finds the active pane', () => {
    const tabs = addPane(initTabs('home'), { title: 'Users', src: '/#/userManage' }, { error: jest.fn() });
    expect(activePane(tabs)?.title).toBe('Users');
    expect(activePane({ panes: [], activeKey: 'x' })).toBeUndefined();
  });

  it('compares normalised addresses', () => {
    const favorites = [{ src: '/#/a?x=1?y=2' }];
    expect(isFavorite(favorites, '/#/a?x=1&y=2')).toBe(true);
    expect(isFavorite(favorites, '/#/a?x=1')).toBe(false);
    expect(isFavorite(favorites, undefined)).toBe(false);
    expect(isFavorite([], '/#/a')).toBe(false);
  });

  it('sends the module number only when the pane has one', () => {
    expect(favoriteOfPane({ title: 'Users', src: '/#/u', closable: true, menuItem: { moduleNo: 'M1' } })).toEqual({
      title: 'Users',
      src: '/#/u',
      moduleNo: 'M1',
    });
    expect(favoriteOfPane({ title: 'Home', src: '/#/home', closable: false })).toEqual({ title: 'Home', src: '/#/home' });
  });
});
