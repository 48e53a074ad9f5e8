/** Chinese texts of the modals gallery page. */
const messages: Record<string, string> = {
  'demoModals.title': '对话框与抽屉',
  'demoModals.whenToUse':
    '新建或编辑一条记录用 ModalForm（字段少、改完回到列表）或 DrawerForm（字段多、需要对照列表）；删除等不可恢复的操作先用 AppMessages 的 modal.confirm 确认。不要用 antd 的静态方法，它们不跟随主题和语言。',
  'demoModals.list': '供应商',
  'demoModals.list.description': '新建用对话框（五个字段，两列），编辑用抽屉，删除前确认。',
  'demoModals.new': '新建供应商',
  'demoModals.edit': '编辑',
  'demoModals.edit.title': '编辑供应商',
  'demoModals.delete': '删除',
  'demoModals.delete.confirm': '确定删除供应商“{name}”吗？',
  'demoModals.delete.content': '删除后不能恢复，已有的付款记录保留。',
  'demoModals.deleted': '已删除供应商“{name}”',
  'demoModals.created': '已新建供应商“{name}”',
  'demoModals.updated': '已保存供应商“{name}”',
  'demoModals.ok': '确定',
  'demoModals.save': '保存',
  'demoModals.cancel': '取消',
  'demoModals.field.supplierNo': '供应商编号',
  'demoModals.field.supplierNo.required': '请输入供应商编号',
  'demoModals.field.name': '名称',
  'demoModals.field.name.required': '请输入名称',
  'demoModals.field.taxNo': '税号',
  'demoModals.field.taxNo.pattern': '税号为 18 位数字或大写字母',
  'demoModals.field.bank': '开户行',
  'demoModals.field.paymentDays': '账期（天）',
  'demoModals.paymentDays': '{days} 天',
  'demoModals.empty': '暂无供应商',
};

export default messages;
