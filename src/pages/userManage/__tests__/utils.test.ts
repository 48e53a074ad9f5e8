import {
  accountProblem,
  changeBody,
  createBody,
  emailProblem,
  filterOf,
  filterOrgTree,
  jobNoProblem,
  listQuery,
  nameProblem,
  orgChangeBody,
  orgCreateBody,
  orgFormValues,
  orgNameProblem,
  orgNoProblem,
  orgParentOptions,
  orgTreeData,
  phoneProblem,
  problemRule,
  sameIds,
  type FieldModes,
} from '../utils';
import { org } from './orgs';

const FULL: FieldModes = { account: 'full', name: 'full', jobNo: 'full', email: 'full', phone: 'full', orgId: 'full' };

const user = {
  id: 7,
  userNo: 'U007',
  account: 'alice',
  name: 'Alice',
  jobNo: 'J007',
  email: 'alice@fssc.cn',
  phone: null,
  orgId: 3,
  orgName: 'Finance',
  status: 1,
  locked: false,
  lockedUntil: null,
  createdAt: '2025-04-01T00:00:00.000Z',
  updatedAt: '2025-04-01T00:00:00.000Z',
};

describe('user field rules', () => {
  it('accepts mainland mobile numbers and an empty phone, refuses others', () => {
    ['13800138000', '19912345678', '', undefined, ' 15000000000 '].forEach((phone) =>
      expect(phoneProblem(phone)).toBeUndefined(),
    );
    ['12800138000', '1380013800', '138001380001', '+8613800138000', '1380013800a', '23800138000'].forEach((phone) =>
      expect(phoneProblem(phone)).toEqual({ id: 'userManage.form.phone.invalid' }),
    );
  });

  it('requires an e-mail address of the format the server takes', () => {
    ['alice@fssc.cn', 'a.b+c@mail.example.com', 'X_Y@sub-domain.org'].forEach((email) =>
      expect(emailProblem(email)).toBeUndefined(),
    );
    expect(emailProblem('')).toEqual({ id: 'userManage.form.email.required' });
    expect(emailProblem('   ')).toEqual({ id: 'userManage.form.email.required' });
    ['alice', 'alice@', '@fssc.cn', 'a b@fssc.cn', 'alice@fssc..cn', 'alice@-fssc.cn', 'alice@fssc.cn.'].forEach(
      (email) => expect(emailProblem(email)).toEqual({ id: 'userManage.form.email.invalid' }),
    );
    expect(emailProblem(`${'a'.repeat(121)}@fssc.cn`)).toEqual({
      id: 'userManage.form.email.max',
      values: { max: 128 },
    });
  });

  it('requires an account of letters, digits and _ . @ - of at most 64 characters', () => {
    ['alice', 'alice.wang', 'a_b-c@fssc.cn', 'A1', 'x'.repeat(64)].forEach((account) =>
      expect(accountProblem(account)).toBeUndefined(),
    );
    expect(accountProblem(undefined)).toEqual({ id: 'userManage.form.account.required' });
    ['alice wang', '王小丽', 'a/b', 'a#b', ' alice'].forEach((account) =>
      expect(accountProblem(account)).toEqual({ id: 'userManage.form.account.pattern' }),
    );
    expect(accountProblem('x'.repeat(65))).toEqual({ id: 'userManage.form.account.max', values: { max: 64 } });
  });

  it('requires the name and the job number within their lengths', () => {
    expect(nameProblem('王小丽')).toBeUndefined();
    expect(nameProblem(' ')).toEqual({ id: 'userManage.form.name.required' });
    expect(nameProblem('n'.repeat(65))).toEqual({ id: 'userManage.form.name.max', values: { max: 64 } });
    expect(jobNoProblem('J001')).toBeUndefined();
    expect(jobNoProblem('')).toEqual({ id: 'userManage.form.jobNo.required' });
    expect(jobNoProblem('j'.repeat(33))).toEqual({ id: 'userManage.form.jobNo.max', values: { max: 32 } });
  });
});

