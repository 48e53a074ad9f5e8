import { screen, within } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import PropertyGrid from '../index';

const invoice = new Date(2026, 10, 3, 14, 30);

describe('<PropertyGrid>', () => {
  test('shows each visible row with its label, formats dates, makes copy rows copyable and marks empty values', () => {
    renderInApp(
      <PropertyGrid
        data-testid="grid"
        bordered
        rows={[
          { key: 'no', label: '报销单号', value: 'BX-2026-0142', format: 'copy' },
          { key: 'amount', label: '金额', value: '12,480.00' },
          { key: 'submitted', label: '提交时间', value: invoice.toISOString(), format: 'dateTime' },
          { key: 'paid', label: '付款时间', value: null, format: 'dateTime' },
          { key: 'remark', label: '备注', value: '' },
          { key: 'count', label: '发票张数', value: 0 },
          { key: 'secret', label: '银行账号', value: '6222 0000', hidden: true },
        ]}
      />,
    );
    const grid = screen.getByTestId('grid');
    expect(within(grid).getByText('BX-2026-0142')).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: /copy/i })).toBeInTheDocument();
    expect(within(grid).getByText('2026-11-03 14:30')).toBeInTheDocument();
    expect(within(grid).getAllByText('-')).toHaveLength(2);
    expect(within(grid).getByText('0')).toBeInTheDocument();
    expect(within(grid).queryByText('银行账号')).toBeNull();
    expect(within(grid).queryByText('6222 0000')).toBeNull();
  });

  test('takes its own empty text, a title and one column', () => {
    renderInApp(<PropertyGrid title="供应商" column={1} emptyText="—" rows={[{ key: 'tax', label: '税号', value: undefined }]} />);
    expect(screen.getByText('供应商')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
