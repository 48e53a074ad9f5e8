import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import { DEFAULT_CURRENT, DEFAULT_PAGE_SIZE, MAX_CURRENT, MAX_PAGE_SIZE } from './constants';

/**
 * Paging of every list endpoint: `current` (1-based page) and `pageSize` in the query string,
 * answered as `{list, total}`. The numbers arrive as text and are turned into numbers by the
 * input plugin (server/plugins/input.ts) before validation.
 */

export const PagingQuery = {
  current: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_CURRENT, default: DEFAULT_CURRENT, description: 'Page number, from 1' }),
  ),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      default: DEFAULT_PAGE_SIZE,
      description: `Rows per page, 1..${MAX_PAGE_SIZE}`,
    }),
  ),
};

/** A querystring schema of the paging parameters plus the list's own filters; unknown names are refused. */
export const pagedQuery = <T extends TProperties>(filters: T) =>
  Type.Object({ ...PagingQuery, ...filters }, { additionalProperties: false });

export const pageOf = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), total: Type.Integer({ description: 'Rows matching the filters' }) });

/** One page of a list as the client reads it: `pageOf(item)` answered. */
export type PageOf<T> = { list: T[]; total: number };

/** pageOf for a list whose total is counted only up to a cap (see countUpTo in server/db/repositories/counting.ts). */
export const cappedPageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ description: 'Rows matching the filters, counted up to the list’s cap' }),
    totalCapped: Type.Boolean({ description: 'More rows match than `total`: the count stopped at its cap' }),
  });

/** One page of a capped list as the client reads it: `cappedPageOf(item)` answered. */
export type CappedPageOf<T> = PageOf<T> & { totalCapped: boolean };

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
