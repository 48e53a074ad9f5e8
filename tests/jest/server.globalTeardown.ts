import { rm } from 'fs/promises';
import { DUMP_ENV } from './server.globalSetup';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[DUMP_ENV];
  if (file) await rm(file, { force: true });
}
