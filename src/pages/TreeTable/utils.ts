/** The cost-centre and organisation trees of /TreeTable (local data) and their sums. */

export interface CostCentreNode {
  id: number;
  code: string;
  name: string;
  /** Annual budget in CNY; a parent's is the sum of its children's. */
  budget: number;
  spent: number;
  children: CostCentreNode[];
}

const leaf = (id: number, code: string, name: string, budget: number, spent: number): CostCentreNode => ({
  id,
  code,
  name,
  budget,
  spent,
  children: [],
});

/** A parent holding these children, its budget and spending their sums. */
function parent(id: number, code: string, name: string, children: CostCentreNode[]): CostCentreNode {
  return {
    id,
    code,
    name,
    budget: children.reduce((sum, child) => sum + child.budget, 0),
    spent: children.reduce((sum, child) => sum + child.spent, 0),
    children,
  };
}

export const COST_CENTRE_TREE: CostCentreNode[] = [
  parent(1, 'CC1000', '集团总部', [
    parent(2, 'CC1100', '财务共享中心', [
      leaf(3, 'CC1101', '应付组', 1_200_000, 860_000),
      leaf(4, 'CC1102', '费用报销组', 900_000, 935_000),
      leaf(5, 'CC1103', '总账组', 800_000, 410_000),
    ]),
    leaf(6, 'CC1200', '行政部', 2_000_000, 1_250_000),
  ]),
  parent(7, 'CC2000', '销售事业部', [leaf(8, 'CC2100', '华东销售部', 5_000_000, 3_900_000), leaf(9, 'CC2200', '华南销售部', 4_500_000, 2_100_000)]),
];

/** The share of the budget spent, in whole percent (over 100 when overspent). */
export function usagePercent(node: Pick<CostCentreNode, 'budget' | 'spent'>): number {
  return node.budget > 0 ? Math.round((node.spent / node.budget) * 100) : 0;
}

export interface OrgNode {
  id: number;
  name: string;
  orgNo: string;
  head: string;
  staff: number;
  children: OrgNode[];
}

const org = (id: number, orgNo: string, name: string, head: string, staff: number, children: OrgNode[] = []): OrgNode => ({
  id,
  orgNo,
  name,
  head,
  staff,
  children,
});

/** The organisations of two companies of the group, one tree each. */
export const COMPANIES: Record<'shanghai' | 'shenzhen', OrgNode[]> = {
  shanghai: [
    org(100, 'SH', '上海分公司', '王芳', 186, [
      org(101, 'SH-FIN', '财务部', '李强', 42, [org(102, 'SH-FIN-AP', '应付科', '赵敏', 15), org(103, 'SH-FIN-GL', '总账科', '黄磊', 12)]),
      org(104, 'SH-HR', '人力资源部', '周婷', 18),
    ]),
  ],
  shenzhen: [
    org(200, 'SZ', '深圳分公司', '张伟', 143, [
      org(201, 'SZ-FIN', '财务部', '刘洋', 31, [org(202, 'SZ-FIN-TAX', '税务科', '吴昊', 9)]),
      org(203, 'SZ-IT', '信息技术部', '陈静', 27),
    ]),
  ],
};
