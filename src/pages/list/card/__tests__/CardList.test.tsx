import { screen } from '@testing-library/react';
import { renderInApp } from '../../../../../tests/unit/inApp';
import CardListDemo from '../index';

jest.mock('@umijs/max', () => require('../../../../../tests/unit/fixtures/header').umiMax);

describe('/list/card', () => {
  it('shows its title, a card per service with its figures, the new card and the props tables', () => {
    renderInApp(<CardListDemo />);
    expect(screen.getByRole('heading', { name: '卡片列表' })).toBeInTheDocument();
    expect(screen.getByText('费用报销')).toBeInTheDocument();
    expect(screen.getAllByText('进入')).toHaveLength(7);
    expect(screen.getByText('已停用')).toBeInTheDocument();
    expect(screen.getByText('新建服务')).toBeInTheDocument();
    expect(screen.getByText('List (grid)')).toBeInTheDocument();
    expect(screen.getByText('Card')).toBeInTheDocument();
  });
});
