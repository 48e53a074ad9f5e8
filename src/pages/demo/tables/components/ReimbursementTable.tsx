/**
 * The conventions of every admin list on local reimbursements: a search form, column settings
 * kept in this browser, an export button, widths with ellipsis, a sticky sideways scroll bar,
 * and row actions as ActionLinks (delete behind a confirmation).
 */
import { DownloadOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Empty, Popconfirm, Tag } from 'antd';
import { useRef } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import {
  REIMBURSEMENTS,
  REIMBURSEMENT_STATUSES,
  formatAmount,
  queryReimbursements,
  sortOf,
  type Reimbursement,
  type ReimbursementStatus,
} from '../utils';
import messages from '../messages';

const STATUS_COLOURS: Record<ReimbursementStatus, string> = {
  submitted: 'processing',
  approved: 'success',
  paid: 'default',
  rejected: 'error',
};

export default function ReimbursementTable() {
  const t = usePageT(messages);
  const actionRef = useRef<ActionType>();
  // Deleting here removes the row for this visit only: the page has no server behind it.
  const rows = useRef(REIMBURSEMENTS);

  const columns: ProColumns<Reimbursement>[] = [
    {
      title: t('demoTables.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('demoTables.keyword.placeholder') },
    },
    { title: t('demoTables.field.number'), dataIndex: 'number', search: false, copyable: true, width: 170 },
    { title: t('demoTables.field.applicant'), dataIndex: 'applicant', search: false, width: 100 },
    { title: t('demoTables.field.costCentre'), dataIndex: 'costCentre', search: false, ellipsis: true, width: 180 },
    { title: t('demoTables.field.expenseType'), dataIndex: 'expenseType', search: false, width: 120 },
    {
      title: t('demoTables.field.amount'),
      dataIndex: 'amount',
      search: false,
      sorter: true,
      align: 'right',
      width: 130,
      render: (_, row) => formatAmount(row.amount),
    },
    {
      title: t('demoTables.field.status'),
      dataIndex: 'status',
      valueType: 'select',
      width: 100,
      valueEnum: Object.fromEntries(REIMBURSEMENT_STATUSES.map((status) => [status, { text: t(`demoTables.status.${status}`) }])),
      render: (_, row) => <Tag color={STATUS_COLOURS[row.status]}>{t(`demoTables.status.${row.status}`)}</Tag>,
    },
    {
      title: t('demoTables.field.submittedAt'),
      dataIndex: 'submittedAt',
      valueType: 'dateTime',
      search: false,
      sorter: true,
      width: 170,
    },
    {
      title: t('demoTables.action'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 150,
      render: (_, row) => [
        <ActionLink key="view" onClick={() => message.info(t('demoTables.view.message', { number: row.number }))}>
          {t('demoTables.view')}
        </ActionLink>,
        <ActionLink key="edit" onClick={() => message.info(t('demoTables.edit.message', { number: row.number }))}>
          {t('demoTables.edit')}
        </ActionLink>,
        <Popconfirm
          key="delete"
          title={t('demoTables.delete.confirm', { number: row.number })}
          okText={t('demoTables.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('demoTables.cancel')}
          onConfirm={() => {
            rows.current = rows.current.filter((other) => other.id !== row.id);
            message.success(t('demoTables.delete.success', { number: row.number }));
            actionRef.current?.reload();
          }}
        >
          <ActionLink>{t('demoTables.delete')}</ActionLink>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <ProTable<Reimbursement>
      rowKey="id"
      actionRef={actionRef}
      headerTitle={t('demoTables.reimbursements')}
      columns={columns}
      scroll={{ x: 'max-content' }}
      sticky
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      columnsState={{ persistenceKey: 'fssc-demoTables-columns', persistenceType: 'localStorage' }}
      options={{ density: false, fullScreen: true, reload: true, setting: true }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('demoTables.empty')} /> }}
      request={async (params, sorter) =>
        queryReimbursements(rows.current, {
          current: params.current,
          pageSize: params.pageSize,
          keyword: params.keyword,
          status: params.status,
          sort: sortOf(sorter as Record<string, 'ascend' | 'descend' | null>),
        })
      }
      toolBarRender={() => [
        <Button key="export" icon={<DownloadOutlined />} onClick={() => message.success(t('demoTables.export.started'))}>
          {t('demoTables.export')}
        </Button>,
      ]}
    />
  );
}
