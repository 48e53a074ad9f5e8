import { fireEvent, screen, within } from '@testing-library/react';
import { renderInApp } from '../../../../../tests/unit/inApp';
import { request } from '@/services/request';
import { downloadManifest } from '../../../../../tests/unit/fixtures/portal';
import Documents from '../components/Documents';
import DownloadPage from '../index';
import { localised } from '../utils';
import { fetchDownloads } from '../service';

jest.mock('@umijs/max', () => require('../../../../../tests/unit/fixtures/portal').portalMax);
jest.mock('@/services/request', () => ({ request: jest.fn() }));
jest.mock('@/services/downloads', () => ({ fetchExports: jest.fn().mockResolvedValue({ list: [], total: 0 }) }));

describe('download page', () => {
  it('opens on the user’s exports, with the documents in a second tab', async () => {
    jest.mocked(request).mockResolvedValue(downloadManifest);
    renderInApp(<DownloadPage />);
    expect(await screen.findByText('暂无导出')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: '资料下载' }));
    expect(await screen.findByText('费用报销模板')).toBeInTheDocument();
  });
});

describe('documents', () => {
  beforeEach(() => jest.clearAllMocks());

  it('lists the manifest with readable sizes and download links', async () => {
    jest.mocked(request).mockResolvedValue(downloadManifest);
    renderInApp(<Documents />);
    const template = await screen.findByTestId('download-expense-claim-template.csv');
    expect(request).toHaveBeenCalledWith('./downloads/index.json', { method: 'GET', skipErrorHandler: true });
    expect(within(template).getByText('费用报销模板')).toBeInTheDocument();
    expect(within(template).getByText('报销明细模板')).toBeInTheDocument();
    expect(within(template).getByTestId('download-size')).toHaveTextContent('170 B');
    expect(within(template).getByText('更新于 2025-04-10')).toBeInTheDocument();
    const link = within(template).getByRole('link', { name: '下载 费用报销模板' });
    expect(link).toHaveAttribute('href', './downloads/expense-claim-template.csv');
    expect(link).toHaveAttribute('download', 'expense-claim-template.csv');
    const guide = screen.getByTestId('download-portal-quick-guide.txt');
    expect(within(guide).getByTestId('download-size')).toHaveTextContent('1.5 KB');
  });

  it('shows the load failure with a retry', async () => {
    jest.mocked(request).mockRejectedValueOnce(new Error('404'));
    renderInApp(<Documents />);
    expect(await screen.findByText('下载列表加载失败')).toBeInTheDocument();
    jest.mocked(request).mockResolvedValue(downloadManifest);
    fireEvent.click(screen.getByTestId('download-retry'));
    expect(await screen.findByText('门户快速指南')).toBeInTheDocument();
  });

  it('says so when there is nothing to download', async () => {
    jest.mocked(request).mockResolvedValue([]);
    renderInApp(<Documents />);
    expect(await screen.findByText('暂无可下载的文件')).toBeInTheDocument();
  });
});

describe('fetchDownloads', () => {
  it('keeps only entries with a plain file name and a name', async () => {
    jest.mocked(request).mockResolvedValue([
      ...downloadManifest,
      { file: '../secret.txt', name: 'Outside' },
      { file: 'a/b.txt', name: 'Nested' },
      { file: 'nameless.txt' },
      null,
    ]);
    expect((await fetchDownloads()).map((item) => item.file)).toEqual([
      'expense-claim-template.csv',
      'portal-quick-guide.txt',
    ]);
  });

  it('refuses an answer that is not a list (such as a page served instead of the manifest)', async () => {
    jest.mocked(request).mockResolvedValue('<!doctype html>');
    await expect(fetchDownloads()).rejects.toThrow();
  });
});

describe('localised', () => {
  it('uses the English text in English and falls back to Chinese', () => {
    const [template, guide] = downloadManifest;
    expect(localised(template, 'en-US')).toEqual({ name: 'Expense claim template', description: 'Template of claim lines' });
    expect(localised(template, 'zh-CN')).toEqual({ name: '费用报销模板', description: '报销明细模板' });
    expect(localised(guide, 'en-US')).toEqual({ name: '门户快速指南', description: '' });
  });
});
