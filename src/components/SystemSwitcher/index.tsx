/**
 * System and application switcher: every visible system with its applications. Choosing an
 * application loads its menus; one with a home page opens that page in a tab.
 */
import { AppstoreOutlined, CheckOutlined, DownOutlined } from '@ant-design/icons';
import { useDispatch, useIntl, useSelector } from '@umijs/max';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useShellActions } from '@/components/ShellFrame/useShellActions';
import type { MenuState } from '@/models/menu';
import type { Application, System } from '@/services/home';
import { systemLabel } from '@/utils/systems';

const appKey = (system: System, app: Application) => `${system.systemNo}/${app.applicationNo}`;

export default function SystemSwitcher() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { openTab } = useShellActions();
  const { systems, currentSystem, currentApp } = useSelector((state: { menu: MenuState }) => state.menu);

  const choose = async (system: System, app?: Application) => {
    if (app) await dispatch({ type: 'menu/chooseApp', payload: { system, app } });
    else await dispatch({ type: 'menu/chooseSystem', payload: system });
    if (app?.homePageUrl) openTab({ title: app.name, src: app.homePageUrl });
  };

  const nameOf = (system: System) => systemLabel(system, (descriptor) => intl.formatMessage(descriptor));

  const selected = (system: System, app?: Application) =>
    system.systemNo === currentSystem?.systemNo && (!app || app.applicationNo === currentApp?.applicationNo);

  const items: MenuProps['items'] = systems.map((system) =>
    system.applications.length
      ? {
          type: 'group' as const,
          key: system.systemNo,
          label: nameOf(system),
          children: system.applications.map((app) => ({
            key: appKey(system, app),
            label: app.name,
            icon: selected(system, app) ? <CheckOutlined /> : <span style={{ width: 14, display: 'inline-block' }} />,
            onClick: () => choose(system, app),
          })),
        }
      : {
          key: system.systemNo,
          label: nameOf(system),
          icon: selected(system) ? <CheckOutlined /> : <span style={{ width: 14, display: 'inline-block' }} />,
          onClick: () => choose(system),
        },
  );

  const label = currentSystem
    ? [nameOf(currentSystem), currentApp?.name].filter(Boolean).join(' / ')
    : intl.formatMessage({ id: 'switcher.none' });

  return (
    <Dropdown menu={{ items, selectable: false }} trigger={['click']}>
      <Button type="text" data-testid="system-switcher" aria-label={intl.formatMessage({ id: 'switcher.label' })}>
        <AppstoreOutlined />
        <span>{label}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
