/** Demo notices (published, and one each draft, scheduled and expired), feedback in every state and to-dos. */
import type { Database } from '../client';
import { insertFeedback, insertFeedbackReply, updateFeedbackState } from '../repositories/feedback';
import { insertMessages, type NewMessage } from '../repositories/messages';
import { insertNotice, markNoticeRead, type NoticeTarget } from '../repositories/notices';
import { insertTodo, replaceAssignees, replaceMatters, setTodoDone } from '../repositories/todos';
import { FEEDBACK_STATUS, feedbackDetailLink, type FeedbackStatusValue } from '../../plugins/feedback/constants';
import { MESSAGE_LEVELS } from '../../plugins/message/constants';
import { NOTICE_STATUS, type NoticeStatus } from '../../plugins/notice/constants';
import { DEMO_CLERK_ACCOUNT, DEMO_LEADER_ACCOUNT } from './accounts';
import type { DemoPeople } from './people';
import type { Random } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Target = { kind: 'all' } | { kind: 'orgTree'; orgNo: string } | { kind: 'group'; groupNo: string } | { kind: 'post'; postNo: string };

interface DemoNotice {
  topic: string;
  content: string;
  type: 'general' | 'policy' | 'deadline' | 'outage';
  level: 1 | 2 | 3;
  pinned?: boolean;
  status?: NoticeStatus;
  /** Days before now it was published (negative: to come). */
  daysAgo: number | null;
  /** Days after publishing it expires. */
  expiresAfterDays?: number;
  targets: Target[];
  /** Whether the demo leader and clerk have read it. */
  read?: boolean;
  /** Published by the demo leader for their department (else by admin for the center): the notice lists go by it. */
  byLeader?: boolean;
}

