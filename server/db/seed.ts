import type { Config } from '../config';
import { hashPassword, randomPassword } from '../crypto';
import type { Database } from './client';
import { insertMessages } from './repositories/messages';
import { insertNotice } from './repositories/notices';
import { insertPortalLinksIfAbsent, type NewPortalLink } from './repositories/portalLinks';
import { insertTaskTypesIfAbsent, type NewTaskType } from './repositories/taskTypeSeed';
import { insertBuiltinDictionary } from './repositories/dictionary';
import { BUILTIN_DICT_TYPES } from '../plugins/dictionary/constants';
import { insertModuleItemsIfAbsent } from './repositories/modules';
import { insertOrgIfAbsent } from './repositories/orgs';
import { applicationExists, applicationMenus, markSeeded, seedMarksWithPrefix } from './repositories/seedMarks';
import {
  assignRoles,
  findRoleByCode,
  grantMenusByPath,
  grantModuleActions,
  insertModuleIfAbsent,
  insertRoleIfAbsent,
} from './repositories/roles';
import { findUserByAccount, insertUserIfAbsent } from './repositories/users';
import { insertApplications, insertMenu, insertSystemIfAbsent } from './repositories/systems';
import { PORTAL_APPLICATION_NO, PORTAL_SYSTEM_NO } from './schema';
import { MESSAGE_LEVELS } from '../plugins/message/constants';
import { DATA_SCOPE, type DataScopeValue } from '../plugins/roles/constants';

interface MenuSeed {
  name: string;
  nameEn: string;
  path?: string;
  /** The module whose view right opening the page needs (src/utils/routeAuthority.ts). */
  moduleNo?: string;
  icon?: string;
  children?: MenuSeed[];
}

interface SystemSeed {
  systemNo: string;
  name: string;
  nameEn: string;
  applications: { applicationNo: string; name: string; nameEn: string; menus?: MenuSeed[] }[];
}

/** The gallery (src/pages/demo, list, SelectTable, TestTable, TreeTable, mixin). */
const GALLERY_MENUS: MenuSeed[] = [
  { name: '表格', nameEn: 'Tables', path: '/demo/tables' },
  { name: '选择表格', nameEn: 'Select table', path: '/SelectTable' },
  { name: '可编辑表格', nameEn: 'Editable table', path: '/TestTable' },
  { name: '树形表格', nameEn: 'Tree table', path: '/TreeTable' },
  { name: '基础列表', nameEn: 'Basic list', path: '/list/basic' },
  { name: '卡片列表', nameEn: 'Card list', path: '/list/card' },
  { name: '搜索列表', nameEn: 'Search list', path: '/list/search' },
  { name: '表单', nameEn: 'Forms', path: '/demo/forms' },
  { name: '分步表单', nameEn: 'Steps form', path: '/demo/stepsForm' },
  { name: '弹窗与抽屉', nameEn: 'Modals and drawers', path: '/demo/modals' },
  { name: '栅格布局', nameEn: 'Grid layout', path: '/demo/grid' },
  { name: '属性表', nameEn: 'Property grid', path: '/demo/propertyGrid' },
  { name: '拖拽排序', nameEn: 'Drag and drop', path: '/demo/drag' },
  { name: '请求与错误', nameEn: 'Requests and errors', path: '/demo/request' },
  { name: '组合页', nameEn: 'Mixed page', path: '/mixin' },
];

