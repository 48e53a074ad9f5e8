import { screen, within } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import NoticeView from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);

const notice = {
  topic: 'Month-end closing',
  content: '<h2>Dates</h2><p>Books close on <strong>the 5th</strong>.</p><ul><li>Claims by the 3rd</li></ul>',
  type: 'deadline',
  level: 3,
  pinned: true,
  publishedAt: '2025-04-11T09:30:00',
  attachments: [
    { id: 55, fileName: 'closing plan.pdf', size: 2048 },
    { id: 56, fileName: 'claims.xlsx', size: 10 },
  ],
};

describe('NoticeView', () => {
  it('renders the content as HTML with its tags, time and attachment links', () => {
    renderInApp(<NoticeView notice={notice} attachmentHref={(fileId) => `/api/notice/8/attachments/${fileId}`} />);
    expect(screen.getByRole('heading', { name: 'Month-end closing' })).toBeInTheDocument();
    const content = screen.getByTestId('notice-content');
    expect(content.querySelector('h2')?.textContent).toBe('Dates');
    expect(content.querySelector('strong')?.textContent).toBe('the 5th');
    expect(content.querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByText('置顶')).toBeInTheDocument();
    expect(screen.getByText('截止提醒')).toBeInTheDocument();
    expect(screen.getByText('紧急')).toBeInTheDocument();
    expect(screen.getByText('发布于 2025-04-11 09:30')).toBeInTheDocument();

    const files = screen.getByRole('region', { name: '附件（2）' });
    const link = within(files).getByRole('link', { name: 'closing plan.pdf' });
    expect(link).toHaveAttribute('href', '/api/notice/8/attachments/55');
    expect(link).toHaveAttribute('download', 'closing plan.pdf');
    expect(within(files).getByText('2 KB')).toBeInTheDocument();
    expect(within(files).getByRole('link', { name: 'claims.xlsx' })).toHaveAttribute(
      'href',
      '/api/notice/8/attachments/56',
    );
  });

  it('lists attachments without links when there is nowhere to download them, and none when there are none', () => {
    const { rerender } = renderInApp(<NoticeView notice={notice} />);
    expect(screen.getByText('closing plan.pdf').closest('a')).toBeNull();
    rerender(<NoticeView notice={{ ...notice, attachments: [], publishedAt: null }} />);
    expect(screen.queryByText(/附件/)).toBeNull();
    expect(screen.getByText('未发布')).toBeInTheDocument();
  });
});