const NOTICES: DemoNotice[] = [
  {
    topic: '关于调整2026年度差旅费用报销标准的通知',
    content:
      '<p>各部门：</p><p>根据集团《差旅费管理办法（2026年修订）》，自12月1日起调整差旅住宿标准：一线城市每人每晚不超过600元，其他城市不超过450元。超标部分由个人承担，特殊情况须事前经部门负责人审批。</p><p>报销时请随单上传出差审批单与住宿发票。</p>',
    type: 'policy',
    level: 2,
    pinned: true,
    daysAgo: 6,
    targets: [{ kind: 'all' }],
    read: true,
  },
  {
    topic: '11月月结工作安排',
    content:
      '<p>11月月结将于11月30日开始，请各组注意以下时间节点：</p><ul><li>11月28日18:00前：费用报销单据全部审核完毕；</li><li>11月29日12:00前：应付、应收完成往来核对；</li><li>12月2日：总账组出具月度报表。</li></ul>',
    type: 'deadline',
    level: 2,
    daysAgo: 3,
    expiresAfterDays: 10,
    targets: [{ kind: 'all' }],
  },
  {
    topic: '12月1日起全面推行全电发票，停止接收纸质普通发票',
    content: '<p>为落实税务机关数字化电子发票推广要求，自12月1日起报销只接收全电发票或增值税专用发票。票据审核组将对纸质普通发票作退回处理。</p>',
    type: 'policy',
    level: 2,
    daysAgo: 5,
    targets: [{ kind: 'orgTree', orgNo: 'FSSC-EXP' }, { kind: 'orgTree', orgNo: 'FSSC-TAX' }],
    read: true,
    byLeader: true,
  },
  {
    topic: '财务系统升级停机公告（周六 22:00-24:00）',
    content: '<p>本周六22:00至24:00，费用报销与资金系统升级，期间无法提交单据和发起付款。请提前安排紧急付款。</p>',
    type: 'outage',
    level: 3,
    daysAgo: 1,
    expiresAfterDays: 5,
    targets: [{ kind: 'all' }],
  },
  {
    topic: '费用审核部11月质量抽检结果通报',
    content: '<p>本月共抽检报销单据420份，差错率0.7%，较上月下降0.3个百分点。主要问题：发票抬头错误、招待费缺少人员名单。请各组对照整改。</p>',
    type: 'general',
    level: 1,
    daysAgo: 2,
    targets: [{ kind: 'orgTree', orgNo: 'FSSC-EXP' }],
    byLeader: true,
  },
  {
    topic: '大额付款双人复核流程上线',
    content: '<p>自即日起，单笔10万元及以上的供应商付款由付款复核小组按最少负载原则分派复核，复核通过后方可支付。</p>',
    type: 'policy',
    level: 2,
    daysAgo: 4,
    targets: [{ kind: 'group', groupNo: 'G-PAY' }, { kind: 'post', postNo: 'P-CASH' }],
  },
  {
    topic: '欢迎2026届新同事加入财务共享服务中心',
    content: '<p>欢迎新同事！岗前培训安排在下周一至周三，内容包括报销审核规范、系统操作与内控要求，请准时参加。</p>',
    type: 'general',
    level: 1,
    daysAgo: 8,
    targets: [{ kind: 'group', groupNo: 'G-NEW' }],
  },
  {
    topic: '年度个人所得税汇算清缴培训报名',
    content: '<p>税务管理部将于下月举办个税汇算清缴培训，欢迎各部门报名参加，名额60人。</p>',
    type: 'general',
    level: 1,
    daysAgo: 9,
    targets: [{ kind: 'all' }],
  },
  {
    topic: '2027年度预算编制工作启动（草稿）',
    content: '<p>2027年度预算编制工作将于12月中旬启动，具体安排另行通知。</p>',
    type: 'deadline',
    level: 1,
    status: NOTICE_STATUS.draft,
    daysAgo: null,
    targets: [{ kind: 'all' }],
  },
  {
    topic: '元旦假期付款安排',
    content: '<p>元旦假期期间（1月1日至1月3日）暂停对外付款，12月31日15:00前提交的付款申请当日处理。</p>',
    type: 'deadline',
    level: 2,
    status: NOTICE_STATUS.scheduled,
    daysAgo: -3,
    targets: [{ kind: 'all' }],
  },
  {
    topic: '10月月结工作安排',
    content: '<p>10月月结已于11月3日完成，感谢各组配合。</p>',
    type: 'deadline',
    level: 1,
    daysAgo: 30,
    expiresAfterDays: 7,
    targets: [{ kind: 'all' }],
  },
];

function targetsOf(notice: DemoNotice, people: DemoPeople): NoticeTarget[] {
  return notice.targets.map((target) => {
    if (target.kind === 'all') return { kind: 'all', refId: 0 };
    if (target.kind === 'orgTree') return { kind: 'orgTree', refId: people.orgs.get(target.orgNo)! };
    if (target.kind === 'group') return { kind: 'group', refId: people.groups.get(target.groupNo)! };
    return { kind: 'post', refId: people.posts.get(target.postNo)! };
  });
}

async function seedNotices(tx: Database, people: DemoPeople, adminId: number, now: Date): Promise<void> {
  const readers = people.staff.filter((person) => person.account === DEMO_LEADER_ACCOUNT || person.account === DEMO_CLERK_ACCOUNT);
  const leader = readers.find((person) => person.account === DEMO_LEADER_ACCOUNT)!;
  for (const notice of NOTICES) {
    const publishedAt = notice.daysAgo === null ? null : new Date(now.getTime() - notice.daysAgo * DAY);
    const id = await insertNotice(
      tx,
      {
        topic: notice.topic,
        content: notice.content,
        type: notice.type,
        level: notice.level,
        pinned: notice.pinned ?? false,
        status: notice.status ?? NOTICE_STATUS.published,
        publishedAt,
        expiresAt: publishedAt && notice.expiresAfterDays ? new Date(publishedAt.getTime() + notice.expiresAfterDays * DAY) : null,
        orgId: notice.byLeader ? leader.orgId : people.orgs.get('FSSC')!,
        createdBy: notice.byLeader ? leader.id : adminId,
        createdAt: publishedAt && publishedAt < now ? publishedAt : now,
        updatedAt: now,
      },
      targetsOf(notice, people),
    );
    if (notice.read) for (const reader of readers) await markNoticeRead(tx, id, reader.id, new Date(publishedAt!.getTime() + 2 * HOUR));
  }
}

