import { plural } from '../../plural';

/** Messages of the user's own account, in both languages. */
export const zhCN = {
  'password.wrong': (p: { left: number }) => `原密码不正确，还可尝试 ${p.left} 次`,
  'password.length': (p: { min: number; max: number }) => `新密码长度须为 ${p.min} 到 ${p.max} 个字符`,
  'password.classes': (p: { count: number }) => `新密码须至少包含小写字母、大写字母、数字、符号中的 ${p.count} 类`,
  'password.sameAsAccount': () => '新密码不能与账号相同',
  'password.sameAsOld': () => '新密码不能与原密码相同',
  'password.common': () => '新密码是常见密码，很容易被猜中，请换一个',
  'password.weak': () => '新密码太容易被猜中，请使用更长、更少规律的密码',
  'password.changedMessage.title': () => '登录密码已修改',
  'password.changedMessage.content': () =>
    '你的登录密码刚刚修改成功，其他设备上的登录已全部退出。如果这不是你本人的操作，请立即联系系统管理员。',
};

export const enUS: typeof zhCN = {
  'password.wrong': (p) => `Current password is wrong; ${plural(p.left, 'attempt')} left`,
  'password.length': (p) => `New password must be ${p.min} to ${p.max} characters long`,
  'password.classes': (p) => `New password must contain at least ${p.count} of: lower case letters, upper case letters, digits, symbols`,
  'password.sameAsAccount': () => 'New password must not be the same as the account',
  'password.sameAsOld': () => 'New password must differ from the current password',
  'password.common': () => 'New password is a common password and easy to guess; choose another',
  'password.weak': () => 'New password is too easy to guess; make it longer and less predictable',
  'password.changedMessage.title': () => 'Your password was changed',
  'password.changedMessage.content': () =>
    'Your password has just been changed, and you were signed out on every other device. If you did not do this, contact your administrator at once.',
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
