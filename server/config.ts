import { isIP } from 'node:net';
import path from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** Directory of the embedded database, or ':memory:' for a throwaway one. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded database. */
  databaseUrl: string | null;
  adminPassword: string | null;
  captchaEnabled: boolean;
  /** Environment name shown in the UI. */
  appEnv: string;
  sessionTtlHours: number;
  lockMinutes: number;
  /** Fixed-window rate limits (RATE_LIMIT_WINDOW_SECONDS): requests per window and key. */
  rateLimit: {
    windowSeconds: number;
    signInPerAddress: number;
    signInPerAccount: number;
    captchaPerAddress: number;
  };
  /** Unanswered captchas kept per client address; older ones are dropped. */
  captchaMaxOutstanding: number;
  distDir: string;
  logLevel: LogLevel;
  /**
   * Which reverse proxies may set X-Forwarded-* (client address, https): none, every hop, or
   * the proxies at these addresses/ranges (TRUST_PROXY).
   */
  trustProxy: boolean | string[];
  /** Origins whose pages, shown in the shell's frames, may call the shell (FRAME_ORIGINS). */
  frameOrigins: string[];
  importLimits: ImportLimits;
  admission: AdmissionLimits;
  /**
   * How often, in seconds, a job name with a handler here looks for due work it was not told
   * about: jobs sent by another server process, scheduled ones, retries (QUEUE_POLL_SECONDS).
   */
  queuePollSeconds: number;
  /** Days the operation log keeps a row; older rows are deleted daily (OPERATION_LOG_RETENTION_DAYS, 180, at least 1). */
  operationLogRetentionDays: number;
  /** How sign-in codes are sent by SMS (server/plugins/phoneSignIn/senders.ts). */
  sms: SmsConfig;
  /** The password sign-in asks for a phone code as a second step (LOGIN_MOBILE_VERIFICATION, off). */
  loginMobileVerification: boolean;
  /** Put the demo data (server/db/demo) into a fresh database at start (DEMO_DATA, off). */
  demoData: boolean;
}

/** SMS_SENDER=log writes codes to the server log; http posts them to an SMS gateway. */
export interface SmsConfig {
  sender: 'log' | 'http';
  /** The gateway's URL (SMS_HTTP_URL), required with SMS_SENDER=http. */
  httpUrl: string | null;
  /** Sent as `Authorization: Bearer <token>` (SMS_HTTP_TOKEN). */
  httpToken: string | null;
  /** Longest wait for the gateway (SMS_HTTP_TIMEOUT_MS, 5000). */
  httpTimeoutMs: number;
  /** Codes one client address may request per hour (SMS_LIMIT_PER_ADDRESS, 20). */
  perAddressPerHour: number;
}

/**
 * How many API requests are served at once and how many may wait for a turn, and for how long;
 * beyond that a request is answered 503 with Retry-After (server/plugins/admission).
 */
export interface AdmissionLimits {
  /** Requests served at the same time (API_MAX_RUNNING; 8 embedded, 64 on PostgreSQL). */
  maxRunning: number;
  /** Requests waiting for a turn; one more is answered 503 at once (API_MAX_WAITING; 200, 2000). */
  maxWaiting: number;
  /** Longest wait for a turn in ms; then 503 (API_MAX_WAIT_MS; 3000). */
  maxWaitMs: number;
}

