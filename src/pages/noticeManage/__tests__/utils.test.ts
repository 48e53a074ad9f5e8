import dayjs from 'dayjs';
import type { ManagedNoticeDetail } from '@/services/noticeManage';
import {
  NOTICE_ATTACHMENT_BYTES_MAX,
  NOTICE_ATTACHMENTS_MAX,
  NOTICE_TOPIC_MAX,
} from '../../../../server/plugins/notice/constants';
import {
  allowedActions,
  attachmentCount,
  attachmentProblem,
  contentProblem,
  EMPTY_TARGETS,
  expiryProblem,
  idOf,
  linkHrefOf,
  noticeBody,
  noticeFormValues,
  publishTimeProblem,
  readPercent,
  targetList,
  targetsProblem,
  targetValueOf,
  topicProblem,
  type TargetValue,
} from '../utils';

const now = dayjs('2025-04-11T09:00:00');

describe('notice form rules', () => {
  it('requires a topic within its length', () => {
    expect(topicProblem('  ')).toEqual({ id: 'noticeManage.field.topic.required' });
    expect(topicProblem('x'.repeat(NOTICE_TOPIC_MAX + 1))?.id).toBe('noticeManage.field.max');
    expect(topicProblem(' Closing deadline ')).toBeUndefined();
  });

  it('requires content to publish, not for a draft', () => {
    expect(contentProblem('<p> </p>', 'now')).toEqual({ id: 'noticeManage.field.content.required' });
    expect(contentProblem('', 'scheduled')?.id).toBe('noticeManage.field.content.required');
    expect(contentProblem('', 'draft')).toBeUndefined();
    expect(contentProblem('<p><br></p>', 'now')?.id).toBe('noticeManage.field.content.required');
    expect(contentProblem('<p>Hello</p>', 'now')).toBeUndefined();
  });

  it('needs a future time to schedule', () => {
    expect(publishTimeProblem('now', null, now)).toBeUndefined();
    expect(publishTimeProblem('scheduled', null, now)).toEqual({ id: 'noticeManage.field.publishedAt.required' });
    expect(publishTimeProblem('scheduled', now.subtract(1, 'minute'), now)?.id).toBe(
      'noticeManage.field.publishedAt.future',
    );
    expect(publishTimeProblem('scheduled', now, now)?.id).toBe('noticeManage.field.publishedAt.future');
    expect(publishTimeProblem('scheduled', now.add(1, 'hour').toISOString(), now)).toBeUndefined();
  });

  it('puts the expiry after the publish time: now, or the scheduled time', () => {
    expect(expiryProblem(null, 'now', null, now)).toBeUndefined();
    expect(expiryProblem(now.subtract(1, 'day'), 'now', null, now)?.id).toBe(
      'noticeManage.field.expiresAt.afterPublish',
    );
    expect(expiryProblem(now.add(1, 'day'), 'now', null, now)).toBeUndefined();
    const at = now.add(2, 'day');
    expect(expiryProblem(now.add(1, 'day'), 'scheduled', at, now)?.id).toBe(
      'noticeManage.field.expiresAt.afterPublish',
    );
    expect(expiryProblem(at, 'scheduled', at, now)?.id).toBe('noticeManage.field.expiresAt.afterPublish');
    expect(expiryProblem(at.add(1, 'minute'), 'scheduled', at, now)).toBeUndefined();
  });
});

