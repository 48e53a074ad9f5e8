/** Chinese texts of the login page (gathered into the zh-CN catalogue by Umi's locale plugin). */
const messages: Record<string, string> = {
  'login.subtitle': '财务共享服务中心门户与管理后台',
  'login.account': '账号',
  'login.account.required': '请输入账号',
  'login.password': '密码',
  'login.password.required': '请输入密码',
  'login.submit': '登录',
};

export default messages;
