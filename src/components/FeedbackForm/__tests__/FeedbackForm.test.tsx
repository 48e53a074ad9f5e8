import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createFeedback } from '@/services/user';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import FeedbackForm, { feedbackBody } from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/user', () => ({ createFeedback: jest.fn() }));

const content = () => screen.getByTestId('feedback-content') as HTMLTextAreaElement;
const submit = () => fireEvent.click(screen.getByText('提 交'));

describe('feedbackBody', () => {
  it('trims the text and leaves out a blank contact', () => {
    expect(feedbackBody({ content: ' a ', contact: '  ' })).toEqual({ content: 'a' });
    expect(feedbackBody({ content: 'a', contact: ' b ' })).toEqual({ content: 'a', contact: 'b' });
    expect(feedbackBody({ content: 'a' })).toEqual({ content: 'a' });
  });
});

describe('feedback form on a page', () => {
  beforeEach(() => jest.clearAllMocks());

  it('blocks empty content', async () => {
    renderWithStore(<FeedbackForm contentTestId="feedback-content" />, createStore());
    submit();
    expect(await screen.findByText('请填写反馈内容')).toBeInTheDocument();
    expect(createFeedback).not.toHaveBeenCalled();
  });

  it('blocks content over 2000 characters and a contact over 100', async () => {
    renderWithStore(<FeedbackForm contentTestId="feedback-content" />, createStore());
    fireEvent.change(content(), { target: { value: 'x'.repeat(2001) } });
    // The inputs cap typing; a pasted or programmatic longer value is still refused.
    fireEvent.change(screen.getByPlaceholderText('手机号或邮箱（选填）'), { target: { value: 'x'.repeat(101) } });
    submit();
    await waitFor(() => expect(screen.getByText('反馈内容最多 2000 个字')).toBeInTheDocument());
    expect(screen.getByText('联系方式最多 100 个字')).toBeInTheDocument();
    expect(createFeedback).not.toHaveBeenCalled();
  });

  it('sends the feedback, resets the fields and reports the new id', async () => {
    jest.mocked(createFeedback).mockResolvedValue({ id: 7 });
    const onSubmitted = jest.fn();
    renderWithStore(<FeedbackForm contentTestId="feedback-content" onSubmitted={onSubmitted} />, createStore());
    fireEvent.change(content(), { target: { value: 'x'.repeat(2000) } });
    fireEvent.change(screen.getByPlaceholderText('手机号或邮箱（选填）'), { target: { value: ' 13800000000 ' } });
    submit();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(7));
    expect(createFeedback).toHaveBeenCalledWith({ content: 'x'.repeat(2000), contact: '13800000000' });
    expect(content().value).toBe('');
    expect((screen.getByPlaceholderText('手机号或邮箱（选填）') as HTMLInputElement).value).toBe('');
  });

  it('keeps what was typed when the server refuses', async () => {
    jest.mocked(createFeedback).mockRejectedValue(new Error('refused'));
    const onSubmitted = jest.fn();
    renderWithStore(<FeedbackForm contentTestId="feedback-content" onSubmitted={onSubmitted} />, createStore());
    fireEvent.change(content(), { target: { value: 'Slow report' } });
    submit();
    await waitFor(() => expect(createFeedback).toHaveBeenCalled());
    expect(content().value).toBe('Slow report');
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
