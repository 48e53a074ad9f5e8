import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { ModuleAction } from '../../db/schema';

/*
 * The kinds of export of the download centre. An area registers each of its exports while it
 * loads; the download centre answers POST /api/downloads/exports {kind, query} with the export
 * queued, and one job (`export.run`) writes the file of every kind:
 *
 *   registerExport(app, 'users', {
 *     moduleNo: 'user', action: 'export', query: ExportUsersQuery,
 *     prepare: async (request, query) => ({ ...query, scope, hidden, locale }),   // resolved NOW
 *     rows: (db, params) => usersOf(db, params),                                   // async iterable
 *     columns: (params) => [{ key: 'account', header: 'Account', width: 18 }],
 *     fileName: (params) => 'users.xlsx',
 *   });
 */

/** A column of the exported sheet: the key of the row's value, its header, its width in characters (18). */
export interface ExportColumn {
  key: string;
  header: string;
  width?: number;
}

/** One row of an export: values by column key (text, numbers, dates, booleans or null). */
export type ExportRow = Record<string, unknown>;

export interface ExportDefinition<Params = unknown, Query = Record<string, unknown>> {
  /** The right a requester needs: `requireAction(moduleNo, action)`. */
  moduleNo: string;
  action: ModuleAction;
  /**
   * The schema of the query (the list's filters); a query that breaks it answers 400 naming
   * `query.<field>`. Without one, `prepare` gets the object as sent.
   */
  query?: TSchema;
  /**
   * Runs in the request: checks the query and resolves everything the rows depend on as the
   * requester's access stands now (data scope, hidden fields, language), as JSON. A refusal
   * (ApiError) answers the request and nothing is queued.
   */
  prepare(request: FastifyRequest, query: Query): Promise<Params>;
  /** Runs in the job: the rows, in order, read in batches (the job may take minutes). */
  rows(db: Database, params: Params): AsyncIterable<ExportRow>;
  /** How many rows there will be, for the progress; without it progress goes from 0 to 100 at the end. */
  count?(db: Database, params: Params): Promise<number>;
  columns(params: Params): ExportColumn[];
  /** The file's name, with its extension (.xlsx). */
  fileName(params: Params): string;
  /** The sheet's name (the file name without its extension by default). */
  sheetName?(params: Params): string;
}

/** Per server (the areas' plugins are separate contexts of one server): kind -> definition. */
const registries = new WeakMap<object, Map<string, ExportDefinition>>();

function registryOf(app: FastifyInstance): Map<string, ExportDefinition> {
  let registry = registries.get(app.server);
  if (!registry) registries.set(app.server, (registry = new Map()));
  return registry;
}

/** Makes an export kind available in the download centre; call it while the area loads. */
export function registerExport<Params, Query = Record<string, unknown>>(
  app: FastifyInstance,
  kind: string,
  definition: ExportDefinition<Params, Query>,
): void {
  const registry = registryOf(app);
  if (registry.has(kind)) throw new Error(`Export "${kind}" is registered already`);
  registry.set(kind, definition as unknown as ExportDefinition);
}

/** The definition of a kind, or undefined. */
export function exportKind(app: FastifyInstance, kind: string): ExportDefinition | undefined {
  return registryOf(app).get(kind);
}
