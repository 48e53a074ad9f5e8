import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchDashboardSummary } from '@/services/dashboard';
import { BizError } from '@/utils/errorDisplay';
import { renderInApp } from '../../../../tests/unit/inApp';
import AdminDashboard from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/dashboard', () => ({ fetchDashboardSummary: jest.fn() }));
// jsdom draws no canvas: the chart shows its name and the points it was given.
jest.mock('../components/Chart', () => ({
  __esModule: true,
  default: ({ ariaLabel, config }: { ariaLabel: string; config: { data: { datasets: { data: number[] }[] } } }) => (
    <div role="img" aria-label={ariaLabel}>
      {config.data.datasets.map((s) => s.data.join(',')).join(' | ')}
    </div>
  ),
}));

/** What GET /api/dashboard/summary answers (DashboardSummary), with some fields replaced. */
const summary = (overrides: object = {}) => ({
  days: 14,
  from: '2025-03-29',
  to: '2025-04-11',
  timeZone: 'Asia/Shanghai',
  signIns: [
    { day: '2025-04-10', success: 3, failure: 1 },
    { day: '2025-04-11', success: 5, failure: 0 },
  ],
  successfulSignIns: 8,
  failedSignIns: 1,
  usersSignedIn: 4,
  activeSessions: 6,
  activeUsers: 3,
  pageViews: 12,
  topPages: [{ moduleNo: 'user', moduleName: '用户管理', pageName: 'Users', path: '/userManage', views: 9, users: 3 }],
  topModules: [{ moduleNo: 'user', moduleName: '用户管理', views: 9 }],
  ...overrides,
});

describe('/admin', () => {
  beforeEach(() => jest.mocked(fetchDashboardSummary).mockReset());

  it('shows the figures and both charts, and asks again for another range', async () => {
    jest.mocked(fetchDashboardSummary).mockResolvedValue(summary());
    renderInApp(<AdminDashboard />);
    expect(await screen.findByText('成功登录次数')).toBeInTheDocument();
    expect(fetchDashboardSummary).toHaveBeenCalledWith(14);
    expect(screen.getByText('（3 人）')).toBeInTheDocument();
    // Fourteen days, the missing ones as 0.
    const signIns = screen.getByRole('img', { name: '每日登录' });
    expect(signIns.textContent).toBe(`${[...Array(12).fill(0), 3, 5].join(',')} | ${[...Array(12).fill(0), 1, 0].join(',')}`);
    expect(screen.getByRole('img', { name: '最常用页面' })).toHaveTextContent('9');
    expect(screen.getByText('共 12 次访问')).toBeInTheDocument();

    fireEvent.click(screen.getByText('近 30 天'));
    await waitFor(() => expect(fetchDashboardSummary).toHaveBeenLastCalledWith(30));
  });

  it('shows empty states for a range without sign-ins or page views', async () => {
    jest.mocked(fetchDashboardSummary).mockResolvedValue(
      summary({ signIns: [], successfulSignIns: 0, failedSignIns: 0, topPages: [], topModules: [], pageViews: 0 }),
    );
    renderInApp(<AdminDashboard />);
    expect(await screen.findByText('该时间段内没有登录记录')).toBeInTheDocument();
    expect(screen.getAllByText('该时间段内没有页面访问记录').length).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: '每日登录' })).toBeNull();
  });

  it('shows the server’s refusal and retries', async () => {
    jest.mocked(fetchDashboardSummary).mockRejectedValueOnce(new BizError({ errorMessage: '无权限：只有管理员可以查看系统信息和管理看板' }));
    jest.mocked(fetchDashboardSummary).mockResolvedValueOnce(summary());
    renderInApp(<AdminDashboard />);
    expect(await screen.findByText('无权限：只有管理员可以查看系统信息和管理看板')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('成功登录次数')).toBeInTheDocument();
  });
});
