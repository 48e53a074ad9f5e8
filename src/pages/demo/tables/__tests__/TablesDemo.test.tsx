import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInApp } from '../../../../../tests/unit/inApp';
import TableStates from '../components/TableStates';
import TablesDemo from '../index';

jest.mock('@umijs/max', () => require('../../../../../tests/unit/fixtures/header').umiMax);

describe('/demo/tables', () => {
  it('shows its title, the reimbursements with row actions and the props tables', async () => {
    renderInApp(<TablesDemo />);
    expect(screen.getByRole('heading', { name: '表格' })).toBeInTheDocument();
    expect(screen.getByText('查询、列设置与导出')).toBeInTheDocument();
    // The list answers after the sample of the states below, which shows the same first row.
    await waitFor(() => expect(screen.getAllByText('BX2026030001')).toHaveLength(2));
    const first = screen.getAllByText('BX2026030001')[0];
    expect(within(first.closest('tr')!).getByRole('button', { name: '查看' })).toBeInTheDocument();
    expect(screen.getByText('导出')).toBeInTheDocument();
    for (const component of ['ProTable', 'ActionLink']) expect(screen.getByText(component)).toBeInTheDocument();
  });

  it('shows each state a table may be in', () => {
    renderInApp(<TableStates />);
    expect(screen.getByText('BX2026030001')).toBeInTheDocument();
    fireEvent.click(screen.getByText('空'));
    expect(screen.getByText('没有符合条件的报销单')).toBeInTheDocument();
    fireEvent.click(screen.getByText('加载失败', { selector: '.ant-segmented-item-label' }));
    fireEvent.click(screen.getByRole('button', { name: '重 试' }));
    expect(screen.getByText('BX2026030001')).toBeInTheDocument();
  });
});
