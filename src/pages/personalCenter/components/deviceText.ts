/** Pure logic of "My devices and sessions": how a device and a session are shown. */
import type { MyDevice, MySession } from '@/services/devices';

/** A device's name, or the text for an unnamed one. */
export function myDeviceName(device: Pick<MyDevice, 'name'>, unnamed: string): string {
  return device.name?.trim() || unnamed;
}

/** Browser and system on one line, or null when neither is known. */
export function myDevicePlatform(device: Pick<MyDevice, 'browser' | 'os'>): string | null {
  return [device.browser, device.os].filter(Boolean).join(' · ') || null;
}

/** The device this browser uses first, then the others as the server ordered them (last seen first). */
export function currentFirst<T extends { current: boolean }>(devices: readonly T[]): T[] {
  return [...devices.filter((device) => device.current), ...devices.filter((device) => !device.current)];
}

/** Whether ending these sessions signs this browser out. */
export function includesCurrent(sessions: readonly Pick<MySession, 'current'>[]): boolean {
  return sessions.some((session) => session.current);
}
