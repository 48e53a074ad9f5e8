/**
 * The data dictionary (/api/dictTypes, /api/dictItems, /api/dict): types and items, their checks
 * and 409s, the built-in protections, who may change them (the module right alone: the
 * dictionary is global), the cached read with its ETag, the cache cleared on every change (in
 * this process, and across two processes on PostgreSQL), and a notice saved with a type added
 * through the dictionary.
 */
import { readTypeItems } from '../../server/db/repositories/dictionary';
import { grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { DATA_SCOPE } from '../../server/plugins/roles/constants';
import { dictionaryCache, dictionaryOf } from '../../server/plugins/dictionary/cache';
import { DICT_TYPE_CODE_MAX } from '../../server/plugins/dictionary/constants';
import { APP_START_MS, as, auditRows, createSignedInUser, createTestApp, EN, expectError, expectUnauthorized, onPostgres, secondProcess, type TestApp } from './helpers';

type Caller = ReturnType<typeof as>;

let t: TestApp;
let admin: Caller;
let adminZh: Caller;
let viewer: Caller;
let clerk: Caller;

async function ok(response: { statusCode: number; body: string; json(): { data: unknown } }) {
  expect({ status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({ status: 200, body: '' });
  return response.json().data as any;
}

beforeAll(async () => {
  t = await createTestApp();
  const { cookie } = await createSignedInUser(t, { account: 'dict_admin', roles: ['admin'] });
  admin = as(t.app, cookie, EN);
  adminZh = as(t.app, cookie, { 'accept-language': 'zh-CN' });
  const roleId = (await insertRoleIfAbsent(t.db, { roleCode: 'dict_viewer', name: '字典查看', nameEn: 'Dictionary viewer', dataScope: DATA_SCOPE.self }))!;
  await grantModuleActions(t.db, roleId, 'dictionary', ['view']);
  viewer = as(t.app, (await createSignedInUser(t, { account: 'dict_viewer', roles: ['dict_viewer'] })).cookie, EN);
  clerk = as(t.app, (await createSignedInUser(t, { account: 'dict_clerk' })).cookie, EN);
}, APP_START_MS);
afterAll(() => t?.close());

const itemsOf = async (code: string) => (await ok(await admin.get(`/api/dictTypes/${code}/items`))) as any[];

describe('built-in types', () => {
  test('are seeded with the texts the pages showed, locked where the code relies on them', async () => {
    const types = await ok(await admin.get('/api/dictTypes'));
    expect(types.map((type: any) => type.code)).toEqual(
      expect.arrayContaining(['noticeType', 'noticeLevel', 'feedbackStatus', 'userStatus', 'taskPriority', 'taskStatus']),
    );
    const noticeType = types.find((type: any) => type.code === 'noticeType');
    expect(noticeType).toMatchObject({ builtin: true, closed: false, itemCount: 4, name: '公告类型', nameEn: 'Notice types' });
    expect(types.find((type: any) => type.code === 'taskStatus')).toMatchObject({ builtin: true, closed: true, itemCount: 7 });

    const levels = await itemsOf('noticeLevel');
    expect(levels.map((item) => [item.code, item.label, item.labelEn, item.color, item.locked])).toEqual([
      ['1', '普通', 'Normal', null, true],
      ['2', '重要', 'Important', 'orange', true],
      ['3', '紧急', 'Urgent', 'red', true],
    ]);
    const noticeTypes = await itemsOf('noticeType');
    expect(noticeTypes.map((item) => [item.code, item.locked])).toEqual([
      ['general', true],
      ['policy', false],
      ['deadline', false],
      ['outage', false],
    ]);
  });

  test('keep their code and cannot be deleted; closed types take no item; locked items stay', async () => {
    expectError(await admin.put('/api/dictTypes/taskStatus', { code: 'taskState' }), 409, 'code: the code of the built-in type taskStatus cannot change');
    expectError(await admin.del('/api/dictTypes/taskStatus'), 409, 'The built-in type taskStatus cannot be deleted');
    expectError(
      await admin.post('/api/dictTypes/taskStatus/items', { code: 'parked', label: '搁置', labelEn: 'Parked' }),
      409,
      'Type taskStatus has a fixed set of items; no item can be added',
    );
    const completed = (await itemsOf('taskStatus')).find((item) => item.code === 'completed');
    expectError(await admin.del(`/api/dictItems/${completed.id}`), 409, 'The product relies on item completed; it cannot be deleted');
    expectError(await admin.put(`/api/dictItems/${completed.id}`, { enabled: false }), 409, 'enabled: the product relies on item completed; it cannot be disabled');
    expectError(await admin.put(`/api/dictItems/${completed.id}`, { code: 'done' }), 409, 'code: the product relies on item completed; its code cannot change');
    // Its labels, colour and place can change, and its type's names.
    const changed = await ok(await admin.put(`/api/dictItems/${completed.id}`, { label: '已办结', color: '#52c41a', sort: 5 }));
    expect(changed).toMatchObject({ code: 'completed', label: '已办结', color: '#52c41a', sort: 5, locked: true });
    await ok(await admin.put('/api/dictTypes/taskStatus', { name: '任务状态（流转）' }));
    await ok(await admin.put(`/api/dictItems/${completed.id}`, { label: '已完成', color: 'success', sort: 60 }));
  });
});

describe('types and items', () => {
  test('are created, changed, reordered and deleted, each change in the operation log', async () => {
    const type = await ok(
      await admin.post('/api/dictTypes', { code: 'expenseKind', name: '费用类别', nameEn: 'Expense kinds', remark: 'Travel and more' }),
    );
    expect(type).toMatchObject({ code: 'expenseKind', builtin: false, closed: false, itemCount: 0 });
    const travel = await ok(await admin.post('/api/dictTypes/expenseKind/items', { code: 'travel', label: '差旅', labelEn: 'Travel', color: 'blue' }));
    const meals = await ok(await admin.post('/api/dictTypes/expenseKind/items', { code: 'meals', label: '餐费', labelEn: 'Meals' }));
    const office = await ok(await admin.post('/api/dictTypes/expenseKind/items', { code: 'office', label: '办公', labelEn: 'Office', enabled: false }));
    expect([travel.sort, meals.sort, office.sort]).toEqual([10, 20, 30]);

    const reordered = await ok(await admin.put('/api/dictTypes/expenseKind/items/order', { ids: [office.id, travel.id, meals.id] }));
    expect(reordered.map((item: any) => [item.code, item.sort])).toEqual([
      ['office', 10],
      ['travel', 20],
      ['meals', 30],
    ]);
    expectError(await admin.put('/api/dictTypes/expenseKind/items/order', { ids: [office.id, travel.id] }), 400, 'ids: list every item of the type, in the new order');

    const renamed = await ok(await admin.put(`/api/dictItems/${meals.id}`, { code: 'meal', labelEn: 'Meal', color: null }));
    expect(renamed).toMatchObject({ code: 'meal', labelEn: 'Meal', color: null });
    await ok(await admin.put('/api/dictTypes/expenseKind', { code: 'costKind', nameEn: 'Cost kinds' }));
    expect((await itemsOf('costKind')).map((item) => item.code)).toEqual(['office', 'travel', 'meal']);

    await ok(await admin.del(`/api/dictItems/${office.id}`));
    expect((await itemsOf('costKind')).map((item) => item.code)).toEqual(['travel', 'meal']);
    await ok(await admin.del('/api/dictTypes/costKind'));
    expectError(await admin.get('/api/dictTypes/costKind/items'), 404, 'Dictionary type not found');

    const created = await auditRows(t.db, 'dictionary.item.create');
    expect(created.find((row) => row.target === `${travel.id} expenseKind.travel`)).toMatchObject({ result: 'success' });
    expect(created.find((row) => row.target === 'taskStatus parked')).toMatchObject({ result: 'failure' });
    const deleted = (await auditRows(t.db, 'dictionary.type.delete')).find((row) => row.result === 'success');
    expect(deleted?.detail).toMatchObject({ before: { code: 'costKind' }, items: [{ code: 'travel' }, { code: 'meal' }] });
    expect(await auditRows(t.db, 'dictionary.item.reorder')).toHaveLength(2);
    expect((await auditRows(t.db, 'dictionary.item.reorder'))[1]).toMatchObject({ result: 'failure' });
  });

  test('the form checks name the field: code pattern, lengths, colour', async () => {
    const type = { code: 'badType', name: '类型', nameEn: 'Type' };
    expectError(await admin.post('/api/dictTypes', { ...type, code: '9lives' }), 400, /^body\.code|code/);
    expectError(await admin.post('/api/dictTypes', { ...type, code: 'x'.repeat(DICT_TYPE_CODE_MAX + 1) }), 400, /code/);
    expectError(await admin.post('/api/dictTypes', { ...type, name: '' }), 400, /name/);
    expectError(
      await admin.post('/api/dictTypes/noticeType/items', { code: 'memo', label: '备忘', labelEn: 'Memo', color: 'rainbow' }),
      400,
      /color/,
    );
    expectError(await admin.post('/api/dictTypes/noticeType/items', { code: 'a b', label: '备忘', labelEn: 'Memo' }), 400, /code/);
  });

  test('a taken code answers 409 naming it', async () => {
    expectError(await admin.post('/api/dictTypes', { code: 'noticeType', name: '重复', nameEn: 'Again' }), 409, 'code: dictionary type code noticeType is already in use');
    expectError(
      await admin.post('/api/dictTypes/noticeType/items', { code: 'policy', label: '政策', labelEn: 'Policy' }),
      409,
      'code: item code policy is already in use in type noticeType',
    );
    const policy = (await itemsOf('noticeType')).find((item) => item.code === 'policy');
    expectError(await admin.put(`/api/dictItems/${policy.id}`, { code: 'deadline' }), 409, 'code: item code deadline is already in use in type noticeType');
    expectError(await admin.put('/api/dictItems/999999', { label: 'x' }), 404, 'Dictionary item not found');
    expectError(await admin.del('/api/dictTypes/noSuchType'), 404, 'Dictionary type not found');
  });
});

describe('who may', () => {
  test('read the lists and items with dictionary:view, and change nothing without the right', async () => {
    await ok(await viewer.get('/api/dictTypes'));
    await ok(await viewer.get('/api/dictTypes/noticeType/items'));
    expectError(await viewer.post('/api/dictTypes', { code: 'mine', name: '我的', nameEn: 'Mine' }), 403, /^Forbidden: you lack the "create" right of module Data dictionary/, 'FORBIDDEN');
    const policy = (await itemsOf('noticeType')).find((item) => item.code === 'policy');
    expectError(await viewer.put(`/api/dictItems/${policy.id}`, { label: 'x' }), 403, /"update" right/, 'FORBIDDEN');
    expectError(await viewer.del(`/api/dictItems/${policy.id}`), 403, /"delete" right/, 'FORBIDDEN');
    expectError(await clerk.get('/api/dictTypes'), 403, /"view" right/, 'FORBIDDEN');
  });

  test('read a dictionary for forms when signed in, whatever their rights', async () => {
    const answer = await ok(await clerk.get('/api/dict/noticeLevel'));
    expect(answer).toEqual({
      code: 'noticeLevel',
      name: 'Notice importance',
      items: [
        { code: '1', label: 'Normal', labelZh: '普通', labelEn: 'Normal', color: null, enabled: true },
        { code: '2', label: 'Important', labelZh: '重要', labelEn: 'Important', color: 'orange', enabled: true },
        { code: '3', label: 'Urgent', labelZh: '紧急', labelEn: 'Urgent', color: 'red', enabled: true },
      ],
    });
    await expectUnauthorized(t.app, [
      { method: 'GET', url: '/api/dict/noticeLevel' },
      { method: 'GET', url: '/api/dict?codes=noticeLevel' },
      { method: 'GET', url: '/api/dictTypes' },
    ]);
    expectError(await clerk.get('/api/dict/noSuchType'), 404, 'Dictionary type not found');
  });
});

describe('the read for forms', () => {
  test('answers the caller’s language, enabled items first, several types at once', async () => {
    const zh = await ok(await adminZh.get('/api/dict?codes=taskPriority,userStatus,noSuchType'));
    expect(Object.keys(zh)).toEqual(['taskPriority', 'userStatus']);
    expect(zh.userStatus.items.map((item: any) => item.label)).toEqual(['启用', '停用']);
    expect(zh.taskPriority.name).toBe('任务优先级');

    const noticeTypes = await itemsOf('noticeType');
    const outage = noticeTypes.find((item) => item.code === 'outage');
    await ok(await admin.put(`/api/dictItems/${outage.id}`, { enabled: false }));
    await ok(await admin.put('/api/dictTypes/noticeType/items/order', { ids: [...noticeTypes].reverse().map((item) => item.id) }));
    const read = await ok(await admin.get('/api/dict/noticeType'));
    expect(read.items.map((item: any) => [item.code, item.enabled])).toEqual([
      ['deadline', true],
      ['policy', true],
      ['general', true],
      ['outage', false],
    ]);
    await ok(await admin.put('/api/dictTypes/noticeType/items/order', { ids: noticeTypes.map((item) => item.id) }));
    await ok(await admin.put(`/api/dictItems/${outage.id}`, { enabled: true }));
    expectError(await admin.get('/api/dict?codes=a,,b'), 400, /codes/);
  });

  test('carries an ETag: the same answer is 304, a change or another language is not', async () => {
    const first = await clerk.get('/api/dict/taskPriority');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+-en-US"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await clerk.get('/api/dict/taskPriority', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await clerk.get('/api/dict/taskPriority', { 'if-none-match': etag, 'accept-language': 'zh-CN' })).statusCode).toBe(200);

    const high = (await itemsOf('taskPriority')).find((item) => item.code === '3');
    await ok(await admin.put(`/api/dictItems/${high.id}`, { labelEn: 'High!' }));
    const changed = await clerk.get('/api/dict/taskPriority', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.items[2].label).toBe('High!');
    await ok(await admin.put(`/api/dictItems/${high.id}`, { labelEn: 'High' }));

    const several = await clerk.get('/api/dict?codes=taskPriority,userStatus');
    expect((await clerk.get('/api/dict?codes=taskPriority,userStatus', { 'if-none-match': several.headers.etag as string })).statusCode).toBe(304);
  });

  test('is served from the cache, which every change clears at once in this process', async () => {
    const cache = dictionaryOf(t.app);
    await ok(await clerk.get('/api/dict/noticeType'));
    const loads = cache.loads;
    for (let n = 0; n < 5; n += 1) await ok(await clerk.get('/api/dict/noticeType'));
    await ok(await clerk.get('/api/dict?codes=noticeType,taskStatus'));
    expect(cache.loads).toBe(loads);

    const item = await ok(await admin.post('/api/dictTypes/noticeType/items', { code: 'audit', label: '审计通知', labelEn: 'Audit' }));
    const read = await ok(await clerk.get('/api/dict/noticeType'));
    expect(read.items.map((entry: any) => entry.code)).toContain('audit');
    expect(cache.loads).toBe(loads + 1);
    await ok(await admin.del(`/api/dictItems/${item.id}`));
    expect((await ok(await clerk.get('/api/dict/noticeType'))).items.map((entry: any) => entry.code)).not.toContain('audit');
  });

  test('the cache keeps no load that began before a clear, and reloads after its time', async () => {
    let now = 0;
    let version = 1;
    let release: () => void = () => undefined;
    const cache = dictionaryCache(
      async () => {
        const seen = version;
        if (seen === 1) await new Promise<void>((resolve) => (release = resolve));
        return { types: [{ id: 1, code: `v${seen}` } as any], items: [] };
      },
      { ttlMs: 1000, now: () => now },
    );
    const stale = cache.type('v1');
    cache.clear();
    version = 2;
    release();
    expect(await stale).toBeDefined();
    expect(await cache.type('v2')).toBeDefined();
    expect(cache.loads).toBe(2);
    version = 3;
    expect(await cache.type('v2')).toBeDefined();
    now = 1000;
    expect(await cache.type('v3')).toBeDefined();
    expect(cache.loads).toBe(3);
  });
});

describe('items in use', () => {
  test('a notice takes a type added through the dictionary; deleting it then answers 409 naming where', async () => {
    const memo = await ok(await admin.post('/api/dictTypes/noticeType/items', { code: 'memo', label: '备忘', labelEn: 'Memo', color: '#722ed1' }));
    const notice = {
      topic: 'A memo',
      content: '<p>Memo</p>',
      type: 'memo',
      level: 1,
      pinned: false,
      publish: 'draft',
      alsoMessage: false,
      targets: [{ kind: 'all', refId: 0 }],
      attachmentIds: [],
    };
    const created = await ok(await admin.post('/api/noticeManage', notice));
    expect(created.type).toBe('memo');
    expectError(await admin.post('/api/noticeManage', { ...notice, type: 'gossip' }), 400, 'type: gossip is not an enabled item of dictionary noticeType');

    expectError(await admin.del(`/api/dictItems/${memo.id}`), 409, 'Item memo is in use and cannot be deleted: 1 in notices', 'DICT_ITEM_IN_USE');
    expectError(await adminZh.del(`/api/dictItems/${memo.id}`), 409, '字典项 memo 正在使用，不能删除：公告 1 条', 'DICT_ITEM_IN_USE');
    const [refused] = await auditRows(t.db, 'dictionary.item.delete');
    expect(refused).toMatchObject({ result: 'failure' });

    // Disabled, it is no longer offered for new notices, while the notice keeps it.
    await ok(await admin.put(`/api/dictItems/${memo.id}`, { enabled: false }));
    expectError(await admin.post('/api/noticeManage', notice), 400, 'type: memo is not an enabled item of dictionary noticeType');
    await ok(await admin.put(`/api/noticeManage/${created.id}`, { ...notice, topic: 'A memo, changed' }));
  });
});

describe('the built-in items against the tables that use them', () => {
  test('the read from the repository and the cache agree', async () => {
    const fromTables = await readTypeItems(t.db, 'taskStatus');
    const cached = await dictionaryOf(t.app).type('taskStatus');
    expect(cached?.items.map((item) => item.code)).toEqual(fromTables?.items.map((item) => item.code));
  });
});

onPostgres(
  'a change made through one server process is read by another on the same database',
  async () => {
    const second = await secondProcess(t);
    try {
      const { cookie } = await createSignedInUser(t, { account: 'dict_across' });
      const onSecond = as(second, cookie, EN);
      // The second process has the dictionary in its cache.
      expect((await ok(await onSecond.get('/api/dict/noticeType'))).items.map((item: any) => item.code)).not.toContain('across');
      const heard = new Promise<void>((resolve) => {
        const stop = second.push.onEvent('dict', () => {
          stop();
          resolve();
        });
      });
      const item = await ok(await admin.post('/api/dictTypes/noticeType/items', { code: 'across', label: '跨进程', labelEn: 'Across' }));
      await heard;
      expect((await ok(await onSecond.get('/api/dict/noticeType'))).items.map((entry: any) => entry.code)).toContain('across');
      await ok(await admin.del(`/api/dictItems/${item.id}`));
    } finally {
      await second.close();
    }
  },
  APP_START_MS,
);
