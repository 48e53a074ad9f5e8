import { buildApp } from './app';
import { loadConfig } from './config';
import { demoAccountLines } from './db/demo/accounts';
import { startDatabase } from './db/start';

function printBox(lines: string[]): void {
  const width = Math.max(...lines.map((line) => line.length));
  const border = `+${'-'.repeat(width + 2)}+`;
  console.log([border, ...lines.map((line) => `| ${line.padEnd(width)} |`), border].join('\n'));
}

async function main(): Promise<void> {
  const config = loadConfig();
  const { database, generatedAdminPassword, demoData } = await startDatabase(config);
  if (generatedAdminPassword) {
    printBox([
      'Initial admin password: ' + generatedAdminPassword,
      'Account: admin. Shown only this once; change it after signing in.',
    ]);
  }
  if (demoData === 'seeded') printBox(demoAccountLines(config.adminPassword));
  if (demoData === 'refused') {
    console.warn('DEMO_DATA=on: this database holds users besides admin, so no demo data was added (it goes only into a fresh database).');
  }

  const app = await buildApp({ db: database.db, config });
  app.addHook('onClose', async () => {
    await database.close();
    app.log.info('database closed');
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await app.listen({ host: config.host, port: config.port }).catch(async (error) => {
    await app.close();
    throw error;
  });
  console.log(`FSSC portal listening on http://localhost:${config.port}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
