import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { insertPageView, recentPages } from '../../db/repositories/pageViews';
import { success } from '../../envelopes';
import { requireUser } from '../session';
import { normalizeSrc } from '../../urls';
import { RECENT_PAGES_DAYS } from './constants';
import { pageViewSchema, recentPagesSchema } from './contract';

/**
 * Page-view analytics, sent whenever the active tab changes. Deliberately not written to the
 * operation log: it is analytics volume (one row per tab switch), not a change to business data,
 * and page_views is its own record.
 */
const pageViewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/pageView', { schema: pageViewSchema }, async (request) => {
    const user = requireUser(request);
    const view = request.body;
    await insertPageView(app.db, {
      userId: user.id,
      jobNo: user.jobNo ?? user.userNo,
      zoneNo: user.zoneNo,
      zoneName: user.zoneName,
      region: user.region,
      systemNo: view.systemNo,
      systemName: view.systemName,
      applicationNo: view.applicationNo,
      applicationName: view.applicationName,
      moduleNo: view.moduleNo ?? null,
      pageName: view.pageName,
      path: view.path === undefined ? null : normalizeSrc(view.path),
      createdAt: app.clock(),
    });
    return success(null);
  });

  app.get('/pageView/recent', { schema: recentPagesSchema }, async (request) => {
    const since = new Date(app.clock().getTime() - RECENT_PAGES_DAYS * 24 * 3600 * 1000);
    return success(await recentPages(app.db, requireUser(request).id, since, request.query.limit ?? 8));
  });
};

export default pageViewRoutes;
