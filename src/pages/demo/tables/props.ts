/** The props tables of /demo/tables: ProTable as every admin list sets it, and ActionLink. */
import type { PropsSection } from '@/components/GalleryPage';

export const TABLES_PROPS: PropsSection[] = [
  {
    component: 'ProTable',
    rows: [
      { name: 'rowKey', type: 'string', default: "'id'", description: { zh: '行的唯一键，一般为 id', en: "The row's unique key, usually id" } },
      { name: 'headerTitle', type: 'ReactNode', description: { zh: '表格标题，与菜单名称一致', en: "The table's title, the same as the menu item" } },
      { name: 'request', type: '(params, sort) => Promise<{ data, total, success }>', description: { zh: '按页、筛选和排序向服务端取数；服务端分页', en: 'Asks the server for a page with the filters and sort; the server pages' } },
      { name: 'search', type: "{ labelWidth: 'auto' } | false", default: "{ labelWidth: 'auto' }", description: { zh: '查询表单；列上 search: false 的不出现在表单中', en: 'The search form; columns with search: false stay out of it' } },
      { name: 'columnsState', type: "{ persistenceKey: 'fssc-<page>-columns', persistenceType: 'localStorage' }", description: { zh: '列设置（显示、顺序、固定）保存在本浏览器', en: 'Column settings (shown, order, fixed) kept in this browser' } },
      { name: 'options', type: 'OptionConfig', default: '{ density: false, fullScreen: true, reload: true, setting: true }', description: { zh: '工具栏：全屏、刷新、列设置；不提供密度', en: 'Toolbar: full screen, reload, column settings; no density' } },
      { name: 'toolBarRender', type: '() => ReactNode[]', description: { zh: '新建、导出等按钮，主按钮在最右', en: 'New, Export and similar buttons, the primary one last' } },
      { name: 'scroll', type: '{ x: number | string }', default: "{ x: 'max-content' }", description: { zh: '列宽之和超出时横向滚动', en: 'Scrolls sideways when the columns are wider than the page' } },
      { name: 'sticky', type: 'boolean', default: 'true', description: { zh: '表头和横向滚动条停留在可见区域', en: 'The header and the sideways scroll bar stay in view' } },
      { name: 'pagination', type: 'TablePaginationConfig', default: '{ defaultPageSize: 10, showSizeChanger: true }', description: { zh: '分页，每页条数可改', en: 'Paging, with a page size to choose' } },
      { name: 'locale.emptyText', type: 'ReactNode', description: { zh: '没有数据时的说明（Empty），出错时为带重试的 Result', en: 'What shows without rows (Empty); on a failed load a Result with a retry' } },
      { name: 'columns[].width / ellipsis', type: 'number / boolean', description: { zh: '每列给宽度，长文本省略、悬停显示全文', en: 'Every column has a width; long text is cut and shown whole on hover' } },
    ],
  },
  {
    component: 'ActionLink',
    rows: [
      { name: 'onClick', type: '(event) => void', description: { zh: '行操作；键盘 Enter 和空格同样触发', en: 'The row action; Enter and Space trigger it too' } },
      { name: 'children', type: 'ReactNode', required: true, description: { zh: '操作名称：查看、编辑、删除', en: 'The action: View, Edit, Delete' } },
      { name: '…', type: "Omit<AnchorHTMLAttributes, 'href'>", description: { zh: '其余属性同 <a>，可放在 Popconfirm、Dropdown、Tooltip 中', en: 'Other props as on <a>; works inside Popconfirm, Dropdown, Tooltip' } },
    ],
  },
];
