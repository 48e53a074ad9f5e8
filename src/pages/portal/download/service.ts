/** The list of downloadable documents: a manifest shipped with the portal (public/downloads/index.json). */
import { request } from '@/services/request';

export interface DownloadItem {
  /** File name under ./downloads/. */
  file: string;
  name: string;
  nameEn?: string;
  description?: string;
  descriptionEn?: string;
  /** Bytes. */
  size: number;
  /** Date of the file's last change (YYYY-MM-DD). */
  updatedAt: string;
}

export const DOWNLOADS_BASE = './downloads/';

/** Address of a listed file, relative to the portal page. */
export function downloadHref(file: string): string {
  return DOWNLOADS_BASE + encodeURIComponent(file);
}

/** Entries usable as a link: a plain file name (no folders) and a name to show. */
function isDownloadItem(value: unknown): value is DownloadItem {
  const item = value as Partial<DownloadItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.file === 'string' &&
    /^[^/\\]+$/.test(item.file) &&
    item.file !== '.' &&
    item.file !== '..' &&
    typeof item.name === 'string'
  );
}

/** The failure is shown on the page (with a retry), not as a pop-up message. */
export async function fetchDownloads(): Promise<DownloadItem[]> {
  const manifest = await request<unknown>(`${DOWNLOADS_BASE}index.json`, { method: 'GET', skipErrorHandler: true });
  if (!Array.isArray(manifest)) throw new Error('The download list is not a list');
  return manifest.filter(isDownloadItem);
}
