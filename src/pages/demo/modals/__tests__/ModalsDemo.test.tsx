import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../../../../tests/unit/inApp';
import ModalsDemo from '../index';

jest.mock('@umijs/max', () => require('../../../../../tests/unit/fixtures/header').umiMax);

describe('/demo/modals', () => {
  test('shows its title, the suppliers and the props tables', () => {
    renderInApp(<ModalsDemo />);
    expect(screen.getByRole('heading', { name: '对话框与抽屉' })).toBeInTheDocument();
    expect(screen.getByText('华东办公用品有限公司')).toBeInTheDocument();
    expect(screen.getByText('ModalForm / DrawerForm')).toBeInTheDocument();
  });

  test('a delete asks first and removes the supplier only when confirmed', async () => {
    renderInApp(<ModalsDemo />);
    fireEvent.click(screen.getAllByText('删除')[0]);
    expect(await screen.findByText('确定删除供应商“华东办公用品有限公司”吗？', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已删除供应商“华东办公用品有限公司”')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: '华东办公用品有限公司' })).toBeNull());
    expect(screen.getByText('南方差旅服务有限公司')).toBeInTheDocument();
  });
});
