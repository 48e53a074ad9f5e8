import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createFeedback } from '@/services/user';
import { createStore, renderWithStore, umiMax } from '../../../../../tests/unit/fixtures/header';
import FeedbackPage from '../index';

jest.mock('@umijs/max', () => require('../../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/user', () => ({ createFeedback: jest.fn() }));

const content = () => screen.getByTestId('feedback-content') as HTMLTextAreaElement;
const submit = () => fireEvent.click(screen.getByText('提 交'));

describe('/portal/feedback', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the form under the page title', () => {
    renderWithStore(<FeedbackPage />, createStore());
    expect(screen.getAllByText('意见反馈').length).toBeGreaterThan(0);
    expect(content()).toHaveAttribute('placeholder', '请描述你遇到的问题或建议');
  });

  it('does not send without content, nor with 2001 characters', async () => {
    renderWithStore(<FeedbackPage />, createStore());
    submit();
    expect(await screen.findByText('请填写反馈内容')).toBeInTheDocument();
    fireEvent.change(content(), { target: { value: 'y'.repeat(2001) } });
    submit();
    expect(await screen.findByText('反馈内容最多 2000 个字')).toBeInTheDocument();
    expect(createFeedback).not.toHaveBeenCalled();
  });

  it('sends, thanks the user, starts over and links to my feedback', async () => {
    jest.mocked(createFeedback).mockResolvedValue({ id: 42 });
    renderWithStore(<FeedbackPage />, createStore());
    fireEvent.change(content(), { target: { value: '  The claim page is slow\nwhen I attach files  ' } });
    submit();
    await waitFor(() =>
      expect(createFeedback).toHaveBeenCalledWith({ content: 'The claim page is slow\nwhen I attach files' }),
    );
    expect(await screen.findByText('感谢反馈，我们会尽快处理')).toBeInTheDocument();
    expect(screen.getByTestId('feedback-submitted')).toHaveTextContent('反馈已提交（编号 42）');
    expect(content().value).toBe('');
    fireEvent.click(screen.getByTestId('feedback-view-mine'));
    expect(umiMax.history.push).toHaveBeenCalledWith('/portal/myFeedback');
  });

  it('opens my feedback from the page header', () => {
    renderWithStore(<FeedbackPage />, createStore());
    fireEvent.click(screen.getByTestId('feedback-open-mine'));
    expect(umiMax.history.push).toHaveBeenCalledWith('/portal/myFeedback');
  });
});
