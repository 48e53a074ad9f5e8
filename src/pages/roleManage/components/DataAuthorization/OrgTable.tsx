/** Table view of the organisations a custom data scope reaches, each removable. */
import { getLocale } from '@umijs/max';
import { Empty, Table, Typography } from 'antd';
import ActionLink from '@/components/ActionLink';
import usePageT from '@/hooks/usePageT';
import type { OrgNode } from '@/services/orgs';
import { chosenOrgRows, type OrgRow } from '../../utils';
import messages from '../../messages';

export interface OrgTableProps {
  tree: OrgNode[];
  orgIds: number[];
  onRemove: (orgId: number) => void;
}

export default function OrgTable({ tree, orgIds, onRemove }: OrgTableProps) {
  const t = usePageT(messages);
  const rows = chosenOrgRows(tree, orgIds, getLocale());

  return (
    <Table<OrgRow>
      size="small"
      rowKey="id"
      data-testid="data-auth-org-table"
      dataSource={rows}
      pagination={false}
      scroll={{ y: 300 }}
      title={() => t('roleManage.dataScope.chosenCount', { count: rows.length })}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('roleManage.dataScope.noOrgs')} />,
      }}
      columns={[
        {
          title: t('roleManage.org.name'),
          dataIndex: 'name',
          render: (_, row) => <Typography.Text title={row.path}>{row.name}</Typography.Text>,
        },
        { title: t('roleManage.org.orgNo'), dataIndex: 'orgNo', width: 120 },
        {
          title: t('roleManage.action'),
          key: 'action',
          width: 70,
          render: (_, row) => (
            <ActionLink onClick={() => onRemove(row.id)} aria-label={t('roleManage.dataScope.removeOrg', { name: row.name })}>
              {t('roleManage.remove')}
            </ActionLink>
          ),
        },
      ]}
    />
  );
}
