/**
 * /application: the systems the shell switches between, each with its applications. Systems
 * and applications are created, edited and deleted here (a system only once it has no
 * applications, an application once no menus or modules belong to it).
 */
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Empty, Popconfirm, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import useAdminAccess from '@/hooks/useAdminAccess';
import {
  deleteApplication,
  deleteSystem,
  fetchSystemTree,
  type ApplicationItem,
  type SystemNode,
} from '@/services/systems';
import ApplicationForm, { type ApplicationTarget } from './components/ApplicationForm';
import SystemForm from './components/SystemForm';
import { localName } from '@/utils/localName';
import { usePaneState, useReleaseWhenHidden } from '@/hooks/usePaneKeep';
import messages from './messages';

export default function ApplicationPage() {
  const intl = useIntl();
  const t = usePageT(messages);
  const { can } = useAdminAccess();
  // Shared with the system pickers of the menu and module pages.
  const { data, loading, refresh } = useRequest(fetchSystemTree, { cacheKey: 'system-tree' });
  const systems = useMemo(() => data ?? [], [data]);
  const [expanded, setExpanded] = usePaneState<readonly React.Key[] | undefined>('application.expanded', undefined);
  const [systemForm, setSystemForm] = useState<{ system?: SystemNode }>();
  const [appTarget, setAppTarget] = useState<ApplicationTarget>();
  useReleaseWhenHidden(!systemForm && !appTarget);

  /** Deletes after the confirmation; a refusal (409) is shown by the request client. */
  async function remove(action: () => Promise<unknown>, name: string) {
    try {
      await action();
    } catch {
      return;
    }
    message.success(t('application.delete.success', { name }));
    refresh();
  }

  const deleteLink = (title: string, hint: string, onConfirm: () => void) => (
    <Popconfirm
      key="delete"
      title={title}
      description={hint}
      okText={t('application.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('application.cancel')}
      onConfirm={onConfirm}
    >
      <ActionLink>{t('application.delete')}</ActionLink>
    </Popconfirm>
  );

  const systemColumns: ProColumns<SystemNode>[] = [
    { title: t('application.system.systemNo'), dataIndex: 'systemNo', copyable: true, width: 180 },
    { title: t('application.field.name'), dataIndex: 'name' },
    { title: t('application.field.nameEn'), dataIndex: 'nameEn', ellipsis: true },
    {
      title: t('application.system.appCount'),
      key: 'appCount',
      width: 100,
      render: (_, system) => system.applications.length,
    },
    { title: t('application.field.sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('application.action'),
      valueType: 'option',
      key: 'option',
      width: 220,
      render: (_, system) =>
        [
          can('application:create') && (
            <ActionLink key="addApp" onClick={() => setAppTarget({ system })}>
              {t('application.app.create')}
            </ActionLink>
          ),
          can('application:update') && (
            <ActionLink key="edit" onClick={() => setSystemForm({ system })}>
              {t('application.edit')}
            </ActionLink>
          ),
          can('application:delete') &&
            deleteLink(
              t('application.system.delete.confirm', { name: localName(system, intl.locale) }),
              t('application.system.delete.hint'),
              () => remove(() => deleteSystem(system.id), localName(system, intl.locale)),
            ),
        ].filter(Boolean),
    },
  ];

  const applicationColumns = (system: SystemNode): ColumnsType<ApplicationItem> => [
    { title: t('application.app.applicationNo'), dataIndex: 'applicationNo', width: 160 },
    { title: t('application.field.name'), dataIndex: 'name' },
    { title: t('application.field.nameEn'), dataIndex: 'nameEn', ellipsis: true },
    { title: t('application.app.homePageUrl'), dataIndex: 'homePageUrl', ellipsis: true, render: (url) => url || '-' },
    { title: t('application.field.sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('application.action'),
      key: 'option',
      width: 140,
      render: (_, application) => (
        <span style={{ display: 'inline-flex', gap: 8 }}>
          {can('application:update') && (
            <ActionLink onClick={() => setAppTarget({ system, application })}>{t('application.edit')}</ActionLink>
          )}
          {can('application:delete') &&
            deleteLink(
              t('application.app.delete.confirm', { name: localName(application, intl.locale) }),
              t('application.app.delete.hint'),
              () => remove(() => deleteApplication(application.id), localName(application, intl.locale)),
            )}
        </span>
      ),
    },
  ];

  return (
    <div style={{ padding: 16 }}>
      <ProTable<SystemNode>
        rowKey="id"
        headerTitle={t('application.title')}
        columns={systemColumns}
        dataSource={systems}
        loading={loading}
        search={false}
        pagination={false}
        columnsState={{ persistenceKey: 'fssc-application-columns', persistenceType: 'localStorage' }}
        options={{ density: false, fullScreen: true, reload: () => refresh(), setting: true }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('application.system.empty')} />,
        }}
        expandable={{
          // Every system starts open.
          expandedRowKeys: expanded ?? systems.map((system) => system.id),
          onExpandedRowsChange: setExpanded,
          expandedRowRender: (system) => (
            <Table<ApplicationItem>
              rowKey="id"
              size="small"
              data-testid={`applications-${system.systemNo}`}
              columns={applicationColumns(system)}
              dataSource={system.applications}
              pagination={false}
              locale={{ emptyText: t('application.app.empty') }}
            />
          ),
        }}
        toolBarRender={() => [
          can('application:create') && (
            <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setSystemForm({})}>
              {t('application.system.create')}
            </Button>
          ),
        ]}
      />
      <SystemForm
        open={systemForm !== undefined}
        system={systemForm?.system}
        onClose={() => setSystemForm(undefined)}
        onSaved={refresh}
      />
      <ApplicationForm target={appTarget} onClose={() => setAppTarget(undefined)} onSaved={refresh} />
    </div>
  );
}
