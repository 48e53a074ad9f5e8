/**
 * Rules and shapes of the notices pages: the form's checks (the same the server makes), the
 * target picker's value as the API's targets and back, and what each state allows.
 */
import dayjs, { type Dayjs } from 'dayjs';
import {
  NOTICE_ATTACHMENT_ACCEPT,
  NOTICE_ATTACHMENT_BYTES_MAX,
  NOTICE_ATTACHMENTS_MAX,
  NOTICE_CONTENT_MAX,
  NOTICE_LEVELS,
  NOTICE_STATUS,
  NOTICE_TARGETS_MAX,
  NOTICE_TOPIC_MAX,
  NOTICE_TYPES,
  type NoticePublishMode,
  type NoticeStatus,
} from '../../../server/plugins/notice/constants';
import type {
  ManagedNotice,
  ManagedNoticeDetail,
  NamedTarget,
  NoticeFile,
  NoticeInput,
  NoticeTarget,
} from '@/services/noticeManage';

/** A message of the notice form: its id and the values it names. */
export interface Problem {
  id: string;
  values?: Record<string, string | number>;
}

/** A date as the form holds it: a picked day-time, or text from the URL or the server. */
export type DateValue = Dayjs | string | null | undefined;

/** The kinds the target picker offers, besides everyone. */
export const TARGET_CHOICES = ['org', 'group', 'post', 'role', 'user'] as const;
export type TargetChoice = (typeof TARGET_CHOICES)[number];

/** A user picked in the custom-user dialog, with the name its tag shows. */
export interface PickedUser {
  id: number;
  name: string;
}

/** The target picker's value. */
export interface TargetValue {
  /** Everyone: the other kinds do not apply. */
  all: boolean;
  /** The kinds whose pickers are shown. */
  kinds: TargetChoice[];
  orgIds: number[];
  /** The organisations with every organisation below them (orgTree) or alone (org). */
  withSub: boolean;
  groupIds: number[];
  postIds: number[];
  roleIds: number[];
  users: PickedUser[];
}

export const EMPTY_TARGETS: TargetValue = {
  all: false,
  kinds: [],
  orgIds: [],
  withSub: true,
  groupIds: [],
  postIds: [],
  roleIds: [],
  users: [],
};

/** An attachment of the form: uploaded (with its stored file) or refused (with the reason). */
export interface AttachmentItem {
  uid: string;
  name: string;
  size?: number;
  status: 'uploading' | 'done' | 'error';
  /** The stored file, once uploaded. */
  file?: NoticeFile;
  /** Why it was refused. */
  error?: string;
}

/** What the notice form holds. */
export interface NoticeValues {
  topic?: string;
  type?: string;
  level?: number;
  pinned?: boolean;
  publish?: NoticePublishMode;
  publishedAt?: DateValue;
  expiresAt?: DateValue;
  alsoMessage?: boolean;
  targets?: TargetValue;
  content?: string;
  attachments?: AttachmentItem[];
}

export const NEW_NOTICE: NoticeValues = {
  topic: '',
  type: NOTICE_TYPES[0],
  level: NOTICE_LEVELS.normal,
  pinned: false,
  publish: 'now',
  publishedAt: null,
  expiresAt: null,
  alsoMessage: false,
  targets: EMPTY_TARGETS,
  content: '',
  attachments: [],
};

const blank = (value: string | undefined) => !value?.trim();

function dayOf(value: DateValue): Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const day = dayjs(value);
  return day.isValid() ? day : undefined;
}

