/** The props table of /TestTable. */
import type { PropsSection } from '@/components/GalleryPage';

export const EDITABLE_TABLE_PROPS: PropsSection[] = [
  {
    component: 'EditableTable',
    rows: [
      { name: 'name', type: 'string', required: true, description: { zh: '表单中保存这些行的列表字段', en: 'The form list field holding the rows' } },
      { name: 'title', type: 'string', required: true, description: { zh: '表格标题', en: "The table's title" } },
      { name: 'tooltip', type: 'string', description: { zh: '标题旁的说明', en: 'Help beside the title' } },
      { name: 'columns', type: 'ProColumns<Row>[]', required: true, description: { zh: '可编辑的列；删除列自动加在最后。单元格规则放在 formItemProps，展开 ERRORS_UNDER_CELL 让错误显示在单元格下方', en: "The editable columns; the delete column is added last. Cell rules go in formItemProps; spread ERRORS_UNDER_CELL to show a cell's error under it" } },
      { name: 'newRow', type: '() => Row', required: true, description: { zh: '新行：自带唯一 key 和默认值', en: 'A new row with a key of its own and its defaults' } },
      { name: 'addText', type: 'string', required: true, description: { zh: '添加按钮的文字，如"添加明细"', en: 'The add button, e.g. "Add line"' } },
      { name: 'emptyText', type: 'string', required: true, description: { zh: '没有行时的说明', en: 'What shows without rows' } },
      { name: 'deleteConfirm', type: 'string', required: true, description: { zh: '删除一行前的确认', en: 'The question before a row is deleted' } },
      { name: 'max', type: 'number', description: { zh: '最多行数；达到后不再显示添加按钮', en: 'Most rows; the add button goes away at this count' } },
      { name: 'rules', type: "FormItemProps['rules']", description: { zh: '整个列表的规则，如至少一行', en: 'Rules of the whole list, e.g. at least one row' } },
      { name: 'actionWidth', type: 'number', default: '80', description: { zh: '删除列宽度', en: 'Width of the delete column' } },
    ],
  },
];
