import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { findModule } from '../db/repositories/roles';
import type { ModuleAction } from '../db/schema';
import { localizedName, t } from '../i18n';
import { apiError } from '../plugins/errors';
import { callerCodes } from './caller';

export const FORBIDDEN_ERROR = 'FORBIDDEN';

type Right = readonly [moduleNo: string, action: ModuleAction];

async function forbidden(request: FastifyRequest, [moduleNo, action]: Right) {
  const module = await findModule(request.server.db, moduleNo);
  const name = module ? `${localizedName(request, module)} (${moduleNo})` : moduleNo;
  return apiError(request, 403, FORBIDDEN_ERROR, 'access.forbidden', {
    module: name,
    action: t(request, `action.${action}`),
  });
}

/**
 * A preHandler that lets the call through when one of the user's enabled roles grants one of the
 * rights (an admin role passes every check) and answers 403 FORBIDDEN naming the first right
 * otherwise.
 */
export function requireAnyAction(...rights: Right[]): preHandlerAsyncHookHandler {
  return async function checkFunctionRights(request) {
    const codes = await callerCodes(request);
    if (codes.has('*') || rights.some(([moduleNo, action]) => codes.has(`${moduleNo}:${action}`))) return;
    throw await forbidden(request, rights[0]);
  };
}

/** A preHandler requiring one action of one module, e.g. `requireAction('user', 'create')`. */
export function requireAction(moduleNo: string, action: ModuleAction): preHandlerAsyncHookHandler {
  return requireAnyAction([moduleNo, action]);
}
