/** "The rules changed": a page that saved, enabled or deleted a rule tells the others (src/utils/areaChanges.ts). */
import { announceChange, useAreaChanged } from '@/utils/areaChanges';

export const rulesChanged = () => announceChange('task-rules');

/** Runs `reload` whenever a rule was changed elsewhere. */
export const useRulesChanged = (reload: () => void) => useAreaChanged('task-rules', reload);
