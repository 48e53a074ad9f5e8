/** Detail drawer of a module: its fields, then its buttons and its fields as read-only tables. */
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Descriptions, Drawer, Spin, Table, Typography } from 'antd';
import useT from '@/hooks/useT';
import { applicationLabel } from '@/utils/applications';
import { localName } from '@/utils/localName';
import { formatDateTime } from '@/utils/messages';
import { fetchModule, type ModuleEntry } from '@/services/modules';
import type { SystemNode } from '@/services/systems';

export interface ModuleDetailProps {
  /** The module shown; the drawer is open while set. */
  moduleId?: number;
  systems: SystemNode[];
  onClose: () => void;
}

export default function ModuleDetail({ moduleId, systems, onClose }: ModuleDetailProps) {
  const intl = useIntl();
  const t = useT();
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
          <Descriptions column={2}>
            <Descriptions.Item label={t('moduleManage.field.moduleNo')}>
              <Typography.Text copyable>{module.moduleNo}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('moduleManage.field.name')}>{module.name}</Descriptions.Item>
            <Descriptions.Item label={t('moduleManage.field.nameEn')}>{module.nameEn || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('moduleManage.field.application')}>
              {applicationLabel(systems, module.systemNo, module.applicationNo, intl.locale)}
            </Descriptions.Item>
            <Descriptions.Item label={t('moduleManage.field.sort')}>{module.sort}</Descriptions.Item>
            <Descriptions.Item label={t('moduleManage.field.updatedAt')}>
              {formatDateTime(module.updatedAt)}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Spin>
      {items(t('moduleManage.buttons'), module?.buttons, t('moduleManage.buttons.empty'))}
      {items(t('moduleManage.fields'), module?.fields, t('moduleManage.fields.empty'))}
    </Drawer>
  );
}
