import { plural } from '../../plural';

/** Messages of sign-in by phone code and of the login mobile verification, in both languages. */
export const zhCN = {
  'phoneSignIn.phoneInvalid': () => '请输入正确的手机号',
  'phoneSignIn.codeRequired': () => '请输入短信验证码',
  'phoneSignIn.wrongCode': (p: { left: number }) => `验证码错误或已过期，还可尝试 ${p.left} 次`,
  'phoneSignIn.smsText': (p: { code: string; minutes: number }) => `您的登录验证码为 ${p.code}，${p.minutes} 分钟内有效。请勿告诉他人。`,
  'phoneSignIn.codeRequiredStep': (p: { phone: string }) => `请输入发送到 ${p.phone} 的短信验证码`,
  'phoneSignIn.noPhone': () => '登录需要手机验证，但账号没有手机号，请联系管理员',
  'phoneSignIn.stepExpired': () => '验证已过期，请重新登录',
};

export const enUS: typeof zhCN = {
  'phoneSignIn.phoneInvalid': () => 'Enter a valid phone number',
  'phoneSignIn.codeRequired': () => 'Enter the SMS code',
  'phoneSignIn.wrongCode': (p) => `The code is wrong or expired; ${plural(p.left, 'attempt')} left`,
  'phoneSignIn.smsText': (p) => `Your sign-in code is ${p.code}, valid for ${plural(p.minutes, 'minute')}. Do not share it.`,
  'phoneSignIn.codeRequiredStep': (p) => `Enter the SMS code sent to ${p.phone}`,
  'phoneSignIn.noPhone': () => 'Sign-in needs a phone code, but your account has no phone number; contact your administrator',
  'phoneSignIn.stepExpired': () => 'The verification has expired; sign in again',
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