/** What an uploaded workbook (the user import) may cost to read; past a limit it is refused. */
export interface ImportLimits {
  /** Largest upload in bytes (IMPORT_MAX_FILE_MB, 5). */
  maxFileBytes: number;
  /** Most parts (zip entries) in one file (IMPORT_MAX_ZIP_ENTRIES, 100). */
  maxEntries: number;
  /** Largest expanded size of one part in bytes (IMPORT_MAX_ENTRY_MB, 20). */
  maxEntryBytes: number;
  /** Largest expanded size of all parts together in bytes (IMPORT_MAX_EXPANDED_MB, 50). */
  maxExpandedBytes: number;
  /** Highest compression ratio of a part larger than 1 MiB (IMPORT_MAX_RATIO, 100). */
  maxRatio: number;
  /** Time one file may take to read, in ms (IMPORT_PARSE_TIMEOUT_MS, 10000). */
  parseTimeoutMs: number;
  /** Heap of the thread that reads one file, in MiB (IMPORT_WORKER_MEMORY_MB, 128). */
  workerMemoryMb: number;
  /** Files read at the same time; one more is answered 503 (IMPORT_PARALLEL, 2). */
  parallel: number;
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function positiveNumber(env: Env, name: string, fallback: number, integer = false): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be on or off, got "${raw}"`);
}

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: on/off, or a comma-separated list of proxy addresses, CIDR ranges and the names
 * loopback, linklocal, uniquelocal. With a list the client address is the nearest one in
 * X-Forwarded-For that is not a listed proxy, so a client cannot forge it by sending the header
 * itself; `on` takes the first one, which only a proxy that replaces the header makes safe.
 */
function trustProxy(env: Env): boolean | string[] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === null || /^(on|off|true|false|yes|no|0|1)$/i.test(raw)) return flag(env, 'TRUST_PROXY', false);
  const list = raw.split(',').map((item) => item.trim()).filter(Boolean);
  for (const item of list) {
    const [address, bits, ...rest] = item.split('/');
    const version = isIP(address);
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    if (!PROXY_RANGE_NAMES.includes(item) && (version === 0 || !validBits || rest.length > 0)) {
      throw new Error(`TRUST_PROXY must be on, off or proxy addresses/CIDR ranges, got "${item}"`);
    }
  }
  return list;
}

function logLevel(env: Env): LogLevel {
  const raw = (text(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(raw)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return raw;
}

function directory(env: Env, name: string, fallback: string): string {
  const raw = text(env, name) ?? fallback;
  return raw === ':memory:' ? raw : path.resolve(raw);
}

/** A comma-separated list of origins such as `https://a.example.com,http://localhost:8001`. */
function origins(env: Env, name: string): string[] {
  const raw = text(env, name);
  if (raw === null) return [];
  const list = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of list) {
    let origin: string | null = null;
    try {
      const url = new URL(item);
      if (url.protocol === 'http:' || url.protocol === 'https:') origin = url.origin;
    } catch {
      origin = null;
    }
    if (origin !== item) throw new Error(`${name} must list origins like https://host[:port], got "${item}"`);
  }
  return [...new Set(list)];
}

const MIB = 1024 * 1024;

function importLimits(env: Env): ImportLimits {
  return {
    maxFileBytes: positiveNumber(env, 'IMPORT_MAX_FILE_MB', 5, true) * MIB,
    maxEntries: positiveNumber(env, 'IMPORT_MAX_ZIP_ENTRIES', 100, true),
    maxEntryBytes: positiveNumber(env, 'IMPORT_MAX_ENTRY_MB', 20, true) * MIB,
    maxExpandedBytes: positiveNumber(env, 'IMPORT_MAX_EXPANDED_MB', 50, true) * MIB,
    maxRatio: positiveNumber(env, 'IMPORT_MAX_RATIO', 100),
    parseTimeoutMs: positiveNumber(env, 'IMPORT_PARSE_TIMEOUT_MS', 10_000, true),
    workerMemoryMb: positiveNumber(env, 'IMPORT_WORKER_MEMORY_MB', 128, true),
    parallel: positiveNumber(env, 'IMPORT_PARALLEL', 2, true),
  };
}

/**
 * The embedded database runs every query on this thread through one connection, so a few
 * requests at a time keep it busy and the rest wait in line; PostgreSQL's pool (10 connections)
 * serves many more, and its generous bound only stops an unbounded pile-up.
 */
