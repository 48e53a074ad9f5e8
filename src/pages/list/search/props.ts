/** The props tables of /list/search: the search box, the type filter and the state tabs around a List. */
import type { PropsSection } from '@/components/GalleryPage';

export const SEARCH_LIST_PROPS: PropsSection[] = [
  {
    component: 'Input.Search',
    rows: [
      { name: 'onSearch', type: '(value: string) => void', required: true, description: { zh: '按回车或点击按钮时查询；输入过程中不查询', en: 'Searches on Enter or the button, not while typing' } },
      { name: 'placeholder / aria-label', type: 'string', required: true, description: { zh: '说明可搜索的字段，如"发票号码或销售方"', en: 'Names what is searched, e.g. "Invoice number or seller"' } },
      { name: 'allowClear', type: 'boolean', default: 'true', description: { zh: '一键清空并恢复全部结果', en: 'Clears and shows everything again' } },
    ],
  },
  {
    component: 'Tag.CheckableTag',
    rows: [
      { name: 'checked', type: 'boolean', required: true, description: { zh: '该筛选项是否选中；"全部"在未选任何项时选中', en: 'Whether the filter is on; "All" is on while none is' } },
      { name: 'onChange', type: '(checked: boolean) => void', required: true, description: { zh: '可同时选多项', en: 'Several may be on at once' } },
    ],
  },
  {
    component: 'Tabs',
    rows: [
      { name: 'items', type: 'TabsProps["items"]', required: true, description: { zh: '按状态分的标签页，标签上显示在当前搜索和筛选下的数量', en: 'One tab per state, each showing its count under the search and filters now' } },
      { name: 'activeKey / onChange', type: 'string / (key) => void', required: true, description: { zh: '受控：切换标签页不清除搜索和筛选', en: 'Controlled: changing tab keeps the search and filters' } },
    ],
  },
];
