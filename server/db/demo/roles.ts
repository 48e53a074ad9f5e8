/**
 * The demo roles, one for each data scope, reached through posts (and the staff role through
 * the all-staff group), as an administrator would set them up.
 */
import type { Database } from '../client';
import { grantMenusByPath, grantModuleActions, insertRoleIfAbsent, setRoleOrgs } from '../repositories/roles';
import { setGroupRoles } from '../repositories/userGroups';
import { setPostRoles } from '../repositories/posts';
import { DATA_SCOPE, type DataScopeValue } from '../../plugins/roles/constants';
import type { DemoPostNo } from './organisation';

interface DemoRole {
  roleCode: string;
  name: string;
  nameEn: string;
  description: string;
  dataScope: DataScopeValue;
  /** customOrgs: the organisations it reaches. */
  orgNos?: string[];
  /** Module -> buttons. */
  modules: Record<string, string[]>;
  /** Pages of FSSC/10. */
  paths: string[];
  posts: DemoPostNo[];
}

const TASK_PAGES = ['/taskHome', '/taskMy', '/lazarToDo', '/personalCenter'];

export const DEMO_ROLES: DemoRole[] = [
  {
    roleCode: 'director',
    name: '中心总监',
    nameEn: 'Center director',
    description: '查看全中心的人员、任务、公告与意见',
    dataScope: DATA_SCOPE.all,
    modules: { user: ['view', 'export'], task: ['view', 'export'], notice: ['view'], feedback: ['view'] },
    paths: ['/userManage', '/taskManage', '/noticeManage', '/feedbackManage', ...TASK_PAGES],
    posts: ['P-DIR'],
  },
  {
    roleCode: 'auditor',
    name: '质量稽核',
    nameEn: 'Quality auditor',
    description: '抽查费用审核部与应付核算部的单据处理',
    dataScope: DATA_SCOPE.customOrgs,
    orgNos: ['FSSC-EXP', 'FSSC-AP'],
    modules: { user: ['view'], task: ['view', 'export'] },
    paths: ['/userManage', '/taskManage', ...TASK_PAGES],
    posts: ['P-AUD'],
  },
  {
    roleCode: 'team_leader',
    name: '部门负责人',
    nameEn: 'Department head',
    description: '管理本部门及下属各组的人员、任务分派与分派规则',
    dataScope: DATA_SCOPE.ownOrgAndBelow,
    modules: {
      user: ['view', 'export'],
      task: ['view', 'create', 'update', 'dispatch', 'reassign', 'cancel', 'export', 'import'],
      taskRule: ['view', 'create', 'update', 'delete'],
      notice: ['view', 'create', 'update'],
    },
    paths: ['/userManage', '/taskManage', '/taskRule', '/noticeManage', ...TASK_PAGES],
    posts: ['P-MGR'],
  },
  {
    roleCode: 'group_leader',
    name: '组长',
    nameEn: 'Team leader',
    description: '查看本组人员，分派与改派本组任务',
    dataScope: DATA_SCOPE.ownOrg,
    modules: { user: ['view'], task: ['view', 'dispatch', 'reassign'] },
    paths: ['/userManage', '/taskManage', ...TASK_PAGES],
    posts: ['P-LEAD'],
  },
  {
    roleCode: 'finance_clerk',
    name: '财务会计',
    nameEn: 'Accountant',
    description: '处理分派给本人的任务',
    dataScope: DATA_SCOPE.self,
    modules: {},
    paths: TASK_PAGES,
    posts: ['P-SACC', 'P-ACC', 'P-CASH', 'P-TAX'],
  },
];

/** Creates the roles with their grants and gives them to the posts; the staff role to the all-staff group. */
export async function seedDemoRoles(
  db: Database,
  ids: { orgs: Map<string, number>; posts: Map<string, number>; groups: Map<string, number>; staffRoleId: number | undefined },
): Promise<void> {
  const rolesOfPost = new Map<number, number[]>();
  for (const [index, role] of DEMO_ROLES.entries()) {
    const roleId = await insertRoleIfAbsent(db, {
      roleCode: role.roleCode,
      name: role.name,
      nameEn: role.nameEn,
      description: role.description,
      dataScope: role.dataScope,
      sort: (index + 1) * 10,
    });
    if (roleId === null) continue;
    if (role.orgNos) await setRoleOrgs(db, roleId, role.orgNos.map((orgNo) => ids.orgs.get(orgNo)!));
    for (const [moduleNo, actions] of Object.entries(role.modules)) await grantModuleActions(db, roleId, moduleNo, actions);
    await grantMenusByPath(db, roleId, { systemNo: 'FSSC', applicationNo: '10', paths: role.paths });
    for (const postNo of role.posts) {
      const postId = ids.posts.get(postNo)!;
      rolesOfPost.set(postId, [...(rolesOfPost.get(postId) ?? []), roleId]);
    }
  }
  for (const [postId, roleIds] of rolesOfPost) await setPostRoles(db, postId, roleIds);
  if (ids.staffRoleId !== undefined) await setGroupRoles(db, ids.groups.get('G-ALL')!, [ids.staffRoleId]);
}
