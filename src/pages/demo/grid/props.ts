/** The props tables of the grid page: the layout props the product uses, as it uses them. */
import type { PropsSection } from '@/components/GalleryPage';

export const GRID_PROPS: PropsSection[] = [
  {
    component: 'Row',
    rows: [
      { name: 'gutter', type: 'number | [number, number] | Partial<Record<Breakpoint, number>>', default: '0', description: { zh: '列间距；数组为 [水平, 垂直]，本产品用 [16, 16]', en: 'Space between columns; an array is [horizontal, vertical]; the product uses [16, 16]' } },
      { name: 'wrap', type: 'boolean', default: 'true', description: { zh: '放不下时换行', en: 'Columns wrap when they do not fit' } },
      { name: 'align / justify', type: 'string', description: { zh: '垂直 / 水平对齐', en: 'Vertical / horizontal alignment' } },
    ],
  },
  {
    component: 'Col',
    rows: [
      { name: 'span', type: 'number (1-24)', description: { zh: '所有宽度下占的格数（共 24 格）', en: 'Cells taken at every width (of 24)' } },
      { name: 'xs / sm / md / lg / xl / xxl', type: 'number | ColSize', description: { zh: '各宽度下的格数：<576、≥576、≥768、≥992、≥1200、≥1600 px', en: 'Cells per width: <576, ≥576, ≥768, ≥992, ≥1200, ≥1600 px' } },
      { name: 'flex', type: 'number | string', description: { zh: '弹性宽度，如 "240px" 或 "auto"', en: 'Flexible width, e.g. "240px" or "auto"' } },
    ],
  },
  {
    component: 'ProCard',
    rows: [
      { name: 'title / extra', type: 'ReactNode', description: { zh: '标题 / 右上角内容', en: 'Heading / content at the top right' } },
      { name: 'split', type: "'vertical' | 'horizontal'", description: { zh: '子卡片的分隔方向', en: 'How child cards are divided' } },
      { name: 'colSpan', type: 'number | string | Partial<Record<Breakpoint, …>>', description: { zh: '在父 ProCard 中占的宽度', en: 'Width inside the parent ProCard' } },
      { name: 'gutter', type: 'number | [number, number]', description: { zh: '子卡片间距', en: 'Space between child cards' } },
      { name: 'wrap', type: 'boolean', default: 'false', description: { zh: '子卡片换行（小屏幕）', en: 'Child cards wrap (small screens)' } },
      { name: 'bordered / headerBordered', type: 'boolean', default: 'false', description: { zh: '边框 / 标题下的分隔线', en: 'Border / line under the heading' } },
    ],
  },
];
