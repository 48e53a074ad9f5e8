/**
 * /menuManage: the menu tree of one application at a time. Menus are added at the top or
 * under a menu, edited, and deleted when no menu is below them.
 */
import { PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Cascader, Empty, Popconfirm, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import TreeTable from '@/components/TreeTable';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { iconWithName } from '@/components/SideMenu/icons';
import useAdminAccess from '@/hooks/useAdminAccess';
import { applicationOptions } from '@/utils/applications';
import { localName } from '@/utils/localName';
import { deleteMenu, fetchMenuTree, type MenuItem, type MenuKey } from '@/services/menus';
import { fetchSystemTree } from '@/services/systems';
import ModalMenu, { type MenuTarget } from './components/ModalMenu';
import type { TreeRow } from '@/utils/tree';
import messages from './messages';
import { usePaneState, useReleaseWhenHidden } from '@/hooks/usePaneKeep';

type MenuRow = TreeRow<MenuItem>;

export default function MenuManagePage() {
  const intl = useIntl();
  const t = usePageT(messages);
  const { can } = useAdminAccess();
  const [picked, setPicked] = usePaneState<MenuKey | undefined>('menuManage.application', undefined);
  const { data: systems = [], loading: systemsLoading } = useRequest(fetchSystemTree, { cacheKey: 'system-tree' });
  // Until the user picks one: the first application there is.
  const app = useMemo<MenuKey | undefined>(() => {
    if (picked) return picked;
    const system = systems.find((s) => s.applications.length > 0);
    return system && { systemNo: system.systemNo, applicationNo: system.applications[0].applicationNo };
  }, [picked, systems]);
  const { data, loading, refresh } = useRequest(() => fetchMenuTree(app!), {
    ready: app !== undefined,
    refreshDeps: [app?.systemNo, app?.applicationNo],
  });
  const menus = useMemo(() => data ?? [], [data]);
  const [target, setTarget] = useState<MenuTarget>();
  useReleaseWhenHidden(target === undefined);

  async function remove(menu: MenuRow) {
    try {
      await deleteMenu(menu.id);
    } catch {
      // Shown by the request client (409 while menus are below it).
      return;
    }
    message.success(t('menuManage.delete.success', { name: localName(menu, intl.locale) }));
    refresh();
  }

  const columns: ProColumns<MenuRow>[] = [
    { title: t('menuManage.field.name'), dataIndex: 'name', width: 240 },
    { title: t('menuManage.field.nameEn'), dataIndex: 'nameEn', ellipsis: true },
    { title: t('menuManage.field.path'), dataIndex: 'path', ellipsis: true, copyable: true },
    {
      title: t('menuManage.field.icon'),
      dataIndex: 'icon',
      width: 200,
      render: (_, menu) => (menu.icon ? iconWithName(menu.icon) : '-'),
    },
    { title: t('menuManage.field.module'), dataIndex: 'moduleNo', width: 140 },
    { title: t('menuManage.field.sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('menuManage.action'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 190,
      render: (_, menu) =>
        [
          can('menu:create') && (
            <ActionLink key="child" onClick={() => setTarget({ parentId: menu.id })}>
              {t('menuManage.addChild')}
            </ActionLink>
          ),
          can('menu:update') && (
            <ActionLink key="edit" onClick={() => setTarget({ menu })}>
              {t('menuManage.edit')}
            </ActionLink>
          ),
          can('menu:delete') && (
            <Popconfirm
              key="delete"
              title={t('menuManage.delete.confirm', { name: localName(menu, intl.locale) })}
              description={t('menuManage.delete.hint')}
              okText={t('menuManage.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('menuManage.cancel')}
              onConfirm={() => remove(menu)}
            >
              <ActionLink>{t('menuManage.delete')}</ActionLink>
            </Popconfirm>
          ),
        ].filter(Boolean),
    },
  ];

  return (
    <div style={{ padding: 16 }}>
      <TreeTable<MenuItem>
        nodes={menus}
        expandKey={app ? `${app.systemNo}/${app.applicationNo}` : undefined}
        headerTitle={
          <Space>
            {t('menuManage.title')}
            <Typography.Text type="secondary">{t('menuManage.application')}</Typography.Text>
            <Cascader
              data-testid="menu-application"
              style={{ width: 360, maxWidth: '100%' }}
              allowClear={false}
              loading={systemsLoading}
              options={applicationOptions(systems, intl.locale)}
              value={app ? [app.systemNo, app.applicationNo] : undefined}
              placeholder={t('menuManage.application.placeholder')}
              onChange={(value) => {
                const [systemNo, applicationNo] = value as string[];
                setPicked({ systemNo, applicationNo });
              }}
            />
          </Space>
        }
        columns={columns}
        loading={loading || systemsLoading}
        scroll={{ x: 1100 }}
        columnsState={{ persistenceKey: 'fssc-menuManage-columns', persistenceType: 'localStorage' }}
        options={{ density: false, fullScreen: true, reload: () => app && refresh(), setting: true }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(app ? 'menuManage.empty' : 'menuManage.noApplication')}
            />
          ),
        }}
        toolBarRender={() => [
          can('menu:create') && app && (
            <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ parentId: null })}>
              {t('menuManage.new')}
            </Button>
          ),
        ]}
      />
      {app && (
        <ModalMenu target={target} app={app} menus={menus} onClose={() => setTarget(undefined)} onSaved={refresh} />
      )}
    </div>
  );
}
