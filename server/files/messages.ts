/** Texts of uploads, for every area that takes files. */

export const zhCN = {
  'file.empty': (p: { file: string }) => `文件「${p.file}」是空的`,
  'file.tooLarge': (p: { file: string; limit: string }) => `文件「${p.file}」超过 ${p.limit} 的大小上限`,
  'file.typeNotAllowed': (p: { file: string; allowed: string }) => `文件「${p.file}」的类型不允许上传，允许：${p.allowed}`,
  'file.contentMismatch': (p: { file: string; extension: string }) =>
    `文件「${p.file}」的内容不是 .${p.extension} 文件（可能是改了扩展名的其他文件），已拒绝`,
  'file.nameRequired': () => '缺少文件名（fileName）',
};

export const enUS: typeof zhCN = {
  'file.empty': (p) => `The file "${p.file}" is empty`,
  'file.tooLarge': (p) => `The file "${p.file}" is larger than the limit of ${p.limit}`,
  'file.typeNotAllowed': (p) => `Files like "${p.file}" may not be uploaded; allowed: ${p.allowed}`,
  'file.contentMismatch': (p) => `The content of "${p.file}" is not a .${p.extension} file (perhaps another file renamed); refused`,
  'file.nameRequired': () => 'The file name (fileName) is missing',
};

type FileMessages = typeof zhCN;
declare module '../i18n' {
  interface Messages extends FileMessages {}
}
