import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../client';
import { captchas } from '../schema';

export async function createCaptcha(
  db: Database,
  captcha: { tokenHash: string; answerHash: string; expiresAt: Date; ip: string },
): Promise<void> {
  await db.insert(captchas).values(captcha);
}

/** Deletes an unexpired captcha and returns its answer digest; null when none qualifies. */
export async function consumeCaptcha(db: Database, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.tokenHash, tokenHash), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash ?? null;
}

export async function deleteExpiredCaptchas(db: Database, now: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
}

/** Keeps only the newest `keep` captchas of a client address. */
export async function deleteOlderCaptchas(db: Database, ip: string, keep: number): Promise<void> {
  const older = db.select({ id: captchas.id }).from(captchas).where(eq(captchas.ip, ip)).orderBy(desc(captchas.id)).offset(keep);
  await db.delete(captchas).where(inArray(captchas.id, older));
}
