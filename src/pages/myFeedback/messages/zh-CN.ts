/** Chinese texts of the myFeedback page, loaded with the page (usePageT). */
const messages: Record<string, string> = {
  'portal.myFeedback.title': '我的反馈',
  'portal.myFeedback.hint': '点击一行查看详情',
  'portal.myFeedback.new': '新建反馈',
  'portal.myFeedback.createdAt': '提交时间',
  'portal.myFeedback.content': '反馈内容',
  'portal.myFeedback.contact': '联系方式',
  'portal.myFeedback.noContact': '未填写',
  'portal.myFeedback.status': '状态',
  'portal.myFeedback.empty': '你还没有提交过反馈',
  'portal.myFeedback.detail.title': '反馈详情',
  'portal.myFeedback.detail.loadFailed': '反馈加载失败',
  'portal.myFeedback.screenshot': '截图',
  'portal.myFeedback.conversation': '处理进展',
  'portal.myFeedback.staff': '服务中心',
  'portal.myFeedback.me': '我',
  'portal.myFeedback.closed': '该反馈已关闭，不能再补充。如有新问题，请提交新的反馈。',
  'portal.myFeedback.followUp.placeholder': '补充说明或回复服务中心',
  'portal.myFeedback.followUp.send': '发送',
  'portal.myFeedback.followUp.success': '已发送',
};

export default messages;
