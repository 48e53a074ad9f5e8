/**
 * The demo finance shared service center: its organisation tree, posts and user groups, as
 * plain data (the seed in people.ts puts them in).
 */

export interface DemoOrg {
  orgNo: string;
  name: string;
  nameEn: string;
  /** null: under the root organisation the first start created (FSSC). */
  parentNo: string | null;
  /** How many staff work here. */
  staff: number;
}

/** The root (FSSC) and 19 departments and teams below it: 20 organisations, 300 staff. */
export const ROOT_STAFF = 4;
export const DEMO_ORGS: DemoOrg[] = [
  { orgNo: 'FSSC-EXP', name: '费用审核部', nameEn: 'Expense review', parentNo: null, staff: 4 },
  { orgNo: 'FSSC-EXP-TRV', name: '差旅费用组', nameEn: 'Travel expenses', parentNo: 'FSSC-EXP', staff: 36 },
  { orgNo: 'FSSC-EXP-DLY', name: '日常费用组', nameEn: 'Daily expenses', parentNo: 'FSSC-EXP', staff: 36 },
  { orgNo: 'FSSC-EXP-INV', name: '票据审核组', nameEn: 'Invoice review', parentNo: 'FSSC-EXP', staff: 22 },
  { orgNo: 'FSSC-AP', name: '应付核算部', nameEn: 'Accounts payable', parentNo: null, staff: 3 },
  { orgNo: 'FSSC-AP-1', name: '应付一组', nameEn: 'Payables team 1', parentNo: 'FSSC-AP', staff: 30 },
  { orgNo: 'FSSC-AP-2', name: '应付二组', nameEn: 'Payables team 2', parentNo: 'FSSC-AP', staff: 28 },
  { orgNo: 'FSSC-AR', name: '应收核算部', nameEn: 'Accounts receivable', parentNo: null, staff: 18 },
  { orgNo: 'FSSC-GL', name: '总账报表部', nameEn: 'General ledger and reporting', parentNo: null, staff: 3 },
  { orgNo: 'FSSC-GL-1', name: '总账组', nameEn: 'General ledger', parentNo: 'FSSC-GL', staff: 24 },
  { orgNo: 'FSSC-GL-2', name: '报表组', nameEn: 'Reporting', parentNo: 'FSSC-GL', staff: 14 },
  { orgNo: 'FSSC-TR', name: '资金管理部', nameEn: 'Treasury', parentNo: null, staff: 3 },
  { orgNo: 'FSSC-TR-1', name: '资金结算组', nameEn: 'Settlement', parentNo: 'FSSC-TR', staff: 16 },
  { orgNo: 'FSSC-TR-2', name: '银企对账组', nameEn: 'Bank reconciliation', parentNo: 'FSSC-TR', staff: 12 },
  { orgNo: 'FSSC-TAX', name: '税务管理部', nameEn: 'Tax', parentNo: null, staff: 3 },
  { orgNo: 'FSSC-TAX-1', name: '税务申报组', nameEn: 'Tax filing', parentNo: 'FSSC-TAX', staff: 14 },
  { orgNo: 'FSSC-TAX-2', name: '发票管理组', nameEn: 'Invoice management', parentNo: 'FSSC-TAX', staff: 12 },
  { orgNo: 'FSSC-OPS', name: '运营管理部', nameEn: 'Operations', parentNo: null, staff: 4 },
  { orgNo: 'FSSC-OPS-QA', name: '质量稽核组', nameEn: 'Quality audit', parentNo: 'FSSC-OPS', staff: 14 },
];

/** The department of the demo team leader and the team of the demo clerk. */
export const LEADER_ORG_NO = 'FSSC-EXP';
export const CLERK_ORG_NO = 'FSSC-EXP-TRV';

export interface DemoPost {
  postNo: string;
  name: string;
  nameEn: string;
  parentNo: string | null;
}

/** The posts, a tree from the center's director down; each post gives its holders a role (roles.ts). */
export const DEMO_POSTS: DemoPost[] = [
  { postNo: 'P-DIR', name: '中心总经理', nameEn: 'Center director', parentNo: null },
  { postNo: 'P-MGR', name: '部门经理', nameEn: 'Department manager', parentNo: 'P-DIR' },
  { postNo: 'P-AUD', name: '稽核专员', nameEn: 'Quality auditor', parentNo: 'P-DIR' },
  { postNo: 'P-LEAD', name: '组长', nameEn: 'Team leader', parentNo: 'P-MGR' },
  { postNo: 'P-SACC', name: '高级会计', nameEn: 'Senior accountant', parentNo: 'P-LEAD' },
  { postNo: 'P-ACC', name: '会计', nameEn: 'Accountant', parentNo: 'P-LEAD' },
  { postNo: 'P-CASH', name: '出纳', nameEn: 'Cashier', parentNo: 'P-LEAD' },
  { postNo: 'P-TAX', name: '税务专员', nameEn: 'Tax specialist', parentNo: 'P-LEAD' },
];
export type DemoPostNo = (typeof DEMO_POSTS)[number]['postNo'];

export interface DemoGroup {
  groupNo: string;
  name: string;
  nameEn: string;
  description: string;
}

export const DEMO_GROUPS: DemoGroup[] = [
  { groupNo: 'G-ALL', name: '全体员工', nameEn: 'All staff', description: '中心全体在职员工，授予普通员工角色' },
  { groupNo: 'G-REVIEW', name: '费用审核员', nameEn: 'Expense reviewers', description: '费用审核部各组会计，报销审核任务按规则轮流分派' },
  { groupNo: 'G-PAY', name: '付款复核小组', nameEn: 'Payment reviewers', description: '资金结算组与应付高级会计，复核大额付款' },
  { groupNo: 'G-CLOSE', name: '月结工作组', nameEn: 'Month-end closing', description: '总账、报表与应收核算人员，负责每月结账' },
  { groupNo: 'G-NEW', name: '2026届新员工', nameEn: 'New hires 2026', description: '今年入职的员工，参加岗前培训' },
  { groupNo: 'G-CONTACT', name: '系统联络人', nameEn: 'System contacts', description: '各部门的系统联络人，接收系统变更通知' },
];
