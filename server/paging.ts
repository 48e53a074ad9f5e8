import { Type, type TProperties, type TSchema } from '@sinclair/typebox';

/**
 * Paging of every list endpoint: `current` (1-based page) and `pageSize` in the query string,
 * answered as `{list, total}`. The numbers arrive as text and are turned into numbers by the
 * input plugin (server/plugins/input.ts) before validation.
 */

export const DEFAULT_CURRENT = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Keeps offsets far inside safe integers. */
export const MAX_CURRENT = 1_000_000;

export const PagingQuery = {
  current: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_CURRENT, default: DEFAULT_CURRENT, description: 'Page number, from 1' }),
  ),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: `Rows per page, 1..${MAX_PAGE_SIZE}` }),
  ),
};

/** A querystring schema of the paging parameters plus the list's own filters; unknown names are refused. */
export const pagedQuery = <T extends TProperties>(filters: T) =>
  Type.Object({ ...PagingQuery, ...filters }, { additionalProperties: false });

export const pageOf = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), total: Type.Integer({ description: 'Rows matching the filters' }) });

export interface Page {
  current: number;
  pageSize: number;
  limit: number;
  offset: number;
}

export function pageFrom(query: { current?: number; pageSize?: number }): Page {
  const current = query.current ?? DEFAULT_CURRENT;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { current, pageSize, limit: pageSize, offset: (current - 1) * pageSize };
}
