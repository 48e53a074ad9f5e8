/**
 * The signed-in frame: header (collapse toggle, system switcher, header actions), the tab bar,
 * and every open tab's page kept alive below it. ProLayout's side layout draws no header on the
 * desktop, so the shell's header sits at the top of the content area.
 */
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useDispatch, useIntl, useModel, useSelector } from '@umijs/max';
import { Button, Spin } from 'antd';
import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { NoAccessResult } from '@/components/ErrorResult';
import HeaderActionsView from '@/components/HeaderActions';
import SystemSwitcherView from '@/components/SystemSwitcher';
import TabBarView from '@/components/TabBar';
import useOpenTabs from '@/hooks/useOpenTabs';
import type { AdminState } from '@/models/admin';
import type { AppState } from '@/models/app';
import type { GlobalState } from '@/models/global';
import { holdsAuthority } from '@/utils/accessCodes';
import { mayOpen, routeRules } from '@/utils/routeAuthority';
import KeepAliveOutlet from './KeepAliveOutlet';
import styles from './index.less';
import { useFrameBridge } from './useFrameBridge';
import { usePageViews } from './usePageViews';
import { useRouteTabs } from './useRouteTabs';
import { usePush } from './usePush';
import { useShellBoot } from './useShellBoot';

// The header and the tab bar read the store themselves: a tab switch need not re-render them
// from here (it costs tens of milliseconds with many tabs open).
const HeaderActions = memo(HeaderActionsView);
const SystemSwitcher = memo(SystemSwitcherView);
const TabBar = memo(TabBarView);

export default function ShellFrame() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { setInitialState } = useModel('@@initialState');
  const ready = useShellBoot();
  useRouteTabs(ready);
  useFrameBridge();
  usePageViews(ready);
  usePush(ready);

  const { panes, activeKey } = useOpenTabs();
  const layoutCollapsed = useSelector((state: { global: GlobalState }) => state.global.collapsed);
  const tabCollapsed = useSelector((state: { app: AppState }) => state.app.collapsed);
  const access = useSelector((state: { admin: AdminState }) => state.admin.access);
  const [generations, setGenerations] = useState<Record<string, number>>({});

  // ProLayout reads its collapsed flag from the initial state (src/app.tsx).
  const collapsed = layoutCollapsed || tabCollapsed;
  useEffect(() => {
    setInitialState((state) => (state ? { ...state, collapsed } : state));
  }, [collapsed, setInitialState]);

  const refresh = useCallback((src: string) => setGenerations((g) => ({ ...g, [src]: (g[src] ?? 0) + 1 })), []);
  const rules = useMemo(() => routeRules(access.pages), [access.pages]);
  const guard = useCallback(
    (pathname: string, page: ReactNode) => (mayOpen(rules, pathname, holdsAuthority(access)) ? page : <NoAccessResult />),
    [rules, access],
  );

  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <Button
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          aria-label={intl.formatMessage({ id: collapsed ? 'shell.expand' : 'shell.collapse' })}
          onClick={() => dispatch({ type: 'global/changeLayoutCollapsed', payload: !layoutCollapsed })}
        />
        <SystemSwitcher />
        <div className={styles.grow} />
        <HeaderActions />
      </header>
      <TabBar onRefresh={refresh} />
      <div className={styles.content}>
        {ready ? (
          <KeepAliveOutlet panes={panes} activeKey={activeKey} generations={generations} guard={guard} />
        ) : (
          <Spin className={styles.booting} size="large" />
        )}
      </div>
    </div>
  );
}
