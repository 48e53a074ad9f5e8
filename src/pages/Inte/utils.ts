/** Pure logic of the integrations page: the list's query, the form's values and payload, address checks, grace choices. */
import type { Integration, IntegrationInput, IntegrationQuery } from '@/services/integrations';
import {
  INTEGRATION_ADDRESSES_MAX,
  INTEGRATION_ADDRESS_MAX,
  INTEGRATION_DEFAULT_SCOPES,
  INTEGRATION_GRACE_MINUTES_DEFAULT,
  INTEGRATION_RATE_LIMIT_DEFAULT,
  INTEGRATION_STATES,
  type IntegrationScope,
  type IntegrationState,
} from '../../../server/plugins/integrations/constants';

/** What ProTable hands the request: paging plus the search form's values. */
export interface IntegrationSearch {
  current?: number;
  pageSize?: number;
  keyword?: string;
  state?: string;
}

/** The API query of a search: the keyword trimmed (blank left out), an unknown state ignored. */
export function integrationQuery(search: IntegrationSearch): IntegrationQuery {
  return {
    current: search.current,
    pageSize: search.pageSize,
    keyword: search.keyword?.trim() || undefined,
    state: (INTEGRATION_STATES as readonly string[]).includes(search.state ?? '') ? (search.state as IntegrationState) : undefined,
  };
}

/** The form's values: the addresses as text, one a line. */
export interface ClientValues {
  name: string;
  sourceSystem: string;
  scopes: IntegrationScope[];
  addresses?: string;
  rateLimitPerMinute?: number;
  enabled?: boolean;
}

/** The entries of the addresses text: one a line (commas and spaces also part them), blank ones left out. */
export function addressLines(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\s,;，；]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isIpv6(text: string): boolean {
  if (!/^[0-9A-Fa-f:.]+$/.test(text) || !text.includes(':')) return false;
  // An IPv4 tail (::ffff:10.0.0.1) counts as two groups.
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  const v4Tail = tail.includes('.');
  if (v4Tail && !IPV4.test(tail)) return false;
  const head = v4Tail ? `${text.slice(0, lastColon + 1)}0:0` : text;
  const halves = head.split('::');
  if (halves.length > 2) return false;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const parts = halves.flatMap(groups);
  if (!parts.every((group) => /^[0-9A-Fa-f]{1,4}$/.test(group))) return false;
  return halves.length === 2 ? parts.length < 8 : parts.length === 8;
}

/** Whether an entry is an IPv4 or IPv6 address, or a CIDR range of one (the server checks again). */
export function isAddressOrRange(entry: string): boolean {
  const match = /^([^/]+)(?:\/(0|[1-9]\d{0,2}))?$/.exec(entry);
  if (!match || entry.length > INTEGRATION_ADDRESS_MAX) return false;
  const prefix = match[2] === undefined ? null : Number(match[2]);
  if (IPV4.test(match[1])) return prefix === null || prefix <= 32;
  return isIpv6(match[1]) && (prefix === null || prefix <= 128);
}

/** The first problem of the addresses text, as a message key with its values; null when there is none. */
export function addressProblem(text: string | undefined): { key: string; values: Record<string, string | number> } | null {
  const entries = addressLines(text);
  if (entries.length > INTEGRATION_ADDRESSES_MAX) return { key: 'integration.addresses.tooMany', values: { max: INTEGRATION_ADDRESSES_MAX } };
  const seen = new Set<string>();
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) return { key: 'integration.addresses.invalid', values: { value: entry } };
    if (seen.has(entry.toLowerCase())) return { key: 'integration.addresses.repeated', values: { value: entry } };
    seen.add(entry.toLowerCase());
  }
  return null;
}

/** The form's first values: a client's own, or those of a new one. */
export function clientValues(item?: Integration): ClientValues {
  if (!item) {
    return { name: '', sourceSystem: '', scopes: [...INTEGRATION_DEFAULT_SCOPES], addresses: '', rateLimitPerMinute: INTEGRATION_RATE_LIMIT_DEFAULT, enabled: true };
  }
  return {
    name: item.name,
    sourceSystem: item.sourceSystem,
    scopes: [...item.scopes],
    addresses: item.allowedAddresses.join('\n'),
    rateLimitPerMinute: item.rateLimitPerMinute,
    enabled: item.enabled,
  };
}

/** The body of a new client or an edit: texts trimmed, the addresses as a list. */
export function clientBody(values: ClientValues): IntegrationInput {
  return {
    name: values.name.trim(),
    sourceSystem: values.sourceSystem.trim(),
    scopes: [...values.scopes],
    allowedAddresses: addressLines(values.addresses),
    rateLimitPerMinute: values.rateLimitPerMinute ?? INTEGRATION_RATE_LIMIT_DEFAULT,
    enabled: values.enabled ?? true,
  };
}

/** How long the old key keeps working after a rotation: the choices offered, in minutes. */
export const GRACE_CHOICES = [0, 60, INTEGRATION_GRACE_MINUTES_DEFAULT, 3 * 24 * 60, 7 * 24 * 60] as const;

/** A grace period as a message key with its count: none, hours or days. */
export function graceLabel(minutes: number): { key: string; values: Record<string, number> } {
  if (minutes === 0) return { key: 'integration.grace.none', values: {} };
  if (minutes % (24 * 60) === 0) return { key: 'integration.grace.days', values: { count: minutes / (24 * 60) } };
  return { key: 'integration.grace.hours', values: { count: Math.round(minutes / 60) } };
}

export const STATE_COLORS: Record<IntegrationState, string> = { active: 'success', disabled: 'warning', revoked: 'default' };
