import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import TreeTable from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);

interface CostCentre {
  id: number;
  name: string;
  children: CostCentre[];
}

const node = (id: number, name: string, children: CostCentre[] = []): CostCentre => ({ id, name, children });
const costCentres = [node(1, '财务共享中心', [node(2, '应付组', [node(3, '发票审核岗')]), node(4, '总账组')])];
const columns = [{ title: '名称', dataIndex: 'name' }];
// The toolbar of the admin pages.
const options = { density: false, fullScreen: true, reload: true, setting: true };

const rows = () => screen.queryAllByText(/中心|组|岗/).map((cell) => cell.textContent);

describe('TreeTable', () => {
  it('opens every branch, folds and opens them all, and keeps the page buttons after its own', () => {
    const { rerender } = renderInApp(
      <TreeTable nodes={costCentres} columns={columns} options={options} toolBarRender={() => [<button key="new">新建</button>]} />,
    );
    expect(rows()).toEqual(['财务共享中心', '应付组', '发票审核岗', '总账组']);
    // Only branches have an expander (leaves keep an empty space in its place).
    expect(document.querySelectorAll('.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)')).toHaveLength(2);

    fireEvent.click(screen.getByText('全部折叠'));
    expect(rows()).toEqual(['财务共享中心']);
    fireEvent.click(screen.getByText('全部展开'));
    expect(rows()).toEqual(['财务共享中心', '应付组', '发票审核岗', '总账组']);

    const toolbar = screen.getByText('全部折叠').closest('.ant-pro-table-list-toolbar-right');
    expect(toolbar?.textContent).toMatch(/全部展开.*全部折叠.*新建/);

    // Another tree (another application's menus) opens every branch again.
    fireEvent.click(screen.getByText('全部折叠'));
    rerender(<TreeTable nodes={costCentres} columns={columns} options={options} expandKey="other" />);
    expect(rows()).toEqual(['财务共享中心', '应付组', '发票审核岗', '总账组']);
  });
});
