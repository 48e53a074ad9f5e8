/** Chinese texts of the property grid gallery page. */
const messages: Record<string, string> = {
  'demoPropertyGrid.title': '属性网格',
  'demoPropertyGrid.whenToUse':
    '只读地展示一条记录的字段（详情抽屉、详情卡片）时使用 PropertyGrid：行写成数据，日期统一格式，空值显示“-”，编号可复制，无权查看的字段用 hidden 去掉。要修改记录请用表单；多条记录请用表格。',
  'demoPropertyGrid.invoice': '发票详情（带边框，两列）',
  'demoPropertyGrid.invoice.description': '未核验的时间和空备注显示为“-”；发票号可复制。',
  'demoPropertyGrid.rights': '字段权限',
  'demoPropertyGrid.rights.description': '无权查看银行账号时，该行不出现，而不是显示为空。',
  'demoPropertyGrid.rights.switch': '可查看银行账号',
  'demoPropertyGrid.compact': '一列、自定义空值文字',
  'demoPropertyGrid.compact.description': '窄区域（卡片、手机）用一列；空值文字可换成“未填写”。',
  'demoPropertyGrid.notFilled': '未填写',
  'demoPropertyGrid.field.invoiceNo': '发票号',
  'demoPropertyGrid.field.supplier': '供应商',
  'demoPropertyGrid.field.amount': '金额（元）',
  'demoPropertyGrid.field.tax': '税额（元）',
  'demoPropertyGrid.field.issuedAt': '开票时间',
  'demoPropertyGrid.field.verifiedAt': '核验时间',
  'demoPropertyGrid.field.remark': '备注',
  'demoPropertyGrid.field.supplierNo': '供应商编号',
  'demoPropertyGrid.field.taxNo': '税号',
  'demoPropertyGrid.field.bankAccount': '银行账号',
  'demoPropertyGrid.field.contact': '联系人',
  'demoPropertyGrid.field.createdAt': '建档时间',
};

export default messages;
