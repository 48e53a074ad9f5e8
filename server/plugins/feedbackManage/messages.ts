/** Messages of feedback handling in the back office, in both languages. */
export const zhCN = {
  'feedbackManage.badTransition': (p: { from: string; to: string }) => `status：反馈当前为「${p.from}」，不能改为「${p.to}」`,
  'feedbackManage.exportFileName': () => '意见反馈',
  'feedbackManage.exportSheet': () => '意见反馈',
  'feedbackManage.column.id': () => '编号',
  'feedbackManage.column.createdAt': () => '提交时间',
  'feedbackManage.column.status': () => '状态',
  'feedbackManage.column.userNo': () => '用户编号',
  'feedbackManage.column.name': () => '提交人',
  'feedbackManage.column.orgName': () => '所属组织',
  'feedbackManage.column.contact': () => '联系方式',
  'feedbackManage.column.content': () => '反馈内容',
  'feedbackManage.column.replyCount': () => '回复数',
  'feedbackManage.column.handledByName': () => '处理人',
  'feedbackManage.column.updatedAt': () => '更新时间',
};

export const enUS: typeof zhCN = {
  'feedbackManage.badTransition': (p) => `status: feedback that is "${p.from}" cannot be changed to "${p.to}"`,
  'feedbackManage.exportFileName': () => 'Feedback',
  'feedbackManage.exportSheet': () => 'Feedback',
  'feedbackManage.column.id': () => 'No.',
  'feedbackManage.column.createdAt': () => 'Sent',
  'feedbackManage.column.status': () => 'Status',
  'feedbackManage.column.userNo': () => 'User number',
  'feedbackManage.column.name': () => 'Submitter',
  'feedbackManage.column.orgName': () => 'Organisation',
  'feedbackManage.column.contact': () => 'Contact',
  'feedbackManage.column.content': () => 'Feedback',
  'feedbackManage.column.replyCount': () => 'Replies',
  'feedbackManage.column.handledByName': () => 'Handled by',
  'feedbackManage.column.updatedAt': () => 'Updated',
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
