import { ROLE_CODE_PATTERN } from '../../../../server/plugins/roles/constants';
import {
  allCheckState,
  allPages,
  applicationTabs,
  changedModules,
  checkedMenuLeaves,
  chosenOrgRows,
  fieldRightsToSave,
  groupIdsOfRole,
  menusChanged,
  postIdsOfRole,
  scopeBody,
  scopeError,
  sorterParam,
  toggleAction,
} from '../utils';

const menu = (id: number, children: any[] = []) => ({ id, name: `Menu ${id}`, nameEn: null, children }) as any;
const org = (id: number, name: string, children: any[] = []) =>
  ({ id, orgNo: `O${id}`, name, nameEn: `${name} EN`, children }) as any;

describe('changedModules', () => {
  it('lists only edited modules whose buttons differ, with their new actions', () => {
    const initial = { user: ['view', 'create'], org: ['view'] };
    const edited = {
      user: ['create', 'view'], // same set in another order: unchanged
      org: ['view', 'update'],
      post: ['view'], // not granted before
      menu: [], // nothing before, nothing now
    };
    expect(changedModules(initial, edited)).toEqual([
      { moduleNo: 'org', actions: ['view', 'update'] },
      { moduleNo: 'post', actions: ['view'] },
    ]);
  });

  it('sends an empty list when every button of a module is taken away', () => {
    expect(changedModules({ user: ['view'] }, { user: [] })).toEqual([{ moduleNo: 'user', actions: [] }]);
  });

  it('finds nothing when nothing was edited', () => {
    expect(changedModules({ user: ['view'] }, {})).toEqual([]);
  });
});

describe('toggleAction', () => {
  it('ticks or clears one button and keeps the button order', () => {
    const buttons = ['view', 'create', 'delete'];
    expect(toggleAction(buttons, ['delete', 'view'], 'create', true)).toEqual(['view', 'create', 'delete']);
    expect(toggleAction(buttons, ['view', 'create'], 'view', false)).toEqual(['create']);
  });
});

describe('allCheckState', () => {
  const buttons = ['view', 'create', 'delete'];

  it('is checked when every button is granted', () => {
    expect(allCheckState(buttons, ['delete', 'view', 'create'])).toEqual({ checked: true, indeterminate: false });
  });

  it('is indeterminate when some are', () => {
    expect(allCheckState(buttons, ['view'])).toEqual({ checked: false, indeterminate: true });
  });

  it('is clear when none are, and for a module without buttons', () => {
    expect(allCheckState(buttons, [])).toEqual({ checked: false, indeterminate: false });
    expect(allCheckState([], [])).toEqual({ checked: false, indeterminate: false });
  });

  it('ignores granted codes that are not buttons of the module', () => {
    expect(allCheckState(['view'], ['view', 'export'])).toEqual({ checked: true, indeterminate: false });
  });
});

describe('data scope', () => {
  it('requires a scope, and at least one organisation for custom organisations', () => {
    expect(scopeError(undefined, [])).toBe('roleManage.dataScope.required');
    expect(scopeError(2, [])).toBe('roleManage.dataScope.orgsRequired');
    expect(scopeError(2, [7])).toBeUndefined();
    expect(scopeError(1, [])).toBeUndefined();
    expect(scopeError(5, [])).toBeUndefined();
  });

  it('sends organisations only with custom organisations', () => {
    expect(scopeBody(2, [3, 4])).toEqual({ dataScope: 2, orgIds: [3, 4] });
    expect(scopeBody(4, [3, 4])).toEqual({ dataScope: 4 });
  });

  it('lists the chosen organisations in tree order with their path', () => {
    const tree = [org(1, 'Head', [org(2, 'Finance', [org(3, 'Payables')]), org(4, 'Sales')])];
    expect(chosenOrgRows(tree, [3, 1, 99], 'zh-CN')).toEqual([
      { id: 1, orgNo: 'O1', name: 'Head', path: 'Head' },
      { id: 3, orgNo: 'O3', name: 'Payables', path: 'Head / Finance / Payables' },
    ]);
    expect(chosenOrgRows(tree, [4], 'en-US')).toEqual([
      { id: 4, orgNo: 'O4', name: 'Sales EN', path: 'Head EN / Sales EN' },
    ]);
  });
});