const FSSC_MENUS: MenuSeed[] = [
  {
    name: '系统管理',
    nameEn: 'System administration',
    icon: 'SettingOutlined',
    children: [
      { name: '用户管理', nameEn: 'Users', path: '/userManage', moduleNo: 'user' },
      { name: '用户组管理', nameEn: 'User groups', path: '/userGroup', moduleNo: 'userGroup' },
      { name: '角色管理', nameEn: 'Roles', path: '/roleManage', moduleNo: 'role' },
      { name: '菜单管理', nameEn: 'Menus', path: '/menuManage', moduleNo: 'menu' },
      { name: '模块管理', nameEn: 'Modules', path: '/moduleManage', moduleNo: 'module' },
      { name: '岗位管理', nameEn: 'Posts', path: '/PostManage', moduleNo: 'post' },
      { name: '系统与应用', nameEn: 'Systems and applications', path: '/application', moduleNo: 'application' },
      { name: '授权查询', nameEn: 'Authorisations', path: '/authorized', moduleNo: 'role' },
      { name: '用户设备', nameEn: 'User devices', path: '/userDeviceManage', moduleNo: 'userDevice' },
      { name: '共享账号', nameEn: 'Shared accounts', path: '/constAccount', moduleNo: 'constAccount' },
      { name: '操作日志', nameEn: 'Operation log', path: '/operationLog', moduleNo: 'operationLog' },
      { name: '集成管理', nameEn: 'Integrations', path: '/Inte', moduleNo: 'integration' },
      // Administrators only (their role sees every menu; the routes refuse anyone else).
      { name: '管理看板', nameEn: 'Dashboard', path: '/admin' },
      { name: '系统信息', nameEn: 'System information', path: '/dev' },
    ],
  },
  { name: '公告管理', nameEn: 'Notices', path: '/noticeManage', icon: 'NotificationOutlined', moduleNo: 'notice' },
  { name: '意见处理', nameEn: 'Feedback handling', path: '/feedbackManage', icon: 'CommentOutlined', moduleNo: 'feedback' },
  {
    name: '任务管理',
    nameEn: 'Tasks',
    icon: 'ScheduleOutlined',
    children: [
      { name: '任务首页', nameEn: 'Task home', path: '/taskHome' },
      { name: '我的任务', nameEn: 'My tasks', path: '/taskMy' },
      { name: '任务调度', nameEn: 'Task dispatch', path: '/taskManage', moduleNo: 'task' },
      { name: '任务规则', nameEn: 'Task rules', path: '/taskRule', moduleNo: 'taskRule' },
    ],
  },
  { name: '待办事项', nameEn: 'To-do', path: '/lazarToDo', icon: 'CarryOutOutlined' },
  { name: '数据字典', nameEn: 'Data dictionary', path: '/dataDictionary', icon: 'BookOutlined', moduleNo: 'dictionary' },
  { name: '个人中心', nameEn: 'Personal center', path: '/personalCenter', icon: 'UserOutlined' },
  // A same-origin static page of the front end, shown in a frame tab.
  { name: '嵌入页示例', nameEn: 'Embedded page demo', path: '/frame-demo.html', icon: 'AppstoreOutlined' },
  // The product's own building blocks at work, for developers and demos: administrators only.
  { name: '组件示例', nameEn: 'Gallery', icon: 'BlockOutlined', children: GALLERY_MENUS },
];

const PORTAL_MENUS: MenuSeed[] = [
  { name: '个人中心', nameEn: 'Personal center', path: '/personalCenter', icon: 'UserOutlined' },
  { name: '公告', nameEn: 'My notices', path: '/portal/notices', icon: 'NotificationOutlined' },
  { name: '下载中心', nameEn: 'Download', path: '/portal/download', icon: 'DownloadOutlined' },
  { name: '意见反馈', nameEn: 'Feedback', path: '/portal/feedback', icon: 'MessageOutlined' },
  { name: '我的反馈', nameEn: 'My feedback', path: '/portal/myFeedback', icon: 'CommentOutlined' },
  { name: '设置', nameEn: 'Settings', path: '/portal/settings', icon: 'SettingOutlined' },
];

const SYSTEMS: SystemSeed[] = [
  {
    systemNo: 'FSSC',
    name: '财务共享服务中心',
    nameEn: 'Finance Shared Service Center',
    applications: [
      { applicationNo: '10', name: '财务共享门户', nameEn: 'FSSC portal', menus: FSSC_MENUS },
      { applicationNo: '20', name: '费用报销', nameEn: 'Expense reimbursement' },
    ],
  },
  {
    systemNo: 'RETAIL',
    name: '零售财务',
    nameEn: 'Retail Finance',
    applications: [{ applicationNo: '30', name: '零售财务', nameEn: 'Retail finance' }],
  },
  {
    systemNo: PORTAL_SYSTEM_NO,
    name: '门户',
    nameEn: 'Portal',
    applications: [{ applicationNo: PORTAL_APPLICATION_NO, name: '门户', nameEn: 'Portal', menus: PORTAL_MENUS }],
  },
];

interface RoleSeed {
  roleCode: string;
  name: string;
  nameEn: string;
  isAdmin?: boolean;
  dataScope?: DataScopeValue;
  /** Pages of FSSC/10 the role grants; their directories are granted with them. */
  fsscPaths?: string[];
  /** Accounts given the role when it is created. */
  accounts?: string[];
}

