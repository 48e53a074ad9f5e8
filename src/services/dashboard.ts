/**
 * The dev page (/dev) and the admin dashboard (/admin): what the server runs and how the portal
 * is used. Administrators only; the pages show a refusal or failure themselves.
 */
import type { Static } from '@sinclair/typebox';
import type {
  DashboardSummary as DashboardSummarySchema,
  DevInfo as DevInfoSchema,
  SignInDay as SignInDaySchema,
  TopPage as TopPageSchema,
} from '../../server/plugins/dashboard/contract';
import { requestData } from './request';

export type DevInfo = Static<typeof DevInfoSchema>;
export type DashboardSummary = Static<typeof DashboardSummarySchema>;
export type SignInDay = Static<typeof SignInDaySchema>;
export type TopPage = Static<typeof TopPageSchema>;

export function fetchDevInfo(): Promise<DevInfo> {
  return requestData<DevInfo>('/api/dev/info', { method: 'GET', skipErrorHandler: true });
}

export function fetchDashboardSummary(days: number): Promise<DashboardSummary> {
  return requestData<DashboardSummary>('/api/dashboard/summary', { method: 'GET', params: { days }, skipErrorHandler: true });
}
