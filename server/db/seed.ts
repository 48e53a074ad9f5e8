import type { Config } from '../config';
import { hashPassword, randomPassword } from '../crypto';
import type { Database } from './client';
import { insertUserIfAbsent } from './repositories/users';
import { insertApplications, insertMenu, insertSystemIfAbsent } from './repositories/systems';

interface MenuSeed {
  name: string;
  nameEn: string;
  path?: string;
  icon?: string;
  children?: MenuSeed[];
}

interface SystemSeed {
  systemNo: string;
  name: string;
  applications: { applicationNo: string; name: string; menus?: MenuSeed[] }[];
}

const FSSC_MENUS: MenuSeed[] = [
  {
    name: '系统管理',
    nameEn: 'System administration',
    icon: 'SettingOutlined',
    children: [
      { name: '用户管理', nameEn: 'Users', path: '/userManage' },
      { name: '用户组管理', nameEn: 'User groups', path: '/userGroup' },
      { name: '角色管理', nameEn: 'Roles', path: '/roleManage' },
      { name: '菜单管理', nameEn: 'Menus', path: '/menuManage' },
      { name: '模块管理', nameEn: 'Modules', path: '/moduleManage' },
      { name: '岗位管理', nameEn: 'Posts', path: '/PostManage' },
      { name: '操作日志', nameEn: 'Operation log', path: '/operationLog' },
    ],
  },
  { name: '公告管理', nameEn: 'Notices', path: '/noticeManage', icon: 'NotificationOutlined' },
  {
    name: '任务管理',
    nameEn: 'Tasks',
    icon: 'ScheduleOutlined',
    children: [
      { name: '任务首页', nameEn: 'Task home', path: '/taskHome' },
      { name: '我的任务', nameEn: 'My tasks', path: '/taskMy' },
      { name: '任务规则', nameEn: 'Task rules', path: '/taskRule' },
    ],
  },
  { name: '待办事项', nameEn: 'To-do', path: '/lazarToDo', icon: 'CarryOutOutlined' },
  { name: '数据字典', nameEn: 'Data dictionary', path: '/dataDictionary', icon: 'BookOutlined' },
  { name: '个人中心', nameEn: 'Personal center', path: '/personalCenter', icon: 'UserOutlined' },
];

const SYSTEMS: SystemSeed[] = [
  {
    systemNo: 'FSSC',
    name: 'finance shared service center',
    applications: [
      { applicationNo: '10', name: 'FSSC portal', menus: FSSC_MENUS },
      { applicationNo: '20', name: 'Expense reimbursement' },
    ],
  },
  { systemNo: 'RETAIL', name: 'retail finance', applications: [{ applicationNo: '30', name: 'Retail finance' }] },
];

async function insertMenuTree(
  db: Database,
  at: { systemNo: string; applicationNo: string; parentId: number | null },
  items: MenuSeed[],
): Promise<void> {
  for (const [index, item] of items.entries()) {
    const id = await insertMenu(db, {
      systemNo: at.systemNo,
      applicationNo: at.applicationNo,
      parentId: at.parentId,
      name: item.name,
      nameEn: item.nameEn,
      path: item.path ?? null,
      icon: item.icon ?? null,
      sort: (index + 1) * 10,
    });
    if (item.children) await insertMenuTree(db, { ...at, parentId: id }, item.children);
  }
}

export interface SeedResult {
  /** Set only when the admin account was created just now with a generated password. */
  generatedAdminPassword: string | null;
}

/**
 * First-start data. Each part is keyed by its natural key and inserted only when absent, so a
 * restart adds nothing twice and never touches an existing admin password.
 */
export async function seed(db: Database, config: Pick<Config, 'adminPassword'>): Promise<SeedResult> {
  const password = config.adminPassword ?? randomPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const adminId = await insertUserIfAbsent(tx, {
      userNo: 'U0001',
      jobNo: 'A0001',
      account: 'admin',
      name: 'Administrator',
      passwordHash,
      zoneNo: 'FSSC',
      zoneName: 'Finance Shared Service Center',
      region: 'HQ',
    });
    for (const [index, system] of SYSTEMS.entries()) {
      const created = await insertSystemIfAbsent(tx, { systemNo: system.systemNo, name: system.name, sort: (index + 1) * 10 });
      if (!created) continue;
      await insertApplications(
        tx,
        system.applications.map((app, appIndex) => ({
          systemNo: system.systemNo,
          applicationNo: app.applicationNo,
          name: app.name,
          sort: (appIndex + 1) * 10,
        })),
      );
      for (const app of system.applications) {
        if (app.menus) await insertMenuTree(tx, { systemNo: system.systemNo, applicationNo: app.applicationNo, parentId: null }, app.menus);
      }
    }
    const generated = adminId !== null && !config.adminPassword;
    return { generatedAdminPassword: generated ? password : null };
  });
}
