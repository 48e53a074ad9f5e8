/** Messages of feedback (the submitter's side and the back office), in both languages. */
export const zhCN = {
  'feedback.notFound': () => '反馈不存在',
  'feedback.closed': () => '该反馈已关闭，不能再回复',
  'feedback.noScreenshot': () => '该反馈没有截图',
  'feedback.screenshotUnusable': (p: { id: number }) => `screenshotFileId 截图 ${p.id} 不存在、不是你上传的或已用于其他反馈`,
  'feedback.uploadNotFile': () => '截图须以图片文件本身作为请求体上传（Content-Type: application/octet-stream）',
  'feedback.status.0': () => '待处理',
  'feedback.status.1': () => '处理中',
  'feedback.status.2': () => '已回复',
  'feedback.status.3': () => '已关闭',
  'feedback.replyMessage.title': () => '你的反馈有了新回复',
  'feedback.replyMessage.content': (p: { excerpt: string }) => `服务中心回复了你的反馈：${p.excerpt}`,
};

export const enUS: typeof zhCN = {
  'feedback.notFound': () => 'Feedback not found',
  'feedback.closed': () => 'This feedback is closed and takes no more replies',
  'feedback.noScreenshot': () => 'This feedback has no screenshot',
  'feedback.screenshotUnusable': (p) =>
    `screenshotFileId: screenshot ${p.id} does not exist, was not uploaded by you or belongs to other feedback already`,
  'feedback.uploadNotFile': () =>
    'Upload the screenshot as the image file itself in the request body (Content-Type: application/octet-stream)',
  'feedback.status.0': () => 'New',
  'feedback.status.1': () => 'In progress',
  'feedback.status.2': () => 'Replied',
  'feedback.status.3': () => 'Closed',
  'feedback.replyMessage.title': () => 'Your feedback has a reply',
  'feedback.replyMessage.content': (p) => `The service center replied to your feedback: ${p.excerpt}`,
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
