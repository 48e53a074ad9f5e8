/** The dark side menu of the current application, with a search box. */
import { useIntl, useSelector } from '@umijs/max';
import { Empty, Input, Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useShellActions } from '@/components/ShellFrame/useShellActions';
import type { MenuState } from '@/models/menu';
import type { MenuNode } from '@/services/home';
import { ancestorIds, filterMenuTree, portalOnly } from '@/utils/menu';
import { flattenTree } from '@/utils/tree';
import type { TabsState } from '@/utils/tabs';
import { menuIcon } from './icons';
import styles from './index.less';
import { useMenuMotion } from './useMenuMotion';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: MenuNode[]): Item[] {
  return nodes.map((node) =>
    node.children.length
      ? { key: String(node.id), label: node.name, icon: menuIcon(node.icon, node.level), children: toItems(node.children) }
      : { key: String(node.id), label: node.name, icon: menuIcon(node.icon, node.level) },
  );
}

export default function SideMenu({ collapsed }: { collapsed: boolean }) {
  const intl = useIntl();
  const { openTab } = useShellActions();
  const appMenus = useSelector((state: { menu: MenuState }) => state.menu.menus);
  const setMenus = useSelector((state: { menu: MenuState }) => state.menu.setMenus);
  // The application's menus, then the portal area's (setting menus) below them.
  const portal = useMemo(() => portalOnly(appMenus, setMenus), [appMenus, setMenus]);
  const menus = useMemo(() => [...appMenus, ...portal], [appMenus, portal]);
  const activePane = useSelector((state: { tabs: TabsState }) =>
    state.tabs.panes.find((p) => p.src === state.tabs.activeKey),
  );
  const selectedId = activePane?.menuItem?.id !== undefined ? String(activePane.menuItem.id) : undefined;
  const [keyword, setKeyword] = useState('');
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const { motion, userToggled } = useMenuMotion(selectedId);

  const shownApp = useMemo(() => filterMenuTree(appMenus, keyword), [appMenus, keyword]);
  const shownPortal = useMemo(() => filterMenuTree(portal, keyword), [portal, keyword]);
  // Built once per menu, search and collapse: the layout re-renders this on every navigation,
  // and new items would re-render every menu entry on each tab switch.
  const items = useMemo<Item[]>(
    () =>
      shownPortal.length
        ? [
            ...toItems(shownApp),
            {
              type: 'group',
              key: 'portal',
              label: collapsed ? null : intl.formatMessage({ id: 'menu.portal' }),
              children: toItems(shownPortal),
            },
          ]
        : toItems(shownApp),
    [shownApp, shownPortal, collapsed, intl],
  );
  const byId = useMemo(() => new Map(flattenTree(menus).map((n) => [String(n.id), n])), [menus]);
  // While searching every match is open; otherwise the user's choice plus the active item's parents.
  const open = useMemo(
    () =>
      keyword.trim()
        ? flattenTree([...shownApp, ...shownPortal]).filter((n) => n.children.length).map((n) => String(n.id))
        : [...new Set([...openKeys, ...(ancestorIds(menus, Number(selectedId)) ?? []).map(String)])],
    [keyword, shownApp, shownPortal, openKeys, menus, selectedId],
  );
  const selectedKeys = useMemo(() => (selectedId ? [selectedId] : []), [selectedId]);

  return (
    <div className={styles.side}>
      {!collapsed && (
        <Input.Search
          className={styles.search}
          allowClear
          size="small"
          placeholder={intl.formatMessage({ id: 'menu.search' })}
          aria-label={intl.formatMessage({ id: 'menu.search' })}
          onChange={(event) => setKeyword(event.target.value)}
        />
      )}
      {shownApp.length + shownPortal.length ? (
        <Menu
          theme="dark"
          mode="inline"
          inlineCollapsed={collapsed}
          items={items}
          selectedKeys={selectedKeys}
          openKeys={collapsed ? undefined : open}
          onOpenChange={(keys) => {
            userToggled();
            setOpenKeys(keys);
          }}
          motion={motion}
          onClick={({ key }) => {
            const node = byId.get(key);
            if (node?.path) openTab({ title: node.name, src: node.path, menuItem: { id: node.id, moduleNo: node.moduleNo } });
          }}
        />
      ) : (
        !collapsed && (
          <Empty
            className={styles.empty}
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={intl.formatMessage({ id: keyword ? 'menu.search.none' : 'menu.empty' })}
          />
        )
      )}
    </div>
  );
}
