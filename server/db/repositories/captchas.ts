import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../client';
import { captchas } from '../schema';

export async function createCaptcha(
  db: Database,
  captcha: { tokenHash: string; answerHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(captchas).values(captcha);
}

/** Marks an unused, unexpired captcha as used and returns its answer digest; null when none qualifies. */
export async function consumeCaptcha(db: Database, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.tokenHash, tokenHash), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash ?? null;
}

export async function deleteExpiredCaptchas(db: Database, now: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
}
