/**
 * Demo tasks in every state, moved there through the task transitions (with their history,
 * dispatch log and messages), and two dispatch rules of the expense review department.
 */
import type { Database } from '../client';
import { insertMessages } from '../repositories/messages';
import { insertRule } from '../repositories/taskRules';
import { drawTaskIds, insertTasks, logManualDispatch, taskNoOf, type NewTask } from '../repositories/tasks/tasks';
import { taskTypesByCode } from '../repositories/tasks/taskTypes';
import { applyTransition, lockTask, type TaskRow } from '../repositories/tasks/transitions';
import { TASK_STATUS, taskMyLink, type TaskStatus } from '../../plugins/tasks/constants';
import { taskMessage } from '../../plugins/tasks/notify';
import { shownTime } from '../../plugins/tasks/answers';
import { DEMO_CLERK_ACCOUNT } from './accounts';
import type { DemoPeople } from './people';
import type { Random } from './random';

const HOUR = 3_600_000;

type TypeCode = 'reimbursementReview' | 'invoiceCheck' | 'payment' | 'voucher';

interface TaskKind {
  type: TypeCode;
  orgNos: string[];
  sourceSystem: string;
  refPrefix: string;
  amount: [number, number] | null;
  title: (random: Random, applicant: string) => string;
  done: string[];
  returned: string[];
}

const CITIES = ['上海', '北京', '深圳', '广州', '成都', '武汉', '杭州', '西安', '南京', '重庆'];
const SUPPLIERS = ['华东电气设备有限公司', '中联物流股份有限公司', '博远信息技术有限公司', '恒信办公用品有限公司', '金桥建设工程有限公司', '新达包装材料有限公司'];
const DAILY_ITEMS = ['办公用品采购', '业务招待费', '市内交通费', '培训费', '通讯费', '会议费'];
const VOUCHER_ITEMS = ['固定资产折旧', '工资计提', '费用分摊', '收入确认', '往来核销', '汇兑损益'];

const KINDS: TaskKind[] = [
  {
    type: 'reimbursementReview',
    orgNos: ['FSSC-EXP-TRV'],
    sourceSystem: 'EXP',
    refPrefix: 'BX',
    amount: [300, 18_000],
    title: (random, applicant) => `差旅报销 ${applicant} ${random.pick(CITIES)}出差 ${random.int(2, 6)}天`,
    done: ['审核通过，单据齐全', '审核通过，已核减超标住宿费'],
    returned: ['住宿发票抬头与公司名称不符，请重新开具', '缺少出差审批单，请补充后重新提交'],
  },
  {
    type: 'reimbursementReview',
    orgNos: ['FSSC-EXP-DLY'],
    sourceSystem: 'EXP',
    refPrefix: 'BX',
    amount: [80, 8_000],
    title: (random, applicant) => `日常报销 ${applicant} ${random.pick(DAILY_ITEMS)}`,
    done: ['审核通过'],
    returned: ['业务招待费缺少招待事由和人员名单'],
  },
  {
    type: 'invoiceCheck',
    orgNos: ['FSSC-EXP-INV', 'FSSC-TAX-2'],
    sourceSystem: 'INV',
    refPrefix: 'FP',
    amount: [500, 120_000],
    title: (random) => `增值税专用发票查验 No.${String(random.int(10_000_000, 99_999_999))} ${random.pick(SUPPLIERS)}`,
    done: ['查验一致，发票真实有效'],
    returned: ['发票代码与票面信息不一致，请核实'],
  },
  {
    type: 'payment',
    orgNos: ['FSSC-TR-1', 'FSSC-AP-1', 'FSSC-AP-2'],
    sourceSystem: 'ERP',
    refPrefix: 'FK',
    amount: [10_000, 2_000_000],
    title: (random) => `供应商付款 ${random.pick(SUPPLIERS)}`,
    done: ['已付款，网银流水已回单'],
    returned: ['收款账户与合同约定不一致，请业务部门确认'],
  },
  {
    type: 'voucher',
    orgNos: ['FSSC-GL-1', 'FSSC-AR'],
    sourceSystem: 'GL',
    refPrefix: 'PZ',
    amount: null,
    title: (random) => `${random.int(9, 11)}月${random.pick(VOUCHER_ITEMS)}凭证`,
    done: ['凭证已生成并过账'],
    returned: ['分摊比例与成本中心不符，请重新提供'],
  },
];

