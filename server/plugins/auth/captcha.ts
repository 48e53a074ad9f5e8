import { create as createSvgCaptcha } from 'svg-captcha';
import { randomToken, sameDigest, sha256Hex } from '../../crypto';
import type { Database } from '../../db/client';
import { consumeCaptcha, createCaptcha, deleteExpiredCaptchas } from '../../db/repositories/captchas';
import type { MessageKey } from '../../i18n';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export interface CaptchaChallenge {
  text: string;
  svg: string;
}

export type CaptchaGenerator = () => CaptchaChallenge;

/** Four characters, without look-alikes (0/o, 1/l/i), over noise lines. */
export const svgCaptchaGenerator: CaptchaGenerator = () => {
  const captcha = createSvgCaptcha({ size: 4, ignoreChars: '0oO1iIlL', noise: 3, color: true });
  return { text: captcha.text, svg: captcha.data };
};

const answerDigest = (answer: string) => sha256Hex(answer.trim().toLowerCase());

/** Stores a new challenge (only digests of its token and answer) and returns what the client needs. */
export async function issueCaptcha(db: Database, generate: CaptchaGenerator, now: Date): Promise<{ token: string; image: string }> {
  const { text, svg } = generate();
  const token = randomToken();
  await deleteExpiredCaptchas(db, now);
  await createCaptcha(db, {
    tokenHash: sha256Hex(token),
    answerHash: answerDigest(text),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  return { token, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
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
