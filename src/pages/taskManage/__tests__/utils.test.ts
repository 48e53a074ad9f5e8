import dayjs from 'dayjs';
import {
  amountProblem,
  bulkBody,
  newTaskBody,
  newTypeBody,
  orgTreeData,
  taskFilter,
  taskIdOf,
  taskListQuery,
  typeChange,
  unfitFor,
} from '../utils';

const task = (id: number, status: 'new' | 'queued' | 'assigned' | 'inProgress' | 'returned' | 'completed' | 'cancelled') => ({
  id,
  taskNo: `T${String(id).padStart(8, '0')}`,
  status,
});

describe('task list: filters', () => {
  it('sends every filter the API knows, with the days of the ranges from their first to their last moment', () => {
    const createdFrom = dayjs('2025-04-01');
    const createdTo = dayjs('2025-04-10');
    const query = taskListQuery(
      {
        current: 1,
        pageSize: 10,
        keyword: ' reimb ',
        status: ['queued', 'returned'],
        typeId: '2',
        orgId: 5,
        assigneeId: 9,
        priority: '4',
        sla: 'dueSoon',
        createdAt: [createdFrom, createdTo],
        dueAt: ['2025-04-11', '2025-04-11'],
      },
      { dueAt: 'ascend' },
    );
    expect(query).toEqual({
      current: 1,
      pageSize: 10,
      keyword: 'reimb',
      status: 'queued,returned',
      typeId: 2,
      orgId: 5,
      assigneeId: 9,
      priority: 4,
      sla: 'dueSoon',
      createdFrom: createdFrom.startOf('day').toISOString(),
      createdTo: createdTo.endOf('day').toISOString(),
      dueFrom: dayjs('2025-04-11').startOf('day').toISOString(),
      dueTo: dayjs('2025-04-11').endOf('day').toISOString(),
      sorter: 'dueAt:ascend',
    });
  });

  it('leaves out what is empty or unknown, and the export gets the same filters without the page', () => {
    expect(taskListQuery({ current: 3, keyword: '', status: [], priority: '9', sla: 'x', orgId: '', assigneeId: -1 }, { title: 'ascend' })).toEqual({
      current: 3,
    });
    expect(taskFilter({ keyword: 'a', status: 'new' }, { amount: 'descend' })).toEqual({ keyword: 'a', status: 'new', sorter: 'amount:descend' });
  });
});

describe('task list: bulk actions', () => {
  const selected = [task(1, 'new'), task(2, 'assigned'), task(3, 'inProgress'), task(4, 'completed'), task(5, 'returned')];

  it('tells which selected tasks the state keeps out of an action', () => {
    expect(unfitFor('dispatch', selected).map((item) => item.id)).toEqual([2, 3, 4]);
    expect(unfitFor('reassign', selected).map((item) => item.id)).toEqual([1, 4, 5]);
    expect(unfitFor('cancel', selected).map((item) => item.id)).toEqual([4]);
  });

  it('builds each action’s body, each id once, the texts trimmed', () => {
    expect(bulkBody('dispatch', [1, 5, 1], { assigneeId: 7 })).toEqual({ ids: [1, 5], assigneeId: 7 });
    expect(bulkBody('reassign', [2, 3], { assigneeId: 8, note: '  on leave ' })).toEqual({ ids: [2, 3], assigneeId: 8, note: 'on leave' });
    expect(bulkBody('reassign', [2], { assigneeId: 8, note: '  ' })).toEqual({ ids: [2], assigneeId: 8, note: null });
    expect(bulkBody('cancel', [1], { reason: ' duplicate ' })).toEqual({ ids: [1], reason: 'duplicate' });
  });
});

describe('new task', () => {
  it('checks the amount as the server does: from 0, two decimals, at most 13 digits before the point', () => {
    expect(amountProblem(undefined)).toBeUndefined();
    expect(amountProblem('1,280.50')).toBeUndefined();
    expect(amountProblem('9999999999999.99')).toBeUndefined();
    expect(amountProblem('-1')).toEqual({ id: 'taskManage.form.amount.invalid' });
    expect(amountProblem('1.234')).toEqual({ id: 'taskManage.form.amount.invalid' });
    expect(amountProblem('12345678901234')).toEqual({ id: 'taskManage.form.amount.invalid' });
    expect(amountProblem('1e5')).toEqual({ id: 'taskManage.form.amount.invalid' });
  });

  it('sends the fields trimmed, the amount as exact text, and leaves out empty optional ones', () => {
    expect(
      newTaskBody({
        typeId: 1,
        orgId: 2,
        title: ' Travel claim ',
        applicant: ' Li Ming ',
        amount: '12,345.6',
        currency: 'CNY',
        priority: 3,
        sourceSystem: ' EXP ',
        sourceRef: ' R-1 ',
      }),
    ).toEqual({ typeId: 1, orgId: 2, title: 'Travel claim', applicant: 'Li Ming', amount: '12345.6', currency: 'CNY', priority: 3, sourceSystem: 'EXP', sourceRef: 'R-1' });
    expect(newTaskBody({ typeId: 1, orgId: 2, title: 'x', applicant: ' ', amount: '' })).toEqual({ typeId: 1, orgId: 2, title: 'x', priority: 2 });
  });
});

describe('task types', () => {
  const type = {
    id: 4,
    code: 'payment',
    name: '付款',
    nameEn: 'Payment',
    serviceHours: 4,
    enabled: true,
    sort: 3,
    createdAt: '2025-04-01T00:00:00.000Z',
    updatedAt: '2025-04-01T00:00:00.000Z',
  };

  it('creates with every field, an empty English name as none', () => {
    expect(newTypeBody({ code: ' voucher ', name: ' 凭证 ', nameEn: ' ', serviceHours: 24 })).toEqual({
      code: 'voucher',
      name: '凭证',
      nameEn: null,
      serviceHours: 24,
      enabled: true,
      sort: 0,
    });
  });

  it('changes only what differs', () => {
    expect(typeChange(type, { code: 'payment', name: '付款', nameEn: 'Payment', serviceHours: 8, enabled: true, sort: 3 })).toEqual({ serviceHours: 8 });
    expect(typeChange(type, { code: 'payment', name: '付款', nameEn: '', serviceHours: 4, enabled: false, sort: 3 })).toEqual({ nameEn: null, enabled: false });
    expect(typeChange(type, { code: 'payment', name: '付款', nameEn: 'Payment', serviceHours: 4, enabled: true, sort: 3 })).toBeUndefined();
  });
});

describe('pickers and addresses', () => {
  it('offers the organisations within reach; those above them are shown disabled, only holding the tree', () => {
    const orgs = [
      { id: 1, name: 'Head office', selectable: false, children: [{ id: 2, name: '财务部', selectable: true, children: [] }] },
    ];
    expect(orgTreeData(orgs)).toEqual([
      { value: 1, title: 'Head office', disabled: true, children: [{ value: 2, title: '财务部', disabled: false, children: [] }] },
    ]);
  });

  it('opens a task by a positive whole id only', () => {
    expect(taskIdOf('7')).toBe(7);
    expect(taskIdOf('-7')).toBeUndefined();
  });
});
