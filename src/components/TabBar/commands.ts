/** Which tab commands apply to a pane (pure, for the context and "more" menus). */
import type { TabPane } from '@/utils/tabs';

export type TabCommand = 'refresh' | 'close' | 'others' | 'left' | 'right' | 'all';

export const TAB_COMMANDS: TabCommand[] = ['refresh', 'close', 'others', 'left', 'right', 'all'];

export function enabledCommands(panes: TabPane[], src: string): Record<TabCommand, boolean> {
  const at = panes.findIndex((p) => p.src === src);
  const closable = (p: TabPane) => p.closable;
  return {
    refresh: at >= 0,
    close: at >= 0 && panes[at].closable,
    others: panes.some((p, i) => i !== at && closable(p)),
    left: panes.slice(0, Math.max(at, 0)).some(closable),
    right: at >= 0 && panes.slice(at + 1).some(closable),
    all: panes.some(closable),
  };
}
