/** The props tables of /SelectTable. */
import type { PropsSection } from '@/components/GalleryPage';

export const SELECT_TABLE_PROPS: PropsSection[] = [
  {
    component: 'SelectTable',
    rows: [
      { name: 'columns', type: 'TableColumnsType<Row>', required: true, description: { zh: '列，每列给宽度', en: 'The columns, each with a width' } },
      { name: 'rows', type: 'Row[]', required: true, description: { zh: '当前页的行（调用方按页、关键字向服务端取）', en: 'The rows of the current page (the caller asks the server by page and keyword)' } },
      { name: 'value', type: 'Picked[]', required: true, description: { zh: '已选记录 { id, name }，可在其他页', en: 'The picks { id, name }, on any page' } },
      { name: 'onChange', type: '(picked: Picked[]) => void', required: true, description: { zh: '选择变化', en: 'The picks changed' } },
      { name: 'pickedOf', type: '(row: Row) => Picked', required: true, description: { zh: '行被选中后的名称（标签上显示）', en: 'How a picked row is named (on its tag)' } },
      { name: 'multiple', type: 'boolean', default: 'true', description: { zh: '多选（复选框）；false 为单选（单选按钮，新的替换旧的）', en: 'Several (checkboxes); false picks one (radio buttons, a pick replaces the last)' } },
      { name: 'disabledRow', type: '(row: Row) => boolean', description: { zh: '不可选的行（如已冻结的供应商）', en: 'Rows that may not be picked (a frozen supplier)' } },
      { name: 'pagination', type: 'TablePaginationConfig | false', required: true, description: { zh: '服务端分页：current、pageSize、total、onChange', en: "The server's paging: current, pageSize, total, onChange" } },
      { name: 'loading', type: 'boolean', default: 'false', description: { zh: '加载中', en: 'Loading' } },
      { name: 'emptyText', type: 'string', required: true, description: { zh: '没有符合条件的记录时的说明', en: 'What shows when nothing matches' } },
      { name: 'height', type: 'number', default: '320', description: { zh: '行区域高度，表头固定', en: 'Height of the rows; the header stays' } },
      { name: 'scrollX', type: "number | 'max-content'", default: "'max-content'", description: { zh: '列总宽，超出横向滚动', en: 'Width of the columns; wider scrolls sideways' } },
    ],
  },
  {
    component: 'PickedTags',
    rows: [
      { name: 'value', type: 'Picked[]', required: true, description: { zh: '已选记录', en: 'The picks' } },
      { name: 'onChange', type: '(picked: Picked[]) => void', required: true, description: { zh: '关闭标签即取消选择', en: 'Closing a tag unpicks it' } },
      { name: 'countText', type: 'string', required: true, description: { zh: '已选数量，如"已选 3 家"', en: 'The count, e.g. "3 picked"' } },
      { name: 'unpickLabel', type: '(picked: Picked) => string', required: true, description: { zh: '关闭按钮的读屏名称', en: "The close button's name for screen readers" } },
    ],
  },
];
