/** Messages of notices, in both languages. */
export const zhCN = {
  'notice.notFound': () => '公告不存在',
  'notice.fileNotFound': () => '附件不存在',
  /** The title of the message a notice without a topic sends. */
  'notice.messageTitle': () => '新公告',
};

export const enUS: typeof zhCN = {
  'notice.notFound': () => 'Notice not found',
  'notice.fileNotFound': () => 'Attachment not found',
  'notice.messageTitle': () => 'New notice',
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
