import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import SupplierPicker from '../components/SupplierPicker';
import SelectTableDemo from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);

describe('/SelectTable', () => {
  it('shows its title, both variants and the props tables; a cost centre is picked by its row', () => {
    renderInApp(<SelectTableDemo />);
    expect(screen.getByRole('heading', { name: '选择表格' })).toBeInTheDocument();
    expect(screen.getByText('单选：成本中心')).toBeInTheDocument();
    for (const component of ['SelectTable', 'PickedTags']) expect(screen.getByText(component)).toBeInTheDocument();
    fireEvent.click(screen.getByText('研发中心').closest('tr')!);
    expect(screen.getByText('已选成本中心：CC3001 研发中心')).toBeInTheDocument();
  });

  it('picks suppliers in the dialog across a search and hands them over on OK', async () => {
    renderInApp(<SupplierPicker />);
    fireEvent.click(screen.getByText('选择供应商'));
    fireEvent.click((await screen.findByText('申通物流有限公司')).closest('tr')!);
    const search = screen.getByLabelText('名称、信用代码或类别');
    fireEvent.change(search, { target: { value: '携程' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click((await screen.findByText('携程商旅有限公司')).closest('tr')!);
    expect(screen.getByText('已选 2 家')).toBeInTheDocument();
    fireEvent.click(screen.getByText(/^确\s*定$/));
    expect(screen.getByText('携程商旅有限公司', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByText('申通物流有限公司', { selector: '.ant-tag' })).toBeInTheDocument();
  });
});
