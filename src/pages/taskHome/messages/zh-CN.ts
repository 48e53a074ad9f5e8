/**
 * 任务首页的中文文本（随页面加载，usePageT；不在全局词典中）。
 * 标签页标题（route./taskHome）在 src/locales。
 */
export default {
  'taskHome.title': '任务首页',
  'taskHome.guide.title': '新手指引',
  'taskHome.guide.close': '关闭指引',
  'taskHome.guide.show': '显示新手指引',
  'taskHome.guide.open': '打开我的任务',
  'taskHome.guide.open.text': '分派给你的任务都在「我的任务」里，最先到期的排在最前。',
  'taskHome.guide.open.link': '我的任务',
  'taskHome.guide.start': '开始处理任务',
  'taskHome.guide.start.text': '在待处理的任务上点「开始」，任务转为处理中；时效标签显示剩余时间。',
  'taskHome.guide.start.link': '待处理的任务',
  'taskHome.guide.finish': '完成或退回',
  'taskHome.guide.finish.text': '处理完点「完成」并写下结果；无法处理时点「退回」并写明原因，任务会重新分派。',
  'taskHome.guide.finish.link': '处理中的任务',
  'taskHome.guide.more': '公告与待办',
  'taskHome.guide.more.text': '在公告里查看通知和制度，在待办事项里记下自己要做的事。',
  'taskHome.guide.notices': '公告',
  'taskHome.guide.todos': '待办事项',
};
