/** The props tables of the property grid page. */
import type { PropsSection } from '@/components/GalleryPage';

export const PROPERTY_GRID_PROPS: PropsSection[] = [
  {
    component: 'PropertyGrid',
    rows: [
      { name: 'rows', type: 'PropertyRow[]', required: true, description: { zh: '要显示的行（数据，不是 JSX）', en: 'The rows to show (data, not JSX)' } },
      { name: 'column', type: 'number | Partial<Record<Breakpoint, number>>', default: '2', description: { zh: '列数，可按屏幕宽度给出', en: 'Columns, or columns per screen width' } },
      { name: 'bordered', type: 'boolean', default: 'false', description: { zh: '带边框的表格样式（抽屉中的详情）', en: 'Bordered cells (details in drawers)' } },
      { name: 'size', type: "'default' | 'middle' | 'small'", default: "'default'", description: { zh: '密度', en: 'Density' } },
      { name: 'title', type: 'ReactNode', description: { zh: '标题', en: 'Heading' } },
      { name: 'emptyText', type: 'ReactNode', default: "'-'", description: { zh: '空值显示的文字', en: 'Shown for an empty value' } },
    ],
  },
  {
    component: 'PropertyRow',
    rows: [
      { name: 'key', type: 'string', required: true, description: { zh: '行的唯一键', en: 'Unique key of the row' } },
      { name: 'label', type: 'ReactNode', required: true, description: { zh: '标签', en: 'Label' } },
      { name: 'value', type: 'ReactNode', description: { zh: '值；null、undefined、空字符串显示为空值文字，0 照常显示', en: "The value; null, undefined and '' show the empty text, 0 shows as 0" } },
      { name: 'format', type: "'text' | 'dateTime' | 'copy'", default: "'text'", description: { zh: 'dateTime：格式化为 YYYY-MM-DD HH:mm；copy：带复制按钮', en: 'dateTime: YYYY-MM-DD HH:mm; copy: with a copy button' } },
      { name: 'span', type: 'number', default: '1', description: { zh: '占的列数', en: 'Columns the row takes' } },
      { name: 'hidden', type: 'boolean', default: 'false', description: { zh: '不显示（无权查看的字段）', en: "Left out (a field the caller may not see)" } },
    ],
  },
];
