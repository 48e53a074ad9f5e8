/** Chinese texts of the workbench (loaded with the page by usePageT; not in the global catalogue). */
const messages: Record<string, string> = {
  'home.welcome': '欢迎，{name}',
  'home.jobNo': '工号',
  'home.zone': '所属区域',
  'home.version': '版本',
  'home.more': '更多',
  'home.retry': '重试',
  'home.loadFailed': '加载失败。',
  'home.notices': '未读公告（{count}）',
  'home.notices.empty': '没有未读公告',
  'home.favorites': '我的收藏',
  'home.favorites.empty': '还没有收藏：点击右上角的星标收藏当前页面',
  'home.recent': '最近打开',
  'home.recent.empty': '打开过的页面会列在这里',
  'home.todos': '近期待办',
  'home.todos.empty': '未来 7 天没有到期的待办',
  'home.todos.overdue': '已逾期（{time}）',
};

export default messages;
