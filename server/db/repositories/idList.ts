import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * Condition: the column holds one of these ids (none: nothing matches), sent as ONE array
 * parameter. An IN list takes a parameter per id, each built by Drizzle, written by the driver
 * and read by the server: for the hundred organisations of a region or of a data scope, more
 * work than the rest of the statement.
 */
export const inIdList = (column: Column, ids: readonly number[]): SQL =>
  sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;
