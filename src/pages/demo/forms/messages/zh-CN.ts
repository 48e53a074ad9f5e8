/** Chinese texts of the forms gallery page (gathered into the zh-CN catalogue by Umi's locale plugin). */
const messages: Record<string, string> = {
  'demoForms.title': '表单',
  'demoForms.whenToUse':
    '录入或修改一条记录时使用 ProForm：标签在字段上方，必填项带星号，规则提示说出字段名。组织、岗位、成本中心等树形数据用 FormTreeSelect，字典值用 ProFormDict，同事用 UserPicker，两次输入用 repeatsField。只读展示请用 PropertyGrid。',
  'demoForms.reimbursement': '费用报销',
  'demoForms.reimbursement.description': '字段规则来自 utils.ts 的纯函数；提交后显示将发送的内容。',
  'demoForms.field.title': '报销事由',
  'demoForms.field.title.placeholder': '例如：11 月上海出差',
  'demoForms.field.title.required': '请输入报销事由',
  'demoForms.field.title.max': '报销事由最多 {max} 个字',
  'demoForms.field.amount': '金额（元）',
  'demoForms.field.amount.required': '请输入金额',
  'demoForms.field.amount.positive': '金额须大于 0',
  'demoForms.field.amount.decimals': '金额最多两位小数',
  'demoForms.field.amount.max': '金额不能超过 {max} 元',
  'demoForms.field.costCentre': '成本中心',
  'demoForms.field.costCentre.placeholder': '选择成本中心',
  'demoForms.field.costCentre.required': '请选择成本中心',
  'demoForms.field.priority': '优先级',
  'demoForms.field.approver': '审批人',
  'demoForms.submitted': '将发送：{payload}',
  'demoForms.password': '两次输入',
  'demoForms.password.description': 'repeatsField 比较两个字段；空值由字段自己的必填规则处理。',
  'demoForms.field.newPassword': '新密码',
  'demoForms.field.newPassword.required': '请输入新密码',
  'demoForms.field.confirmPassword': '确认新密码',
  'demoForms.field.confirmPassword.mismatch': '两次输入的新密码不一致',
  'demoForms.password.ok': '两次输入一致',
  'demoForms.save': '保存',
  'demoForms.reset': '重置',
};

export default messages;
