/** The props table of the drag page. */
import type { PropsSection } from '@/components/GalleryPage';

export const DRAG_PROPS: PropsSection[] = [
  {
    component: 'SortableList',
    rows: [
      { name: 'items', type: 'readonly T[]', required: true, description: { zh: '按当前顺序的项（受控）', en: 'The items in their current order (controlled)' } },
      { name: 'rowKey', type: '(item: T) => string | number', required: true, description: { zh: '项的稳定键', en: 'A stable key of an item' } },
      { name: 'renderItem', type: '(item: T, index: number) => ReactNode', required: true, description: { zh: '项的内容', en: "An item's content" } },
      { name: 'onChange', type: '(items: T[], move: { from; to }) => void', required: true, description: { zh: '新的顺序与这次移动', en: 'The new order and the move that made it' } },
      { name: 'disabled', type: 'boolean', default: 'false', description: { zh: '只读：不能拖动，手柄不可用', en: 'Read-only: no dragging, handles off' } },
      { name: 'handleLabel', type: '(item: T, index: number) => string', default: '"移动第 n 项…"', description: { zh: '手柄的读屏名称', en: "The handle's name for screen readers" } },
    ],
  },
];
