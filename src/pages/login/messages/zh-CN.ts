/** Chinese texts of the login page, loaded with the page (usePageT). */
const messages: Record<string, string> = {
  'login.subtitle': '财务共享服务中心门户与管理后台',
  'login.account': '账号',
  'login.account.required': '请输入账号',
  'login.password': '密码',
  'login.password.required': '请输入密码',
  'login.submit': '登录',
  'login.tab.password': '账号密码',
  'login.tab.qr': '扫码登录',
  'login.tab.phone': '手机验证码',
  'login.step.sentTo': '验证码已发送至 {phone}',
  'login.step.verify': '验证并登录',
  'login.step.back': '返回账号密码登录',
  'login.demo.title': '演示账号（点击填入）',
  'login.demo.fill': '填入登录表单',
  'login.demo.kind.admin': '管理员',
  'login.demo.kind.leader': '部门负责人',
  'login.demo.kind.clerk': '会计',
  'login.demo.ownPassword': '管理员密码',
};

export default messages;
