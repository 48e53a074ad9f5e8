import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { callerReach, callerScope, callerScopeOn } from '../../access/caller';
import { fieldRestrictionsOf } from '../../access/fieldRights';
import { orgFilterAt } from '../../access/orgSubtree';
import { requireAction, requireAnyAction } from '../../access/functionRights';
import { reachableOrgTree } from '../../access/orgOptions';
import type { Database } from '../../db/client';
import { insertOperationLog } from '../../db/repositories/auditLog';
import { deleteUnreferencedFile, insertFile, UNREFERENCED_FILE_KEPT_MS } from '../../db/repositories/files';
import {
  deleteNotice,
  dueNotices,
  expireNotice,
  findManagedNotice,
  findNotice,
  insertNoticeMessages,
  NOTICES_OWNER,
  managedNoticeFile,
  orgsBelow,
  pageManagedNotices,
  pageUnreadUsers,
  publishScheduledNotice,
  setNoticeAttachments,
  targetCatalogue,
  targetNames,
  unattachableFileIds,
  updateNotice,
  usersOfOrg,
  type ManagedNotice,
  type ManagedNoticeDetail,
} from '../../db/repositories/noticeManage';
import {
  attachmentsOf,
  insertNotice,
  noticeReceipts,
  replaceNoticeTargets,
  targetsOfNotices,
  type Notice,
  type NoticeTarget,
} from '../../db/repositories/notices';
import { findOrg } from '../../db/repositories/orgs';
import { absentGroupIds, absentOrgIds, absentPostIds, unknownRoleIds } from '../../db/repositories/roles';
import { pageUsers, userIdsOutsideScope } from '../../db/repositories/users';
import { USER_ENABLED } from '../../db/schema';
import { success } from '../../envelopes';
import { acceptFileUploads, checkUpload, sendFile } from '../../files';
import { DEFAULT_LOCALE, localizedName, t, translate } from '../../i18n';
import { pageFrom } from '../../paging';
import { auditedChange, changeRow } from '../audit';
import { apiError } from '../errors';
import { DICT } from '../dictionary/constants';
import { enabledDictCodes } from '../dictionary/cache';
import type { NoticeTypeValue } from '../notice/answers';
import {
  NOTICE_ATTACHMENT_BYTES_MAX,
  NOTICE_ATTACHMENT_KINDS,
  NOTICE_CONTENT_MAX,
  NOTICE_STATUS,
  type NoticeStatus,
  type NoticeTargetKind,
} from '../notice/constants';
import { noticePlainText, sanitizeNoticeContent } from '../notice/sanitize';
import { requireUser } from '../session';
import { searchableUserFields, userBriefs } from '../users/brief';
import {
  createNoticeSchema,
  deleteNoticeSchema,
  downloadAttachmentSchema,
  getNoticeSchema,
  listNoticesSchema,
  noticeReceiptsSchema,
  publishNoticeSchema,
  targetOptionsSchema,
  targetUsersSchema,
  unreadUsersSchema,
  updateNoticeSchema,
  uploadAttachmentSchema,
  withdrawNoticeSchema,
  type SaveNoticeBody,
} from './contract';
import { registerUnreadExport } from './unreadExport';
import type { Static } from '@sinclair/typebox';

/** An upload no notice took is removed when a file nothing names is no longer kept. */
const UPLOAD_KEPT_SECONDS = UNREFERENCED_FILE_KEPT_MS / 1000;
/** Characters of a notice's text its message carries. */
const MESSAGE_CONTENT_MAX = 500;
/** Characters of content the operation log keeps. */
const LOGGED_CONTENT_MAX = 500;

type SaveBody = Static<typeof SaveNoticeBody>;

interface PublishJob {
  id: number;
  publishedAt: string;
}
interface ExpireJob {
  id: number;
  expiresAt: string;
}
interface CleanUploadJob {
  fileId: number;
}

