import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../../../../tests/unit/inApp';
import { requestData } from '@/services/request';
import { atLocation, portalMax } from '../../../../../tests/unit/fixtures/portal';
import FeedbackDetailPage, { feedbackIdOf } from '../index';

jest.mock('@umijs/max', () => require('../../../../../tests/unit/fixtures/portal').portalMax);
jest.mock('@/services/request', () => ({ requestData: jest.fn() }));
// The state tag's dictionary is not this page's call: it shows its built-in texts.
jest.mock('@/services/dictionary', () => ({ fetchDict: () => Promise.reject(new Error('offline')) }));

const conversation = {
  id: 3,
  content: 'Line one\nLine two',
  contact: 'bob@example.com',
  status: 2,
  screenshot: { id: 9, fileName: 'screen.png', mimeType: 'image/png', size: 1200 },
  replies: [
    { id: 1, fromStaff: true, content: 'We restarted the upload service.', createdAt: '2025-04-11T03:00:00.000Z' },
  ],
  createdAt: '2025-04-11T02:30:00.000Z',
  updatedAt: '2025-04-11T03:00:00.000Z',
};

/** The server's answer to the detail call (and to a follow-up, with the reply added). */
function serverHas(item: object | Error) {
  jest.mocked(requestData).mockImplementation(async (url, options) => {
    if (item instanceof Error) throw item;
    if (options?.method === 'POST') {
      const body = options.data as { content: string };
      return {
        ...item,
        status: 1,
        replies: [...conversation.replies, { id: 2, fromStaff: false, content: body.content, createdAt: '2025-04-11T04:00:00.000Z' }],
      } as never;
    }
    return item as never;
  });
}

const openAt = (address: string) => {
  atLocation(address);
  return renderInApp(<FeedbackDetailPage />);
};

describe('feedback detail', () => {
  beforeEach(() => jest.clearAllMocks());

  it('reads positive whole numbers as ids', () => {
    expect(feedbackIdOf('12')).toBe(12);
    ['', '0', '-1', '1.5', 'abc', '1e3', '9999999999'].forEach((value) => expect(feedbackIdOf(value)).toBeUndefined());
    expect(feedbackIdOf(null)).toBeUndefined();
  });

  it('shows the item with its line breaks, screenshot and conversation; a follow-up is sent', async () => {
    serverHas(conversation);
    openAt('/myFeedback/detail?id=3');
    const content = await screen.findByTestId('feedback-detail-content');
    expect(content.textContent).toBe('Line one\nLine two');
    expect(content).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(requestData).toHaveBeenCalledWith('/api/feedback/mine/3', { method: 'GET', skipErrorHandler: true });
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('feedback-status')).toHaveTextContent('已回复');
    expect(screen.getByRole('img', { name: 'screen.png' })).toHaveAttribute('src', '/api/feedback/mine/3/screenshot');
    expect(screen.getByText('服务中心')).toBeInTheDocument();
    expect(screen.getByText('We restarted the upload service.')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('feedback-reply-input'), { target: { value: 'Still slow for PDFs' } });
    fireEvent.click(screen.getByTestId('feedback-reply-send'));
    await waitFor(() =>
      expect(requestData).toHaveBeenCalledWith('/api/feedback/mine/3/reply', { method: 'POST', data: { content: 'Still slow for PDFs' } }),
    );
    expect(await screen.findByText('Still slow for PDFs')).toBeInTheDocument();
    expect(screen.getByText('我')).toBeInTheDocument();
    expect(screen.getByTestId('feedback-status')).toHaveTextContent('处理中');
  });

  it('takes no follow-up once closed', async () => {
    serverHas({ ...conversation, status: 3, screenshot: null, replies: [] });
    openAt('/myFeedback/detail?id=3');
    expect(await screen.findByTestId('feedback-reply-closed')).toBeInTheDocument();
    expect(screen.queryByTestId('feedback-reply-input')).toBeNull();
    expect(screen.getByTestId('feedback-conversation-empty')).toBeInTheDocument();
  });

  it('shows the not-found result for an id that is not the user’s', async () => {
    serverHas(Object.assign(new Error('Not found'), { data: { errorCode: '404', errorMessage: 'Feedback not found' } }));
    openAt('/myFeedback/detail?id=999');
    expect(await screen.findByTestId('error-t404')).toBeInTheDocument();
  });

  it('shows the not-found result without asking the server when the id is missing or malformed', () => {
    openAt('/myFeedback/detail');
    expect(screen.getByTestId('error-t404')).toBeInTheDocument();
    expect(requestData).not.toHaveBeenCalled();
  });

  it('keeps showing its own item when another address is in front', async () => {
    serverHas(conversation);
    const { rerender } = openAt('/myFeedback/detail?id=3');
    await screen.findByTestId('feedback-detail-content');
    atLocation('/myFeedback/detail?id=4');
    rerender(<FeedbackDetailPage />);
    expect(screen.getByTestId('feedback-detail-content')).toHaveTextContent('Line one');
    expect(requestData).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when loading failed, and goes back to the list', async () => {
    serverHas(new Error('offline'));
    openAt('/myFeedback/detail?id=3');
    expect(await screen.findByTestId('feedback-detail-error')).toBeInTheDocument();
    serverHas(conversation);
    fireEvent.click(screen.getByText('重 试'));
    expect(await screen.findByTestId('feedback-detail-content')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /arrow-left|back|返回/i }));
    await waitFor(() => expect(portalMax.history.push).toHaveBeenCalledWith('/portal/myFeedback'));
  });
});
