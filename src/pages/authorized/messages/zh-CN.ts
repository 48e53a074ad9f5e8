/** Chinese texts of the authorized page, loaded with the page (usePageT via ./index.ts), not part of the catalogue. */
const messages: Record<string, string> = {
  'authorized.title': '授权明细',
  'authorized.tab.list': '授权明细',
  'authorized.tab.byUser': '按用户查询',
  'authorized.empty': '暂无授权记录',
  'authorized.role': '角色',
  'authorized.role.placeholder': '全部角色',
  'authorized.via': '授权方式',
  'authorized.via.user': '用户',
  'authorized.via.group': '用户组',
  'authorized.via.post': '岗位',
  'authorized.subjectCode': '授权对象编码',
  'authorized.subjectName': '授权对象名称',
  'authorized.keyword': '关键字',
  'authorized.keyword.placeholder': '对象编码或名称开头',
  'authorized.byUser.user': '用户',
  'authorized.byUser.placeholder': '输入账号、姓名或工号搜索',
  'authorized.byUser.pick': '选择一个用户，查看其持有的全部角色',
  'authorized.byUser.none': '该用户没有任何角色',
  'authorized.byUser.viaName': '来源',
  'authorized.byUser.direct': '直接授予',
};

export default messages;
