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

  it('requires the content and does not call the server without it', async () => {
    setup();
    fireEvent.change(await screen.findByPlaceholderText('请描述你遇到的问题或建议'), { target: { value: '   ' } });
    submit();
    expect(await screen.findByText('请填写反馈内容')).toBeInTheDocument();
    expect(createFeedback).not.toHaveBeenCalled();
  });

  it('rejects a contact longer than 100 characters', async () => {
    setup();
    fireEvent.change(await screen.findByPlaceholderText('请描述你遇到的问题或建议'), { target: { value: 'Slow' } });
    // The input caps typing at 100; a pasted or programmatic longer value is still refused.
    fireEvent.change(screen.getByPlaceholderText('手机号或邮箱（选填）'), { target: { value: 'x'.repeat(101) } });
    submit();
    await waitFor(() => expect(createFeedback).not.toHaveBeenCalled());
  });

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

  it('leaves out an empty contact', async () => {
    jest.mocked(createFeedback).mockResolvedValue({ id: 10 });
    setup();
    fireEvent.change(await screen.findByPlaceholderText('请描述你遇到的问题或建议'), { target: { value: 'Hi' } });
    submit();
    await waitFor(() => expect(createFeedback).toHaveBeenCalledWith({ content: 'Hi' }));
  });
});
