import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../../../../tests/unit/inApp';
import { requestData } from '@/services/request';
import { atLocation, feedbackItem, portalMax } from '../../../../../tests/unit/fixtures/portal';
import FeedbackDetailPage, { feedbackIdOf } from '../index';

jest.mock('@umijs/max', () => require('../../../../../tests/unit/fixtures/portal').portalMax);
jest.mock('@/services/request', () => ({ requestData: jest.fn() }));

/** The user's feedback on the server, newest first, answered a page at a time. */
function serverHas(ids: number[]) {
  jest.mocked(requestData).mockImplementation(async (_url, options) => {
    const { current, pageSize } = (options?.params ?? {}) as { current: number; pageSize: number };
    const list = ids.slice((current - 1) * pageSize, current * pageSize).map((id) =>
      feedbackItem(id, id === 3 ? { content: 'Line one\nLine two', contact: 'bob@example.com' } : {}),
    );
    return { list, total: ids.length } as never;
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

  it('shows the item with its line breaks kept', async () => {
    serverHas([5, 4, 3, 2, 1]);
    openAt('/myFeedback/detail?id=3');
    const content = await screen.findByTestId('feedback-detail-content');
    expect(content.textContent).toBe('Line one\nLine two');
    expect(content).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('feedback-status')).toHaveTextContent('待处理');
    expect(requestData).toHaveBeenCalledWith('/api/feedback/mine', {
      method: 'GET',
      params: { current: 1, pageSize: 100 },
    });
  });

  it('pages through the list to find an older item', async () => {
    serverHas(Array.from({ length: 250 }, (_, i) => 250 - i));
    openAt('/myFeedback/detail?id=20');
    expect(await screen.findByTestId('feedback-detail-content')).toHaveTextContent('Feedback number 20');
    expect(requestData).toHaveBeenCalledTimes(3);
  });

  it('shows the not-found result for an unknown id after the whole list', async () => {
    serverHas(Array.from({ length: 150 }, (_, i) => 150 - i));
    openAt('/myFeedback/detail?id=999');
    expect(await screen.findByTestId('error-t404')).toBeInTheDocument();
    expect(requestData).toHaveBeenCalledTimes(2);
  });

  it('shows the not-found result without asking the server when the id is missing or malformed', () => {
    openAt('/myFeedback/detail');
    expect(screen.getByTestId('error-t404')).toBeInTheDocument();
    expect(requestData).not.toHaveBeenCalled();
  });

  it('keeps showing its own item when another address is in front', async () => {
    serverHas([3]);
    const { rerender } = openAt('/myFeedback/detail?id=3');
    await screen.findByTestId('feedback-detail-content');
    atLocation('/myFeedback/detail?id=4');
    rerender(<FeedbackDetailPage />);
    expect(screen.getByTestId('feedback-detail-content')).toHaveTextContent('Line one');
    expect(requestData).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when loading failed, and goes back to the list', async () => {
    jest.mocked(requestData).mockRejectedValueOnce(new Error('offline'));
    openAt('/myFeedback/detail?id=3');
    expect(await screen.findByTestId('feedback-detail-error')).toBeInTheDocument();
    serverHas([3]);
    fireEvent.click(screen.getByText('重 试'));
    expect(await screen.findByTestId('feedback-detail-content')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /arrow-left|back|返回/i }));
    await waitFor(() => expect(portalMax.history.push).toHaveBeenCalledWith('/portal/myFeedback'));
  });
});
