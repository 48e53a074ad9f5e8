import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../../../../tests/unit/inApp';
import DragDemo from '../index';

jest.mock('@umijs/max', () => require('../../../../../tests/unit/fixtures/header').umiMax);

describe('/demo/drag', () => {
  test('shows its title, the variants and the props table', () => {
    renderInApp(<DragDemo />);
    expect(screen.getByRole('heading', { name: '拖动排序' })).toBeInTheDocument();
    expect(screen.getByText('审批顺序')).toBeInTheDocument();
    expect(screen.getByText('SortableList')).toBeInTheDocument();
    expect(screen.getByText('rowKey')).toBeInTheDocument();
  });

  test('an approver moved by keyboard changes the shown order', () => {
    renderInApp(<DragDemo />);
    expect(screen.getByTestId('approval-order')).toHaveTextContent('当前顺序：李强 → 陈静 → 王芳 → 赵磊');
    fireEvent.keyDown(screen.getByRole('button', { name: '移动审批人 赵磊' }), { key: 'Home' });
    expect(screen.getByTestId('approval-order')).toHaveTextContent('当前顺序：赵磊 → 李强 → 陈静 → 王芳');
  });
});
