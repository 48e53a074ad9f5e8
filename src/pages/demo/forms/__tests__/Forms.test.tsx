import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../../../../tests/unit/inApp';
import ReimbursementForm from '../components/ReimbursementForm';
import FormsDemo from '../index';

jest.mock('@umijs/max', () => require('../../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/dictionary', () => ({ fetchDict: jest.fn(() => new Promise(() => {})) }));
jest.mock('@/services/users', () => ({ fetchUserOptions: jest.fn() }));

describe('/demo/forms', () => {
  test('shows its title, when to use, the variants and the props tables', () => {
    renderInApp(<FormsDemo />);
    expect(screen.getByRole('heading', { name: '表单' })).toBeInTheDocument();
    expect(screen.getByText('费用报销')).toBeInTheDocument();
    expect(screen.getByText('两次输入')).toBeInTheDocument();
    for (const component of ['FormTreeSelect', 'ProFormDict', 'UserPicker']) expect(screen.getByText(component)).toBeInTheDocument();
  });

  // The form alone: the page around it adds nothing to this and costs time.
  test('a submit with empty fields names each required field', async () => {
    renderInApp(<ReimbursementForm />);
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入报销事由')).toBeInTheDocument();
    expect(screen.getByText('请输入金额')).toBeInTheDocument();
    expect(screen.getByText('请选择成本中心')).toBeInTheDocument();
  });
});
