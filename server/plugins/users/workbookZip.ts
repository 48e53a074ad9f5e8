import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { RATIO_GRACE_BYTES, WorkbookRefusal, mebibytes, refuse, unreadable, type WorkbookLimits } from './importLimits';

/** The parts of an .xlsx file (a zip), checked against the limits before any is expanded. */
export interface CheckedZip {
  /** The expanded bytes of a part, or null when the file has no such part. */
  bytesOf(name: string): AsyncIterable<Buffer> | null;
  close(): void;
}

/**
 * Reads the zip's directory and refuses too many parts, a part or a total expanded size over
 * the limit, and suspicious compression ratios. Declared sizes can lie, so expanding a part
 * counts its bytes too and stops as soon as it passes what it declared.
 */
export async function openCheckedZip(file: Buffer, limits: WorkbookLimits): Promise<CheckedZip> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: false });
  } catch {
    throw unreadable();
  }
  try {
    const entries = await checkedEntries(zip, limits);
    return {
      bytesOf: (name) => {
        const entry = entries.get(name.toLowerCase());
        return entry ? countedBytes(zip, entry) : null;
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error instanceof WorkbookRefusal ? error : unreadable();
  }
}

async function checkedEntries(zip: ZipFile, limits: WorkbookLimits): Promise<Map<string, Entry>> {
  if (zip.entryCount > limits.maxEntries) throw refuse(422, 'user.importTooManyParts', { max: limits.maxEntries });
  const entries = new Map<string, Entry>();
  let total = 0;
  for await (const entry of zip.eachEntry()) {
    const size = entry.uncompressedSize;
    if (size > limits.maxEntryBytes) throw refuse(413, 'user.importPartTooLarge', { limit: mebibytes(limits.maxEntryBytes) });
    total += size;
    if (total > limits.maxExpandedBytes) throw refuse(413, 'user.importExpandedTooLarge', { limit: mebibytes(limits.maxExpandedBytes) });
    if (size > RATIO_GRACE_BYTES && size / Math.max(entry.compressedSize, 1) > limits.maxRatio) {
      throw refuse(422, 'user.importCompressionRatio', { max: limits.maxRatio });
    }
    if (entry.isEncrypted()) throw unreadable();
    // Part names are case-insensitive in an Office file.
    const name = entry.fileName.toLowerCase();
    if (!entries.has(name)) entries.set(name, entry);
  }
  return entries;
}

async function* countedBytes(zip: ZipFile, entry: Entry): AsyncGenerator<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  let count = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    count += chunk.length;
    if (count > entry.uncompressedSize) throw refuse(422, 'user.importPartSizeMismatch');
    yield chunk;
  }
}
