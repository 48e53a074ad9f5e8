import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { callerCodes } from '../../access/caller';
import { FORBIDDEN_ERROR } from '../../access/functionRights';
import { findModule } from '../../db/repositories/roles';
import { localizedName, t } from '../../i18n';
import { apiError } from '../errors';

/** The buttons of module `task`: the standard ones and the module's own (dispatch, reassign, cancel). */
export type TaskRight = 'view' | 'create' | 'update' | 'dispatch' | 'reassign' | 'cancel' | 'export' | 'import';

const STANDARD = new Set<TaskRight>(['view', 'create', 'update', 'export', 'import']);

export const TASK_MODULE = 'task';

/** Whether the caller holds a button of module task (an administrator holds every one). */
export async function holdsTaskRight(request: FastifyRequest, right: TaskRight): Promise<boolean> {
  const codes = await callerCodes(request);
  return codes.has('*') || codes.has(`${TASK_MODULE}:${right}`);
}

/** 403 FORBIDDEN naming the module and the button, as requireAction answers. */
export async function taskForbidden(request: FastifyRequest, right: TaskRight) {
  const module = await findModule(request.server.db, TASK_MODULE);
  const name = module ? `${localizedName(request, module)} (${TASK_MODULE})` : TASK_MODULE;
  const action = STANDARD.has(right) ? t(request, `action.${right as 'view' | 'create' | 'update' | 'export' | 'import'}`) : t(request, `tasks.action.${right as 'dispatch' | 'reassign' | 'cancel'}`);
  return apiError(request, 403, FORBIDDEN_ERROR, 'access.forbidden', { module: name, action });
}

/** A preHandler requiring a button of module task, the module's own buttons included. */
export function requireTaskRight(right: TaskRight): preHandlerAsyncHookHandler {
  return async function checkTaskRight(request) {
    if (!(await holdsTaskRight(request, right))) throw await taskForbidden(request, right);
  };
}
