import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sameDigest, sha256Hex } from '../../crypto';
import type { Database } from '../../db/client';
import { consumeCaptcha, createCaptcha, deleteExpiredCaptchas, deleteOlderCaptchas } from '../../db/repositories/captchas';
import type { MessageKey } from '../../i18n';
import { drawCaptcha, randomCaptchaText } from './captchaImage';
import { enforceRateLimit } from './rateLimit';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export interface CaptchaChallenge {
  text: string;
  /** The image as PNG bytes. */
  png: Buffer;
}

export type CaptchaGenerator = () => CaptchaChallenge | Promise<CaptchaChallenge>;

/** Four characters without look-alikes, drawn as a distorted raster image over noise. */
export const rasterCaptchaGenerator: CaptchaGenerator = async () => {
  const text = randomCaptchaText();
  return { text, png: await drawCaptcha(text) };
};

const answerDigest = (answer: string) => sha256Hex(answer.trim().toLowerCase());

/**
 * Stores a new challenge (only digests of its token and answer) and returns what the client
 * needs. Limited per client address; expired captchas and all but the newest few of the address
 * are deleted, so the table stays small whatever a client asks for.
 */
export async function issueCaptcha(
  request: FastifyRequest,
  reply: FastifyReply,
  generate: CaptchaGenerator,
): Promise<{ token: string; image: string }> {
  const { db, config } = request.server;
  await enforceRateLimit(request, reply, `captcha:address:${request.ip}`, config.rateLimit.captchaPerAddress);
  const { text, png } = await generate();
  const token = randomToken();
  const now = request.server.clock();
  await deleteExpiredCaptchas(db, now);
  await createCaptcha(db, {
    tokenHash: sha256Hex(token),
    answerHash: answerDigest(text),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    ip: request.ip,
  });
  await deleteOlderCaptchas(db, request.ip, config.captchaMaxOutstanding);
  return { token, image: `data:image/png;base64,${png.toString('base64')}` };
}

/**
 * Checks an answer and uses the challenge up, right or wrong, so no token works twice.
 * Returns the message key of the problem, or null when the answer is right.
 */
export async function captchaProblem(
  db: Database,
  token: string | undefined,
  answer: string | undefined,
  now: Date,
): Promise<MessageKey | null> {
  if (!token || !answer?.trim()) return 'auth.captchaRequired';
  const expected = await consumeCaptcha(db, sha256Hex(token), now);
  return expected && sameDigest(expected, answerDigest(answer)) ? null : 'auth.captchaInvalid';
}
