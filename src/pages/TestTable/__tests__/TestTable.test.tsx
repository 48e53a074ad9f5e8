import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import ExpenseLines from '../components/ExpenseLines';
import EditableTableDemo from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);

describe('/TestTable', () => {
  it('shows its title, both variants with their rows and the props table', () => {
    renderInApp(<EditableTableDemo />);
    expect(screen.getByRole('heading', { name: '可编辑表格' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('上海—北京 高铁往返')).toBeInTheDocument();
    expect(screen.getByText('合计：2216.50 元')).toBeInTheDocument();
    expect(screen.getByDisplayValue('财务总监')).toBeInTheDocument();
    expect(screen.getByText('EditableTable')).toBeInTheDocument();
  });

  it('checks the invoice number under its cell', async () => {
    renderInApp(<ExpenseLines />);
    fireEvent.change(screen.getByDisplayValue('04412345'), { target: { value: '0441' } });
    fireEvent.click(screen.getByText(/^保\s*存$/));
    expect(await screen.findByText('发票号码为 8 位或 20 位数字')).toBeInTheDocument();
  });
});
