import { fireEvent, screen, within } from '@testing-library/react';
import { fetchDevInfo } from '@/services/dashboard';
import { BizError } from '@/utils/errorDisplay';
import { renderInApp } from '../../../../tests/unit/inApp';
import DevPage from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/dashboard', () => ({ fetchDevInfo: jest.fn() }));

/** What GET /api/dev/info answers (DevInfo). */
const info = {
  version: '1.0.2',
  build: { date: '2025-04-11T08:30:00.000Z', source: 'build' as const, frontEndEnv: 'test' as string | null },
  env: 'test',
  serverStartedAt: '2025-04-11T09:00:00.000Z',
  timeZone: 'Asia/Shanghai',
  database: {
    kind: 'embedded' as const,
    serverVersion: '17.5',
    migrations: { applied: 9, known: 10, lastTag: '0008_tasks' as string | null, lastWrittenAt: '2025-04-01T00:00:00.000Z' as string | null },
  },
  queue: {
    depth: [{ name: 'todo.remind', created: 2, retry: 1, active: 0 }],
    failedCount: 1,
    failed: [{ name: 'export.run', id: 'b1c2', failedAt: '2025-04-11T09:10:00.000Z', retryCount: 3, error: 'disk full' }],
  },
  docsUrl: '/api/docs',
  flags: [
    { key: 'phoneRule' as const, on: true },
    { key: 'emailRequired' as const, on: true },
    { key: 'jobNoShown' as const, on: true },
    { key: 'loginMobileVerification' as const, on: false },
  ],
};

describe('/dev', () => {
  beforeEach(() => jest.mocked(fetchDevInfo).mockReset());

  it('shows the version, database, queue, failed jobs, flags and a docs link that opens a new tab', async () => {
    jest.mocked(fetchDevInfo).mockResolvedValue(info);
    renderInApp(<DevPage />);
    expect(await screen.findByText('1.0.2')).toBeInTheDocument();
    expect(screen.getByText('前端构建记录')).toBeInTheDocument();
    expect(screen.getByText('内置数据库（PGlite）')).toBeInTheDocument();
    expect(screen.getByText('已执行 9 / 共 10 个')).toBeInTheDocument();
    expect(screen.getByText('有迁移尚未执行：请重启服务以执行迁移')).toBeInTheDocument();
    expect(screen.getByText('todo.remind')).toBeInTheDocument();
    expect(screen.getByText('disk full')).toBeInTheDocument();
    expect(screen.getByTestId('dev-flag-phoneRule')).toHaveTextContent('开启');
    expect(screen.getByTestId('dev-flag-loginMobileVerification')).toHaveTextContent('关闭');
    const docs = screen.getByRole('link', { name: '/api/docs' });
    expect(docs).toHaveAttribute('href', '/api/docs');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    const failedRow = screen.getByText('disk full').closest('tr')!;
    expect(within(failedRow).getByText('export.run')).toBeInTheDocument();
  });

  it('says when there is no build and the server’s start is shown instead', async () => {
    jest.mocked(fetchDevInfo).mockResolvedValue({
      ...info,
      build: { date: info.serverStartedAt, source: 'serverStart' as const, frontEndEnv: null },
      queue: { depth: [], failedCount: 0, failed: [] },
    });
    renderInApp(<DevPage />);
    expect(await screen.findByText('未找到前端构建，显示服务启动时间')).toBeInTheDocument();
    expect(screen.getByText('没有等待或执行中的任务')).toBeInTheDocument();
    expect(screen.getByText('没有失败的任务')).toBeInTheDocument();
  });

  it('shows the server’s refusal and retries', async () => {
    jest.mocked(fetchDevInfo).mockRejectedValueOnce(new BizError({ errorMessage: '无权限：只有管理员可以查看系统信息和管理看板' }));
    jest.mocked(fetchDevInfo).mockResolvedValueOnce(info);
    renderInApp(<DevPage />);
    expect(await screen.findByText('无权限：只有管理员可以查看系统信息和管理看板')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('1.0.2')).toBeInTheDocument();
  });
});
