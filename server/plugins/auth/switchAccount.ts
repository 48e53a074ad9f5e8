import type { FastifyReply, FastifyRequest } from 'fastify';
import { findLinkedAccount } from '../../db/repositories/accountLinks';
import { revokeSession } from '../../db/repositories/sessions';
import type { User } from '../../db/repositories/users';
import { audit, auditedChange } from '../audit';
import { apiError } from '../errors';
import { openSession, requireUser } from '../session';
import { deviceKeyOf, enterDevice, pushNewDeviceMessage } from '../devices/identity';

/** The account named by the `user` field: JSON text such as {"account":"shop01"}. */
export function parseSwitchTarget(request: FastifyRequest, text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const account = (parsed as { account?: unknown } | null)?.account;
  if (typeof parsed !== 'object' || Array.isArray(parsed) || typeof account !== 'string' || !account.trim() || account.length > 64) {
    throw apiError(request, 400, null, 'account.userInvalid');
  }
  return account.trim();
}

/**
 * Moves the caller to an enabled account linked to them now (within the link's validity, at the
 * server's clock): the current session is revoked and a new one is opened for the target. Both
 * accounts get an operation-log row naming the staff member, the account and the link. Returns the target user
 * and the raw token of the new session (for the cookie).
 */
export async function switchAccount(
  request: FastifyRequest,
  reply: FastifyReply,
  account: string,
): Promise<{ user: User; token: string; deviceKey: string }> {
  const caller = requireUser(request);
  const sessionId = request.sessionId!;
  const detail = { from: caller.account, to: account };
  // The same browser: its device is recorded for the target account too (refused there when blocked).
  const deviceKey = deviceKeyOf(request);
  const switched = await auditedChange(request, reply, { action: 'auth.switchAccount.out', target: account, detail }, async (tx, draft) => {
    const now = request.server.clock();
    // Only a link valid now, to an enabled account, lets the caller in.
    const linked = await findLinkedAccount(tx, caller.id, account, now);
    if (!linked) throw apiError(request, 403, null, 'account.switchDenied');
    const { user: target, link } = linked;
    // Both rows name the staff member, the account and the link that allowed the switch.
    const switchDetail = {
      ...detail,
      fromUserId: caller.id,
      toUserId: target.id,
      link: {
        userId: link.userId,
        linkedUserId: link.linkedUserId,
        validFrom: link.validFrom?.toISOString() ?? null,
        validTo: link.validTo?.toISOString() ?? null,
      },
    };
    draft.detail = switchDetail;
    const entry = await enterDevice(tx, request, target.id, deviceKey, null, now);
    if (entry.blocked) throw apiError(request, 403, null, 'devices.blocked');
    await revokeSession(tx, sessionId, now);
    const token = await openSession(tx, request, target.id, now, entry.device.id);
    await audit(tx, request, reply, {
      action: 'auth.switchAccount.in',
      userId: target.id,
      account: target.account,
      target: caller.account,
      detail: switchDetail,
      result: 'success',
    });
    return { user: target, token, notified: entry.notified };
  });
  if (switched.notified) await pushNewDeviceMessage(request, switched.user.id);
  return { user: switched.user, token: switched.token, deviceKey };
}
