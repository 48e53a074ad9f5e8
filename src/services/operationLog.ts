/**
 * The operation log and the sign-in log (/operationLog): keyset pages newest first, one row's
 * detail, and their exports through the download centre.
 */
import type { Static } from '@sinclair/typebox';
import type {
  ExportOperationLogQuery,
  ExportSignInLogQuery,
  OperationLogDetail as OperationLogDetailSchema,
  OperationLogItem,
  OperationLogQuery as OperationLogQuerySchema,
  SignInLogItem,
  SignInLogQuery as SignInLogQuerySchema,
} from '../../server/plugins/operationLog/contract';
import { OPERATION_LOG_EXPORT_KIND, SIGN_IN_EXPORT_KIND } from '../../server/plugins/operationLog/constants';
import { requestExport } from './downloads';
import { requestData } from './request';

export type OperationLog = Static<typeof OperationLogItem>;
export type OperationLogDetail = Static<typeof OperationLogDetailSchema>;
export type SignInLog = Static<typeof SignInLogItem>;
export type OperationLogQuery = Static<typeof OperationLogQuerySchema>;
export type SignInLogQuery = Static<typeof SignInLogQuerySchema>;
export type OperationLogFilters = Static<typeof ExportOperationLogQuery>;
export type SignInLogFilters = Static<typeof ExportSignInLogQuery>;

/** One keyset page: the rows and the cursor of the next (null on the last). */
export interface KeysetPage<T> {
  data: T[];
  nextCursor: number | null;
}

const BASE = '/api/operationLogs';

export function fetchOperationLogs(params: OperationLogQuery): Promise<KeysetPage<OperationLog>> {
  return requestData<KeysetPage<OperationLog>>(BASE, { method: 'GET', params });
}

export function fetchSignInLogs(params: SignInLogQuery): Promise<KeysetPage<SignInLog>> {
  return requestData<KeysetPage<SignInLog>>(`${BASE}/signIns`, { method: 'GET', params });
}

export function fetchOperationLog(id: number): Promise<OperationLogDetail> {
  return requestData<OperationLogDetail>(`${BASE}/${id}`, { method: 'GET' });
}

export const exportOperationLogs = (filters: OperationLogFilters) => requestExport(OPERATION_LOG_EXPORT_KIND, filters);

export const exportSignInLogs = (filters: SignInLogFilters) => requestExport(SIGN_IN_EXPORT_KIND, filters);
