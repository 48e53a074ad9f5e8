import { ProForm } from '@ant-design/pro-components';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import EditableTable, { ERRORS_UNDER_CELL } from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);

interface Line {
  key: string;
  item?: string;
  amount?: number;
}

let next = 0;

function renderTable(initial: Line[], onFinish: (values: { lines: Line[] }) => void, max?: number) {
  renderInApp(
    <ProForm initialValues={{ lines: initial }} onFinish={onFinish} submitter={{ searchConfig: { submitText: '保存' } }}>
      <EditableTable<Line>
        name="lines"
        title="报销明细"
        columns={[
          {
            title: '费用项目',
            dataIndex: 'item',
            fieldProps: { placeholder: '费用项目' },
            formItemProps: { ...ERRORS_UNDER_CELL, rules: [{ required: true, message: '请输入费用项目' }] },
          },
          { title: '金额', dataIndex: 'amount', valueType: 'digit' },
        ]}
        newRow={() => ({ key: `new-${(next += 1)}`, amount: 0 })}
        addText="添加明细"
        emptyText="暂无明细"
        deleteConfirm="确定删除这条明细吗？"
        max={max}
      />
    </ProForm>,
  );
}

describe('EditableTable', () => {
  it('keeps every row open, adds rows at the end and saves them with the form', async () => {
    const onFinish = jest.fn();
    renderTable([{ key: 'a', item: '差旅费', amount: 1200 }], onFinish);
    expect(screen.getByText('报销明细')).toBeInTheDocument();
    expect(screen.getByDisplayValue('差旅费')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeInTheDocument();

    fireEvent.click(screen.getByText('添加明细'));
    const items = () => screen.getAllByPlaceholderText('费用项目');
    await waitFor(() => expect(items()).toHaveLength(2));
    fireEvent.change(items()[1], { target: { value: '住宿费' } });
    fireEvent.click(screen.getByText(/^保\s*存$/));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({
        lines: [
          { key: 'a', item: '差旅费', amount: 1200 },
          { key: expect.stringMatching(/^new-/), item: '住宿费', amount: 0 },
        ],
      }),
    );
  });

  it('shows a cell error under the cell and deletes a row after the confirmation', async () => {
    const onFinish = jest.fn();
    renderTable([{ key: 'a', amount: 80 }], onFinish);
    fireEvent.click(screen.getByText(/^保\s*存$/));
    expect(await screen.findByText('请输入费用项目')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.click(screen.getByText('删除'));
    fireEvent.click(await screen.findByText('确定删除这条明细吗？').then(() => screen.getByText(/^确\s*定$/)));
    expect(await screen.findByText('暂无明细')).toBeInTheDocument();
  });

  it('offers no add button once the rows reach the most allowed', () => {
    renderTable([{ key: 'a', item: '差旅费' }, { key: 'b', item: '餐费' }], jest.fn(), 2);
    expect(screen.getByDisplayValue('餐费')).toBeInTheDocument();
    expect(screen.queryByText('添加明细')).toBeNull();
  });
});
