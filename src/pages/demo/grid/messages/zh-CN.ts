/** Chinese texts of the grid gallery page. */
const messages: Record<string, string> = {
  'demoGrid.title': '栅格布局',
  'demoGrid.whenToUse':
    '页面分区（看板卡片、左右分栏、表单两列）用 antd 的 Row / Col：24 格，按屏幕宽度给出格数，手机上一列、平板两列、桌面四列；带标题的分区用 ProCard。不要用固定像素宽度，页面在 390 px 的手机上也不能横向滚动。',
  'demoGrid.responsive': '响应式卡片（xs 24 / sm 12 / xl 6）',
  'demoGrid.responsive.description': '改变窗口宽度：手机一列，平板两列，桌面四列。',
  'demoGrid.figure.claims': '本月报销单',
  'demoGrid.figure.invoices': '收到发票',
  'demoGrid.figure.payments': '已付款',
  'demoGrid.figure.overdue': '超时未处理',
  'demoGrid.figure.trend': '较上月 {trend}',
  'demoGrid.split': '左右分栏（ProCard split）',
  'demoGrid.split.description': '左侧固定宽度的列表，右侧占满其余宽度；小屏幕上改为上下排列。',
  'demoGrid.split.queues': '工作队列',
  'demoGrid.split.detail': '队列说明',
  'demoGrid.queue.ap': '应付审核',
  'demoGrid.queue.ar': '应收对账',
  'demoGrid.queue.gl': '总账凭证',
  'demoGrid.split.text': '应付审核队列处理供应商发票与付款申请，按到期日排序，超过 48 小时未处理的单据标为超时。',
  'demoGrid.gutter': '间距与偏移',
  'demoGrid.gutter.description': 'gutter 为 [16, 16]；offset 让出左侧的格子。',
};

export default messages;
