/** The props table of /list/basic: antd List as the portal's lists set it. */
import type { PropsSection } from '@/components/GalleryPage';

export const BASIC_LIST_PROPS: PropsSection[] = [
  {
    component: 'List',
    rows: [
      { name: 'dataSource', type: 'T[]', required: true, description: { zh: '列表数据', en: 'The items' } },
      { name: 'renderItem', type: '(item: T) => ReactNode', required: true, description: { zh: '每项渲染为 List.Item：Meta（头像、标题、描述）、extra（金额）、actions（ActionLink）', en: 'Each item as a List.Item: Meta (avatar, title, description), extra (amount), actions (ActionLinks)' } },
      { name: 'itemLayout', type: "'horizontal' | 'vertical'", default: "'horizontal'", description: { zh: '操作在右侧或在内容下方', en: 'Actions to the right or below the content' } },
      { name: 'pagination', type: 'PaginationConfig | false', default: 'false', description: { zh: '分页；项多且需要定位时使用', en: 'Paging; for many items one may look up again' } },
      { name: 'loadMore', type: 'ReactNode', description: { zh: '"加载更多"按钮，用于按时间浏览的列表', en: 'A "load more" button, for lists read by time' } },
      { name: 'loading', type: 'boolean', default: 'false', description: { zh: '加载中', en: 'Loading' } },
      { name: 'locale.emptyText', type: 'ReactNode', description: { zh: '没有数据时的说明', en: 'What shows without items' } },
    ],
  },
];
