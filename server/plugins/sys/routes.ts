import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { demoAccounts } from '../../db/demo/accounts';
import { demoDataPresent } from '../../db/demo/demoData';
import { success } from '../../envelopes';
import { demoAccountsSchema, profileSchema } from './contract';

const sysRoutes: FastifyPluginAsyncTypebox<{ version: string }> = async (app, opts) => {
  app.get('/sys/profile', { schema: profileSchema }, async () =>
    success({
      env: app.config.appEnv,
      version: opts.version,
      frameOrigins: app.config.frameOrigins,
      importMaxBytes: app.config.importLimits.maxFileBytes,
      demoData: await demoDataPresent(app.db),
    }),
  );

  // Public: the login page lists them before anyone signs in. Their passwords are printed and published anyway.
  app.get('/sys/demoAccounts', { schema: demoAccountsSchema, config: { public: true } }, async () =>
    success({ accounts: (await demoDataPresent(app.db)) ? demoAccounts(app.config.adminPassword) : [] }),
  );
};

export default sysRoutes;