const ROLES: RoleSeed[] = [
  { roleCode: 'admin', name: '系统管理员', nameEn: 'Administrator', isAdmin: true, dataScope: DATA_SCOPE.all, accounts: ['admin'] },
  {
    roleCode: 'staff',
    name: '普通员工',
    nameEn: 'Staff',
    // Their own work; notices are read in the portal (/portal/notices), managed by those given the module.
    fsscPaths: ['/taskHome', '/taskMy', '/lazarToDo', '/personalCenter'],
  },
];

/** The root of the organisation tree; the admin account belongs to it. */
const ROOT_ORG = { orgNo: 'FSSC', name: '财务共享服务中心', nameEn: 'Finance Shared Service Center' };

interface ItemSeed {
  code: string;
  name: string;
  nameEn: string;
}

const BUTTON_NAMES: Record<string, ItemSeed> = {
  view: { code: 'view', name: '查看', nameEn: 'View' },
  create: { code: 'create', name: '新增', nameEn: 'Create' },
  update: { code: 'update', name: '修改', nameEn: 'Update' },
  delete: { code: 'delete', name: '删除', nameEn: 'Delete' },
  export: { code: 'export', name: '导出', nameEn: 'Export' },
  import: { code: 'import', name: '导入', nameEn: 'Import' },
  dispatch: { code: 'dispatch', name: '分派', nameEn: 'Dispatch' },
  reassign: { code: 'reassign', name: '改派', nameEn: 'Reassign' },
  cancel: { code: 'cancel', name: '取消', nameEn: 'Cancel' },
};

const CRUD = ['view', 'create', 'update', 'delete'];

interface ModuleSeed {
  moduleNo: string;
  name: string;
  nameEn: string;
  buttons: string[];
  fields?: ItemSeed[];
}

/**
 * Function-right modules of the back office (application FSSC/10), with their buttons and the
 * fields field rights can restrict; each is granted whole to the admin role when it is created.
 */
export const MODULES: ModuleSeed[] = [
  {
    moduleNo: 'user',
    name: '用户管理',
    nameEn: 'Users',
    buttons: [...CRUD, 'export', 'import'],
    fields: [
      { code: 'account', name: '账号', nameEn: 'Account' },
      { code: 'name', name: '姓名', nameEn: 'Name' },
      { code: 'jobNo', name: '工号', nameEn: 'Job number' },
      { code: 'email', name: '邮箱', nameEn: 'E-mail' },
      { code: 'phone', name: '手机号', nameEn: 'Phone' },
      { code: 'orgId', name: '所属组织', nameEn: 'Organisation' },
    ],
  },
  { moduleNo: 'org', name: '组织管理', nameEn: 'Organisations', buttons: CRUD },
  { moduleNo: 'post', name: '岗位管理', nameEn: 'Posts', buttons: CRUD },
  { moduleNo: 'userGroup', name: '用户组管理', nameEn: 'User groups', buttons: CRUD },
  { moduleNo: 'role', name: '角色管理', nameEn: 'Roles', buttons: CRUD },
  { moduleNo: 'module', name: '模块管理', nameEn: 'Modules', buttons: CRUD },
  { moduleNo: 'menu', name: '菜单管理', nameEn: 'Menus', buttons: CRUD },
  { moduleNo: 'application', name: '系统与应用', nameEn: 'Systems and applications', buttons: CRUD },
  { moduleNo: 'feedback', name: '意见处理', nameEn: 'Feedback handling', buttons: ['view', 'update', 'export'] },
  { moduleNo: 'notice', name: '公告管理', nameEn: 'Notices', buttons: [...CRUD, 'export'] },
  /** Task dispatch (/taskManage): every task in the data scope; task types are kept under update. */
  { moduleNo: 'task', name: '任务调度', nameEn: 'Task dispatch', buttons: ['view', 'create', 'update', 'dispatch', 'reassign', 'cancel', 'export', 'import'] },
  { moduleNo: 'taskRule', name: '任务规则', nameEn: 'Task rules', buttons: CRUD },
  /** The data dictionary (/dataDictionary): types and items every form and table shows enumerations from. */
  { moduleNo: 'dictionary', name: '数据字典', nameEn: 'Data dictionary', buttons: CRUD },
  /** User devices (/userDeviceManage): update ends a device's or a session's sign-ins and blocks or unblocks a device. */
  { moduleNo: 'userDevice', name: '用户设备', nameEn: 'User devices', buttons: ['view', 'update'] },
  /** Shared accounts (/constAccount): which staff may switch into which account, when; changes by administrators only. */
  { moduleNo: 'constAccount', name: '共享账号', nameEn: 'Shared accounts', buttons: CRUD },
  /** The operation log and the sign-in log (/operationLog): read and export only; no one changes a row. */
  { moduleNo: 'operationLog', name: '操作日志', nameEn: 'Operation log', buttons: ['view', 'export'] },
  /** Integrations (/Inte): the clients other systems call the API with, their keys, scopes, addresses and rate limits. */
  { moduleNo: 'integration', name: '集成管理', nameEn: 'Integrations', buttons: CRUD },
];

