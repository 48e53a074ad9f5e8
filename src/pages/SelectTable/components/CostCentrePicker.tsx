/** One cost centre picked inline: radio buttons, a click on a row picks it. */
import { Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import SelectTable, { type Picked } from '@/components/SelectTable';
import usePageT from '@/hooks/usePageT';
import { COST_CENTRES, type CostCentre } from '../utils';
import messages from '../messages';

export default function CostCentrePicker() {
  const t = usePageT(messages);
  const [picked, setPicked] = useState<Picked[]>([]);
  const columns: TableColumnsType<CostCentre> = [
    { title: t('selectTableDemo.costCentre.code'), dataIndex: 'code', width: 110 },
    { title: t('selectTableDemo.costCentre.name'), dataIndex: 'name', width: 200 },
    { title: t('selectTableDemo.costCentre.owner'), dataIndex: 'owner', width: 120 },
  ];
  return (
    <>
      <Typography.Paragraph>
        {t('selectTableDemo.costCentre.chosen', { name: picked[0]?.name ?? t('selectTableDemo.costCentre.none') })}
      </Typography.Paragraph>
      <SelectTable<CostCentre>
        columns={columns}
        rows={COST_CENTRES}
        value={picked}
        onChange={setPicked}
        pickedOf={(centre) => ({ id: centre.id, name: `${centre.code} ${centre.name}` })}
        multiple={false}
        emptyText={t('selectTableDemo.costCentre.empty')}
        pagination={false}
        height={240}
      />
    </>
  );
}