describe('menus', () => {
  const tree = [menu(1, [menu(2), menu(3)]), menu(4)];

  it('checks granted leaves only, so a granted directory does not check all its pages', () => {
    expect(checkedMenuLeaves(tree, [1, 2, 4])).toEqual([2, 4]);
  });

  it("compares the choice with the role's menus of this application only", () => {
    // 50 belongs to another application.
    expect(menusChanged(tree, [1, 2, 50], [2, 1])).toBe(false);
    expect(menusChanged(tree, [1, 2, 50], [1, 2, 3])).toBe(true);
    expect(menusChanged(tree, [], [])).toBe(false);
  });
});

describe('sorterParam', () => {
  it('maps the table sort to field:order and drops unknown fields', () => {
    expect(sorterParam({ roleCode: 'ascend' })).toBe('roleCode:ascend');
    expect(sorterParam({ createdAt: 'descend' })).toBe('createdAt:descend');
    expect(sorterParam({ userCount: 'ascend' })).toBeUndefined();
    expect(sorterParam({ name: null })).toBeUndefined();
    expect(sorterParam({})).toBeUndefined();
  });
});

describe('allPages', () => {
  it('reads page after page until the total is reached', async () => {
    const rows = Array.from({ length: 230 }, (_, i) => i);
    const fetchPage = jest.fn(async (current, pageSize) => ({
      list: rows.slice((current - 1) * pageSize, current * pageSize),
      total: rows.length,
    }));
    expect(await allPages(fetchPage)).toEqual(rows);
    expect(fetchPage.mock.calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
  });

  it('stops at a short page', async () => {
    const fetchPage = jest.fn(async () => ({ list: [1, 2], total: 2 }));
    expect(await allPages(fetchPage)).toEqual([1, 2]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('the rest', () => {
  it('accepts role codes that start with a letter, up to 64 characters', () => {
    const roleCode = new RegExp(ROLE_CODE_PATTERN);
    expect(roleCode.test('finance_audit1')).toBe(true);
    expect(roleCode.test('1finance')).toBe(false);
    expect(roleCode.test('finance-audit')).toBe(false);
    expect(roleCode.test(`a${'b'.repeat(63)}`)).toBe(true);
    expect(roleCode.test(`a${'b'.repeat(64)}`)).toBe(false);
  });

  it('keeps only restricted fields', () => {
    expect(fieldRightsToSave({ account: 'full', email: 'hidden', phone: 'readonly' })).toEqual({
      email: 'hidden',
      phone: 'readonly',
    });
  });

  it('finds the groups and posts giving a role', () => {
    const groups = [
      { id: 1, roleIds: [5] },
      { id: 2, roleIds: [6] },
      { id: 3, roleIds: [5, 6] },
    ] as any[];
    expect(groupIdsOfRole(groups, 5)).toEqual([1, 3]);
    const posts = [
      { id: 1, roleIds: [], children: [{ id: 2, roleIds: [5], children: [] }] },
      { id: 3, roleIds: [5], children: [] },
    ] as any[];
    expect(postIdsOfRole(posts, 5)).toEqual([2, 3]);
  });

  it('makes one tab per application, named in the portal language', () => {
    const systems = [
      {
        systemNo: 'FSSC',
        name: '财务共享',
        nameEn: 'FSSC',
        applications: [{ applicationNo: '10', name: '管理后台', nameEn: 'Admin' }],
      },
      {
        systemNo: 'RT',
        name: '零售',
        nameEn: null,
        applications: [{ applicationNo: '30', name: '零售财务', nameEn: null }],
      },
    ] as any[];
    expect(applicationTabs(systems, 'en-US')).toEqual([
      { key: 'FSSC/10', systemNo: 'FSSC', applicationNo: '10', label: 'FSSC / Admin' },
      { key: 'RT/30', systemNo: 'RT', applicationNo: '30', label: '零售 / 零售财务' },
    ]);
  });
});
