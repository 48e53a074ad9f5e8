/** Chinese texts of the drag gallery page. */
const messages: Record<string, string> = {
  'demoDrag.title': '拖动排序',
  'demoDrag.whenToUse':
    '用户要决定少量项目的先后顺序时使用 SortableList（审批顺序、菜单或字典项排序、仪表盘卡片）：拖动一项，或聚焦其手柄后按上下方向键（Home、End 移到两端）。受控组件，新顺序由 onChange 交给页面保存。几十项以上或需要分页时，请改用排序号字段。',
  'demoDrag.chain': '审批顺序',
  'demoDrag.chain.description': '拖动审批人，或用方向键调整；下方显示当前顺序。',
  'demoDrag.chain.order': '当前顺序：{order}',
  'demoDrag.categories': '带内容的项',
  'demoDrag.categories.description': '项可以是任意内容；移动后提示这次移动。',
  'demoDrag.categories.count': '{count} 张单据',
  'demoDrag.categories.moved': '“{name}”移到第 {position} 位',
  'demoDrag.readOnly': '只读',
  'demoDrag.readOnly.description': '已提交的单据，顺序不能再改。',
  'demoDrag.handle': '移动审批人 {name}',
};

export default messages;
