import { branchIds, flattenTree, searchTree, treeOptions, treeRows } from '../tree';

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

/** A node of a shell menu, which may come without `children`. */
interface LooseNode {
  id: number;
  children?: LooseNode[];
}

describe('tree walks', () => {
  it('flatten a tree, each node before the nodes below it, children or not', () => {
    expect(flattenTree(tree).map((n) => n.id)).toEqual([1, 2, 3, 4, 5]);
    const loose: LooseNode[] = [{ id: 8 }, { id: 9, children: [{ id: 10 }] }];
    expect(flattenTree(loose).map((n) => n.id)).toEqual([8, 9, 10]);
  });

  it('search keeps the matches with their ancestors and everything below a match', () => {
    const found = searchTree(tree, (n) => n.id === 2 || n.id === 5);
    expect(found).toEqual([node(1, [node(2, [node(3)])]), node(5)]);
    expect(tree[0].children).toHaveLength(2); // input untouched
    expect(searchTree(tree, () => false)).toEqual([]);
  });
});
