/**
 * User devices and sessions: the administrators' list within their data scope (/userDeviceManage)
 * with a device's sessions, revoke, block and unblock, ending one session; and the caller's own
 * devices and sessions (the personal center).
 */
import type { Static } from '@sinclair/typebox';
import type { PageOf } from '../../server/paging';
import type {
  DeviceItem,
  DeviceListQuery,
  DeviceSession as DeviceSessionSchema,
  MyDevice as MyDeviceSchema,
  MyDevices as MyDevicesSchema,
  MySession as MySessionSchema,
  RevokedAnswer,
} from '../../server/plugins/devices/contract';
import { requestData } from './request';

export type Device = Static<typeof DeviceItem>;
export type DeviceQuery = Static<typeof DeviceListQuery>;
export type DeviceSession = Static<typeof DeviceSessionSchema>;
export type MyDevice = Static<typeof MyDeviceSchema>;
export type MyDevices = Static<typeof MyDevicesSchema>;
export type MySession = Static<typeof MySessionSchema>;
/** How many sessions a revocation ended, and whether the caller's own was among them (then they are signed out). */
export type Revoked = Static<typeof RevokedAnswer>;

export function fetchDevices(query: DeviceQuery): Promise<PageOf<Device>> {
  return requestData<PageOf<Device>>('/api/userDevices', { method: 'GET', params: query });
}

export function fetchDeviceSessions(id: number): Promise<DeviceSession[]> {
  return requestData<DeviceSession[]>(`/api/userDevices/${id}/sessions`, { method: 'GET' });
}

/** Ends every running session of the device at once. */
export function revokeDevice(id: number): Promise<Revoked> {
  return requestData<Revoked>(`/api/userDevices/${id}/revoke`, { method: 'POST', data: {} });
}

/** Ends its sessions and refuses its sign-ins to that account until unblocked. */
export function blockDevice(id: number): Promise<Device> {
  return requestData<Device>(`/api/userDevices/${id}/block`, { method: 'POST', data: {} });
}

export function unblockDevice(id: number): Promise<Device> {
  return requestData<Device>(`/api/userDevices/${id}/unblock`, { method: 'POST', data: {} });
}

export function revokeSession(id: number): Promise<Revoked> {
  return requestData<Revoked>(`/api/sessions/${id}/revoke`, { method: 'POST', data: {} });
}

export function fetchMyDevices(): Promise<MyDevices> {
  return requestData<MyDevices>('/api/user/devices', { method: 'GET' });
}

export function revokeMyDevice(id: number): Promise<Revoked> {
  return requestData<Revoked>(`/api/user/devices/${id}/revoke`, { method: 'POST', data: {} });
}

export function revokeMySession(id: number): Promise<Revoked> {
  return requestData<Revoked>(`/api/user/sessions/${id}/revoke`, { method: 'POST', data: {} });
}
