import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../../../../tests/unit/inApp';
import BasicListDemo from '../index';

jest.mock('@umijs/max', () => require('../../../../../tests/unit/fixtures/header').umiMax);

describe('/list/basic', () => {
  it('shows its title, the paged and growing lists, the empty one and the props table', () => {
    renderInApp(<BasicListDemo />);
    expect(screen.getByRole('heading', { name: '基础列表' })).toBeInTheDocument();
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    expect(screen.getByText('没有待审批的单据')).toBeInTheDocument();
    expect(screen.getByText('List')).toBeInTheDocument();
    // Both lists start with the same five documents; "load more" adds five to the second.
    expect(screen.getAllByText('审批')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(screen.getAllByText('审批')).toHaveLength(15);
  });
});