const FEEDBACK: { content: string; status: FeedbackStatusValue; reply?: string; followUp?: string }[] = [
  { content: '报销单上传附件时，PDF超过5MB就失败，能否放宽限制？', status: FEEDBACK_STATUS.new },
  { content: '移动端查看任务详情时金额显示不全。', status: FEEDBACK_STATUS.new },
  { content: '建议在我的任务里增加按申请人筛选。', status: FEEDBACK_STATUS.new },
  { content: '公告页面的附件下载偶尔很慢。', status: FEEDBACK_STATUS.inProgress },
  { content: '导出的任务清单里希望带上退回原因。', status: FEEDBACK_STATUS.inProgress },
  { content: '待办事项能否设置每周重复提醒？', status: FEEDBACK_STATUS.inProgress },
  { content: '忘记密码后如何重置？', status: FEEDBACK_STATUS.replied, reply: '请联系部门系统联络人或管理员在用户管理中重置，登录后可在个人中心修改密码。' },
  { content: '差旅标准调整后，旧单据按哪个标准审核？', status: FEEDBACK_STATUS.replied, reply: '11月30日前发生的差旅按原标准，之后按新标准审核。' },
  { content: '任务超时提醒太多，能否只提醒组长？', status: FEEDBACK_STATUS.replied, reply: '超时提醒发给处理人和规则负责人，组长可在规则中设为负责人。' },
  { content: '首页收藏夹最多能放多少个页面？', status: FEEDBACK_STATUS.closed, reply: '收藏夹没有数量上限，可拖动排序。', followUp: '明白了，谢谢！' },
  { content: '系统升级后登录页验证码看不清。', status: FEEDBACK_STATUS.closed, reply: '已更换验证码字体，请刷新后再试。', followUp: '现在清楚了。' },
  { content: '希望增加英文界面。', status: FEEDBACK_STATUS.closed, reply: '右上角语言切换可选English。' },
];

async function seedFeedback(tx: Database, people: DemoPeople, adminId: number, random: Random, now: Date): Promise<NewMessage[]> {
  const clerk = people.staff.find((person) => person.account === DEMO_CLERK_ACCOUNT)!;
  const messages: NewMessage[] = [];
  for (const [i, item] of FEEDBACK.entries()) {
    // The clerk sent one of each state, so "My feedback" shows them all.
    const author = i % 3 === 0 ? clerk : random.pick(people.staff);
    const sentAt = new Date(now.getTime() - (FEEDBACK.length - i) * 11 * HOUR);
    const id = await insertFeedback(tx, { userId: author.id, content: item.content, contact: author.phone, screenshotFileId: null }, sentAt);
    if (item.status === FEEDBACK_STATUS.new) continue;
    const repliedAt = new Date(sentAt.getTime() + 3 * HOUR);
    if (item.reply) {
      await insertFeedbackReply(tx, { feedbackId: id, authorId: adminId, fromStaff: true, content: item.reply }, repliedAt);
      messages.push({
        userId: author.id,
        title: '您的反馈有了回复',
        content: item.reply,
        level: MESSAGE_LEVELS.normal,
        group: 'feedback',
        link: feedbackDetailLink(id),
        createdAt: repliedAt,
      });
    }
    if (item.followUp) await insertFeedbackReply(tx, { feedbackId: id, authorId: author.id, fromStaff: false, content: item.followUp }, new Date(repliedAt.getTime() + HOUR));
    await updateFeedbackState(tx, id, { status: item.status, handledBy: adminId }, repliedAt);
  }
  return messages;
}

