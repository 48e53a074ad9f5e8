/**
 * Plain values of the data dictionary: what its contract checks, the seed writes and the
 * front end's forms mirror, with the built-in types (read by the browser as its first answer
 * until the server's arrives). Imports only other constants files.
 */
import { FEEDBACK_STATUS } from '../feedback/constants';
import { NOTICE_LEVELS } from '../notice/constants';
import { TASK_PRIORITY, TASK_STATUS } from '../tasks/constants';


/** A type's code: a letter, then letters, digits, `_`, `.` or `-` (e.g. `noticeType`). */
export const DICT_TYPE_CODE_MAX = 64;
export const DICT_TYPE_CODE_PATTERN = '^[A-Za-z][A-Za-z0-9_.-]*$';
/**
 * An item's code, as the rows that use it store it: letters, digits, `_`, `.` or `-` (numeric
 * codes such as `1` stand for the levels and states the tables keep as numbers). 32 characters
 * at most, the width of the narrowest column that holds one (a notice's type).
 */
export const DICT_ITEM_CODE_MAX = 32;
export const DICT_ITEM_CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.-]*$';
export const DICT_NAME_MAX = 64;
export const DICT_LABEL_MAX = 64;
export const DICT_REMARK_MAX = 200;
export const DICT_SORT_MAX = 99_999;
/** Items of one type, and types one read (`GET /api/dict?codes=`) may name. */
export const DICT_ITEMS_MAX = 500;
export const DICT_CODES_MAX = 20;
/** The longest keyword of the type list (part of the code or a name). */
export const DICT_KEYWORD_MAX = 64;

/** antd's preset tag colours; any other colour is `#rrggbb`. */
export const DICT_PRESET_COLORS = [
  'default',
  'success',
  'processing',
  'warning',
  'error',
  'magenta',
  'red',
  'volcano',
  'orange',
  'gold',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
] as const;
export const DICT_COLOR_PATTERN = `^(?:${DICT_PRESET_COLORS.join('|')}|#[0-9a-fA-F]{6})$`;

/** Several type codes in one read, separated by commas: `noticeType,noticeLevel`. */
export const DICT_CODES_PATTERN = `^[A-Za-z][A-Za-z0-9_.-]*(?:,[A-Za-z][A-Za-z0-9_.-]*){0,${DICT_CODES_MAX - 1}}$`;

/** How long a server process keeps the dictionary without hearing of a change (a missed notification heals by then). */
export const DICT_CACHE_TTL_MS = 5 * 60_000;

/** The push event that tells server processes and browsers the dictionary changed. */
export const DICT_PUSH_KIND = 'dict';

/**
 * The built-in types: the enumerations the product's own forms and tables show, seeded with the
 * texts and colours the pages showed before the dictionary held them (server/plugins/dictionary/builtin.ts
 * says what `closed` and `locked` allow).
 */
export interface BuiltinDictItem {
  code: string;
  label: string;
  labelEn: string;
  color?: string;
  locked?: boolean;
}

export interface BuiltinDictType {
  code: string;
  name: string;
  nameEn: string;
  remark: string;
  closed: boolean;
  items: BuiltinDictItem[];
}

/** The codes of the built-in types, as the product's code names them. */
export const DICT = {
  noticeType: 'noticeType',
  noticeLevel: 'noticeLevel',
  feedbackStatus: 'feedbackStatus',
  userStatus: 'userStatus',
  taskPriority: 'taskPriority',
  taskStatus: 'taskStatus',
} as const;

const closedItems = (items: BuiltinDictItem[]) => items.map((item) => ({ ...item, locked: true }));

export const BUILTIN_DICT_TYPES: BuiltinDictType[] = [
  {
    code: DICT.noticeType,
    name: '公告类型',
    nameEn: 'Notice types',
    remark: '公告的分类；可新增',
    closed: false,
    items: [
      // A new notice is of this type unless another is chosen.
      { code: 'general', label: '通知', labelEn: 'General', locked: true },
      { code: 'policy', label: '政策制度', labelEn: 'Policy' },
      { code: 'deadline', label: '截止提醒', labelEn: 'Deadline' },
      { code: 'outage', label: '系统停机', labelEn: 'Outage' },
    ],
  },
  {
    code: DICT.noticeLevel,
    name: '公告重要程度',
    nameEn: 'Notice importance',
    remark: '固定取值，可改名称、颜色和顺序',
    closed: true,
    items: closedItems([
      { code: String(NOTICE_LEVELS.normal), label: '普通', labelEn: 'Normal' },
      { code: String(NOTICE_LEVELS.important), label: '重要', labelEn: 'Important', color: 'orange' },
      { code: String(NOTICE_LEVELS.urgent), label: '紧急', labelEn: 'Urgent', color: 'red' },
    ]),
  },
  {
    code: DICT.feedbackStatus,
    name: '反馈状态',
    nameEn: 'Feedback states',
    remark: '固定取值，可改名称、颜色和顺序',
    closed: true,
    items: closedItems([
      { code: String(FEEDBACK_STATUS.new), label: '待处理', labelEn: 'New', color: 'processing' },
      { code: String(FEEDBACK_STATUS.inProgress), label: '处理中', labelEn: 'In progress', color: 'warning' },
      { code: String(FEEDBACK_STATUS.replied), label: '已回复', labelEn: 'Replied', color: 'success' },
      { code: String(FEEDBACK_STATUS.closed), label: '已关闭', labelEn: 'Closed', color: 'default' },
    ]),
  },
  {
    code: DICT.userStatus,
    name: '用户状态',
    nameEn: 'User states',
    remark: '固定取值，可改名称、颜色和顺序',
    closed: true,
    items: closedItems([
      { code: '1', label: '启用', labelEn: 'Enabled', color: 'success' },
      { code: '0', label: '停用', labelEn: 'Disabled', color: 'default' },
    ]),
  },
  {
    code: DICT.taskPriority,
    name: '任务优先级',
    nameEn: 'Task priorities',
    remark: '固定取值，可改名称、颜色和顺序',
    closed: true,
    items: closedItems([
      { code: String(TASK_PRIORITY.low), label: '低', labelEn: 'Low', color: 'default' },
      { code: String(TASK_PRIORITY.normal), label: '普通', labelEn: 'Normal', color: 'blue' },
      { code: String(TASK_PRIORITY.high), label: '高', labelEn: 'High', color: 'orange' },
      { code: String(TASK_PRIORITY.urgent), label: '紧急', labelEn: 'Urgent', color: 'red' },
    ]),
  },
  {
    code: DICT.taskStatus,
    name: '任务状态',
    nameEn: 'Task states',
    remark: '固定取值（任务流转依赖），可改名称、颜色和顺序',
    closed: true,
    items: closedItems([
      { code: TASK_STATUS.new, label: '新建', labelEn: 'New', color: 'default' },
      { code: TASK_STATUS.queued, label: '排队中', labelEn: 'Queued', color: 'warning' },
      { code: TASK_STATUS.assigned, label: '已分派', labelEn: 'Assigned', color: 'processing' },
      { code: TASK_STATUS.inProgress, label: '处理中', labelEn: 'In progress', color: 'blue' },
      { code: TASK_STATUS.returned, label: '已退回', labelEn: 'Returned', color: 'orange' },
      { code: TASK_STATUS.completed, label: '已完成', labelEn: 'Completed', color: 'success' },
      { code: TASK_STATUS.cancelled, label: '已取消', labelEn: 'Cancelled', color: 'default' },
    ]),
  },
];

