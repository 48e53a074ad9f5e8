/** Detail drawer of a module: its fields, then its buttons and its fields as read-only tables. */
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Drawer, Spin, Table, Typography } from 'antd';
import PropertyGrid from '@/components/PropertyGrid';
import usePageT from '@/hooks/usePageT';
import { applicationLabel } from '@/utils/applications';
import { localName } from '@/utils/localName';
import { fetchModule, type ModuleEntry } from '@/services/modules';
import type { SystemNode } from '@/services/systems';
import messages from '../messages';

export interface ModuleDetailProps {
  /** The module shown; the drawer is open while set. */
  moduleId?: number;
  systems: SystemNode[];
  onClose: () => void;
}

export default function ModuleDetail({ moduleId, systems, onClose }: ModuleDetailProps) {
  const intl = useIntl();
  const t = usePageT(messages);
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
      <Spin spinning={!module}>
        {module && (
          <PropertyGrid
            rows={[
              { key: 'moduleNo', label: t('moduleManage.field.moduleNo'), value: module.moduleNo, format: 'copy' },
              { key: 'name', label: t('moduleManage.field.name'), value: module.name },
              { key: 'nameEn', label: t('moduleManage.field.nameEn'), value: module.nameEn },
              {
                key: 'application',
                label: t('moduleManage.field.application'),
                value: applicationLabel(systems, module.systemNo, module.applicationNo, intl.locale),
              },
              { key: 'sort', label: t('moduleManage.field.sort'), value: module.sort },
              { key: 'updatedAt', label: t('moduleManage.field.updatedAt'), value: module.updatedAt, format: 'dateTime' },
            ]}
          />
        )}
      </Spin>
      {items(t('moduleManage.buttons'), module?.buttons, t('moduleManage.buttons.empty'))}
      {items(t('moduleManage.fields'), module?.fields, t('moduleManage.fields.empty'))}
    </Drawer>
  );
}
