import { plural } from '../../plural';

/** Messages of sign-in, captcha, rate limits and account switching, in both languages. */
export const zhCN = {
  'auth.captchaRequired': () => '请输入验证码',
  'auth.captchaInvalid': () => '验证码错误或已过期，请刷新后重试',
  'auth.wrongPassword': (p: { left: number }) => `账号或密码错误，还可尝试 ${p.left} 次`,
  'auth.locked': (p: { minutes: number }) => `账号已锁定，请 ${p.minutes} 分钟后再试`,
  'auth.disabled': () => '账号已停用，请联系管理员',
  'rate.limited': (p: { seconds: number }) => `请求过于频繁，请 ${p.seconds} 秒后再试`,
  'account.userInvalid': () => 'user 必须是包含 account 的 JSON 文本，例如 {"account":"shop01"}',
  'account.switchDenied': () => '无权切换到该账号，或该账号已停用',
};

export const enUS: typeof zhCN = {
  'auth.captchaRequired': () => 'Enter the verification code',
  'auth.captchaInvalid': () => 'Verification code is wrong or expired; refresh it and try again',
  'auth.wrongPassword': (p) => `Wrong account or password; ${plural(p.left, 'attempt')} left`,
  'auth.locked': (p) => `Account locked; try again in ${plural(p.minutes, 'minute')}`,
  'auth.disabled': () => 'Account disabled; contact your administrator',
  'rate.limited': (p) => `Too many requests; try again in ${plural(p.seconds, 'second')}`,
  'account.userInvalid': () => 'user must be JSON text with an account, e.g. {"account":"shop01"}',
  'account.switchDenied': () => 'You may not switch to this account, or it is disabled',
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
