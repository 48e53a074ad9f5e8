import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { CodePurpose } from './constants';

/** One code to send: the number (normalised), the code, what it is for and the text of the message. */
export interface SmsMessage {
  phoneNumber: string;
  code: string;
  purpose: CodePurpose;
  /** The whole message in the caller's language, e.g. "Your sign-in code is 123456; valid 5 minutes." */
  text: string;
}

/**
 * Sends one message. The caller does not wait for it: the answer to a code request is the same,
 * and takes as long, whether or not the number belongs to an account, so a sender's failure is
 * logged and never told to the caller.
 */
export type SmsSender = (message: SmsMessage) => Promise<void>;

/** Development and demos: the code goes to the server's log (with the number), nowhere else. */
export function logSender(log: FastifyBaseLogger): SmsSender {
  return async ({ phoneNumber, code, purpose }) => {
    log.info({ phoneNumber, smsCode: code, purpose }, `SMS code for ${phoneNumber}: ${code} (SMS_SENDER=log)`);
  };
}

/**
 * An SMS gateway: POST {phoneNumber, code, text, purpose} as JSON to SMS_HTTP_URL, with
 * `Authorization: Bearer <SMS_HTTP_TOKEN>` when set, given up after SMS_HTTP_TIMEOUT_MS. Any
 * answer but 2xx is a failure.
 */
export function httpSender(
  sms: { httpUrl: string; httpToken: string | null; httpTimeoutMs: number },
  fetchImpl: typeof fetch = fetch,
): SmsSender {
  return async (message) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (sms.httpToken) headers.authorization = `Bearer ${sms.httpToken}`;
    const response = await fetchImpl(sms.httpUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(sms.httpTimeoutMs),
    });
    // The body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  };
}

/** The sender the configuration names (SMS_SENDER). */
export function senderFromConfig(config: Config, log: FastifyBaseLogger): SmsSender {
  const { sms } = config;
  if (sms.sender === 'http' && sms.httpUrl) return httpSender({ ...sms, httpUrl: sms.httpUrl });
  return logSender(log);
}

/** Sends without waiting; a failure is logged, never answered. */
export function dispatchSms(send: SmsSender, message: SmsMessage, log: FastifyBaseLogger): void {
  const failed = (error: unknown) => log.warn({ err: error, purpose: message.purpose }, 'sending an SMS code failed');
  try {
    send(message).catch(failed);
  } catch (error) {
    failed(error);
  }
}
