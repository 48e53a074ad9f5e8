/** Messages of integrations (clients of other systems and their keys), in both languages (gathered by server/i18n.ts). */
export const zhCN = {
  'integrations.notFound': () => '集成客户端不存在',
  'integrations.revoked': () => '该集成客户端已吊销',
  'integrations.address': (p: { field: string; value: string }) => `${p.field} ${p.value} 不是 IP 地址或 CIDR 网段（如 10.0.0.0/8）`,
  'integrations.addressRepeated': (p: { field: string; value: string }) => `${p.field} ${p.value} 重复`,
  'integrations.cursor': () => 'cursor 无效：请使用上一页返回的 nextCursor',
  /** The one answer of every refused key call: the caller never learns which check failed. */
  'integrations.refused': () => '集成密钥无效或无权进行此调用',
  // Why a key call was refused: in the operation log only.
  'integrations.reason.noKey': () => '未提供密钥（请求头 Authorization: Bearer）',
  'integrations.reason.unknownKey': () => '未知的密钥',
  'integrations.reason.revoked': (p: { name: string }) => `客户端 ${p.name} 已吊销`,
  'integrations.reason.disabled': (p: { name: string }) => `客户端 ${p.name} 已停用`,
  'integrations.reason.previousExpired': (p: { name: string }) => `客户端 ${p.name} 轮换前的旧密钥已过宽限期`,
  'integrations.reason.address': (p: { name: string; ip: string }) => `客户端 ${p.name} 不允许从地址 ${p.ip} 调用`,
  'integrations.reason.scope': (p: { name: string; scope: string }) => `客户端 ${p.name} 没有权限范围 ${p.scope}`,
};

export const enUS: typeof zhCN = {
  'integrations.notFound': () => 'Integration client not found',
  'integrations.revoked': () => 'This integration client is revoked already',
  'integrations.address': (p) => `${p.field}: ${p.value} is not an IP address or a CIDR range (such as 10.0.0.0/8)`,
  'integrations.addressRepeated': (p) => `${p.field}: ${p.value} is listed twice`,
  'integrations.cursor': () => 'cursor is not valid: pass the nextCursor of the previous page',
  'integrations.refused': () => 'The integration key is not valid for this call',
  'integrations.reason.noKey': () => 'No key (header Authorization: Bearer)',
  'integrations.reason.unknownKey': () => 'Unknown key',
  'integrations.reason.revoked': (p) => `Client ${p.name} is revoked`,
  'integrations.reason.disabled': (p) => `Client ${p.name} is disabled`,
  'integrations.reason.previousExpired': (p) => `The key client ${p.name} had before its rotation is past its grace period`,
  'integrations.reason.address': (p) => `Client ${p.name} may not call from ${p.ip}`,
  'integrations.reason.scope': (p) => `Client ${p.name} lacks the scope ${p.scope}`,
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
