/** Chinese texts of the mixed page (/mixin). */
const messages: Record<string, string> = {
  'mixin.title': '综合页面',
  'mixin.whenToUse':
    '一个业务列表页的常见组合：上方查询表单，其次是按查询结果计算的汇总卡片（不用图表），然后是表格，点击单号在抽屉中用 PropertyGrid 查看详情。页面的筛选与汇总是 utils.ts 中的纯函数。',
  'mixin.blocks': '报销单一览',
  'mixin.blocks.description': '查询会同时改变汇总卡片和表格；点击单号打开详情抽屉。',
  'mixin.search.keyword': '关键字',
  'mixin.search.keyword.placeholder': '单号或申请人',
  'mixin.search.status': '状态',
  'mixin.search.costCentre': '成本中心',
  'mixin.search.submit': '查询',
  'mixin.search.reset': '重置',
  'mixin.summary.count': '报销单',
  'mixin.summary.total': '金额合计（元）',
  'mixin.summary.pending': '待审核',
  'mixin.summary.paid': '已付款（元）',
  'mixin.status.pending': '待审核',
  'mixin.status.approved': '已审批',
  'mixin.status.paid': '已付款',
  'mixin.status.returned': '已退回',
  'mixin.field.claimNo': '单号',
  'mixin.field.applicant': '申请人',
  'mixin.field.costCentre': '成本中心',
  'mixin.field.category': '费用类别',
  'mixin.field.amount': '金额（元）',
  'mixin.field.status': '状态',
  'mixin.field.submittedAt': '提交时间',
  'mixin.field.paidAt': '付款时间',
  'mixin.detail.title': '报销单 {claimNo}',
  'mixin.empty': '没有符合条件的报销单',
};

export default messages;
