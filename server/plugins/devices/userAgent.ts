import { UAParser } from 'ua-parser-js';
import { CLIENT_KIND_NAMES, DEVICE_NAME_MAX, DEVICE_PART_MAX, type DeviceType } from './constants';

/** A device as its user agent (and the sign-in's own name for it) describes it. */
export interface DeviceDescription {
  /** The name given at sign-in, else "<browser> on <os>"; null when nothing is known. */
  name: string | null;
  /** Browser and major version, e.g. "Chrome 120". */
  browser: string | null;
  /** Operating system and version, e.g. "Windows 10". */
  os: string | null;
  deviceType: DeviceType;
}

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ').trim().slice(0, DEVICE_PART_MAX) || null;

/** A name given at sign-in, trimmed; a bare client kind ("web") or a blank one is no name. */
export function givenDeviceName(given: string | null | undefined): string | null {
  const name = given?.trim().slice(0, DEVICE_NAME_MAX);
  if (!name || (CLIENT_KIND_NAMES as readonly string[]).includes(name.toLowerCase())) return null;
  return name;
}

/**
 * Reads a user agent with ua-parser-js (1.x, MIT): the browser with its major version, the
 * operating system with its version, the kind of device, and a name for it.
 */
export function describeDevice(userAgent: string | null | undefined, given?: string | null): DeviceDescription {
  const { browser, os, device } = new UAParser(userAgent ?? '').getResult();
  const type = device.type;
  const deviceType: DeviceType =
    type === 'mobile' || type === 'tablet' ? type : type === undefined ? (browser.name ? 'desktop' : 'other') : 'other';
  const derived =
    browser.name && os.name ? `${browser.name} on ${os.name}` : (browser.name ?? os.name ?? null);
  return {
    name: givenDeviceName(given) ?? derived?.slice(0, DEVICE_NAME_MAX) ?? null,
    browser: joined(browser.name, browser.major),
    os: joined(os.name, os.version),
    deviceType,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment in the server's local time with its offset, e.g. "2025-04-01 16:00:00 (UTC+08:00)", for a message. */
export function localTimeText(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${day} ${time} (UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)})`;
}