describe('targets', () => {
  const picked: TargetValue = {
    all: false,
    kinds: ['org', 'group', 'user'],
    orgIds: [3, 4],
    withSub: true,
    groupIds: [7],
    postIds: [9],
    roleIds: [],
    users: [{ id: 21, name: 'Alice Wang (alice)' }],
  };

  it('lists every pick of a shown kind; orgs with those below as orgTree', () => {
    expect(targetList(picked)).toEqual([
      { kind: 'orgTree', refId: 3 },
      { kind: 'orgTree', refId: 4 },
      { kind: 'group', refId: 7 },
      { kind: 'user', refId: 21 },
    ]);
    expect(targetList({ ...picked, withSub: false, kinds: ['org'] })).toEqual([
      { kind: 'org', refId: 3 },
      { kind: 'org', refId: 4 },
    ]);
    expect(targetList({ ...picked, all: true })).toEqual([{ kind: 'all', refId: 0 }]);
    expect(targetList(undefined)).toEqual([]);
  });

  it('needs at least one target to publish, and a pick for each shown kind', () => {
    expect(targetsProblem(EMPTY_TARGETS, 'now')).toEqual({ id: 'noticeManage.targets.required' });
    expect(targetsProblem(EMPTY_TARGETS, 'draft')).toBeUndefined();
    expect(targetsProblem({ ...picked, kinds: ['org', 'role'] }, 'now')).toEqual({
      id: 'noticeManage.targets.role.required',
    });
    expect(targetsProblem(picked, 'now')).toBeUndefined();
    expect(targetsProblem({ ...EMPTY_TARGETS, all: true, kinds: ['role'] }, 'now')).toBeUndefined();
  });

  it('reads a notice’s targets back into the picker', () => {
    expect(targetValueOf([{ kind: 'all', refId: 0, name: 'everyone' }])).toEqual({ ...EMPTY_TARGETS, all: true });
    expect(
      targetValueOf([
        { kind: 'org', refId: 3, name: 'Finance' },
        { kind: 'post', refId: 9, name: 'Cashier' },
        { kind: 'user', refId: 21, name: 'Alice Wang' },
      ]),
    ).toEqual({
      all: false,
      kinds: ['org', 'post', 'user'],
      orgIds: [3],
      withSub: false,
      groupIds: [],
      postIds: [9],
      roleIds: [],
      users: [{ id: 21, name: 'Alice Wang' }],
    });
    expect(targetValueOf([{ kind: 'orgTree', refId: 3, name: 'Finance' }]).withSub).toBe(true);
  });
});

describe('body and form values', () => {
  const detail: ManagedNoticeDetail = {
    id: 8,
    topic: 'Closing',
    type: 'deadline',
    level: 2,
    pinned: true,
    status: 'scheduled',
    publishedAt: '2025-05-01T01:00:00.000Z',
    expiresAt: null,
    alsoMessage: true,
    targetSummary: [{ kind: 'group', refId: 7, name: 'Auditors' }],
    attachmentCount: 1,
    readCount: 0,
    targetedCount: 4,
    authorName: 'Admin',
    createdAt: '2025-04-01T00:00:00.000Z',
    updatedAt: '2025-04-01T00:00:00.000Z',
    content: '<p>Books close on the 5th</p>',
    attachments: [{ id: 55, fileName: 'plan.pdf', mimeType: 'application/pdf', size: 1200 }],
  };

  it('round-trips a scheduled notice', () => {
    const values = noticeFormValues(detail);
    expect(values.publish).toBe('scheduled');
    expect(dayjs.isDayjs(values.publishedAt)).toBe(true);
    expect(noticeBody(values)).toEqual({
      topic: 'Closing',
      content: '<p>Books close on the 5th</p>',
      type: 'deadline',
      level: 2,
      pinned: true,
      publish: 'scheduled',
      publishedAt: '2025-05-01T01:00:00.000Z',
      expiresAt: null,
      alsoMessage: true,
      targets: [{ kind: 'group', refId: 7 }],
      attachmentIds: [55],
    });
  });

  it('sends no time unless scheduled, and only uploaded attachments', () => {
    const body = noticeBody({
      topic: ' Outage ',
      publish: 'now',
      publishedAt: now,
      expiresAt: now.add(1, 'day'),
      targets: { ...EMPTY_TARGETS, all: true },
      attachments: [
        {
          uid: 'a',
          name: 'a.pdf',
          status: 'done',
          file: { id: 1, fileName: 'a.pdf', mimeType: 'application/pdf', size: 3 },
        },
        { uid: 'b', name: 'b.exe', status: 'error', error: 'refused' },
      ],
    });
    expect(body).toMatchObject({
      topic: 'Outage',
      publish: 'now',
      publishedAt: null,
      expiresAt: now.add(1, 'day').toISOString(),
      targets: [{ kind: 'all', refId: 0 }],
      attachmentIds: [1],
    });
  });

  it('edits a published notice as published, a withdrawn or expired one as a draft', () => {
    expect(noticeFormValues({ ...detail, status: 'published' }).publish).toBe('now');
    expect(noticeFormValues({ ...detail, status: 'draft' }).publish).toBe('draft');
    expect(noticeFormValues({ ...detail, status: 'withdrawn' }).publish).toBe('draft');
    expect(noticeFormValues({ ...detail, status: 'expired' }).publish).toBe('draft');
  });
});

