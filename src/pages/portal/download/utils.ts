/** Pure rules of the download page: texts of listed documents, and the states of exports. */
import type { Export } from '@/services/downloads';
import { EXPORT_STATUS } from '../../../../server/plugins/downloads/constants';
import type { DownloadItem } from './service';

/** Name and description in the portal's language; English falls back to the Chinese text. */
export function localised(item: DownloadItem, locale: string): { name: string; description: string } {
  const english = locale.toLowerCase().startsWith('en');
  return {
    name: (english && item.nameEn) || item.name,
    description: (english && item.descriptionEn) || item.description || '',
  };
}

/** Whether an export is still being written: the page asks again while any is. */
export const isActive = (item: Pick<Export, 'status'>) =>
  item.status === EXPORT_STATUS.queued || item.status === EXPORT_STATUS.running;

/** The colour of an export's status tag. */
export const STATUS_COLORS: Record<Export['status'], string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  expired: 'warning',
};

/** The text id of an export kind's name, e.g. `portal.download.kind.users`. */
export const kindTextId = (kind: string) => `portal.download.kind.${kind}`;
