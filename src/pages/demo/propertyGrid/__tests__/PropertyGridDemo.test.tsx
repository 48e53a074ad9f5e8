import { fireEvent, screen, within } from '@testing-library/react';
import { renderInApp } from '../../../../../tests/unit/inApp';
import PropertyGridDemo from '../index';

jest.mock('@umijs/max', () => require('../../../../../tests/unit/fixtures/header').umiMax);

describe('/demo/propertyGrid', () => {
  test('shows its title, the variants and the props tables', () => {
    renderInApp(<PropertyGridDemo />);
    expect(screen.getByRole('heading', { name: '属性网格' })).toBeInTheDocument();
    expect(screen.getByText('发票详情（带边框，两列）')).toBeInTheDocument();
    expect(screen.getAllByText('INV-2026-88017')).not.toHaveLength(0);
    expect(screen.getByText('未填写')).toBeInTheDocument();
    expect(screen.getAllByText('PropertyRow').length).toBeGreaterThan(0);
  });

  test('the field-rights switch leaves the bank account row out', () => {
    renderInApp(<PropertyGridDemo />);
    const grid = screen.getByTestId('supplier-rights');
    expect(within(grid).getByText('银行账号')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: '可查看银行账号' }));
    expect(within(grid).queryByText('银行账号')).toBeNull();
  });
});
