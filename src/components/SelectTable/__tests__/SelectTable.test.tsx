import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderInApp } from '../../../../tests/unit/inApp';
import SelectTable, { PickedTags } from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);

const suppliers = [
  { id: 1, name: '华东办公用品有限公司', taxNo: '91310000MA1FL0001X', status: 'active' },
  { id: 2, name: '申通物流', taxNo: '91310000MA1FL0002X', status: 'active' },
  { id: 3, name: '旧供应商', taxNo: '91310000MA1FL0003X', status: 'blocked' },
];
const columns = [
  { title: '供应商', dataIndex: 'name' },
  { title: '税号', dataIndex: 'taxNo' },
];

interface Picked {
  id: number;
  name: string;
}

function Harness({ initial = [], multiple = true, onPicked }: { initial?: Picked[]; multiple?: boolean; onPicked: (picked: Picked[]) => void }) {
  const [picked, setPicked] = useState(initial);
  const change = (next: Picked[]) => {
    setPicked(next);
    onPicked(next);
  };
  return (
    <>
      <PickedTags value={picked} onChange={change} countText={`已选 ${picked.length} 家`} unpickLabel={(p) => `移除 ${p.name}`} />
      <SelectTable
        columns={columns}
        rows={suppliers}
        value={picked}
        onChange={change}
        pickedOf={(row) => ({ id: row.id, name: row.name })}
        multiple={multiple}
        disabledRow={(row) => row.status === 'blocked'}
        emptyText="没有供应商"
        pagination={{ current: 1, pageSize: 10, total: 30 }}
      />
    </>
  );
}

const row = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr')!;

describe('SelectTable', () => {
  it('picks several rows by click, keeps picks of other pages and unpicks from the tags', () => {
    const onPicked = jest.fn();
    // Picked on another page: not among these rows, still kept.
    renderInApp(<Harness initial={[{ id: 40, name: '远方酒店' }]} onPicked={onPicked} />);
    fireEvent.click(row('申通物流'));
    expect(onPicked).toHaveBeenLastCalledWith([
      { id: 40, name: '远方酒店' },
      { id: 2, name: '申通物流' },
    ]);
    fireEvent.click(row('华东办公用品有限公司'));
    expect(screen.getByText('已选 3 家')).toBeInTheDocument();
    // A blocked supplier cannot be picked.
    fireEvent.click(row('旧供应商'));
    expect(screen.getByText('已选 3 家')).toBeInTheDocument();
    expect(within(row('旧供应商')).getByRole('checkbox')).toBeDisabled();

    fireEvent.click(row('申通物流'));
    expect(onPicked).toHaveBeenLastCalledWith([
      { id: 40, name: '远方酒店' },
      { id: 1, name: '华东办公用品有限公司' },
    ]);
    fireEvent.click(within(screen.getByTestId('picked')).getByLabelText('移除 远方酒店'));
    expect(onPicked).toHaveBeenLastCalledWith([{ id: 1, name: '华东办公用品有限公司' }]);
    expect(within(row('华东办公用品有限公司')).getByRole('checkbox')).toBeChecked();
  });

  it('picks one row at a time with radio buttons', () => {
    const onPicked = jest.fn();
    renderInApp(<Harness multiple={false} initial={[{ id: 1, name: '华东办公用品有限公司' }]} onPicked={onPicked} />);
    expect(within(row('申通物流')).getByRole('radio')).not.toBeChecked();
    fireEvent.click(row('申通物流'));
    expect(onPicked).toHaveBeenLastCalledWith([{ id: 2, name: '申通物流' }]);
    expect(within(row('申通物流')).getByRole('radio')).toBeChecked();
  });

  it('says when there is nothing to pick', () => {
    renderInApp(
      <SelectTable columns={columns} rows={[]} value={[]} onChange={jest.fn()} pickedOf={(r) => r} emptyText="没有供应商" pagination={false} />,
    );
    expect(screen.getByText('没有供应商')).toBeInTheDocument();
  });
});