function admission(env: Env, embedded: boolean): AdmissionLimits {
  return {
    maxRunning: positiveNumber(env, 'API_MAX_RUNNING', embedded ? 8 : 64, true),
    maxWaiting: positiveNumber(env, 'API_MAX_WAITING', embedded ? 200 : 2000, true),
    maxWaitMs: positiveNumber(env, 'API_MAX_WAIT_MS', 3000, true),
  };
}

/** pg-boss polls at most every half second. */
const QUEUE_POLL_MIN_SECONDS = 0.5;

function queuePollSeconds(env: Env): number {
  const value = positiveNumber(env, 'QUEUE_POLL_SECONDS', 5);
  if (value < QUEUE_POLL_MIN_SECONDS) throw new Error(`QUEUE_POLL_SECONDS must be at least ${QUEUE_POLL_MIN_SECONDS}, got ${value}`);
  return value;
}

function smsConfig(env: Env): SmsConfig {
  const sender = (text(env, 'SMS_SENDER') ?? 'log').toLowerCase();
  if (sender !== 'log' && sender !== 'http') throw new Error(`SMS_SENDER must be log or http, got "${sender}"`);
  const httpUrl = text(env, 'SMS_HTTP_URL');
  if (httpUrl !== null) {
    let protocol = '';
    try {
      protocol = new URL(httpUrl).protocol;
    } catch {
      protocol = '';
    }
    if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`SMS_HTTP_URL must be an http(s) URL, got "${httpUrl}"`);
  }
  if (sender === 'http' && httpUrl === null) throw new Error('SMS_SENDER=http needs SMS_HTTP_URL');
  return {
    sender,
    httpUrl,
    httpToken: text(env, 'SMS_HTTP_TOKEN'),
    httpTimeoutMs: positiveNumber(env, 'SMS_HTTP_TIMEOUT_MS', 5000, true),
    perAddressPerHour: positiveNumber(env, 'SMS_LIMIT_PER_ADDRESS', 20, true),
  };
}

/** Reads the whole server configuration from environment variables; throws on invalid values. */
export function loadConfig(env: Env = process.env): Config {
  const port = positiveNumber(env, 'PORT', 8000, true);
  if (port > 65535) throw new Error(`PORT must be at most 65535, got ${port}`);
  const databaseUrl = text(env, 'DATABASE_URL');
  return {
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir: directory(env, 'DATA_DIR', './data'),
    databaseUrl,
    adminPassword: text(env, 'ADMIN_PASSWORD'),
    captchaEnabled: flag(env, 'LOGIN_CAPTCHA', true),
    appEnv: text(env, 'APP_ENV') ?? 'prod',
    sessionTtlHours: positiveNumber(env, 'SESSION_TTL_HOURS', 12),
    lockMinutes: positiveNumber(env, 'LOCK_MINUTES', 15),
    rateLimit: {
      windowSeconds: positiveNumber(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, true),
      signInPerAddress: positiveNumber(env, 'SIGNIN_LIMIT_PER_ADDRESS', 60, true),
      signInPerAccount: positiveNumber(env, 'SIGNIN_LIMIT_PER_ACCOUNT', 10, true),
      captchaPerAddress: positiveNumber(env, 'CAPTCHA_LIMIT_PER_ADDRESS', 60, true),
    },
    captchaMaxOutstanding: positiveNumber(env, 'CAPTCHA_MAX_OUTSTANDING', 10, true),
    distDir: directory(env, 'DIST_DIR', './dist'),
    logLevel: logLevel(env),
    trustProxy: trustProxy(env),
    frameOrigins: origins(env, 'FRAME_ORIGINS'),
    importLimits: importLimits(env),
    admission: admission(env, databaseUrl === null),
    queuePollSeconds: queuePollSeconds(env),
    operationLogRetentionDays: positiveNumber(env, 'OPERATION_LOG_RETENTION_DAYS', 180, true),
    sms: smsConfig(env),
    loginMobileVerification: flag(env, 'LOGIN_MOBILE_VERIFICATION', false),
    demoData: flag(env, 'DEMO_DATA', false),
  };
}
