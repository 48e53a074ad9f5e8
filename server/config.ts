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
  distDir: string;
  logLevel: LogLevel;
  /** Trust X-Forwarded-* headers (client IP, https) from a reverse proxy. */
  trustProxy: boolean;
  /** Origins whose pages, shown in the shell's frames, may call the shell (FRAME_ORIGINS). */
  frameOrigins: string[];
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

/** Reads the whole server configuration from environment variables; throws on invalid values. */
export function loadConfig(env: Env = process.env): Config {
  const port = positiveNumber(env, 'PORT', 8000, true);
  if (port > 65535) throw new Error(`PORT must be at most 65535, got ${port}`);
  return {
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir: directory(env, 'DATA_DIR', './data'),
    databaseUrl: text(env, 'DATABASE_URL'),
    adminPassword: text(env, 'ADMIN_PASSWORD'),
    captchaEnabled: flag(env, 'LOGIN_CAPTCHA', true),
    appEnv: text(env, 'APP_ENV') ?? 'prod',
    sessionTtlHours: positiveNumber(env, 'SESSION_TTL_HOURS', 12),
    lockMinutes: positiveNumber(env, 'LOCK_MINUTES', 15),
    distDir: directory(env, 'DIST_DIR', './dist'),
    logLevel: logLevel(env),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    frameOrigins: origins(env, 'FRAME_ORIGINS'),
  };
}
