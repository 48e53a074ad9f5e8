/** 公告页面（门户）的中文文本（随页面加载，usePageT；不在全局词典中）。 */
const messages: Record<string, string> = {
  'portal.notices.title': '公告',
  'portal.notices.search': '搜索主题',
  'portal.notices.readState': '阅读状态',
  'portal.notices.read.all': '全部',
  'portal.notices.read.unread': '未读',
  'portal.notices.read.read': '已读',
  'portal.notices.type': '类型',
  'portal.notices.empty': '暂无公告',
  'portal.notices.loading': '加载中…',
  'portal.notices.loadFailed': '公告列表加载失败',
  'portal.notices.loadOneFailed': '这条公告加载失败，它可能已撤回或过期',
  'portal.notices.unread': '未读',
  'portal.notices.readMark': '已读',
  'portal.notices.detail': '公告',
};

export default messages;
