import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import AdminModel from '@/models/admin';
import {
  changeFeedbackStatus,
  exportFeedback,
  fetchManagedFeedback,
  fetchManagedFeedbackList,
  replyToFeedback,
} from '@/services/feedbackManage';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import FeedbackDetail from '../components/FeedbackDetail';
import FeedbackManagePage from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/feedbackManage', () => ({
  fetchManagedFeedbackList: jest.fn(),
  fetchManagedFeedback: jest.fn(),
  replyToFeedback: jest.fn(),
  changeFeedbackStatus: jest.fn(),
  exportFeedback: jest.fn(),
  managedScreenshotUrl: (id: number) => `/api/feedbackManage/${id}/screenshot`,
}));

const item = {
  id: 7,
  content: 'The invoice upload hangs',
  contact: 'anna@example.com',
  status: 0,
  submitter: { id: 21, name: 'Anna Li', userNo: 'U0021', orgName: '华东' },
  hasScreenshot: true,
  replyCount: 1,
  createdAt: '2025-04-01T02:30:00.000Z',
  updatedAt: '2025-04-01T02:30:00.000Z',
  handledByName: null,
};

const detail = {
  ...item,
  screenshot: { id: 3, fileName: 'screen.png', mimeType: 'image/png', size: 1200 },
  replies: [{ id: 1, fromStaff: false, authorName: 'Anna Li', content: 'Still slow for PDFs', createdAt: '2025-04-01T03:00:00.000Z' }],
};

function storeWith(codes: string[]) {
  const store = createStore(AdminModel);
  store.dispatch({ type: 'admin/save', payload: { access: { codes, fields: {} }, accessLoaded: true } });
  return store;
}

describe('/feedbackManage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchManagedFeedbackList).mockResolvedValue({ list: [item], total: 1 } as never);
    jest.mocked(fetchManagedFeedback).mockResolvedValue(detail as never);
  });

  it('lists the feedback with submitter, state and screenshot mark; export only with its right', async () => {
    renderWithStore(<FeedbackManagePage />, storeWith(['feedback:view', 'feedback:export']));
    expect(await screen.findByText('The invoice upload hangs')).toBeInTheDocument();
    expect(fetchManagedFeedbackList).toHaveBeenCalledWith({ current: 1, pageSize: 10 });
    expect(screen.getByText('Anna Li')).toBeInTheDocument();
    expect(screen.getByText('华东')).toBeInTheDocument();
    expect(screen.getAllByTestId('feedback-status')[0]).toHaveTextContent('待处理');
    expect(screen.getByLabelText('有截图')).toBeInTheDocument();
    // Sent and updated, to the minute in local time.
    expect(screen.getAllByText(dayjs(item.createdAt).format('YYYY-MM-DD HH:mm'))).toHaveLength(2);

    jest.mocked(exportFeedback).mockResolvedValue({} as never);
    fireEvent.click(screen.getByTestId('feedback-export'));
    await waitFor(() => expect(exportFeedback).toHaveBeenCalledWith({}));
    expect(await screen.findByTestId('feedback-export-started')).toBeInTheDocument();
  });

  it('shows the feedback with its conversation; a reply is sent and the drawer shows the answer', async () => {
    const onChanged = jest.fn();
    renderWithStore(<FeedbackDetail feedbackId={7} onClose={jest.fn()} onChanged={onChanged} />, storeWith(['feedback:view', 'feedback:update']));
    expect(await screen.findByTestId('feedback-manage-content')).toHaveTextContent('The invoice upload hangs');
    expect(screen.getByText('Anna Li（提交人）')).toBeInTheDocument();
    expect(screen.getByText('Still slow for PDFs')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'screen.png' })).toHaveAttribute('src', '/api/feedbackManage/7/screenshot');

    // Blank text is not sent.
    fireEvent.click(screen.getByTestId('feedback-reply-send'));
    expect(await screen.findByText('请输入内容')).toBeInTheDocument();
    expect(replyToFeedback).not.toHaveBeenCalled();

    jest.mocked(replyToFeedback).mockResolvedValue({
      ...detail,
      status: 2,
      handledByName: 'Helen',
      replies: [...detail.replies, { id: 2, fromStaff: true, authorName: 'Helen', content: 'Fixed now', createdAt: '2025-04-01T04:00:00.000Z' }],
    } as never);
    fireEvent.change(screen.getByTestId('feedback-reply-input'), { target: { value: '  Fixed now ' } });
    fireEvent.keyDown(screen.getByTestId('feedback-reply-input'), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(replyToFeedback).toHaveBeenCalledWith(7, 'Fixed now'));
    expect(await screen.findByText('Helen（服务中心）')).toBeInTheDocument();
    expect(screen.getByTestId('feedback-reply-input')).toHaveValue('');
    expect(within(screen.getByTestId('feedback-manage-detail')).getByTestId('feedback-status')).toHaveTextContent('已回复');
    expect(onChanged).toHaveBeenCalled();
  });

  it('closes only after the confirmation, then offers reopen and no reply box', async () => {
    renderWithStore(<FeedbackDetail feedbackId={7} onClose={jest.fn()} onChanged={jest.fn()} />, storeWith(['feedback:view', 'feedback:update']));
    await screen.findByTestId('feedback-manage-content');
    expect(screen.getByTestId('feedback-status-1')).toHaveTextContent('开始处理');
    jest.mocked(changeFeedbackStatus).mockResolvedValue({ ...detail, status: 3 } as never);
    fireEvent.click(screen.getByTestId('feedback-status-3'));
    expect(changeFeedbackStatus).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(changeFeedbackStatus).toHaveBeenCalledWith(7, 3));
    expect(await screen.findByTestId('feedback-status-0')).toHaveTextContent('重新打开');
    expect(screen.getByTestId('feedback-reply-closed')).toBeInTheDocument();
  });

  it('shows a viewer neither the reply box nor the state changes', async () => {
    renderWithStore(<FeedbackDetail feedbackId={7} onClose={jest.fn()} onChanged={jest.fn()} />, storeWith(['feedback:view']));
    await screen.findByTestId('feedback-manage-content');
    expect(screen.queryByTestId('feedback-reply')).toBeNull();
    expect(screen.queryByTestId('feedback-status-1')).toBeNull();
  });
});
