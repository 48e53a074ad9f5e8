/** Messages of QR-code sign-in, in both languages. */
export const zhCN = {
  'qrSignIn.waiting': () => '等待在手机上确认',
  'qrSignIn.expired': () => '二维码已过期，请刷新',
  'qrSignIn.refused': () => '已在手机上拒绝登录，请刷新二维码',
  'qrSignIn.notFound': () => '二维码不存在或已过期',
  'qrSignIn.decided': () => '二维码已过期或已处理',
  'qrSignIn.locked': () => '账号已锁定，暂不能扫码登录',
  'qrSignIn.accountUnavailable': () => '确认登录的账号已停用或已锁定，请刷新二维码',
};

export const enUS: typeof zhCN = {
  'qrSignIn.waiting': () => 'Waiting for confirmation on the phone',
  'qrSignIn.expired': () => 'The QR code has expired; refresh it',
  'qrSignIn.refused': () => 'Sign-in was refused on the phone; refresh the QR code',
  'qrSignIn.notFound': () => 'The QR code does not exist or has expired',
  'qrSignIn.decided': () => 'The QR code has expired or was already answered',
  'qrSignIn.locked': () => 'Your account is locked; it cannot confirm a QR sign-in now',
  'qrSignIn.accountUnavailable': () => 'The confirming account is disabled or locked; refresh the QR code',
};

type QrSignInMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends QrSignInMessages {}
}
