/** Cost centres as a tree with their budgets: each parent sums its children. */
import type { ProColumns } from '@ant-design/pro-components';
import { Progress } from 'antd';
import TreeTable from '@/components/TreeTable';
import usePageT from '@/hooks/usePageT';
import type { TreeRow } from '@/utils/tree';
import { COST_CENTRE_TREE, usagePercent, type CostCentreNode } from '../utils';
import messages from '../messages';

const money = (value: number) => value.toLocaleString('zh-CN');

export default function BudgetTree() {
  const t = usePageT(messages);
  const columns: ProColumns<TreeRow<CostCentreNode>>[] = [
    { title: t('treeTableDemo.costCentre'), dataIndex: 'name', width: 240 },
    { title: t('treeTableDemo.code'), dataIndex: 'code', width: 110 },
    { title: t('treeTableDemo.budget'), dataIndex: 'budget', align: 'right', width: 140, render: (_, row) => money(row.budget) },
    { title: t('treeTableDemo.spent'), dataIndex: 'spent', align: 'right', width: 140, render: (_, row) => money(row.spent) },
    {
      title: t('treeTableDemo.usage'),
      key: 'usage',
      width: 200,
      render: (_, row) => {
        const percent = usagePercent(row);
        return <Progress percent={Math.min(percent, 100)} format={() => `${percent}%`} status={percent > 100 ? 'exception' : 'normal'} size="small" />;
      },
    },
  ];
  return (
    <TreeTable<CostCentreNode>
      nodes={COST_CENTRE_TREE}
      headerTitle={t('treeTableDemo.budgets')}
      columns={columns}
      scroll={{ x: 'max-content' }}
      options={{ density: false, fullScreen: true, reload: false, setting: true }}
      columnsState={{ persistenceKey: 'fssc-TreeTable-budget-columns', persistenceType: 'localStorage' }}
    />
  );
}
