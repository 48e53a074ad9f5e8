/**
 * The open tabs and the one in front, from the tabs namespace. Each is its own subscription, so
 * a change elsewhere in the namespace (the active menu, the tab arrows) re-renders no one that
 * reads only these: a tab switch would otherwise render the shell twice.
 */
import { useSelector } from '@umijs/max';
import type { TabPane, TabsState } from '@/utils/tabs';

type State = { tabs: TabsState };

export default function useOpenTabs(): { panes: TabPane[]; activeKey: string } {
  const panes = useSelector((state: State) => state.tabs.panes);
  const activeKey = useSelector((state: State) => state.tabs.activeKey);
  return { panes, activeKey };
}
