import { branchIds, isRouteOrUrl, treeOptions, treeRows } from '../utils';

describe('isRouteOrUrl', () => {
  it('takes routes of the portal and http(s) URLs', () => {
    expect(isRouteOrUrl('/userManage')).toBe(true);
    expect(isRouteOrUrl('/portal/download?tab=1#top')).toBe(true);
    expect(isRouteOrUrl('/')).toBe(true);
    expect(isRouteOrUrl('https://erp.example.com/claims')).toBe(true);
    expect(isRouteOrUrl('HTTP://10.0.0.8:8080/x?a=1')).toBe(true);
  });

  it('refuses other schemes, protocol-relative and relative links, spaces and hostless URLs', () => {
    expect(isRouteOrUrl('//evil.example.com')).toBe(false);
    expect(isRouteOrUrl('javascript:alert(1)')).toBe(false);
    expect(isRouteOrUrl('ftp://files.example.com')).toBe(false);
    expect(isRouteOrUrl('userManage')).toBe(false);
    expect(isRouteOrUrl('www.example.com')).toBe(false);
    expect(isRouteOrUrl('/user manage')).toBe(false);
    expect(isRouteOrUrl('https://')).toBe(false);
    expect(isRouteOrUrl('https:///path')).toBe(false);
    expect(isRouteOrUrl('')).toBe(false);
  });
});

interface TestNode {
  id: number;
  name: string;
  children: TestNode[];
}

const node = (id: number, children: TestNode[] = []): TestNode => ({ id, name: `n${id}`, children });
const tree = [node(1, [node(2, [node(3)]), node(4)]), node(5)];

describe('tree helpers', () => {
  it('drop empty children so leaves show no expander', () => {
    expect(treeRows(tree)).toEqual([
      {
        id: 1,
        name: 'n1',
        children: [
          { id: 2, name: 'n2', children: [{ id: 3, name: 'n3' }] },
          { id: 4, name: 'n4' },
        ],
      },
      { id: 5, name: 'n5' },
    ]);
  });

  it('list the branches to expand', () => {
    expect(branchIds(tree)).toEqual([1, 2]);
    expect(branchIds([node(9)])).toEqual([]);
  });

  it('make picker options, leaving out a node and what is below it', () => {
    const label = (n: { name: string }) => n.name.toUpperCase();
    expect(treeOptions(tree, label, 2)).toEqual([
      { value: 1, title: 'N1', children: [{ value: 4, title: 'N4', children: [] }] },
      { value: 5, title: 'N5', children: [] },
    ]);
    expect(treeOptions([node(7)], label)).toEqual([{ value: 7, title: 'N7', children: [] }]);
  });
});
