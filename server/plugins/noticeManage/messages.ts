/** Messages of notice administration, in both languages. */
export const zhCN = {
  'noticeManage.noTarget': () => 'targets 发布公告至少需要一个发布对象',
  'noticeManage.scheduleWithoutTime': () => 'publishedAt 定时发布需要填写发布时间',
  'noticeManage.schedulePast': () => 'publishedAt 定时发布时间必须晚于当前时间',
  'noticeManage.expiryBeforePublish': () => 'expiresAt 过期时间必须晚于发布时间',
  'noticeManage.expiryPast': () => 'expiresAt 过期时间必须晚于当前时间',
  'noticeManage.contentTooLong': (p: { limit: number }) => `content 清理后的正文不能超过 ${p.limit} 个字符`,
  'noticeManage.unknownOrgs': (p: { ids: string }) => `targets 中的组织不存在：${p.ids}`,
  'noticeManage.unknownGroups': (p: { ids: string }) => `targets 中的用户组不存在：${p.ids}`,
  'noticeManage.unknownPosts': (p: { ids: string }) => `targets 中的岗位不存在：${p.ids}`,
  'noticeManage.unknownRoles': (p: { ids: string }) => `targets 中的角色不存在：${p.ids}`,
  'noticeManage.unknownUsers': (p: { ids: string }) => `targets 中的用户不存在：${p.ids}`,
  'noticeManage.allBeyondScope': () => '无权限：只有数据范围为「全部」的用户可以向全体人员发布公告',
  'noticeManage.orgTreeBeyondScope': (p: { orgNo: string }) =>
    `无权限：组织 ${p.orgNo} 下有不在你数据范围内的组织，请选择不含下级的组织`,
  'noticeManage.attachmentsUnavailable': (p: { ids: string }) =>
    `attachmentIds 中的附件不存在、不是你上传的或已用于其他公告：${p.ids}`,
  'noticeManage.cannotPublish': (p: { status: string }) => `只有草稿、定时或已撤回的公告可以立即发布，此公告${p.status}`,
  'noticeManage.cannotWithdraw': (p: { status: string }) => `只有已发布或定时的公告可以撤回，此公告${p.status}`,
  'noticeManage.status.draft': () => '是草稿',
  'noticeManage.status.scheduled': () => '已定时',
  'noticeManage.status.published': () => '已发布',
  'noticeManage.status.withdrawn': () => '已撤回',
  'noticeManage.status.expired': () => '已过期',
  'noticeManage.everyone': () => '全体人员',
  'noticeManage.notOctetStream': () => '附件请以 application/octet-stream 上传文件本身，文件名放在 fileName 参数中',
  'noticeManage.unreadFileName': (p: { topic: string }) => `公告未读人员-${p.topic}`,
  'noticeManage.unreadSheet': () => '未读人员',
};

export const enUS: typeof zhCN = {
  'noticeManage.noTarget': () => 'targets: a notice needs at least one target to be published',
  'noticeManage.scheduleWithoutTime': () => 'publishedAt: a scheduled notice needs a publish time',
  'noticeManage.schedulePast': () => 'publishedAt: the scheduled time must be in the future',
  'noticeManage.expiryBeforePublish': () => 'expiresAt: the expiry must be after the publish time',
  'noticeManage.expiryPast': () => 'expiresAt: the expiry must be in the future',
  'noticeManage.contentTooLong': (p) => `content: the cleaned content must be at most ${p.limit} characters`,
  'noticeManage.unknownOrgs': (p) => `targets: no organisation with id ${p.ids}`,
  'noticeManage.unknownGroups': (p) => `targets: no user group with id ${p.ids}`,
  'noticeManage.unknownPosts': (p) => `targets: no post with id ${p.ids}`,
  'noticeManage.unknownRoles': (p) => `targets: no role with id ${p.ids}`,
  'noticeManage.unknownUsers': (p) => `targets: no user with id ${p.ids}`,
  'noticeManage.allBeyondScope': () => 'Forbidden: only a user whose data scope is "all" may publish to everyone',
  'noticeManage.orgTreeBeyondScope': (p) =>
    `Forbidden: organisation ${p.orgNo} has organisations below it outside your data scope; target it without them`,
  'noticeManage.attachmentsUnavailable': (p) =>
    `attachmentIds: files ${p.ids} do not exist, were not uploaded by you or belong to another notice`,
  'noticeManage.cannotPublish': (p) => `Only a draft, scheduled or withdrawn notice can be published now; this one ${p.status}`,
  'noticeManage.cannotWithdraw': (p) => `Only a published or scheduled notice can be withdrawn; this one ${p.status}`,
  'noticeManage.status.draft': () => 'is a draft',
  'noticeManage.status.scheduled': () => 'is scheduled',
  'noticeManage.status.published': () => 'is published',
  'noticeManage.status.withdrawn': () => 'is withdrawn',
  'noticeManage.status.expired': () => 'has expired',
  'noticeManage.everyone': () => 'Everyone',
  'noticeManage.notOctetStream': () =>
    'Upload an attachment as the file itself (application/octet-stream) with its name in the fileName parameter',
  'noticeManage.unreadFileName': (p) => `Notice unread - ${p.topic}`,
  'noticeManage.unreadSheet': () => 'Unread',
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
