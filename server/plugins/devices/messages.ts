/** Messages of user devices and sessions, in both languages. */
export const zhCN = {
  'devices.notFound': () => '设备不存在',
  'devices.sessionNotFound': () => '会话不存在',
  'devices.blocked': () => '此设备已被禁止登录该账号，如有疑问请联系管理员',
  'devices.blockOwnCurrent': () => '不能禁用你正在使用的设备',
  'devices.unnamed': () => '未知设备',
  'devices.unknown': () => '未知',
  'devices.newDeviceMessage.title': (p: { name: string }) => `新设备登录提醒：${p.name}`,
  'devices.newDeviceMessage.content': (p: { name: string; browser: string; os: string; ip: string; time: string }) =>
    `你的账号于 ${p.time} 在新设备「${p.name}」（浏览器 ${p.browser}，操作系统 ${p.os}）上登录，IP 地址 ${p.ip}。如果不是你本人操作，请立即到个人中心的“我的设备与会话”中撤销该设备，并修改密码。`,
};

export const enUS: typeof zhCN = {
  'devices.notFound': () => 'Device not found',
  'devices.sessionNotFound': () => 'Session not found',
  'devices.blocked': () => 'This device is blocked from signing in to this account; ask an administrator if this is unexpected',
  'devices.blockOwnCurrent': () => 'You cannot block the device you are using',
  'devices.unnamed': () => 'Unknown device',
  'devices.unknown': () => 'unknown',
  'devices.newDeviceMessage.title': (p) => `New device signed in: ${p.name}`,
  'devices.newDeviceMessage.content': (p) =>
    `Your account signed in on a new device "${p.name}" (browser ${p.browser}, operating system ${p.os}) from IP address ${p.ip} at ${p.time}. If this was not you, revoke the device under "My devices and sessions" in the personal center at once and change your password.`,
};

type DeviceMessages = typeof zhCN;
declare module '../../i18n' {
  interface Messages extends DeviceMessages {}
}
