import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hashPassword, verifyPassword } from '../../crypto';
import { revokeOtherSessions } from '../../db/repositories/sessions';
import { updatePasswordHash } from '../../db/repositories/users';
import { success } from '../../envelopes';
import { auditFailures, inAuditedTransaction } from '../audit';
import { apiError } from '../errors';
import { requireUser } from '../session';
import { passwordPolicyProblem } from './passwordPolicy';
import { updatePasswordSchema } from './schemas';

export const WRONG_PASSWORD_ERROR = 'WRONG_PASSWORD';

/** The signed-in user's own account settings. */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/user/updatePassword', { schema: updatePasswordSchema }, async (request, reply) => {
    const user = requireUser(request);
    const sessionId = request.sessionId!;
    const { oldPassword, newPassword } = request.body;
    // The passwords are in the draft only to show which fields were sent; audit() redacts them.
    const draft = { action: 'user.updatePassword', target: user.account, detail: { oldPassword, newPassword } };
    return auditFailures(request, reply, draft, async () => {
      const problem = passwordPolicyProblem(request, { account: user.account, oldPassword, newPassword });
      if (problem) throw problem;
      // Hashing happens before the transaction, which stays short.
      if (!(await verifyPassword(user.passwordHash, oldPassword))) throw apiError(request, 400, WRONG_PASSWORD_ERROR, 'password.wrong');
      const passwordHash = await hashPassword(newPassword);
      return inAuditedTransaction(request, reply, draft, async (tx, entry) => {
        const now = app.clock();
        await updatePasswordHash(tx, user.id, passwordHash, now);
        const revoked = await revokeOtherSessions(tx, user.id, sessionId, now);
        entry.detail = { ...entry.detail, revokedSessions: revoked };
        return success(null);
      });
    });
  });
};

export default userRoutes;
