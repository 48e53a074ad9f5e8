/** Messages of notices, in both languages. */
export const zhCN = {
  'notice.notFound': () => '公告不存在',
};

export const enUS: typeof zhCN = {
  'notice.notFound': () => 'Notice not found',
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