/** The states the demo's tasks end in, in turn; every state appears. */
const STATES: TaskStatus[] = [
  TASK_STATUS.completed, TASK_STATUS.assigned, TASK_STATUS.inProgress, TASK_STATUS.completed, TASK_STATUS.new,
  TASK_STATUS.queued, TASK_STATUS.inProgress, TASK_STATUS.returned, TASK_STATUS.completed, TASK_STATUS.assigned,
  TASK_STATUS.cancelled, TASK_STATUS.completed, TASK_STATUS.inProgress, TASK_STATUS.assigned,
];

/** The demo clerk's own tasks: a day's work (assigned, started, done) and one returned. */
const CLERK_STATES: TaskStatus[] = [
  TASK_STATUS.assigned, TASK_STATUS.assigned, TASK_STATUS.assigned, TASK_STATUS.inProgress, TASK_STATUS.inProgress,
  TASK_STATUS.completed, TASK_STATUS.completed, TASK_STATUS.completed, TASK_STATUS.returned,
];

const TASKS_PER_KIND = 28;

const CANCEL_REASONS = ['申请人撤回单据', '重复提交，已合并到另一任务'];

/** How a task gets to its state from new. */
const PATHS: Record<TaskStatus, ('dispatch' | 'start' | 'complete' | 'return' | 'queue' | 'cancel')[]> = {
  new: [],
  queued: ['queue'],
  assigned: ['dispatch'],
  inProgress: ['dispatch', 'start'],
  returned: ['dispatch', 'start', 'return'],
  completed: ['dispatch', 'start', 'complete'],
  cancelled: ['cancel'],
};

interface PlannedTask {
  row: Omit<NewTask, 'id' | 'createdBy'>;
  status: TaskStatus;
  assigneeId: number;
  dispatcherId: number;
  createdAt: Date;
  note: string;
}

function planTasks(people: DemoPeople, typeIds: Map<string, number>, random: Random, now: Date): PlannedTask[] {
  const clerk = people.staff.find((person) => person.account === DEMO_CLERK_ACCOUNT)!;
  const plans: PlannedTask[] = [];
  let ref = 0;
  for (const kind of KINDS) {
    const clerkKind = kind.orgNos.includes(clerk.orgNo!);
    for (let i = 0; i < TASKS_PER_KIND; i += 1) {
      const orgNo = kind.orgNos[i % kind.orgNos.length];
      const members = people.staff.filter((person) => person.orgNo === orgNo);
      const [leader, ...workers] = members;
      const forClerk = clerkKind && i < CLERK_STATES.length;
      const status = forClerk ? CLERK_STATES[i] : STATES[plans.length % STATES.length];
      // Finished work spreads over the past ten days; open work came in today or yesterday.
      const final = status === TASK_STATUS.completed || status === TASK_STATUS.cancelled;
      const createdAt = new Date(now.getTime() - ((final ? random.int(1, 9) : random.int(0, 1)) * 24 + random.int(3, 10)) * HOUR);
      const applicant = random.pick(people.staff).name;
      const notes = status === TASK_STATUS.returned ? kind.returned : status === TASK_STATUS.cancelled ? CANCEL_REASONS : kind.done;
      ref += 1;
      plans.push({
        row: {
          typeId: typeIds.get(kind.type)!,
          title: kind.title(random, applicant),
          orgId: people.orgs.get(orgNo)!,
          applicant,
          amount: kind.amount ? (random.int(kind.amount[0] * 100, kind.amount[1] * 100) / 100).toFixed(2) : null,
          currency: 'CNY',
          priority: random.pick([1, 2, 2, 2, 3, 3, 4]),
          sourceSystem: kind.sourceSystem,
          sourceRef: `${kind.refPrefix}2026${String(ref).padStart(6, '0')}`,
          dueAt: new Date(createdAt.getTime() + random.pick([4, 8, 24, 24, 48]) * HOUR),
        },
        status,
        assigneeId: forClerk ? clerk.id : random.pick(workers).id,
        dispatcherId: leader.id,
        createdAt,
        note: random.pick(notes),
      });
    }
  }
  return plans;
}

