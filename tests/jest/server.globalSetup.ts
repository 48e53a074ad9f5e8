/**
 * Migrates one embedded database and dumps it to a file once per run; every API test file then
 * starts from a copy of that dump instead of running initdb and the migrations again.
 * With DATABASE_URL set the tests create their own PostgreSQL databases and this is skipped.
 */
import { writeFile } from 'fs/promises';
import os from 'os';
import path from 'path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle } from '../../server/db/client';

export const DUMP_ENV = 'FSSC_TEST_PGLITE_DUMP';

export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const client = await PGlite.create('memory://');
  const handle = pgliteHandle(client);
  await handle.migrate();
  // Flushed to the data files, so each copy starts without replaying the log.
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const file = path.join(os.tmpdir(), `fssc-api-tests-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  // Workers start after this and inherit the variable.
  process.env[DUMP_ENV] = file;
}