/** The visible text of some HTML, without its tags (entities left as they are). */
export function htmlText(html: string | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

export function topicProblem(value: string | undefined): Problem | undefined {
  if (blank(value)) return { id: 'noticeManage.field.topic.required' };
  if (value!.trim().length > NOTICE_TOPIC_MAX)
    return { id: 'noticeManage.field.max', values: { max: NOTICE_TOPIC_MAX } };
  return undefined;
}

/** Content (text: the server keeps no images) is required to publish; a draft may be saved without. */
export function contentProblem(html: string | undefined, publish: NoticePublishMode | undefined): Problem | undefined {
  if ((html?.length ?? 0) > NOTICE_CONTENT_MAX)
    return { id: 'noticeManage.field.content.max', values: { max: NOTICE_CONTENT_MAX } };
  if (publish !== 'draft' && !htmlText(html)) return { id: 'noticeManage.field.content.required' };
  return undefined;
}

/** A scheduled notice needs its time, in the future. */
export function publishTimeProblem(
  publish: NoticePublishMode | undefined,
  publishedAt: DateValue,
  now: Dayjs = dayjs(),
): Problem | undefined {
  if (publish !== 'scheduled') return undefined;
  const at = dayOf(publishedAt);
  if (!at) return { id: 'noticeManage.field.publishedAt.required' };
  if (!at.isAfter(now)) return { id: 'noticeManage.field.publishedAt.future' };
  return undefined;
}

/** The expiry, when there is one, comes after the publish time (now, unless scheduled). */
export function expiryProblem(
  expiresAt: DateValue,
  publish: NoticePublishMode | undefined,
  publishedAt: DateValue,
  now: Dayjs = dayjs(),
): Problem | undefined {
  const expires = dayOf(expiresAt);
  if (!expires) return undefined;
  const start = (publish === 'scheduled' && dayOf(publishedAt)) || now;
  return expires.isAfter(start) ? undefined : { id: 'noticeManage.field.expiresAt.afterPublish' };
}

/** The API's targets of the picker's value: everyone alone, else every pick of a shown kind. */
export function targetList(value: TargetValue | undefined): NoticeTarget[] {
  if (!value) return [];
  if (value.all) return [{ kind: 'all', refId: 0 }];
  const shown = (kind: TargetChoice) => value.kinds.includes(kind);
  const of = (kind: NoticeTarget['kind'], ids: number[]) => ids.map((refId) => ({ kind, refId }));
  return [
    ...(shown('org') ? of(value.withSub ? 'orgTree' : 'org', value.orgIds) : []),
    ...(shown('group') ? of('group', value.groupIds) : []),
    ...(shown('post') ? of('post', value.postIds) : []),
    ...(shown('role') ? of('role', value.roleIds) : []),
    ...(shown('user')
      ? of(
          'user',
          value.users.map((user) => user.id),
        )
      : []),
  ];
}

/** Publishing needs a target; a kind that is shown needs a pick. */
export function targetsProblem(
  value: TargetValue | undefined,
  publish: NoticePublishMode | undefined,
): Problem | undefined {
  if (value && !value.all) {
    const empty = value.kinds.find((kind) => targetList({ ...value, kinds: [kind] }).length === 0);
    if (empty) return { id: `noticeManage.targets.${empty}.required` };
  }
  const count = targetList(value).length;
  if (count > NOTICE_TARGETS_MAX) return { id: 'noticeManage.targets.max', values: { max: NOTICE_TARGETS_MAX } };
  if (publish !== 'draft' && count === 0) return { id: 'noticeManage.targets.required' };
  return undefined;
}

/** The picker's value of a notice's targets (the organisations below are included if any target included them). */
export function targetValueOf(targets: readonly NamedTarget[]): TargetValue {
  if (targets.some((target) => target.kind === 'all')) return { ...EMPTY_TARGETS, all: true };
  const ids = (...kinds: NamedTarget['kind'][]) =>
    targets.filter((target) => kinds.includes(target.kind)).map((target) => target.refId);
  const users = targets
    .filter((target) => target.kind === 'user')
    .map((target) => ({ id: target.refId, name: target.name }));
  const value: TargetValue = {
    all: false,
    kinds: [],
    orgIds: ids('org', 'orgTree'),
    withSub: targets.some((target) => target.kind === 'orgTree') || !targets.some((target) => target.kind === 'org'),
    groupIds: ids('group'),
    postIds: ids('post'),
    roleIds: ids('role'),
    users,
  };
  const picked: Record<TargetChoice, number> = {
    org: value.orgIds.length,
    group: value.groupIds.length,
    post: value.postIds.length,
    role: value.roleIds.length,
    user: users.length,
  };
  return { ...value, kinds: TARGET_CHOICES.filter((kind) => picked[kind] > 0) };
}

/** The API's date of a form date; null when none. */
function isoOf(value: DateValue): string | null {
  return dayOf(value)?.toISOString() ?? null;
}

/** The body that creates or saves a notice. */
export function noticeBody(values: NoticeValues): NoticeInput {
  const publish = values.publish ?? 'draft';
  return {
    topic: values.topic?.trim() ?? '',
    content: values.content ?? '',
    type: (values.type ?? NOTICE_TYPES[0]) as NoticeInput['type'],
    level: values.level ?? NOTICE_LEVELS.normal,
    pinned: Boolean(values.pinned),
    publish,
    publishedAt: publish === 'scheduled' ? isoOf(values.publishedAt) : null,
    expiresAt: isoOf(values.expiresAt),
    alsoMessage: Boolean(values.alsoMessage),
    targets: targetList(values.targets),
    attachmentIds: (values.attachments ?? []).flatMap((item) =>
      item.status === 'done' && item.file ? [item.file.id] : [],
    ),
  };
}

/**
 * The form of a saved notice. A scheduled one keeps its time; a published one stays published
 * (the server corrects it in place); a draft, withdrawn or expired one is saved as a draft
 * unless the admin chooses to publish it.
 */
export function noticeFormValues(notice: ManagedNoticeDetail): NoticeValues {
  const publish: NoticePublishMode =
    notice.status === NOTICE_STATUS.published
      ? 'now'
      : notice.status === NOTICE_STATUS.scheduled
        ? 'scheduled'
        : 'draft';
  return {
    topic: notice.topic,
    type: notice.type,
    level: notice.level,
    pinned: notice.pinned,
    publish,
    publishedAt: publish === 'scheduled' && notice.publishedAt ? dayjs(notice.publishedAt) : null,
    expiresAt: notice.expiresAt ? dayjs(notice.expiresAt) : null,
    alsoMessage: notice.alsoMessage,
    targets: targetValueOf(notice.targetSummary),
    content: notice.content,
    attachments: notice.attachments.map((file) => ({
      uid: `file-${file.id}`,
      name: file.fileName,
      size: file.size,
      status: 'done',
      file,
    })),
  };
}

const ACCEPTED_EXTENSIONS = NOTICE_ATTACHMENT_ACCEPT.split(',').map((ext) => ext.trim().toLowerCase());

/**
 * Why a file cannot be added before it is sent (the server checks its content as well), given
 * how many attachments the notice has already.
 */
export function attachmentProblem(file: { name: string; size: number }, count: number): Problem | undefined {
  if (count >= NOTICE_ATTACHMENTS_MAX)
    return { id: 'noticeManage.upload.tooMany', values: { max: NOTICE_ATTACHMENTS_MAX } };
  const dot = file.name.lastIndexOf('.');
  const ext = dot < 0 ? '' : file.name.slice(dot).toLowerCase();
  if (!ACCEPTED_EXTENSIONS.includes(ext)) return { id: 'noticeManage.upload.type', values: { name: file.name } };
  if (file.size === 0) return { id: 'noticeManage.upload.empty', values: { name: file.name } };
  if (file.size > NOTICE_ATTACHMENT_BYTES_MAX)
    return {
      id: 'noticeManage.upload.tooLarge',
      values: { name: file.name, max: NOTICE_ATTACHMENT_BYTES_MAX / 1024 / 1024 },
    };
  return undefined;
}

/** Attachments that count towards the limit: uploaded or on their way. */
export function attachmentCount(items: readonly AttachmentItem[] | undefined): number {
  return (items ?? []).filter((item) => item.status !== 'error').length;
}

/** The tag of a state. */
export function statusMeta(status: NoticeStatus | string): { labelId: string; color?: string } {
  const colors: Record<string, string | undefined> = {
    [NOTICE_STATUS.draft]: undefined,
    [NOTICE_STATUS.scheduled]: 'processing',
    [NOTICE_STATUS.published]: 'success',
    [NOTICE_STATUS.withdrawn]: 'warning',
    [NOTICE_STATUS.expired]: 'default',
  };
  return { labelId: `noticeManage.status.${status}`, color: colors[status] };
}

/**
 * What may be done with a notice in its state (the caller's rights aside): any notice may be
 * edited (a published one is corrected in place); one not live may be published now; a live or
 * scheduled one withdrawn.
 */
export function allowedActions(status: NoticeStatus | string): { edit: boolean; publish: boolean; withdraw: boolean } {
  return {
    edit: true,
    publish: status === NOTICE_STATUS.draft || status === NOTICE_STATUS.scheduled || status === NOTICE_STATUS.withdrawn,
    withdraw: status === NOTICE_STATUS.scheduled || status === NOTICE_STATUS.published,
  };
}

/** Read x of y as a whole percentage, rounded down (100 only when all have read); 0 when nobody is targeted. */
export function readPercent(read: number, targeted: number): number {
  return targeted > 0 ? Math.min(100, Math.floor((read / targeted) * 100)) : 0;
}

/** A positive whole number of the address, or undefined for anything else. */
export function idOf(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** The address of a link in the content: http(s) and mailto only; a bare host gets https. */
export function linkHrefOf(text: string): string | undefined {
  const value = text.trim();
  if (!value) return undefined;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return value;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (!url.hostname || /\s/.test(value)) return undefined;
    return withScheme;
  } catch {
    return undefined;
  }
}
