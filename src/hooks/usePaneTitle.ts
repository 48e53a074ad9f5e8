/** The title of a tab in the current language (src/utils/tabs.ts paneTitle), for the tab bar and the document title. */
import { useIntl, useSelector } from '@umijs/max';
import { useCallback, useMemo } from 'react';
import type { MenuState } from '@/models/menu';
import { flattenTree } from '@/utils/tree';
import { paneTitle, type TabPane } from '@/utils/tabs';

export default function usePaneTitle(): (pane: TabPane) => string {
  const intl = useIntl();
  const { menus, setMenus } = useSelector((state: { menu: MenuState }) => state.menu);
  const names = useMemo(
    () => new Map(flattenTree([...menus, ...setMenus]).map((node) => [node.id, node.name] as const)),
    [menus, setMenus],
  );
  return useCallback(
    (pane: TabPane) => paneTitle(pane, (id) => names.get(id), (descriptor) => intl.formatMessage(descriptor)),
    [names, intl],
  );
}
