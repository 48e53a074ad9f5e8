import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import dayjs from 'dayjs';
import { atLocation, feedbackItem, portalMax } from '../../../../tests/unit/fixtures/portal';
import PortalMyFeedbackPage from '../../portal/myFeedback';
import MyFeedbackPage from '../index';
import { fetchMyFeedback } from '../service';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/portal').portalMax);
jest.mock('../service', () => ({ fetchMyFeedback: jest.fn() }));

const renderPage = () => renderInApp(<MyFeedbackPage />);

describe('my feedback', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    atLocation('/portal/myFeedback');
  });

  it('is the same page at /myFeedback and /portal/myFeedback', () => {
    expect(PortalMyFeedbackPage).toBe(MyFeedbackPage);
  });

  it("lists the user's feedback a page at a time", async () => {
    jest.mocked(fetchMyFeedback).mockResolvedValue({
      list: [
        feedbackItem(3, { content: 'Export is slow', contact: 'alice@example.com' }),
        feedbackItem(2, { content: 'Typo on the claim form', status: 5 }),
      ],
      total: 2,
    });
    renderPage();
    const row = await screen.findByTestId('feedback-row-3');
    expect(fetchMyFeedback).toHaveBeenCalledWith({ current: 1, pageSize: 10 });
    expect(within(row).getByText('Export is slow')).toBeInTheDocument();
    expect(within(row).getByText('alice@example.com')).toBeInTheDocument();
    expect(within(row).getByText(dayjs('2025-04-11T02:30:00.000Z').format('YYYY-MM-DD HH:mm'))).toBeInTheDocument();
    expect(within(row).getByTestId('feedback-status')).toHaveTextContent('待处理');
    expect(within(screen.getByTestId('feedback-row-2')).getByTestId('feedback-status')).toHaveTextContent('状态 5');
  });

  it('opens a row as its detail page', async () => {
    jest.mocked(fetchMyFeedback).mockResolvedValue({ list: [feedbackItem(3)], total: 1 });
    renderPage();
    fireEvent.click(await screen.findByText('Feedback number 3'));
    expect(portalMax.history.push).toHaveBeenCalledWith('/myFeedback/detail?id=3');
  });

  it('says so when there is no feedback yet, and offers to write one', async () => {
    jest.mocked(fetchMyFeedback).mockResolvedValue({ list: [], total: 0 });
    renderPage();
    expect(await screen.findByText('你还没有提交过反馈')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('feedback-new'));
    expect(portalMax.history.push).toHaveBeenCalledWith('/portal/feedback');
  });

  it('loads again when its tab comes back to the front', async () => {
    jest.mocked(fetchMyFeedback).mockResolvedValue({ list: [], total: 0 });
    const { rerender } = renderPage();
    await waitFor(() => expect(fetchMyFeedback).toHaveBeenCalledTimes(1));
    // The table's reload is debounced: with fake timers every pending reload runs at once, so a
    // reload that leaving had started would show in the count below.
    jest.useFakeTimers();
    try {
      atLocation('/home');
      rerender(<MyFeedbackPage />);
      await act(async () => {
        jest.runAllTimers();
      });
      expect(fetchMyFeedback).toHaveBeenCalledTimes(1);
      atLocation('/portal/myFeedback');
      rerender(<MyFeedbackPage />);
      await act(async () => {
        jest.runAllTimers();
      });
      expect(fetchMyFeedback).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
