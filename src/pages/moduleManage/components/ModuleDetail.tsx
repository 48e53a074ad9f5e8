/** Detail drawer of a module: its fields, then its buttons and its fields as read-only tables. */
import { ProDescriptions } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Drawer, Table, Typography } from 'antd';
import { applicationLabel } from '@/pages/application/utils';
import { localName } from '@/utils/localName';
import { fetchModule, type ModuleEntry, type ModuleItem } from '@/services/modules';
import type { SystemNode } from '@/services/systems';

export interface ModuleDetailProps {
  /** The module shown; the drawer is open while set. */
  moduleId?: number;
  systems: SystemNode[];
  onClose: () => void;
}

export default function ModuleDetail({ moduleId, systems, onClose }: ModuleDetailProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { data, loading } = useRequest(() => fetchModule(moduleId!), {
    ready: moduleId !== undefined,
    refreshDeps: [moduleId],
  });
  // The previous module's answer stays until this one's arrives.
  const module = data?.id === moduleId ? data : undefined;
  const itemColumns = [
    { title: t('moduleManage.item.code'), dataIndex: 'code' },
    { title: t('moduleManage.item.name'), dataIndex: 'name' },
    { title: t('moduleManage.item.nameEn'), dataIndex: 'nameEn' },
    { title: t('moduleManage.item.sort'), dataIndex: 'sort', width: 80 },
  ];
  const items = (title: string, rows: ModuleEntry[] | undefined, empty: string) => (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {title}
      </Typography.Title>
      <Table<ModuleEntry>
        rowKey="code"
        size="small"
        loading={loading}
        columns={itemColumns}
        dataSource={rows ?? []}
        pagination={false}
        locale={{ emptyText: empty }}
      />
    </>
  );

  return (
    <Drawer
      title={module ? t('moduleManage.detail.title', { name: localName(module, intl.locale) }) : ''}
      open={moduleId !== undefined}
      width={760}
      destroyOnHidden
      onClose={onClose}
    >
      <ProDescriptions<ModuleItem> column={2} dataSource={module} loading={!module}>
        <ProDescriptions.Item label={t('moduleManage.field.moduleNo')} dataIndex="moduleNo" copyable />
        <ProDescriptions.Item label={t('moduleManage.field.name')} dataIndex="name" />
        <ProDescriptions.Item label={t('moduleManage.field.nameEn')} dataIndex="nameEn" />
        <ProDescriptions.Item label={t('moduleManage.field.application')}>
          {module ? applicationLabel(systems, module.systemNo, module.applicationNo, intl.locale) : '-'}
        </ProDescriptions.Item>
        <ProDescriptions.Item label={t('moduleManage.field.sort')} dataIndex="sort" />
        <ProDescriptions.Item label={t('moduleManage.field.updatedAt')} dataIndex="updatedAt" valueType="dateTime" />
      </ProDescriptions>
      {items(t('moduleManage.buttons'), module?.buttons, t('moduleManage.buttons.empty'))}
      {items(t('moduleManage.fields'), module?.fields, t('moduleManage.fields.empty'))}
    </Drawer>
  );
}
