import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../envelopes';
import { profileSchema } from './contract';

const sysRoutes: FastifyPluginAsyncTypebox<{ version: string }> = async (app, opts) => {
  app.get('/sys/profile', { schema: profileSchema }, async () =>
    success({
      env: app.config.appEnv,
      version: opts.version,
      frameOrigins: app.config.frameOrigins,
      importMaxBytes: app.config.importLimits.maxFileBytes,
    }),
  );
};

export default sysRoutes;