describe('user bodies', () => {
  const values = {
    account: ' bob ',
    name: ' Bob ',
    jobNo: 'J008',
    email: 'bob@fssc.cn',
    phone: '',
    orgId: undefined,
    roleIds: [1],
    postIds: [2],
  };

  it('creates with the writable fields only, leaving out an empty phone and organisation', () => {
    expect(createBody(values, FULL)).toEqual({ account: 'bob', name: 'Bob', jobNo: 'J008', email: 'bob@fssc.cn' });
    expect(
      createBody({ ...values, phone: '13800138000', orgId: 4 }, { ...FULL, jobNo: 'readonly', email: 'hidden' }),
    ).toEqual({ account: 'bob', name: 'Bob', phone: '13800138000', orgId: 4 });
  });

  it('changes only what differs, clears with null and never sends restricted fields', () => {
    const same = { account: 'alice', name: 'Alice', jobNo: 'J007', email: 'alice@fssc.cn', phone: '', orgId: 3 };
    expect(changeBody(same, user, FULL)).toEqual({});
    expect(changeBody({ ...same, name: 'Alice W', phone: '13800138000', orgId: undefined }, user, FULL)).toEqual({
      name: 'Alice W',
      phone: '13800138000',
      orgId: null,
    });
    expect(
      changeBody({ ...same, name: 'Alice W', jobNo: 'J9' }, user, { ...FULL, name: 'readonly', jobNo: 'hidden' }),
    ).toEqual({});
  });

  it('compares id lists as sets', () => {
    expect(sameIds([1, 2], [2, 1])).toBe(true);
    expect(sameIds([1, 2], [1])).toBe(false);
    expect(sameIds([], [])).toBe(true);
  });
});

describe('list query', () => {
  it('sends only what is set, the status as a number and a sorter the server knows', () => {
    expect(
      listQuery({ current: 2, pageSize: 20, keyword: ' al ', status: '0', orgId: 5 }, { name: 'descend' }),
    ).toEqual({
      current: 2,
      pageSize: 20,
      keyword: 'al',
      status: 0,
      orgId: 5,
      sorter: 'name:descend',
    });
    expect(listQuery({ current: 1, pageSize: 10, keyword: '', status: '' }, { account: null as never })).toEqual({
      current: 1,
      pageSize: 10,
    });
    expect(listQuery({ current: 1 }, { email: 'ascend' })).toEqual({ current: 1 });
  });

  it('exports with the filters and order but not the page', () => {
    expect(filterOf({ current: 3, pageSize: 10, keyword: 'a', orgId: 2, sorter: 'createdAt:ascend' })).toEqual({
      keyword: 'a',
      orgId: 2,
      sorter: 'createdAt:ascend',
    });
  });
});

describe('organisation tree search', () => {
  const tree = [
    {
      key: 1,
      value: 1,
      title: 'Head office',
      children: [
        { key: 2, value: 2, title: 'Finance', children: [{ key: 4, value: 4, title: 'Payables', children: [] }] },
        { key: 3, value: 3, title: 'HR', children: [] },
      ],
    },
  ];

  it('keeps the matches with their ancestors', () => {
    const found = filterOrgTree(tree, 'pay');
    expect(found).toHaveLength(1);
    expect(found[0].key).toBe(1);
    expect(found[0].children.map((c) => c.key)).toEqual([2]);
    expect(found[0].children[0].children.map((c) => c.key)).toEqual([4]);
    expect(filterOrgTree(tree, 'nothing')).toEqual([]);
    expect(filterOrgTree(tree, '  ')).toEqual(tree);
  });
});

