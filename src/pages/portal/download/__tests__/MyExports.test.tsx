import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderInApp } from '../../../../../tests/unit/inApp';
import { exportItem } from '../../../../../tests/unit/fixtures/portal';
import { deleteExport, downloadExport, fetchExports } from '@/services/downloads';
import { formatDateTime } from '@/utils/messages';
import MyExports from '../components/MyExports';

jest.mock('@umijs/max', () => require('../../../../../tests/unit/fixtures/portal').portalMax);
jest.mock('@/services/downloads', () => ({ fetchExports: jest.fn(), deleteExport: jest.fn(), downloadExport: jest.fn() }));

describe('my exports', () => {
  beforeEach(() => jest.clearAllMocks());
  afterEach(() => jest.useRealTimers());

  it('asks again every 2 s while an export runs, and stops once it is done', async () => {
    jest.useFakeTimers();
    jest.mocked(fetchExports)
      .mockResolvedValueOnce({ list: [exportItem(3, { status: 'running', progress: 40, rowCount: null, size: null, fileName: null })], total: 1 })
      .mockResolvedValue({ list: [exportItem(3)], total: 1 });
    renderInApp(<MyExports />);
    const status = await screen.findByTestId('export-status-3');
    expect(within(status).getByText('生成中')).toBeInTheDocument();
    expect(within(status).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(fetchExports).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(fetchExports).toHaveBeenCalledTimes(2);
    expect(within(screen.getByTestId('export-status-3')).getByText('已完成')).toBeInTheDocument();
    expect(screen.getByText('用户列表.xlsx')).toBeInTheDocument();
    expect(screen.getByText('51.1 KB')).toBeInTheDocument();
    // Done: no more asking.
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(fetchExports).toHaveBeenCalledTimes(2);
  });

  it('downloads a finished export, and shows why one failed', async () => {
    const failed = exportItem(4, { status: 'failed', error: '导出失败：数据库连接中断', fileName: null, size: null, rowCount: null, expiresAt: '2025-04-17T00:00:00.000Z' });
    jest.mocked(fetchExports).mockResolvedValue({ list: [exportItem(5), failed], total: 2 });
    renderInApp(<MyExports />);
    fireEvent.click(await screen.findByTestId('export-download-5'));
    expect(downloadExport).toHaveBeenCalledWith(5);
    expect(screen.queryByTestId('export-download-4')).toBeNull();
    expect(within(screen.getByTestId('export-status-4')).getByText('导出失败：数据库连接中断')).toBeInTheDocument();
    expect(screen.getByText(formatDateTime('2025-04-18T02:30:00.000Z'))).toBeInTheDocument();
  });

  it('deletes an export only after the confirmation', async () => {
    jest.mocked(fetchExports).mockResolvedValueOnce({ list: [exportItem(5)], total: 1 }).mockResolvedValue({ list: [], total: 0 });
    jest.mocked(deleteExport).mockResolvedValue(null);
    renderInApp(<MyExports />);
    fireEvent.click(await screen.findByTestId('export-delete-5'));
    expect(await screen.findByText('确定删除“用户列表”的导出及其文件吗？')).toBeInTheDocument();
    expect(deleteExport).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('暂无导出')).toBeInTheDocument();
    expect(deleteExport).toHaveBeenCalledWith(5);
  });
});
