import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerScopeOn } from '../../access/caller';
import { USERS_OWNER } from '../../access/dataScope';
import { refuseAdministratorAccount } from '../../access/escalation';
import { fieldRestrictionsOf, withoutHidden } from '../../access/fieldRights';
import { requireAction } from '../../access/functionRights';
import type { Database } from '../../db/client';
import {
  activeSessionsOfUser,
  deviceSessions,
  devicesOfUser,
  findDeviceInScope,
  findOwnDevice,
  findOwnSession,
  findSessionInScope,
  pageDevices,
  revokeDeviceSessions,
  revokeOneSession,
  setDeviceBlocked,
  type Device,
  type ListedDevice,
  type ListedSession,
} from '../../db/repositories/devices';
import { success } from '../../envelopes';
import { localizedName } from '../../i18n';
import { pageFrom } from '../../paging';
import { changeRow } from '../audit';
import { apiError } from '../errors';
import type { FieldMode } from '../roles/constants';
import { clearSessionCookie, requireUser } from '../session';
import { searchableUserFields } from '../users/brief';
import { DEVICE_MODULE, DEVICE_SESSIONS_MAX, DEVICE_TYPES, MY_DEVICES_MAX, type DeviceType } from './constants';
import {
  blockDeviceSchema,
  deviceSessionsSchema,
  listDevicesSchema,
  myDevicesSchema,
  revokeDeviceSchema,
  revokeMyDeviceSchema,
  revokeMySessionSchema,
  revokeSessionSchema,
  unblockDeviceSchema,
  type DeviceItem,
} from './contract';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const typeOf = (value: string | null): DeviceType => (DEVICE_TYPES as readonly string[]).includes(value ?? '') ? (value as DeviceType) : 'other';

/** What both the administrators' list and the personal center answer of a device. */
const deviceFields = (device: Device, activeSessions: number) => ({
  id: device.id,
  name: device.name,
  browser: device.browser,
  os: device.os,
  deviceType: typeOf(device.deviceType),
  firstSeenAt: device.firstSeenAt.toISOString(),
  lastSeenAt: device.lastSeenAt.toISOString(),
  lastIp: device.lastIp,
  blocked: device.blockedAt !== null,
  blockedAt: iso(device.blockedAt),
  activeSessions,
});

/** A device as the operation log records it. */
const loggedDevice = (row: ListedDevice) => ({
  userId: row.device.userId,
  account: row.userAccount,
  name: row.device.name,
  browser: row.device.browser,
  os: row.device.os,
  lastIp: row.device.lastIp,
  blockedAt: iso(row.device.blockedAt),
  activeSessions: row.activeSessions,
});

/** A session as the operation log records it. */
const loggedSession = (row: ListedSession) => ({
  deviceId: row.deviceId,
  ip: row.ip,
  createdAt: row.createdAt.toISOString(),
  revokedAt: iso(row.revokedAt),
});

/**
 * Devices and sessions. Administrators (module userDevice: view; update to revoke, block and
 * unblock) see the devices of the users within their data scope and end their sessions; an
 * administrator's devices and sessions are changed by administrators only. Every user sees their
 * own devices and running sessions and ends any of them. An ended session fails its very next
 * call, in every server process: the session lookup reads the sessions table on every request.
 */
const deviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answerOf = (request: FastifyRequest, row: ListedDevice, restrictions: Record<string, FieldMode>): Static<typeof DeviceItem> => ({
    ...deviceFields(row.device, row.activeSessions),
    userAgent: row.device.userAgent,
    user: withoutHidden(
      {
        id: row.device.userId,
        account: row.userAccount,
        name: row.userName,
        orgName: row.orgName === null ? null : localizedName(request, { name: row.orgName, nameEn: row.orgNameEn }),
      },
      restrictions,
      { account: ['account'], name: ['name'], orgId: ['orgName'] },
    ),
  });

  const scopeOf = (request: FastifyRequest) => callerScopeOn(request, USERS_OWNER);

  /** What an answer of ended sessions says, and the caller signed out when theirs was among them. */
  const ended = (request: FastifyRequest, reply: FastifyReply, sessionIds: number[]) => {
    const signedOut = request.sessionId !== null && sessionIds.includes(request.sessionId);
    if (signedOut) clearSessionCookie(request, reply);
    return { revoked: sessionIds.length, signedOut };
  };

  /**
   * An audited change of a device whose user lies within the caller's data scope (else 404); the
   * device of an administrator is changed by administrators only. Answers the device after it.
   */
  const changeDevice = async (
    request: FastifyRequest,
    reply: FastifyReply,
    action: string,
    id: number,
    change: (tx: Database, before: ListedDevice, detail: Record<string, unknown>) => Promise<void>,
  ) => {
    const scope = await scopeOf(request);
    const now = app.clock();
    return changeRow(request, reply, {
      action,
      id,
      find: (tx, deviceId) => findDeviceInScope(tx, deviceId, scope, now, { lock: true }),
      notFound: 'devices.notFound',
      name: (row) => `${row.userAccount} ${row.device.name ?? ''}`.trim(),
      logged: loggedDevice,
      change: async (tx, before, detail) => {
        await refuseAdministratorAccount(request, tx, before.device.userId);
        await change(tx, before, detail);
        return (await findDeviceInScope(tx, id, scope, now))!;
      },
    });
  };

  // ---- Administrators --------------------------------------------------------------------------

  app.get('/userDevices', { schema: listDevicesSchema, preHandler: requireAction(DEVICE_MODULE, 'view') }, async (request) => {
    const { keyword, userId, browser, os, state, lastSeenFrom, lastSeenTo } = request.query;
    const restrictions = await fieldRestrictionsOf(request, 'user');
    const { rows, total } = await pageDevices(
      app.db,
      await scopeOf(request),
      {
        keyword: keyword?.trim() || undefined,
        keywordFields: searchableUserFields(restrictions).filter((field) => field !== 'jobNo'),
        userId,
        browser: browser?.trim() || undefined,
        os: os?.trim() || undefined,
        state,
        lastSeenFrom: lastSeenFrom ? new Date(lastSeenFrom) : undefined,
        lastSeenTo: lastSeenTo ? new Date(lastSeenTo) : undefined,
      },
      pageFrom(request.query),
      app.clock(),
    );
    return success({ list: rows.map((row) => answerOf(request, row, restrictions)), total });
  });

  app.get(
    '/userDevices/:id/sessions',
    { schema: deviceSessionsSchema, preHandler: requireAction(DEVICE_MODULE, 'view') },
    async (request) => {
      const now = app.clock();
      const device = await findDeviceInScope(app.db, request.params.id, await scopeOf(request), now);
      if (!device) throw apiError(request, 404, null, 'devices.notFound');
      const rows = await deviceSessions(app.db, device.device.id, DEVICE_SESSIONS_MAX);
      return success(
        rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          revokedAt: iso(row.revokedAt),
          ip: row.ip,
          userAgent: row.userAgent,
          active: row.revokedAt === null && row.expiresAt > now,
        })),
      );
    },
  );

  app.post(
    '/userDevices/:id/revoke',
    { schema: revokeDeviceSchema, preHandler: requireAction(DEVICE_MODULE, 'update') },
    async (request, reply) => {
      let revoked: number[] = [];
      await changeDevice(request, reply, 'userDevice.revoke', request.params.id, async (tx, before, detail) => {
        revoked = await revokeDeviceSessions(tx, before.device.id, app.clock());
        detail.revokedSessions = revoked;
      });
      return success(ended(request, reply, revoked));
    },
  );

  app.post(
    '/userDevices/:id/block',
    { schema: blockDeviceSchema, preHandler: requireAction(DEVICE_MODULE, 'update') },
    async (request, reply) => {
      const caller = requireUser(request);
      let revoked: number[] = [];
      const after = await changeDevice(request, reply, 'userDevice.block', request.params.id, async (tx, before, detail) => {
        if (before.device.id === request.deviceId) throw apiError(request, 409, null, 'devices.blockOwnCurrent');
        const now = app.clock();
        if (!before.device.blockedAt) await setDeviceBlocked(tx, before.device.id, { at: now, by: caller.id });
        revoked = await revokeDeviceSessions(tx, before.device.id, now);
        detail.revokedSessions = revoked;
      });
      ended(request, reply, revoked);
      return success(answerOf(request, after, await fieldRestrictionsOf(request, 'user')));
    },
  );

  app.post(
    '/userDevices/:id/unblock',
    { schema: unblockDeviceSchema, preHandler: requireAction(DEVICE_MODULE, 'update') },
    async (request, reply) => {
      const after = await changeDevice(request, reply, 'userDevice.unblock', request.params.id, async (tx, before) => {
        await setDeviceBlocked(tx, before.device.id, null);
      });
      return success(answerOf(request, after, await fieldRestrictionsOf(request, 'user')));
    },
  );

  app.post(
    '/sessions/:id/revoke',
    { schema: revokeSessionSchema, preHandler: requireAction(DEVICE_MODULE, 'update') },
    async (request, reply) => {
      const scope = await scopeOf(request);
      let revoked: number[] = [];
      await changeRow(request, reply, {
        action: 'session.revoke',
        id: request.params.id,
        find: (tx, id) => findSessionInScope(tx, id, scope),
        notFound: 'devices.sessionNotFound',
        name: (row) => row.userAccount,
        logged: loggedSession,
        change: async (tx, before) => {
          await refuseAdministratorAccount(request, tx, before.userId);
          if (await revokeOneSession(tx, before.id, app.clock())) revoked = [before.id];
          return (await findSessionInScope(tx, before.id, scope))!;
        },
      });
      return success(ended(request, reply, revoked));
    },
  );

  // ---- The caller's own ------------------------------------------------------------------------

  app.get('/user/devices', { schema: myDevicesSchema }, async (request) => {
    const caller = requireUser(request);
    const now = app.clock();
    const [devices, sessions] = [await devicesOfUser(app.db, caller.id, now, MY_DEVICES_MAX), await activeSessionsOfUser(app.db, caller.id, now)];
    const sessionOf = (row: ListedSession) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      ip: row.ip,
      current: row.id === request.sessionId,
    });
    const listed = new Set(devices.map((row) => row.device.id));
    return success({
      list: devices.map((row) => ({
        ...deviceFields(row.device, row.activeSessions),
        current: row.device.id === request.deviceId,
        sessions: sessions.filter((session) => session.deviceId === row.device.id).map(sessionOf),
      })),
      otherSessions: sessions.filter((session) => session.deviceId === null || !listed.has(session.deviceId)).map(sessionOf),
    });
  });

  app.post('/user/devices/:id/revoke', { schema: revokeMyDeviceSchema }, async (request, reply) => {
    const caller = requireUser(request);
    const now = app.clock();
    let revoked: number[] = [];
    await changeRow(request, reply, {
      action: 'userDevice.revokeOwn',
      id: request.params.id,
      find: (tx, id) => findOwnDevice(tx, caller.id, id),
      notFound: 'devices.notFound',
      name: (device) => device.name ?? '',
      logged: (device) => ({ name: device.name, browser: device.browser, os: device.os, lastIp: device.lastIp }),
      change: async (tx, before, detail) => {
        revoked = await revokeDeviceSessions(tx, before.id, now);
        detail.revokedSessions = revoked;
        return before;
      },
    });
    return success(ended(request, reply, revoked));
  });

  app.post('/user/sessions/:id/revoke', { schema: revokeMySessionSchema }, async (request, reply) => {
    const caller = requireUser(request);
    let revoked: number[] = [];
    await changeRow(request, reply, {
      action: 'session.revokeOwn',
      id: request.params.id,
      find: (tx, id) => findOwnSession(tx, caller.id, id),
      notFound: 'devices.sessionNotFound',
      name: () => caller.account,
      logged: loggedSession,
      change: async (tx, before) => {
        if (await revokeOneSession(tx, before.id, app.clock())) revoked = [before.id];
        return (await findOwnSession(tx, caller.id, before.id))!;
      },
    });
    return success(ended(request, reply, revoked));
  });
};

export default deviceRoutes;
