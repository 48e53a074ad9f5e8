/** Messages of the request demo's failures, in both languages. */
export const zhCN = {
  'gallery.business': () => '报销单 BX-2026-0142 的发票金额与明细合计不一致',
  'gallery.showType.silent': () => '静默的错误：页面自己处理，不提示',
  'gallery.showType.warning': () => '供应商“华东办公用品有限公司”的银行账户即将到期',
  'gallery.showType.error': () => '成本中心 CC-3100 已冻结，不能再记入费用',
  'gallery.showType.notification': () => '月末关账进行中，付款申请将在关账后处理',
  'gallery.showType.redirect': () => '凭证 PZ-0098 已被他人删除',
  'gallery.http': () => '发票 INV-88017 已被另一张报销单使用',
};

export const enUS: typeof zhCN = {
  'gallery.business': () => 'The invoice amount of reimbursement BX-2026-0142 differs from the sum of its lines',
  'gallery.showType.silent': () => 'A silent error: the page handles it and shows nothing',
  'gallery.showType.warning': () => "The bank account of supplier 'East China Office Supplies Ltd.' expires soon",
  'gallery.showType.error': () => 'Cost centre CC-3100 is frozen and takes no more expenses',
  'gallery.showType.notification': () => 'Month-end closing is under way; payment requests are handled after it',
  'gallery.showType.redirect': () => 'Voucher PZ-0098 was deleted by someone else',
  'gallery.http': () => 'Invoice INV-88017 is already used by another reimbursement',
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
