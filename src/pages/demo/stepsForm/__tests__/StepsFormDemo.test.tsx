import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../../../../tests/unit/inApp';
import StepsFormDemo from '../index';

jest.mock('@umijs/max', () => require('../../../../../tests/unit/fixtures/header').umiMax);

describe('/demo/stepsForm', () => {
  test('shows its title, the three steps and the props tables', () => {
    renderInApp(<StepsFormDemo />);
    expect(screen.getByRole('heading', { name: '分步表单' })).toBeInTheDocument();
    for (const step of ['基本信息', '费用明细', '确认与收款']) expect(screen.getAllByText(step).length).toBeGreaterThan(0);
    expect(screen.getByText('StepsForm.StepForm')).toBeInTheDocument();
  });

  test('the first step does not go on without its required fields', async () => {
    renderInApp(<StepsFormDemo />);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入报销事由')).toBeInTheDocument();
    expect(screen.getByText('请选择成本中心')).toBeInTheDocument();
  });
});
