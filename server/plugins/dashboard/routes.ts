import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { callerIsAdmin } from '../../access/caller';
import { FORBIDDEN_ERROR } from '../../access/functionRights';
import { MIGRATIONS_DIR, driverOf } from '../../db/client';
import {
  activeSessions,
  appliedMigrations,
  countPageViews,
  databaseVersion,
  dayRange,
  queueState,
  signInsPerDay,
  topModules,
  topPages,
  usersSignedIn,
} from '../../db/repositories/dashboard';
import { success } from '../../envelopes';
import { localizedName } from '../../i18n';
import { SIGN_IN_WAYS } from '../auth/constants';
import { apiError } from '../errors';
import {
  API_DOCS_PATH,
  DASHBOARD_DAYS_DEFAULT,
  DASHBOARD_TOP_MAX,
  FAILED_JOBS_SHOWN,
  JOB_ERROR_MAX,
  type BuildDateSource,
} from './constants';
import { dashboardSummarySchema, devInfoSchema } from './contract';
import { configurationFlags } from './flags';

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this server ships, from drizzle's journal. */
async function knownMigrations(): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** When the front end in `distDir` was built: its build stamp, else its index.html's time; null without a build. */
async function frontEndBuild(distDir: string): Promise<{ date: string; source: BuildDateSource; frontEndEnv: string | null } | null> {
  try {
    const info = JSON.parse(await readFile(path.join(distDir, 'build-info.json'), 'utf8')) as { builtAt?: unknown; umiEnv?: unknown };
    const builtAt = typeof info.builtAt === 'string' ? new Date(info.builtAt) : null;
    if (builtAt && !Number.isNaN(builtAt.getTime())) {
      return { date: builtAt.toISOString(), source: 'build', frontEndEnv: typeof info.umiEnv === 'string' ? info.umiEnv : null };
    }
  } catch {
    // No stamp (a build by other means): the page's own time says it.
  }
  try {
    return { date: (await stat(path.join(distDir, 'index.html'))).mtime.toISOString(), source: 'indexHtml', frontEndEnv: null };
  } catch {
    return null;
  }
}

/** The message of a failed job's output ({ name, message, stack } for a thrown error), cut to a readable length. */
function jobError(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  const message =
    typeof output === 'object' && typeof (output as { message?: unknown }).message === 'string'
      ? (output as { message: string }).message
      : JSON.stringify(output);
  return message.slice(0, JOB_ERROR_MAX);
}

/**
 * The dev page (/dev) and the admin dashboard (/admin): what runs (version, build, environment,
 * database, migrations, job queue, configuration flags) and how the portal is used (sign-ins per
 * day, sessions, pages opened). Administrators only; both read and change nothing.
 */
const dashboardRoutes: FastifyPluginAsyncTypebox<{ version: string }> = async (app, opts) => {
  const startedAt = app.clock();
  /** The server's time zone, in which days are counted. */
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

  const onlyAdministrators = async (request: FastifyRequest) => {
    if (!(await callerIsAdmin(request))) throw apiError(request, 403, FORBIDDEN_ERROR, 'dashboard.adminOnly');
  };

  app.get('/dev/info', { schema: devInfoSchema, preHandler: onlyAdministrators }, async () => {
    const [build, known, applied, serverVersion, queue] = await Promise.all([
      frontEndBuild(app.config.distDir),
      knownMigrations(),
      appliedMigrations(app.db),
      databaseVersion(app.db),
      queueState(app.db, FAILED_JOBS_SHOWN),
    ]);
    const last = known.find((entry) => entry.when === applied.createdAt) ?? null;
    return success({
      version: opts.version,
      build: build ?? { date: startedAt.toISOString(), source: 'serverStart' as const, frontEndEnv: null },
      env: app.config.appEnv,
      serverStartedAt: startedAt.toISOString(),
      timeZone,
      database: {
        kind: driverOf(app.db).kind,
        serverVersion,
        migrations: {
          applied: applied.appliedCount,
          known: known.length,
          lastTag: last?.tag ?? null,
          lastWrittenAt: applied.createdAt ? new Date(applied.createdAt).toISOString() : null,
        },
      },
      queue: {
        depth: queue.depth,
        failedCount: queue.failedCount,
        failed: queue.failed.map(({ output, ...job }) => ({ ...job, error: jobError(output) })),
      },
      docsUrl: API_DOCS_PATH,
      flags: configurationFlags(app.config),
    });
  });

  app.get('/dashboard/summary', { schema: dashboardSummarySchema, preHandler: onlyAdministrators }, async (request) => {
    const days = request.query.days ?? DASHBOARD_DAYS_DEFAULT;
    const now = app.clock();
    const range = await dayRange(app.db, now, timeZone, days);
    const [perDay, users, sessions, pages, modules, views] = await Promise.all([
      signInsPerDay(app.db, SIGN_IN_WAYS, range, timeZone),
      usersSignedIn(app.db, SIGN_IN_WAYS, range),
      activeSessions(app.db, now),
      topPages(app.db, range, DASHBOARD_TOP_MAX),
      topModules(app.db, range, DASHBOARD_TOP_MAX),
      countPageViews(app.db, range),
    ]);
    const moduleName = (row: { moduleName: string | null; moduleNameEn: string | null }) =>
      row.moduleName === null ? null : localizedName(request, { name: row.moduleName, nameEn: row.moduleNameEn });
    return success({
      days,
      from: range.from,
      to: range.to,
      timeZone,
      signIns: perDay,
      successfulSignIns: perDay.reduce((sum, day) => sum + day.success, 0),
      failedSignIns: perDay.reduce((sum, day) => sum + day.failure, 0),
      usersSignedIn: users,
      activeSessions: sessions.sessions,
      activeUsers: sessions.users,
      pageViews: views,
      topPages: pages.map(({ moduleNameEn, ...page }) => ({ ...page, moduleName: moduleName({ moduleName: page.moduleName, moduleNameEn }) })),
      topModules: modules.map((row) => ({ moduleNo: row.moduleNo, moduleName: moduleName(row), views: row.views })),
    });
  });
};

export default dashboardRoutes;
