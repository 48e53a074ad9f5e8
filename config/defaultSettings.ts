/**
 * Product settings of spec section 1. One object serves the build config (.umirc.ts),
 * the runtime layout (src/app.tsx) and the tests.
 */
export interface PortalSettings {
  title: string;
  systemNo: string;
  applicationNo: string;
  /** Dark side navigation (ProLayout 7 draws it through sider tokens, see src/utils/layoutTheme.ts). */
  navTheme: 'dark' | 'light';
  colorPrimary: string;
  layout: 'side' | 'top' | 'mix';
  contentWidth: 'Fluid' | 'Fixed';
  fixSiderbar: boolean;
  fixedHeader: boolean;
  version: string;
  buildDate: string;
  /** Name of the environment this build is for; the server's profile overrides it at run time. */
  env: string;
  /** Home tab of the tab bar (spec section 2). */
  homeName: string;
  homeAddress: string;
  /** Titles of the task cards (task home and workbench), per card and language. */
  taskCardTitles: TaskCardTitles;
}

/** The cards of a person's task counts, as GET /api/tasks/my/summary names them. */
export type TaskCardKey = 'assigned' | 'inProgress' | 'dueToday' | 'breached' | 'doneThisWeek';
export type TaskCardTitles = Record<TaskCardKey, { 'zh-CN': string; 'en-US': string }>;

const defaultSettings: PortalSettings = {
  title: 'finance shared service center',
  systemNo: 'FSSC',
  applicationNo: '10',
  navTheme: 'dark',
  colorPrimary: '#1890ff',
  layout: 'side',
  contentWidth: 'Fluid',
  fixSiderbar: true,
  fixedHeader: true,
  version: '1.0.2',
  buildDate: '2025-04-11',
  env: 'prod',
  homeName: 'home',
  homeAddress: '/#/home',
  taskCardTitles: {
    assigned: { 'zh-CN': '待处理', 'en-US': 'To do' },
    inProgress: { 'zh-CN': '处理中', 'en-US': 'In progress' },
    dueToday: { 'zh-CN': '今日到期', 'en-US': 'Due today' },
    breached: { 'zh-CN': '已超时', 'en-US': 'Breached' },
    doneThisWeek: { 'zh-CN': '本周完成', 'en-US': 'Done this week' },
  },
};

export default defaultSettings;
