/** Role detail: the role's fields, data scope (with its organisations) and how many hold it. */
import { getLocale } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Drawer, Space, Spin, Tag } from 'antd';
import PropertyGrid, { type PropertyRow } from '@/components/PropertyGrid';
import usePageT from '@/hooks/usePageT';
import { fetchOrgTree } from '@/services/orgs';
import { fetchRole, type RoleItem } from '@/services/roles';
import { DATA_SCOPE } from '../../../../server/plugins/roles/constants';
import { chosenOrgRows } from '../utils';
import RoleStatusTag from './RoleStatusTag';
import messages from '../messages';

export interface RoleDetailProps {
  /** The role shown; none closes the drawer. */
  role?: RoleItem;
  onClose: () => void;
}

export default function RoleDetail({ role, onClose }: RoleDetailProps) {
  const t = usePageT(messages);
  const locale = getLocale();
  // The row may be stale (counts change as roles are given): read the role afresh.
  const { data: fresh, loading } = useRequest(() => fetchRole(role!.id), { ready: !!role, refreshDeps: [role?.id] });
  const shown = fresh?.id === role?.id ? fresh : role;
  const custom = shown?.dataScope === DATA_SCOPE.customOrgs;
  const { data: orgTree, loading: orgsLoading } = useRequest(fetchOrgTree, { ready: custom, refreshDeps: [shown?.id] });
  const orgs = custom && orgTree ? chosenOrgRows(orgTree, shown!.orgIds, locale) : [];

  const rows: PropertyRow[] = shown
    ? [
        { key: 'roleCode', label: t('roleManage.field.roleCode'), value: shown.roleCode },
        { key: 'status', label: t('roleManage.field.status'), value: <RoleStatusTag status={shown.status} /> },
        {
          key: 'name',
          label: t('roleManage.field.name'),
          value: (
            <Space size={4}>
              {shown.name}
              {shown.isAdmin && <Tag color="gold">{t('roleManage.admin')}</Tag>}
            </Space>
          ),
        },
        { key: 'nameEn', label: t('roleManage.field.nameEn'), value: shown.nameEn },
        { key: 'description', label: t('roleManage.field.description'), value: shown.description, span: 2 },
        {
          key: 'dataScope',
          label: t('roleManage.field.dataScope'),
          value: shown.isAdmin ? t('roleManage.admin.allRights') : t(`roleManage.dataScope.${shown.dataScope}`),
          span: 2,
        },
        {
          key: 'orgs',
          label: t('roleManage.dataScope.orgs'),
          span: 2,
          hidden: !custom,
          value: orgsLoading ? (
            '…'
          ) : (
            <Space size={[4, 4]} wrap>
              {orgs.map((org) => (
                <Tag key={org.id} title={org.path}>
                  {org.name}
                </Tag>
              ))}
            </Space>
          ),
        },
        { key: 'userCount', label: t('roleManage.field.userCount'), value: shown.userCount },
        { key: 'groupCount', label: t('roleManage.field.groupCount'), value: shown.groupCount },
        { key: 'postCount', label: t('roleManage.field.postCount'), value: shown.postCount },
        { key: 'sort', label: t('roleManage.field.sort'), value: shown.sort },
        { key: 'createdAt', label: t('roleManage.field.createdAt'), value: shown.createdAt, format: 'dateTime' },
        { key: 'updatedAt', label: t('roleManage.field.updatedAt'), value: shown.updatedAt, format: 'dateTime' },
      ]
    : [];

  return (
    <Drawer title={t('roleManage.detail.title')} width={640} open={!!role} onClose={onClose} destroyOnHidden>
      {shown && (
        <Spin spinning={loading && !fresh}>
          <PropertyGrid bordered size="small" rows={rows} />
        </Spin>
      )}
    </Drawer>
  );
}
