import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createFeedback, uploadFeedbackScreenshot } from '@/services/user';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import FeedbackForm, { feedbackBody } from '../index';
import { pastedImageName, screenshotProblem } from '../screenshot';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/user', () => ({ createFeedback: jest.fn(), uploadFeedbackScreenshot: jest.fn() }));

const content = () => screen.getByTestId('feedback-content') as HTMLTextAreaElement;
const submit = () => fireEvent.click(screen.getByText('提 交'));

describe('feedbackBody', () => {
  it('trims the text and leaves out a blank contact', () => {
    expect(feedbackBody({ content: ' a ', contact: '  ' })).toEqual({ content: 'a' });
    expect(feedbackBody({ content: 'a', contact: ' b ' })).toEqual({ content: 'a', contact: 'b' });
    expect(feedbackBody({ content: 'a' })).toEqual({ content: 'a' });
    expect(feedbackBody({ content: 'a' }, 9)).toEqual({ content: 'a', screenshotFileId: 9 });
  });
});

describe('screenshotProblem', () => {
  it('takes png, jpg, webp and gif images of up to 5 MB', () => {
    expect(screenshotProblem({ name: 'a.PNG', size: 10 })).toBeNull();
    expect(screenshotProblem({ name: 'a.jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(screenshotProblem({ name: 'a.pdf', size: 10 })).toEqual({
      id: 'header.feedback.screenshot.type',
      values: { allowed: 'png, jpg, jpeg, webp, gif' },
    });
    expect(screenshotProblem({ name: 'png', size: 10 })?.id).toBe('header.feedback.screenshot.type');
    expect(screenshotProblem({ name: 'a.gif', size: 0 })?.id).toBe('header.feedback.screenshot.empty');
    expect(screenshotProblem({ name: 'a.webp', size: 5 * 1024 * 1024 + 1 })).toEqual({
      id: 'header.feedback.screenshot.tooLarge',
      values: { max: 5 },
    });
    expect(pastedImageName('image/jpeg')).toBe('screenshot.jpg');
    expect(pastedImageName('image/bmp')).toBe('screenshot.png');
  });
});

describe('the screenshot of the feedback form', () => {
  beforeEach(() => jest.clearAllMocks());
  const image = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });
  const choose = (file: File) => fireEvent.change(screen.getByTestId('feedback-screenshot-input'), { target: { files: [file] } });

  it('uploads a chosen image at once and sends its id with the feedback', async () => {
    jest.mocked(uploadFeedbackScreenshot).mockResolvedValue({ id: 41, fileName: 'bug.png', mimeType: 'image/png', size: 100 });
    jest.mocked(createFeedback).mockResolvedValue({ id: 8 });
    renderWithStore(<FeedbackForm contentTestId="feedback-content" />, createStore());
    const file = image('bug.png');
    choose(file);
    expect(uploadFeedbackScreenshot).toHaveBeenCalledWith(file, 'bug.png');
    expect(await screen.findByText('bug.png')).toBeInTheDocument();
    fireEvent.change(content(), { target: { value: 'See the picture' } });
    submit();
    await waitFor(() => expect(createFeedback).toHaveBeenCalledWith({ content: 'See the picture', screenshotFileId: 41 }));
    // The page starts over, the screenshot included.
    expect(await screen.findByTestId('feedback-screenshot-add')).toBeInTheDocument();
  });

  it('refuses another kind of file before uploading, and a removed screenshot is not sent', async () => {
    jest.mocked(createFeedback).mockResolvedValue({ id: 9 });
    renderWithStore(<FeedbackForm contentTestId="feedback-content" />, createStore());
    choose(new File(['%PDF-'], 'report.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('截图只能是图片（png, jpg, jpeg, webp, gif）')).toBeInTheDocument();
    expect(uploadFeedbackScreenshot).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('feedback-screenshot-remove'));
    fireEvent.change(content(), { target: { value: 'No picture' } });
    submit();
    await waitFor(() => expect(createFeedback).toHaveBeenCalledWith({ content: 'No picture' }));
  });

  it('takes a pasted image and shows a refusal of the server beside it', async () => {
    jest
      .mocked(uploadFeedbackScreenshot)
      .mockRejectedValue(Object.assign(new Error('refused'), { data: { errorCode: 'FILE_CONTENT', errorMessage: '文件「screenshot.png」的内容不是 .png 文件' } }));
    renderWithStore(<FeedbackForm contentTestId="feedback-content" />, createStore());
    const pasted = image('image.png');
    fireEvent.paste(content(), { clipboardData: { files: [pasted] } });
    expect(uploadFeedbackScreenshot).toHaveBeenCalledWith(pasted, 'screenshot.png');
    expect(await screen.findByText('文件「screenshot.png」的内容不是 .png 文件')).toBeInTheDocument();
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
