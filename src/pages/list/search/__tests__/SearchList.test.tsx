import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../../../../tests/unit/inApp';
import SearchListDemo from '../index';

jest.mock('@umijs/max', () => require('../../../../../tests/unit/fixtures/header').umiMax);

describe('/list/search', () => {
  it('shows its title and props tables; searches, filters and counts per tab', () => {
    renderInApp(<SearchListDemo />);
    expect(screen.getByRole('heading', { name: '搜索列表' })).toBeInTheDocument();
    for (const component of ['Input.Search', 'Tag.CheckableTag', 'Tabs']) expect(screen.getByText(component)).toBeInTheDocument();
    expect(screen.getByText('全部（30）')).toBeInTheDocument();

    const search = screen.getByLabelText('发票号码或销售方');
    fireEvent.change(search, { target: { value: '电信' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(screen.getByText('全部（5）')).toBeInTheDocument();

    fireEvent.click(screen.getByText('待认证（5）'));
    expect(screen.getAllByText(/中国电信上海分公司/)).toHaveLength(5);
    fireEvent.click(screen.getByText('已认证（0）'));
    expect(screen.getByText('没有符合条件的发票')).toBeInTheDocument();
    fireEvent.click(screen.getByText('全部（5）'));

    // The filter tags come before the list: the first "数电发票" is the filter. The telecom invoices are all special ones.
    fireEvent.click(screen.getAllByText('数电发票')[0]);
    expect(screen.getByText('全部（0）')).toBeInTheDocument();
  });
});
