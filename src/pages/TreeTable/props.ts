/** The props table of /TreeTable. */
import type { PropsSection } from '@/components/GalleryPage';

export const TREE_TABLE_PROPS: PropsSection[] = [
  {
    component: 'TreeTable',
    rows: [
      { name: 'nodes', type: 'Node[]  (Node: { id: number; children: Node[] })', required: true, description: { zh: '整棵树，与服务端返回的一致（叶子 children 为空数组，不显示展开按钮）', en: 'The whole tree as the server answers it (leaves have children: [] and no expander)' } },
      { name: 'columns', type: 'ProColumns<TreeRow<Node>>[]', required: true, description: { zh: '列；第一列显示树的层级', en: 'The columns; the first shows the tree levels' } },
      { name: 'toolBarRender', type: '() => ReactNode[]', description: { zh: '页面自己的按钮，排在"全部展开""全部折叠"之后', en: 'The page\'s own buttons, after "Expand all" and "Collapse all"' } },
      { name: 'expandKey', type: 'string', default: "''", description: { zh: '换成另一棵树（如另一个应用的菜单）时传入新值，所有分支重新展开', en: "A new value (another application's menus) opens every branch again" } },
      { name: 'headerTitle', type: 'ReactNode', description: { zh: '表格标题，可放切换控件', en: "The table's title; may hold a switch" } },
      { name: '…', type: "ProTableProps (without dataSource, rowKey, expandable, search, pagination, request)", description: { zh: '其余 ProTable 属性：loading、scroll、options、columnsState、locale', en: 'Other ProTable props: loading, scroll, options, columnsState, locale' } },
    ],
  },
];