describe('organisation form', () => {
  it('requires a number of letters, digits, _ and - of at most 32 characters', () => {
    ['FIN', 'fin_01', 'A-B', 'F'.repeat(32)].forEach((orgNo) => expect(orgNoProblem(orgNo)).toBeUndefined());
    expect(orgNoProblem(undefined)).toEqual({ id: 'userManage.org.field.orgNo.required' });
    expect(orgNoProblem('  ')).toEqual({ id: 'userManage.org.field.orgNo.required' });
    ['FIN 01', 'F'.repeat(33), '财务', 'a.b'].forEach((orgNo) =>
      expect(orgNoProblem(orgNo)).toEqual({ id: 'userManage.org.field.orgNo.pattern', values: { max: 32 } }),
    );
  });

  it('requires the name, not the English name, both of at most 128 characters', () => {
    expect(orgNameProblem('财务部')).toBeUndefined();
    expect(orgNameProblem(' ')).toEqual({ id: 'userManage.org.field.name.required' });
    expect(orgNameProblem(undefined, true)).toBeUndefined();
    expect(orgNameProblem('名'.repeat(128))).toBeUndefined();
    const tooLong = { id: 'userManage.org.field.max', values: { max: 128 } };
    expect(orgNameProblem('名'.repeat(129))).toEqual(tooLong);
    expect(orgNameProblem('N'.repeat(129), true)).toEqual(tooLong);
  });

  it('gives the form the message of a problem and passes a good value', async () => {
    const t = (id: string, values?: object) => `${id} ${JSON.stringify(values ?? {})}`;
    const rule = problemRule(t, orgNoProblem) as {
      required: boolean;
      validator: (...args: unknown[]) => Promise<void>;
    };
    expect(rule.required).toBe(true);
    await expect(rule.validator({}, 'FIN')).resolves.toBeUndefined();
    await expect(rule.validator({}, 'FIN 01')).rejects.toThrow('userManage.org.field.orgNo.pattern {"max":32}');
  });

  it('disables the edited organisation and everything below it as parent', () => {
    const orgs = [
      org(1, null, 'HQ', '总部', [
        org(2, 1, 'FIN', '财务部', [org(4, 2, 'AP', '应付组')]),
        org(3, 1, 'HR', '人力资源部'),
      ]),
    ];
    const [hq] = orgParentOptions(orgTreeData(orgs, 'zh-CN'), 2);
    const [finance, hr] = hq.children;
    expect(hq.disabled).toBe(false);
    expect(finance.disabled).toBe(true);
    expect(finance.children[0]).toMatchObject({ value: 4, title: '应付组', disabled: true });
    expect(hr.disabled).toBe(false);
    // A new organisation may go anywhere.
    expect(orgParentOptions(orgTreeData(orgs, 'zh-CN'))[0].children[0].children[0].disabled).toBe(false);
  });

  it('sends an English name only when given and clears it with null', () => {
    const finance = { ...org(2, 1, 'FIN', '财务部'), nameEn: 'Finance' };
    const same = { parentId: 1, orgNo: 'FIN', name: '财务部', nameEn: 'Finance', sort: 2, status: true };
    expect(orgCreateBody({ orgNo: 'AR', name: '应收组', nameEn: ' ' })).toEqual({
      parentId: null,
      orgNo: 'AR',
      name: '应收组',
      sort: 0,
      status: 1,
    });
    expect(orgChangeBody(same, finance)).toEqual({});
    expect(orgChangeBody({ ...same, parentId: undefined, nameEn: '', sort: null }, finance)).toEqual({
      parentId: null,
      nameEn: null,
      sort: 0,
    });
  });

  it('edits an organisation as saved and sends only what changed', () => {
    const hr = org(3, 1, 'HR', '人力资源部');
    expect(orgFormValues(hr)).toEqual({
      parentId: 1,
      orgNo: 'HR',
      name: '人力资源部',
      nameEn: '',
      sort: 3,
      status: true,
    });
    expect(orgChangeBody(orgFormValues(hr), hr)).toEqual({});
    expect(orgChangeBody({ ...orgFormValues(hr), name: '人事部', status: false }, hr)).toEqual({
      name: '人事部',
      status: 0,
    });
  });
});
