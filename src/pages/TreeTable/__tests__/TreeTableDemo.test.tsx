import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import OrgTree from '../components/OrgTree';
import TreeTableDemo from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);

describe('/TreeTable', () => {
  it('shows its title, the budget tree open with its sums and the props table', () => {
    renderInApp(<TreeTableDemo />);
    expect(screen.getByRole('heading', { name: '树形表格' })).toBeInTheDocument();
    expect(screen.getByText('费用报销组')).toBeInTheDocument();
    expect(screen.getByText('4,900,000')).toBeInTheDocument();
    expect(screen.getByText('104%')).toBeInTheDocument();
    expect(screen.getByText('TreeTable')).toBeInTheDocument();
  });

  it('opens every branch of the other company', () => {
    renderInApp(<OrgTree />);
    fireEvent.click(screen.getByText('全部折叠'));
    expect(screen.queryByText('应付科')).toBeNull();
    fireEvent.click(screen.getByText('深圳分公司', { selector: '.ant-segmented-item-label' }));
    expect(screen.getByText('税务科')).toBeInTheDocument();
  });
});
