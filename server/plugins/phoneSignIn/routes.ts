import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { statusOk } from '../../envelopes';
import { setSessionCookie } from '../session';
import { setDeviceCookie } from '../devices/identity';
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from './constants';
import { loginByPhoneNumberSchema, resendPhoneCodeSchema, sendSmsCodeSchema, verifyPhoneCodeSchema } from './contract';
import type { SmsSender } from './senders';
import { sendSignInCode, signInByPhone } from './signInByPhone';
import { clearPendingCookie, resendStepCode, verifyStepCode } from './verification';

export interface PhoneSignInOptions {
  /** How codes leave the server (app option smsSender, else SMS_SENDER). */
  smsSender: SmsSender;
}

/** The most a form body of these routes may hold. */
const FORM_BODY_MAX = 4096;

/** The answer of a code request: the same for every number. */
const sent = () => statusOk({ resendAfter: CODE_RESEND_SECONDS, expiresIn: CODE_TTL_SECONDS });

/**
 * Sign-in by phone code (the login page's phone tab, the mobile portal) and the second step of
 * the password sign-in (LOGIN_MOBILE_VERIFICATION=on). The portal sends form data here, so this
 * area (and only this one) reads application/x-www-form-urlencoded bodies; the schemas check the
 * parsed fields as they check JSON.
 */
const phoneSignInRoutes: FastifyPluginAsyncTypebox<PhoneSignInOptions> = async (app, opts) => {
  const send = opts.smsSender;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_MAX }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post('/oauth/sendSmsCode', { schema: sendSmsCodeSchema, config: { public: true } }, async (request, reply) => {
    await sendSignInCode(request, reply, request.body.phoneNumber, send);
    return sent();
  });

  app.post('/oauth/loginByPhoneNumber', { schema: loginByPhoneNumberSchema, config: { public: true } }, async (request, reply) => {
    const { token, deviceKey, pendingToken: _pending, ...result } = await signInByPhone(request, reply, request.body);
    if (token) setSessionCookie(request, reply, token);
    if (deviceKey) setDeviceCookie(request, reply, deviceKey);
    return statusOk(result);
  });

  app.post('/oauth/verifyPhoneCode', { schema: verifyPhoneCodeSchema, config: { public: true } }, async (request, reply) => {
    const { token, deviceKey, pendingToken: _pending, ...result } = await verifyStepCode(request, reply, request.body);
    if (token) {
      setSessionCookie(request, reply, token);
      clearPendingCookie(request, reply);
    }
    if (deviceKey) setDeviceCookie(request, reply, deviceKey);
    return statusOk(result);
  });

  app.post('/oauth/resendPhoneCode', { schema: resendPhoneCodeSchema, config: { public: true } }, async (request, reply) => {
    await resendStepCode(request, reply, send);
    return sent();
  });
};

export default phoneSignInRoutes;
