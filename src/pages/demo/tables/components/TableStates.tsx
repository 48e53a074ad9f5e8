/** What a list shows while it has no rows: loading, nothing found, and a failed load with a retry. */
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Button, Empty, Result, Segmented } from 'antd';
import { useState } from 'react';
import usePageT from '@/hooks/usePageT';
import { REIMBURSEMENTS, TABLE_STATES, formatAmount, type Reimbursement, type TableState } from '../utils';
import messages from '../messages';

const SAMPLE = REIMBURSEMENTS.slice(0, 3);

export default function TableStates() {
  const t = usePageT(messages);
  const [state, setState] = useState<TableState>('data');

  const columns: ProColumns<Reimbursement>[] = [
    { title: t('demoTables.field.number'), dataIndex: 'number', width: 170 },
    { title: t('demoTables.field.applicant'), dataIndex: 'applicant', width: 100 },
    { title: t('demoTables.field.amount'), dataIndex: 'amount', align: 'right', width: 130, render: (_, row) => formatAmount(row.amount) },
  ];
  const emptyText =
    state === 'error' ? (
      <Result
        status="warning"
        title={t('demoTables.states.error')}
        subTitle={t('demoTables.states.error.hint')}
        extra={
          <Button type="primary" onClick={() => setState('data')}>
            {t('demoTables.states.retry')}
          </Button>
        }
      />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('demoTables.empty')} />
    );

  return (
    <>
      <Segmented<TableState>
        aria-label={t('demoTables.states.pick')}
        style={{ marginBottom: 12 }}
        value={state}
        onChange={setState}
        options={TABLE_STATES.map((value) => ({ value, label: t(`demoTables.states.${value}`) }))}
      />
      <ProTable<Reimbursement>
        rowKey="id"
        columns={columns}
        dataSource={state === 'data' ? SAMPLE : []}
        loading={state === 'loading'}
        search={false}
        options={false}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText }}
      />
    </>
  );
}
