/** Messages of the download centre, in both languages (gathered by server/i18n.ts). */
export const zhCN = {
  'download.notFound': () => '导出不存在',
  'download.unknownKind': (p: { kind: string }) => `kind 不支持导出类型 ${p.kind}`,
  'download.notReady': () => '导出尚未完成，完成后即可下载',
  'download.failedNoFile': () => '导出失败，没有可下载的文件',
  'download.expired': () => '导出已过期，请重新导出',
  'download.interrupted': () => '导出中断：服务器已停止',
  'download.failed': (p: { reason: string }) => `导出失败：${p.reason}`,
};

export const enUS: typeof zhCN = {
  'download.notFound': () => 'Export not found',
  'download.unknownKind': (p) => `kind: there is no export of ${p.kind}`,
  'download.notReady': () => 'The export is not finished yet; it can be downloaded once done',
  'download.failedNoFile': () => 'The export failed; there is no file to download',
  'download.expired': () => 'The export has expired; please export again',
  'download.interrupted': () => 'The export was interrupted: the server stopped',
  'download.failed': (p) => `The export failed: ${p.reason}`,
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