/** What a change leaves to do once it has committed: jobs to send, browsers to tell. */
interface AfterCommit {
  notice: Pick<Notice, 'id' | 'status' | 'publishedAt' | 'expiresAt'>;
  /** Readers may see a change: the notice is or was visible. */
  readersSee: boolean;
  messages: { sent: number; userIds: number[] | null } | null;
}

const isLive = (status: string) => status === NOTICE_STATUS.published;

/**
 * Notice administration (module `notice`): notices with their targets, times, attachments and
 * read receipts, and the jobs that publish and expire them on time. An administrator manages the
 * notices written within their data scope and their own, and targets only what their data scope
 * reaches (everyone and any organisation with data scope all).
 */
const noticeManageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFileUploads(app, NOTICE_ATTACHMENT_BYTES_MAX);
  registerUnreadExport(app);

  const scopeOf = (request: FastifyRequest) => callerScopeOn(request, NOTICES_OWNER);

  // ---- After a change: jobs and pushes -------------------------------------------------------

  const pushAfter = async ({ readersSee, messages }: Pick<AfterCommit, 'readersSee' | 'messages'>) => {
    if (readersSee) await app.push.toEveryone({ kind: 'notice' });
    if (messages && messages.sent > 0) {
      if (messages.userIds) await app.push.toUsers(messages.userIds, { kind: 'message' });
      else await app.push.toEveryone({ kind: 'message' });
    }
  };

  const sendPublishJob = (id: number, publishedAt: Date) =>
    app.queue.send<PublishJob>('notice.publish', { id, publishedAt: publishedAt.toISOString() }, {
      startAfter: publishedAt,
      singletonKey: `${id}@${publishedAt.toISOString()}`,
    });
  const sendExpireJob = (id: number, expiresAt: Date) =>
    app.queue.send<ExpireJob>('notice.expire', { id, expiresAt: expiresAt.toISOString() }, {
      startAfter: expiresAt,
      singletonKey: `${id}@${expiresAt.toISOString()}`,
    });

  const afterCommit = async ({ notice, readersSee, messages }: AfterCommit) => {
    if (notice.status === NOTICE_STATUS.scheduled && notice.publishedAt) await sendPublishJob(notice.id, notice.publishedAt);
    if ((notice.status === NOTICE_STATUS.scheduled || notice.status === NOTICE_STATUS.published) && notice.expiresAt)
      await sendExpireJob(notice.id, notice.expiresAt);
    await pushAfter({ readersSee, messages });
  };

  /** Sends the notice's messages to every enabled user it targets. */
  const sendMessages = (tx: Database, notice: Pick<Notice, 'id' | 'topic' | 'content' | 'level'>) =>
    insertNoticeMessages(tx, notice, {
      title: notice.topic.trim() || translate(DEFAULT_LOCALE, 'notice.messageTitle'),
      content: noticePlainText(notice.content, MESSAGE_CONTENT_MAX),
    });

  // ---- Jobs ------------------------------------------------------------------------------------

  /** A job's change of state, written to the operation log as the system's. */
  const logJob = (tx: Database, action: string, notice: Notice, detail: Record<string, unknown>) =>
    insertOperationLog(tx, {
      userId: null,
      account: null,
      action,
      target: `${notice.id} ${notice.topic}`.slice(0, 256),
      detail: { by: 'job', ...detail },
      result: 'success',
      ip: null,
      durationMs: 0,
    });

  /**
   * Publishes a scheduled notice at the time the job was sent for. Safe to run twice: only the
   * run that changes the state sends messages; a notice rescheduled, withdrawn, published by
   * hand or deleted since is left alone (a rescheduled one has a job of its own).
   */
  async function runPublish({ id, publishedAt }: PublishJob) {
    const at = new Date(publishedAt);
    const now = app.clock();
    const done = await app.db.transaction(async (tx) => {
      const notice = await publishScheduledNotice(tx, id, at, now);
      if (!notice) return null;
      const messages = notice.alsoMessage ? await sendMessages(tx, notice) : null;
      await logJob(tx, 'notice.publish', notice, { messages: messages?.sent ?? 0 });
      return { notice, messages };
    });
    if (!done) {
      const notice = await findNotice(app.db, id);
      // Taken before its time by this server's clock: again at its time.
      if (notice?.status === NOTICE_STATUS.scheduled && notice.publishedAt?.getTime() === at.getTime() && at > now) {
        await sendPublishJob(id, at);
        return { waiting: true };
      }
      return { skipped: true };
    }
    await pushAfter({ readersSee: true, messages: done.messages });
    return { published: id, messages: done.messages?.sent ?? 0 };
  }

  /** Marks a live notice expired at the expiry the job was sent for (readers stop seeing it at that time anyway). */
  async function runExpire({ id, expiresAt }: ExpireJob) {
    const at = new Date(expiresAt);
    const now = app.clock();
    const notice = await app.db.transaction(async (tx) => {
      const expired = await expireNotice(tx, id, at, now);
      if (expired) await logJob(tx, 'notice.expire', expired, {});
      return expired;
    });
    if (!notice) {
      const current = await findNotice(app.db, id);
      if (current && current.status !== NOTICE_STATUS.expired && current.expiresAt?.getTime() === at.getTime() && at > now) {
        await sendExpireJob(id, at);
        return { waiting: true };
      }
      return { skipped: true };
    }
    await app.push.toEveryone({ kind: 'notice' });
    return { expired: id };
  }

  await app.queue.register<PublishJob>('notice.publish', ({ data }) => runPublish(data), { policy: 'short', retryLimit: 5 });
  await app.queue.register<ExpireJob>('notice.expire', ({ data }) => runExpire(data), { policy: 'short', retryLimit: 5 });
  await app.queue.register<CleanUploadJob>('notice.cleanUploads', async ({ data }) => ({
    deleted: await deleteUnreferencedFile(app.db, data.fileId),
  }));
  // At start, whatever fell due while no server ran or whose job was lost between a commit and its sending.
  await app.queue.register(
    'notice.sweep',
    async () => {
      const due = await dueNotices(app.db, app.clock());
      for (const notice of due.publish) await runPublish({ id: notice.id, publishedAt: notice.publishedAt.toISOString() });
      for (const notice of due.expire) await runExpire({ id: notice.id, expiresAt: notice.expiresAt.toISOString() });
      return { published: due.publish.length, expired: due.expire.length };
    },
    { policy: 'short' },
  );
  app.addHook('onReady', async () => {
    await app.queue.send('notice.sweep', {}, { singletonKey: 'sweep' });
  });

  // ---- Answers ---------------------------------------------------------------------------------

  type Targets = Awaited<ReturnType<typeof targetsOfNotices>>;
  type Names = Awaited<ReturnType<typeof targetNames>>;

  const summaryOf = (request: FastifyRequest, targets: Targets, names: Names) =>
    targets.map(({ kind, refId }) => {
      const named = names.get(`${kind}:${refId}`);
      return {
        kind: kind as NoticeTargetKind,
        refId,
        name: kind === 'all' ? t(request, 'noticeManage.everyone') : named ? localizedName(request, named) : `#${refId}`,
      };
    });

  const itemAnswer = (request: FastifyRequest, row: ManagedNotice, targets: Targets, names: Names) => ({
    id: row.id,
    topic: row.topic,
    type: row.type as NoticeTypeValue,
    level: row.level,
    pinned: row.pinned,
    status: row.status as NoticeStatus,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    alsoMessage: row.alsoMessage,
    targetSummary: summaryOf(request, targets, names),
    attachmentCount: row.attachmentCount,
    readCount: row.readCount,
    targetedCount: row.targetedCount,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  const detailAnswer = async (request: FastifyRequest, db: Database, row: ManagedNoticeDetail) => {
    const targets = await targetsOfNotices(db, [row.id]);
    const attachments = await attachmentsOf(db, [row.id]);
    return {
      ...itemAnswer(request, row, targets, await targetNames(db, targets)),
      content: row.content,
      attachments: attachments.map(({ id, fileName, mimeType, size }) => ({ id, fileName, mimeType, size })),
    };
  };

  /** The notice as the operation log records it: its fields, targets and attachments, the content cut short. */
  const logged = async (row: ManagedNoticeDetail, db: Database) => ({
    topic: row.topic,
    type: row.type,
    level: row.level,
    pinned: row.pinned,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    alsoMessage: row.alsoMessage,
    targets: (await targetsOfNotices(db, [row.id])).map(({ kind, refId }) => ({ kind, refId })),
    attachmentIds: (await attachmentsOf(db, [row.id])).map((file) => file.id),
    content: row.content.length > LOGGED_CONTENT_MAX ? `${row.content.slice(0, LOGGED_CONTENT_MAX)}…` : row.content,
  });

  // ---- Checks of a notice's input --------------------------------------------------------------

  /** The caller's reach and user scope, resolved before a change's transaction starts. */
  const accessOf = async (request: FastifyRequest) => ({
    reach: await callerReach(request),
    userScope: await callerScope(request),
    managed: await scopeOf(request),
  });
  type Access = Awaited<ReturnType<typeof accessOf>>;

  const joined = (ids: number[]) => ids.join(', ');

  /**
   * The targets, each once: what they name must exist (400 naming it) and lie within the
   * caller's reach (403): everyone and any organisation for data scope all; otherwise the
   * organisations of the data scope (with every one below them for orgTree), users within it,
   * and any group, post or role.
   */
  async function checkTargets(request: FastifyRequest, tx: Database, given: SaveBody['targets'], access: Access, needed: boolean) {
    const seen = new Map<string, NoticeTarget>();
    for (const { kind, refId } of given) {
      const target = { kind, refId: kind === 'all' ? 0 : refId };
      seen.set(`${target.kind}:${target.refId}`, target);
    }
    const targets = [...seen.values()];
    if (needed && targets.length === 0) throw apiError(request, 400, null, 'noticeManage.noTarget');
    const ids = (...kinds: NoticeTargetKind[]) => [...new Set(targets.filter((t) => kinds.includes(t.kind)).map((t) => t.refId))];
    const refuse = (key: 'noticeManage.unknownOrgs' | 'noticeManage.unknownGroups' | 'noticeManage.unknownPosts' | 'noticeManage.unknownRoles' | 'noticeManage.unknownUsers', missing: number[]) => {
      if (missing.length > 0) throw apiError(request, 400, null, key, { ids: joined(missing) });
    };
    const orgIds = ids('org', 'orgTree');
    refuse('noticeManage.unknownOrgs', await absentOrgIds(tx, orgIds));
    refuse('noticeManage.unknownGroups', await absentGroupIds(tx, ids('group')));
    refuse('noticeManage.unknownPosts', await absentPostIds(tx, ids('post')));
    refuse('noticeManage.unknownRoles', await unknownRoleIds(tx, ids('role')));
    // A user outside the data scope is answered like one that does not exist.
    refuse('noticeManage.unknownUsers', await userIdsOutsideScope(tx, ids('user'), access.userScope));
    const { reach } = access;
    if (reach !== 'all') {
      if (targets.some((target) => target.kind === 'all')) throw apiError(request, 403, 'FORBIDDEN', 'noticeManage.allBeyondScope');
      const within = new Set(reach);
      for (const id of orgIds)
        if (!within.has(id)) throw apiError(request, 403, 'FORBIDDEN', 'access.orgBeyondScope', { orgNo: (await findOrg(tx, id))!.orgNo });
      for (const [id, below] of await orgsBelow(tx, ids('orgTree')))
        if (below.some((orgId) => !within.has(orgId)))
          throw apiError(request, 403, 'FORBIDDEN', 'noticeManage.orgTreeBeyondScope', { orgNo: (await findOrg(tx, id))!.orgNo });
    }
    return targets;
  }

  /** The attachments, each once, in order: the caller's own unused uploads or those the notice has already. */
  async function checkAttachments(request: FastifyRequest, tx: Database, given: number[], noticeId: number | null) {
    const fileIds = [...new Set(given)];
    const refused = await unattachableFileIds(tx, fileIds, requireUser(request).id, noticeId);
    if (refused.length > 0) throw apiError(request, 400, null, 'noticeManage.attachmentsUnavailable', { ids: joined(refused) });
    return fileIds;
  }

  function cleanContent(request: FastifyRequest, html: string) {
    const content = sanitizeNoticeContent(html);
    if (content.length > NOTICE_CONTENT_MAX) throw apiError(request, 400, null, 'noticeManage.contentTooLong', { limit: NOTICE_CONTENT_MAX });
    return content;
  }

  /**
   * The state and times a save gives a notice. A published notice is corrected: it keeps its
   * state and publish time. Otherwise `publish` decides: a draft, published now, or scheduled.
   */
  function planOf(request: FastifyRequest, body: SaveBody, before: ManagedNoticeDetail | null, now: Date) {
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
    const after = (limit: Date | null, key: 'noticeManage.expiryBeforePublish' | 'noticeManage.expiryPast') => {
      if (expiresAt && limit && expiresAt <= limit) throw apiError(request, 400, null, key);
    };
    if (before && isLive(before.status)) {
      after(before.publishedAt, 'noticeManage.expiryBeforePublish');
      after(now, 'noticeManage.expiryPast');
      return { status: before.storedStatus, publishedAt: before.publishedAt, expiresAt, needsTargets: true, publishesNow: false };
    }
    if (body.publish === 'draft') {
      const publishedAt = body.publishedAt ? new Date(body.publishedAt) : null;
      after(publishedAt, 'noticeManage.expiryBeforePublish');
      return { status: NOTICE_STATUS.draft, publishedAt, expiresAt, needsTargets: false, publishesNow: false };
    }
    if (body.publish === 'now') {
      after(now, 'noticeManage.expiryBeforePublish');
      return { status: NOTICE_STATUS.published, publishedAt: now, expiresAt, needsTargets: true, publishesNow: true };
    }
    if (!body.publishedAt) throw apiError(request, 400, null, 'noticeManage.scheduleWithoutTime');
    const publishedAt = new Date(body.publishedAt);
    if (publishedAt <= now) throw apiError(request, 400, null, 'noticeManage.schedulePast');
    after(publishedAt, 'noticeManage.expiryBeforePublish');
    return { status: NOTICE_STATUS.scheduled, publishedAt, expiresAt, needsTargets: true, publishesNow: false };
  }

  /**
   * Creates (before null) or changes a notice inside the change's transaction; answers what to
   * do after the commit.
   */
  async function save(
    request: FastifyRequest,
    tx: Database,
    body: SaveBody,
    before: ManagedNoticeDetail | null,
    access: Access,
    now: Date,
    noticeTypes: ReadonlySet<string>,
  ) {
    const caller = requireUser(request);
    const plan = planOf(request, body, before, now);
    // The type is an enabled item of the dictionary; a notice may keep a type disabled since.
    if (body.type !== before?.type && !noticeTypes.has(body.type))
      throw apiError(request, 400, null, 'dictionary.unknownItem', { field: 'type', code: body.type, type: DICT.noticeType });
    const content = cleanContent(request, body.content);
    const targets = await checkTargets(request, tx, body.targets, access, plan.needsTargets);
    const fileIds = await checkAttachments(request, tx, body.attachmentIds, before?.id ?? null);
    const fields = {
      topic: body.topic.trim(),
      content,
      type: body.type,
      level: body.level,
      pinned: body.pinned,
      alsoMessage: body.alsoMessage,
      status: plan.status,
      publishedAt: plan.publishedAt,
      expiresAt: plan.expiresAt,
    };
    let id: number;
    if (before) {
      id = before.id;
      await updateNotice(tx, id, fields, caller.id, now);
      await replaceNoticeTargets(tx, id, targets);
    } else {
      id = await insertNotice(
        tx,
        { ...fields, orgId: caller.orgId, createdBy: caller.id, updatedBy: caller.id, createdAt: now, updatedAt: now },
        targets,
      );
    }
    const removedFiles = await setNoticeAttachments(tx, id, fileIds);
    const messages = plan.publishesNow && fields.alsoMessage ? await sendMessages(tx, { id, ...fields }) : null;
    const after = (await findManagedNotice(tx, id, undefined, now))!;
    const commit: AfterCommit = {
      notice: { id, status: plan.status, publishedAt: plan.publishedAt, expiresAt: plan.expiresAt },
      readersSee: isLive(after.status) || (before !== null && isLive(before.status)),
      messages,
    };
    return { after, commit, removedFiles, messages: messages?.sent ?? 0 };
  }

  // ---- Routes ----------------------------------------------------------------------------------

  app.get('/noticeManage', { schema: listNoticesSchema, preHandler: requireAction('notice', 'view') }, async (request) => {
    const { topic, status, type, level, publishedFrom, publishedTo } = request.query;
    const { rows, total } = await pageManagedNotices(
      app.db,
      await scopeOf(request),
      {
        topic,
        status,
        type,
        level,
        publishedFrom: publishedFrom ? new Date(publishedFrom) : undefined,
        publishedTo: publishedTo ? new Date(publishedTo) : undefined,
      },
      pageFrom(request.query),
      app.clock(),
    );
    const targets = await targetsOfNotices(app.db, rows.map((row) => row.id));
    const names = await targetNames(app.db, targets);
    return success({
      list: rows.map((row) =>
        itemAnswer(
          request,
          row,
          targets.filter((target) => target.noticeId === row.id),
          names,
        ),
      ),
      total,
    });
  });

  app.get('/noticeManage/targetOptions', { schema: targetOptionsSchema, preHandler: requireAnyAction(['notice', 'create'], ['notice', 'update']) }, async (request) => {
    const catalogue = await targetCatalogue(app.db);
    const named = (rows: { id: number; name: string; nameEn: string | null }[]) =>
      rows.map((row) => ({ id: row.id, name: localizedName(request, row) }));
    return success({
      all: (await callerReach(request)) === 'all',
      orgs: await reachableOrgTree(request, app.db),
      groups: named(catalogue.groups),
      posts: named(catalogue.posts),
      roles: named(catalogue.roles),
    });
  });

  app.get('/noticeManage/users', { schema: targetUsersSchema, preHandler: requireAnyAction(['notice', 'create'], ['notice', 'update']) }, async (request) => {
    const { orgId, withSub, keyword } = request.query;
    const restrictions = await fieldRestrictionsOf(request, 'user');
    const keywordFields = searchableUserFields(restrictions);
    const subtree = withSub !== 'false';
    const { rows, total, capped } = await pageUsers(
      app.db,
      usersOfOrg(await callerScope(request), subtree ? undefined : orgId),
      { keyword, keywordFields, orgIds: subtree ? await orgFilterAt(request, orgId) : undefined, status: USER_ENABLED },
      { field: 'account', order: 'ascend' },
      pageFrom(request.query),
    );
    return success({ list: userBriefs(request, rows, restrictions), total, totalCapped: capped });
  });

  app.get('/noticeManage/attachments/:fileId', { schema: downloadAttachmentSchema, preHandler: requireAction('notice', 'view') }, async (request, reply) => {
    const file = await managedNoticeFile(app.db, request.params.fileId, await scopeOf(request), requireUser(request).id);
    if (!file) throw apiError(request, 404, null, 'notice.fileNotFound');
    return sendFile(reply, file);
  });

  app.post(
    '/noticeManage/attachments',
    { schema: uploadAttachmentSchema, preHandler: requireAnyAction(['notice', 'create'], ['notice', 'update']) },
    async (request, reply) => {
      const { fileName } = request.query;
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes)) throw apiError(request, 415, null, 'noticeManage.notOctetStream');
      const caller = requireUser(request);
      const file = await auditedChange(
        request,
        reply,
        { action: 'notice.attachment.upload', target: fileName, detail: { fileName, size: bytes.length } },
        async (tx, draft) => {
          const { mimeType } = checkUpload(request, bytes, fileName, { maxBytes: NOTICE_ATTACHMENT_BYTES_MAX, allowed: NOTICE_ATTACHMENT_KINDS });
          const id = await insertFile(tx, { fileName, mimeType, size: bytes.length, content: bytes, createdBy: caller.id });
          draft.target = `${id} ${fileName}`.slice(0, 256);
          draft.detail = { fileName, size: bytes.length, mimeType };
          return { id, fileName, mimeType, size: bytes.length };
        },
      );
      await app.queue.send<CleanUploadJob>('notice.cleanUploads', { fileId: file.id }, { startAfter: UPLOAD_KEPT_SECONDS });
      return success(file);
    },
  );

  app.get('/noticeManage/:id', { schema: getNoticeSchema, preHandler: requireAction('notice', 'view') }, async (request) => {
    const notice = await findManagedNotice(app.db, request.params.id, await scopeOf(request), app.clock());
    if (!notice) throw apiError(request, 404, null, 'notice.notFound');
    return success(await detailAnswer(request, app.db, notice));
  });

  app.get('/noticeManage/:id/receipts', { schema: noticeReceiptsSchema, preHandler: requireAction('notice', 'view') }, async (request) => {
    const notice = await findManagedNotice(app.db, request.params.id, await scopeOf(request), app.clock());
    if (!notice) throw apiError(request, 404, null, 'notice.notFound');
    return success(await noticeReceipts(app.db, notice.id));
  });

  app.get('/noticeManage/:id/unread', { schema: unreadUsersSchema, preHandler: requireAction('notice', 'view') }, async (request) => {
    const notice = await findManagedNotice(app.db, request.params.id, await scopeOf(request), app.clock());
    if (!notice) throw apiError(request, 404, null, 'notice.notFound');
    const restrictions = await fieldRestrictionsOf(request, 'user');
    const keywordFields = searchableUserFields(restrictions);
    const { rows, total } = await pageUnreadUsers(
      app.db,
      notice.id,
      await callerScope(request),
      { keyword: request.query.keyword, keywordFields },
      pageFrom(request.query),
    );
    const briefs = userBriefs(request, rows, restrictions);
    return success({ list: briefs.map((brief, i) => ({ ...brief, userNo: rows[i].userNo })), total });
  });

  app.post('/noticeManage', { schema: createNoticeSchema, preHandler: requireAction('notice', 'create') }, async (request, reply) => {
    const body = request.body;
    const access = await accessOf(request);
    const noticeTypes = await enabledDictCodes(app, DICT.noticeType);
    const now = app.clock();
    const done = await auditedChange(request, reply, { action: 'notice.create', target: body.topic.slice(0, 200) }, async (tx, draft) => {
      const saved = await save(request, tx, body, null, access, now, noticeTypes);
      draft.target = `${saved.after.id} ${saved.after.topic}`;
      draft.detail = { after: await logged(saved.after, tx), messages: saved.messages };
      return { ...saved, answer: await detailAnswer(request, tx, saved.after) };
    });
    await afterCommit(done.commit);
    return success(done.answer);
  });

  app.put('/noticeManage/:id', { schema: updateNoticeSchema, preHandler: requireAction('notice', 'update') }, async (request, reply) => {
    const { id } = request.params;
    const body = request.body;
    const access = await accessOf(request);
    const noticeTypes = await enabledDictCodes(app, DICT.noticeType);
    const now = app.clock();
    let done: Awaited<ReturnType<typeof save>> | undefined;
    const after = await changeRow(request, reply, {
      action: 'notice.update',
      id,
      find: (tx, noticeId) => findManagedNotice(tx, noticeId, access.managed, now),
      notFound: 'notice.notFound',
      name: (notice) => notice.topic,
      logged,
      change: async (tx, before, detail) => {
        done = await save(request, tx, body, before, access, now, noticeTypes);
        detail.messages = done.messages;
        if (done.removedFiles.length > 0) detail.removedFiles = done.removedFiles;
        return done.after;
      },
    });
    await afterCommit(done!.commit);
    return success(await detailAnswer(request, app.db, after));
  });

  app.post('/noticeManage/:id/publish', { schema: publishNoticeSchema, preHandler: requireAction('notice', 'update') }, async (request, reply) => {
    const { id } = request.params;
    const access = await accessOf(request);
    const now = app.clock();
    let commit: AfterCommit | undefined;
    const after = await changeRow(request, reply, {
      action: 'notice.publish',
      id,
      find: (tx, noticeId) => findManagedNotice(tx, noticeId, access.managed, now),
      notFound: 'notice.notFound',
      name: (notice) => notice.topic,
      logged,
      change: async (tx, before, detail) => {
        const publishable: string[] = [NOTICE_STATUS.draft, NOTICE_STATUS.scheduled, NOTICE_STATUS.withdrawn];
        if (!publishable.includes(before.status))
          throw apiError(request, 409, null, 'noticeManage.cannotPublish', { status: t(request, `noticeManage.status.${before.status as NoticeStatus}`) });
        const targets = await targetsOfNotices(tx, [id]);
        await checkTargets(request, tx, targets as SaveBody['targets'], access, true);
        if (before.expiresAt && before.expiresAt <= now) throw apiError(request, 400, null, 'noticeManage.expiryPast');
        await updateNotice(tx, id, { status: NOTICE_STATUS.published, publishedAt: now }, requireUser(request).id, now);
        const messages = before.alsoMessage ? await sendMessages(tx, before) : null;
        detail.messages = messages?.sent ?? 0;
        commit = {
          notice: { id, status: NOTICE_STATUS.published, publishedAt: now, expiresAt: before.expiresAt },
          readersSee: true,
          messages,
        };
        return (await findManagedNotice(tx, id, undefined, now))!;
      },
    });
    await afterCommit(commit!);
    return success(await detailAnswer(request, app.db, after));
  });

  app.post('/noticeManage/:id/withdraw', { schema: withdrawNoticeSchema, preHandler: requireAction('notice', 'update') }, async (request, reply) => {
    const { id } = request.params;
    const managed = await scopeOf(request);
    const now = app.clock();
    let wasVisible = false;
    const after = await changeRow(request, reply, {
      action: 'notice.withdraw',
      id,
      find: (tx, noticeId) => findManagedNotice(tx, noticeId, managed, now),
      notFound: 'notice.notFound',
      name: (notice) => notice.topic,
      logged,
      change: async (tx, before) => {
        const withdrawable: string[] = [NOTICE_STATUS.published, NOTICE_STATUS.scheduled];
        if (!withdrawable.includes(before.status))
          throw apiError(request, 409, null, 'noticeManage.cannotWithdraw', { status: t(request, `noticeManage.status.${before.status as NoticeStatus}`) });
        wasVisible = isLive(before.status);
        await updateNotice(tx, id, { status: NOTICE_STATUS.withdrawn }, requireUser(request).id, now);
        return (await findManagedNotice(tx, id, undefined, now))!;
      },
    });
    await pushAfter({ readersSee: wasVisible, messages: null });
    return success(await detailAnswer(request, app.db, after));
  });

  app.delete('/noticeManage/:id', { schema: deleteNoticeSchema, preHandler: requireAction('notice', 'delete') }, async (request, reply) => {
    const { id } = request.params;
    const managed = await scopeOf(request);
    const now = app.clock();
    let wasVisible = false;
    await changeRow(request, reply, {
      action: 'notice.delete',
      id,
      find: (tx, noticeId) => findManagedNotice(tx, noticeId, managed, now),
      notFound: 'notice.notFound',
      name: (notice) => notice.topic,
      logged,
      change: async (tx, before) => {
        wasVisible = isLive(before.status);
        await deleteNotice(tx, id);
        return null;
      },
    });
    await pushAfter({ readersSee: wasVisible, messages: null });
    return success(null);
  });
};

export default noticeManageRoutes;
