/**
 * The download centre: exports requested from the lists (users, ...) run as background jobs;
 * the user lists their own, downloads the finished files and deletes them.
 */
import type { Static } from '@sinclair/typebox';
import type { PageOf } from '../../server/paging';
import type { ExportItem, ExportListQuery } from '../../server/plugins/downloads/contract';
import { exportFile, requestData } from './request';

export type Export = Static<typeof ExportItem>;
export type ExportQuery = Static<typeof ExportListQuery>;

/** Requests an export of `kind` with the filters of its list; answered at once with the export queued. */
export function requestExport(kind: string, query: object = {}): Promise<Export> {
  return requestData<Export>('/api/downloads/exports', { method: 'POST', data: { kind, query } });
}

/** The user's exports, newest first. */
export function fetchExports(params: ExportQuery = {}): Promise<PageOf<Export>> {
  return requestData<PageOf<Export>>('/api/downloads/exports', { method: 'GET', params });
}

export function deleteExport(id: number): Promise<null> {
  return requestData<null>(`/api/downloads/exports/${id}`, { method: 'DELETE' });
}

export const exportFileUrl = (id: number) => `/api/downloads/exports/${id}/file`;

/** Downloads the file of a finished export; a refusal (expired meanwhile) is shown like any failed call. */
export function downloadExport(id: number): void {
  exportFile(exportFileUrl(id));
}
