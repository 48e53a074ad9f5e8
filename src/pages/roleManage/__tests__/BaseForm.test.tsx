import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import BaseForm from '../components/BaseForm';
import { typeInto } from './fixtures';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);

function renderForm(initialValues = {}) {
  const onFinish = jest.fn().mockResolvedValue(true);
  renderInApp(
    <BaseForm title="新建角色" open onOpenChange={jest.fn()} initialValues={initialValues} onFinish={onFinish} />,
  );
  return onFinish;
}

// Text queries: role queries walk the whole modal's accessibility tree and are slow here.
const submit = () => fireEvent.click(screen.getByText(/^保\s*存$/));

describe('role base form', () => {
  // The role code pattern is tested with the utils.
  it('requires the role code and name', async () => {
    const onFinish = renderForm();
    submit();
    expect(await screen.findByText('请输入角色编码')).toBeInTheDocument();
    expect(screen.getByText('请输入角色名称')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('sends the fields of a valid form trimmed, empty optional texts as null', async () => {
    const onFinish = renderForm();
    typeInto('角色编码', 'finance_audit');
    typeInto('角色名称', ' 财务审核 ');
    typeInto('描述', '审核报销单');
    submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish).toHaveBeenCalledWith({
      roleCode: 'finance_audit',
      name: '财务审核',
      nameEn: null,
      description: '审核报销单',
      status: 1,
      sort: 0,
    });
  });

  it('starts from the role being modified and sends the status switched off as 0', async () => {
    const onFinish = renderForm({
      roleCode: 'auditor',
      name: '审核员',
      nameEn: 'Auditor',
      description: null,
      status: 1,
      sort: 5,
    });
    expect(screen.getByLabelText('角色编码')).toHaveValue('auditor');
    fireEvent.click(screen.getByRole('switch'));
    submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish).toHaveBeenCalledWith({
      roleCode: 'auditor',
      name: '审核员',
      nameEn: 'Auditor',
      description: null,
      status: 0,
      sort: 5,
    });
  });
});
