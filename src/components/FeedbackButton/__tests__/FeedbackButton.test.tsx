import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createFeedback } from '@/services/user';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import FeedbackButton from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/user', () => ({ createFeedback: jest.fn() }));

function setup() {
  renderWithStore(<FeedbackButton />, createStore());
  fireEvent.click(screen.getByTestId('feedback-button'));
}

const submit = () => fireEvent.click(screen.getByText('提 交'));

describe('feedback button', () => {
  beforeEach(() => jest.clearAllMocks());

  it('is a labelled icon button', () => {
    renderWithStore(<FeedbackButton />, createStore());
    expect(screen.getByTestId('feedback-button')).toHaveAttribute('aria-label', '意见反馈');
  });

  // The form's rules are the feedback form's own tests; here, one sending through the dialog.
  it('sends the feedback and thanks the user', async () => {
    jest.mocked(createFeedback).mockResolvedValue({ id: 9 });
    setup();
    fireEvent.change(await screen.findByPlaceholderText('请描述你遇到的问题或建议'), {
      target: { value: ' The report page is slow ' },
    });
    fireEvent.change(screen.getByPlaceholderText('手机号或邮箱（选填）'), { target: { value: 'alice@example.com' } });
    submit();
    await waitFor(() =>
      expect(createFeedback).toHaveBeenCalledWith({ content: 'The report page is slow', contact: 'alice@example.com' }),
    );
    expect(await screen.findByText('感谢反馈，我们会尽快处理')).toBeInTheDocument();
  });
});