/** Moves a new task along its path; the messages its assignee was sent. */
async function moveTask(tx: Database, plan: PlannedTask, task: TaskRow): Promise<Parameters<typeof insertMessages>[1]> {
  const path = PATHS[plan.status];
  let at = plan.createdAt.getTime();
  const messages: Parameters<typeof insertMessages>[1] = [];
  for (const transition of path) {
    at += transition === 'dispatch' ? HOUR / 2 : HOUR;
    const now = new Date(at);
    const byAssignee = transition === 'start' || transition === 'complete' || transition === 'return';
    task = await applyTransition(tx, task, transition, {
      actorId: byAssignee ? plan.assigneeId : transition === 'queue' ? null : plan.dispatcherId,
      now,
      assigneeId: transition === 'dispatch' ? plan.assigneeId : undefined,
      note: transition === 'complete' || transition === 'return' || transition === 'cancel' ? plan.note : undefined,
    });
    if (transition === 'dispatch') {
      await logManualDispatch(tx, [{ taskId: task.id, assigneeId: plan.assigneeId, actorId: plan.dispatcherId }], now);
      const message = taskMessage('assigned', { userId: plan.assigneeId, link: taskMyLink(task.id) }, task.taskNo, { title: task.title, due: shownTime(task.dueAt) }, now);
      messages.push({ ...message.row, readAt: plan.status === TASK_STATUS.assigned ? null : now });
    }
  }
  return messages;
}

export async function seedDemoTasks(tx: Database, people: DemoPeople, random: Random, now: Date): Promise<void> {
  const typeIds = new Map([...(await taskTypesByCode(tx, KINDS.map((kind) => kind.type)))].map(([code, type]) => [code, type.id]));
  const plans = planTasks(people, typeIds, random, now);
  const ids = await drawTaskIds(tx, plans.length);
  // insertTasks stamps one creation time per call: one call per creation time.
  const byCreation = new Map<number, number[]>();
  plans.forEach((plan, i) => byCreation.set(plan.createdAt.getTime(), [...(byCreation.get(plan.createdAt.getTime()) ?? []), i]));
  for (const [at, indexes] of byCreation) {
    await insertTasks(tx, indexes.map((i) => ({ ...plans[i].row, id: ids[i], createdBy: plans[i].dispatcherId })), null, new Date(at));
  }
  const messages: Parameters<typeof insertMessages>[1] = [];
  for (const [i, plan] of plans.entries()) {
    if (plan.status === TASK_STATUS.new) continue;
    const task = await lockTask(tx, ids[i]);
    if (!task || task.taskNo !== taskNoOf(ids[i])) throw new Error(`demo task ${ids[i]} is missing`);
    messages.push(...(await moveTask(tx, plan, task)));
  }
  await insertMessages(tx, messages);
  await seedDemoRules(tx, people, now);
}

/** Travel and daily reimbursements go round the expense reviewers; large payments to the least loaded payment reviewer. */
async function seedDemoRules(tx: Database, people: DemoPeople, now: Date): Promise<void> {
  const managerOf = (orgNo: string) => people.staff.find((person) => person.orgNo === orgNo)!;
  const expense = managerOf('FSSC-EXP');
  const treasury = managerOf('FSSC-TR');
  await insertRule(
    tx,
    {
      name: '报销审核轮流分派',
      sort: 10,
      enabled: true,
      conditions: [{ field: 'type', operator: 'eq', value: 'reimbursementReview' }],
      targetKind: 'group',
      targetIds: [people.groups.get('G-REVIEW')!],
      strategy: 'roundRobin',
      cap: 8,
      ownerId: expense.id,
      orgId: expense.orgId,
      createdBy: expense.id,
    },
    now,
  );
  await insertRule(
    tx,
    {
      name: '大额付款复核',
      sort: 20,
      enabled: true,
      conditions: [
        { field: 'type', operator: 'eq', value: 'payment' },
        { field: 'amount', operator: 'gte', value: 100_000 },
      ],
      targetKind: 'group',
      targetIds: [people.groups.get('G-PAY')!],
      strategy: 'leastLoaded',
      cap: null,
      ownerId: treasury.id,
      orgId: treasury.orgId,
      createdBy: treasury.id,
    },
    now,
  );
}
