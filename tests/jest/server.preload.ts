/**
 * Loads the server's area modules before each API test file runs, as a static import would:
 * server/app.ts autoloads them while an app builds, which would otherwise count against the time
 * limit of the first hook that builds one. Loading code is not what a test's time limit measures.
 */
import { existsSync, readdirSync } from 'fs';
import path from 'path';

const plugins = path.resolve(__dirname, '../../server/plugins');
for (const area of readdirSync(plugins, { withFileTypes: true })) {
  const routes = path.join(plugins, area.name, 'routes.ts');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the areas are found by convention
  if (area.isDirectory() && existsSync(routes)) require(routes);
}
