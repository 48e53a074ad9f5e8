import { Type } from '@sinclair/typebox';
import { DateTime, StringEnum, errorResponses, successEnvelope } from '../../envelopes';
import {
  BUILD_DATE_SOURCES,
  CONFIG_FLAGS,
  DASHBOARD_DAYS_DEFAULT,
  DASHBOARD_DAYS_MAX,
  DASHBOARD_DAYS_MIN,
  DASHBOARD_TOP_MAX,
  DATABASE_KINDS,
  FAILED_JOBS_SHOWN,
} from './constants';

const tags = ['dashboard'];
const NullableDateTime = Type.Union([DateTime, Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);
const Count = Type.Integer({ minimum: 0 });

export const QueueDepth = Type.Object({
  name: Type.String({ description: 'Job name' }),
  created: Count,
  retry: Count,
  active: Count,
});

export const FailedJob = Type.Object({
  name: Type.String(),
  id: Type.String(),
  failedAt: NullableDateTime,
  retryCount: Count,
  error: NullableString,
});

export const DevInfo = Type.Object({
  version: Type.String(),
  build: Type.Object({
    date: DateTime,
    source: StringEnum(BUILD_DATE_SOURCES, {
      description: 'build: the front end’s build stamp; indexHtml: the built page’s time; serverStart: no build found, the time the server started',
    }),
    frontEndEnv: Type.Union([Type.String(), Type.Null()], { description: 'UMI_ENV the front end was built with, when the build says' }),
  }),
  env: Type.String({ description: 'APP_ENV' }),
  serverStartedAt: DateTime,
  timeZone: Type.String({ description: 'The server’s time zone, in which the dashboard counts days' }),
  database: Type.Object({
    kind: StringEnum(DATABASE_KINDS, { description: 'embedded (PGlite, under DATA_DIR) or postgres (DATABASE_URL)' }),
    serverVersion: Type.String(),
    migrations: Type.Object({
      applied: Count,
      known: Type.Integer({ minimum: 0, description: 'Migrations this server ships' }),
      lastTag: NullableString,
      lastWrittenAt: Type.Union([DateTime, Type.Null()], { description: 'When the last applied migration was written (its journal stamp)' }),
    }),
  }),
  queue: Type.Object({
    depth: Type.Array(QueueDepth, { description: 'Per job name with jobs waiting or running' }),
    failedCount: Type.Integer({ minimum: 0, description: 'Failed jobs kept (the job table and its archive)' }),
    failed: Type.Array(FailedJob, { description: `The latest ${FAILED_JOBS_SHOWN}` }),
  }),
  docsUrl: Type.String(),
  flags: Type.Array(
    Type.Object({ key: StringEnum(CONFIG_FLAGS), on: Type.Boolean() }),
    { description: 'Configuration flags of spec section 1, as the user and sign-in rules in force have them' },
  ),
});

export const DashboardQuery = Type.Object(
  {
    days: Type.Optional(
      Type.Integer({
        minimum: DASHBOARD_DAYS_MIN,
        maximum: DASHBOARD_DAYS_MAX,
        default: DASHBOARD_DAYS_DEFAULT,
        description: 'Today and the days before it, counted in the server’s time zone',
      }),
    ),
  },
  { additionalProperties: false },
);

export const SignInDay = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD in the server’s time zone' }),
  success: Count,
  failure: Count,
});

export const TopPage = Type.Object({
  moduleNo: NullableString,
  moduleName: Type.Union([Type.String(), Type.Null()], { description: 'In the language of Accept-Language; null without a module' }),
  pageName: Type.String({ description: 'The name it was last opened under' }),
  path: NullableString,
  views: Count,
  users: Count,
});

export const ModuleViews = Type.Object({
  moduleNo: NullableString,
  moduleName: NullableString,
  views: Count,
});

export const DashboardSummary = Type.Object({
  days: Type.Integer(),
  from: Type.String({ description: 'First day, YYYY-MM-DD' }),
  to: Type.String({ description: 'Last day (today), YYYY-MM-DD' }),
  timeZone: Type.String(),
  signIns: Type.Array(SignInDay, { description: 'One entry per day, oldest first; days without sign-ins count 0' }),
  successfulSignIns: Count,
  failedSignIns: Count,
  usersSignedIn: Type.Integer({ minimum: 0, description: 'Distinct users with a successful sign-in in the range' }),
  activeSessions: Type.Integer({ minimum: 0, description: 'Sessions now neither ended nor expired' }),
  activeUsers: Type.Integer({ minimum: 0, description: 'Distinct users of those sessions' }),
  pageViews: Count,
  topPages: Type.Array(TopPage, { description: `The ${DASHBOARD_TOP_MAX} pages opened most in the range` }),
  topModules: Type.Array(ModuleViews, { description: `The ${DASHBOARD_TOP_MAX} modules whose pages were opened most` }),
});

export const devInfoSchema = {
  tags,
  summary: 'Version, build, environment, database, migrations, job queue and configuration flags (administrators)',
  response: { 200: successEnvelope(DevInfo), ...errorResponses },
};

export const dashboardSummarySchema = {
  tags,
  summary: 'Sign-ins per day, failed sign-ins, active sessions and the most used pages (administrators)',
  querystring: DashboardQuery,
  response: { 200: successEnvelope(DashboardSummary), ...errorResponses },
};
