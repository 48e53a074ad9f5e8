/** The props table of /list/card: antd List with a grid of Cards. */
import type { PropsSection } from '@/components/GalleryPage';

export const CARD_LIST_PROPS: PropsSection[] = [
  {
    component: 'List (grid)',
    rows: [
      { name: 'grid', type: 'ListGridType', default: '{ gutter: 16, xs: 1, sm: 2, md: 2, lg: 3, xl: 4, xxl: 4 }', description: { zh: '按窗口宽度排列的列数：手机一列，宽屏四列', en: 'Columns by window width: one on a phone, four on a wide screen' } },
      { name: 'dataSource', type: 'T[]', required: true, description: { zh: '卡片数据；可在最后加一张"新建"卡片', en: 'The cards; a "New" card may come last' } },
      { name: 'renderItem', type: '(item: T) => ReactNode', required: true, description: { zh: '每项为 List.Item 包裹的 Card', en: 'Each item a Card inside a List.Item' } },
      { name: 'loading', type: 'boolean', default: 'false', description: { zh: '加载中', en: 'Loading' } },
    ],
  },
  {
    component: 'Card',
    rows: [
      { name: 'title', type: 'ReactNode', required: true, description: { zh: '名称', en: 'The name' } },
      { name: 'extra', type: 'ReactNode', description: { zh: '状态标签（如已停用）', en: 'A status tag (disabled...)' } },
      { name: 'actions', type: 'ReactNode[]', description: { zh: '底部操作，用 ActionLink，最多三个', en: 'Actions at the bottom, ActionLinks, three at most' } },
      { name: 'size', type: "'default' | 'small'", default: "'small'", description: { zh: '列表中的卡片用小尺寸', en: 'Cards in a list are small' } },
    ],
  },
];
