import { insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { ROLE_DISABLED } from '../../server/db/schema';
import {
  createOnePageAuditor,
  APP_START_MS,
  as,
  createSignedInUser,
  createTestApp,
  expectError,
  expectUnauthorized,
  signedInCookie,
  type TestApp,
} from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let staff: ReturnType<typeof as>;
let nobody: ReturnType<typeof as>;
let auditor: ReturnType<typeof as>;
let formerAdmin: ReturnType<typeof as>;
const EN = { 'accept-language': 'en-US,en;q=0.9' };

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, await signedInCookie(t.app));
  staff = as(t.app, (await createSignedInUser(t, { account: 'staff01', roles: ['staff'] })).cookie);
  nobody = as(t.app, (await createSignedInUser(t, { account: 'nobody' })).cookie);

  auditor = as(t.app, await createOnePageAuditor(t));

  // A disabled admin role grants nothing.
  await insertRoleIfAbsent(t.db, { roleCode: 'retired', name: '停用', isAdmin: true, status: ROLE_DISABLED });
  formerAdmin = as(t.app, (await createSignedInUser(t, { account: 'former', roles: ['retired'] })).cookie);
}, APP_START_MS);
afterAll(() => t.close());

type Node = { name: string; path: string | null; children: Node[] };
/** Names of a menu tree, directories as [name, children]. */
const outline = (nodes: Node[]): unknown[] => nodes.map((n) => (n.children.length ? [n.name, outline(n.children)] : n.name));

const menuOf = async (who: ReturnType<typeof as>, systemNo: string, applicationNo: string, headers = {}) => {
  const response = await who.post('/api/home/menu', { systemNo, applicationNo }, headers);
  expect(response.statusCode).toBe(200);
  return response.json().data as Node[];
};

describe('POST /api/home/system', () => {
  test('admin sees every system with its applications except the portal area, in Chinese by default', async () => {
    const response = await admin.post('/api/home/system');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: [
        {
          systemNo: 'FSSC',
          name: '财务共享服务中心',
          applications: [
            { applicationNo: '10', name: '财务共享门户', homePageUrl: null },
            { applicationNo: '20', name: '费用报销', homePageUrl: null },
          ],
        },
        { systemNo: 'RETAIL', name: '零售财务', applications: [{ applicationNo: '30', name: '零售财务', homePageUrl: null }] },
      ],
    });
  });

  test('names follow Accept-Language and {} works like no body', async () => {
    const response = await admin.post('/api/home/system', {}, EN);
    expect(response.json().data.map((s: { name: string; applications: { name: string }[] }) => [s.name, s.applications.map((a) => a.name)])).toEqual([
      ['Finance Shared Service Center', ['FSSC portal', 'Expense reimbursement']],
      ['Retail Finance', ['Retail finance']],
    ]);
  });

  test('staff sees only the system and application holding its menus', async () => {
    const response = await staff.post('/api/home/system', {}, EN);
    expect(response.json().data).toEqual([
      { systemNo: 'FSSC', name: 'Finance Shared Service Center', applications: [{ applicationNo: '10', name: 'FSSC portal', homePageUrl: null }] },
    ]);
  });

  test('a user without roles, or with only a disabled role, sees no system', async () => {
    for (const who of [nobody, formerAdmin]) expect((await who.post('/api/home/system')).json()).toEqual({ success: true, data: [] });
  });

  test('unknown fields are refused', async () => {
    expectError(await admin.post('/api/home/system', { systemNo: 'FSSC' }, EN), 400, 'unknown field systemNo');
  });
});

