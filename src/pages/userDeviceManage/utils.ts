/** Pure logic of the user devices page: the list's query from the search form, and how a device is named. */
import dayjs, { type Dayjs } from 'dayjs';
import type { Device, DeviceQuery } from '@/services/devices';
import { DEVICE_STATES, type DeviceState } from '../../../server/plugins/devices/constants';

/** What ProTable hands the request: paging plus the search form's values. */
export interface DeviceSearch {
  current?: number;
  pageSize?: number;
  keyword?: string;
  browser?: string;
  os?: string;
  state?: string;
  /** The "last seen" range as the date-time range picker gives it. */
  lastSeen?: (string | Dayjs | null | undefined)[];
}

const text = (value: string | undefined) => value?.trim() || undefined;
const instant = (value: string | Dayjs | null | undefined) => (value ? dayjs(value).toISOString() : undefined);

/** The API query of a search: texts trimmed (blank ones left out), the range as two instants, an unknown state ignored. */
export function deviceQuery(search: DeviceSearch): DeviceQuery {
  const [from, to] = search.lastSeen ?? [];
  return {
    current: search.current,
    pageSize: search.pageSize,
    keyword: text(search.keyword),
    browser: text(search.browser),
    os: text(search.os),
    state: (DEVICE_STATES as readonly string[]).includes(search.state ?? '') ? (search.state as DeviceState) : undefined,
    lastSeenFrom: instant(from),
    lastSeenTo: instant(to),
  };
}

/** A device's name, or the text for an unnamed one. */
export function deviceName(device: Pick<Device, 'name'>, unnamed: string): string {
  return device.name?.trim() || unnamed;
}

/** A device's browser and system on one line ("Chrome 120 · Windows 10"), or null when neither is known. */
export function platformOf(device: Pick<Device, 'browser' | 'os'>): string | null {
  return [device.browser, device.os].filter(Boolean).join(' · ') || null;
}

/** The person a device belongs to, as far as the caller may see them: "Name (account)", else whichever is shown, else "#id". */
export function userLabel(user: Device['user']): string {
  if (user.name && user.account) return `${user.name} (${user.account})`;
  return user.name || user.account || `#${user.id}`;
}
