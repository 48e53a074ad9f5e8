import type { MenuNode } from '@/services/home';
import {
  addLevels,
  ancestorIds,
  filterMenuTree,
  isFrameable,
  isInternalRoute,
  portalOnly,
  routeOfMenuPath,
} from '../menu';
import { flattenTree } from '../tree';

const node = (id: number, name: string, children: MenuNode[] = [], path: string | null = null): MenuNode => ({
  id,
  name,
  path,
  icon: null,
  moduleNo: null,
  children,
});

const tree = [
  node(1, 'System administration', [node(2, 'Users', [], '/userManage'), node(3, 'Roles', [], '/roleManage')]),
  node(4, 'Tasks', [node(5, 'Task rules', [node(6, 'Rule detail', [], '/taskRule/detail')])]),
  node(7, 'Notices', [], '/noticeManage'),
];

describe('menu trees', () => {
  it('adds the level by depth', () => {
    const leveled = addLevels(tree);
    expect(leveled[0].level).toBe(1);
    expect(leveled[0].children[0].level).toBe(2);
    expect(leveled[1].children[0].children[0].level).toBe(3);
    expect(tree[0].level).toBeUndefined(); // input untouched
  });

  it('search keeps matches with their ancestors, case-insensitively', () => {
    const found = filterMenuTree(tree, 'rule');
    expect(found.map((n) => n.id)).toEqual([4]);
    expect(found[0].children[0].id).toBe(5); // "Task rules" matches itself, keeps its subtree
    expect(filterMenuTree(tree, 'USERS')[0].children.map((n) => n.id)).toEqual([2]);
    expect(filterMenuTree(tree, '  ')).toBe(tree);
    expect(filterMenuTree(tree, 'payroll')).toEqual([]);
  });

  it('flattens and finds ancestors', () => {
    expect(flattenTree(tree).map((n) => n.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(ancestorIds(tree, 6)).toEqual([4, 5]);
    expect(ancestorIds(tree, 7)).toEqual([]);
    expect(ancestorIds(tree, 99)).toBeUndefined();
  });
});

describe('where a menu path opens', () => {
  it('internal routes are routes; files and other origins are framed', () => {
    expect(isInternalRoute('/userManage')).toBe(true);
    expect(isInternalRoute('/portal/download?x=1')).toBe(true);
    expect(isInternalRoute('/frame-demo.html')).toBe(false);
    expect(isInternalRoute('/frame-demo.html?x=1')).toBe(false);
    // Dots in the query or fragment are not a file's extension.
    expect(isInternalRoute('/taskMy?dueTo=2026-11-26T23:59:59.999Z')).toBe(true);
    expect(isInternalRoute('/taskMy?keyword=a.pdf')).toBe(true);
    expect(isInternalRoute('/userManage#a.b')).toBe(true);
    expect(isInternalRoute('https://erp.example/a')).toBe(false);
    expect(isInternalRoute('//evil.example/a')).toBe(false);
    expect(routeOfMenuPath('/userManage')).toBe('/userManage');
    expect(routeOfMenuPath('https://erp.example/a?b=1')).toBe('/frame?url=https%3A%2F%2Ferp.example%2Fa%3Fb%3D1');
  });

  it('frames only web addresses and our own paths', () => {
    expect(isFrameable('https://erp.example')).toBe(true);
    expect(isFrameable('/frame-demo.html')).toBe(true);
    expect(isFrameable('javascript:alert(1)')).toBe(false);
    expect(isFrameable('data:text/html,x')).toBe(false);
    expect(isFrameable('//evil.example')).toBe(false);
  });
});

describe('portalOnly', () => {
  it('drops portal items the application menus already reach', () => {
    const portal = [node(10, 'Personal center', [], '/personalCenter'), node(11, 'Download', [], '/portal/download')];
    const app = [...tree, node(12, 'Personal center', [], '/personalCenter')];
    expect(portalOnly(app, portal).map((n) => n.id)).toEqual([11]);
    expect(portalOnly(tree, portal).map((n) => n.id)).toEqual([10, 11]);
  });
});