describe('POST /api/home/menu', () => {
  test('staff gets only its granted menus, Tasks with its children, and the shape of every node', async () => {
    const tree = await menuOf(staff, 'FSSC', '10', EN);
    expect(outline(tree)).toEqual([['Tasks', ['Task home', 'My tasks']], 'To-do', 'Personal center']);
    expect(tree[1]).toEqual({
      id: expect.any(Number),
      name: 'To-do',
      path: '/lazarToDo',
      icon: 'CarryOutOutlined',
      moduleNo: null,
      children: [],
    });
    expect(tree[0].path).toBeNull();
  });

  test('menu names switch with Accept-Language', async () => {
    expect(outline(await menuOf(staff, 'FSSC', '10'))).toEqual([['任务管理', ['任务首页', '我的任务']], '待办事项', '个人中心']);
  });

  test('a page granted without its directory brings the directory along', async () => {
    expect(outline(await menuOf(auditor, 'FSSC', '10', EN))).toEqual([['System administration', ['Operation log']]]);
    const systems = (await auditor.post('/api/home/system')).json().data;
    expect(systems.map((s: { systemNo: string; applications: { applicationNo: string }[] }) => [s.systemNo, s.applications.map((a) => a.applicationNo)])).toEqual([
      ['FSSC', ['10']],
    ]);
  });

  test('admin sees the whole tree, including the embedded page demo', async () => {
    const tree = await menuOf(admin, 'FSSC', '10', EN);
    expect(outline(tree)).toEqual([
      [
        'System administration',
        ['Users', 'User groups', 'Roles', 'Menus', 'Modules', 'Posts', 'Systems and applications', 'Authorisations', 'User devices', 'Shared accounts', 'Operation log', 'Integrations', 'Dashboard', 'System information'],
      ],
      'Notices',
      'Feedback handling',
      ['Tasks', ['Task home', 'My tasks', 'Task dispatch', 'Task rules']],
      'To-do',
      'Data dictionary',
      'Personal center',
      'Embedded page demo',
      [
        'Gallery',
        ['Tables', 'Select table', 'Editable table', 'Tree table', 'Basic list', 'Card list', 'Search list', 'Forms', 'Steps form', 'Modals and drawers', 'Grid layout', 'Property grid', 'Drag and drop', 'Requests and errors', 'Mixed page'],
      ],
    ]);
    expect(tree.at(-2)).toMatchObject({ name: 'Embedded page demo', path: '/frame-demo.html', children: [] });
  });

  test('an application without visible menus, or an unknown one, answers an empty tree', async () => {
    expect(await menuOf(staff, 'FSSC', '20')).toEqual([]);
    expect(await menuOf(staff, 'NOPE', '99')).toEqual([]);
    expect(await menuOf(admin, 'NOPE', '99')).toEqual([]);
    expect(await menuOf(nobody, 'FSSC', '10')).toEqual([]);
    expect(await menuOf(formerAdmin, 'FSSC', '10')).toEqual([]);
  });

  test.each([
    [{ systemNo: 'FSSC' }, 'applicationNo is required'],
    [{ systemNo: 'FSSC', applicationNo: 10 }, 'applicationNo must be a string'],
    [{ systemNo: '', applicationNo: '10' }, 'systemNo must not be empty'],
    [{ systemNo: 'F'.repeat(33), applicationNo: '10' }, 'systemNo must be at most 32 characters'],
    [{ systemNo: 'FSSC', applicationNo: '10', extra: 1 }, 'unknown field extra'],
  ])('%p answers 400: %s', async (payload, message) => {
    expectError(await admin.post('/api/home/menu', payload, EN), 400, message);
  });
});

describe('POST /api/home/setting_menu', () => {
  test('every signed-in user gets the portal-area menu', async () => {
    for (const who of [admin, staff, nobody]) {
      const response = await who.post('/api/home/setting_menu', {}, EN);
      expect(response.statusCode).toBe(200);
      const tree = response.json().data as Node[];
      expect(tree.map((n) => [n.name, n.path, n.children])).toEqual([
        ['Personal center', '/personalCenter', []],
        ['My notices', '/portal/notices', []],
        ['Download', '/portal/download', []],
        ['Feedback', '/portal/feedback', []],
        ['My feedback', '/portal/myFeedback', []],
        ['Settings', '/portal/settings', []],
      ]);
    }
    const zh = (await staff.post('/api/home/setting_menu')).json().data as Node[];
    expect(zh.map((n) => n.name)).toEqual(['个人中心', '公告', '下载中心', '意见反馈', '我的反馈', '设置']);
  });
});

describe('GET /api/home/links', () => {
  test('answers the help entry and the links, localised', async () => {
    const zh = (await staff.get('/api/home/links')).json();
    expect(zh).toEqual({
      success: true,
      data: [
        { id: expect.any(Number), kind: 'help', name: '帮助中心', url: '/help.html' },
        { id: expect.any(Number), kind: 'link', name: '财务制度', url: 'https://example.com/policies' },
        { id: expect.any(Number), kind: 'link', name: '报销指南', url: 'https://example.com/expense' },
      ],
    });
    const en = (await staff.get('/api/home/links', EN)).json().data;
    expect(en.map((l: { name: string }) => l.name)).toEqual(['Help center', 'Finance policies', 'Expense guide']);
  });
});

describe('GET /api/home/isAdmin', () => {
  test('true only for a user with an enabled admin role', async () => {
    expect((await admin.get('/api/home/isAdmin')).json()).toEqual({ success: true, data: true });
    for (const who of [staff, nobody, formerAdmin]) expect((await who.get('/api/home/isAdmin?x=1')).json()).toEqual({ success: true, data: false });
  });
});

describe('GET /api/home/roles', () => {
  test("lists the caller's enabled roles, named in the caller's language", async () => {
    expect((await admin.get('/api/home/roles')).json().data).toEqual([{ roleCode: 'admin', name: '系统管理员', isAdmin: true }]);
    const english = (await staff.get('/api/home/roles', { 'accept-language': 'en-US' })).json().data;
    expect(english).toEqual([{ roleCode: 'staff', name: 'Staff', isAdmin: false }]);
    expect((await formerAdmin.get('/api/home/roles')).json().data).toEqual([]);
    expect((await nobody.get('/api/home/roles')).json().data).toEqual([]);
  });
});

test('every home call needs a session', async () => {
  await expectUnauthorized(t.app, [
    { method: 'POST', url: '/api/home/system' },
    { method: 'POST', url: '/api/home/menu', payload: { systemNo: 'FSSC', applicationNo: '10' } },
    { method: 'POST', url: '/api/home/setting_menu', payload: {} },
    { method: 'GET', url: '/api/home/links' },
    { method: 'GET', url: '/api/home/isAdmin' },
    { method: 'GET', url: '/api/home/roles' },
  ]);
});
