/** Chinese texts of the myFeedback page (gathered into the zh-CN catalogue by Umi's locale plugin). */
const messages: Record<string, string> = {
  'portal.myFeedback.title': '我的反馈',
  'portal.myFeedback.hint': '点击一行查看详情',
  'portal.myFeedback.new': '新建反馈',
  'portal.myFeedback.createdAt': '提交时间',
  'portal.myFeedback.content': '反馈内容',
  'portal.myFeedback.contact': '联系方式',
  'portal.myFeedback.noContact': '未填写',
  'portal.myFeedback.status': '状态',
  'portal.myFeedback.status.0': '待处理',
  'portal.myFeedback.status.other': '状态 {status}',
  'portal.myFeedback.empty': '你还没有提交过反馈',
  'portal.myFeedback.detail.title': '反馈详情',
  'portal.myFeedback.detail.loadFailed': '反馈加载失败',
};

export default messages;
