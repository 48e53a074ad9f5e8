/** "The to-dos changed": a page that saved, deleted or ticked something tells the others (src/utils/areaChanges.ts). */
import { announceChange, useAreaChanged } from '@/utils/areaChanges';

export const todosChanged = (source?: object) => announceChange('todos', source);

/** Runs `reload` whenever a to-do was changed elsewhere (by another source than `self`). */
export const useTodosChanged = (reload: () => void, self?: object) => useAreaChanged('todos', reload, self);
