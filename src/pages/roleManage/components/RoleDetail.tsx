/** Role detail: the role's fields, data scope (with its organisations) and how many hold it. */
import { getLocale } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Descriptions, Drawer, Space, Spin, Tag } from 'antd';
import useT from '@/hooks/useT';
import { formatDateTime } from '@/utils/messages';
import { fetchOrgTree } from '@/services/orgs';
import { fetchRole, type RoleItem } from '@/services/roles';
import { DATA_SCOPE } from '../../../../server/plugins/roles/constants';
import { chosenOrgRows } from '../utils';
import RoleStatusTag from './RoleStatusTag';

export interface RoleDetailProps {
  /** The role shown; none closes the drawer. */
  role?: RoleItem;
  onClose: () => void;
}

export default function RoleDetail({ role, onClose }: RoleDetailProps) {
  const t = useT();
  const locale = getLocale();
  // The row may be stale (counts change as roles are given): read the role afresh.
  const { data: fresh, loading } = useRequest(() => fetchRole(role!.id), { ready: !!role, refreshDeps: [role?.id] });
  const shown = fresh?.id === role?.id ? fresh : role;
  const custom = shown?.dataScope === DATA_SCOPE.customOrgs;
  const { data: orgTree, loading: orgsLoading } = useRequest(fetchOrgTree, { ready: custom, refreshDeps: [shown?.id] });
  const orgs = custom && orgTree ? chosenOrgRows(orgTree, shown!.orgIds, locale) : [];

  return (
    <Drawer title={t('roleManage.detail.title')} width={640} open={!!role} onClose={onClose} destroyOnHidden>
      {shown && (
        <Spin spinning={loading && !fresh}>
          <Descriptions column={2} bordered size="small">
            <Descriptions.Item label={t('roleManage.field.roleCode')}>{shown.roleCode}</Descriptions.Item>
            <Descriptions.Item label={t('roleManage.field.status')}>
              <RoleStatusTag status={shown.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('roleManage.field.name')}>
              <Space size={4}>
                {shown.name}
                {shown.isAdmin && <Tag color="gold">{t('roleManage.admin')}</Tag>}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('roleManage.field.nameEn')}>{shown.nameEn || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('roleManage.field.description')} span={2}>
              {shown.description || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('roleManage.field.dataScope')} span={2}>
              {shown.isAdmin ? t('roleManage.admin.allRights') : t(`roleManage.dataScope.${shown.dataScope}`)}
            </Descriptions.Item>
            {custom && (
              <Descriptions.Item label={t('roleManage.dataScope.orgs')} span={2}>
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
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('roleManage.field.userCount')}>{shown.userCount}</Descriptions.Item>
            <Descriptions.Item label={t('roleManage.field.groupCount')}>{shown.groupCount}</Descriptions.Item>
            <Descriptions.Item label={t('roleManage.field.postCount')}>{shown.postCount}</Descriptions.Item>
            <Descriptions.Item label={t('roleManage.field.sort')}>{shown.sort}</Descriptions.Item>
            <Descriptions.Item label={t('roleManage.field.createdAt')}>
              {formatDateTime(shown.createdAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('roleManage.field.updatedAt')}>
              {formatDateTime(shown.updatedAt)}
            </Descriptions.Item>
          </Descriptions>
        </Spin>
      )}
    </Drawer>
  );
}
