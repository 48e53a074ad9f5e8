/** "The notices changed": the edit page tells the list and detail tabs (src/utils/areaChanges.ts). */
import { announceChange, useAreaChanged } from '@/utils/areaChanges';

export const noticesChanged = () => announceChange('notices');

/** Runs `reload` whenever a notice was saved, published, withdrawn or deleted elsewhere. */
export const useNoticesChanged = (reload: () => void) => useAreaChanged('notices', reload);
