import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hashPassword } from '../../crypto';
import { insertMessages } from '../../db/repositories/messages';
import { revokeOtherSessions } from '../../db/repositories/sessions';
import { updatePasswordHash } from '../../db/repositories/users';
import { success } from '../../envelopes';
import { t } from '../../i18n';
import { auditFailures, inAuditedTransaction } from '../audit';
import { checkPassword, forgetAttempts } from '../auth/lockout';
import { apiError } from '../errors';
import { MESSAGE_LEVELS } from '../message/constants';
import { requireUser } from '../session';
import { passwordPolicyProblem } from './passwordPolicy';
import { updatePasswordSchema } from './contract';

export const WRONG_PASSWORD_ERROR = 'WRONG_PASSWORD';
export const ACCOUNT_LOCKED_ERROR = 'ACCOUNT_LOCKED';

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
      // The current password is guessed no faster here than at sign-in: same attempts, same lock.
      const check = await checkPassword(request, user.account, user.passwordHash, oldPassword);
      if (check.result === 'locked') throw apiError(request, 423, ACCOUNT_LOCKED_ERROR, 'auth.locked', { minutes: check.minutes });
      if (check.result === 'wrong') throw apiError(request, 400, WRONG_PASSWORD_ERROR, 'password.wrong', { left: check.left });
      // Hashing happens before the transaction, which stays short.
      const passwordHash = await hashPassword(newPassword);
      const changed = await inAuditedTransaction(request, reply, draft, async (tx, entry) => {
        const now = app.clock();
        await forgetAttempts(tx, user);
        await updatePasswordHash(tx, user.id, passwordHash, now);
        const revoked = await revokeOtherSessions(tx, user.id, sessionId, now);
        // The user hears of it in their messages, where a change they did not make stands out.
        await insertMessages(tx, [
          {
            userId: user.id,
            title: t(request, 'password.changedMessage.title'),
            content: t(request, 'password.changedMessage.content'),
            level: MESSAGE_LEVELS.important,
            group: 'security',
            createdAt: now,
          },
        ]);
        entry.detail = { ...entry.detail, revokedSessions: revoked };
        return success(null);
      });
      await app.push.toUsers([user.id], { kind: 'message' }).catch((error: unknown) => {
        request.log.warn({ err: error }, 'push after a password change failed');
      });
      return changed;
    });
  });
};

export default userRoutes;
