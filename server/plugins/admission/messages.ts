import { plural } from '../../plural';

/** The answer of a request turned away while the server is busy, in both languages. */
export const zhCN = {
  'admission.busy': (p: { seconds: number }) => `服务器繁忙，请 ${p.seconds} 秒后重试`,
};

export const enUS: typeof zhCN = {
  'admission.busy': (p) => `The server is busy; try again in ${plural(p.seconds, 'second')}`,
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