const LINKS: NewPortalLink[] = [
  { kind: 'help', name: '帮助中心', nameEn: 'Help center', url: '/help.html', sort: 10 },
  { kind: 'link', name: '财务制度', nameEn: 'Finance policies', url: 'https://example.com/policies', sort: 20 },
  { kind: 'link', name: '报销指南', nameEn: 'Expense guide', url: 'https://example.com/expense', sort: 30 },
];

/** The kinds of work an FSSC processes, with their service levels (hours from intake to due). */
const TASK_TYPES: NewTaskType[] = [
  { code: 'reimbursementReview', name: '报销审核', nameEn: 'Reimbursement review', serviceHours: 24, sort: 10 },
  { code: 'invoiceCheck', name: '发票查验', nameEn: 'Invoice check', serviceHours: 8, sort: 20 },
  { code: 'payment', name: '付款', nameEn: 'Payment', serviceHours: 4, sort: 30 },
  { code: 'voucher', name: '凭证制作', nameEn: 'Voucher', serviceHours: 24, sort: 40 },
];

/** The seed key prefix of an application's built-in menus. */
const menuSeedPrefix = (at: { systemNo: string; applicationNo: string }) => `menu:${at.systemNo}/${at.applicationNo}:`;

/**
 * The built-in menus of one application, each put in once (seed_marks): on a new installation
 * all of them; on an existing one those new in this version, below their directory (or at the
 * top when an administrator deleted it). A menu an administrator changed or deleted stays as they
 * left it. The marks and menus are read once, so a restart costs two statements per application.
 */
async function seedMenus(db: Database, at: { systemNo: string; applicationNo: string }, items: MenuSeed[]): Promise<void> {
  const prefix = menuSeedPrefix(at);
  const marks = await seedMarksWithPrefix(db, prefix);
  const existing = await applicationMenus(db, at.systemNo, at.applicationNo);
  const ids = new Set(existing.map((menu) => menu.id));
  const newMarks: { key: string; refId: number | null }[] = [];

  const walk = async (parentId: number | null, level: MenuSeed[]): Promise<void> => {
    for (const [index, item] of level.entries()) {
      // A page by its path, a directory by its English name.
      const key = `${prefix}${item.path ?? `dir:${item.nameEn}`}`;
      const seeded = marks.get(key);
      let id: number | null;
      if (seeded !== undefined) {
        id = seeded !== null && ids.has(seeded) ? seeded : null;
      } else {
        // An installation from before the marks may have it already.
        const found = existing.find((menu) =>
          item.path ? menu.path === item.path : menu.path === null && menu.name === item.name && menu.parentId === parentId,
        );
        id =
          found?.id ??
          (await insertMenu(db, {
            ...at,
            parentId,
            name: item.name,
            nameEn: item.nameEn,
            path: item.path ?? null,
            icon: item.icon ?? null,
            moduleNo: item.moduleNo ?? null,
            sort: (index + 1) * 10,
          }));
        newMarks.push({ key, refId: id });
      }
      if (item.children) await walk(id, item.children);
    }
  };
  await walk(null, items);
  await markSeeded(db, newMarks);
}

