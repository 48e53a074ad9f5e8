/** Chinese texts of the personalCenter page (gathered into the zh-CN catalogue by Umi's locale plugin). */
const messages: Record<string, string> = {
  'portal.personalCenter.title': '个人中心',
  'portal.personalCenter.profile': '基本信息',
  'portal.personalCenter.account': '账号',
  'portal.personalCenter.name': '姓名',
  'portal.personalCenter.jobNo': '工号',
  'portal.personalCenter.userNo': '用户编号',
  'portal.personalCenter.zone': '区域',
  'portal.personalCenter.region': '大区',
  'portal.personalCenter.security': '账号安全',
  'portal.personalCenter.password': '登录密码',
  'portal.personalCenter.password.description': '建议定期更换密码，不要与其他网站使用相同的密码',
  'portal.personalCenter.changePassword': '修改密码',
  'portal.personalCenter.roles': '角色',
  'portal.personalCenter.noRoles': '暂无角色',
};

export default messages;
