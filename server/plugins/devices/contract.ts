import { Type } from '@sinclair/typebox';
import { DateTime, EmptyBody, NullableText, StringEnum, errorResponses, successEnvelope } from '../../envelopes';
import { pageOf, pagedQuery } from '../../paging';
import { DEVICE_KEYWORD_MAX, DEVICE_SESSIONS_MAX, DEVICE_STATES, DEVICE_TYPES, MY_DEVICES_MAX } from './constants';

const tags = ['devices'];

const NullableDateTime = Type.Union([DateTime, Type.Null()]);

export const DeviceParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const SessionParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

const deviceFields = {
  id: Type.Integer(),
  name: Type.Union([Type.String(), Type.Null()], { description: 'The name given at sign-in, else "<browser> on <os>"; null when unknown' }),
  browser: NullableText,
  os: NullableText,
  deviceType: StringEnum(DEVICE_TYPES),
  firstSeenAt: DateTime,
  lastSeenAt: DateTime,
  lastIp: NullableText,
  blocked: Type.Boolean({ description: 'A blocked device cannot sign in to this account until unblocked' }),
  blockedAt: NullableDateTime,
  activeSessions: Type.Integer({ description: 'Sessions running on it now' }),
};

/** The user a device belongs to; fields the caller's field rights hide on users are left out. */
export const DeviceUser = Type.Object({
  id: Type.Integer(),
  account: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  orgName: Type.Optional(NullableText),
});

export const DeviceItem = Type.Object({
  ...deviceFields,
  userAgent: NullableText,
  user: DeviceUser,
});

export const DeviceSession = Type.Object({
  id: Type.Integer(),
  createdAt: DateTime,
  expiresAt: DateTime,
  revokedAt: NullableDateTime,
  ip: NullableText,
  userAgent: NullableText,
  active: Type.Boolean({ description: 'Neither revoked nor expired' }),
});

export const MySession = Type.Object({
  id: Type.Integer(),
  createdAt: DateTime,
  expiresAt: DateTime,
  ip: NullableText,
  current: Type.Boolean({ description: 'The session of this very call' }),
});

export const MyDevice = Type.Object({
  ...deviceFields,
  current: Type.Boolean({ description: 'The device of this very call' }),
  sessions: Type.Array(MySession, { description: 'Its running sessions, oldest first' }),
});

export const MyDevices = Type.Object({
  list: Type.Array(MyDevice, { description: `Last seen first, at most ${MY_DEVICES_MAX}` }),
  otherSessions: Type.Array(MySession, { description: 'Running sessions opened before devices were recorded' }),
});

export const DeviceListQuery = pagedQuery({
  keyword: Type.Optional(Type.String({ maxLength: DEVICE_KEYWORD_MAX, description: 'Prefix of the user’s account or name' })),
  userId: Type.Optional(Type.Integer({ minimum: 1, description: 'The devices of one user' })),
  browser: Type.Optional(Type.String({ maxLength: DEVICE_KEYWORD_MAX, description: 'Part of the browser, any case' })),
  os: Type.Optional(Type.String({ maxLength: DEVICE_KEYWORD_MAX, description: 'Part of the operating system, any case' })),
  state: Type.Optional(StringEnum(DEVICE_STATES, { description: 'active: may sign in; blocked' })),
  lastSeenFrom: Type.Optional(Type.String({ format: 'date-time', description: 'Last seen at or after' })),
  lastSeenTo: Type.Optional(Type.String({ format: 'date-time', description: 'Last seen at or before' })),
});

export const RevokedAnswer = Type.Object({
  revoked: Type.Integer({ description: 'Sessions ended' }),
  signedOut: Type.Boolean({ description: 'The caller’s own session was among them: the caller is signed out' }),
});

export const listDevicesSchema = {
  tags,
  summary:
    'Devices of the users within the caller’s data scope, last seen first, with their user and running sessions; filters by user, browser, operating system, state and last seen range (userDevice:view)',
  querystring: DeviceListQuery,
  response: { 200: successEnvelope(pageOf(DeviceItem)), ...errorResponses },
};

export const deviceSessionsSchema = {
  tags,
  summary: `The newest sessions of a device (at most ${DEVICE_SESSIONS_MAX}), running or ended (userDevice:view; a device outside the data scope: 404)`,
  params: DeviceParams,
  response: { 200: successEnvelope(Type.Array(DeviceSession)), ...errorResponses },
};

export const revokeDeviceSchema = {
  tags,
  summary:
    'Ends every running session of a device at once: their very next call answers 401 (userDevice:update; an administrator’s device by administrators only)',
  params: DeviceParams,
  body: EmptyBody,
  response: { 200: successEnvelope(RevokedAnswer), ...errorResponses },
};

export const blockDeviceSchema = {
  tags,
  summary: 'Blocks a device: its sessions end at once and it cannot sign in to this account until unblocked (userDevice:update)',
  params: DeviceParams,
  body: EmptyBody,
  response: { 200: successEnvelope(DeviceItem), ...errorResponses },
};

export const unblockDeviceSchema = {
  tags,
  summary: 'Unblocks a device: it may sign in again (userDevice:update)',
  params: DeviceParams,
  body: EmptyBody,
  response: { 200: successEnvelope(DeviceItem), ...errorResponses },
};

export const revokeSessionSchema = {
  tags,
  summary: 'Ends one session at once (userDevice:update; the session of a user outside the data scope: 404)',
  params: SessionParams,
  body: EmptyBody,
  response: { 200: successEnvelope(RevokedAnswer), ...errorResponses },
};

export const myDevicesSchema = {
  tags,
  summary: 'The caller’s own devices with their running sessions, this device and this session marked',
  response: { 200: successEnvelope(MyDevices), ...errorResponses },
};

export const revokeMyDeviceSchema = {
  tags,
  summary: 'Ends every running session of one of the caller’s own devices (another’s: 404); this device’s signs the caller out',
  params: DeviceParams,
  body: EmptyBody,
  response: { 200: successEnvelope(RevokedAnswer), ...errorResponses },
};

export const revokeMySessionSchema = {
  tags,
  summary: 'Ends one of the caller’s own sessions (another’s: 404); this session signs the caller out',
  params: SessionParams,
  body: EmptyBody,
  response: { 200: successEnvelope(RevokedAnswer), ...errorResponses },
};
