/** Messages of the to-do list, in both languages. */
export const zhCN = {
  'todos.notFound': () => '待办事项不存在',
  'todos.matterNotFound': () => '该事项不存在，可能已被修改，请刷新后重试',
  'todos.ownerOnly': () => '无权限：只有待办事项的创建人可以修改、共享、添加事项或删除它',
  'todos.titleBlank': () => 'title 请填写标题',
  'todos.matterBlank': (p: { row: number }) => `matters 第 ${p.row} 行的事项内容为空`,
  'todos.contentBlank': () => 'content 请填写事项内容',
  'todos.mattersFull': (p: { max: number }) => `matters 一个待办事项最多有 ${p.max} 个事项`,
  'todos.remindPast': () => 'remindAt 提醒时间必须晚于当前时间',
  'todos.remindNotBeforeDue': () => 'remindAt 提醒时间必须早于截止时间',
  'todos.assigneesUnknown': (p: { ids: string }) => `assigneeIds 中的用户不存在或不在你的数据范围内：${p.ids}`,
  'todos.assigneeDisabled': (p: { name: string }) => `assigneeIds 中的用户 ${p.name} 已停用，不能共享给他`,
  'todos.remindMessage.title': (p: { title: string }) => `待办提醒：${p.title}`,
  'todos.remindMessage.content': (p: { title: string }) => `待办事项「${p.title}」到了提醒时间，请及时处理。`,
  'todos.shareMessage.title': (p: { owner: string }) => `${p.owner} 与你共享了一个待办事项`,
  'todos.shareMessage.content': (p: { owner: string; title: string }) => `${p.owner} 与你共享了待办事项「${p.title}」。`,
};

export const enUS: typeof zhCN = {
  'todos.notFound': () => 'To-do not found',
  'todos.matterNotFound': () => 'This matter no longer exists (the to-do may have been changed); refresh and try again',
  'todos.ownerOnly': () => 'Forbidden: only the owner of a to-do may change, share, add matters to or delete it',
  'todos.titleBlank': () => 'title: enter a title',
  'todos.matterBlank': (p) => `matters: the matter in row ${p.row} is empty`,
  'todos.contentBlank': () => 'content: enter the matter',
  'todos.mattersFull': (p) => `matters: a to-do has at most ${p.max} matters`,
  'todos.remindPast': () => 'remindAt: the reminder must be in the future',
  'todos.remindNotBeforeDue': () => 'remindAt: the reminder must be before the due time',
  'todos.assigneesUnknown': (p) => `assigneeIds: no user within your data scope has id ${p.ids}`,
  'todos.assigneeDisabled': (p) => `assigneeIds: user ${p.name} is disabled and cannot be shared with`,
  'todos.remindMessage.title': (p) => `To-do reminder: ${p.title}`,
  'todos.remindMessage.content': (p) => `It is time for your to-do "${p.title}".`,
  'todos.shareMessage.title': (p) => `${p.owner} shared a to-do with you`,
  'todos.shareMessage.content': (p) => `${p.owner} shared the to-do "${p.title}" with you.`,
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
