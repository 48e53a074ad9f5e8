/**
 * A whole tree as one table (menus, posts, organisations): every branch starts open, "expand all"
 * and "collapse all" sit in the toolbar before the page's own buttons, and leaves show no
 * expander. The tree is loaded at once, so there is no paging and no search form.
 */
import { ProTable, type ProTableProps } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useMemo, type Key, type ReactNode } from 'react';
import { usePaneState } from '@/hooks/usePaneKeep';
import useT from '@/hooks/useT';
import { branchIds, treeRows, type TreeRow } from '@/utils/tree';

interface TreeNode<T> {
  id: number;
  children: T[];
}

export interface TreeTableProps<Node extends TreeNode<Node>> extends Omit<
  ProTableProps<TreeRow<Node>, Record<string, unknown>>,
  'dataSource' | 'rowKey' | 'expandable' | 'search' | 'pagination' | 'toolBarRender' | 'request'
> {
  /** The tree, as the server answers it (`children: []` on leaves). */
  nodes: Node[];
  /** The page's own toolbar buttons, after expand and collapse. */
  toolBarRender?: () => ReactNode[];
  /** Another value (another application's menus...) opens every branch again. */
  expandKey?: string;
}

export default function TreeTable<Node extends TreeNode<Node>>({
  nodes,
  toolBarRender,
  expandKey = '',
  ...tableProps
}: TreeTableProps<Node>) {
  const t = useT();
  const rows = useMemo(() => treeRows(nodes), [nodes]);
  const allBranches = useMemo(() => branchIds(nodes), [nodes]);
  // Every branch is open until the user folds one, for the tree of this expandKey.
  // Kept with its pane, so a page released while hidden comes back folded as it was.
  const [folding, setFolding] = usePaneState<{ key: string; expanded: readonly Key[] } | undefined>(
    'treeTable.folding',
    undefined,
  );
  const expanded = folding?.key === expandKey ? folding.expanded : allBranches;
  const setExpanded = (next: readonly Key[]) => setFolding({ key: expandKey, expanded: next });

  return (
    <ProTable<TreeRow<Node>>
      {...tableProps}
      rowKey="id"
      dataSource={rows}
      search={false}
      pagination={false}
      expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
      toolBarRender={() => [
        <Button key="expand" onClick={() => setExpanded(allBranches)}>
          {t('treeTable.expandAll')}
        </Button>,
        <Button key="collapse" onClick={() => setExpanded([])}>
          {t('treeTable.collapseAll')}
        </Button>,
        ...(toolBarRender?.() ?? []),
      ]}
    />
  );
}
