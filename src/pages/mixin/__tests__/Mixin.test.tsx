import { fireEvent, screen, within } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import MixinPage from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);

describe('/mixin', () => {
  test('shows its title, the summary of every claim, the table and the props table', () => {
    renderInApp(<MixinPage />);
    expect(screen.getByRole('heading', { name: '综合页面' })).toBeInTheDocument();
    expect(within(screen.getByTestId('claim-summary')).getByText('8')).toBeInTheDocument();
    expect(screen.getByText('BX-2026-0131')).toBeInTheDocument();
    expect(screen.getByText('PropertyGrid')).toBeInTheDocument();
  });

  test('a click on a claim number opens its detail', async () => {
    renderInApp(<MixinPage />);
    fireEvent.click(screen.getByText('BX-2026-0140'));
    const detail = await screen.findByTestId('claim-detail');
    expect(within(detail).getByText('5,423.00')).toBeInTheDocument();
    expect(within(detail).getByText('已退回')).toBeInTheDocument();
    expect(within(detail).getByText('-')).toBeInTheDocument();
  });
});
