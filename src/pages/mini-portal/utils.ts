/** Pure logic of the mini-portal: what /mini-portal/page opens, safe addresses, task cards. */
import type { TaskCardKey } from '../../../config/defaultSettings';
import { MINI_PORTAL_PAGE_PATH, QR_TICKET_MAX, QR_TICKET_PARAM } from '../../../server/plugins/qrSignIn/constants';

/** The mini-portal's home route. */
export const MINI_PORTAL_PATH = '/mini-portal';

/** What /mini-portal/page shows, from its query. */
export type MiniItem =
  | { kind: 'qr'; ticket: string }
  | { kind: 'notice'; id: number }
  | { kind: 'message'; id: number }
  | { kind: 'page'; address: string }
  | { kind: 'invalid' };

const INT4_MAX = 2147483647;

/** A positive whole id as the API takes it (int4), else null. */
export function parseId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= INT4_MAX ? id : null;
}

/**
 * The frame address of a portal page asked for by `src`, or null when it is not one of this
 * portal's: a route of the app (`/taskMy?status=assigned`) becomes `<origin><pathname>#/taskMy?...`;
 * a full address on this very origin stays as it is. Other origins, `//host`, `javascript:`,
 * backslashes and control characters are refused.
 */
export function safePageAddress(src: string | null, loc: Pick<Location, 'origin' | 'pathname'>): string | null {
  if (!src) return null;
  const address = src.trim();
  if (!address || address.length > 2048 || /[\u0000-\u001f\u007f\\]/.test(address)) return null;
  if (address.startsWith('/')) {
    if (address.startsWith('//')) return null;
    // The mini-portal does not frame itself.
    if (address === MINI_PORTAL_PATH || address.startsWith(`${MINI_PORTAL_PATH}/`) || address.startsWith(`${MINI_PORTAL_PATH}?`)) return null;
    return `${loc.origin}${loc.pathname}#${address}`;
  }
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== loc.origin) return null;
  return url.href;
}

/** What /mini-portal/page opens: `?qr=<ticket>`, `?type=notice|message&id=<id>`, or `?src=<address>`. */
export function itemOfQuery(search: string, loc: Pick<Location, 'origin' | 'pathname'>): MiniItem {
  const query = new URLSearchParams(search);
  const ticket = query.get(QR_TICKET_PARAM)?.trim();
  if (ticket) return ticket.length <= QR_TICKET_MAX ? { kind: 'qr', ticket } : { kind: 'invalid' };
  const type = query.get('type');
  if (type === 'notice' || type === 'message') {
    const id = parseId(query.get('id'));
    return id === null ? { kind: 'invalid' } : { kind: type, id };
  }
  const address = safePageAddress(query.get('src'), loc);
  return address ? { kind: 'page', address } : { kind: 'invalid' };
}

/** The route of /mini-portal/page opening a notice or a message. */
export function itemPath(kind: 'notice' | 'message', id: number): string {
  return `${MINI_PORTAL_PAGE_PATH}?${new URLSearchParams({ type: kind, id: String(id) })}`;
}

/** The route of /mini-portal/page opening a portal page by its address. */
export function pagePath(src: string): string {
  return `${MINI_PORTAL_PAGE_PATH}?${new URLSearchParams({ src })}`;
}

/** The task cards the mini-portal shows, in order. */
export const MINI_TASK_CARDS: readonly TaskCardKey[] = ['assigned', 'inProgress', 'dueToday', 'breached', 'doneThisWeek'];

/** Whether the caller has no task at all to show (every count zero): the empty state. */
export function noTasks(summary: Partial<Record<TaskCardKey, number>> | undefined): boolean {
  return summary !== undefined && MINI_TASK_CARDS.every((card) => !summary[card]);
}
