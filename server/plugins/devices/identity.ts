import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256Hex } from '../../crypto';
import type { Database } from '../../db/client';
import { findDeviceByKey, hasOtherDevice, recordDeviceVisit, type Device } from '../../db/repositories/devices';
import { insertMessages } from '../../db/repositories/messages';
import { DEFAULT_LOCALE, translate } from '../../i18n';
import { MESSAGE_LEVELS } from '../message/constants';
import { DEVICE_MESSAGE_GROUP, MY_DEVICES_PATH } from './constants';
import { describeDevice, givenDeviceName, localTimeText } from './userAgent';

/*
 * Which device a sign-in comes from: a random key in a long-lived cookie of its own, set at the
 * first sign-in of a browser and kept through sign-outs. Only its SHA-256 digest is stored, with
 * the user, so one browser signed in to two accounts is two devices, and the key says nothing
 * to anyone who reads the table.
 */

export const DEVICE_COOKIE = 'fssc_device';
/** A device key as this server makes them (32 random bytes, base64url); anything else is replaced. */
const DEVICE_KEY = /^[A-Za-z0-9_-]{43}$/;
/** How long a browser keeps its device key after its last sign-in. */
const DEVICE_COOKIE_SECONDS = 365 * 24 * 3600;
/** Characters of a message's title (the column's length). */
const MESSAGE_TITLE_MAX = 200;

/** The browser's device key from its cookie, or a new one when it has none (or a malformed one). */
export function deviceKeyOf(request: FastifyRequest): string {
  const sent = request.cookies[DEVICE_COOKIE];
  return sent && DEVICE_KEY.test(sent) ? sent : randomToken();
}

/** Sets (or renews for another year) the device cookie: HttpOnly, SameSite=Lax, only for the API. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, key: string): void {
  reply.setCookie(DEVICE_COOKIE, key, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api',
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_SECONDS,
  });
}

export type DeviceEntry =
  /** The device is blocked for this account: nothing was recorded. */
  | { blocked: true; device: Device }
  /** Recorded; `notified` when the user was sent a new-device message. */
  | { blocked: false; device: Device; notified: boolean };

/**
 * Inside the sign-in's (or the account switch's) transaction: refuses a device blocked for the
 * user, else records the visit (first and last seen, address, user agent) and, when the device is
 * new to an account that has signed in from another device before, messages the user about it
 * (the very first device of an account sends none). The row is locked, so a block made at the
 * same moment either comes first and refuses the sign-in, or after and ends the new session.
 */
export async function enterDevice(
  tx: Database,
  request: FastifyRequest,
  userId: number,
  key: string,
  givenName: string | null | undefined,
  now: Date,
): Promise<DeviceEntry> {
  const keyHash = sha256Hex(key);
  const known = await findDeviceByKey(tx, userId, keyHash);
  if (known?.blockedAt) return { blocked: true, device: known };
  const userAgent = request.headers['user-agent']?.slice(0, 512) || null;
  const description = describeDevice(userAgent, givenName);
  const { device, isNew } = await recordDeviceVisit(tx, {
    userId,
    keyHash,
    givenName: givenDeviceName(givenName),
    derivedName: description.name,
    browser: description.browser,
    os: description.os,
    deviceType: description.deviceType,
    userAgent,
    ip: request.ip,
    now,
  });
  const notified = isNew && (await hasOtherDevice(tx, userId, device.id));
  if (notified) await messageNewDevice(tx, device, now);
  return { blocked: false, device, notified };
}

/** The message telling a user that their account signed in on a new device. */
async function messageNewDevice(tx: Database, device: Device, now: Date): Promise<void> {
  const unknown = translate(DEFAULT_LOCALE, 'devices.unknown');
  const name = device.name ?? translate(DEFAULT_LOCALE, 'devices.unnamed');
  await insertMessages(tx, [
    {
      userId: device.userId,
      title: translate(DEFAULT_LOCALE, 'devices.newDeviceMessage.title', { name }).slice(0, MESSAGE_TITLE_MAX),
      content: translate(DEFAULT_LOCALE, 'devices.newDeviceMessage.content', {
        name,
        browser: device.browser ?? unknown,
        os: device.os ?? unknown,
        ip: device.lastIp ?? unknown,
        time: localTimeText(now),
      }),
      level: MESSAGE_LEVELS.important,
      group: DEVICE_MESSAGE_GROUP,
      link: MY_DEVICES_PATH,
      createdAt: now,
    },
  ]);
}

/** After the commit: the user's open shells fetch the new-device message at once. */
export async function pushNewDeviceMessage(request: FastifyRequest, userId: number): Promise<void> {
  await request.server.push.toUsers([userId], { kind: 'message' }).catch((error: unknown) => {
    request.log.warn({ err: error }, 'push after a new-device message failed');
  });
}
