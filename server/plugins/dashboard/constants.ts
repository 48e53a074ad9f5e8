/** Plain values of the dev page (/dev) and the admin dashboard (/admin). */

/** Days the dashboard covers: today and the days before it. */
export const DASHBOARD_DAYS_MIN = 1;
export const DASHBOARD_DAYS_MAX = 90;
export const DASHBOARD_DAYS_DEFAULT = 14;
/** The ranges the dashboard offers to pick. */
export const DASHBOARD_DAY_CHOICES = [7, 14, 30, 90] as const;
/** Pages and modules the "most used" lists answer. */
export const DASHBOARD_TOP_MAX = 10;
/** Failed jobs the dev page lists, the latest first. */
export const FAILED_JOBS_SHOWN = 10;
/** Characters of a failed job's error the dev page shows. */
export const JOB_ERROR_MAX = 500;
/** Where the API's browsable OpenAPI document is served. */
export const API_DOCS_PATH = '/api/docs';
/** Job states that count as waiting or running (the queue's depth). */
export const QUEUE_DEPTH_STATES = ['created', 'retry', 'active'] as const;
/** The kinds of database the server runs on. */
export const DATABASE_KINDS = ['embedded', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];
/**
 * Where the build date comes from: the front end's build stamp (dist/build-info.json), the built
 * index.html's time, or, with no build, the time the server started.
 */
export const BUILD_DATE_SOURCES = ['build', 'indexHtml', 'serverStart'] as const;
export type BuildDateSource = (typeof BUILD_DATE_SOURCES)[number];
/** The configuration flags of the product (spec section 1), in the order the dev page shows them. */
export const CONFIG_FLAGS = ['phoneRule', 'emailRequired', 'jobNoShown', 'loginMobileVerification'] as const;
export type ConfigFlag = (typeof CONFIG_FLAGS)[number];