describe('attachments', () => {
  it('checks count, type, emptiness and size before sending', () => {
    expect(attachmentProblem({ name: 'a.pdf', size: 10 }, NOTICE_ATTACHMENTS_MAX)?.id).toBe(
      'noticeManage.upload.tooMany',
    );
    expect(attachmentProblem({ name: 'setup.exe', size: 10 }, 0)).toEqual({
      id: 'noticeManage.upload.type',
      values: { name: 'setup.exe' },
    });
    expect(attachmentProblem({ name: 'README', size: 10 }, 0)?.id).toBe('noticeManage.upload.type');
    expect(attachmentProblem({ name: 'a.PDF', size: 0 }, 0)?.id).toBe('noticeManage.upload.empty');
    expect(attachmentProblem({ name: 'big.zip', size: NOTICE_ATTACHMENT_BYTES_MAX + 1 }, 0)).toEqual({
      id: 'noticeManage.upload.tooLarge',
      values: { name: 'big.zip', max: 20 },
    });
    expect(attachmentProblem({ name: 'plan.xlsx', size: NOTICE_ATTACHMENT_BYTES_MAX }, 9)).toBeUndefined();
  });

  it('counts uploaded and uploading files, not refused ones', () => {
    expect(
      attachmentCount([
        { uid: '1', name: 'a', status: 'done' },
        { uid: '2', name: 'b', status: 'uploading' },
        { uid: '3', name: 'c', status: 'error' },
      ]),
    ).toBe(2);
  });
});

describe('states, receipts, addresses and links', () => {
  it('allows actions by state', () => {
    expect(allowedActions('draft')).toEqual({ edit: true, publish: true, withdraw: false });
    expect(allowedActions('scheduled')).toEqual({ edit: true, publish: true, withdraw: true });
    expect(allowedActions('published')).toEqual({ edit: true, publish: false, withdraw: true });
    expect(allowedActions('withdrawn')).toEqual({ edit: true, publish: true, withdraw: false });
    expect(allowedActions('expired')).toEqual({ edit: true, publish: false, withdraw: false });
  });

  it('shows read x of y as a percentage rounded down', () => {
    expect(readPercent(0, 0)).toBe(0);
    expect(readPercent(1, 3)).toBe(33);
    expect(readPercent(199, 200)).toBe(99);
    expect(readPercent(4, 4)).toBe(100);
  });

  it('reads positive whole ids only', () => {
    expect(idOf('12')).toBe(12);
    ['', '0', '-1', '1.5', 'abc', '1e3', '9999999999'].forEach((value) => expect(idOf(value)).toBeUndefined());
    expect(idOf(null)).toBeUndefined();
  });

  it('links only to http(s) and mailto addresses', () => {
    expect(linkHrefOf('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(linkHrefOf('example.com/policy')).toBe('https://example.com/policy');
    expect(linkHrefOf('mailto:fssc@example.com')).toBe('mailto:fssc@example.com');
    expect(linkHrefOf('javascript:alert(1)')).toBeUndefined();
    expect(linkHrefOf('JaVaScRiPt:alert(1)')).toBeUndefined();
    expect(linkHrefOf('data:text/html,<script>')).toBeUndefined();
    expect(linkHrefOf('ftp://example.com')).toBeUndefined();
    expect(linkHrefOf('  ')).toBeUndefined();
    expect(linkHrefOf('not a link')).toBeUndefined();
  });
});