/** What a new installation shows on its first start: a live notice and a welcome message. */
async function seedFirstStartContent(db: Database, adminId: number): Promise<void> {
  const everyone = [{ kind: 'all' as const, refId: 0 }];
  await insertNotice(
    db,
    {
      topic: '系统上线通知',
      content: '<p>财务共享服务中心门户已正式上线，欢迎使用。使用中如有问题或建议，请通过页面右上角的反馈入口告诉我们。</p>',
      level: 1,
      publishedAt: new Date(),
      createdBy: adminId,
    },
    everyone,
  );
  await insertMessages(db, [
    {
      userId: adminId,
      title: '欢迎使用财务共享服务中心门户',
      content: '您可以在左侧菜单中打开各项功能，常用页面可加入收藏夹，消息和公告会在右上角提醒。',
      level: MESSAGE_LEVELS.normal,
      group: 'system',
    },
  ]);
}

export interface SeedResult {
  /** Set only when the admin account was created just now with a generated password. */
  generatedAdminPassword: string | null;
}

/**
 * First-start data. Each part is keyed by its natural key and inserted only when absent, so a
 * restart adds nothing twice and never touches an existing admin password. Built-in menus are
 * put in once each (seedMenus), role grants and members with their role; the first notice
 * and the welcome message only with the admin account.
 */
export async function seed(db: Database, config: Pick<Config, 'adminPassword'>): Promise<SeedResult> {
  const password = config.adminPassword ?? randomPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const rootOrg = await insertOrgIfAbsent(tx, { ...ROOT_ORG, parentId: null, sort: 10 }, null, new Date());
    const adminId = await insertUserIfAbsent(tx, {
      userNo: 'U0001',
      jobNo: 'A0001',
      account: 'admin',
      name: 'Administrator',
      passwordHash,
      zoneNo: 'FSSC',
      zoneName: 'Finance Shared Service Center',
      region: 'HQ',
      orgId: rootOrg.id,
    });
    for (const [index, system] of SYSTEMS.entries()) {
      const created = await insertSystemIfAbsent(tx, {
        systemNo: system.systemNo,
        name: system.name,
        nameEn: system.nameEn,
        sort: (index + 1) * 10,
      });
      if (created) {
        await insertApplications(
          tx,
          system.applications.map((app, appIndex) => ({
            systemNo: system.systemNo,
            applicationNo: app.applicationNo,
            name: app.name,
            nameEn: app.nameEn,
            sort: (appIndex + 1) * 10,
          })),
        );
      }
      for (const app of system.applications) {
        // An application an administrator deleted gets no menus back.
        if (app.menus && (await applicationExists(tx, system.systemNo, app.applicationNo)))
          await seedMenus(tx, { systemNo: system.systemNo, applicationNo: app.applicationNo }, app.menus);
      }
    }
    for (const role of ROLES) {
      const roleId = await insertRoleIfAbsent(tx, {
        roleCode: role.roleCode,
        name: role.name,
        nameEn: role.nameEn,
        isAdmin: role.isAdmin ?? false,
        dataScope: role.dataScope,
      });
      if (roleId === null) continue;
      if (role.fsscPaths) await grantMenusByPath(tx, roleId, { systemNo: 'FSSC', applicationNo: '10', paths: role.fsscPaths });
      for (const account of role.accounts ?? []) {
        const user = await findUserByAccount(tx, account);
        if (user) await assignRoles(tx, user.id, [role.roleCode]);
      }
    }
    const adminRole = await findRoleByCode(tx, 'admin');
    for (const [index, module] of MODULES.entries()) {
      const { buttons, fields = [], ...row } = module;
      const created = await insertModuleIfAbsent(tx, { ...row, systemNo: 'FSSC', applicationNo: '10', sort: (index + 1) * 10 });
      if (!created) continue;
      await insertModuleItemsIfAbsent(tx, [
        ...buttons.map((code, i) => ({ ...BUTTON_NAMES[code], moduleNo: module.moduleNo, kind: 'button' as const, sort: i + 1 })),
        ...fields.map((field, i) => ({ ...field, moduleNo: module.moduleNo, kind: 'field' as const, sort: i + 1 })),
      ]);
      if (adminRole) await grantModuleActions(tx, adminRole.id, module.moduleNo, buttons);
    }
    await insertPortalLinksIfAbsent(tx, LINKS);
    await insertTaskTypesIfAbsent(tx, TASK_TYPES);
    await insertBuiltinDictionary(tx, BUILTIN_DICT_TYPES);
    if (adminId !== null) await seedFirstStartContent(tx, adminId);
    const generated = adminId !== null && !config.adminPassword;
    return { generatedAdminPassword: generated ? password : null };
  });
}
