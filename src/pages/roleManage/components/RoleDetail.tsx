/** Role detail: the role's fields, data scope (with its organisations) and how many hold it. */
import { ProDescriptions } from '@ant-design/pro-components';
import { getLocale, useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Drawer, Space, Tag } from 'antd';
import { formatDateTime } from '@/utils/messages';
import { fetchOrgTree } from '@/services/orgs';
import { fetchRole, type RoleItem } from '@/services/roles';
import { chosenOrgRows, CUSTOM_ORGS_SCOPE } from '../utils';
import RoleStatusTag from './RoleStatusTag';

export interface RoleDetailProps {
  /** The role shown; none closes the drawer. */
  role?: RoleItem;
  onClose: () => void;
}

export default function RoleDetail({ role, onClose }: RoleDetailProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const locale = getLocale();
  // The row may be stale (counts change as roles are given): read the role afresh.
  const { data: fresh, loading } = useRequest(() => fetchRole(role!.id), { ready: !!role, refreshDeps: [role?.id] });
  const shown = fresh?.id === role?.id ? fresh : role;
  const custom = shown?.dataScope === CUSTOM_ORGS_SCOPE;
  const { data: orgTree, loading: orgsLoading } = useRequest(fetchOrgTree, { ready: custom, refreshDeps: [shown?.id] });
  const orgs = custom && orgTree ? chosenOrgRows(orgTree, shown!.orgIds, locale) : [];

  return (
    <Drawer title={t('roleManage.detail.title')} width={640} open={!!role} onClose={onClose} destroyOnHidden>
      {shown && (
        <ProDescriptions<RoleItem> column={2} bordered size="small" dataSource={shown} loading={loading && !fresh}>
          <ProDescriptions.Item label={t('roleManage.field.roleCode')} dataIndex="roleCode" />
          <ProDescriptions.Item label={t('roleManage.field.status')}>
            <RoleStatusTag status={shown.status} />
          </ProDescriptions.Item>
          <ProDescriptions.Item label={t('roleManage.field.name')}>
            <Space size={4}>
              {shown.name}
              {shown.isAdmin && <Tag color="gold">{t('roleManage.admin')}</Tag>}
            </Space>
          </ProDescriptions.Item>
          <ProDescriptions.Item label={t('roleManage.field.nameEn')}>{shown.nameEn || '-'}</ProDescriptions.Item>
          <ProDescriptions.Item label={t('roleManage.field.description')} span={2}>
            {shown.description || '-'}
          </ProDescriptions.Item>
          <ProDescriptions.Item label={t('roleManage.field.dataScope')} span={2}>
            {shown.isAdmin ? t('roleManage.admin.allRights') : t(`roleManage.dataScope.${shown.dataScope}`)}
          </ProDescriptions.Item>
          {custom && (
            <ProDescriptions.Item label={t('roleManage.dataScope.orgs')} span={2}>
              {orgsLoading ? (
                '…'
              ) : (
                <Space size={[4, 4]} wrap>
                  {orgs.map((org) => (
                    <Tag key={org.id} title={org.path}>
                      {org.name}
                    </Tag>
                  ))}
                </Space>
              )}
            </ProDescriptions.Item>
          )}
          <ProDescriptions.Item label={t('roleManage.field.userCount')}>{shown.userCount}</ProDescriptions.Item>
          <ProDescriptions.Item label={t('roleManage.field.groupCount')}>{shown.groupCount}</ProDescriptions.Item>
          <ProDescriptions.Item label={t('roleManage.field.postCount')}>{shown.postCount}</ProDescriptions.Item>
          <ProDescriptions.Item label={t('roleManage.field.sort')}>{shown.sort}</ProDescriptions.Item>
          <ProDescriptions.Item label={t('roleManage.field.createdAt')}>
            {formatDateTime(shown.createdAt)}
          </ProDescriptions.Item>
          <ProDescriptions.Item label={t('roleManage.field.updatedAt')}>
            {formatDateTime(shown.updatedAt)}
          </ProDescriptions.Item>
        </ProDescriptions>
      )}
    </Drawer>
  );
}
