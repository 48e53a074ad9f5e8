import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { listLinkedAccounts } from '../../db/repositories/accountLinks';
import { findOrgByNo } from '../../db/repositories/orgs';
import { revokeSession } from '../../db/repositories/sessions';
import type { User } from '../../db/repositories/users';
import { statusOk, success } from '../../envelopes';
import { localizedName } from '../../i18n';
import { audit } from '../audit';
import { clearSessionCookie, requireUser, setSessionCookie } from '../session';
import { setDeviceCookie } from '../devices/identity';
import type { SmsSender } from '../phoneSignIn/senders';
import { setPendingCookie } from '../phoneSignIn/verification';
import { issueCaptcha, type CaptchaGenerator } from './captcha';
import {
  createCaptchaSchema,
  currentUserSchema,
  retailAccountsSchema,
  signInSchema,
  signOutSchema,
  switchAccountSchema,
  type CurrentUser,
} from './contract';
import { signIn } from './signin';
import { parseSwitchTarget, switchAccount } from './switchAccount';

/**
 * The user as the portal keeps it (spec section 3: jobNo falls back to userNo). A zone that is
 * an organisation (its number is the organisation's) is named in the caller's language.
 */
export async function toCurrentUser(request: FastifyRequest, user: User): Promise<Static<typeof CurrentUser>> {
  const zone = user.zoneNo ? await findOrgByNo(request.server.db, user.zoneNo) : undefined;
  return {
    userNo: user.userNo,
    jobNo: user.jobNo ?? user.userNo,
    name: user.name,
    zoneNo: user.zoneNo,
    zoneName: zone ? localizedName(request, zone) : user.zoneName,
    region: user.region,
    account: user.account,
  };
}

export interface AuthRoutesOptions {
  generateCaptcha: CaptchaGenerator;
  /** Sends the code of the second step (LOGIN_MOBILE_VERIFICATION=on). */
  smsSender: SmsSender;
}

const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, opts) => {
  app.get('/verifyCode/create', { schema: createCaptchaSchema, config: { public: true } }, async (request, reply) => {
    if (!app.config.captchaEnabled) return statusOk({ enabled: false, token: '', image: '' });
    const captcha = await issueCaptcha(request, reply, opts.generateCaptcha);
    return statusOk({ enabled: true, ...captcha });
  });

  app.post('/oauth/signin', { schema: signInSchema, config: { public: true } }, async (request, reply) => {
    const { token, deviceKey, pendingToken, ...result } = await signIn(request, reply, request.body, request.headers.token, opts.smsSender);
    if (token) setSessionCookie(request, reply, token);
    if (pendingToken) setPendingCookie(request, reply, pendingToken);
    if (deviceKey) setDeviceCookie(request, reply, deviceKey);
    return statusOk(result);
  });

  app.post('/oauth/currentUser', { schema: currentUserSchema }, async (request) => success(await toCurrentUser(request, requireUser(request))));

  app.get('/oauth/retailAccounts', { schema: retailAccountsSchema }, async (request) =>
    success(await listLinkedAccounts(app.db, requireUser(request).id, app.clock())),
  );

  app.post('/oauth/switchRetailAccount', { schema: switchAccountSchema }, async (request, reply) => {
    requireUser(request);
    const account = parseSwitchTarget(request, request.body.user);
    const { user, token, deviceKey } = await switchAccount(request, reply, account);
    setSessionCookie(request, reply, token);
    setDeviceCookie(request, reply, deviceKey);
    return statusOk(await toCurrentUser(request, user));
  });

  app.post('/oauth/signout', { schema: signOutSchema, config: { public: true } }, async (request, reply) => {
    const sessionId = request.sessionId;
    if (sessionId !== null) {
      await app.db.transaction(async (tx) => {
        await revokeSession(tx, sessionId, app.clock());
        await audit(tx, request, reply, { action: 'auth.signout', target: request.user?.account, result: 'success' });
      });
    }
    clearSessionCookie(request, reply);
    return statusOk(null);
  });
};

export default authRoutes;
