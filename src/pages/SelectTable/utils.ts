/** Suppliers and cost centres picked on /SelectTable (local data), and the paging of the list. */

export interface Supplier {
  id: number;
  name: string;
  /** Unified social credit code (统一社会信用代码), the tax number on invoices. */
  taxNo: string;
  category: string;
  /** A frozen supplier takes no new orders or payments and cannot be picked. */
  frozen: boolean;
}

const NAMES = ['华东办公用品', '申通物流', '联想信息技术', '携程商旅', '中国电信', '德勤咨询', '顺丰速运', '京东企业购', '万豪酒店', '东方航空', '金蝶软件', '立信会计'];
const CATEGORIES = ['办公用品', '物流', 'IT 设备', '差旅服务', '通讯', '专业服务'];

/** 60 suppliers, the same on every load. */
export const SUPPLIERS: Supplier[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  name: `${NAMES[index % NAMES.length]}${index < NAMES.length ? '' : `（${Math.floor(index / NAMES.length) + 1} 号）`}有限公司`,
  taxNo: `91310000MA1F${String(100000 + index * 37).slice(-6)}`,
  category: CATEGORIES[index % CATEGORIES.length],
  frozen: index % 9 === 4,
}));

export interface CostCentre {
  id: number;
  code: string;
  name: string;
  owner: string;
}

export const COST_CENTRES: CostCentre[] = [
  { id: 1, code: 'CC1001', name: '财务共享中心', owner: '王芳' },
  { id: 2, code: 'CC2001', name: '华东销售部', owner: '李强' },
  { id: 3, code: 'CC2002', name: '华南销售部', owner: '张伟' },
  { id: 4, code: 'CC3001', name: '研发中心', owner: '刘洋' },
  { id: 5, code: 'CC4001', name: '行政部', owner: '陈静' },
];

/** One page of the suppliers whose name, tax number or category holds the keyword. */
export function querySuppliers(
  suppliers: Supplier[],
  { current, pageSize, keyword }: { current: number; pageSize: number; keyword?: string },
): { list: Supplier[]; total: number } {
  const text = keyword?.trim().toLowerCase();
  const matching = text
    ? suppliers.filter((supplier) => [supplier.name, supplier.taxNo, supplier.category].some((value) => value.toLowerCase().includes(text)))
    : suppliers;
  return { list: matching.slice((current - 1) * pageSize, current * pageSize), total: matching.length };
}
