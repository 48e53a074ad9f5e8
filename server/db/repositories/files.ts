import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { files } from '../schema';

export type StoredFile = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;
/** A stored file without its content. */
export type FileInfo = Omit<StoredFile, 'content'>;

const info = {
  id: files.id,
  fileName: files.fileName,
  mimeType: files.mimeType,
  size: files.size,
  createdBy: files.createdBy,
  createdAt: files.createdAt,
};

export async function insertFile(db: Database, file: NewFile): Promise<number> {
  const [row] = await db.insert(files).values(file).returning({ id: files.id });
  return row.id;
}

/** A file with its content, or undefined. */
export async function findFile(db: Database, id: number): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** The files of `ids` without their content, in id order. */
export async function fileInfos(db: Database, ids: number[]): Promise<FileInfo[]> {
  if (ids.length === 0) return [];
  return db.select(info).from(files).where(inArray(files.id, ids)).orderBy(files.id);
}

export async function deleteFiles(db: Database, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(files).where(inArray(files.id, ids));
}
