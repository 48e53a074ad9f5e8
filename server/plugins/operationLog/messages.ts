/** Messages of the operation log and the sign-in log, in both languages. */
export const zhCN = {
  'operationLog.notFound': () => '该日志不存在，或不在你的数据范围内',
  'operationLog.rangeReversed': () => 'from 开始时间不能晚于结束时间（to）',
  'operationLog.exportFileName': () => '操作日志',
  'operationLog.signInsFileName': () => '登录日志',
  'operationLog.result.success': () => '成功',
  'operationLog.result.failure': () => '失败',
  'operationLog.column.createdAt': () => '时间',
  'operationLog.column.account': () => '账号',
  'operationLog.column.userName': () => '姓名',
  'operationLog.column.jobNo': () => '工号',
  'operationLog.column.module': () => '模块',
  'operationLog.column.action': () => '操作',
  'operationLog.column.target': () => '对象',
  'operationLog.column.result': () => '结果',
  'operationLog.column.errorMessage': () => '失败原因',
  'operationLog.column.ip': () => 'IP 地址',
  'operationLog.column.device': () => '设备',
  'operationLog.column.userAgent': () => '浏览器标识',
  'operationLog.column.durationMs': () => '耗时（毫秒）',
};

export const enUS: typeof zhCN = {
  'operationLog.notFound': () => 'This log entry does not exist or is outside your data scope',
  'operationLog.rangeReversed': () => 'from: the start time must not be after the end time (to)',
  'operationLog.exportFileName': () => 'Operation log',
  'operationLog.signInsFileName': () => 'Sign-in log',
  'operationLog.result.success': () => 'Success',
  'operationLog.result.failure': () => 'Failure',
  'operationLog.column.createdAt': () => 'Time',
  'operationLog.column.account': () => 'Account',
  'operationLog.column.userName': () => 'Name',
  'operationLog.column.jobNo': () => 'Job number',
  'operationLog.column.module': () => 'Module',
  'operationLog.column.action': () => 'Action',
  'operationLog.column.target': () => 'Target',
  'operationLog.column.result': () => 'Result',
  'operationLog.column.errorMessage': () => 'Reason',
  'operationLog.column.ip': () => 'IP address',
  'operationLog.column.device': () => 'Device',
  'operationLog.column.userAgent': () => 'User agent',
  'operationLog.column.durationMs': () => 'Duration (ms)',
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
