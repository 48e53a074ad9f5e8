/** Texts of the admin dashboard (/admin), loaded with the page (usePageT). */
const messages: Record<string, string> = {
  'admin.title': '管理看板',
  'admin.range': '统计范围',
  'admin.range.days': '近 {days} 天',
  'admin.range.note': '{from} 至 {to}（按服务器时区 {timeZone} 计日）',
  'admin.refresh': '刷新',
  'admin.error': '看板数据加载失败',
  'admin.retry': '重试',
  'admin.stat.signIns': '成功登录次数',
  'admin.stat.failed': '登录失败次数',
  'admin.stat.users': '登录人数',
  'admin.stat.sessions': '当前在线会话',
  'admin.stat.sessionsUsers': '（{users} 人）',
  'admin.signIns.title': '每日登录',
  'admin.signIns.success': '成功',
  'admin.signIns.failure': '失败',
  'admin.signIns.empty': '该时间段内没有登录记录',
  'admin.pages.title': '最常用页面',
  'admin.pages.views': '访问次数',
  'admin.pages.total': '共 {views} 次访问',
  'admin.pages.empty': '该时间段内没有页面访问记录',
  'admin.modules.title': '各模块访问',
  'admin.modules.module': '模块',
  'admin.modules.views': '访问次数',
  'admin.modules.none': '（无模块）',
};

export default messages;
