import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requireAction, requireAnyAction } from '../../access/functionRights';
import type { Database } from '../../db/client';
import {
  applicationDependants,
  applicationNoTaken,
  countSystemApplications,
  deleteApplication,
  deleteSystem,
  findApplication,
  findSystem,
  findSystemByNo,
  insertApplication,
  insertSystem,
  listApplications,
  listSystems,
  systemNoTaken,
  updateApplication,
  updateSystem,
  type Application,
  type System,
} from '../../db/repositories/systems';
import { PORTAL_APPLICATION_NO, PORTAL_SYSTEM_NO } from '../../db/schema';
import { success } from '../../envelopes';
import { auditedChange, changeRow } from '../audit';
import { apiError } from '../errors';
import {
  createApplicationSchema,
  createSystemSchema,
  deleteApplicationSchema,
  deleteSystemSchema,
  getApplicationSchema,
  getSystemSchema,
  listSystemsSchema,
  updateApplicationSchema,
  updateSystemSchema,
} from './contract';
import { isRouteOrWebUrl } from './constants';

const systemAnswer = (system: System) => ({
  id: system.id,
  systemNo: system.systemNo,
  name: system.name,
  nameEn: system.nameEn,
  sort: system.sort,
  createdAt: system.createdAt.toISOString(),
  updatedAt: system.updatedAt.toISOString(),
});

/** How the log names an application: `<systemNo>/<applicationNo>`. */
const applicationName = (application: Application) => `${application.systemNo}/${application.applicationNo}`;

const applicationAnswer = (application: Application) => ({
  id: application.id,
  systemNo: application.systemNo,
  applicationNo: application.applicationNo,
  name: application.name,
  nameEn: application.nameEn,
  homePageUrl: application.homePageUrl,
  sort: application.sort,
  createdAt: application.createdAt.toISOString(),
  updatedAt: application.updatedAt.toISOString(),
});

const isPortalApplication = (application: Application) =>
  application.systemNo === PORTAL_SYSTEM_NO && application.applicationNo === PORTAL_APPLICATION_NO;

/** Systems pick lists of the menu, module and role screens as well as their own page. */
const canReadSystems = requireAnyAction(
  ['application', 'view'],
  ['menu', 'view'],
  ['module', 'view'],
  ['role', 'view'],
);

/**
 * Systems and their applications, guarded by the function rights of module `application`. The
 * portal's own system and application (its settings menu) keep their numbers and stay.
 */
const systemsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const refuseBadHomePage = (request: FastifyRequest, homePageUrl: string | null | undefined) => {
    if (homePageUrl && !isRouteOrWebUrl(homePageUrl))
      throw apiError(request, 400, null, 'application.homePageUrlInvalid');
  };

  const refuseUnknownSystem = async (request: FastifyRequest, tx: Database, systemNo: string) => {
    if (!(await findSystemByNo(tx, systemNo)))
      throw apiError(request, 400, null, 'application.systemNotFound', { systemNo });
  };

  const refuseTakenApplication = async (
    request: FastifyRequest,
    tx: Database,
    at: { systemNo: string; applicationNo: string },
    exceptId?: number,
  ) => {
    if (await applicationNoTaken(tx, at, exceptId))
      throw apiError(request, 409, null, 'application.applicationNoTaken', at);
  };

  app.get('/systems', { schema: listSystemsSchema, preHandler: canReadSystems }, async () => {
    const [systems, applications] = await Promise.all([listSystems(app.db), listApplications(app.db)]);
    return success(
      systems.map((system) => ({
        ...systemAnswer(system),
        applications: applications.filter((a) => a.systemNo === system.systemNo).map(applicationAnswer),
      })),
    );
  });

  app.get('/systems/:id', { schema: getSystemSchema, preHandler: canReadSystems }, async (request) => {
    const system = await findSystem(app.db, request.params.id);
    if (!system) throw apiError(request, 404, null, 'system.notFound');
    const applications = await listApplications(app.db);
    return success({
      ...systemAnswer(system),
      applications: applications.filter((a) => a.systemNo === system.systemNo).map(applicationAnswer),
    });
  });

  app.post(
    '/systems',
    { schema: createSystemSchema, preHandler: requireAction('application', 'create') },
    async (request, reply) => {
      const body = request.body;
      const fields = { systemNo: body.systemNo, name: body.name, nameEn: body.nameEn ?? null, sort: body.sort ?? 0 };
      return auditedChange(
        request,
        reply,
        { action: 'system.create', target: fields.systemNo, detail: { after: fields } },
        async (tx, draft) => {
          if (await systemNoTaken(tx, fields.systemNo))
            throw apiError(request, 409, null, 'system.systemNoTaken', { systemNo: fields.systemNo });
          const system = await insertSystem(tx, fields, app.clock());
          draft.target = `${system.id} ${system.systemNo}`;
          draft.detail = { after: systemAnswer(system) };
          return success(systemAnswer(system));
        },
      );
    },
  );

  app.put(
    '/systems/:id',
    { schema: updateSystemSchema, preHandler: requireAction('application', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const changes = request.body;
      const after = await changeRow(request, reply, {
        action: 'system.update',
        id,
        detail: { changes },
        find: findSystem,
        notFound: 'system.notFound',
        name: (system) => system.systemNo,
        logged: systemAnswer,
        change: async (tx, before) => {
          if (changes.systemNo !== undefined && changes.systemNo !== before.systemNo) {
            if (before.systemNo === PORTAL_SYSTEM_NO)
              throw apiError(request, 409, null, 'system.reserved', { systemNo: before.systemNo });
            if (await systemNoTaken(tx, changes.systemNo, id))
              throw apiError(request, 409, null, 'system.systemNoTaken', { systemNo: changes.systemNo });
          }
          return updateSystem(tx, before, changes, app.clock());
        },
      });
      return success(systemAnswer(after));
    },
  );

  app.delete(
    '/systems/:id',
    { schema: deleteSystemSchema, preHandler: requireAction('application', 'delete') },
    async (request, reply) => {
      const { id } = request.params;
      await changeRow(request, reply, {
        action: 'system.delete',
        id,
        find: findSystem,
        notFound: 'system.notFound',
        name: (system) => system.systemNo,
        logged: systemAnswer,
        change: async (tx, before) => {
          if (before.systemNo === PORTAL_SYSTEM_NO)
            throw apiError(request, 409, null, 'system.reserved', { systemNo: before.systemNo });
          const count = await countSystemApplications(tx, before.systemNo);
          if (count > 0) throw apiError(request, 409, null, 'system.hasApplications', { count });
          await deleteSystem(tx, id);
          return null;
        },
      });
      return success(null);
    },
  );

  app.get('/applications/:id', { schema: getApplicationSchema, preHandler: canReadSystems }, async (request) => {
    const application = await findApplication(app.db, request.params.id);
    if (!application) throw apiError(request, 404, null, 'application.notFound');
    return success(applicationAnswer(application));
  });

  app.post(
    '/applications',
    { schema: createApplicationSchema, preHandler: requireAction('application', 'create') },
    async (request, reply) => {
      const body = request.body;
      const fields = {
        systemNo: body.systemNo,
        applicationNo: body.applicationNo,
        name: body.name,
        nameEn: body.nameEn ?? null,
        homePageUrl: body.homePageUrl ?? null,
        sort: body.sort ?? 0,
      };
      return auditedChange(
        request,
        reply,
        {
          action: 'application.create',
          target: `${fields.systemNo}/${fields.applicationNo}`,
          detail: { after: fields },
        },
        async (tx, draft) => {
          refuseBadHomePage(request, fields.homePageUrl);
          await refuseUnknownSystem(request, tx, fields.systemNo);
          await refuseTakenApplication(request, tx, fields);
          const application = await insertApplication(tx, fields, app.clock());
          draft.target = `${application.id} ${applicationName(application)}`;
          draft.detail = { after: applicationAnswer(application) };
          return success(applicationAnswer(application));
        },
      );
    },
  );

  app.put(
    '/applications/:id',
    { schema: updateApplicationSchema, preHandler: requireAction('application', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const changes = request.body;
      const after = await changeRow(request, reply, {
        action: 'application.update',
        id,
        detail: { changes },
        find: findApplication,
        notFound: 'application.notFound',
        name: applicationName,
        logged: applicationAnswer,
        change: async (tx, before) => {
          refuseBadHomePage(request, changes.homePageUrl);
          const target = {
            systemNo: changes.systemNo ?? before.systemNo,
            applicationNo: changes.applicationNo ?? before.applicationNo,
          };
          if (target.systemNo !== before.systemNo || target.applicationNo !== before.applicationNo) {
            if (isPortalApplication(before)) throw apiError(request, 409, null, 'application.reserved', before);
            await refuseUnknownSystem(request, tx, target.systemNo);
            await refuseTakenApplication(request, tx, target, id);
          }
          return updateApplication(tx, before, changes, app.clock());
        },
      });
      return success(applicationAnswer(after));
    },
  );

  app.delete(
    '/applications/:id',
    { schema: deleteApplicationSchema, preHandler: requireAction('application', 'delete') },
    async (request, reply) => {
      const { id } = request.params;
      await changeRow(request, reply, {
        action: 'application.delete',
        id,
        find: findApplication,
        notFound: 'application.notFound',
        name: applicationName,
        logged: applicationAnswer,
        change: async (tx, before) => {
          if (isPortalApplication(before)) throw apiError(request, 409, null, 'application.reserved', before);
          const dependants = await applicationDependants(tx, before);
          if (dependants.menus > 0 || dependants.modules > 0)
            throw apiError(request, 409, null, 'application.inUse', dependants);
          await deleteApplication(tx, id);
          return null;
        },
      });
      return success(null);
    },
  );
};

export default systemsRoutes;
