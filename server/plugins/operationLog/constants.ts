/** Plain values of the operation log and the sign-in log (/operationLog). */
import { SIGN_IN_WAYS } from '../auth/constants';

/** The module whose rights open the logs: `view` to read them, `export` to export them. */
export const OPERATION_LOG_MODULE = 'operationLog';
/** Rows of one page of either log. */
export const OPERATION_LOG_PAGE_SIZE = 20;
/** Characters of the keyword (part of the target or the error message). */
export const OPERATION_LOG_KEYWORD_MAX = 64;
/** Characters of the account, module, action and address filters. */
export const OPERATION_LOG_ACCOUNT_MAX = 64;
export const OPERATION_LOG_ACTION_MAX = 64;
export const OPERATION_LOG_IP_MAX = 64;
/** The largest row id a cursor may name (the table's ids are bigserial, answered as numbers). */
export const OPERATION_LOG_ID_MAX = Number.MAX_SAFE_INTEGER;
/**
 * Rows one page of a search reads at most when its filters have no index ordered by id (account,
 * module, result, time, address, keyword, a reader's data scope); the page then names the cursor
 * to read on from, even with fewer rows than asked.
 */
export const OPERATION_LOG_SCAN_ROWS = 20_000;
/** Outcomes of a logged call. */
export const OPERATION_LOG_RESULTS = ['success', 'failure'] as const;
export type OperationLogResult = (typeof OPERATION_LOG_RESULTS)[number];
/**
 * The actions the sign-in log shows: every way of signing in (SIGN_IN_WAYS), arriving in a linked
 * account by switching, and sign-out.
 */
export const SIGN_IN_ACTIONS = [...SIGN_IN_WAYS, 'auth.switchAccount.in', 'auth.signout'] as const;
/** Kinds of export of the download centre. */
export const OPERATION_LOG_EXPORT_KIND = 'operationLogs';
export const SIGN_IN_EXPORT_KIND = 'signIns';
/** The most rows one export writes. */
export const OPERATION_LOG_EXPORT_MAX_ROWS = 100_000;
/** The job that deletes rows older than the retention (OPERATION_LOG_RETENTION_DAYS). */
export const OPERATION_LOG_RETENTION_JOB = 'operationLog.retention';
/** Rows one retention statement deletes, so that no statement holds the table long. */
export const OPERATION_LOG_RETENTION_BATCH = 5_000;
