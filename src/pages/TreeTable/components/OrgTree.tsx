/**
 * The organisations of one company at a time, with the page's own buttons after expand and
 * collapse, and row actions; another company opens every branch again (expandKey).
 */
import { PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Button, Segmented } from 'antd';
import { useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import TreeTable from '@/components/TreeTable';
import usePageT from '@/hooks/usePageT';
import type { TreeRow } from '@/utils/tree';
import { COMPANIES, type OrgNode } from '../utils';
import messages from '../messages';

type Company = keyof typeof COMPANIES;

export default function OrgTree() {
  const t = usePageT(messages);
  const [company, setCompany] = useState<Company>('shanghai');
  const columns: ProColumns<TreeRow<OrgNode>>[] = [
    { title: t('treeTableDemo.org'), dataIndex: 'name', width: 220 },
    { title: t('treeTableDemo.orgNo'), dataIndex: 'orgNo', width: 130 },
    { title: t('treeTableDemo.head'), dataIndex: 'head', width: 100 },
    { title: t('treeTableDemo.staff'), dataIndex: 'staff', align: 'right', width: 90 },
    {
      title: t('treeTableDemo.action'),
      valueType: 'option',
      key: 'option',
      width: 150,
      render: (_, row) => [
        <ActionLink key="below" onClick={() => message.info(t('treeTableDemo.newBelow.message', { name: row.name }))}>
          {t('treeTableDemo.newBelow')}
        </ActionLink>,
        <ActionLink key="edit" onClick={() => message.info(t('treeTableDemo.edit.message', { name: row.name }))}>
          {t('treeTableDemo.edit')}
        </ActionLink>,
      ],
    },
  ];
  return (
    <TreeTable<OrgNode>
      nodes={COMPANIES[company]}
      expandKey={company}
      headerTitle={
        <Segmented<Company>
          aria-label={t('treeTableDemo.company')}
          value={company}
          onChange={setCompany}
          options={[
            { value: 'shanghai', label: t('treeTableDemo.company.shanghai') },
            { value: 'shenzhen', label: t('treeTableDemo.company.shenzhen') },
          ]}
        />
      }
      columns={columns}
      scroll={{ x: 'max-content' }}
      options={false}
      toolBarRender={() => [
        <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => message.info(t('treeTableDemo.new.message'))}>
          {t('treeTableDemo.new')}
        </Button>,
      ]}
    />
  );
}