interface DemoTodo {
  owner: string;
  title: string;
  description?: string;
  dueInDays?: number;
  done?: boolean;
  matters?: [string, boolean][];
  /** Also shared with these accounts. */
  assignees?: string[];
}

const TODOS: DemoTodo[] = [
  {
    owner: DEMO_LEADER_ACCOUNT,
    title: '11月费用审核质量复盘',
    description: '整理抽检差错，周五部门例会通报',
    dueInDays: 2,
    matters: [['汇总各组差错清单', true], ['分析主要差错原因', false], ['准备例会材料', false]],
    assignees: [DEMO_CLERK_ACCOUNT],
  },
  { owner: DEMO_LEADER_ACCOUNT, title: '审批差旅费用组加班申请', dueInDays: 1 },
  { owner: DEMO_LEADER_ACCOUNT, title: '更新报销审核轮流分派规则的上限', done: true },
  { owner: DEMO_CLERK_ACCOUNT, title: '补齐上周退回单据的跟进记录', dueInDays: 1, matters: [['联系申请人', true], ['登记重新提交时间', false]] },
  { owner: DEMO_CLERK_ACCOUNT, title: '学习新版差旅费管理办法', description: '重点：住宿标准与事前审批', dueInDays: 5 },
  { owner: DEMO_CLERK_ACCOUNT, title: '提交11月考勤确认', done: true },
  { owner: 'admin', title: '检查年度角色权限复核', description: '与各部门负责人确认岗位与角色对应', dueInDays: 7 },
  { owner: 'admin', title: '升级前备份数据库', dueInDays: 3, matters: [['备份', false], ['校验备份可恢复', false]] },
];

async function seedTodos(tx: Database, people: DemoPeople, adminId: number, now: Date): Promise<void> {
  const idOf = (account: string) => (account === 'admin' ? adminId : people.staff.find((person) => person.account === account)!.id);
  const orgOf = (account: string) => people.staff.find((person) => person.account === account)?.orgId ?? people.orgs.get('FSSC')!;
  for (const todo of TODOS) {
    const dueAt = todo.dueInDays === undefined ? null : new Date(now.getTime() + todo.dueInDays * DAY);
    const id = await insertTodo(
      tx,
      { title: todo.title, description: todo.description ?? null, dueAt, remindAt: null, remindedAt: null, ownerId: idOf(todo.owner), orgId: orgOf(todo.owner) },
      new Date(now.getTime() - DAY),
    );
    if (todo.matters) await replaceMatters(tx, id, todo.matters.map(([content, done]) => ({ content, done })));
    if (todo.assignees) await replaceAssignees(tx, id, todo.assignees.map(idOf));
    if (todo.done) await setTodoDone(tx, id, true, now);
  }
}

/** A welcome for everyone and an upcoming deadline for the demo leader and clerk. */
function welcomeMessages(people: DemoPeople, now: Date): NewMessage[] {
  return people.staff.map((person) => ({
    userId: person.id,
    title: '欢迎使用财务共享服务中心门户',
    content: '您可以在左侧菜单中打开各项功能，常用页面可加入收藏夹，消息和公告会在右上角提醒。',
    level: MESSAGE_LEVELS.normal,
    group: 'system',
    createdAt: new Date(now.getTime() - 10 * DAY),
    readAt: person.account === DEMO_LEADER_ACCOUNT || person.account === DEMO_CLERK_ACCOUNT ? null : new Date(now.getTime() - 9 * DAY),
  }));
}

export async function seedDemoContent(tx: Database, people: DemoPeople, adminId: number, random: Random, now: Date): Promise<void> {
  await seedNotices(tx, people, adminId, now);
  const feedbackMessages = await seedFeedback(tx, people, adminId, random, now);
  await seedTodos(tx, people, adminId, now);
  await insertMessages(tx, [...welcomeMessages(people, now), ...feedbackMessages]);
}
